/**
 * Blackjack simulation (HEADLESS.md): one seat plays N rounds on the table's shoe and shuffle
 * policy, by the basic strategy computed for the table's rules, declining insurance and even
 * money. The rounds run in the engine's fast loop (fastSimulate: the round engine's steps on
 * small integers, proven round for round the same game as simulateRounds), in chunks (sim-chunks.ts).
 *
 * Bets reported: `main` is Σ returned ÷ Σ wagered with doubles and splits in the wager (the
 * HEADLESS.md definition); `mainPerInitialBet` counts only the initial bet as wagered and credits
 * the round's net result to it (initial bet + returned − staked), the figure house edges are quoted
 * in (house edge = 1 − that RTP).
 */
import { compileStrategy, strategyFor } from '../../engine/blackjack/advice';
import { blackjackShoe, fastSimulate } from '../../engine/blackjack/fast-sim';
import { type BlackjackRules, tableRules } from '../../engine/blackjack/index';
import { UsageError } from '../io';
import { type ChunkRunner, chunkRng, type SimOptions, type SimReport, simulateAll } from '../sim-chunks';
import type { RtpSums } from '../stats';

/** The initial stake: the table minimum, raised to a whole multiple of what makes 3:2 and surrender exact. */
export function simStake(rules: BlackjackRules): number {
  const unit = 2 * rules.blackjackPays[1];
  const stake = Math.ceil(Math.max(rules.minBet, 100) / unit) * unit;
  if (stake > rules.maxBet) return rules.minBet;
  return stake;
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
  return {
    table: options.table,
    run(seed, rounds) {
      const rng = chunkRng(seed);
      // n, Σs, Σr, Σs², Σr², Σsr of (staked, returned) per round; the per-initial-bet sums follow
      // from them exactly, with d = returned − staked: wagered `stake`, returned `stake + d`.
      const t = new Float64Array(6);
      fastSimulate(rules, strategy, stake, blackjackShoe(rules, rng), rng, rounds, t);
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
      return { main, mainPerInitialBet: perInitialBet };
    },
  };
}

export function runSim(options: SimOptions): SimReport {
  return simulateAll(prepareChunks(options), options);
}
