import { describe, expect, it, vi } from 'vitest';
import {
  browserStorage,
  createStore,
  MemoryStorage,
  problemOf,
  type StorageLike,
  type Validator,
} from '../../src/platform/storage';

interface Counter {
  count: number;
}
const isCounter: Validator<Counter> = (d): d is Counter =>
  typeof d === 'object' && d !== null && Number.isInteger((d as Counter).count);

/** A storage that refuses everything, as Safari's private mode and a full quota do. */
class ThrowingStorage implements StorageLike {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('quota exceeded', 'QuotaExceededError');
  }
  removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

describe('typed storage', () => {
  it('writes a versioned envelope under a prefixed key and reads it back', () => {
    const memory = new MemoryStorage();
    const store = createStore(memory);
    expect(store.write('counter', 3, { count: 7 })).toEqual({ ok: true });
    expect(JSON.parse(memory.getItem('felt.counter') as string)).toEqual({ v: 3, data: { count: 7 } });
    expect(store.read('counter', 3, isCounter)).toEqual({ status: 'ok', data: { count: 7 } });
    expect(store.remove('counter')).toEqual({ ok: true });
    expect(store.read('counter', 3, isCounter)).toEqual({ status: 'missing' });
  });

  it('reports corrupt JSON, a bad envelope, another version and the wrong shape, without throwing', () => {
    const memory = new MemoryStorage();
    const store = createStore(memory);
    const read = () => store.read('counter', 2, isCounter);
    memory.setItem('felt.counter', '{"v":2,"data":{"count":');
    expect(read()).toMatchObject({ status: 'corrupt' });
    memory.setItem('felt.counter', '[1,2]');
    expect(read()).toMatchObject({ status: 'corrupt' });
    memory.setItem('felt.counter', '{"v":"2","data":{}}');
    expect(read()).toMatchObject({ status: 'corrupt' });
    memory.setItem('felt.counter', JSON.stringify({ v: 1, data: { count: 1 } }));
    expect(read()).toMatchObject({ status: 'old-version', found: 1 });
    memory.setItem('felt.counter', JSON.stringify({ v: 9, data: { count: 1 } }));
    expect(read()).toMatchObject({ status: 'newer-version', found: 9 });
    memory.setItem('felt.counter', JSON.stringify({ v: 2, data: { count: 'many' } }));
    expect(read()).toMatchObject({ status: 'invalid', found: 2 });
    const throwing: Validator<Counter> = (_d): _d is Counter => {
      throw new Error('boom');
    };
    expect(store.read('counter', 2, throwing)).toMatchObject({ status: 'invalid' });
  });

  it('turns unusable reads into problems with codes, not player text', () => {
    expect(problemOf({ status: 'ok', data: 1 }, 'k')).toBeNull();
    expect(problemOf({ status: 'missing' }, 'k')).toBeNull();
    expect(problemOf({ status: 'old-version', reason: 'version 0', found: 0 }, 'k')).toEqual({
      code: 'storage-reset',
      key: 'k',
      status: 'old-version',
      reason: 'version 0',
    });
    expect(problemOf({ status: 'unavailable', reason: 'x' }, 'k')?.code).toBe('storage-unavailable');
  });

  it('survives a storage that throws: reads say unavailable, writes fail softly and are reported once', () => {
    const store = createStore(new ThrowingStorage());
    const seen = vi.fn();
    store.onProblem(seen);
    expect(store.read('counter', 1, isCounter)).toMatchObject({ status: 'unavailable' });
    const first = store.write('counter', 1, { count: 1 });
    expect(first).toMatchObject({ ok: false, status: 'unavailable' });
    store.write('counter', 1, { count: 2 });
    expect(store.remove('counter')).toMatchObject({ ok: false });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.calls[0]?.[0]).toMatchObject({ code: 'storage-unavailable', key: 'counter' });
    expect(store.problems()).toHaveLength(1);
  });

  it('reports a value that cannot be serialised as a failed write', () => {
    const store = createStore(new MemoryStorage());
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(store.write('loop', 1, loop)).toMatchObject({ ok: false });
  });

  it('keeps prefixes apart', () => {
    const memory = new MemoryStorage();
    createStore(memory, 'a.').write('k', 1, { count: 1 });
    expect(createStore(memory, 'b.').read('k', 1, isCounter)).toEqual({ status: 'missing' });
    expect(memory.keys()).toEqual(['a.k']);
  });

  it('falls back to memory when localStorage is missing or refuses access', () => {
    const memory = new MemoryStorage();
    expect(browserStorage({ localStorage: memory })).toEqual({ storage: memory, problem: null });
    const none = browserStorage({});
    expect(none.storage).toBeInstanceOf(MemoryStorage);
    expect(none.problem?.code).toBe('storage-unavailable');
    const refused = browserStorage({ localStorage: new ThrowingStorage() });
    expect(refused.storage).toBeInstanceOf(MemoryStorage);
    expect(refused.problem?.code).toBe('storage-unavailable');
    const denied = {
      get localStorage(): StorageLike {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(browserStorage(denied).problem?.code).toBe('storage-unavailable');
  });
});
