/**
 * The report's jobs run on worker threads, one per core: each thread takes the next job when it
 * has finished one, so a long job and several short ones share the cores evenly. Results come
 * back in the order of the jobs.
 */
import { Worker } from 'node:worker_threads';
import { tsxWorkerUrl } from '../../src/cli/tsx-worker';
import type { Job, JobResult } from './jobs';
import type { WorkerMessage } from './worker';

/** The worker module, run through tsx (tsx-worker.ts). */
const BOOTSTRAP = tsxWorkerUrl(new URL('./worker.ts', import.meta.url));

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
