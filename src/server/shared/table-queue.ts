/**
 * One transaction at a time per table instance within this process. Every command and clock step
 * of a table waits for the table row's lock anyway; queued here first, only one of them at a time
 * holds a pooled connection while it waits, and the rest of the pool stays free for other tables,
 * solo rounds and the event fan-out (a window opening with a hundred bets otherwise fills the pool
 * with connections waiting on one row).
 */
const tails = new WeakMap<object, Map<string, Promise<unknown>>>();

export function inTurn<T>(db: object, instance: string, work: () => Promise<T>): Promise<T> {
  const queues = tails.get(db) ?? new Map<string, Promise<unknown>>();
  tails.set(db, queues);
  const before = queues.get(instance) ?? Promise.resolve();
  const mine = before.then(work, work);
  const tail = mine.catch(() => {});
  queues.set(instance, tail);
  // The last in line removes the queue, so an idle table keeps nothing.
  void tail.then(() => {
    if (queues.get(instance) === tail) queues.delete(instance);
  });
  return mine;
}
