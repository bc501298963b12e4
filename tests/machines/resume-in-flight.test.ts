/**
 * A page reloaded while a round port call is still waiting: the persisted snapshot holds the
 * call (its request id and body), XState starts it again when the snapshot is restored, and the
 * demo bank answers a repeated request once. Whether the first call never reached the bank or
 * reached it and lost its answer, the stake is taken exactly once.
 */
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { answerNeverSeen, landing, never, openBank, reconciled, settled, stored } from './support';
import { bet, classicShoe, deal, openBaccarat, openBlackjack, openRoulette, shown } from './tables';

/** Lets every pending promise settle (a call that will never answer stays pending). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The request in flight in a persisted snapshot. */
const callOf = (snapshot: unknown) => (snapshot as { context: { call: { requestId: string } | null } }).context.call;

async function saveInFlight(actor: AnyActorRef, phase: string) {
  await flush();
  expect(actor.getSnapshot().value).toBe(phase);
  const saved = stored(actor.getPersistedSnapshot());
  actor.stop();
  return saved;
}

describe.each([
  ['never reached the bank', false],
  ['reached the bank, and its answer never came back', true],
])('a call that %s', (_, reached) => {
  it('roulette: the restored table spins once, with the same request id', async () => {
    const bank = openBank(10_000);
    const before = await openRoulette({ bank, rng: landing(17) });
    before.port.open.mockImplementationOnce(reached ? answerNeverSeen(before.real.open) : never);
    before.actor.send({ type: 'chip.select', value: 100 });
    before.actor.send({ type: 'bet.place', bet: 'straight:17' });
    before.actor.send({ type: 'spin.start' });
    const saved = await saveInFlight(before.actor, 'opening');
    expect(bank.balance()).toBe(reached ? 10_000 - 100 + 3_600 : 10_000);

    const after = await openRoulette({ bank, rng: landing(17), snapshot: saved });
    expect(after.actor.getSnapshot().value).toBe('spinning');
    expect(after.port.open.mock.calls.map(([r]) => r.requestId)).toEqual([callOf(saved)?.requestId]);
    expect(after.port.open.mock.calls[0]?.[0]).toEqual(before.port.open.mock.calls[0]?.[0]);
    expect(after.actor.getSnapshot().context.balance).toBe(9_900);
    after.actor.send({ type: 'anim.done' }); // the wheel has stopped
    after.actor.send({ type: 'anim.done' }); // the result has been shown
    expect(after.actor.getSnapshot().value).toBe('payout');
    expect(after.actor.getSnapshot().context.balance).toBe(9_900 + 3_600);
    expect(bank.balance()).toBe(9_900 + 3_600);
    expect(reconciled(bank)).toBe(true);
  });

  it('baccarat: the restored table deals once, with the same request id', async () => {
    const bank = openBank(10_000);
    const before = await openBaccarat({ bank, shoe: ['8S', '2H', 'KD', '5C', '4S', '5D', '4H', '3C'] });
    before.port.open.mockImplementationOnce(reached ? answerNeverSeen(before.real.open) : never);
    bet(before.actor, 100, 'player');
    before.actor.send({ type: 'round.deal' });
    const saved = await saveInFlight(before.actor, 'opening');

    const after = await openBaccarat({ bank, snapshot: saved });
    expect(after.actor.getSnapshot().value).toBe('dealing');
    expect(after.port.open.mock.calls.map(([r]) => r.requestId)).toEqual([callOf(saved)?.requestId]);
    // The first cards of the shoe: the round dealt is the one the request asked for, once.
    expect(after.actor.getSnapshot().context.round?.view.tableau.player).toEqual(['8S', 'KD']);
    after.actor.send({ type: 'anim.done' });
    expect(after.actor.getSnapshot().context.balance).toBe(10_100);
    expect(bank.balance()).toBe(10_100);
    expect(reconciled(bank)).toBe(true);
  });

  it('blackjack DEAL: the restored table deals once, with the same request id', async () => {
    const bank = openBank();
    const before = await openBlackjack({ bank, shoe: classicShoe(['TS', '9D'], ['9H', '8C']) });
    before.port.open.mockImplementationOnce(reached ? answerNeverSeen(before.real.open) : never);
    before.actor.send({ type: 'bet.place', amount: 1000 });
    before.actor.send({ type: 'round.deal' });
    const saved = await saveInFlight(before.actor, 'opening');
    expect(bank.balance()).toBe(reached ? 99_000 : 100_000);

    const after = await openBlackjack({ bank, snapshot: saved });
    expect(after.actor.getSnapshot().value).toBe('dealing');
    expect(after.port.resume).not.toHaveBeenCalled();
    expect(after.port.open.mock.calls.map(([r]) => r.requestId)).toEqual([callOf(saved)?.requestId]);
    expect(after.actor.getSnapshot().context.balance).toBe(99_000);
    expect(bank.balance()).toBe(99_000);
    expect(shown(after.actor).value).toBe('playerTurn');
    after.actor.send({ type: 'player.stand' });
    await settled(after.actor);
    shown(after.actor);
    expect(after.actor.getSnapshot().context.balance).toBe(101_000);
    expect(bank.balance()).toBe(101_000);
    expect(reconciled(bank)).toBe(true);
  });

  it('blackjack double: the restored table takes the extra stake once, with the same request id', async () => {
    const bank = openBank();
    const before = await openBlackjack({ bank, shoe: classicShoe(['6S', '5D'], ['9H', '8C'], 'TS') });
    await deal(before.actor, { amount: 1000 });
    shown(before.actor);
    before.port.act.mockImplementationOnce(reached ? answerNeverSeen(before.real.act) : never);
    before.actor.send({ type: 'player.double' });
    const saved = await saveInFlight(before.actor, 'acting');
    expect(bank.balance()).toBe(reached ? 98_000 + 4_000 : 99_000);

    const after = await openBlackjack({ bank, snapshot: saved });
    expect(after.actor.getSnapshot().value).toBe('resolving');
    expect(after.port.act.mock.calls.map(([r]) => [r.requestId, r.decision])).toEqual([
      [callOf(saved)?.requestId, 'double'],
    ]);
    expect(after.actor.getSnapshot().context.round?.view.seats[0]?.hands[0]).toMatchObject({
      cards: ['6S', '5D', 'TS'],
      bet: 2000,
      outcome: 'win',
    });
    shown(after.actor);
    expect(after.actor.getSnapshot().context.balance).toBe(102_000);
    expect(bank.balance()).toBe(102_000);
    expect(reconciled(bank)).toBe(true);
  });
});

describe('two tabs restore the same call at once', () => {
  it('both show the one spin, and the stake is taken once', async () => {
    const bank = openBank(1_000);
    const before = await openRoulette({ bank, rng: landing(8) });
    before.port.open.mockImplementationOnce(never);
    before.actor.send({ type: 'bet.place', bet: 'even', amount: 200 });
    before.actor.send({ type: 'spin.start' });
    const saved = await saveInFlight(before.actor, 'opening');

    const [one, two] = await Promise.all([
      openRoulette({ bank, rng: landing(8), snapshot: saved, callerId: 'ignored' }),
      openRoulette({ bank, rng: landing(9), snapshot: stored(saved), callerId: 'ignored' }),
    ]);
    for (const tab of [one, two]) {
      expect(tab.actor.getSnapshot().value).toBe('spinning');
      expect(tab.actor.getSnapshot().context.round?.roundId).toBe('roulette-1');
      expect(tab.actor.getSnapshot().context.round?.view.spin.number).toBe(8);
    }
    expect(bank.balance()).toBe(1_200);
    expect(reconciled(bank)).toBe(true);
  });
});
