/** The blackjack game module: loaded on demand when a blackjack table opens. */
import { openBlackjackSession } from '../../games/blackjack/session';
import { tableModule, tableOptions } from '../kit/game-module';
import { BlackjackScreen } from './blackjack-screen';

export const blackjackModule = tableModule({
  game: 'blackjack',
  rebuyKey: 'bj.msg.rebuy',
  // The computer players setting applies from the next table opened.
  open: (ctx, table) =>
    openBlackjackSession({ ...tableOptions(ctx, table), computerPlayers: ctx.settings.get().computerPlayers }),
  screen: (session, kit) => new BlackjackScreen(session.actor, kit),
  // The four-colour deck follows the setting at once, cards on the table included.
  follow: (screen, ctx) => {
    let fourColour = ctx.settings.get().fourColourDeck;
    return [
      ctx.settings.onChange((s) => {
        if (s.fourColourDeck === fourColour) return;
        fourColour = s.fourColourDeck;
        screen.setFourColour(fourColour);
      }),
    ];
  },
});
