/**
 * How `sim` splits its rounds so that any number of worker threads prints the same figures: the
 * rounds are cut into fixed chunks of CHUNK_ROUNDS (the last one shorter; chunkRounds), chunk k plays from a
 * fresh shoe on its own seeded stream `${seed}/${k}`, and the chunks' sums are added in chunk
 * order. The cut does not depend on the number of workers, and the sums are whole numbers below
 * 2^53, so they add exactly: one worker and eight give the same totals for a seed. Each chunk also
 * counts its rounds by net result (round-stats.ts), merged the same way.
 */
import { CryptoRng, type Rng, SeededRng } from '../engine/shared/rng';
import { type NetCounts, NetDistribution, type RoundFigures } from './round-stats';
import type { BetFigures, RtpSums } from './stats';
import { RtpAccumulator } from './stats';

const CHUNK_ROUNDS = 65_536;

/**
 * The chunk size: CHUNK_ROUNDS, or SIM_CHUNK_ROUNDS from the environment — a test knob, so a few
 * thousand rounds still make several chunks (worker threads inherit the environment, so every
 * thread cuts alike). It changes the figures for a seed, so it is not a documented option.
 */
function chunkRounds(): number {
  const raw = process.env.SIM_CHUNK_ROUNDS;
  if (raw === undefined || raw === '') return CHUNK_ROUNDS;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`SIM_CHUNK_ROUNDS must be a positive integer, got ${raw}`);
  return n;
}

export interface SimOptions {
  table: string;
  rounds: number;
  seed: string;
  rules: Record<string, unknown> | undefined;
}

export interface SimReport {
  table: string;
  bets: Record<string, BetFigures>;
  round: RoundFigures;
}

/** What one chunk hands back: each bet's sums, and its rounds counted by net result. */
export interface ChunkSums {
  bets: Record<string, RtpSums>;
  nets: NetCounts;
}

/** A game's simulation, set up once per thread (rules, strategy, stakes), playing chunks. */
export interface ChunkRunner {
  table: string;
  /** A round's initial stake in minor units (every bet the sim places at the deal, together). */
  roundStake: number;
  /**
   * Plays `rounds` rounds from a fresh shoe on the stream of `seed` (null: crypto entropy, the
   * product's CryptoRng) and gives back each bet's sums and the count of rounds by net.
   */
  run(seed: string | null, rounds: number): ChunkSums;
}

/** What each game's `src/cli/<game>/sim.ts` exports. */
export interface SimGame {
  /** Checks the table and rules (a UsageError names what is wrong) and sets the game up. */
  prepareChunks(options: SimOptions): ChunkRunner;
}

export function chunkCount(rounds: number): number {
  return Math.ceil(rounds / chunkRounds());
}

function chunkSize(rounds: number, k: number): number {
  const size = chunkRounds();
  return Math.min(size, rounds - k * size);
}

/** Chunk k's stream: derived from the seed alone, never from the number of workers. */
function chunkSeed(seed: string | null, k: number): string | null {
  return seed === null ? null : `${seed}/${k}`;
}

let threadCrypto: CryptoRng | null = null;

/**
 * A chunk's Rng: its seeded stream, or crypto entropy (16 384 words per getRandomValues call).
 * Crypto draws are independent whoever makes them, so a thread's chunks share one CryptoRng:
 * making one is costly next to a chunk's rounds.
 */
export function chunkRng(seed: string | null): Rng {
  if (seed !== null) return new SeededRng(seed);
  threadCrypto ??= new CryptoRng(undefined, 16_384);
  return threadCrypto;
}

/** Plays the listed chunks in this thread, in the order given. */
export function playChunks(
  runner: ChunkRunner,
  seed: string | null,
  rounds: number,
  chunks: readonly number[],
): ChunkSums[] {
  return chunks.map((k) => runner.run(chunkSeed(seed, k), chunkSize(rounds, k)));
}

/**
 * Adds the chunks' sums in chunk order and turns them into each bet's figures, and the round's
 * figures per `roundStake`.
 */
export function mergeChunks(
  results: readonly ChunkSums[],
  roundStake: number,
): { bets: Record<string, BetFigures>; round: RoundFigures } {
  const totals = new Map<string, RtpAccumulator>();
  const nets = new NetDistribution();
  for (const chunk of results) {
    for (const [bet, sums] of Object.entries(chunk.bets)) {
      let acc = totals.get(bet);
      if (acc === undefined) {
        acc = new RtpAccumulator();
        totals.set(bet, acc);
      }
      acc.merge(sums);
    }
    nets.merge(chunk.nets);
  }
  return {
    bets: Object.fromEntries([...totals].map(([bet, acc]) => [bet, acc.figures()])),
    round: nets.figures(roundStake),
  };
}

/** Every chunk in this thread: what `--workers 1` prints, and what the game modules' runSim returns. */
export function simulateAll(runner: ChunkRunner, options: SimOptions, seed: string | null = options.seed): SimReport {
  const all = Array.from({ length: chunkCount(options.rounds) }, (_, k) => k);
  return { table: runner.table, ...mergeChunks(playChunks(runner, seed, options.rounds, all), runner.roundStake) };
}
