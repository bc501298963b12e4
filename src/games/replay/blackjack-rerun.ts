/**
 * A blackjack round dealt again from its record: the table's rules at the round's limit tier (the
 * server's computer players as its preset seats them), a shoe stacked with the recorded cards in
 * the order they left it, the recorded bets, then each recorded decision through the same engine
 * calls the server made (`openTableRound`, `actTableRound`: src/server/tables/blackjack.ts). The
 * shoe's fill is the live shoe's: the cards it still held after the round (fairness `firstCard`).
 */
import {
  actTableRound,
  type Choice,
  illegalChoiceProblem,
  openTableRound,
  type RoundEvent,
  type RoundState,
  type SeatBet,
  type Step,
  type TableRound,
  tableRound,
  turnSeat,
} from '../../engine/blackjack/index';
import { SeededRng } from '../../engine/shared/rng';
import { stackedShoe } from '../../engine/shared/shoe';
import { isAmount, isRecord } from '../../platform/storage';
import { rulesAtTier } from '../blackjack/tier';
import { fundsOf, ReplayProblem, type ReplayRecord } from './record';
import { checkFigures, type DecisionMark, type Rerun, replayStep, rerunning } from './rerun';

export type BlackjackRerun = Rerun<SeatBet[], Choice, TableRound, RoundEvent>;

/** The recorded bets as the engine takes them (HEADLESS.md: `{ seat, main, perfectPairs?, behind? }`). */
function seatBets(raw: unknown): SeatBet[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new ReplayProblem('replay-unreadable', 'bets: expected boxes');
  return raw.map((b, i) => {
    const ok =
      isRecord(b) &&
      Number.isInteger(b.seat) &&
      isAmount(b.main) &&
      (b.perfectPairs === undefined || isAmount(b.perfectPairs)) &&
      (b.behind === undefined || isAmount(b.behind));
    if (!ok)
      throw new ReplayProblem('replay-unreadable', `bets[${i}]: expected { seat, main, perfectPairs?, behind? }`);
    return b as unknown as SeatBet;
  });
}

/** Whose box and hand the table asked when the decision was made. */
function markOf(state: RoundState, decision: string): DecisionMark {
  const turn = state.turn;
  const box = turn ? (state.seats[turn.seat]?.seat ?? null) : null;
  if (state.phase === 'insurance') return { decision, seat: turnSeat(state) ?? box, hand: null };
  return { decision, seat: box, hand: turn ? turn.hand + 1 : null };
}

const dealtIn = (events: readonly RoundEvent[]) => events.filter((e) => e.type === 'card.dealt').length;

export function rerunBlackjack(record: ReplayRecord): BlackjackRerun {
  return rerunning(record, () => {
    const rules = rulesAtTier(record.base, record.tier);
    const bets = seatBets(record.bets);
    // The server's own re-play (its reconcile) deals from the recorded cards with a fixed seed: the
    // stacked shoe never asks the generator for a card.
    const rng = new SeededRng(0);
    const unseen = Math.max(0, rules.decks * 52 - record.firstCard - record.cards.length);
    const answer = (step: Step) => {
      const view = tableRound(rules, step.state);
      return replayStep(record, {
        view: { ...view, cardsLeft: view.cardsLeft + unseen },
        events: step.events,
        staked: view.staked,
        returned: view.returned,
        settled: step.state.phase === 'over',
      });
    };
    let step = openTableRound(rules, stackedShoe(record.cards), bets, fundsOf(record), rng);
    const steps = [answer(step)];
    const marks: DecisionMark[] = [];
    const decisions = record.decisions as Choice[];
    let dealt = dealtIn(step.events);
    for (const [i, decision] of decisions.entries()) {
      const problem = illegalChoiceProblem(rules, step.state, decision);
      if (problem) throw new Error(`decision ${i + 1} (${decision}) is not the player's to make then`);
      marks.push(markOf(step.state, decision));
      step = actTableRound(rules, step.state, decision, rng);
      dealt += dealtIn(step.events);
      steps.push(answer(step));
    }
    if (dealt !== record.cards.length) throw new Error(`${dealt} cards dealt of the ${record.cards.length} recorded`);
    checkFigures(record, steps.at(-1));
    return { bets, decisions, marks, steps };
  });
}
