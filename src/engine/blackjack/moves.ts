/**
 * Applying a player's decision: insurance or even money while the dealer shows an ace, then hit,
 * stand, double, split and surrender on the hand whose turn it is.
 */
import type { Rng } from '../shared/rng';
import { advanceTurn, dealToHand, nextInsurance } from './flow';
import { handTotal, isAce, isTripleSeven } from './hand';
import { legalMoves } from './legal';
import { insuranceCost, settleHand } from './settle';
import { type Decision, type Hand, IllegalMoveError, type RoundEvent, type RoundState, type Step } from './state';
import { finishHand, handAt, makeHand, makeSeat, seatAt, setHand, withMoney, withSeat } from './update';

function describe(state: RoundState): string {
  const { turn } = state;
  if (turn === null) return `no decision is asked for (phase "${state.phase}")`;
  const seat = seatAt(state, turn.seat).seat;
  return state.phase === 'insurance' ? `seat ${seat}` : `seat ${seat}, hand ${turn.hand + 1}`;
}

export function decide(state: RoundState, decision: Decision, rng: Rng): Step {
  const events: RoundEvent[] = [];
  return { state: applyDecision(state, decision, rng, events), events };
}

/**
 * `decide` writing its events into `events` (null: not wanted, none are built); `legal` may be
 * passed when the caller has just computed it for this state.
 */
export function applyDecision(
  state: RoundState,
  decision: Decision,
  rng: Rng,
  events: RoundEvent[] | null,
  legal: readonly Decision[] = legalMoves(state),
): RoundState {
  const turn = state.turn;
  if (turn === null || !legal.includes(decision)) {
    const seat = turn === null ? null : seatAt(state, turn.seat).seat;
    throw new IllegalMoveError(
      `"${decision}" is not allowed at ${describe(state)}; legal moves: ${legal.length ? legal.join(', ') : 'none'}`,
      seat,
      turn === null || state.phase === 'insurance' ? null : turn.hand + 1,
      legal,
    );
  }
  const { seat: si, hand: hi } = turn;
  let s = state;
  switch (decision) {
    case 'insurance:yes': {
      const bet = insuranceCost(handAt(s, si, 0).bet);
      events?.push({ type: 'insurance.taken', seat: seatAt(s, si).seat, bet });
      s = withSeat(s, si, (seat) =>
        makeSeat(seat, seat.hands, { bet, returned: seat.insurance.returned, settled: seat.insurance.settled }),
      );
      s = withMoney(s, s.balance - bet, s.staked + bet, s.returned);
      return nextInsurance(s, si, rng, events);
    }
    case 'even-money:yes':
      s = settleHand(s, si, 0, 'even-money', events);
      return nextInsurance(s, si, rng, events);
    case 'insurance:no':
    case 'even-money:no':
      return nextInsurance(s, si, rng, events);
    case 'hit':
      s = dealToHand(markActed(s, si, hi), si, hi, rng, events);
      s = afterCard(s, si, hi, events);
      break;
    case 'stand':
      events?.push({
        type: 'hand.stood',
        seat: seatAt(s, si).seat,
        hand: hi,
        total: handTotal(handAt(s, si, hi).cards),
      });
      s = finishHand(s, si, hi, true);
      break;
    case 'double': {
      const h = handAt(s, si, hi);
      const extra = h.bet;
      s = setHand(s, si, hi, makeHand(h, h.cards, h.bet + extra, true, true, h.done, h.outcome, h.returned));
      s = withMoney(s, s.balance - extra, s.staked + extra, s.returned);
      events?.push({ type: 'hand.doubled', seat: seatAt(s, si).seat, hand: hi, bet: extra * 2 });
      s = dealToHand(s, si, hi, rng, events);
      s = afterCard(s, si, hi, events);
      s = finishHand(s, si, hi);
      break;
    }
    case 'split':
      return split(s, si, hi, rng, events);
    case 'surrender':
      events?.push({ type: 'hand.surrendered', seat: seatAt(s, si).seat, hand: hi });
      s = settleHand(markActed(s, si, hi), si, hi, 'surrender', events);
      break;
  }
  const hand = handAt(s, si, hi);
  return hand.done || hand.outcome !== null ? advanceTurn(s, si, hi + 1, rng, events) : s;
}

/** After a drawn card: bust loses at once, 7-7-7 pays at once where the table has the bonus, 21 stops. */
function afterCard(state: RoundState, si: number, hi: number, events: RoundEvent[] | null): RoundState {
  const hand = handAt(state, si, hi);
  const total = handTotal(hand.cards);
  if (total > 21) {
    events?.push({ type: 'hand.busted', seat: seatAt(state, si).seat, hand: hi, total });
    return settleHand(state, si, hi, 'lose', events);
  }
  if (state.rules.bonus777 && !hand.split && isTripleSeven(hand.cards)) {
    return settleHand(state, si, hi, 'bonus777', events);
  }
  return total === 21 ? finishHand(state, si, hi) : state;
}

function markActed(state: RoundState, si: number, hi: number): RoundState {
  const h = handAt(state, si, hi);
  return setHand(state, si, hi, makeHand(h, h.cards, h.bet, h.doubled, true, h.done, h.outcome, h.returned));
}

function split(state: RoundState, si: number, hi: number, rng: Rng, events: RoundEvent[] | null): RoundState {
  const hand = handAt(state, si, hi);
  const [first, second] = hand.cards as [Hand['cards'][0], Hand['cards'][0]];
  const splitAce = isAce(first);
  const half = (card: Hand['cards'][0]): Hand => ({
    cards: [card],
    bet: hand.bet,
    split: true,
    splitAce,
    doubled: false,
    acted: false,
    done: false,
    outcome: hand.outcome,
    returned: hand.returned,
  });
  let s = withSeat(state, si, (seat) => {
    const hands = seat.hands.slice();
    hands.splice(hi, 1, half(first), half(second));
    return makeSeat(seat, hands);
  });
  s = withMoney(s, s.balance - hand.bet, s.staked + hand.bet, s.returned);
  events?.push({ type: 'hand.split', seat: seatAt(s, si).seat, hand: hi, bet: hand.bet });
  if (s.rules.splitSecondCard === 'immediately') {
    s = dealToHand(s, si, hi, rng, events);
    s = dealToHand(s, si, hi + 1, rng, events);
  }
  return advanceTurn(s, si, hi, rng, events);
}
