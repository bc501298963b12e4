/**
 * A recorded round made ready to replay: dealt again whole by the engine first (a record it does
 * not reproduce stops here, as a mismatch), then the game's own session (its machine, the table's
 * rules at the round's tier) opened on the replay's port and wallet, and the controller that will
 * press the recorded steps on it. The view is built on `session.actor` through the controller's
 * `viewActor`. No storage: the table's slots are memory only, and nothing reports to a lobby.
 */
import { tableRules as baccaratRules } from '../../engine/baccarat/rules';
import type { BaccaratEvent } from '../../machines/baccarat.machine';
import type { BlackjackEvent } from '../../machines/blackjack.machine';
import type { RouletteEvent } from '../../machines/roulette.machine';
import type { PlayClock } from '../../platform/play-clock';
import { createStore, MemoryStorage } from '../../platform/storage';
import { TableSlots } from '../../platform/table-slots';
import type { MoneyKind } from '../../platform/wallet';
import { type BaccaratSession, openBaccaratSession } from '../baccarat/session';
import { type BlackjackSession, openBlackjackSession } from '../blackjack/session';
import { openRouletteSession, type RouletteSession } from '../roulette/session';
import type { TableOptions } from '../table/options';
import { rerunBlackjack } from './blackjack-rerun';
import { ReplayController, type ReplayControllerOptions } from './controller';
import { fundsOf, type ReplayProblem, type ReplayRecord } from './record';
import { replayPort } from './replay-port';
import { type ReplayPorts, replayRounds, replayWallet } from './replay-service';
import {
  baccaratScript,
  blackjackScript,
  rouletteScript,
  type ScriptStep,
  sameAreaBets,
  sameLayoutBets,
  sameSeatBets,
  WAITS,
} from './scripts';
import { rerunBaccarat, rerunRoulette } from './table-reruns';

/**
 * Longer than anyone watches: a replay's stages wait for its table's animations however long a
 * pause lasts, and its payout is never answered (the table stays as it was paid).
 */
const NEVER_MS = 2_000_000_000;

export type ReplayTable =
  | { game: 'blackjack'; session: BlackjackSession; controller: ReplayController<BlackjackEvent> }
  | { game: 'baccarat'; session: BaccaratSession; controller: ReplayController<BaccaratEvent> }
  | { game: 'roulette'; session: RouletteSession; controller: ReplayController<RouletteEvent> };

export interface OpenReplayOptions extends Omit<ReplayControllerOptions<never>, 'actor' | 'steps' | 'waits'> {
  /** Play money or real money: the HUD's caption. */
  kind: MoneyKind;
  /** The clock the table's motion runs on (the view's): its stage timers stop with it. */
  clock?: PlayClock;
}

/** The steps the viewer sees, each with its move where it is a decision. */
export interface ReplaySteps {
  readonly steps: readonly Pick<ScriptStep<unknown>, 'kind' | 'mark'>[];
}

/** Opens the round's table for its replay; throws a ReplayProblem when the record does not replay. */
export function openReplay(record: ReplayRecord, o: OpenReplayOptions): ReplayTable & ReplaySteps {
  // The controller exists once the session does; the port may find a problem only after both.
  let heard: ((problem: ReplayProblem) => void) | null = null;
  const onProblem = (problem: ReplayProblem) => heard?.(problem);
  const options = (ports: ReplayPorts): TableOptions => ({
    bank: replayWallet({ currency: record.currency, kind: o.kind, balance: fundsOf(record) }),
    rounds: replayRounds(ports),
    slots: TableSlots.open(createStore(new MemoryStorage()), record.currency),
    reporter: null,
    table: record.base,
    animationTimeout: NEVER_MS,
    ...(o.clock ? { clock: o.clock } : {}),
  });
  const control = <Event>(actor: ReplayControllerOptions<Event>['actor'], steps: ScriptStep<Event>[]) => {
    const controller = new ReplayController<Event>({ ...o, actor, steps, waits: WAITS[record.game] });
    heard = (problem) => controller.report(problem);
    return controller;
  };
  if (record.game === 'blackjack') {
    const rerun = rerunBlackjack(record);
    const port = replayPort(rerun, { sameBets: sameSeatBets, onProblem });
    const session = openBlackjackSession({
      ...options({ game: 'blackjack', port, tier: record.tier }),
      computerPlayers: true,
      tier: record.tier,
    });
    const steps = blackjackScript(rerun.bets, rerun.decisions, rerun.marks);
    return { game: 'blackjack', session, controller: control(session.actor, steps), steps };
  }
  if (record.game === 'baccarat') {
    const rerun = rerunBaccarat(record);
    const port = replayPort(rerun, { sameBets: sameAreaBets, onProblem });
    const steps = baccaratScript(rerun.bets, baccaratRules(record.base));
    const session = openBaccaratSession(options({ game: 'baccarat', port }));
    return { game: 'baccarat', session, controller: control(session.actor, steps), steps };
  }
  const rerun = rerunRoulette(record);
  const port = replayPort(rerun, { sameBets: sameLayoutBets, onProblem });
  const steps = rouletteScript(rerun.bets);
  const session = openRouletteSession(options({ game: 'roulette', port }));
  return { game: 'roulette', session, controller: control(session.actor, steps), steps };
}
