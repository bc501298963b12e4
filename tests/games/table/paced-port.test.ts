/**
 * The pace kept at the round port (games/table/paced-port.ts): an open sooner than the
 * jurisdiction's least time between round starts is refused as `round.tooSoon` without the inner
 * port hearing of it, and goes through once the gap has passed (a simulated clock); only a round
 * the port opened starts the wait; decisions, resumes and the repeat of a call made before a
 * reload are never held; with no pace every call goes through.
 */
import { describe, expect, it } from 'vitest';
import { pacedPort } from '../../../src/games/table/paced-port';
import { type RoundPort, RoundRefused, type RoundStep } from '../../../src/machines/round-port';
import { RoundPace } from '../../../src/platform/round-pace';
import { refusal } from '../support';

type Step = RoundStep<string, string>;

const step = (roundId: string): Step => ({
  roundId,
  status: 'settled',
  view: 'view',
  events: [],
  staked: 100,
  returned: 0,
  balance: 900,
});

/** A port that counts its calls; `refuse` makes the next open refuse (nothing taken). */
function countingPort() {
  const calls = { open: 0, act: 0, resume: 0 };
  let refuse = false;
  const port: RoundPort<number, string, string, string> = {
    open: async ({ requestId }) => {
      calls.open++;
      if (refuse) {
        refuse = false;
        throw new RoundRefused({ code: 'round.insufficientFunds' });
      }
      return step(`round-${requestId}`);
    },
    act: async ({ roundId }) => {
      calls.act++;
      return step(roundId);
    },
    resume: async () => {
      calls.resume++;
      return step('open-round');
    },
  };
  return { port, calls, refuseNext: () => (refuse = true) };
}

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('paced round port', () => {
  it('refuses an early open with round.tooSoon without asking the port, and opens once the gap has passed', async () => {
    const c = clock();
    const pace = new RoundPace(5000, c.now);
    const inner = countingPort();
    const port = pacedPort(inner.port, pace);

    expect((await port.open({ requestId: 'a-1', bets: 100 })).roundId).toBe('round-a-1');
    expect(inner.calls.open).toBe(1);
    expect(pace.waitMs()).toBe(5000);

    c.advance(1000);
    expect(await refusal(port.open({ requestId: 'a-2', bets: 100 }))).toEqual({ code: 'round.tooSoon' });
    c.advance(3999);
    expect(await refusal(port.open({ requestId: 'a-3', bets: 100 }))).toEqual({ code: 'round.tooSoon' });
    expect(inner.calls.open).toBe(1);
    // The refusals did not move the wait on.
    expect(pace.waitMs()).toBe(1);

    c.advance(1);
    expect((await port.open({ requestId: 'a-4', bets: 100 })).roundId).toBe('round-a-4');
    expect(inner.calls.open).toBe(2);
    expect(pace.waitMs()).toBe(5000);
  });

  it('only a round the port opened starts the wait: a refusal of the port does not', async () => {
    const c = clock();
    const pace = new RoundPace(5000, c.now);
    const inner = countingPort();
    const port = pacedPort(inner.port, pace);
    inner.refuseNext();
    expect(await refusal(port.open({ requestId: 'b-1', bets: 1_000_000 }))).toEqual({
      code: 'round.insufficientFunds',
    });
    expect(pace.waitMs()).toBe(0);
    await port.open({ requestId: 'b-2', bets: 100 });
    expect(inner.calls.open).toBe(2);
  });

  it('never holds a decision, a resume or the repeat of an open made before a reload', async () => {
    const c = clock();
    const pace = new RoundPace(5000, c.now);
    pace.started();
    const inner = countingPort();
    const port = pacedPort(inner.port, pace);
    expect((await port.act({ requestId: 'c-1', roundId: 'r', decision: 'stand' })).roundId).toBe('r');
    expect((await port.resume())?.roundId).toBe('open-round');
    // A resume is no new round: the wait is where it was.
    expect(pace.waitMs()).toBe(5000);

    c.advance(2000);
    port.repeat('old-7');
    expect((await port.open({ requestId: 'old-7', bets: 100 })).roundId).toBe('round-old-7');
    // The page waits at least as long as the server would: the repeat's answer starts the wait.
    expect(pace.waitMs()).toBe(5000);
    // A repeat is let through once: the next request is paced again.
    expect(await refusal(port.open({ requestId: 'c-2', bets: 100 }))).toEqual({ code: 'round.tooSoon' });
    expect(inner.calls).toEqual({ open: 1, act: 1, resume: 1 });
  });

  it('without a pace every open goes to the port at once', async () => {
    const inner = countingPort();
    const port = pacedPort(inner.port, null);
    await port.open({ requestId: 'd-1', bets: 100 });
    await port.open({ requestId: 'd-2', bets: 100 });
    expect(inner.calls.open).toBe(2);
  });

  it('a profile with no gap (minRoundMs 0) never refuses', async () => {
    const pace = new RoundPace(0);
    const inner = countingPort();
    const port = pacedPort(inner.port, pace);
    await port.open({ requestId: 'e-1', bets: 100 });
    await port.open({ requestId: 'e-2', bets: 100 });
    expect(inner.calls.open).toBe(2);
    expect(pace.waitMs()).toBe(0);
  });
});
