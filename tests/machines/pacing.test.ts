/**
 * A view that never answers: every stage the table shows (tagged `animating`) moves on by itself
 * after the animation timeout on the machine's clock, each stage timed from its own start, and
 * nothing that waits for the player moves on by itself.
 */
import { describe, expect, it } from 'vitest';
import type { SimulatedClock } from 'xstate';
import { landing, openBank, settled, stored } from './support';
import { bet, classicShoe, deal, openBaccarat, openBlackjack, openRoulette, press } from './tables';

interface Paced {
  getSnapshot(): { value: unknown; hasTag(tag: 'animating'): boolean };
}

/** Walks the stages in order, each moving on exactly when its timeout has passed. */
function expectPaced(actor: Paced, clock: SimulatedClock, timeout: number, stages: string[], then: string) {
  for (const [i, stage] of stages.entries()) {
    expect(actor.getSnapshot().value).toBe(stage);
    expect(actor.getSnapshot().hasTag('animating')).toBe(true);
    clock.increment(timeout - 1);
    expect(actor.getSnapshot().value).toBe(stage);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe(stages[i + 1] ?? then);
  }
}

describe('blackjack', () => {
  it('dealing, resolving and payout each move on after the default 15 s', async () => {
    const { actor, clock, bank } = await openBlackjack({ shoe: classicShoe(['TS', '6D'], ['9H', '8C'], '2S', '3S') });
    await deal(actor, { amount: 1000 });
    expectPaced(actor, clock, 15_000, ['dealing'], 'playerTurn');
    await press(actor, 'player.hit'); // 18: the hand plays on
    expectPaced(actor, clock, 15_000, ['resolving'], 'playerTurn');
    await press(actor, 'player.stand');
    expectPaced(actor, clock, 15_000, ['resolving', 'payout'], 'betting');
    expect(actor.getSnapshot().context.balance).toBe(bank.balance());
  });

  it('waits for the player as long as it takes, and times each stage from its own start', async () => {
    const { actor, clock } = await openBlackjack({
      shoe: classicShoe(['TS', '9D'], ['AH', '8C']),
      animationTimeout: 2_000,
    });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('betting');
    await deal(actor, { amount: 1000 });
    clock.increment(1_500);
    actor.send({ type: 'anim.done' }); // the view answered in time
    expect(actor.getSnapshot().value).toBe('insurance');
    clock.increment(600_000);
    expect(actor.getSnapshot().value).toBe('insurance');
    await press(actor, 'insurance.decline');
    expectPaced(actor, clock, 2_000, ['resolving'], 'playerTurn');
    clock.increment(600_000);
    expect(actor.getSnapshot().value).toBe('playerTurn');
  });

  it('a call that failed waits for TRY AGAIN, however long', async () => {
    const { actor, clock, port } = await openBlackjack({ shoe: classicShoe(['TS', '9D'], ['9H', '8C']) });
    port.open.mockRejectedValueOnce(new Error('offline'));
    await deal(actor, { amount: 1000 });
    clock.increment(600_000);
    expect(actor.getSnapshot().value).toBe('failed');
  });
});

describe('baccarat', () => {
  it('dealing and payout each move on after the timeout', async () => {
    const { actor, clock } = await openBaccarat({ shoe: ['8S', '2H', 'KD', '5C'], animationTimeout: 4_000 });
    bet(actor, 100, 'player');
    actor.send({ type: 'round.deal' });
    await settled(actor);
    expectPaced(actor, clock, 4_000, ['dealing', 'payout'], 'betting');
    expect(actor.getSnapshot().context.balance).toBe(10_100);
    expect(actor.getSnapshot().context.history).toHaveLength(1);
  });
});

describe('roulette', () => {
  it('spinning, result and payout each move on after the default 15 s', async () => {
    const { actor, clock } = await openRoulette({ rng: landing(17) });
    actor.send({ type: 'bet.place', bet: 'straight:17', amount: 100 });
    actor.send({ type: 'spin.start' });
    await settled(actor);
    expectPaced(actor, clock, 15_000, ['spinning', 'result', 'payout'], 'betting');
    expect(actor.getSnapshot().context.balance).toBe(10_000 - 100 + 3_600);
    expect(actor.getSnapshot().context.stats.recent).toEqual([17]);
  });

  it('a stage the view finished early hands a full timeout to the next', async () => {
    const { actor, clock } = await openRoulette({ rng: landing(3), animationTimeout: 1_000 });
    actor.send({ type: 'bet.place', bet: 'red', amount: 100 });
    actor.send({ type: 'spin.start' });
    await settled(actor);
    clock.increment(900);
    actor.send({ type: 'anim.done' });
    expectPaced(actor, clock, 1_000, ['result', 'payout'], 'betting');
  });
});

/**
 * BUG (src/machines/table/states.ts `animating`): the timeout is an XState `after` delay, and a
 * persisted snapshot does not carry scheduled delays, so a table restored in the middle of a
 * stage waits for `anim.done` for ever. These fail until it is fixed (then make them `it`).
 */
describe('a table restored in the middle of a stage', () => {
  it('roulette: the restored spinning stage still moves on after the timeout', async () => {
    const bank = openBank(10_000);
    const first = await openRoulette({ bank, rng: landing(0) });
    first.actor.send({ type: 'bet.place', bet: 'red', amount: 100 });
    first.actor.send({ type: 'spin.start' });
    await settled(first.actor);
    const saved = stored(first.actor.getPersistedSnapshot());
    first.actor.stop();
    const { actor, clock } = await openRoulette({ bank, snapshot: saved });
    expectPaced(actor, clock, 15_000, ['spinning', 'result', 'payout'], 'betting');
  });

  it('baccarat: the restored dealing stage still moves on after the timeout', async () => {
    const bank = openBank(10_000);
    const first = await openBaccarat({ bank, shoe: ['8S', '2H', 'KD', '5C'] });
    bet(first.actor, 100, 'player');
    first.actor.send({ type: 'round.deal' });
    await settled(first.actor);
    const saved = stored(first.actor.getPersistedSnapshot());
    first.actor.stop();
    const { actor, clock } = await openBaccarat({ bank, snapshot: saved });
    expectPaced(actor, clock, 15_000, ['dealing', 'payout'], 'betting');
  });

  it('blackjack: the restored dealing stage still moves on after the timeout', async () => {
    const bank = openBank();
    const first = await openBlackjack({ bank, shoe: classicShoe(['TS', '9D'], ['9H', '8C']) });
    await deal(first.actor, { amount: 1000 });
    const saved = stored(first.actor.getPersistedSnapshot());
    first.actor.stop();
    const { actor, clock } = await openBlackjack({ bank, snapshot: saved });
    expectPaced(actor, clock, 15_000, ['dealing'], 'playerTurn');
  });
});
