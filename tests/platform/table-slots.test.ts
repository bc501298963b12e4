/**
 * Table slots: each game's machine snapshot between steps and visits, one record per currency.
 * A slot names its table and rules; a spoilt record costs only the table's look (it starts empty);
 * a storage that fails keeps the slots in memory for the visit.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, MemoryStorage } from '../../src/platform/storage';
import { type SavedTable, SLOTS_VERSION, slotsKey, TableSlots } from '../../src/platform/table-slots';
import { FaultyStorage, SLOTS_KEY } from '../games/support';

const slot = (table: string, value = 'betting', extra: object = {}): SavedTable => ({
  table,
  rules: JSON.stringify({ table }),
  snapshot: { status: 'active', value, context: { balance: 100, ...extra } },
});

const open = (storage: MemoryStorage, currency = 'EUR') => TableSlots.open(createStore(storage), currency);

afterEach(() => vi.restoreAllMocks());

describe('table slots', () => {
  it("keeps each game's saved table for the next visit, and forgets one on its own", () => {
    const memory = new MemoryStorage();
    const slots = open(memory);
    expect(slots.load('roulette')).toBeNull();
    expect(slots.save('roulette', slot('roulette-european', 'betting', { stats: [17] }))).toEqual({ ok: true });
    slots.save('baccarat', slot('baccarat-8deck', 'payout'));
    const next = open(memory);
    expect(next.load('roulette')).toEqual(slot('roulette-european', 'betting', { stats: [17] }));
    expect(next.load('baccarat')).toEqual(slot('baccarat-8deck', 'payout'));
    expect(next.load('blackjack')).toBeNull();
    next.forget('roulette');
    const third = open(memory);
    expect(third.load('roulette')).toBeNull();
    expect(third.load('baccarat')).toEqual(slot('baccarat-8deck', 'payout'));
    expect(JSON.parse(memory.getItem(SLOTS_KEY) ?? 'null')).toMatchObject({ v: SLOTS_VERSION });
  });

  it('names the table a game left in the middle of a round (its show is still to come), none between rounds', () => {
    const memory = new MemoryStorage();
    const slots = open(memory);
    slots.save('baccarat', slot('baccarat-6deck', 'dealing'));
    slots.save('roulette', slot('roulette-european', 'betting'));
    slots.save('blackjack', slot('bj-classic', 'resuming'));
    const next = open(memory);
    expect(next.midRound('baccarat')).toBe('baccarat-6deck');
    expect(next.midRound('roulette')).toBeNull();
    expect(next.midRound('blackjack')).toBeNull();
  });

  it('a later save of a game replaces its slot, the others stay', () => {
    const memory = new MemoryStorage();
    const slots = open(memory);
    slots.save('blackjack', slot('bj-classic', 'playerTurn'));
    slots.save('roulette', slot('roulette-european'));
    slots.save('blackjack', slot('bj-h17-8deck', 'betting'));
    expect(open(memory).load('blackjack')).toEqual(slot('bj-h17-8deck', 'betting'));
    expect(open(memory).load('roulette')).toEqual(slot('roulette-european'));
  });

  it('keeps one record per currency', () => {
    const memory = new MemoryStorage();
    open(memory, 'EUR').save('roulette', slot('roulette-european'));
    expect(open(memory, 'JPY').load('roulette')).toBeNull();
    expect(memory.getItem(`felt.${slotsKey('EUR')}`)).not.toBeNull();
    expect(memory.getItem(`felt.${slotsKey('JPY')}`)).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"v":1,"data":'],
    ['an unknown game', JSON.stringify({ v: 1, data: { poker: slot('p') } })],
    ['a slot without its table', JSON.stringify({ v: 1, data: { roulette: { rules: '{}', snapshot: {} } } })],
    ['a snapshot that is not an object', JSON.stringify({ v: 1, data: { roulette: { ...slot('r'), snapshot: 3 } } })],
    ['another version', JSON.stringify({ v: 0, data: {} })],
  ])('a record with %s starts empty (logged), and the next save replaces it', (_, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const memory = new MemoryStorage();
    memory.setItem(SLOTS_KEY, text);
    const slots = open(memory);
    expect(slots.load('roulette')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('tables: storage-reset'));
    slots.save('baccarat', slot('baccarat-6deck'));
    warn.mockClear();
    expect(open(memory).load('baccarat')).toEqual(slot('baccarat-6deck'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the slots in memory when the storage refuses writes, and the store reports it', () => {
    const storage = new FaultyStorage();
    storage.failing = () => true;
    const store = createStore(storage);
    const slots = TableSlots.open(store, 'EUR');
    expect(slots.save('roulette', slot('roulette-european'))).toMatchObject({ ok: false, status: 'unavailable' });
    expect(slots.load('roulette')).toEqual(slot('roulette-european'));
    expect(store.problems()).toEqual([expect.objectContaining({ code: 'storage-unavailable', key: 'tables.EUR' })]);
    expect(storage.getItem(SLOTS_KEY)).toBeNull();
  });
});
