/**
 * One worker thread of `sim --workers N`: sets the game up, plays the chunks it was given (in
 * order) and posts each chunk's sums back as it finishes (so the caller can show progress); the
 * main thread adds them in chunk order (sim-chunks.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type ChunkSums, playChunks, type SimGame, type SimOptions } from './sim-chunks';

export interface WorkerJob {
  game: string;
  options: SimOptions;
  seed: string | null;
  chunks: number[];
}

/** A chunk's result as the worker posts it: the chunk's index and its sums. */
export interface ChunkMessage {
  chunk: number;
  sums: ChunkSums;
}

const job = workerData as WorkerJob;
const mod = (await import(`./${job.game}/sim.ts`)) as SimGame;
const runner = mod.prepareChunks(job.options);
for (const k of job.chunks) {
  const sums = playChunks(runner, job.seed, job.options.rounds, [k])[0] as ChunkSums;
  parentPort?.postMessage({ chunk: k, sums } satisfies ChunkMessage);
}
