/** The baccarat game module: loaded on demand when a baccarat table opens. */
import { openBaccaratSession } from '../../games/baccarat/session';
import type { GameContext } from '../game-context';
import { tableModule, tableOptions } from '../kit/table/game-module';
import { BaccaratScreen } from './baccarat-screen';
import { SharedBaccaratScreen } from './shared/shared-baccarat-screen';

export const baccaratModule = tableModule({
  game: 'baccarat',
  rebuyKey: 'bac.msg.rebuy',
  open: (ctx, table) => openBaccaratSession(tableOptions(ctx, table)),
  // baccarat-shared (SHARED.md): the same felt, dealt by the table's clock; it follows the same settings.
  shared: (table, kit, ctx) => {
    const screen = new SharedBaccaratScreen(table, kit, {
      roadsShown: () => ctx.settings.get().baccaratHistory,
      onCloseRoads: () => ctx.settings.update({ baccaratHistory: false }),
    });
    screen.adopt(...followSettings(screen, ctx));
    return screen;
  },
  screen: (session, kit, ctx) =>
    new BaccaratScreen(session.actor, kit, {
      roadsShown: () => ctx.settings.get().baccaratHistory,
      onCloseRoads: () => ctx.settings.update({ baccaratHistory: false }),
    }),
  follow: (screen, ctx) => followSettings(screen, ctx),
});

/** The four-colour deck and the baccarat history follow their settings at once. */
function followSettings(
  screen: { setFourColour(on: boolean): void; setRoadsShown(on: boolean): void },
  ctx: GameContext,
): (() => void)[] {
  let { fourColourDeck, baccaratHistory } = ctx.settings.get();
  return [
    ctx.settings.onChange((s) => {
      if (s.fourColourDeck !== fourColourDeck) {
        fourColourDeck = s.fourColourDeck;
        screen.setFourColour(fourColourDeck);
      }
      if (s.baccaratHistory !== baccaratHistory) {
        baccaratHistory = s.baccaratHistory;
        screen.setRoadsShown(baccaratHistory);
      }
    }),
  ];
}
