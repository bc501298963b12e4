/** The shared baccarat table's module (SHARED.md): its own chunk, loaded when baccarat-shared opens. */
import { sharedTableModule } from '../../kit/table/game-module';
import { followSettings } from '../follow-settings';
import { SharedBaccaratScreen } from './shared-baccarat-screen';

export const sharedBaccaratModule = sharedTableModule({
  game: 'baccarat',
  rebuyKey: 'bac.msg.rebuy',
  // The same felt, dealt by the table's clock; it follows the same settings.
  screen: (table, kit, ctx) => {
    const screen = new SharedBaccaratScreen(table, kit, {
      roadsShown: () => ctx.settings.get().baccaratHistory,
      onCloseRoads: () => ctx.settings.update({ baccaratHistory: false }),
    });
    screen.adopt(...followSettings(screen, ctx));
    return screen;
  },
});
