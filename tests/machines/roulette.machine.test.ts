import { describe, expect, it } from 'vitest';
import { spinWheel } from '../../src/engine/roulette/wheel';
import { SeededRng } from '../../src/engine/shared/rng';
import type { RouletteActor, RouletteEvent, RouletteSnapshot } from '../../src/machines/roulette.machine';
import { RoundRefused } from '../../src/machines/round-port';
import { answerLost, landing, openBank, reconciled, settled, stored } from './support';
import { openRoulette, slipTotalOf as total } from './tables';

async function press(actor: RouletteActor, event: RouletteEvent | RouletteEvent['type']) {
  actor.send(typeof event === 'string' ? ({ type: event } as RouletteEvent) : event);
  return settled(actor);
}

/** Shows the stage on show. */
function shown(actor: RouletteActor) {
  actor.send({ type: 'anim.done' });
  return actor.getSnapshot();
}

/** The wheel, the result and the payout shown: back to betting. */
function finish(actor: RouletteActor) {
  for (let i = 0; i < 3; i++) actor.send({ type: 'anim.done' });
  return actor.getSnapshot();
}

const bets = (s: RouletteSnapshot) => s.context.slip.actions.flat().map((p) => [p.bet, p.amount]);

describe('a round', () => {
  it('bets, no more bets, the ball, settlement, payout, and back to betting', async () => {
    const { actor, bank, port } = await openRoulette({ rng: landing(17) });
    expect(actor.getSnapshot().value).toBe('betting');
    actor.send({ type: 'chip.select', value: 100 });
    actor.send({ type: 'bet.place', bet: 'split:17-20' });
    actor.send({ type: 'bet.place', bet: 'voisins', amount: 900 });
    expect(total(actor)).toBe(1000);

    let s = await press(actor, 'spin.start');
    expect(s.value).toBe('spinning');
    expect(port.open.mock.calls[0]?.[0]).toEqual({
      requestId: 'test-1',
      bets: [
        { bet: 'split:17-20', amount: 100 },
        { bet: 'voisins', amount: 900 },
      ],
    });
    expect(s.context.balance).toBe(9_000);
    expect(bank.balance()).toBe(10_800); // settled by the port; shown once the payout is
    const spin = { number: 17, pocket: 8, colour: 'black' };
    expect(s.context.round?.view.spin).toEqual(spin);
    expect(s.context.stage.events).toEqual([{ type: 'wheel.spin', spin }]);
    // The number joins the statistics when the ball has landed, not before.
    expect(s.context.stats.recent).toEqual([]);
    // No more bets while the wheel turns.
    expect(s.can({ type: 'bet.place', bet: 'red' })).toBe(false);
    actor.send({ type: 'bet.place', bet: 'red', amount: 100 });
    expect(total(actor)).toBe(1000);

    s = shown(actor);
    expect(s.value).toBe('result');
    expect(s.context.round?.view.settlement).toMatchObject({ staked: 1000, returned: 1800 });
    expect(s.context.stage.events[0]).toEqual({ type: 'ball.landed', spin });
    expect(s.context.stage.events).toContainEqual({
      type: 'stake.won',
      position: 'split:17-20',
      amount: 100,
      returned: 1800,
    });
    // Voisins lays its nine chips on seven positions; 17 is on none of them.
    expect(s.context.stage.events.filter((e) => e.type === 'stake.lost')).toHaveLength(7);
    expect(s.context.balance).toBe(9_000);
    expect(s.context.stats.recent).toEqual([17]);

    s = shown(actor);
    expect(s.value).toBe('payout');
    expect(s.context.balance).toBe(10_800);
    expect(s.context.stage.events).toEqual([{ type: 'win.paid', returned: 1800, balance: 10_800 }]);

    s = shown(actor);
    expect(s.value).toBe('betting');
    expect(total(actor)).toBe(0);
    expect(s.context.lastBets.map((p) => [p.bet, p.amount])).toEqual([
      ['split:17-20', 100],
      ['voisins', 900],
    ]);
    expect(s.context.balance).toBe(10_800);
    expect(reconciled(bank)).toBe(true);
  });

  it('waits for anim.done in every stage the table must show, a losing round included', async () => {
    const { actor, bank } = await openRoulette({ balance: 1_000, rng: landing(5) });
    actor.send({ type: 'bet.place', bet: 'black', amount: 100 });
    await press(actor, 'spin.start');
    for (const event of [
      { type: 'bet.place', bet: 'red', amount: 100 },
      { type: 'spin.start' },
      { type: 'bet.undo' },
      { type: 'round.retry' },
    ] as RouletteEvent[]) {
      expect((await press(actor, event)).value).toBe('spinning');
    }
    expect(shown(actor).value).toBe('result');
    actor.send({ type: 'bet.undo' });
    expect(actor.getSnapshot().value).toBe('result');
    const payout = shown(actor);
    // A losing round pays nothing, but the table still gets its moment.
    expect(payout.value).toBe('payout');
    expect(payout.context.stage.events).toEqual([{ type: 'win.paid', returned: 0, balance: 900 }]);
    expect(shown(actor).value).toBe('betting');
    expect(bank.balance()).toBe(900);
  });

  it('spins the RNG its port was given', async () => {
    const { actor } = await openRoulette({ balance: 1_000, rng: new SeededRng('machine-seed') });
    actor.send({ type: 'bet.place', bet: 'red', amount: 10 });
    const s = await press(actor, 'spin.start');
    expect(s.context.round?.view.spin.number).toBe(spinWheel(new SeededRng('machine-seed')).number);
  });

  it('numbers each round for the bank, and each request for the table', async () => {
    const { actor, port } = await openRoulette({ rng: landing(4, 9) });
    for (const round of ['roulette-1', 'roulette-2']) {
      actor.send({ type: 'bet.place', bet: 'corner:1-2-4-5', amount: 20 });
      expect((await press(actor, 'spin.start')).context.round?.roundId).toBe(round);
      finish(actor);
    }
    expect(port.open.mock.calls.map(([r]) => r.requestId)).toEqual(['test-1', 'test-2']);
    expect(actor.getSnapshot().context.stats.recent).toEqual([9, 4]);
  });

  it('shows the statistics it opens with, newest first, within the table’s window', async () => {
    const recent = Array.from({ length: 100 }, (_, i) => i % 37);
    const { actor } = await openRoulette({ rng: landing(32), stats: { recent } });
    actor.send({ type: 'bet.place', bet: 'red', amount: 10 });
    await press(actor, 'spin.start');
    const after = finish(actor).context.stats.recent;
    expect(after).toHaveLength(100);
    expect(after.slice(0, 3)).toEqual([32, 0, 1]);
  });
});

describe('betting, and its notices as codes', () => {
  it('refuses illegal positions, indivisible announced bets, unknown chips and more than the balance', async () => {
    const { actor, port } = await openRoulette({ balance: 5_000, rng: landing(0) });
    const notice = () => actor.getSnapshot().context.notice;
    actor.send({ type: 'bet.place', bet: 'split:1-5', amount: 100 });
    expect(notice()).toEqual({ code: 'bet.unknown', bet: 'split:1-5' });
    actor.send({ type: 'bet.place', bet: 'voisins', amount: 100 });
    expect(notice()).toEqual({ code: 'bet.indivisible', bet: 'voisins', amount: 100, chips: 9 });
    actor.send({ type: 'bet.place', bet: 'straight:3', amount: 4_000 });
    expect(notice()).toBeNull();
    actor.send({ type: 'bet.place', bet: 'basket:0-1-2-3', amount: 2_000 });
    expect(notice()).toEqual({ code: 'bet.overBalance', total: 6_000, balance: 5_000 });
    actor.send({ type: 'bet.place', bet: 'straight:3', amount: 1_000 });
    expect(notice()).toBeNull();
    actor.send({ type: 'bet.place', bet: 'straight:3', amount: 10 });
    expect(notice()).toEqual({ code: 'bet.overBalance', total: 5_010, balance: 5_000 });
    actor.send({ type: 'chip.select', value: 7 });
    expect(notice()).toEqual({ code: 'chip.unknown', value: 7 });
    expect(actor.getSnapshot().context.chip).toBe(10);
    actor.send({ type: 'bet.place', bet: 'red', amount: 0 });
    expect(notice()).toEqual({ code: 'bet.badAmount', bet: 'red', amount: 0 });
    actor.send({ type: 'bet.place', bet: 'straight:7', amount: 5 });
    expect(notice()).toEqual({ code: 'bet.belowMin', position: 'straight:7', amount: 5, min: 10 });
    expect(total(actor)).toBe(5_000);
    expect(port.open).not.toHaveBeenCalled();
  });

  it('does not spin without a bet, and says why', async () => {
    const { actor, port } = await openRoulette({ balance: 5_000 });
    expect(actor.getSnapshot().can({ type: 'spin.start' })).toBe(true); // SPIN answers with a reason
    const s = await press(actor, 'spin.start');
    expect(s.value).toBe('betting');
    expect(s.context.notice).toEqual({ code: 'bet.none' });
    expect(port.open).not.toHaveBeenCalled();
  });

  it('places one chip of the selected value, or one per piece of an announced bet', async () => {
    const { actor } = await openRoulette({ balance: 100_000 });
    actor.send({ type: 'chip.select', value: 50 });
    for (const bet of ['straight:0', 'orphelins', 'neighbours:26', 'neighbours:26:4', 'neighbours:26:1']) {
      actor.send({ type: 'bet.place', bet });
    }
    expect(bets(actor.getSnapshot())).toEqual([
      ['straight:0', 50],
      ['orphelins', 250],
      ['neighbours:26', 250],
      ['neighbours:26:4', 450],
      ['neighbours:26:1', 150],
    ]);
    // A bad neighbour count is refused with the engine's problem, the layout unchanged.
    actor.send({ type: 'bet.place', bet: 'neighbours:26:10' });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'bet.unknown', bet: 'neighbours:26:10' });
    expect(actor.getSnapshot().context.slip.actions).toHaveLength(5);
  });

  it('undoes one action, clears, doubles and rebets, each only when it makes sense', async () => {
    const { actor, bank } = await openRoulette({ balance: 100_000, rng: landing(36) });
    const can = (type: 'bet.undo' | 'bet.clear' | 'bet.double') => actor.getSnapshot().can({ type });
    expect([can('bet.undo'), can('bet.clear'), can('bet.double')]).toEqual([false, false, false]);
    actor.send({ type: 'bet.rebet' });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'bet.noPrevious' });
    actor.send({ type: 'bet.place', bet: 'red', amount: 100 });
    actor.send({ type: 'bet.place', bet: 'tiers', amount: 60 });
    actor.send({ type: 'bet.double' });
    expect(total(actor)).toBe(320);
    actor.send({ type: 'bet.undo' });
    expect(total(actor)).toBe(160);
    actor.send({ type: 'bet.undo' });
    expect(total(actor)).toBe(100);
    actor.send({ type: 'bet.place', bet: 'straight:36', amount: 6_000 });
    actor.send({ type: 'bet.double' });
    expect(actor.getSnapshot().context.notice).toEqual({
      code: 'bet.overMax',
      position: 'straight:36',
      kind: 'straight',
      amount: 12_000,
      max: 10_000,
    });
    expect(total(actor)).toBe(6_100);
    actor.send({ type: 'bet.clear' });
    expect(total(actor)).toBe(0);
    actor.send({ type: 'bet.place', bet: 'straight:36', amount: 100 });
    actor.send({ type: 'bet.place', bet: 'jeu-zero', amount: 40 });
    await press(actor, 'spin.start');
    finish(actor);
    expect(bank.balance()).toBe(100_000 - 140 + 3_600);
    actor.send({ type: 'bet.rebet' });
    expect(bets(actor.getSnapshot())).toEqual([
      ['straight:36', 100],
      ['jeu-zero', 40],
    ]);
    actor.send({ type: 'bet.undo' });
    expect(total(actor)).toBe(0);
  });

  it('a rebuy between rounds shows the new balance', async () => {
    const { actor, bank } = await openRoulette({ balance: 100, rng: landing(0) });
    actor.send({ type: 'bet.place', bet: 'red', amount: 100 });
    await press(actor, 'spin.start');
    expect(finish(actor).context.balance).toBe(0);
    expect(bank.rebuy()).toMatchObject({ ok: true, balance: 100 });
    actor.send({ type: 'wallet.balance', balance: bank.balance() });
    actor.send({ type: 'bet.rebet' });
    expect(total(actor)).toBe(100);
  });
});

describe('the round port', () => {
  it('a refused spin goes back to betting with the notice and the bets in place', async () => {
    const { actor, bank, port } = await openRoulette({ balance: 1_000, rng: landing(1) });
    port.open.mockRejectedValueOnce(new RoundRefused({ code: 'round.insufficientFunds' }));
    actor.send({ type: 'bet.place', bet: 'odd', amount: 100 });
    const s = await press(actor, 'spin.start');
    expect(s.value).toBe('betting');
    expect(s.context.notice).toEqual({ code: 'round.insufficientFunds' });
    expect(s.context.round).toBeNull();
    expect(s.context.call).toBeNull();
    expect(total(actor)).toBe(100);
    expect(bank.balance()).toBe(1_000);
  });

  it('the bank refuses what it cannot cover, whatever balance the table shows', async () => {
    const { actor, bank } = await openRoulette({ balance: 100 });
    actor.send({ type: 'wallet.balance', balance: 5_000 });
    actor.send({ type: 'bet.place', bet: 'odd', amount: 500 });
    const s = await press(actor, 'spin.start');
    expect(s.value).toBe('betting');
    expect(s.context.notice).toEqual({ code: 'bet.overBalance', total: 500, balance: 100 });
    expect(bank.balance()).toBe(100);
  });

  it('a spin whose outcome is unknown waits in failed; TRY AGAIN repeats the same request', async () => {
    const { actor, bank, port } = await openRoulette({ balance: 1_000, rng: landing(2) });
    port.open.mockRejectedValueOnce(new Error('timeout'));
    actor.send({ type: 'bet.place', bet: 'even', amount: 100 });
    const failed = await press(actor, 'spin.start');
    expect(failed.value).toBe('failed');
    expect(failed.context.notice).toEqual({ code: 'round.unavailable' });
    for (const type of ['bet.clear', 'spin.start', 'anim.done'] as const) {
      expect((await press(actor, type)).value).toBe('failed');
    }
    const spinning = await press(actor, 'round.retry');
    expect(spinning.value).toBe('spinning');
    expect(port.open.mock.calls.map(([r]) => r.requestId)).toEqual(['test-1', 'test-1']);
    expect(finish(actor).context.balance).toBe(1_100);
    expect(bank.balance()).toBe(1_100);
    expect(reconciled(bank)).toBe(true);
  });

  it('a spin whose answer was lost after the bank settled it: the retry gets that spin, paid once', async () => {
    const { actor, bank, port, real } = await openRoulette({ balance: 1_000, rng: landing(2, 3) });
    port.open.mockImplementationOnce(answerLost(real.open));
    actor.send({ type: 'bet.place', bet: 'even', amount: 100 });
    expect((await press(actor, 'spin.start')).value).toBe('failed');
    expect(bank.balance()).toBe(1_100);
    const spinning = await press(actor, 'round.retry');
    expect(spinning.context.round?.view.spin.number).toBe(2);
    expect(finish(actor).context.balance).toBe(1_100);
    expect(bank.balance()).toBe(1_100);
    expect(reconciled(bank)).toBe(true);
  });
});

describe('persistence', () => {
  it('the persisted snapshot is plain JSON in every phase', async () => {
    const { actor, port, real } = await openRoulette({ rng: landing(0) });
    const seen: unknown[] = [];
    actor.subscribe(() => seen.push(actor.getPersistedSnapshot()));
    actor.send({ type: 'bet.place', bet: 'jeu-zero', amount: 400 });
    port.open.mockImplementationOnce(answerLost(real.open));
    await press(actor, 'spin.start');
    await press(actor, 'round.retry');
    finish(actor);
    const phases = new Set(seen.map((s) => (s as RouletteSnapshot).value));
    expect(phases).toEqual(new Set(['betting', 'opening', 'failed', 'spinning', 'result', 'payout']));
    for (const snapshot of seen) expect(stored(snapshot)).toEqual(snapshot);
  });

  it('restores a snapshot saved mid-spin: the same result, paid once', async () => {
    const bank = openBank(10_000);
    const first = await openRoulette({ bank, rng: landing(0) });
    first.actor.send({ type: 'bet.place', bet: 'jeu-zero', amount: 400 });
    first.actor.send({ type: 'bet.place', bet: 'straight:0', amount: 100 });
    await press(first.actor, 'spin.start');
    const saved = stored(first.actor.getPersistedSnapshot());
    first.actor.stop();

    // The page reloads: a new table from the saved JSON, with a port whose wheel would land elsewhere.
    const { actor, port } = await openRoulette({ bank, rng: landing(33), snapshot: saved });
    expect(actor.getSnapshot().value).toBe('spinning');
    expect(actor.getSnapshot().context.round?.view.spin.number).toBe(0);
    expect(actor.getSnapshot().context.balance).toBe(9_500);
    expect(shown(actor).context.round?.view.settlement).toMatchObject({ staked: 500, returned: 1_800 + 3_600 });
    expect(shown(actor).context.balance).toBe(9_500 + 5_400);
    expect(shown(actor).context.stats.recent).toEqual([0]);
    expect(port.open).not.toHaveBeenCalled();
    expect(bank.balance()).toBe(14_900);
    expect(reconciled(bank)).toBe(true);
  });

  it('restores the betting layout, then plays on with the new port', async () => {
    const bank = openBank(2_000);
    const first = await openRoulette({ bank, rng: landing(9) });
    first.actor.send({ type: 'bet.place', bet: 'neighbours:9', amount: 50 });
    first.actor.send({ type: 'bet.place', bet: 'dozen:1', amount: 30 });
    const saved = stored(first.actor.getPersistedSnapshot());
    first.actor.stop();
    const { actor } = await openRoulette({ bank, rng: landing(31), snapshot: saved });
    expect(total(actor)).toBe(80);
    actor.send({ type: 'bet.undo' });
    expect(total(actor)).toBe(50);
    const spinning = await press(actor, 'spin.start');
    // neighbours:9 is 14-31-9-22-18 at 10 a chip: the straight on 31 pays 35:1.
    expect(spinning.context.round?.view.spin.number).toBe(31);
    expect(shown(actor).context.round?.view.settlement.returned).toBe(360);
    expect(bank.balance()).toBe(2_000 - 50 + 360);
  });
});
