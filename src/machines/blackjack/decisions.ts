/**
 * Which engine decision a player event asks for, whether the rules allow it now, and what extra
 * stake it costs (the machine debits that before it lets the engine make the move).
 */
import {
  type Decision,
  insuranceCost,
  insuranceOffer,
  legalMoves,
  type RoundState,
} from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';
import type { BlackjackContext, BlackjackEvent } from '../blackjack.machine';
import { robotTurn } from './robots';

/** The engine decision an event asks for, or null for events that are not decisions. */
export function decisionOf(context: BlackjackContext, event: BlackjackEvent): Decision | null {
  const round = context.round;
  switch (event.type) {
    case 'insurance.accept':
    case 'insurance.decline': {
      const offer = round?.turn ? insuranceOffer(round, round.turn.seat) : null;
      if (offer === null) return null;
      return `${offer}:${event.type === 'insurance.accept' ? 'yes' : 'no'}`;
    }
    case 'player.hit':
    case 'player.stand':
    case 'player.double':
    case 'player.split':
    case 'player.surrender':
      return event.type.slice('player.'.length) as Decision;
    default:
      return null;
  }
}

/** The extra stake a decision costs: insurance, a double or a split; 0 for the others. */
export function stakeFor(round: RoundState, decision: Decision): Minor {
  const turn = round.turn;
  if (turn === null) return 0;
  const hand = round.seats[turn.seat]?.hands[turn.hand];
  if (!hand) return 0;
  if (decision === 'insurance:yes') return insuranceCost(hand.bet);
  return decision === 'double' || decision === 'split' ? hand.bet : 0;
}

export const isLegal = (context: BlackjackContext, event: BlackjackEvent): boolean => {
  const d = decisionOf(context, event);
  // A computer player's turn: the player's buttons wait.
  if (d === null || context.round === null || robotTurn(context) !== null) return false;
  return legalMoves(context.round).includes(d);
};
