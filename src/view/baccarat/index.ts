/** The baccarat game module: loaded on demand when a baccarat table opens. */
import gsap from 'gsap';
import { BACCARAT_TABLE_IDS } from '../../engine/baccarat/rules';
import { TIME_SCALE } from '../../platform/settings';
import type { GameContext } from '../game-context';
import type { Screen } from '../kit/screen';
import { BaccaratScreen } from './baccarat-screen';
import { openBaccaratSession } from './session';

export function createScreen(ctx: GameContext): Screen {
  // Motion follows the clock: a slow frame never stretches a deal.
  gsap.ticker.lagSmoothing(0);
  const session = openBaccaratSession({
    journal: ctx.journal,
    table: ctx.table ?? (BACCARAT_TABLE_IDS[0] as string),
    rng: ctx.rng,
  });
  const loop = ctx.stage.loop;
  const screen = new BaccaratScreen({
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
    roadsShown: () => ctx.settings.get().baccaratHistory,
    sound: (name) => ctx.audio.play(name),
    balance: () => ctx.wallet.balance(),
    canRebuy: () => ctx.wallet.balance() < ctx.wallet.start() && !ctx.journal.busy(),
    onLobby: ctx.onLobby,
    onHistory: () => ctx.openHistory('baccarat'),
    onRules: () => ctx.openRules(session.table),
    onSettings: ctx.openSettings,
    onRebuy: () => {
      const result = ctx.journal.rebuy();
      if (result.ok) screen.notify(ctx.t('bac.msg.rebuy', { amount: ctx.money(result.added) }));
    },
    onCloseRoads: () => ctx.settings.update({ baccaratHistory: false }),
    onMessage: ctx.onMessage,
    announce: ctx.announce,
  });
  const offWallet = ctx.wallet.onChange(() => screen.refreshBalance());
  // The four-colour deck and the baccarat history follow their settings at once.
  let { fourColourDeck, baccaratHistory } = ctx.settings.get();
  const offSettings = ctx.settings.onChange((s) => {
    if (s.fourColourDeck !== fourColourDeck) {
      fourColourDeck = s.fourColourDeck;
      screen.setFourColour(fourColourDeck);
    }
    if (s.baccaratHistory !== baccaratHistory) {
      baccaratHistory = s.baccaratHistory;
      screen.setRoadsShown(baccaratHistory);
    }
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
