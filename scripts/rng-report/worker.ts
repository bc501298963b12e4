/**
 * A worker thread of the report (pool.ts starts it): runs the jobs it is sent, one at a time,
 * posting progress while it works and the result's arrays, moved not copied, when done.
 */
import { parentPort } from 'node:worker_threads';
import { type Job, runJob } from './jobs';

export type WorkerMessage = { type: 'progress'; done: number } | { type: 'result'; result: ReturnType<typeof runJob> };

const port = parentPort;
if (port === null) throw new Error('worker.ts runs as a worker thread of pool.ts');
port.on('message', (job: Job) => {
  const result = runJob(job, (done) => port.postMessage({ type: 'progress', done } satisfies WorkerMessage));
  const transfer = [result.table, result.data].flatMap((a) => (a === null ? [] : [a.buffer as ArrayBuffer]));
  port.postMessage({ type: 'result', result } satisfies WorkerMessage, transfer);
});
