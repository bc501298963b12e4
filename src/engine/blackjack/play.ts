/**
 * Whole rounds: `playRound` plays one with a decision callback (the headless scenario and tests
 * drive the engine through it); `simulateRounds` plays many by the basic strategy (the
 * simulator). Both run the same steps as startRound, decide and playDealer on one draft.
 */
import type { Minor } from '../shared/money';
import type { Rng } from '../shared/rng';
import { draftShoe, type ShoeState, settledShoe } from '../shared/shoe';
import { compileStrategy, declineInsurance, strategyMove } from './advice';
import { dealerTurn } from './dealer';
import { movesAllowed, movesIn } from './legal';
import { applyDecision } from './moves';
import { dealRound, type SeatBet, validateBets } from './round';
import type { BlackjackRules } from './rules';
import type { Choice, Decision, RoundEvent, RoundState, Step } from './state';
import type { Strategy } from './strategy';
import { newDraft, type RoundDraft, settledState, snapshotOf } from './update';

/** Picks the next decision from the legal moves (or, where the table allows, an insurance amount). */
export type Chooser = (state: RoundState, legal: readonly Decision[]) => Choice;

/**
 * Runs a round from the deal to the last settlement: the same steps as startRound, decide and
 * playDealer, with the events written into one list. The chooser sees a snapshot of the round at
 * each decision. Set `collectEvents` false in hot loops: no event is built and `events` comes back
 * empty.
 */
export function playRound(
  rules: BlackjackRules,
  shoe: ShoeState,
  bets: readonly SeatBet[],
  balance: Minor,
  rng: Rng,
  choose: Chooser,
  collectEvents = true,
): Step {
  const sorted = validateBets(rules, bets, balance);
  const events: RoundEvent[] = [];
  const sink = collectEvents ? events : null;
  const d = newDraft(rules, draftShoe(shoe));
  dealRound(d, sorted, balance, rng, sink);
  while (d.phase === 'insurance' || d.phase === 'player' || d.phase === 'behind') {
    const legal = movesAllowed(d);
    applyDecision(d, choose(snapshotOf(d), movesIn(legal)), rng, sink, legal);
  }
  if (d.phase === 'dealer') dealerTurn(d, rng, sink);
  return { state: settledState(d), events };
}

/** What one round of `simulateRounds` staked in all and returned in all, in minor units. */
export type RoundResult = (staked: Minor, returned: Minor) => void;

/**
 * Plays `rounds` rounds with the same bets and starting balance each round, by the basic strategy
 * (insurance and even money declined), from `shoe` on; reports each round's stakes and returns
 * to `onRound` and gives back the shoe as the last round left it. One draft serves every round:
 * nothing is allocated per card or per round.
 */
export function simulateRounds(
  rules: BlackjackRules,
  shoe: ShoeState,
  bets: readonly SeatBet[],
  balance: Minor,
  rng: Rng,
  strategy: Strategy,
  rounds: number,
  onRound: RoundResult,
): ShoeState {
  const sorted = validateBets(rules, bets, balance);
  const table = compileStrategy(strategy);
  const d: RoundDraft = newDraft(rules, draftShoe(shoe));
  for (let n = 0; n < rounds; n++) {
    dealRound(d, sorted, balance, rng, null);
    while (d.phase === 'insurance' || d.phase === 'player') {
      const legal = movesAllowed(d);
      const turn = d.turn!;
      const move =
        d.phase === 'insurance'
          ? declineInsurance(legal)
          : strategyMove(table, d.seats[turn.seat]!.hands[turn.hand]!, d.dealer.cards[0]!, legal);
      applyDecision(d, move, rng, null, legal);
    }
    if (d.phase === 'dealer') dealerTurn(d, rng, null);
    onRound(d.staked, d.returned);
  }
  return settledShoe(d.shoe);
}
