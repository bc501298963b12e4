/**
 * Work done in idle time at rest (kit/idle-work.ts): it runs in the browser's idle slots until it
 * says it is finished, and while it runs it is counted as pending, which the benchmark waits for
 * before it measures a round (a table measured with its idle work undone uploads and makes what a
 * player's resting device would have had ready).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../ui/support/pixi-node';

// after the node set-up above: the module reaches Pixi through the chip stacks
const { idleJob, idleWorkPending, whenIdle } = await import('../../src/view/kit/stage/idle-work');

type Slot = (deadline: IdleDeadline) => void;
let slots: Slot[] = [];

beforeEach(() => {
  slots = [];
  globalThis.requestIdleCallback = ((cb: Slot) => slots.push(cb)) as typeof requestIdleCallback;
  globalThis.cancelIdleCallback = ((id: number) => {
    slots[id - 1] = () => undefined;
  }) as typeof cancelIdleCallback;
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
  Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
});

/** Runs the next idle slot with room for `steps` steps of work. */
function runSlot(steps: number): void {
  let left = steps + 1;
  const slot = slots.shift();
  slot?.({ didTimeout: false, timeRemaining: () => (--left > 0 ? 50 : 0) });
}

describe('idle work', () => {
  it('is pending until its last step, one slot at a time', () => {
    let done = 0;
    const before = idleWorkPending();
    whenIdle(() => ++done < 5);
    expect(idleWorkPending()).toBe(before + 1);
    runSlot(2);
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(5);
    expect(idleWorkPending()).toBe(before + 1);
    while (slots.length) runSlot(2);
    expect(done).toBe(5);
    expect(idleWorkPending()).toBe(before);
  });

  it('stopped, it is no longer pending and runs no more', () => {
    let done = 0;
    const before = idleWorkPending();
    const stop = whenIdle(() => {
      done++;
      return true;
    });
    stop();
    expect(idleWorkPending()).toBe(before);
    runSlot(3);
    expect(done).toBe(0);
  });

  it('counts work run in its own slots until it says it is done', () => {
    const before = idleWorkPending();
    const job = idleJob();
    expect(idleWorkPending()).toBe(before + 1);
    job.done();
    job.done();
    expect(idleWorkPending()).toBe(before);
  });
});
