/**
 * A recorded round on its real table: the game's session opened for the replay (games/replay/
 * open-replay.ts) on the view's play clock, and the game's table screen as a replay shows it
 * (replay-look.ts, a chunk per game), built on the controller's view actor. The kit is a table's kit without what
 * a replay must not do: no sound (a replay is watched, often by a support desk, and sound waits
 * for a gesture anyway), no rebuy, no wait between rounds, no HUD buttons.
 */
import gsap from 'gsap';
import type { ReplayController } from '../../games/replay/controller';
import { openReplay, type ReplaySteps, type ReplayTable } from '../../games/replay/open-replay';
import type { ReplayRecord } from '../../games/replay/record';
import { openSharedReplay } from '../../games/replay/shared-replay';
import type { MoneyKind } from '../../platform/wallet';
import { motionClock } from '../kit/stage/motion';
import type { Screen } from '../kit/stage/screen';
import type { TableKit } from '../kit/table/table-kit';
import { capTextMeasures } from '../kit/text/text-measures';
import type { ReplayLook, ReplayTableScreen } from './replay-look';

/** What a replay's kit is made of: a table kit's words, money and frames. */
type ReplayKitParts = Pick<
  TableKit,
  't' | 'lang' | 'money' | 'chipLabel' | 'resolution' | 'invalidate' | 'hold' | 'release' | 'speed' | 'calm'
> &
  Pick<TableKit, 'onMessage' | 'announce'>;

export interface ReplayTableOptions extends ReplayKitParts {
  kind: MoneyKind;
  look: Pick<ReplayLook, 'idleLine'>;
  /** The table's motion frozen and let go (the replay's PAUSE in the middle of a step). */
  motion: { hold(): void; release(): void };
  /** The moment between two steps while the replay plays (ms at normal speed). */
  gapMs: number;
  onChange: () => void;
}

/** The table screen of a replay: a screen with its whole lifecycle, and where its controls were. */
export type ReplayScreenOf = Screen &
  ReplayTableScreen &
  Required<Pick<Screen, 'show' | 'hide' | 'pause' | 'resume' | 'destroy'>>;

/** What the replay page drives: the controller's transport and progress, and the steps it names. */
interface ReplayRun extends ReplaySteps {
  readonly controller: Pick<ReplayController<never>, 'progress' | 'play' | 'pause' | 'step' | 'ready'>;
}

export interface ReplayTableView {
  readonly screen: ReplayScreenOf;
  readonly table: ReplayRun;
}

const nothing = () => undefined;

function replayKit(game: ReplayTable['game'], o: ReplayTableOptions): TableKit {
  const { t, money, resolution, invalidate, hold, release, speed } = o;
  return {
    game,
    t,
    lang: o.lang,
    money,
    chipLabel: o.chipLabel,
    resolution,
    invalidate,
    hold,
    release,
    speed,
    calm: o.calm,
    fourColour: () => false,
    sound: nothing,
    loop: nothing,
    canRebuy: () => false,
    hud: {
      t,
      money,
      resolution,
      invalidate,
      hold,
      release,
      speed,
      onLobby: null,
      onHistory: nothing,
      onRules: nothing,
      onSettings: nothing,
      onRebuy: nothing,
      version: __APP_VERSION__,
      moneyKind: o.kind,
    },
    onMessage: o.onMessage,
    announce: o.announce,
  };
}

/** Each game's replay screen: its own chunk, so a replay page loads only its round's table. */
const SCREENS = {
  blackjack: async () => (await import('./blackjack-replay-screen')).BlackjackReplayScreen,
  baccarat: async () => (await import('./baccarat-replay-screen')).BaccaratReplayScreen,
  roulette: async () => (await import('./roulette-replay-screen')).RouletteReplayScreen,
  sharedBlackjack: async () => (await import('./shared-blackjack-replay-screen')).SharedBlackjackReplayScreen,
};

type Built = ReplayScreenOf & { adopt(...cleanups: (() => void)[]): void };

/** The game's replay screen on the controller's view actor. */
async function screenOf(table: ReplayTable, kit: TableKit, look: ReplayLook): Promise<Built> {
  if (table.game === 'blackjack')
    return new (await SCREENS.blackjack())(table.controller.viewActor(table.session.actor), kit, look);
  if (table.game === 'baccarat')
    return new (await SCREENS.baccarat())(table.controller.viewActor(table.session.actor), kit, look);
  return new (await SCREENS.roulette())(table.controller.viewActor(table.session.actor), kit, look);
}

/** Opens the round's table for its replay; rejects with a ReplayProblem when the record does not replay. */
export async function openReplayTable(record: ReplayRecord, o: ReplayTableOptions): Promise<ReplayTableView> {
  // As a table module does: motion follows the clock, and labels made each step stay few.
  gsap.ticker.lagSmoothing(0);
  capTextMeasures();
  const timing = {
    wait: (ms: number) => new Promise<void>((done) => motionClock.setTimeout(done, ms)),
    gapMs: () => o.gapMs * o.speed(),
    onChange: o.onChange,
  };
  const look: ReplayLook = { ...o.look, balanceKnown: record.balanceBefore !== null };
  if (record.game === 'blackjack' && record.shared) {
    // A shared blackjack round: the shared table's own screen, five boxes with their holders.
    const controller = openSharedReplay(record, timing);
    const Screen = await SCREENS.sharedBlackjack();
    const screen = new Screen(controller, replayKit('blackjack', o), look);
    screen.adopt(() => controller.stop());
    return { screen, table: { controller, steps: controller.steps } };
  }
  const table = openReplay(record, { kind: o.kind, clock: motionClock, motion: o.motion, ...timing });
  let screen: Built;
  try {
    screen = await screenOf(table, replayKit(table.game, o), look);
  } catch (error) {
    table.controller.stop();
    table.session.stop();
    throw error;
  }
  screen.adopt(
    () => table.controller.stop(),
    () => table.session.stop(),
  );
  return { screen, table };
}
