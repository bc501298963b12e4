/** Net win of a blackjack per unit stake (3:2 is 1.5), unrounded. */
import type { BlackjackRules } from '../rules';

export function blackjackReturn(rules: BlackjackRules): number {
  return rules.blackjackPays[0] / rules.blackjackPays[1];
}
