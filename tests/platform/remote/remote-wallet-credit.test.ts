/**
 * A win whose closing credit the operator's wallet has not acknowledged yet (`"credit": "pending"`):
 * the balance shown is the one before it, and the page asks the server again on a backoff until
 * the outbox has delivered it and the balance moves, then stops asking.
 */
import { describe, expect, it } from 'vitest';
import { builtInProfile } from '../../../src/platform/jurisdictions';
import { ServerApi } from '../../../src/platform/remote/api';
import { PENDING_CREDIT_CHECKS_MS, RemoteWallet, type SessionInfo } from '../../../src/platform/remote/remote-wallet';

const SESSION: SessionInfo = {
  sessionId: 's',
  currency: 'EUR',
  balance: 5000,
  open: [],
  fairness: { serverSeedHash: 'h', clientSeed: 'c', nonce: 0 },
  inactivityMinutes: 30,
  jurisdiction: { id: 'default', ...builtInProfile('default') },
  lang: 'en',
  nextRoundInMs: 0,
  balanceAgeMs: 0,
};

function walletWith(balances: number[]) {
  let asked = 0;
  const api = new ServerApi({
    base: 'https://games.example',
    fetch: async () => {
      const balance = balances[Math.min(asked, balances.length - 1)] as number;
      asked++;
      return new Response(JSON.stringify({ ...SESSION, balance }), { status: 200 });
    },
  });
  const wallet = new RemoteWallet(api, SESSION, 'real', 0);
  const timers: { run: () => void; ms: number }[] = [];
  wallet.schedule = (run, ms) => {
    timers.push({ run, ms });
    return 0 as unknown as ReturnType<typeof setTimeout>;
  };
  const tick = async () => {
    timers.shift()?.run();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { wallet, timers, tick, asked: () => asked };
}

const answer = { roundId: 'r', game: 'roulette' as const, table: 'roulette-european', status: 'settled' as const };

describe('a pending credit', () => {
  it('is followed until the balance moves, then no longer', async () => {
    const w = walletWith([4000, 4000, 6000]);
    const seen: number[] = [];
    w.wallet.onChange((c) => seen.push(c.balance));
    w.wallet.seen({ ...answer, balance: 4000, credit: 'pending' });
    expect(w.wallet.balance()).toBe(4000);
    expect(w.timers.map((t) => t.ms)).toEqual([PENDING_CREDIT_CHECKS_MS[0]]);
    await w.tick(); // still 4000: asks again later
    expect(w.timers.map((t) => t.ms)).toEqual([PENDING_CREDIT_CHECKS_MS[1]]);
    await w.tick(); // still 4000
    await w.tick(); // 6000: the credit landed
    expect(w.wallet.balance()).toBe(6000);
    expect(seen).toEqual([4000, 6000]);
    expect(w.timers).toEqual([]);
    expect(w.asked()).toBe(3);
  });

  it('is not followed when the credit was acknowledged with the answer', () => {
    const w = walletWith([6000]);
    w.wallet.seen({ ...answer, balance: 6000 });
    expect(w.timers).toEqual([]);
  });

  it('gives up asking after the last check (the balance is right whenever the session is read again)', async () => {
    const w = walletWith([4000]);
    w.wallet.seen({ ...answer, balance: 4000, credit: 'pending' });
    for (let i = 0; i < PENDING_CREDIT_CHECKS_MS.length; i++) await w.tick();
    expect(w.timers).toEqual([]);
    expect(w.asked()).toBe(PENDING_CREDIT_CHECKS_MS.length);
  });
});
