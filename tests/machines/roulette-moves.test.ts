import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { rouletteTable } from '../../src/engine/roulette/rules';
import { pocketOf } from '../../src/engine/roulette/wheel';
import type { Minor } from '../../src/engine/shared/money';
import type { Rng } from '../../src/engine/shared/rng';
import { createMemoryWallet, type WalletPort } from '../../src/machines/ports';
import { legalMoves, rouletteMachine } from '../../src/machines/roulette.machine';

const table = rouletteTable('roulette-european');
const always = (n: number): Rng => ({ uint32: () => 0, int: () => pocketOf(n) });

describe('roulette legal moves', () => {
  it('offers in each phase exactly the moves the machine accepts', async () => {
    const wallet = createMemoryWallet(1_000);
    const actor = createActor(rouletteMachine, { input: { table, wallet, rng: always(7) } }).start();
    const moves = () => legalMoves(actor.getSnapshot());
    expect(moves()).toEqual(['chip.select', 'bet.place']);

    actor.send({ type: 'bet.place', bet: 'red', amount: 300 });
    expect(moves()).toEqual(['chip.select', 'bet.place', 'bet.undo', 'bet.clear', 'bet.double', 'spin.start']);
    actor.send({ type: 'bet.double' });
    // 600 on red: doubling again would need 1200 of a 1000 balance.
    expect(moves()).toEqual(['chip.select', 'bet.place', 'bet.undo', 'bet.clear', 'spin.start']);

    actor.send({ type: 'spin.start' });
    await waitFor(actor, (s) => s.matches({ spinning: 'turning' }));
    expect(moves()).toEqual(['anim.done']);
    actor.send({ type: 'anim.done' });
    expect(moves()).toEqual(['anim.done']);
    actor.send({ type: 'anim.done' });
    await waitFor(actor, (s) => s.matches({ payout: 'paid' }));
    expect(moves()).toEqual(['anim.done']);
    actor.send({ type: 'anim.done' });
    // 7 is red: 1600. Rebet (600) fits; the layout is empty so there is nothing to undo.
    expect(wallet.balance()).toBe(1_600);
    expect(moves()).toEqual(['chip.select', 'bet.place', 'bet.rebet']);
  });

  it('hides the layout when not one more chip fits the balance, and REBET when the balance cannot cover it', async () => {
    const wallet = createMemoryWallet(100);
    const actor = createActor(rouletteMachine, { input: { table, wallet, rng: always(0) } }).start();
    actor.send({ type: 'bet.place', bet: 'black', amount: 100 });
    expect(legalMoves(actor.getSnapshot())).not.toContain('bet.place');
    actor.send({ type: 'spin.start' });
    await waitFor(actor, (s) => s.matches({ spinning: 'turning' }));
    actor.send({ type: 'anim.done' });
    actor.send({ type: 'anim.done' });
    actor.send({ type: 'anim.done' });
    expect(actor.getSnapshot().matches('betting')).toBe(true);
    expect(legalMoves(actor.getSnapshot())).toEqual(['chip.select']);
  });

  it('offers only round.retry while a win waits to be credited', async () => {
    const wallet = createMemoryWallet(100);
    const machine = rouletteMachine.provide({
      actors: {
        credit: fromPromise<Minor, { wallet: WalletPort; amount: Minor; roundId: string }>(async () => {
          throw new Error('down');
        }),
      },
    });
    const actor = createActor(machine, { input: { table, wallet, rng: always(0) } }).start();
    actor.send({ type: 'bet.place', bet: 'straight:0', amount: 10 });
    actor.send({ type: 'spin.start' });
    await waitFor(actor, (s) => s.matches({ spinning: 'turning' }));
    actor.send({ type: 'anim.done' });
    actor.send({ type: 'anim.done' });
    await waitFor(actor, (s) => s.matches({ payout: 'failed' }));
    expect(legalMoves(actor.getSnapshot())).toEqual(['round.retry']);
  });
});
