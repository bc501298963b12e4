/** The roulette game module: loaded on demand when the roulette table opens. */
import gsap from 'gsap';
import { ROULETTE_TABLE_IDS } from '../../engine/roulette/rules';
import { TIME_SCALE } from '../../platform/settings';
import type { GameContext } from '../game-context';
import type { Screen } from '../kit/screen';
import { RouletteScreen } from './roulette-screen';
import { openRouletteSession } from './session';

export function createScreen(ctx: GameContext): Screen {
  // Motion follows the clock: a slow frame never stretches a spin.
  gsap.ticker.lagSmoothing(0);
  const session = openRouletteSession({
    journal: ctx.journal,
    table: ctx.table ?? (ROULETTE_TABLE_IDS[0] as string),
    rng: ctx.rng,
  });
  const loop = ctx.stage.loop;
  const screen = new RouletteScreen({
    session,
    t: ctx.t,
    money: ctx.money,
    chipLabel: ctx.chipLabel,
    resolution: ctx.stage.resolution,
    invalidate: () => loop.invalidate(),
    hold: (key) => loop.hold(key),
    release: (key) => loop.release(key),
    speed: () => TIME_SCALE[ctx.settings.speed],
    calm: () => ctx.settings.reducedMotion,
    sound: (name) => ctx.audio.play(name),
    loop: (name, on) => (on ? ctx.audio.startLoop(name) : ctx.audio.stopLoop(name)),
    balance: () => ctx.wallet.balance(),
    canRebuy: () => ctx.wallet.balance() < ctx.wallet.start() && !ctx.journal.busy(),
    hud: {
      onLobby: ctx.onLobby,
      onHistory: () => ctx.openHistory('roulette'),
      onRules: () => ctx.openRules(session.table.id),
      onSettings: ctx.openSettings,
      onRebuy: () => {
        const result = ctx.journal.rebuy();
        if (result.ok) screen.notify(ctx.t('rou.msg.rebuy', { amount: ctx.money(result.added) }));
      },
      version: __APP_VERSION__,
    },
    onMessage: ctx.onMessage,
    announce: ctx.announce,
  });
  const offWallet = ctx.wallet.onChange(() => screen.refreshBalance());
  const destroy = screen.destroy.bind(screen);
  screen.destroy = () => {
    offWallet();
    session.stop();
    destroy();
  };
  return screen;
}
