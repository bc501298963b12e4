import { describe, expect, it } from 'vitest';
import { InsufficientFunds } from '../../src/machines/ports';
import { createStore, MemoryStorage, type StorageLike } from '../../src/platform/storage';
import { type BalanceChange, DemoWallet, MAX_OPEN_ROUNDS, RoundConflict, walletKey } from '../../src/platform/wallet';

/** Reads work, every write fails: a full quota. */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('quota exceeded', 'QuotaExceededError');
  }
}

class ThrowingStorage implements StorageLike {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  removeItem(): void {}
}

const open = (storage: StorageLike, startingBalance = 100_000, currency = 'EUR') =>
  DemoWallet.open(createStore(storage), { currency, startingBalance });

describe('demo wallet', () => {
  it('starts from the launch balance, then keeps the saved balance on later visits', async () => {
    const memory = new MemoryStorage();
    const { wallet, problem } = open(memory, 100_000);
    expect(problem).toBeNull();
    expect(wallet.balance()).toBe(100_000);
    await wallet.debit(2_550, 'r1');
    // A reload with another launch balance keeps the money; only rebuy follows the new start.
    const again = open(memory, 50_000).wallet;
    expect(again.balance()).toBe(97_450);
    expect(again.start()).toBe(50_000);
  });

  it('keeps one balance per currency', async () => {
    const memory = new MemoryStorage();
    await open(memory, 1_000, 'EUR').wallet.debit(100, 'r1');
    expect(open(memory, 5_000, 'JPY').wallet.balance()).toBe(5_000);
    expect(open(memory, 1_000, 'EUR').wallet.balance()).toBe(900);
    expect(memory.getItem(`felt.${walletKey('JPY')}`)).not.toBeNull();
  });

  it('refuses a debit it cannot cover and changes nothing; never goes negative', async () => {
    const memory = new MemoryStorage();
    const { wallet } = open(memory, 1_000);
    const before = memory.getItem('felt.wallet.EUR');
    await expect(wallet.debit(1_001, 'r1')).rejects.toBeInstanceOf(InsufficientFunds);
    expect(wallet.balance()).toBe(1_000);
    expect(wallet.ledger('r1')).toBeNull();
    expect(memory.getItem('felt.wallet.EUR')).toBe(before);
    await expect(wallet.debit(1_000, 'r2')).resolves.toBe(0);
    await expect(wallet.debit(1, 'r3')).rejects.toBeInstanceOf(InsufficientFunds);
    expect(wallet.balance()).toBe(0);
  });

  it('refuses amounts that are not whole non-negative minor units, and empty round ids', async () => {
    const { wallet } = open(new MemoryStorage(), 1_000);
    await expect(wallet.debit(1.5, 'r')).rejects.toBeInstanceOf(RangeError);
    await expect(wallet.debit(-1, 'r')).rejects.toBeInstanceOf(RangeError);
    await expect(wallet.credit(Number.NaN, 'r')).rejects.toBeInstanceOf(RangeError);
    await expect(wallet.debit(10, '')).rejects.toBeInstanceOf(RangeError);
    expect(wallet.balance()).toBe(1_000);
  });

  it('credits a round once: a repeated credit is acknowledged without paying, another amount refused', async () => {
    const { wallet } = open(new MemoryStorage(), 1_000);
    await wallet.debit(100, 'r1');
    await expect(wallet.credit(195, 'r1')).resolves.toBe(1_095);
    await expect(wallet.credit(195, 'r1')).resolves.toBe(1_095);
    await expect(wallet.credit(200, 'r1')).rejects.toMatchObject({ code: 'amount-mismatch' });
    expect(wallet.balance()).toBe(1_095);
    // No stakes after the outcome, and no credit for a round never staked.
    await expect(wallet.debit(100, 'r1')).rejects.toMatchObject({ code: 'settled' });
    await expect(wallet.credit(50, 'ghost')).rejects.toBeInstanceOf(RoundConflict);
    expect(wallet.balance()).toBe(1_095);
  });

  it('takes several stakes in one round (double, split, insurance) from the same object', async () => {
    const { wallet } = open(new MemoryStorage(), 1_000);
    await wallet.debit(100, 'bj-1');
    await wallet.debit(100, 'bj-1');
    await wallet.debit(50, 'bj-1');
    expect(wallet.ledger('bj-1')?.debits).toEqual([100, 100, 50]);
    expect(wallet.balance()).toBe(750);
    expect(wallet.position('bj-1')).toBe(3);
  });

  it('after a reload, recognises a round debit it already took (the resumed machine asks again)', async () => {
    const memory = new MemoryStorage();
    const first = open(memory, 1_000).wallet;
    void first.debit(300, 'baccarat-1'); // the page goes away before the answer arrives
    const reloaded = open(memory, 1_000).wallet;
    await expect(reloaded.debit(300, 'baccarat-1')).resolves.toBe(700);
    expect(reloaded.balance()).toBe(700);
    await expect(reloaded.debit(250, 'baccarat-1')).resolves.toBe(450); // a new, second stake
    await expect(reloaded.debit(999, 'other')).rejects.toBeInstanceOf(InsufficientFunds);
  });

  it('a repeated debit with another amount is a conflict and changes nothing', async () => {
    const memory = new MemoryStorage();
    await open(memory, 1_000).wallet.debit(300, 'r');
    const reloaded = open(memory, 1_000).wallet;
    await expect(reloaded.debit(400, 'r')).rejects.toMatchObject({ code: 'amount-mismatch' });
    expect(reloaded.balance()).toBe(700);
  });

  it('resumes from a snapshot position: debits already seen are new again after it, repeats before it', async () => {
    const memory = new MemoryStorage();
    const first = open(memory, 1_000).wallet;
    await first.debit(100, 'bj-7');
    const seen = first.position('bj-7'); // the snapshot in the player's turn saw one debit
    void first.debit(100, 'bj-7'); // the double is taken, then the page reloads
    const reloaded = open(memory, 1_000).wallet;
    reloaded.resumeRound('bj-7', seen);
    await expect(reloaded.debit(100, 'bj-7')).resolves.toBe(800); // the repeat of the double
    await expect(reloaded.debit(100, 'bj-7')).resolves.toBe(700); // a split after it: new
    expect(reloaded.ledger('bj-7')?.debits).toEqual([100, 100, 100]);
    reloaded.resumeRound('bj-7', 99); // positions past the ledger are clamped
    await expect(reloaded.debit(50, 'bj-7')).resolves.toBe(650);
  });

  it('tells the position only once the answer is handed back', async () => {
    const { wallet } = open(new MemoryStorage(), 1_000);
    const answer = wallet.debit(100, 'r');
    expect(wallet.ledger('r')?.debits).toEqual([100]); // taken at once, written ahead
    expect(wallet.position('r')).toBe(0); // a snapshot now still has the call in flight
    await answer;
    expect(wallet.position('r')).toBe(1);
  });

  it('rebuy tops up to the starting balance, only when needed and when no money is in play', async () => {
    const { wallet } = open(new MemoryStorage(), 1_000);
    expect(wallet.rebuy()).toEqual({ ok: false, reason: 'not-needed' });
    await wallet.debit(900, 'r1');
    expect(wallet.rebuy()).toEqual({ ok: false, reason: 'round-in-progress' });
    await wallet.credit(0, 'r1');
    expect(wallet.inPlay()).toEqual([]);
    expect(wallet.rebuy()).toEqual({ ok: true, balance: 1_000, added: 900 });
    expect(wallet.balance()).toBe(1_000);
  });

  it('emits a change for each debit, credit and rebuy, and none for repeats', async () => {
    const memory = new MemoryStorage();
    const { wallet } = open(memory, 1_000);
    const changes: BalanceChange[] = [];
    const stop = wallet.onChange((c) => changes.push(c));
    await wallet.debit(400, 'r1');
    await wallet.credit(0, 'r1');
    await wallet.credit(0, 'r1');
    wallet.rebuy();
    stop();
    await wallet.debit(10, 'r2');
    expect(changes).toEqual([
      { balance: 600, previous: 1_000, reason: 'debit', roundId: 'r1' },
      { balance: 600, previous: 600, reason: 'credit', roundId: 'r1' },
      { balance: 1_000, previous: 600, reason: 'rebuy', roundId: null },
    ]);
  });

  it('closes rounds and keeps at most MAX_OPEN_ROUNDS ledgers, settled ones evicted first', async () => {
    const { wallet } = open(new MemoryStorage(), 1_000_000);
    await wallet.debit(1, 'open-0');
    for (let i = 1; i <= MAX_OPEN_ROUNDS; i++) {
      await wallet.debit(1, `r-${i}`);
      await wallet.credit(2, `r-${i}`);
    }
    expect(wallet.openRounds()).toHaveLength(MAX_OPEN_ROUNDS);
    expect(wallet.ledger('open-0')).not.toBeNull(); // money in play is kept
    expect(wallet.ledger('r-1')).toBeNull();
    expect(wallet.closeRound('r-2')).toBe(true);
    expect(wallet.closeRound('r-2')).toBe(false);
  });

  it('starts fresh and reports storage-reset when the saved wallet is corrupt or from an older version', () => {
    for (const saved of [
      '{not json',
      JSON.stringify({ v: 0, data: { balance: 5 } }),
      JSON.stringify({ v: 1, data: { balance: -5 } }),
    ]) {
      const memory = new MemoryStorage();
      memory.setItem('felt.wallet.EUR', saved);
      const { wallet, problem } = open(memory, 1_000);
      expect(wallet.balance()).toBe(1_000);
      expect(problem).toMatchObject({ code: 'storage-reset', key: 'wallet.EUR' });
      // The fresh record replaces the bad one, so the next visit is clean.
      expect(open(memory, 1_000).problem).toBeNull();
    }
  });

  it('plays on in memory when the storage refuses reads and writes', async () => {
    const { wallet, problem } = open(new ThrowingStorage(), 1_000);
    expect(problem?.code).toBe('storage-unavailable');
    await wallet.debit(100, 'r');
    await wallet.credit(250, 'r');
    expect(wallet.balance()).toBe(1_150);
  });

  it('plays on in memory when the quota is full, and the store reports it', async () => {
    const store = createStore(new FullStorage());
    const { wallet, problem } = DemoWallet.open(store, { currency: 'EUR', startingBalance: 1_000 });
    expect(problem).toBeNull();
    await wallet.debit(100, 'r');
    expect(wallet.balance()).toBe(900);
    expect(store.problems()).toEqual([expect.objectContaining({ code: 'storage-unavailable', key: 'wallet.EUR' })]);
  });

  it('conserves money to the cent over many rounds and reloads', async () => {
    const memory = new MemoryStorage();
    let wallet = open(memory, 100_000).wallet;
    let expected = 100_000;
    for (let i = 0; i < 60; i++) {
      const stake = 1 + ((i * 7919) % 997);
      const returned = (i % 3) * stake + (i % 5 === 0 ? 1 : 0);
      await wallet.debit(stake, `r${i}`);
      if (i % 4 === 0) wallet = open(memory, 100_000).wallet; // reload between the steps
      await wallet.debit(stake, `r${i}`); // repeat after reload (or a second stake without one)
      const second = i % 4 === 0 ? 0 : stake;
      await wallet.credit(returned, `r${i}`);
      await wallet.credit(returned, `r${i}`);
      expected = expected - stake - second + returned;
      expect(wallet.balance()).toBe(expected);
      wallet.closeRound(`r${i}`);
    }
  });

  it('is a marker inside a machine snapshot, never the balance', () => {
    const { wallet } = open(new MemoryStorage(), 1_000);
    expect(JSON.parse(JSON.stringify({ input: { wallet } }))).toEqual({
      input: { wallet: { wallet: 'demo', currency: 'EUR' } },
    });
  });
});
