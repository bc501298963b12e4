/**
 * One worker thread of `sim --workers N`: sets the game up, plays the chunks it was given (in
 * order) and posts their sums back; the main thread adds them in chunk order (sim-chunks.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { playChunks, type SimGame, type SimOptions } from './sim-chunks';

export interface WorkerJob {
  game: string;
  options: SimOptions;
  seed: string | null;
  chunks: number[];
}

const job = workerData as WorkerJob;
const mod = (await import(`./${job.game}/sim.ts`)) as SimGame;
const runner = mod.prepareChunks(job.options);
parentPort?.postMessage(playChunks(runner, job.seed, job.options.rounds, job.chunks));
