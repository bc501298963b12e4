import { describe, expect, it } from 'vitest';
import { GameHistory, HISTORY_SIZE, type HistoryEntry } from '../../src/platform/history';
import { createStore, MemoryStorage, type StorageLike } from '../../src/platform/storage';

class ThrowingStorage implements StorageLike {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('quota exceeded', 'QuotaExceededError');
  }
  removeItem(): void {}
}

const entry = (n: number, game: HistoryEntry['game'] = 'roulette'): HistoryEntry => ({
  roundId: `${game}-${n}`,
  game,
  table: game === 'roulette' ? 'roulette-european' : 'baccarat-8deck',
  time: 1_790_000_000_000 + n * 60_000,
  status: 'complete',
  wagers: [
    { bet: 'straight:17', amount: 100 },
    { bet: 'red', amount: 500 },
  ],
  wins: n % 2 ? [{ bet: 'red', amount: 1_000 }] : [],
  detail: { number: n % 37 },
  staked: 600,
  returned: n % 2 ? 1_000 : 0,
  balanceBefore: 10_000,
  balanceAfter: n % 2 ? 10_400 : 9_400,
});

const open = (storage: StorageLike, currency = 'EUR') => GameHistory.open(createStore(storage), currency);

describe('game history', () => {
  it('keeps the last 10 rounds per game, newest first, and reads them back after a reload', () => {
    const memory = new MemoryStorage();
    const { history, problem } = open(memory);
    expect(problem).toBeNull();
    for (let n = 1; n <= 13; n++) history.record(entry(n));
    history.record(entry(1, 'baccarat'));
    const list = open(memory).history.list('roulette');
    expect(list).toHaveLength(HISTORY_SIZE);
    expect(list.map((e) => e.roundId)).toEqual(Array.from({ length: 10 }, (_, i) => `roulette-${13 - i}`));
    expect(list[0]).toEqual(entry(13));
    expect(open(memory).history.list('baccarat')).toEqual([entry(1, 'baccarat')]);
    expect(open(memory).history.list('blackjack')).toEqual([]);
  });

  it('records a round once, however often it is recorded', () => {
    const { history } = open(new MemoryStorage());
    expect(history.record(entry(1))).toBe(true);
    expect(history.record(entry(1))).toBe(true);
    expect(history.list('roulette')).toHaveLength(1);
  });

  it('refuses entries that are not valid, and keeps copies (callers cannot change what is kept)', () => {
    const { history } = open(new MemoryStorage());
    expect(history.record({ ...entry(1), staked: -5 })).toBe(false);
    expect(history.record({ ...entry(1), game: 'poker' as HistoryEntry['game'] })).toBe(false);
    expect(history.record({ ...entry(1), wagers: [{ bet: '', amount: 1 }] })).toBe(false);
    const e = entry(2);
    history.record(e);
    e.wagers.push({ bet: 'black', amount: 1 });
    (history.list('roulette')[0] as HistoryEntry).wins.push({ bet: 'x', amount: 1 });
    expect(history.find('roulette', 'roulette-2')).toEqual(entry(2));
    expect(history.find('roulette', 'nope')).toBeNull();
  });

  it('keeps why a void round was void, still reads void entries kept before reasons were, and refuses an unknown reason', () => {
    const memory = new MemoryStorage();
    const { history } = open(memory);
    const voided = (n: number, voidReason?: string): HistoryEntry => ({
      ...entry(n),
      status: 'void',
      ...(voidReason === undefined ? {} : { voidReason: voidReason as HistoryEntry['voidReason'] }),
      wins: [],
      returned: 600,
      balanceAfter: 10_000,
    });
    expect(history.record(voided(1, 'rules-error'))).toBe(true);
    expect(history.record(voided(2, 'meteor'))).toBe(false);
    // An entry an earlier build saved, without a reason, reads back as it was.
    const saved = JSON.parse(memory.getItem('felt.history.EUR') ?? '{}');
    saved.data.roulette.push(voided(3));
    memory.setItem('felt.history.EUR', JSON.stringify(saved));
    const again = open(memory);
    expect(again.problem).toBeNull();
    expect(again.history.list('roulette')).toEqual([voided(1, 'rules-error'), voided(3)]);
  });

  it('keeps an entry without detail as null detail', () => {
    const { history } = open(new MemoryStorage());
    const { detail: _, ...rest } = entry(3);
    expect(history.record(rest as HistoryEntry)).toBe(true);
    expect(history.list('roulette')[0]?.detail).toBeNull();
  });

  it('is kept per currency', () => {
    const memory = new MemoryStorage();
    open(memory, 'EUR').history.record(entry(1));
    expect(open(memory, 'USD').history.list('roulette')).toEqual([]);
  });

  it('clears one game or all', () => {
    const { history } = open(new MemoryStorage());
    history.record(entry(1));
    history.record(entry(1, 'baccarat'));
    history.clear('roulette');
    expect(history.list('roulette')).toEqual([]);
    expect(history.list('baccarat')).toHaveLength(1);
    history.clear();
    expect(history.list('baccarat')).toEqual([]);
  });

  it('drops corrupt, invalid or older-version history with storage-reset, and starts clean', () => {
    const bad = [
      '{"v":1,"data":',
      JSON.stringify({ v: 0, data: {} }),
      JSON.stringify({ v: 1, data: { roulette: [{ roundId: 'x' }] } }),
      JSON.stringify({ v: 1, data: { poker: [] } }),
    ];
    for (const text of bad) {
      const memory = new MemoryStorage();
      memory.setItem('felt.history.EUR', text);
      const { history, problem } = open(memory);
      expect(problem).toMatchObject({ code: 'storage-reset', key: 'history.EUR' });
      expect(history.list('roulette')).toEqual([]);
      expect(open(memory).problem).toBeNull();
    }
  });

  it('works in memory when the storage throws', () => {
    const { history, problem } = open(new ThrowingStorage());
    expect(problem?.code).toBe('storage-unavailable');
    history.record(entry(5));
    expect(history.list('roulette')).toEqual([entry(5)]);
  });
});
