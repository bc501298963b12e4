/** The blackjack game module: loaded on demand when a blackjack table opens. */
import gsap from 'gsap';
import { BLACKJACK_TABLES } from '../../engine/blackjack/rules';
import { TIME_SCALE } from '../../platform/settings';
import type { GameContext } from '../game-context';
import type { Screen } from '../kit/screen';
import { BlackjackScreen } from './blackjack-screen';
import { openBlackjackSession } from './session';

export function createScreen(ctx: GameContext): Screen {
  // Motion follows the clock: a slow frame never stretches a deal (GSAP would otherwise slow its
  // time after a long frame), so rounds take the same time on a busy phone.
  gsap.ticker.lagSmoothing(0);
  const session = openBlackjackSession({
    journal: ctx.journal,
    table: ctx.table ?? (BLACKJACK_TABLES[0] as string),
    rng: ctx.rng,
    computerPlayers: ctx.settings.get().computerPlayers,
    robotDelay: 900 * TIME_SCALE[ctx.settings.speed],
  });
  const loop = ctx.stage.loop;
  const screen = new BlackjackScreen({
    session,
    t: ctx.t,
    money: ctx.money,
    chipLabel: ctx.chipLabel,
    resolution: ctx.stage.resolution,
    invalidate: () => loop.invalidate(),
    hold: (key) => loop.hold(key),
    release: (key) => loop.release(key),
    speed: () => TIME_SCALE[ctx.settings.speed],
    fourColour: () => ctx.settings.get().fourColourDeck,
    sound: (name) => ctx.audio.play(name),
    balance: () => ctx.wallet.balance(),
    canRebuy: () => ctx.wallet.balance() < ctx.wallet.start() && !ctx.journal.busy(),
    onLobby: ctx.onLobby,
    onHistory: () => ctx.openHistory('blackjack'),
    onRules: () => ctx.openRules(session.table),
    onSettings: ctx.openSettings,
    onRebuy: () => {
      const result = ctx.journal.rebuy();
      if (result.ok) screen.notify(ctx.t('bj.msg.rebuy', { amount: ctx.money(result.added) }));
    },
    onMessage: ctx.onMessage,
    announce: ctx.announce,
  });
  const offWallet = ctx.wallet.onChange(() => screen.refreshBalance());
  // The four-colour deck follows the setting at once, cards on the table included.
  let fourColour = ctx.settings.get().fourColourDeck;
  const offSettings = ctx.settings.onChange((s) => {
    if (s.fourColourDeck === fourColour) return;
    fourColour = s.fourColourDeck;
    screen.setFourColour(fourColour);
  });
  const destroy = screen.destroy.bind(screen);
  screen.destroy = () => {
    offWallet();
    offSettings();
    session.stop();
    destroy();
  };
  return screen;
}
