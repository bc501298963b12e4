/**
 * When reality checks fall due (app/reality-schedule.ts): every period of the session counted on
 * the wall clock from the tally's `startedAt`, so a reload goes on with the same times; a reload
 * across a due time still shows the check it owes, one just after a check does not repeat it, and
 * a tab that refuses storage gets a check too many rather than one too few.
 */
import { describe, expect, it } from 'vitest';
import { RealitySchedule } from '../../src/app/reality-schedule';
import { MemoryStorage, type StorageLike } from '../../src/platform/storage';
import { wallClock } from './support/wall-clock';

const MINUTE = 60_000;

function schedule(o: {
  minutes: number | null;
  startedAt: number;
  storage: StorageLike | null;
  clock: ReturnType<typeof wallClock>;
}) {
  const due: number[] = [];
  const s = new RealitySchedule({
    minutes: o.minutes,
    startedAt: o.startedAt,
    storage: o.storage,
    timers: o.clock.host,
    // As the page does when the table rests: the check shows at once.
    onDue: () => {
      due.push((o.clock.now() - o.startedAt) / MINUTE);
      s.shown();
    },
  });
  return { s, due };
}

describe('reality check schedule', () => {
  it('falls due every period from the session start', () => {
    const clock = wallClock();
    const startedAt = clock.now();
    const { s, due } = schedule({ minutes: 60, startedAt, storage: new MemoryStorage(), clock });
    s.start();
    expect(s.nextDueAt()).toBe(startedAt + 60 * MINUTE);
    clock.advance(60 * MINUTE - 1);
    expect(due).toEqual([]);
    clock.advance(1);
    expect(due).toEqual([60]);
    clock.advance(60 * MINUTE);
    expect(due).toEqual([60, 120]);
    clock.advance(30 * MINUTE);
    expect(due).toEqual([60, 120]);
    expect(s.nextDueAt()).toBe(startedAt + 180 * MINUTE);
  });

  it('counts from startedAt, not from when the page opened: a reload keeps the times', () => {
    const clock = wallClock();
    const startedAt = clock.now();
    const storage = new MemoryStorage();
    const first = schedule({ minutes: 20, startedAt, storage, clock });
    first.s.start();
    clock.advance(25 * MINUTE);
    expect(first.due).toEqual([20]);
    // The page reloads five minutes after the check: nothing is owed, the next comes at 40.
    first.s.stop();
    const again = schedule({ minutes: 20, startedAt, storage, clock });
    again.s.start();
    expect(again.due).toEqual([]);
    expect(again.s.nextDueAt()).toBe(startedAt + 40 * MINUTE);
    clock.advance(15 * MINUTE - 1);
    expect(again.due).toEqual([]);
    clock.advance(1);
    expect(again.due).toEqual([40]);
  });

  it('a reload across a due time shows the check it owes at once', () => {
    const clock = wallClock();
    const startedAt = clock.now();
    const storage = new MemoryStorage();
    const first = schedule({ minutes: 20, startedAt, storage, clock });
    first.s.start();
    clock.advance(19 * MINUTE);
    first.s.stop();
    // Closed over the 20th minute, back at the 21st.
    clock.advance(2 * MINUTE);
    const again = schedule({ minutes: 20, startedAt, storage, clock });
    again.s.start();
    expect(again.due).toEqual([21]);
  });

  it('storage refused: a reload shows a check once more rather than miss one', () => {
    const clock = wallClock();
    const startedAt = clock.now() - 25 * MINUTE;
    const { s, due } = schedule({ minutes: 20, startedAt, storage: null, clock });
    s.start();
    expect(due).toEqual([25]);
  });

  it('a check not yet shown (a round in progress) is asked for once, however long it waits', () => {
    const clock = wallClock();
    const startedAt = clock.now();
    let asked = 0;
    const s = new RealitySchedule({
      minutes: 10,
      startedAt,
      storage: new MemoryStorage(),
      timers: clock.host,
      onDue: () => asked++,
    });
    s.start();
    clock.advance(15 * MINUTE);
    expect(asked).toBe(1);
    // Shown at last, at 15 minutes: the next is at 20 as before.
    s.shown();
    clock.advance(5 * MINUTE);
    expect(asked).toBe(2);
  });

  it('without a period nothing falls due and no timer runs', () => {
    const clock = wallClock();
    const { s, due } = schedule({ minutes: null, startedAt: clock.now(), storage: new MemoryStorage(), clock });
    s.start();
    clock.advance(24 * 60 * MINUTE);
    expect(due).toEqual([]);
    expect(s.nextDueAt()).toBeNull();
    expect(clock.pending()).toBe(0);
  });
});
