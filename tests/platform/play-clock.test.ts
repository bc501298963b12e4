/**
 * The play clock (platform/play-clock.ts): time paused does not count. A timer set before a pause
 * fires only once its full time has been played; what waits for the clock runs, in order, when it
 * resumes; and an XState actor's delayed events, run on it, wait out a pause too.
 */
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { type HostTimers, PlayClock } from '../../src/platform/play-clock';

/** A wall clock moved by hand, with timers that fire as it passes them. */
function manualHost() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const host: HostTimers = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = next++;
      timers.set(id, { at: now + ms, fn });
      return id as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as unknown as number);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = end;
  };
  return { host, advance, pending: () => timers.size };
}

describe('play clock', () => {
  it('counts only the time played: a pause stops its timers and its time', () => {
    const { host, advance, pending } = manualHost();
    const clock = new PlayClock(host);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('spin ends'), 2_000);
    clock.setTimeout(() => fired.push('stage timer'), 15_000);
    advance(800);
    clock.pause();
    expect(clock.paused).toBe(true);
    expect(pending()).toBe(0);
    advance(60_000); // a long pause: nothing fires, play time stands still
    expect(fired).toEqual([]);
    expect(clock.now()).toBe(800);
    clock.resume();
    advance(1_199);
    expect(fired).toEqual([]);
    advance(1);
    expect(fired).toEqual(['spin ends']);
    expect(clock.now()).toBe(2_000);
    advance(13_000);
    expect(fired).toEqual(['spin ends', 'stage timer']);
  });

  it('a timer set during a pause starts counting on resume; a cleared one never fires', () => {
    const { host, advance } = manualHost();
    const clock = new PlayClock(host);
    const fired: string[] = [];
    const cleared = clock.setTimeout(() => fired.push('cleared'), 100);
    clock.pause();
    clock.setTimeout(() => fired.push('set while paused'), 100);
    clock.clearTimeout(cleared);
    advance(500);
    clock.resume();
    advance(99);
    expect(fired).toEqual([]);
    advance(1);
    expect(fired).toEqual(['set while paused']);
    advance(1_000);
    expect(fired).toEqual(['set while paused']);
  });

  it('what waits for the clock runs at once while it runs, else on resume in order', () => {
    const { host } = manualHost();
    const clock = new PlayClock(host);
    const ran: number[] = [];
    clock.whenRunning(() => ran.push(1));
    clock.pause();
    clock.pause(); // twice is once
    clock.whenRunning(() => ran.push(2));
    clock.whenRunning(() => ran.push(3));
    expect(ran).toEqual([1]);
    clock.resume();
    expect(ran).toEqual([1, 2, 3]);
    clock.resume();
    expect(ran).toEqual([1, 2, 3]);
  });

  it("runs an XState actor's delays: a delayed transition waits out a pause", () => {
    const { host, advance } = manualHost();
    const clock = new PlayClock(host);
    const machine = setup({}).createMachine({
      initial: 'showing',
      states: { showing: { after: { 1000: 'done' } }, done: {} },
    });
    const actor = createActor(machine, { clock }).start();
    advance(500);
    clock.pause();
    advance(10_000);
    expect(actor.getSnapshot().value).toBe('showing');
    clock.resume();
    advance(499);
    expect(actor.getSnapshot().value).toBe('showing');
    advance(1);
    expect(actor.getSnapshot().value).toBe('done');
  });
});
