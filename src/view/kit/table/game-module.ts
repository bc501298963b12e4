/**
 * A game's module, the same for every table: it opens the game's session, builds the table kit
 * from the boot's context, lets the game build its screen, and hands the screen everything to
 * undo when it goes (the session, the listeners). The bank's rebuys reach the machine as a new
 * balance, so the table shows what the wallet holds.
 */
import gsap from 'gsap';
import type { Minor } from '../../../engine/shared/money';
import type { SharedTable } from '../../../games/shared/shared-table';
import type { TableOptions } from '../../../games/table/options';
import type { GameId } from '../../../platform/games';
import { firstTable } from '../../../platform/games';
import type { MessageKey } from '../../../platform/i18n';
import { TIME_SCALE } from '../../../platform/settings';
import type { GameContext, GameModule } from '../../game-context';
import { motionClock } from '../stage/motion';
import type { Screen } from '../stage/screen';
import { capTextMeasures } from '../text/text-measures';
import type { TableKit } from './table-kit';

/** What the module needs of a table screen (view/kit/table/table-screen.ts is one). */
export interface TableScreenLike extends Screen {
  notify(text: string): void;
  adopt(...cleanups: (() => void)[]): void;
}

/** What a game's session must offer its module. */
export interface GameSession {
  readonly table: string;
  /** The limit tier the table plays at, where it has several. */
  readonly tier?: string | null;
  readonly actor: { send(event: { type: 'wallet.balance'; balance: Minor }): void };
  showing(): string | null;
  stop(): void;
}

export interface TableModuleSpec<Session extends GameSession, T extends TableScreenLike> {
  game: GameId;
  /** The message after a rebuy, with `{amount}`. */
  rebuyKey: MessageKey;
  open(ctx: GameContext, table: string): Session;
  screen(session: Session, kit: TableKit, ctx: GameContext): T;
  /** Settings the table follows while it shows: each returns its clean-up. */
  follow?(screen: T, ctx: GameContext): (() => void)[];
}

/** What a table's kit needs beyond the context: its table, its round on show, and two reports back. */
interface KitSpot {
  table: string;
  tier: string | null;
  showing: () => string | null;
  notify: (text: string) => void;
  rebought: () => void;
}

/** The kit a table screen is built with, from the boot's context. */
function tableKit(ctx: GameContext, spec: { game: GameId; rebuyKey: MessageKey }, spot: KitSpot): TableKit {
  const loop = ctx.stage.loop;
  const speed = () => TIME_SCALE[ctx.settings.speed];
  return {
    game: spec.game,
    t: ctx.t,
    lang: ctx.lang,
    money: ctx.money,
    chipLabel: ctx.chipLabel,
    resolution: ctx.stage.resolution,
    invalidate: () => loop.invalidate(),
    hold: (key) => loop.hold(key),
    release: (key) => loop.release(key),
    speed,
    calm: () => ctx.settings.reducedMotion,
    fourColour: () => ctx.settings.get().fourColourDeck,
    sound: (name) => ctx.audio.play(name),
    loop: (name, on) => (on ? ctx.audio.startLoop(name) : ctx.audio.stopLoop(name)),
    canRebuy: () => ctx.bank.balance() < ctx.bank.start() && !ctx.bank.busy(),
    pace: ctx.pace,
    hud: {
      t: ctx.t,
      money: ctx.money,
      resolution: ctx.stage.resolution,
      invalidate: () => loop.invalidate(),
      hold: (key) => loop.hold(key),
      release: (key) => loop.release(key),
      speed,
      onLobby: ctx.onLobby,
      onHistory: () => ctx.openHistory(spec.game, spot.showing()),
      onRules: () => ctx.openRules(spot.table, spot.tier),
      onSettings: ctx.openSettings,
      onRebuy: () => {
        void Promise.resolve(ctx.bank.rebuy()).then((result) => {
          if (!result.ok) return;
          spot.rebought();
          spot.notify(ctx.t(spec.rebuyKey, { amount: ctx.money(result.added) }));
        });
      },
      version: __APP_VERSION__,
      moneyKind: ctx.bank.kind,
      session: {
        tally: ctx.tally,
        net: ctx.jurisdiction.showNetPosition,
        time: ctx.jurisdiction.showSessionTime,
      },
    },
    onMessage: ctx.onMessage,
    announce: ctx.announce,
  };
}

/**
 * What every game's session is opened with, from the boot's context; its stage timers and its
 * reports to the lobby follow the play clock the table's motion runs on, so a pause holds them all.
 */
export function tableOptions(ctx: GameContext, table: string): TableOptions {
  const { bank, rounds, slots, reporter, pace } = ctx;
  return { bank, rounds, slots, reporter, table, clock: motionClock, pace };
}

export function tableModule<Session extends GameSession, T extends TableScreenLike>(
  spec: TableModuleSpec<Session, T>,
): GameModule {
  return {
    createScreen(ctx) {
      // Motion follows the clock: a slow frame never stretches a deal (GSAP would otherwise slow
      // its time after a long frame), so rounds take the same time on a busy phone.
      gsap.ticker.lagSmoothing(0);
      // Labels made each round must not grow Pixi's text measures for hundreds of rounds.
      capTextMeasures();
      const session = spec.open(ctx, ctx.table ?? firstTable(spec.game));
      let screen: T | null = null;
      const kit = tableKit(ctx, spec, {
        showing: () => session.showing(),
        table: session.table,
        tier: session.tier ?? null,
        notify: (text) => screen?.notify(text),
        rebought: () => undefined,
      });
      const built = spec.screen(session, kit, ctx);
      screen = built;
      built.adopt(
        ctx.bank.onChange(({ balance }) => session.actor.send({ type: 'wallet.balance', balance })),
        ...(spec.follow?.(built, ctx) ?? []),
        () => session.stop(),
      );
      return built;
    },
  };
}

/**
 * A game's shared-table module (SHARED.md), a chunk of its own: a solo table's page never loads
 * it. Its screen is built on the shared table the boot has already read and followed.
 */
export function sharedTableModule(spec: {
  game: GameId;
  rebuyKey: MessageKey;
  screen(table: SharedTable, kit: TableKit, ctx: GameContext): TableScreenLike;
}): GameModule {
  return {
    createScreen(ctx) {
      const shared = ctx.shared;
      if (!shared) throw new Error(`${spec.game}: a shared table's screen needs the table`);
      gsap.ticker.lagSmoothing(0);
      capTextMeasures();
      let screen: TableScreenLike | null = null;
      const kit = tableKit(ctx, spec, {
        showing: () => null,
        table: shared.table,
        tier: null,
        notify: (text) => screen?.notify(text),
        // A rebuy (between rounds) moved the balance: the table reads it again.
        rebought: () => shared.refresh(),
      });
      screen = spec.screen(shared, kit, ctx);
      return screen;
    },
  };
}
