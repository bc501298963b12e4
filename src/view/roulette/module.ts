/** The roulette game module: loaded on demand when the roulette table opens. */
import { openRouletteSession } from '../../games/roulette/session';
import { tableModule, tableOptions } from '../kit/table/game-module';
import { RouletteScreen } from './roulette-screen';

export const rouletteModule = tableModule({
  game: 'roulette',
  rebuyKey: 'rou.msg.rebuy',
  open: (ctx, table) => openRouletteSession(tableOptions(ctx, table)),
  screen: (session, kit) => new RouletteScreen(session.actor, kit, session.resumed),
});
