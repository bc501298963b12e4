/**
 * Which engine decision a player's event asks for, and whether the table asks for it now: the
 * round's legal moves, as the port last answered them.
 */
import {
  type Choice,
  type Decision,
  type InsuranceChoice,
  insuranceAmountAllowed,
  insuranceAmountOf,
  insuranceChoiceOf,
  type TableRound,
} from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';
import type { MoveEvent } from './types';

const PLAY: Record<Exclude<MoveEvent, `insurance.${string}`>, Decision> = {
  'player.hit': 'hit',
  'player.stand': 'stand',
  'player.double': 'double',
  'player.split': 'split',
  'player.surrender': 'surrender',
  'behind.match': 'behind:yes',
  'behind.decline': 'behind:no',
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
  'behind:yes': 'behind.match',
  'behind:no': 'behind.decline',
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

/** The amounts the player may insure now at an up-to-half table (null: exactly half or nothing to choose). */
export const insuranceRange = (round: TableRound | null): InsuranceChoice | null =>
  round ? insuranceChoiceOf(round) : null;

/** The amount INSURE stakes unless the player picks another: exactly half, else the most the balance covers. */
export const defaultInsurance = (range: InsuranceChoice): Minor => (range.halfAllowed ? range.half : range.most);

/**
 * The decision INSURE asks for: at an up-to-half table the `amount` chosen (`insurance:AMOUNT`),
 * without one the default stake; elsewhere insurance or even money as offered.
 */
export function insuranceDecision(round: TableRound | null, amount: Minor | undefined): Choice {
  if (amount !== undefined) return `insurance:${amount}`;
  const range = insuranceRange(round);
  return range && !range.halfAllowed ? `insurance:${range.most}` : decisionOf(round, 'insurance.accept');
}

/** Whether the round takes this choice now: a legal move, or an insurance amount within the range. */
export function isLegalChoice(round: TableRound | null, choice: Choice): boolean {
  const amount = insuranceAmountOf(choice);
  if (amount === null) return isLegal(round, choice as Decision);
  const range = insuranceRange(round);
  return range !== null && insuranceAmountAllowed(range, amount);
}
