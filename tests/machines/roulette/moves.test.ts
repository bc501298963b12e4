import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../src/machines/roulette.machine';
import { landing, settled } from '../support';
import { openRoulette } from '../tables';

describe('roulette legal moves', () => {
  it('offers in each phase exactly the moves the machine accepts', async () => {
    const { actor, bank } = await openRoulette({ balance: 1_000, rng: landing(7) });
    const moves = () => legalMoves(actor.getSnapshot());
    expect(moves()).toEqual(['chip.select', 'bet.place']);

    actor.send({ type: 'bet.place', bet: 'red', amount: 300 });
    expect(moves()).toEqual(['chip.select', 'bet.place', 'bet.undo', 'bet.clear', 'bet.double', 'spin.start']);
    actor.send({ type: 'bet.double' });
    // 600 on red: doubling again would need 1200 of a 1000 balance.
    expect(moves()).toEqual(['chip.select', 'bet.place', 'bet.undo', 'bet.clear', 'spin.start']);

    actor.send({ type: 'spin.start' });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(moves()).toEqual([]);
    await settled(actor);
    for (const stage of ['spinning', 'result', 'payout']) {
      expect(actor.getSnapshot().value).toBe(stage);
      expect(moves()).toEqual(['anim.done']);
      actor.send({ type: 'anim.done' });
    }
    // 7 is red: 1600. Rebet (600) fits; the layout is empty so there is nothing to undo.
    expect(bank.balance()).toBe(1_600);
    expect(moves()).toEqual(['chip.select', 'bet.place', 'bet.rebet']);
  });

  it('hides the layout when not one more chip fits the balance, and REBET when the balance cannot cover it', async () => {
    const { actor } = await openRoulette({ balance: 100, rng: landing(0) });
    actor.send({ type: 'bet.place', bet: 'black', amount: 100 });
    expect(legalMoves(actor.getSnapshot())).not.toContain('bet.place');
    actor.send({ type: 'spin.start' });
    await settled(actor);
    for (let i = 0; i < 3; i++) actor.send({ type: 'anim.done' });
    expect(actor.getSnapshot().value).toBe('betting');
    expect(legalMoves(actor.getSnapshot())).toEqual(['chip.select']);
  });

  it('offers only round.retry while a spin’s outcome is unknown', async () => {
    const { actor, port } = await openRoulette({ balance: 100, rng: landing(0) });
    port.open.mockRejectedValueOnce(new Error('down'));
    actor.send({ type: 'bet.place', bet: 'straight:0', amount: 10 });
    actor.send({ type: 'spin.start' });
    const failed = await settled(actor);
    expect(failed.value).toBe('failed');
    expect(legalMoves(failed)).toEqual(['round.retry']);
  });
});
