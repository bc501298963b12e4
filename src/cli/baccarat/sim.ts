/**
 * Baccarat simulation (HEADLESS.md): every round stakes each of PLAYER, BANKER and TIE on the
 * product's own shoe and RNG. The stake is 1.00 (or the area minimum if higher), a multiple of
 * 0.20, so BANKER's 1.95× is whole and the returns compare with the exact, unrounded figures.
 * The rounds run in the engine's fast loop (fastBaccarat: the tableau on card values, proven the
 * same deal as dealRound), which counts winners; each area's return per winner comes from the
 * engine's settleArea, so the sums are those of settling every round one by one; so is the round's
 * net (the three bets together) per winner.
 */

import { baccaratShoe, fastBaccarat } from '../../engine/baccarat/fast-sim';
import { type BaccaratRules, BET_AREAS, type Bets, tableRules } from '../../engine/baccarat/rules';
import { settleArea } from '../../engine/baccarat/settle';
import type { Winner } from '../../engine/baccarat/tableau';
import { UsageError } from '../io';
import { NetDistribution } from '../round-stats';
import { type ChunkRunner, chunkRng, type SimOptions, type SimReport, simulateAll } from '../sim-chunks';
import { RtpAccumulator, type RtpSums } from '../stats';

/** fastBaccarat's winner indices, in order. */
const WINNERS: readonly Winner[] = ['player', 'banker', 'tie'];

function simStakes(rules: BaccaratRules): Bets {
  const stake = (min: number): number => Math.max(100, Math.ceil(min / 20) * 20);
  return {
    player: stake(rules.limits.player.min),
    banker: stake(rules.limits.banker.min),
    tie: stake(rules.limits.tie.min),
  };
}

export function prepareChunks(options: SimOptions): ChunkRunner {
  let rules: BaccaratRules;
  try {
    rules = tableRules(options.table, options.rules);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const stakes = simStakes(rules);
  // The round's net when each winner comes up: the three bets settled together.
  const netOf = WINNERS.map((winner) =>
    BET_AREAS.reduce((net, area) => {
      const s = settleArea(area, stakes[area], winner, rules);
      return net + s.returned - s.bet;
    }, 0),
  );
  return {
    table: options.table,
    roundStake: stakes.player + stakes.banker + stakes.tie,
    run(seed, rounds) {
      const rng = chunkRng(seed);
      const wins = new Float64Array(3);
      fastBaccarat(baccaratShoe(rules, rng), rng, rounds, wins);
      const out: Record<string, RtpSums> = {};
      for (const area of BET_AREAS) {
        const acc = new RtpAccumulator();
        WINNERS.forEach((winner, w) => {
          const s = settleArea(area, stakes[area], winner, rules);
          acc.addMany(wins[w] as number, s.bet, s.returned);
        });
        out[area] = acc.sums();
      }
      const nets = new NetDistribution();
      WINNERS.forEach((_, w) => {
        nets.add(netOf[w] as number, wins[w] as number);
      });
      return { bets: out, nets: nets.toCounts() };
    },
  };
}

export function runSim(options: SimOptions): SimReport {
  return simulateAll(prepareChunks(options), options);
}
