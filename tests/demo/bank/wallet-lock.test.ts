/**
 * One page at a time holds the demo wallet: the page opened last takes it, the other hears it is
 * gone and says which write was its last, and the new holder waits for that write to reach its
 * own storage before it reads the wallet (localStorage reaches other tabs a moment late).
 */
import { describe, expect, it } from 'vitest';
import { claimWallet, type LockManagerLike } from '../../../src/demo/bank/wallet-lock';

/** Web Locks as the browser keeps them for one origin: exclusive, `steal` aborts the holder. */
class Locks implements LockManagerLike {
  private readonly holders = new Map<string, (error: unknown) => void>();

  request(name: string, options: { steal?: boolean }, callback: (lock: unknown) => Promise<unknown>) {
    return new Promise<unknown>((resolve, reject) => {
      const holder = this.holders.get(name);
      if (holder && !options.steal) throw new Error('this fake only steals');
      holder?.(new DOMException('The lock was stolen', 'AbortError'));
      this.holders.set(name, reject);
      callback({ name }).then(resolve, reject);
    });
  }

  async query() {
    return { held: [...this.holders.keys()].map((name) => ({ name })) };
  }
}

const tick = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('wallet lock', () => {
  it('the page opened last takes the wallet; the other hears it lost it, and the new one waits for its last write', async () => {
    const locks = new Locks();
    // Each page's view of the stored record's write count: B's storage learns A's writes late.
    let revAtA = 0;
    let revAtB = 0;
    const a = await claimWallet({
      name: 'felt.wallet.EUR',
      locks,
      channel: new BroadcastChannel('w'),
      savedRev: () => revAtA,
    });
    expect(a.held).toBe(true);
    let lost = 0;
    a.onLost(() => lost++);
    revAtA = 7; // A plays on: its seventh write
    revAtB = 5; // …which B's storage has not seen yet
    setTimeout(() => {
      revAtB = 7;
    }, 120);
    const started = Date.now();
    const b = await claimWallet({
      name: 'felt.wallet.EUR',
      locks,
      channel: new BroadcastChannel('w'),
      savedRev: () => revAtB,
    });
    expect(b.held).toBe(true);
    expect(a.held).toBe(false);
    expect(lost).toBe(1);
    // B did not read the wallet before A's last write was in its storage.
    expect(revAtB).toBe(7);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('a wallet nobody holds is taken at once; other wallets are not touched', async () => {
    const locks = new Locks();
    const eur = await claimWallet({ name: 'felt.wallet.EUR', locks, channel: null, savedRev: () => 0 });
    const started = Date.now();
    const jpy = await claimWallet({ name: 'felt.wallet.JPY', locks, channel: null, savedRev: () => 0 });
    expect(Date.now() - started).toBeLessThan(100);
    expect([eur.held, jpy.held]).toEqual([true, true]);
  });

  it('the other page gone without a word (frozen, crashed): the new one waits a bounded time, then plays', async () => {
    const locks = new Locks();
    await claimWallet({ name: 'felt.wallet.EUR', locks, channel: null, savedRev: () => 0 });
    const started = Date.now();
    const b = await claimWallet({ name: 'felt.wallet.EUR', locks, channel: null, savedRev: () => 0, patience: 200 });
    expect(b.held).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await tick(0);
  });

  it('without Web Locks (an insecure page) the page plays, and warns', async () => {
    const warnings: string[] = [];
    const lock = await claimWallet({
      name: 'felt.wallet.EUR',
      locks: undefined,
      channel: null,
      savedRev: () => 0,
      warn: (w) => warnings.push(w),
    });
    expect(lock.held).toBe(true);
    expect(warnings.join()).toContain('Web Locks');
  });
});
