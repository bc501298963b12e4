/**
 * The round port of a replay: it answers the table's machine from a re-run made before the table
 * opened (rerun.ts), never from the network or a wallet. `open` gives the round as it was dealt,
 * each `act` the round after the next recorded decision. The table asks with the bets and the
 * decisions the replay's controller pressed for it; anything else (a bet the record does not hold,
 * a decision out of order) is refused as a mismatch, so a replay never shows a round it made up.
 */
import type { RoundPort } from '../../machines/round-port';
import { ReplayProblem } from './record';
import type { Rerun } from './rerun';

export interface ReplayPortOptions<Bets> {
  /** Whether the table's bets are the record's (each game compares its own shape). */
  sameBets: (asked: Bets, recorded: Bets) => boolean;
  /** Hears why a call was refused: the controller shows it as the replay's error. */
  onProblem: (problem: ReplayProblem) => void;
}

export function replayPort<Bets, Decision, View, Event>(
  rerun: Rerun<Bets, Decision, View, Event>,
  o: ReplayPortOptions<Bets>,
): RoundPort<Bets, Decision, View, Event> {
  /** The next step to answer: 0 before the round opens. */
  let next = 0;
  const refuse = (detail: string) => {
    const problem = new ReplayProblem('replay-mismatch', detail);
    o.onProblem(problem);
    return Promise.reject(problem);
  };
  const answer = () => {
    const step = rerun.steps[next];
    if (!step) return refuse(`the record has no step ${next + 1}`);
    next += 1;
    return Promise.resolve(step);
  };
  return {
    open: ({ bets }) => {
      if (next !== 0) return refuse('the round was opened twice');
      if (!o.sameBets(bets, rerun.bets)) return refuse('the table placed other bets than the record holds');
      return answer();
    },
    act: ({ decision }) => {
      const expected = rerun.decisions[next - 1];
      if (next === 0 || expected === undefined)
        return refuse(`no decision is recorded here (asked ${String(decision)})`);
      if (decision !== expected) return refuse(`the record's decision is ${String(expected)}, not ${String(decision)}`);
      return answer();
    },
    // A replay starts with nothing open: the table bets first, as the round was bet.
    resume: () => Promise.resolve(null),
  };
}
