/**
 * The inactivity time (platform/inactivity.ts) on a clock moved by hand: the warning a minute
 * before the end, the end on time, input that takes the warning back and starts the time again,
 * and the lobby's pause that stops it (a hidden tab does not: only the lobby pauses this clock).
 */
import { describe, expect, it } from 'vitest';
import { InactivityTimer } from '../../src/platform/inactivity';
import type { HostTimers } from '../../src/platform/play-clock';

const MINUTE = 60_000;

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
  return { host, advance, now: () => now };
}

function watch(minutes: number) {
  const { host, advance, now } = manualHost();
  const log: string[] = [];
  const timer = new InactivityTimer(
    minutes,
    {
      warn: () => log.push(`warn@${now() / 1000}s`),
      dismiss: () => log.push(`dismiss@${now() / 1000}s`),
      end: () => log.push(`end@${now() / 1000}s`),
    },
    host,
  );
  return { timer, advance, log };
}

describe('inactivity time', () => {
  it('warns a minute before the end and ends on time', () => {
    const { timer, advance, log } = watch(30);
    timer.start();
    advance(29 * MINUTE - 1);
    expect(log).toEqual([]);
    expect(timer.state).toBe('watching');
    advance(1);
    expect(log).toEqual(['warn@1740s']);
    expect(timer.state).toBe('warned');
    advance(MINUTE - 1);
    expect(log).toEqual(['warn@1740s']);
    advance(1);
    expect(log).toEqual(['warn@1740s', 'end@1800s']);
    expect(timer.state).toBe('ended');
    // Ended is ended: input and more time change nothing.
    timer.input();
    advance(60 * MINUTE);
    expect(log).toEqual(['warn@1740s', 'end@1800s']);
  });

  it('starts again on input: before the warning nothing is said, after it the warning goes', () => {
    const { timer, advance, log } = watch(5);
    timer.start();
    advance(3 * MINUTE);
    timer.input(); // 3 min: the time starts again
    advance(4 * MINUTE - 1);
    expect(log).toEqual([]);
    advance(1);
    expect(log).toEqual(['warn@420s']);
    advance(30_000);
    timer.input(); // 7.5 min: warned, then the player taps
    expect(log).toEqual(['warn@420s', 'dismiss@450s']);
    expect(timer.state).toBe('watching');
    advance(4 * MINUTE);
    expect(log).toEqual(['warn@420s', 'dismiss@450s', 'warn@690s']);
    advance(MINUTE);
    expect(log.at(-1)).toBe('end@750s');
  });

  it('warns halfway when the whole time is under two minutes', () => {
    const { timer, advance, log } = watch(1);
    timer.start();
    advance(MINUTE);
    expect(log).toEqual(['warn@30s', 'end@60s']);
  });

  it('stands still while the lobby pauses the game, and goes on from where it stood', () => {
    const { timer, advance, log } = watch(2);
    timer.start();
    advance(30_000);
    timer.pause();
    advance(60 * MINUTE);
    expect(log).toEqual([]);
    timer.resume();
    advance(30_000);
    expect(log).toEqual(['warn@3660s']); // one minute played
    timer.pause();
    advance(10 * MINUTE);
    timer.resume();
    advance(MINUTE);
    expect(log).toEqual(['warn@3660s', 'end@4320s']);
  });

  it('counts nothing before it starts, and nothing once stopped', () => {
    const { timer, advance, log } = watch(2);
    timer.input();
    advance(10 * MINUTE);
    expect(log).toEqual([]);
    expect(timer.state).toBe('idle');
    timer.start();
    advance(MINUTE);
    timer.stop();
    advance(10 * MINUTE);
    expect(log).toEqual(['warn@660s']); // started at 10 min
  });
});
