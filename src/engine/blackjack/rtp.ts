/**
 * The measured return to player of each blackjack table, for the rules screen: the simulator
 * (`npm run sim`, the engine's own round driver, the table's shoe and shuffle, the computed basic
 * strategy, insurance and even money declined) run once per table with the command and seed
 * given: 100,000,000 rounds each, one after the other on one core of the 2-core development
 * machine. bj-european and bj-h17-8deck on 2026-11-29, engine at commit 0bb2269 (wall time 267 s
 * and 69 s); bj-classic and bj-multiseat again on 2026-11-30 at f22b03c with split aces played on
 * (`hitSplitAces`, sheets 000 and 003), wall time 72 s and 833 s (the second beside other work):
 * bj-classic went from 99.482 % to 99.661 %, bj-multiseat from 99.610 % to 99.800 %.
 * `perInitialBet` is the figure house edges are quoted in (1 − house edge: the round's net result
 * over the initial bet); `perWagered` is HEADLESS.md's returned ÷ wagered with doubles and
 * splits in the wager. Each comes with the half-width of its 95 % interval. bj-european's figure
 * includes its 777 bonus (the strategy does not play for it). Perfect Pairs is not simulated.
 *
 * `computedReturn(rules)` gives the expected-value calculator's own estimate for any rules.
 */
import { expectedReturn } from './ev/expected';
import type { BlackjackRules } from './rules';
import { computeStrategy } from './strategy';

export interface MeasuredRtp {
  readonly perInitialBet: { readonly rtp: number; readonly ci95: number };
  readonly perWagered: { readonly rtp: number; readonly ci95: number };
  readonly rounds: number;
  readonly seed: string;
  readonly command: string;
}

const run = (table: string, rounds: number): Pick<MeasuredRtp, 'rounds' | 'seed' | 'command'> => ({
  rounds,
  seed: `rtp-${table}`,
  command: `npm run --silent sim -- --game blackjack --table ${table} --rounds ${rounds} --seed rtp-${table}`,
});

export const MEASURED_RTP: Readonly<Record<string, MeasuredRtp>> = {
  'bj-classic': {
    perInitialBet: { rtp: 0.99660553, ci95: 0.00021892 },
    perWagered: { rtp: 0.996961668, ci95: 0.00019597 },
    ...run('bj-classic', 100_000_000),
  },
  'bj-european': {
    perInitialBet: { rtp: 0.99826264, ci95: 0.00021848 },
    perWagered: { rtp: 0.998443559, ci95: 0.00019574 },
    ...run('bj-european', 100_000_000),
  },
  'bj-multiseat': {
    perInitialBet: { rtp: 0.997995655, ci95: 0.0002226 },
    perWagered: { rtp: 0.998224106, ci95: 0.00019724 },
    ...run('bj-multiseat', 100_000_000),
  },
  'bj-h17-8deck': {
    perInitialBet: { rtp: 0.994288855, ci95: 0.00022442 },
    perWagered: { rtp: 0.994974707, ci95: 0.0001975 },
    ...run('bj-h17-8deck', 100_000_000),
  },
};

/** The expected return per initial bet the strategy's own calculator finds for these rules. */
export function computedReturn(rules: BlackjackRules): number {
  return expectedReturn(rules, computeStrategy(rules));
}
