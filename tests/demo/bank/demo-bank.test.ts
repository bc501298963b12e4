/**
 * The demo bank: one record per currency holding the balance, the open rounds and the answers to
 * recent requests. Every call is a transaction (kept whole or not at all), a repeat is answered
 * from the record, the balance never goes below zero, a bad record is set aside and replaced and
 * said, a newer one is left alone, a call the storage cannot write changes nothing, a page that
 * lost the wallet to another tab writes nothing; `reconcile()` holds after all of it.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  BANK_VERSION,
  BankRefusal,
  type BankTx,
  bankKey,
  DemoBank,
  KEPT_ANSWERS,
  MAX_BALANCE,
} from '../../../src/demo/bank/demo-bank';
import { canonicalJson } from '../../../src/platform/canonical-json';
import { createStore, MemoryStorage, type StorageLike } from '../../../src/platform/storage';
import type { BalanceChange } from '../../../src/platform/wallet';
import { BANK_KEY, clock, FaultyStorage } from '../../games/support';

const open = (storage: StorageLike, startingBalance = 10_000, currency = 'EUR') =>
  DemoBank.open(createStore(storage), { currency, startingBalance, clock });

/** A round's money as a port moves it: a stake taken, the round opened (or settled at once). */
function stake(bank: DemoBank, requestId: string, amount: number, game: 'roulette' | 'blackjack' = 'roulette') {
  return bank.transact({ requestId, body: { op: 'open', amount, game } }, (tx) => {
    const balanceBefore = tx.balance;
    tx.debit(amount);
    const id = tx.nextRoundId(game);
    tx.setRound({ id, game, table: 't', stakes: [amount], balanceBefore, startedAt: tx.now(), state: null });
    return { roundId: id, balance: tx.balance };
  });
}

function settle(bank: DemoBank, requestId: string, returned: number, game: 'roulette' | 'blackjack' = 'roulette') {
  return bank.transact({ requestId, body: { op: 'settle', returned, game } }, (tx) => {
    tx.credit(returned);
    tx.closeRound(game);
    return { balance: tx.balance };
  });
}

const saved = (storage: MemoryStorage) => JSON.parse(storage.getItem(BANK_KEY) ?? 'null');

describe('demo bank: balance', () => {
  it('starts from the launch balance, then keeps the saved balance on later visits', () => {
    const memory = new MemoryStorage();
    const { bank, problem } = open(memory, 100_000);
    expect(problem).toBeNull();
    expect(bank.balance()).toBe(100_000);
    stake(bank, 'r1', 2_550);
    settle(bank, 'r2', 0);
    // A later visit with another launch balance keeps the money; rebuy follows the new start.
    const again = open(memory, 50_000).bank;
    expect(again.balance()).toBe(97_450);
    expect(again.start()).toBe(50_000);
    expect(again.reconcile()).toEqual({ ok: true, balance: 97_450, expected: 97_450 });
    expect(saved(memory)).toMatchObject({ v: BANK_VERSION, data: { balance: 97_450 } });
  });

  it('keeps one balance per currency', () => {
    const memory = new MemoryStorage();
    stake(open(memory, 1_000, 'EUR').bank, 'r1', 100);
    expect(open(memory, 5_000, 'JPY').bank.balance()).toBe(5_000);
    expect(open(memory, 1_000, 'EUR').bank.balance()).toBe(900);
    expect(memory.getItem(`felt.${bankKey('JPY')}`)).not.toBeNull();
    expect(open(memory, 1_000, 'JPY').bank.balance()).toBe(5_000);
  });

  it('refuses a starting balance that is not whole minor units', () => {
    expect(() => open(new MemoryStorage(), 10.5)).toThrow(RangeError);
    expect(() => open(new MemoryStorage(), -1)).toThrow(RangeError);
  });
});

describe('demo bank: transactions', () => {
  it('refuses a debit it cannot cover (insufficient-funds) and leaves the record byte for byte as it was', () => {
    const memory = new MemoryStorage();
    const { bank } = open(memory, 1_000);
    stake(bank, 'r1', 400);
    settle(bank, 'r1-done', 0);
    const before = memory.getItem(BANK_KEY);
    let error: unknown = null;
    try {
      stake(bank, 'r2', 601);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BankRefusal);
    expect((error as BankRefusal).code).toBe('insufficient-funds');
    expect(memory.getItem(BANK_KEY)).toBe(before);
    expect(bank.balance()).toBe(600);
    expect(bank.busy()).toBe(false);
    // Exactly the balance is coverable; after it nothing is, and the balance stops at zero.
    stake(bank, 'r3', 600);
    expect(bank.balance()).toBe(0);
    expect(() => stake(bank, 'r4', 1, 'blackjack')).toThrow(BankRefusal);
    expect(bank.balance()).toBe(0);
    expect(bank.reconcile().ok).toBe(true);
  });

  it('a refused request is not kept: the same request once the money is there goes through', () => {
    const { bank } = open(new MemoryStorage(), 1_000);
    expect(() => stake(bank, 'big', 1_500)).toThrow(BankRefusal);
    bank.transact({ requestId: 'pay', body: { op: 'pay' } }, (tx) => {
      tx.credit(500);
      return null;
    });
    expect(stake(bank, 'big', 1_500)).toMatchObject({ balance: 0 });
    expect(bank.reconcile()).toEqual({ ok: true, balance: 0, expected: 0 });
  });

  it('a call whose work throws leaves the record unchanged: the stake it took and the round it opened are gone', () => {
    const memory = new MemoryStorage();
    const { bank } = open(memory, 1_000);
    stake(bank, 'r1', 100, 'blackjack');
    const before = memory.getItem(BANK_KEY);
    const changes: BalanceChange[] = [];
    bank.onChange((c) => changes.push(c));
    expect(() =>
      bank.transact({ requestId: 'boom', body: { op: 'act' } }, (tx) => {
        tx.debit(100);
        tx.credit(5_000);
        tx.closeRound('blackjack');
        tx.setTable('blackjack:t', { shoe: 'gone' });
        throw new Error('the engine failed half way');
      }),
    ).toThrow('half way');
    expect(memory.getItem(BANK_KEY)).toBe(before);
    expect(bank.balance()).toBe(900);
    expect(bank.openRound('blackjack')).toMatchObject({ table: 't' });
    expect(changes).toEqual([]);
    // Bad amounts are thrown too, and change nothing either.
    for (const amount of [1.5, -1, Number.NaN]) {
      expect(() => bank.transact({ requestId: `bad-${amount}`, body: {} }, (tx) => tx.debit(amount))).toThrow(
        RangeError,
      );
      expect(() => bank.transact({ requestId: `bad+${amount}`, body: {} }, (tx) => tx.credit(amount))).toThrow(
        RangeError,
      );
    }
    expect(memory.getItem(BANK_KEY)).toBe(before);
    // The failed request was not kept: sent again it runs again.
    expect(bank.transact({ requestId: 'boom', body: { op: 'act' } }, () => 'ran')).toBe('ran');
    expect(bank.reconcile().ok).toBe(true);
  });

  it('answers the same request (id and body) from the record without moving money, across a reload too', () => {
    const memory = new MemoryStorage();
    const { bank } = open(memory, 1_000);
    const work = vi.fn((tx: BankTx) => {
      tx.debit(300);
      return { paid: tx.balance, nested: { list: [1, 2] } };
    });
    const first = bank.transact({ requestId: 'req-1', body: { bets: [{ a: 1, b: 2 }], op: 'open' } }, work);
    const changes: BalanceChange[] = [];
    bank.onChange((c) => changes.push(c));
    // The same body with its keys in another order is the same request.
    const again = bank.transact({ requestId: 'req-1', body: { op: 'open', bets: [{ b: 2, a: 1 }] } }, work);
    expect(again).toEqual(first);
    expect(again).not.toBe(first); // a copy: the caller cannot change what is kept
    expect(work).toHaveBeenCalledTimes(1);
    expect(bank.balance()).toBe(700);
    expect(changes).toEqual([]);
    const reloaded = open(memory, 1_000).bank;
    expect(reloaded.transact({ requestId: 'req-1', body: { op: 'open', bets: [{ a: 1, b: 2 }] } }, work)).toEqual(
      first,
    );
    expect(work).toHaveBeenCalledTimes(1);
    expect(reloaded.balance()).toBe(700);
    expect(reloaded.reconcile().ok).toBe(true);
  });

  it('refuses the same request id with another body (conflict) and changes nothing', () => {
    const memory = new MemoryStorage();
    const { bank } = open(memory, 1_000);
    stake(bank, 'req-1', 300);
    const before = memory.getItem(BANK_KEY);
    let error: unknown = null;
    try {
      stake(bank, 'req-1', 400);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BankRefusal);
    expect((error as BankRefusal).code).toBe('conflict');
    expect(memory.getItem(BANK_KEY)).toBe(before);
    expect(bank.balance()).toBe(700);
  });

  it(`keeps the answers of the last ${KEPT_ANSWERS} requests, so a retry within them is never taken twice`, () => {
    const { bank } = open(new MemoryStorage(), 1_000_000);
    const take = (requestId: string, body: unknown) =>
      bank.transact({ requestId, body }, (tx) => {
        tx.debit(1);
        return tx.balance;
      });
    for (let i = 0; i < KEPT_ANSWERS; i++) take(`r${i}`, i);
    for (let i = 0; i < KEPT_ANSWERS; i++) expect(take(`r${i}`, i)).toBe(1_000_000 - i - 1);
    expect(bank.balance()).toBe(1_000_000 - KEPT_ANSWERS);
    // One more request pushes the oldest out: that one is a new request again (the documented window).
    take('one-more', null);
    take('r0', 0);
    expect(bank.balance()).toBe(1_000_000 - KEPT_ANSWERS - 2);
    expect(bank.reconcile().ok).toBe(true);
  });

  it('gives every round a new id, kept across reloads', () => {
    const memory = new MemoryStorage();
    const ids = [stake(open(memory).bank, 'a', 1).roundId];
    settle(open(memory).bank, 'a-done', 0);
    ids.push(stake(open(memory).bank, 'b', 1, 'blackjack').roundId);
    ids.push(stake(open(memory).bank, 'c', 1).roundId);
    expect(new Set(ids).size).toBe(3);
    expect(ids).toEqual(['roulette-1', 'blackjack-2', 'roulette-3']);
  });

  it('tells each balance change once, with its reason, and none for repeats and refusals', () => {
    const { bank } = open(new MemoryStorage(), 1_000);
    const changes: BalanceChange[] = [];
    const stop = bank.onChange((c) => changes.push(c));
    stake(bank, 'r1', 400);
    stake(bank, 'r1', 400);
    expect(() => stake(bank, 'r2', 5_000, 'blackjack')).toThrow(BankRefusal);
    settle(bank, 'r1-settle', 0);
    bank.rebuy();
    stop();
    stake(bank, 'r3', 10);
    expect(changes).toEqual([
      { balance: 600, previous: 1_000, reason: 'round' },
      { balance: 1_000, previous: 600, reason: 'rebuy' },
    ]);
  });

  it('canonical JSON ignores key order and undefined fields, keeps array order', () => {
    expect(canonicalJson({ b: [2, 1], a: { d: 1, c: undefined, e: null } })).toBe('{"a":{"d":1,"e":null},"b":[2,1]}');
    expect(canonicalJson([{ y: 1, x: 2 }])).toBe(canonicalJson([{ x: 2, y: 1 }]));
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });
});

describe('demo bank: rounds and rebuy', () => {
  it('knows the open round of each game, and is busy while any is open', () => {
    const memory = new MemoryStorage();
    const { bank } = open(memory);
    expect(bank.busy()).toBe(false);
    const { roundId } = stake(bank, 'r1', 100, 'blackjack');
    expect(bank.openRound('blackjack')).toEqual({ roundId, table: 't' });
    expect(bank.openRound('roulette')).toBeNull();
    expect(bank.busy()).toBe(true);
    expect(open(memory).bank.openRound('blackjack')).toEqual({ roundId, table: 't' });
    settle(bank, 'r1-done', 250, 'blackjack');
    expect(bank.busy()).toBe(false);
    expect(bank.peek((tx) => tx.round('blackjack'))).toBeNull();
  });

  it('tops up to the starting balance only between rounds and only when below it', () => {
    const memory = new MemoryStorage();
    const { bank } = open(memory, 1_000);
    expect(bank.rebuy()).toEqual({ ok: false, reason: 'not-needed' });
    stake(bank, 'r1', 900, 'blackjack');
    expect(bank.rebuy()).toEqual({ ok: false, reason: 'round-in-progress' });
    expect(bank.balance()).toBe(100);
    settle(bank, 'r1-done', 0, 'blackjack');
    expect(bank.rebuy()).toEqual({ ok: true, balance: 1_000, added: 900 });
    expect(bank.rebuy()).toEqual({ ok: false, reason: 'not-needed' });
    expect(open(memory, 1_000).bank.balance()).toBe(1_000);
    // Above the start (a winning player), no top-up either.
    settle(bank, 'win', 500);
    expect(bank.rebuy()).toEqual({ ok: false, reason: 'not-needed' });
    // The start is this visit's launch balance.
    const richer = open(memory, 5_000).bank;
    expect(richer.rebuy()).toEqual({ ok: true, balance: 5_000, added: 3_500 });
    expect(richer.reconcile()).toEqual({ ok: true, balance: 5_000, expected: 5_000 });
  });

  it("keeps a table's state between rounds: the saved one when it reads back, else a new one saved at once", () => {
    const memory = new MemoryStorage();
    const { bank } = open(memory);
    const make = vi.fn(() => ({ shoe: [1, 2, 3] }));
    const read = (s: unknown) => (Array.isArray((s as { shoe?: unknown })?.shoe) ? (s as { shoe: number[] }) : null);
    expect(bank.prepareTable('baccarat:x', read, make)).toEqual({ shoe: [1, 2, 3] });
    expect(open(memory).bank.prepareTable('baccarat:x', read, make)).toEqual({ shoe: [1, 2, 3] });
    expect(make).toHaveBeenCalledTimes(1);
    expect(
      bank.prepareTable(
        'baccarat:x',
        () => null,
        () => ({ shoe: [9] }),
      ),
    ).toEqual({ shoe: [9] });
    expect(bank.peek((tx) => tx.table('baccarat:x'))).toEqual({ shoe: [9] });
  });
});

describe('demo bank: storage', () => {
  it.each([
    ['corrupt JSON', '{"v":2,"data":{"balance":'],
    ['a record of the wrong shape', JSON.stringify({ v: 2, data: { balance: -5 } })],
    ['an open round of an unknown game', JSON.stringify({ v: 2, data: { balance: 5, open: { poker: {} } } })],
    ['an older version that is not a wallet', JSON.stringify({ v: 1, data: { balance: 5 } })],
    ['a version 0 wallet', JSON.stringify({ v: 0, data: { balance: 5 } })],
    [
      'a balance past what the money code adds safely',
      JSON.stringify({
        v: 2,
        data: {
          balance: Number.MAX_SAFE_INTEGER,
          seq: 0,
          open: {},
          tables: {},
          answers: [],
          totals: { start: Number.MAX_SAFE_INTEGER, debited: 0, credited: 0, toppedUp: 0 },
        },
      }),
    ],
  ])('sets aside %s untouched, replaces it with a fresh balance and reports storage-reset', (_, text) => {
    const memory = new MemoryStorage();
    memory.setItem(BANK_KEY, text);
    const store = createStore(memory);
    const { bank, problem } = DemoBank.open(store, { currency: 'EUR', startingBalance: 1_000, clock });
    expect(bank.balance()).toBe(1_000);
    expect(problem).toMatchObject({ code: 'storage-reset', key: 'wallet.EUR' });
    expect(store.problems()).toEqual([expect.objectContaining({ code: 'storage-reset', key: 'wallet.EUR' })]);
    expect(bank.reconcile().ok).toBe(true);
    // The unreadable save is kept byte for byte beside the fresh one.
    const aside = memory.keys().filter((k) => k.startsWith(`${BANK_KEY}.unreadable.`));
    expect(aside.map((k) => memory.getItem(k))).toEqual([text]);
    // The fresh record replaces the bad one: the next visit is clean.
    const next = open(memory, 1_000);
    expect(next.problem).toBeNull();
    expect(next.bank.balance()).toBe(1_000);
  });

  it("leaves a newer version's wallet untouched and refuses every call (a downgrade never erases it)", () => {
    const memory = new MemoryStorage();
    const newer = JSON.stringify({ v: BANK_VERSION + 1, data: { balance: 123_456, whatever: true } });
    memory.setItem(BANK_KEY, newer);
    const store = createStore(memory);
    const { bank, problem } = DemoBank.open(store, { currency: 'EUR', startingBalance: 1_000, clock });
    expect(problem).toMatchObject({ code: 'storage-newer', key: 'wallet.EUR' });
    expect(() => stake(bank, 'r1', 100)).toThrow(expect.objectContaining({ code: 'unsaved' }));
    expect(bank.rebuy()).toEqual({ ok: false, reason: 'not-needed' });
    expect(memory.getItem(BANK_KEY)).toBe(newer);
    expect(memory.keys()).toEqual([BANK_KEY]);
  });

  it('refuses a starting balance past the most a balance holds', () => {
    expect(() => open(new MemoryStorage(), MAX_BALANCE + 1)).toThrow(RangeError);
    expect(open(new MemoryStorage(), MAX_BALANCE).bank.balance()).toBe(MAX_BALANCE);
  });

  it('a return the balance cannot hold is refused (overflow) and changes nothing', () => {
    const memory = new MemoryStorage();
    const { bank } = open(memory, MAX_BALANCE - 50);
    stake(bank, 'r1', 100);
    const before = memory.getItem(BANK_KEY);
    expect(() => settle(bank, 'r1-done', 3_600)).toThrow(expect.objectContaining({ code: 'overflow' }));
    expect(memory.getItem(BANK_KEY)).toBe(before);
    expect(bank.balance()).toBe(MAX_BALANCE - 150);
    expect(bank.busy()).toBe(true);
    expect(bank.reconcile().ok).toBe(true);
  });

  it('carries a version-1 wallet over: its balance, the stakes of its open rounds returned, its journal removed', () => {
    const memory = new MemoryStorage();
    memory.setItem(
      BANK_KEY,
      JSON.stringify({
        v: 1,
        data: {
          balance: 9_300,
          start: 10_000,
          seq: 4,
          rounds: {
            // A baccarat round whose stake was taken, never settled: returned.
            'baccarat-1': { debits: [600], credit: null, seq: 1 },
            // A roulette round already paid: nothing more.
            'roulette-2': { debits: [100], credit: 3_600, seq: 2 },
            // A blackjack round with a double taken: both stakes returned.
            'blackjack-3': { debits: [100, 100], credit: null, seq: 3 },
            // A lost round settled with no return.
            'roulette-4': { debits: [50], credit: 0, seq: 4 },
          },
        },
      }),
    );
    memory.setItem('felt.journal.EUR', JSON.stringify({ v: 1, data: { seq: 4, open: {}, slots: {} } }));
    memory.setItem('felt.journal.JPY', JSON.stringify({ v: 1, data: { seq: 1, open: {}, slots: {} } }));
    const store = createStore(memory);
    const { bank, problem } = DemoBank.open(store, { currency: 'EUR', startingBalance: 10_000, clock });
    expect(problem).toBeNull();
    expect(bank.balance()).toBe(9_300 + 600 + 200);
    expect(bank.busy()).toBe(false);
    expect(bank.reconcile()).toEqual({ ok: true, balance: 10_100, expected: 10_100 });
    expect(memory.getItem('felt.journal.EUR')).toBeNull();
    expect(memory.getItem('felt.journal.JPY')).not.toBeNull(); // another currency's journal is not this wallet's
    expect(saved(memory)).toMatchObject({ v: BANK_VERSION, data: { balance: 10_100 } });
    // Carried over once: the next visit reads the new record and returns nothing again.
    const next = open(memory, 10_000);
    expect(next.problem).toBeNull();
    expect(next.bank.balance()).toBe(10_100);
    expect(next.bank.reconcile().ok).toBe(true);
    expect(store.problems()).toEqual([]);
  });

  it('refuses a call whose record the storage cannot write (a full quota): nothing moves, in memory or on disk', () => {
    const storage = new FaultyStorage();
    const store = createStore(storage);
    const { bank, problem } = DemoBank.open(store, { currency: 'EUR', startingBalance: 1_000, clock });
    expect(problem).toBeNull();
    stake(bank, 'r1', 100);
    const onDisk = storage.getItem(BANK_KEY);
    storage.failing = () => true;
    // The settle cannot be written: refused, the round still open with its stake, nothing paid.
    expect(() => settle(bank, 'r1-done', 350)).toThrow(expect.objectContaining({ code: 'unsaved' }));
    expect(bank.balance()).toBe(900);
    expect(bank.busy()).toBe(true);
    // No new stake is taken either.
    expect(() => stake(bank, 'r2', 50, 'blackjack')).toThrow(expect.objectContaining({ code: 'unsaved' }));
    expect(bank.balance()).toBe(900);
    expect(storage.getItem(BANK_KEY)).toBe(onDisk);
    expect(bank.rebuy()).toEqual({ ok: false, reason: 'round-in-progress' });
    expect(storage.refused).toBeGreaterThan(0);
    expect(store.problems()).toEqual([
      expect.objectContaining({ code: 'storage-unavailable', key: 'wallet.EUR', status: 'unavailable' }),
    ]);
    // Once writes work again, the same request goes through, once.
    storage.failing = null;
    expect(settle(bank, 'r1-done', 350)).toEqual({ balance: 1_250 });
    expect(settle(bank, 'r1-done', 350)).toEqual({ balance: 1_250 });
    expect(open(storage, 1_000).bank.balance()).toBe(1_250);
    expect(bank.reconcile().ok).toBe(true);
  });

  it('a rebuy the storage cannot write is refused and the balance stays', () => {
    const storage = new FaultyStorage();
    const { bank } = open(storage, 1_000);
    stake(bank, 'r1', 600);
    settle(bank, 'r1-done', 0);
    storage.failing = () => true;
    expect(bank.rebuy()).toEqual({ ok: false, reason: 'unsaved' });
    expect(bank.balance()).toBe(400);
    storage.failing = null;
    expect(bank.rebuy()).toMatchObject({ ok: true, added: 600 });
  });

  it('a page that no longer holds the wallet (another tab took it) writes nothing', () => {
    const memory = new MemoryStorage();
    let owner = true;
    const { bank } = DemoBank.open(createStore(memory), {
      currency: 'EUR',
      startingBalance: 1_000,
      clock,
      owner: () => owner,
    });
    stake(bank, 'r1', 100);
    expect(bank.rev).toBe(2);
    const onDisk = memory.getItem(BANK_KEY);
    owner = false;
    expect(() => settle(bank, 'r1-done', 200)).toThrow(expect.objectContaining({ code: 'elsewhere' }));
    expect(bank.rebuy()).toEqual({ ok: false, reason: 'round-in-progress' });
    expect(memory.getItem(BANK_KEY)).toBe(onDisk);
  });
});
