/**
 * `sim --workers N`: the chunks (sim-chunks.ts) dealt round-robin to N worker threads, each on a
 * core of its own; each chunk's sums come back as it ends and are added in chunk order, so the
 * figures are those of one worker for the same seed.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { UsageError } from './io';
import { type ChunkSums, chunkCount, type SimOptions } from './sim-chunks';
import type { ChunkMessage, WorkerJob } from './sim-worker';
import { tsxWorkerUrl } from './tsx-worker';

/** `--workers`: a whole number from 1 to 256; `0` or `auto` is every core the machine has. */
export function parseWorkers(value: string | undefined): number {
  if (value === undefined) return 1;
  if (value === 'auto' || value === '0') return availableParallelism();
  const n = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(n) || n < 1 || n > 256) {
    throw new UsageError(`--workers must be a whole number from 1 to 256, 0 or auto (every core), got ${value}`);
  }
  return n;
}

/** The worker module, run through tsx (tsx-worker.ts). */
const BOOTSTRAP = tsxWorkerUrl(new URL('./sim-worker.ts', import.meta.url));

function runWorker(job: WorkerJob, onChunk: (m: ChunkMessage) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { workerData: job });
    let received = 0;
    worker.on('message', (m: ChunkMessage) => {
      received++;
      onChunk(m);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (received === job.chunks.length) resolve();
      else reject(new Error(`a simulation worker stopped with exit code ${code} before it reported`));
    });
  });
}

/**
 * Every chunk's sums, in chunk order, played by `workers` threads; `onProgress` hears how many
 * chunks are done after each one (a long run's progress).
 */
export async function playInWorkers(
  game: string,
  options: SimOptions,
  seed: string | null,
  workers: number,
  onProgress?: (done: number, total: number) => void,
): Promise<ChunkSums[]> {
  const total = chunkCount(options.rounds);
  const threads = Math.min(workers, total);
  const jobs: WorkerJob[] = Array.from({ length: threads }, () => ({ game, options, seed, chunks: [] }));
  for (let k = 0; k < total; k++) jobs[k % threads]!.chunks.push(k);
  const ordered: ChunkSums[] = new Array(total);
  let done = 0;
  await Promise.all(
    jobs.map((job) =>
      runWorker(job, (m) => {
        ordered[m.chunk] = m.sums;
        onProgress?.(++done, total);
      }),
    ),
  );
  return ordered;
}
