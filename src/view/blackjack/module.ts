/** The blackjack game module: loaded on demand when a blackjack table opens. */
import { openBlackjackSession } from '../../games/blackjack/session';
import { tableModule, tableOptions } from '../kit/table/game-module';
import { expiredNotice } from '../kit/words/expired-notice';
import { BlackjackScreen } from './blackjack-screen';

export const blackjackModule = tableModule({
  game: 'blackjack',
  rebuyKey: 'bj.msg.rebuy',
  // The computer players setting applies from the next table opened.
  open: (ctx, table) =>
    openBlackjackSession({
      ...tableOptions(ctx, table),
      tier: ctx.tier,
      roundExpiryMinutes: ctx.roundExpiryMinutes,
      computerPlayers: ctx.settings.get().computerPlayers,
    }),
  screen: (session, kit) => {
    const screen = new BlackjackScreen(session.actor, kit);
    // A round completed on expiry as the table opened: the player reads what became of it.
    if (session.expired) screen.notify(expiredNotice(session.expired, kit));
    return screen;
  },
  // The four-colour deck follows the setting at once, cards on the table included.
  follow: (screen, ctx) => {
    // A back bet's "match?" starts on the player's last answer, kept in the settings.
    screen.rememberBehind({
      get: () => ctx.settings.get().behindMatch,
      set: (match) => ctx.settings.update({ behindMatch: match }),
    });
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
