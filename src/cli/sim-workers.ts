/**
 * `sim --workers N`: the chunks (sim-chunks.ts) dealt round-robin to N worker threads, each on a
 * core of its own; the sums come back and are added in chunk order, so the figures are those of
 * one worker for the same seed.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { UsageError } from './io';
import { chunkCount, type SimOptions } from './sim-chunks';
import type { WorkerJob } from './sim-worker';
import type { RtpSums } from './stats';

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

const WORKER = new URL('./sim-worker.ts', import.meta.url);
/**
 * The worker runs TypeScript sources as the command does (tsx), but a worker thread inherits
 * no module hooks: a small module bootstrap registers tsx's hooks, then imports the worker.
 */
const BOOTSTRAP = new URL(
  `data:text/javascript,${encodeURIComponent(
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
await import(${JSON.stringify(WORKER.href)});`,
  )}`,
);

function runWorker(job: WorkerJob): Promise<Record<string, RtpSums>[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { workerData: job });
    let result: Record<string, RtpSums>[] | null = null;
    worker.once('message', (m: Record<string, RtpSums>[]) => {
      result = m;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result !== null) resolve(result);
      else reject(new Error(`a simulation worker stopped with exit code ${code} before it reported`));
    });
  });
}

/** Every chunk's sums, in chunk order, played by `workers` threads. */
export async function playInWorkers(
  game: string,
  options: SimOptions,
  seed: string | null,
  workers: number,
): Promise<Record<string, RtpSums>[]> {
  const total = chunkCount(options.rounds);
  const threads = Math.min(workers, total);
  const jobs: WorkerJob[] = Array.from({ length: threads }, () => ({ game, options, seed, chunks: [] }));
  for (let k = 0; k < total; k++) jobs[k % threads]!.chunks.push(k);
  const results = await Promise.all(jobs.map(runWorker));
  const ordered: Record<string, RtpSums>[] = new Array(total);
  jobs.forEach((job, w) => {
    job.chunks.forEach((k, i) => {
      ordered[k] = results[w]![i]!;
    });
  });
  return ordered;
}
