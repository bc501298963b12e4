/**
 * A page reloaded while a wallet call is still waiting: XState starts the call again on resume
 * with its saved input, so the live wallet must be put back there too, or the stake is lost.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { rouletteTable } from '../../src/engine/roulette/rules';
import { pocketOf } from '../../src/engine/roulette/wheel';
import type { Rng } from '../../src/engine/shared/rng';
import { createMemoryWallet, type WalletPort } from '../../src/machines/ports';
import { persistRoulette, resumeRoulette, rouletteMachine } from '../../src/machines/roulette.machine';

const table = rouletteTable('roulette-european');
const lands = (n: number): Rng => ({ uint32: () => 0, int: () => pocketOf(n) });

/** A wallet whose debit never answers: the page goes away while it waits. */
function hangingWallet(start: number): WalletPort {
  const inner = createMemoryWallet(start);
  return { ...inner, debit: () => new Promise(() => {}) };
}

describe('resuming a round saved while the stake was being taken', () => {
  it('takes the stake once from the live wallet and plays the round on', async () => {
    const before = createActor(rouletteMachine, {
      input: { table, wallet: hangingWallet(10_000), rng: lands(17) },
    }).start();
    before.send({ type: 'chip.select', value: 100 });
    before.send({ type: 'bet.place', bet: 'straight:17' });
    before.send({ type: 'spin.start' });
    const saved = JSON.parse(JSON.stringify(persistRoulette(before)));
    before.stop();

    const wallet = createMemoryWallet(10_000);
    const rng = lands(17);
    const after = createActor(rouletteMachine, {
      snapshot: resumeRoulette(saved, { wallet, rng }),
      input: { table, wallet, rng },
    }).start();
    await waitFor(after, (s) => s.matches({ spinning: 'turning' }) || s.matches('betting'));
    expect(after.getSnapshot().matches({ spinning: 'turning' })).toBe(true);
    expect(wallet.balance()).toBe(9_900);
    after.send({ type: 'anim.done' }); // the wheel has stopped
    after.send({ type: 'anim.done' }); // the result has been shown
    await waitFor(after, (s) => s.matches({ payout: 'paid' }));
    expect(wallet.balance()).toBe(9_900 + 3_600);
  });
});
