/** The shared blackjack table's module (SHARED.md): its own chunk, loaded when bj-european-shared opens. */
import { sharedTableModule } from '../../kit/table/game-module';
import { SharedBlackjackScreen } from './shared-blackjack-screen';

export const sharedBlackjackModule = sharedTableModule({
  game: 'blackjack',
  rebuyKey: 'bj.msg.rebuy',
  // Five boxes with other players; a back bet follows as the player last answered (the settings).
  screen: (table, kit, ctx) => {
    const screen = new SharedBlackjackScreen(table, kit, {
      behindMatch: {
        get: () => ctx.settings.get().behindMatch,
        set: (match) => ctx.settings.update({ behindMatch: match }),
      },
    });
    // The four-colour deck follows the setting at once, cards on the table included.
    let fourColour = ctx.settings.get().fourColourDeck;
    screen.adopt(
      ctx.settings.onChange((s) => {
        if (s.fourColourDeck === fourColour) return;
        fourColour = s.fourColourDeck;
        screen.setFourColour(fourColour);
      }),
    );
    return screen;
  },
});
