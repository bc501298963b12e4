/**
 * Blackjack simulation (HEADLESS.md): one seat plays N rounds on the table's shoe and shuffle
 * policy, by the basic strategy computed for the table's rules, declining insurance and even
 * money. The rounds run in the engine's fast loop (fastSimulate: the round engine's steps on
 * small integers, proven round for round the same game as simulateRounds), in chunks (sim-chunks.ts).
 *
 * Bets reported: `main` is Σ returned ÷ Σ wagered with doubles and splits in the wager (the
 * HEADLESS.md definition); `mainPerInitialBet` counts only the initial bet as wagered and credits
 * the round's net result to it (initial bet + returned − staked), the figure house edges are quoted
 * in (house edge = 1 − that RTP). The round's net is counted in the fast loop's histogram, in
 * bins of netUnit (every net the rules allow is a whole number of them).
 */
import { compileStrategy, strategyFor } from '../../engine/blackjack/advice';
import { blackjackShoe, fastSimulate, type NetHistogram } from '../../engine/blackjack/fast-sim';
import { type BlackjackRules, mainReturn, tableRules } from '../../engine/blackjack/index';
import { UsageError } from '../io';
import { NetDistribution } from '../round-stats';
import { type ChunkRunner, chunkRng, type SimOptions, type SimReport, simulateAll } from '../sim-chunks';
import type { RtpSums } from '../stats';

/** The initial stake: the table minimum, raised to a whole multiple of what makes 3:2 and surrender exact. */
export function simStake(rules: BlackjackRules): number {
  const unit = 2 * rules.blackjackPays[1];
  const stake = Math.ceil(Math.max(rules.minBet, 100) / unit) * unit;
  if (stake > rules.maxBet) return rules.minBet;
  return stake;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/**
 * The bins of a round's net at `stake`: every net is a sum of whole stakes (win, loss, push,
 * double, split, the 777 bonus's 3:1), at most one blackjack win and at most one surrender, so
 * the gcd of the stake and those two nets divides each; the most a round can lose is every hand
 * doubled, the most it can win every hand doubled and won, a blackjack, or a doubled 7-7-7.
 */
export function netBins(rules: BlackjackRules, stake: number): { unit: number; offset: number; length: number } {
  const blackjackNet = mainReturn('blackjack', stake, rules) - stake;
  const surrenderNet = mainReturn('surrender', stake, rules) - stake;
  const unit = gcd(gcd(stake, blackjackNet), surrenderNet);
  const most = 2 * Math.max(1, rules.maxHands) * stake;
  const top = Math.max(most, blackjackNet, rules.bonus777 ? 6 * stake : 0);
  const offset = most / unit;
  return { unit, offset, length: offset + top / unit + 1 };
}

/** The rules and the strategy computed for them, once per thread; the runner plays chunks. */
export function prepareChunks(options: SimOptions): ChunkRunner {
  let rules: BlackjackRules;
  try {
    rules = tableRules(options.table, options.rules ?? {});
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const strategy = strategyFor(rules);
  compileStrategy(strategy);
  const stake = simStake(rules);
  const bins = netBins(rules, stake);
  return {
    table: options.table,
    roundStake: stake,
    run(seed, rounds) {
      const rng = chunkRng(seed);
      // n, Σs, Σr, Σs², Σr², Σsr of (staked, returned) per round; the per-initial-bet sums follow
      // from them exactly, with d = returned − staked: wagered `stake`, returned `stake + d`.
      const t = new Float64Array(6);
      const histogram: NetHistogram = { counts: new Float64Array(bins.length), unit: bins.unit, offset: bins.offset };
      fastSimulate(rules, strategy, stake, blackjackShoe(rules, rng), rng, rounds, t, histogram);
      const nets = new NetDistribution();
      let counted = 0;
      histogram.counts.forEach((count, i) => {
        nets.add((i - bins.offset) * bins.unit, count);
        counted += count;
      });
      // A net off the bins would be lost silently: refuse the chunk rather than print a short count.
      if (counted !== rounds)
        throw new Error(`blackjack sim: ${rounds - counted} rounds ended on a net off the histogram`);
      const [n, s, r, ss, rr, sr] = t as unknown as [number, number, number, number, number, number];
      const d = r - s;
      const dd = rr - 2 * sr + ss;
      const main: RtpSums = { n, w: s, r, ww: ss, rr, rw: sr };
      const perInitialBet: RtpSums = {
        n,
        w: n * stake,
        r: n * stake + d,
        ww: n * stake * stake,
        rr: n * stake * stake + 2 * stake * d + dd,
        rw: stake * (n * stake + d),
      };
      return { bets: { main, mainPerInitialBet: perInitialBet }, nets: nets.toCounts() };
    },
  };
}

export function runSim(options: SimOptions): SimReport {
  return simulateAll(prepareChunks(options), options);
}
