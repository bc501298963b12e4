/**
 * Work a table does ahead, while the page has nothing else to do, so a round's animation finds
 * its display objects made: chip stacks grown to their tallest (every chip sprite and every
 * glyph of the longest total made once), spare stacks for flights. Nothing happens where the
 * browser has no idle callbacks (node tests): the work is then done when it is first needed.
 */
import type { Minor } from '../../../engine/shared/money';
import { type ChipStack, STACK_MAX } from '../chips/chips';

/** Below this many milliseconds left in an idle slot, the work waits for the next one. */
const SLOT_MS = 4;
/**
 * A page that never idles (a busy table, a slow device) still gets the work done: one step, at
 * most this long after it was due. Each step is small (a stack, a hand), so it costs a frame little.
 */
const DUE_MS = 1000;

/**
 * Runs `step` in idle slots, as often as a slot leaves room, until it returns false. Returns a
 * function that stops it.
 */
export function whenIdle(step: () => boolean): () => void {
  const idle = globalThis.requestIdleCallback?.bind(globalThis);
  if (!idle) return () => undefined;
  const job = {};
  pending.add(job);
  let handle: number | null = null;
  const run = (deadline: IdleDeadline): void => {
    let more = deadline.didTimeout ? step() : true;
    while (more && deadline.timeRemaining() > SLOT_MS) more = step();
    handle = more ? idle(run, { timeout: DUE_MS }) : null;
    if (!more) pending.delete(job);
  };
  handle = idle(run, { timeout: DUE_MS });
  return () => {
    if (handle !== null) globalThis.cancelIdleCallback(handle);
    handle = null;
    pending.delete(job);
  };
}

/** Jobs started with `whenIdle` (or marked with `idleJob`) and not finished or stopped. */
const pending = new Set<object>();

/**
 * Marks work a caller runs in its own idle slots as pending until `done` is called, so
 * `idleWorkPending` counts it with the `whenIdle` jobs.
 */
export function idleJob(): { done(): void } {
  const job = { done: () => pending.delete(job) };
  pending.add(job);
  return job;
}

/**
 * How many pieces of idle work a table still has to do: the benchmark waits for none before it
 * measures a round, as a player's device at rest between rounds would have done them.
 */
export function idleWorkPending(): number {
  return pending.size;
}

/**
 * Shows the tallest stack and the longest total a stack can have, then nothing again: its chip
 * sprites and label glyphs are made now rather than when a bet or a payout first grows it. A
 * stack showing chips is left as it is.
 */
export function growStack(stack: ChipStack, denominations: readonly Minor[]): void {
  if (stack.destroyed || stack.amount !== 0 || denominations.length === 0) return;
  const top = Math.max(...denominations);
  stack.setAmount(STACK_MAX * top + denominations.reduce((sum, d) => sum + d, 0) - 1);
  stack.setAmount(0);
}
