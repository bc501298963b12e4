/**
 * Which engine decision a player's event asks for, and whether the table asks for it now: the
 * round's legal moves, as the port last answered them.
 */
import type { Decision, TableRound } from '../../engine/blackjack/index';
import type { MoveEvent } from './types';

const PLAY: Record<Exclude<MoveEvent, `insurance.${string}`>, Decision> = {
  'player.hit': 'hit',
  'player.stand': 'stand',
  'player.double': 'double',
  'player.split': 'split',
  'player.surrender': 'surrender',
};

/** The event each decision is pressed with (insurance and even money share their buttons). */
export const EVENT_OF: Record<Decision, MoveEvent> = {
  'insurance:yes': 'insurance.accept',
  'insurance:no': 'insurance.decline',
  'even-money:yes': 'insurance.accept',
  'even-money:no': 'insurance.decline',
  hit: 'player.hit',
  stand: 'player.stand',
  double: 'player.double',
  split: 'player.split',
  surrender: 'player.surrender',
};

/** The decision a move event asks for in this round (insurance or even money as offered). */
export function decisionOf(round: TableRound | null, move: MoveEvent): Decision {
  if (move === 'insurance.accept' || move === 'insurance.decline') {
    const evenMoney = round?.legal.includes('even-money:yes') ?? false;
    const kind = evenMoney ? 'even-money' : 'insurance';
    return `${kind}:${move === 'insurance.accept' ? 'yes' : 'no'}`;
  }
  return PLAY[move];
}

/** Whether the round asks for this decision now. */
export const isLegal = (round: TableRound | null, decision: Decision): boolean =>
  round?.legal.includes(decision) ?? false;
