/** The roulette game module: loaded on demand when the roulette table opens. */
import { openRouletteSession } from '../../games/roulette/session';
import { tableModule, tableOptions } from '../kit/table/game-module';
import { RouletteScreen } from './roulette-screen';
import { SharedRouletteScreen } from './shared/shared-roulette-screen';

export const rouletteModule = tableModule({
  game: 'roulette',
  rebuyKey: 'rou.msg.rebuy',
  open: (ctx, table) => openRouletteSession(tableOptions(ctx, table)),
  // A shared table: one wheel, every player's chips on the layout (SHARED.md).
  shared: (table, kit) => new SharedRouletteScreen(table, kit),
  screen: (session, kit) => new RouletteScreen(session.actor, kit, session.resumed),
});
