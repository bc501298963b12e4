/** The baccarat game module: loaded on demand when a baccarat table opens. */
import { openBaccaratSession } from '../../games/baccarat/session';
import { tableModule, tableOptions } from '../kit/table/game-module';
import { BaccaratScreen } from './baccarat-screen';

export const baccaratModule = tableModule({
  game: 'baccarat',
  rebuyKey: 'bac.msg.rebuy',
  open: (ctx, table) => openBaccaratSession(tableOptions(ctx, table)),
  screen: (session, kit, ctx) =>
    new BaccaratScreen(session.actor, kit, {
      roadsShown: () => ctx.settings.get().baccaratHistory,
      onCloseRoads: () => ctx.settings.update({ baccaratHistory: false }),
    }),
  // The four-colour deck and the baccarat history follow their settings at once.
  follow: (screen, ctx) => {
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
  },
});
