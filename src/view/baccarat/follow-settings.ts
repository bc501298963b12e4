/** What a baccarat table (solo or shared) follows of the settings while it shows. */
import type { GameContext } from '../game-context';

/** The four-colour deck and the baccarat history follow their settings at once. */
export function followSettings(
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
