/**
 * The jurisdiction's least time between round starts at a whole table (machine, paced demo port,
 * the platform's stores), on a simulated clock with a 5 s gap: a round asked for 1 s after the
 * last began is refused as `round.tooSoon` with nothing staked, dealt or recorded (the table back
 * to betting with its bets, saying why), and plays once 5 s have passed; an open call made again
 * after a reload is not held by the new page's wait; with no gap, rounds follow each other at once.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/engine/shared/rng';
import { openBlackjackSession } from '../../../src/games/blackjack/session';
import { openRouletteSession } from '../../../src/games/roulette/session';
import type { BlackjackActor } from '../../../src/machines/blackjack.machine';
import type { RouletteBet } from '../../../src/machines/roulette/port';
import type { RouletteActor } from '../../../src/machines/roulette.machine';
import { phaseOf } from '../../../src/machines/table/context';
import { RoundPace } from '../../../src/platform/round-pace';
import { MemoryStorage } from '../../../src/platform/storage';
import { demoTable, playOut, recordingReporter, settled, visit } from '../support';

const START = 100_000;
const GAP = 5000;

function simulatedClock() {
  let now = 1_800_000_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** Stands on every hand and declines insurance. */
const standing = (p: string) =>
  p === 'insurance' ? { type: 'insurance.decline' } : p === 'playerTurn' ? { type: 'player.stand' } : null;

function blackjack(storage: MemoryStorage, pace: RoundPace) {
  const v = visit(storage, START);
  const { calls, reporter } = recordingReporter();
  const session = openBlackjackSession({
    ...demoTable(v, new SeededRng('pace-bj')),
    reporter,
    table: 'bj-h17-8deck',
    computerPlayers: false,
    pace,
  });
  return { ...v, session, actor: session.actor, calls };
}

async function deal(actor: BlackjackActor): Promise<string> {
  await settled(actor);
  actor.send({ type: 'bet.place', seat: 1, amount: 100 });
  actor.send({ type: 'round.deal' });
  return settled(actor);
}

function roulette(storage: MemoryStorage, pace: RoundPace | null, seed = 'pace-rou') {
  const v = visit(storage, START);
  const session = openRouletteSession({
    ...demoTable(v, new SeededRng(seed)),
    reporter: null,
    table: 'roulette-european',
    pace,
  });
  return { ...v, session, actor: session.actor };
}

const RED: RouletteBet[] = [{ bet: 'red', amount: 500 }];

function place(actor: RouletteActor, bets: readonly RouletteBet[] = RED): void {
  for (const b of bets) actor.send({ type: 'bet.place', bet: b.bet, amount: b.amount });
  actor.send({ type: 'spin.start' });
}

describe('the gap between rounds at a table', () => {
  it('blackjack: a round 1 s after the last is refused with balance and table intact, and plays after 5 s', async () => {
    const c = simulatedClock();
    const pace = new RoundPace(GAP, c.now);
    const t = blackjack(new MemoryStorage(), pace);
    await deal(t.actor);
    await playOut(t.actor, standing);
    expect(t.history.list('blackjack')).toHaveLength(1);
    const balance = t.bank.balance();
    const reported = t.calls.length;

    c.advance(1000);
    expect(await deal(t.actor)).toBe('betting');
    const refused = t.actor.getSnapshot().context;
    expect(refused.notice).toEqual({ code: 'round.tooSoon' });
    // Nothing was staked, dealt or recorded; the bet waits on the circle for the next DEAL.
    expect(t.bank.balance()).toBe(balance);
    expect(refused.balance).toBe(balance);
    expect(t.bank.openRound('blackjack')).toBeNull();
    expect(t.history.list('blackjack')).toHaveLength(1);
    expect(refused.placements).toEqual([expect.objectContaining({ seat: 1, spot: 'main', amount: 100 })]);
    expect(t.calls.slice(reported).filter(([kind]) => kind === 'started')).toEqual([]);
    expect(t.bank.reconcile().ok).toBe(true);

    c.advance(GAP - 1000);
    t.actor.send({ type: 'round.deal' });
    expect(await settled(t.actor)).not.toBe('betting');
    expect(t.actor.getSnapshot().context.notice).toBeNull();
    expect(t.bank.balance()).toBe(balance - 100);
    await playOut(t.actor, standing);
    expect(t.history.list('blackjack')).toHaveLength(2);
    expect(t.bank.reconcile().ok).toBe(true);
    t.session.stop();
  });

  it('roulette: a spin 1 s after the last is refused with nothing staked, and spins after 5 s', async () => {
    const c = simulatedClock();
    const pace = new RoundPace(GAP, c.now);
    const t = roulette(new MemoryStorage(), pace);
    await settled(t.actor);
    place(t.actor);
    await playOut(t.actor);
    const balance = t.bank.balance();

    c.advance(1000);
    place(t.actor);
    expect(await settled(t.actor)).toBe('betting');
    expect(t.actor.getSnapshot().context.notice).toEqual({ code: 'round.tooSoon' });
    expect(t.bank.balance()).toBe(balance);
    expect(t.history.list('roulette')).toHaveLength(1);
    expect(t.actor.getSnapshot().context.slip.actions.flat()).toEqual([expect.objectContaining({ amount: 500 })]);

    c.advance(GAP - 1000);
    t.actor.send({ type: 'spin.start' });
    expect(await settled(t.actor)).toBe('spinning');
    // The spin settles in its call: the stake is taken, its win shows with the payout.
    expect(t.actor.getSnapshot().context.balance).toBe(balance - 500);
    await playOut(t.actor);
    expect(t.history.list('roulette')).toHaveLength(2);
    expect(t.bank.reconcile().ok).toBe(true);
    t.session.stop();
  });

  it('a spin on its way when the page was left is asked again after the reload, whatever the new wait says', async () => {
    const c = simulatedClock();
    const storage = new MemoryStorage();
    const first = roulette(storage, new RoundPace(GAP, c.now), 'pace-flight');
    await settled(first.actor);
    place(first.actor);
    expect(phaseOf(first.actor.getSnapshot())).toBe('opening');
    first.session.stop();

    // The new page's wait has begun (the server's account of the round that call started).
    const pace = new RoundPace(GAP, c.now);
    pace.started();
    const second = roulette(storage, pace, 'reload');
    expect(second.session.resumed).toBe(true);
    expect(await settled(second.actor)).toBe('spinning');
    expect(second.actor.getSnapshot().context.notice).toBeNull();
    await playOut(second.actor);
    expect(second.history.list('roulette')).toHaveLength(1);
    expect(second.bank.balance()).toBe(second.history.list('roulette')[0]?.balanceAfter);
    // The next spin of the new page waits as any other.
    place(second.actor);
    expect(await settled(second.actor)).toBe('betting');
    expect(second.actor.getSnapshot().context.notice).toEqual({ code: 'round.tooSoon' });
    second.session.stop();
  });

  it('with no gap (the default profile) the next spin follows at once', async () => {
    const t = roulette(new MemoryStorage(), new RoundPace(0));
    await settled(t.actor);
    place(t.actor);
    await playOut(t.actor);
    place(t.actor);
    expect(await settled(t.actor)).toBe('spinning');
    await playOut(t.actor);
    expect(t.history.list('roulette')).toHaveLength(2);
    t.session.stop();
  });
});
