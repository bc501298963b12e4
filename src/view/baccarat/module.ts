/** The baccarat game module: loaded on demand when a baccarat table opens. */
import { openBaccaratSession } from '../../games/baccarat/session';
import { tableModule, tableOptions } from '../kit/table/game-module';
import { BaccaratScreen } from './baccarat-screen';
import { followSettings } from './follow-settings';

export const baccaratModule = tableModule({
  game: 'baccarat',
  rebuyKey: 'bac.msg.rebuy',
  open: (ctx, table) => openBaccaratSession(tableOptions(ctx, table)),
  screen: (session, kit, ctx) =>
    new BaccaratScreen(session.actor, kit, {
      roadsShown: () => ctx.settings.get().baccaratHistory,
      onCloseRoads: () => ctx.settings.update({ baccaratHistory: false }),
    }),
  follow: (screen, ctx) => followSettings(screen, ctx),
});
