/**
 * Roulette simulation (HEADLESS.md): every round puts the table minimum on one position of every
 * kind and one of every announced bet (positions picked at random, so the whole layout is
 * exercised), spins the product's wheel once and settles each through the engine. The wheel and
 * the picks draw from separate seeded streams, so the spins depend on the seed alone. Limits are
 * checked once for the worst round the picks could make. The round's net is every bet's together.
 */
import { ANNOUNCED_BETS, ANNOUNCED_KINDS, expandBet, type Stake } from '../../engine/roulette/bets';
import { positionsOfKind } from '../../engine/roulette/layout';
import { describeRoulette } from '../../engine/roulette/problems';
import { POSITION_KINDS, RouletteError, type RouletteTable, rouletteTable } from '../../engine/roulette/rules';
import { limitProblem, settle, stakedTotal } from '../../engine/roulette/settle';
import { spinTo, spinWheel } from '../../engine/roulette/wheel';
import { CryptoRng, SeededRng } from '../../engine/shared/rng';
import { UsageError } from '../io';
import { NetDistribution } from '../round-stats';
import { type ChunkRunner, chunkRng, type SimOptions, type SimReport, simulateAll } from '../sim-chunks';
import { RtpAccumulator, type RtpSums } from '../stats';

interface Kind {
  name: string;
  /** Each candidate bet of this kind: its stake and what it returns on each of the 37 numbers. */
  candidates: { stakes: Stake[]; staked: number; returns: Float64Array }[];
}

function candidate(table: RouletteTable, stakes: Stake[]): Kind['candidates'][number] {
  // What the engine's settlement returns on each number, computed once: a round is then a lookup.
  const returns = new Float64Array(37);
  for (let n = 0; n < 37; n++) returns[n] = settle(table, stakes, spinTo(n)).settlement.returned;
  return { stakes, staked: stakedTotal(stakes), returns };
}

function kinds(table: RouletteTable): Kind[] {
  const min = table.limits.min;
  const positions = POSITION_KINDS.map((kind) => ({
    name: kind as string,
    candidates: positionsOfKind(kind).map((p) => candidate(table, expandBet(p.name, min))),
  }));
  const announced = ANNOUNCED_KINDS.map((kind) => ({
    name: kind as string,
    candidates: ANNOUNCED_BETS.filter((b) => b.kind === kind).map((b) =>
      candidate(table, expandBet(b.name, b.chips * min)),
    ),
  }));
  return [...positions, ...announced];
}

/**
 * Refuses a table whose limits some round of the sim could break, by checking the worst case once:
 * on each position the most every kind could put there together, and the largest total.
 */
function checkLimits(table: RouletteTable, all: Kind[]): void {
  const worst: Stake[] = [];
  let total = 0;
  for (const k of all) {
    const most = new Map<string, number>();
    for (const c of k.candidates) {
      for (const s of c.stakes) most.set(s.position, Math.max(most.get(s.position) ?? 0, s.amount));
    }
    for (const [position, amount] of most) worst.push({ position, amount });
    total += Math.max(...k.candidates.map((c) => c.staked));
  }
  const unlimited = { ...table, limits: { ...table.limits, total: Number.MAX_SAFE_INTEGER } };
  const refusal = limitProblem(unlimited, worst);
  if (refusal) throw new UsageError(`the simulated bets would break a table limit: ${describeRoulette(refusal)}`);
  if (total > table.limits.total) {
    throw new UsageError(`the simulated bets (${total} a round) would break the table maximum ${table.limits.total}`);
  }
}

/** The bets and their returns on each number, once per thread; each chunk spins its own stream. */
export function prepareChunks(options: SimOptions): ChunkRunner {
  let table: RouletteTable;
  try {
    table = rouletteTable(options.table, options.rules);
  } catch (e) {
    if (e instanceof RouletteError) throw new UsageError(e.message);
    throw e;
  }
  const all = kinds(table);
  checkLimits(table, all);
  return {
    table: table.id,
    // Every candidate of a kind stakes alike (the minimum on a position, or per announced chip).
    roundStake: all.reduce((sum, k) => sum + k.candidates[0]!.staked, 0),
    run(seed, rounds) {
      const wheel = chunkRng(seed);
      const picks = seed === null ? new CryptoRng() : new SeededRng(`${seed}/roulette-bets`);
      const acc = all.map(() => new RtpAccumulator());
      const nets = new NetDistribution();
      for (let round = 0; round < rounds; round++) {
        const { number } = spinWheel(wheel);
        let net = 0;
        for (let i = 0; i < all.length; i++) {
          const k = all[i] as Kind;
          const c = k.candidates[k.candidates.length === 1 ? 0 : picks.int(k.candidates.length)]!;
          const returned = c.returns[number]!;
          acc[i]!.add(c.staked, returned);
          net += returned - c.staked;
        }
        nets.add(net);
      }
      const out: Record<string, RtpSums> = {};
      all.forEach((k, i) => {
        out[k.name] = acc[i]!.sums();
      });
      return { bets: out, nets: nets.toCounts() };
    },
  };
}

export function runSim(options: SimOptions): SimReport {
  return simulateAll(prepareChunks(options), options);
}
