/** The shared roulette table's module (SHARED.md): its own chunk, loaded when roulette-shared opens. */
import { sharedTableModule } from '../../kit/table/game-module';
import { SharedRouletteScreen } from './shared-roulette-screen';

export const sharedRouletteModule = sharedTableModule({
  game: 'roulette',
  rebuyKey: 'rou.msg.rebuy',
  // One wheel, every player's chips on the layout.
  screen: (table, kit) => new SharedRouletteScreen(table, kit),
});
