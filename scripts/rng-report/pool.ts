/**
 * The report's jobs run on worker threads, one per core: each thread takes the next job when it
 * has finished one, so a long job and several short ones share the cores evenly. Results come
 * back in the order of the jobs.
 */
import { Worker } from 'node:worker_threads';
import type { Job, JobResult } from './jobs';
import type { WorkerMessage } from './worker';

const WORKER = new URL('./worker.ts', import.meta.url);
/**
 * The worker runs TypeScript sources as the command does (tsx), but a worker thread inherits no
 * module hooks: a small module bootstrap registers tsx's hooks, then imports the worker
 * (as src/cli/sim-workers.ts does).
 */
const BOOTSTRAP = new URL(
  `data:text/javascript,${encodeURIComponent(
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
await import(${JSON.stringify(WORKER.href)});`,
  )}`,
);

/**
 * Runs every job on `threads` worker threads; `progress(i, done)` reports job i's units done
 * (null: all of them, the job has finished).
 */
export async function runJobs(
  jobs: readonly Job[],
  threads: number,
  progress: (job: number, done: number | null) => void,
): Promise<JobResult[]> {
  const results: JobResult[] = new Array(jobs.length);
  let next = 0;
  const thread = async (): Promise<void> => {
    const worker = new Worker(BOOTSTRAP);
    try {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await new Promise<JobResult>((resolve, reject) => {
          const onMessage = (m: WorkerMessage) => {
            if (m.type === 'progress') progress(i, m.done);
            else {
              worker.off('message', onMessage);
              worker.off('error', reject);
              progress(i, null);
              resolve(m.result);
            }
          };
          worker.on('message', onMessage);
          worker.once('error', reject);
          worker.postMessage(jobs[i]);
        });
      }
    } finally {
      await worker.terminate();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(threads, jobs.length)) }, thread));
  return results;
}
