/**
 * The measured return to player of each blackjack table, for the rules screen: the simulator
 * (`npm run sim`, the engine's own round driver, the table's shoe and shuffle, the computed basic
 * strategy, insurance and even money declined) run once per table with the command and seed
 * given. `perInitialBet` is the figure house edges are quoted in (1 − house edge: the round's net
 * result over the initial bet); `perWagered` is HEADLESS.md's returned ÷ wagered with doubles and
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
    perInitialBet: { rtp: 0.9941998, ci95: 0.0009794 },
    perWagered: { rtp: 0.99480887, ci95: 0.00087668 },
    ...run('bj-classic', 5_000_000),
  },
  'bj-european': {
    perInitialBet: { rtp: 0.9982715, ci95: 0.00097661 },
    perWagered: { rtp: 0.9984509, ci95: 0.00087529 },
    ...run('bj-european', 5_000_000),
  },
  'bj-multiseat': {
    perInitialBet: { rtp: 0.9961026, ci95: 0.00099424 },
    perWagered: { rtp: 0.9965439, ci95: 0.00088176 },
    ...run('bj-multiseat', 5_000_000),
  },
  'bj-h17-8deck': {
    perInitialBet: { rtp: 0.9943525, ci95: 0.00100344 },
    perWagered: { rtp: 0.99502997, ci95: 0.0008832 },
    ...run('bj-h17-8deck', 5_000_000),
  },
};

/** The expected return per initial bet the strategy's own calculator finds for these rules. */
export function computedReturn(rules: BlackjackRules): number {
  return expectedReturn(rules, computeStrategy(rules));
}
