import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { rouletteTable } from '../../src/engine/roulette/rules';
import { pocketOf, spinWheel } from '../../src/engine/roulette/wheel';
import type { Minor } from '../../src/engine/shared/money';
import { type Rng, SeededRng } from '../../src/engine/shared/rng';
import { createMemoryWallet, type WalletPort } from '../../src/machines/ports';
import {
  persistRoulette,
  type RouletteActor,
  resumeRoulette,
  rouletteMachine,
} from '../../src/machines/roulette.machine';

const table = rouletteTable('roulette-european');

/** An RNG whose every spin lands on the given numbers in turn. */
function forced(...numbers: number[]): Rng {
  let i = 0;
  return {
    uint32: () => 0,
    int: () => pocketOf(numbers[i++ % numbers.length] as number),
  };
}

function start(wallet: WalletPort, rng: Rng): RouletteActor {
  return createActor(rouletteMachine, { input: { table, wallet, rng } }).start();
}

const total = (actor: RouletteActor) =>
  actor
    .getSnapshot()
    .context.slip.actions.flat()
    .reduce((s, p) => s + p.amount, 0);

async function spinTo(actor: RouletteActor, state: 'turning' = 'turning') {
  actor.send({ type: 'spin.start' });
  await waitFor(actor, (s) => s.matches({ spinning: state }) || s.matches('betting'));
}

describe('roulette statechart', () => {
  it('plays a round: bets, no more bets, the ball, settlement, payout, and back to betting', async () => {
    const wallet = createMemoryWallet(10_000);
    const actor = start(wallet, forced(17));
    expect(actor.getSnapshot().matches('betting')).toBe(true);
    actor.send({ type: 'chip.select', value: 100 });
    actor.send({ type: 'bet.place', bet: 'split:17-20' });
    actor.send({ type: 'bet.place', bet: 'voisins', amount: 900 });
    expect(total(actor)).toBe(1000);
    expect(actor.getSnapshot().context.events).toMatchObject([
      { type: 'chips.placed', placements: [{ bet: 'voisins' }] },
    ]);

    await spinTo(actor);
    let s = actor.getSnapshot();
    expect(s.matches({ spinning: 'turning' })).toBe(true);
    expect(wallet.balance()).toBe(9_000);
    expect(s.context.balance).toBe(9_000);
    expect(s.context.spin).toEqual({ number: 17, pocket: 8, colour: 'black' });
    expect(s.context.events).toEqual([{ type: 'wheel.spin', spin: s.context.spin }]);
    // No more bets while the wheel turns.
    expect(s.can({ type: 'bet.place', bet: 'red' })).toBe(false);
    actor.send({ type: 'bet.place', bet: 'red' });
    expect(total(actor)).toBe(1000);

    actor.send({ type: 'anim.done' });
    s = actor.getSnapshot();
    expect(s.matches('result')).toBe(true);
    expect(s.context.settlement).toMatchObject({ staked: 1000, returned: 1800 });
    expect(s.context.events[0]).toMatchObject({ type: 'ball.landed' });
    expect(s.context.events).toContainEqual({
      type: 'stake.won',
      position: 'split:17-20',
      amount: 100,
      returned: 1800,
    });
    expect(wallet.balance()).toBe(9_000);

    actor.send({ type: 'anim.done' });
    await waitFor(actor, (x) => x.matches({ payout: 'paid' }));
    s = actor.getSnapshot();
    expect(wallet.balance()).toBe(10_800);
    expect(s.context.events).toEqual([{ type: 'win.paid', returned: 1800, balance: 10_800 }]);

    actor.send({ type: 'anim.done' });
    s = actor.getSnapshot();
    expect(s.matches('betting')).toBe(true);
    expect(total(actor)).toBe(0);
    expect(s.context.stats.recent).toEqual([17]);
    expect(s.context.balance).toBe(10_800);
  });

  it('waits for anim.done in every phase that the table must show', async () => {
    const wallet = createMemoryWallet(1_000);
    const actor = start(wallet, forced(5));
    actor.send({ type: 'bet.place', bet: 'black', amount: 100 });
    await spinTo(actor);
    actor.send({ type: 'bet.place', bet: 'red', amount: 100 });
    actor.send({ type: 'spin.start' });
    expect(actor.getSnapshot().matches({ spinning: 'turning' })).toBe(true);
    actor.send({ type: 'anim.done' });
    expect(actor.getSnapshot().matches('result')).toBe(true);
    actor.send({ type: 'bet.undo' });
    expect(actor.getSnapshot().matches('result')).toBe(true);
    actor.send({ type: 'anim.done' });
    // A losing round has nothing to credit, but the table still gets its moment.
    expect(actor.getSnapshot().matches({ payout: 'paid' })).toBe(true);
    expect(actor.getSnapshot().context.events).toEqual([{ type: 'win.paid', returned: 0, balance: 900 }]);
    actor.send({ type: 'anim.done' });
    expect(actor.getSnapshot().matches('betting')).toBe(true);
    expect(wallet.balance()).toBe(900);
  });

  it('refuses illegal positions, limits, unknown chips and more than the balance, with a notice', () => {
    const actor = start(createMemoryWallet(5_000), forced(0));
    actor.send({ type: 'bet.place', bet: 'split:1-5', amount: 100 });
    expect(actor.getSnapshot().context.notice).toMatch(/"split:1-5" is not a legal split/);
    actor.send({ type: 'bet.place', bet: 'voisins', amount: 100 });
    expect(actor.getSnapshot().context.notice).toMatch(/voisins is 9 chips: 100 does not divide evenly/);
    actor.send({ type: 'bet.place', bet: 'straight:3', amount: 4_000 });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'bet.place', bet: 'basket:0-1-2-3', amount: 2_000 });
    expect(actor.getSnapshot().context.notice).toBe('the bets would total 6000, more than the balance of 5000');
    actor.send({ type: 'bet.place', bet: 'straight:3', amount: 1_000 });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'bet.place', bet: 'straight:3', amount: 10 });
    expect(actor.getSnapshot().context.notice).toBe('the bets would total 5010, more than the balance of 5000');
    actor.send({ type: 'chip.select', value: 7 });
    expect(actor.getSnapshot().context.notice).toMatch(/there is no 7 chip/);
    expect(actor.getSnapshot().context.events).toEqual([]);
    expect(total(actor)).toBe(5_000);
  });

  it('does not spin without a bet, and explains why', () => {
    const actor = start(createMemoryWallet(5_000), forced(0));
    expect(actor.getSnapshot().can({ type: 'spin.start' })).toBe(true); // SPIN answers with a reason
    actor.send({ type: 'spin.start' });
    expect(actor.getSnapshot().matches('betting')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('place a bet before spinning');
  });

  it('places one chip of the selected value, or one per piece of an announced bet', () => {
    const actor = start(createMemoryWallet(100_000), forced(0));
    actor.send({ type: 'chip.select', value: 50 });
    actor.send({ type: 'bet.place', bet: 'straight:0' });
    actor.send({ type: 'bet.place', bet: 'orphelins' });
    actor.send({ type: 'bet.place', bet: 'neighbours:26' });
    actor.send({ type: 'bet.place', bet: 'neighbours:26:4' });
    actor.send({ type: 'bet.place', bet: 'neighbours:26:1' });
    const placements = actor.getSnapshot().context.slip.actions.flat();
    expect(placements.map((p) => [p.bet, p.amount])).toEqual([
      ['straight:0', 50],
      ['orphelins', 250],
      ['neighbours:26', 250],
      ['neighbours:26:4', 450],
      ['neighbours:26:1', 150],
    ]);
    // a bad neighbour count is refused with the engine's reason, the slip unchanged
    actor.send({ type: 'bet.place', bet: 'neighbours:26:10' });
    expect(actor.getSnapshot().context.notice).toMatch(/bad neighbour count "10"/);
    expect(actor.getSnapshot().context.slip.actions).toHaveLength(5);
  });

  it('undoes one action, clears, doubles and rebets, each only when it makes sense', async () => {
    const wallet = createMemoryWallet(100_000);
    const actor = start(wallet, forced(36));
    const can = (type: 'bet.undo' | 'bet.clear' | 'bet.rebet' | 'bet.double') => actor.getSnapshot().can({ type });
    expect([can('bet.undo'), can('bet.clear'), can('bet.rebet'), can('bet.double')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    actor.send({ type: 'bet.place', bet: 'red', amount: 100 });
    actor.send({ type: 'bet.place', bet: 'tiers', amount: 60 });
    actor.send({ type: 'bet.double' });
    expect(total(actor)).toBe(320);
    actor.send({ type: 'bet.undo' });
    expect(total(actor)).toBe(160);
    expect(actor.getSnapshot().context.events).toMatchObject([{ type: 'chips.removed' }]);
    actor.send({ type: 'bet.undo' });
    expect(total(actor)).toBe(100);
    actor.send({ type: 'bet.place', bet: 'straight:36', amount: 6_000 });
    actor.send({ type: 'bet.double' });
    expect(actor.getSnapshot().context.notice).toBe('straight:36: 12000 is over the maximum of 10000 on a straight');
    expect(total(actor)).toBe(6_100);
    actor.send({ type: 'bet.clear' });
    expect(total(actor)).toBe(0);
    actor.send({ type: 'bet.place', bet: 'straight:36', amount: 100 });
    actor.send({ type: 'bet.place', bet: 'jeu-zero', amount: 40 });
    await spinTo(actor);
    actor.send({ type: 'anim.done' });
    actor.send({ type: 'anim.done' });
    await waitFor(actor, (s) => s.matches({ payout: 'paid' }));
    actor.send({ type: 'anim.done' });
    expect(wallet.balance()).toBe(100_000 - 140 + 3_600);
    expect(can('bet.rebet')).toBe(true);
    actor.send({ type: 'bet.rebet' });
    expect(
      actor
        .getSnapshot()
        .context.slip.actions.flat()
        .map((p) => p.bet),
    ).toEqual(['straight:36', 'jeu-zero']);
    actor.send({ type: 'bet.undo' });
    expect(total(actor)).toBe(0);
  });

  it('spins the seeded RNG it was given', async () => {
    const actor = start(createMemoryWallet(1_000), new SeededRng('machine-seed'));
    const expected = [spinWheel(new SeededRng('machine-seed')).number];
    actor.send({ type: 'bet.place', bet: 'red', amount: 10 });
    await spinTo(actor);
    expect([actor.getSnapshot().context.spin?.number]).toEqual(expected);
  });

  it('keeps the bets and explains when the wallet refuses the stake', async () => {
    const wallet = createMemoryWallet(1_000);
    const machine = rouletteMachine.provide({
      actors: {
        debit: fromPromise<Minor, { wallet: WalletPort; amount: Minor; roundId: string }>(async () => {
          throw new Error('wallet offline');
        }),
      },
    });
    const actor = createActor(machine, { input: { table, wallet, rng: forced(1) } }).start();
    actor.send({ type: 'bet.place', bet: 'odd', amount: 100 });
    actor.send({ type: 'spin.start' });
    await waitFor(actor, (s) => s.context.notice !== null);
    const s = actor.getSnapshot();
    expect(s.matches('betting')).toBe(true);
    expect(s.context.notice).toBe('the stake could not be taken: wallet offline');
    expect(total(actor)).toBe(100);
    expect(wallet.balance()).toBe(1_000);
  });

  it('holds a win whose credit failed until round.retry pays it', async () => {
    const wallet = createMemoryWallet(1_000);
    let failures = 1;
    const machine = rouletteMachine.provide({
      actors: {
        credit: fromPromise<Minor, { wallet: WalletPort; amount: Minor; roundId: string }>(async ({ input }) => {
          if (failures-- > 0) throw new Error('timeout');
          return input.wallet.credit(input.amount, input.roundId);
        }),
      },
    });
    const actor = createActor(machine, { input: { table, wallet, rng: forced(2) } }).start();
    actor.send({ type: 'bet.place', bet: 'even', amount: 100 });
    await spinTo(actor);
    actor.send({ type: 'anim.done' });
    actor.send({ type: 'anim.done' });
    await waitFor(actor, (s) => s.matches({ payout: 'failed' }));
    expect(actor.getSnapshot().context.notice).toBe('the win could not be paid yet: timeout');
    expect(wallet.balance()).toBe(900);
    actor.send({ type: 'round.retry' });
    await waitFor(actor, (s) => s.matches({ payout: 'paid' }));
    expect(wallet.balance()).toBe(1_100);
  });

  it('resumes a round from a persisted snapshot mid-spin, with the same result and one debit', async () => {
    const wallet = createMemoryWallet(10_000);
    const first = start(wallet, forced(0));
    first.send({ type: 'bet.place', bet: 'jeu-zero', amount: 400 });
    first.send({ type: 'bet.place', bet: 'straight:0', amount: 100 });
    await spinTo(first);
    const saved = JSON.parse(JSON.stringify(persistRoulette(first)));
    first.stop();
    expect(wallet.balance()).toBe(9_500);

    // The page reloads: a new actor from the saved JSON, with the wallet and an RNG put back.
    const rng = forced(33);
    const resumed = createActor(rouletteMachine, {
      snapshot: resumeRoulette(saved, { wallet, rng }),
      input: { table, wallet, rng },
    }).start();
    expect(resumed.getSnapshot().matches({ spinning: 'turning' })).toBe(true);
    expect(resumed.getSnapshot().context.spin?.number).toBe(0);
    resumed.send({ type: 'anim.done' });
    expect(resumed.getSnapshot().context.settlement).toMatchObject({ staked: 500, returned: 1_800 + 3_600 });
    resumed.send({ type: 'anim.done' });
    await waitFor(resumed, (s) => s.matches({ payout: 'paid' }));
    expect(wallet.balance()).toBe(9_500 + 5_400);
    resumed.send({ type: 'anim.done' });
    expect(resumed.getSnapshot().context.stats.recent).toEqual([0]);
  });

  it('resumes the betting layout, then plays on with the new RNG', async () => {
    const wallet = createMemoryWallet(2_000);
    const first = start(wallet, forced(9));
    first.send({ type: 'bet.place', bet: 'neighbours:9', amount: 50 });
    first.send({ type: 'bet.place', bet: 'dozen:1', amount: 30 });
    const saved = JSON.parse(JSON.stringify(persistRoulette(first)));
    first.stop();
    const rng = forced(31);
    const resumed = createActor(rouletteMachine, {
      snapshot: resumeRoulette(saved, { wallet, rng }),
      input: { table, wallet, rng },
    }).start();
    expect(total(resumed)).toBe(80);
    resumed.send({ type: 'bet.undo' });
    expect(total(resumed)).toBe(50);
    await spinTo(resumed);
    // neighbours:9 is 14-31-9-22-18 at 10 a chip: the straight on 31 pays 35:1.
    expect(resumed.getSnapshot().context.spin?.number).toBe(31);
    resumed.send({ type: 'anim.done' });
    expect(resumed.getSnapshot().context.settlement?.returned).toBe(360);
  });

  it('debits and credits under one round id that continues the table numbering', async () => {
    const calls: string[] = [];
    const inner = createMemoryWallet(1_000);
    const wallet: WalletPort = {
      balance: inner.balance,
      debit(amount, id) {
        calls.push(`debit ${amount} ${id}`);
        return inner.debit(amount, id);
      },
      credit(amount, id) {
        calls.push(`credit ${amount} ${id}`);
        return inner.credit(amount, id);
      },
    };
    const actor = createActor(rouletteMachine, { input: { table, wallet, rng: forced(4), round: 41 } }).start();
    actor.send({ type: 'bet.place', bet: 'corner:1-2-4-5', amount: 20 });
    await spinTo(actor);
    actor.send({ type: 'anim.done' });
    actor.send({ type: 'anim.done' });
    await waitFor(actor, (s) => s.matches({ payout: 'paid' }));
    expect(calls).toEqual(['debit 20 roulette-european-42', 'credit 180 roulette-european-42']);
  });
});
