/**
 * A recorded round dealt again by the pure engine that played it (`src/engine/<game>`): from its
 * cards in shoe order, its bets, its decisions (or roulette's number), every step as the round
 * port answered it then, the public view and the events of each, and the balance after each. The
 * re-run is made whole before anything shows: one that does not reach the recorded staked,
 * returned and balance after is a `replay-mismatch`, never a replay that shows something else.
 */
import type { Minor } from '../../engine/shared/money';
import type { RoundStep } from '../../machines/round-port';
import { fundsOf, ReplayProblem, type ReplayRecord } from './record';

/** What a decision step shows beside the table: the move, and whose box and hand it played. */
export interface DecisionMark {
  readonly decision: string;
  /** The box the table asked (null: the table does not say, as for a back bettor's answer). */
  readonly seat: number | null;
  /** The hand of that box, 1-based (null: the box's insurance, or not known). */
  readonly hand: number | null;
}

export interface Rerun<Bets, Decision, View, Event> {
  readonly bets: Bets;
  /** The player's decisions in the order the round asked for them. */
  readonly decisions: readonly Decision[];
  readonly marks: readonly DecisionMark[];
  /** `steps[0]` answers the round's opening; `steps[i]` the i-th decision. The last is settled. */
  readonly steps: readonly RoundStep<View, Event>[];
}

/** A step's figures: staked and returned so far, and whether the round is settled. */
interface Figures {
  staked: Minor;
  returned: Minor;
  settled: boolean;
}

/**
 * The balance after a step: every stake is taken as it is made, the returns are paid once the
 * round is settled; the settled round shows the recorded balance after where the record has one.
 * That one is not checked against the figures: the wallet may have moved between the round's
 * calls for other play (another table, or the casino's other games on an operator's wallet).
 */
function balanceAfter(record: Pick<ReplayRecord, 'balanceBefore' | 'balanceAfter' | 'staked'>, f: Figures): Minor {
  if (f.settled && record.balanceAfter !== null) return record.balanceAfter;
  return fundsOf(record) - f.staked + (f.settled ? f.returned : 0);
}

/** One round port answer of the replayed round. */
export function replayStep<View, Event>(
  record: Pick<ReplayRecord, 'roundId' | 'balanceBefore' | 'balanceAfter' | 'staked'>,
  f: Figures & { view: View; events: readonly Event[] },
): RoundStep<View, Event> {
  return {
    roundId: record.roundId,
    status: f.settled ? 'settled' : 'open',
    view: f.view,
    events: f.events,
    staked: f.staked,
    returned: f.returned,
    balance: balanceAfter(record, f),
  };
}

/** The re-run's end must be the record's: settled, with the recorded stakes and returns. */
export function checkFigures(record: ReplayRecord, last: RoundStep<unknown, unknown> | undefined): void {
  const problems: string[] = [];
  if (last?.status !== 'settled') problems.push('the round does not settle');
  else {
    if (last.staked !== record.staked) problems.push(`staked ${last.staked}, recorded ${record.staked}`);
    if (last.returned !== record.returned) problems.push(`returned ${last.returned}, recorded ${record.returned}`);
  }
  if (problems.length > 0)
    throw new ReplayProblem('replay-mismatch', `round ${record.roundId} replays to ${problems.join('; ')}`);
}

/** Runs a re-run; anything the engine refuses (a card it cannot read, an illegal move) is a mismatch. */
export function rerunning<T>(record: ReplayRecord, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ReplayProblem) throw error;
    const said = error instanceof Error ? error.message : String(error);
    throw new ReplayProblem('replay-mismatch', `round ${record.roundId} does not replay: ${said}`);
  }
}
