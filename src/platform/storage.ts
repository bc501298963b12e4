/**
 * A tiny typed key-value store over a `Storage`-like object (localStorage, or memory in tests).
 *
 * Every value is written as a versioned envelope `{ "v": version, "data": ... }` under a prefixed
 * key. Reads are validated and never throw: the caller gets a `ReadResult` that says whether the
 * value was there, usable, corrupt, from an older (or newer) version, or unreadable because the
 * storage itself failed. Writes never throw either: a failing storage (quota, private mode) gives
 * `{ ok: false }`, and the store keeps a list of the problems it met and tells its listeners, so
 * the HUD and the lobby bridge can report them (`error` `{ code }`) without each module doing so.
 *
 * API:
 *   const { storage, problem } = browserStorage();      // localStorage, or memory if it is refused
 *   const store = createStore(storage);                  // keys are prefixed 'felt.'
 *   const r = store.read('wallet.EUR', 1, isWalletRecord);
 *   if (r.status === 'ok') use(r.data); else if (r.status !== 'missing') report(problemOf(r, key));
 *   store.write('wallet.EUR', 1, record);                // { ok: true } | { ok: false, ... }
 *   store.onProblem((p) => bridge.post('error', { code: p.code, message: p.reason }));
 *
 * Problems carry codes and developer reasons, never player text: the UI translates the code.
 */

/** The part of the Web Storage API this module uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Why a stored value could not be used. */
type UnusableStatus = 'corrupt' | 'old-version' | 'newer-version' | 'invalid' | 'unavailable';

export type ReadResult<T> =
  | { status: 'ok'; data: T }
  | { status: 'missing' }
  | {
      status: UnusableStatus;
      /** For logs, not for players. */
      reason: string;
      /** The envelope's version, when one was found. */
      found?: number;
    };

export type WriteResult = { ok: true } | { ok: false; status: 'unavailable'; reason: string };

/**
 * A storage problem to report. `storage-reset`: a value was corrupt, invalid or from an older
 * version, and a fresh one replaces it (the unreadable one set aside, see `setAside`).
 * `storage-newer`: a newer version of the game saved it; it is left untouched.
 * `storage-unavailable`: the storage refused to be read or written (private mode, quota).
 */
export interface StorageProblem {
  code: 'storage-reset' | 'storage-unavailable' | 'storage-newer';
  /** The key (without prefix) concerned. */
  key: string;
  status: UnusableStatus;
  /** For logs, not for players. */
  reason: string;
}

/** A type guard for the data inside an envelope. */
export type Validator<T> = (data: unknown) => data is T;

export interface TypedStore {
  read<T>(key: string, version: number, valid: Validator<T>): ReadResult<T>;
  write(key: string, version: number, data: unknown): WriteResult;
  remove(key: string): WriteResult;
  /**
   * Keeps a stored value that cannot be used, byte for byte, under `key.unreadable.tag` before a
   * fresh one replaces it: a player's save is never destroyed by a build that cannot read it.
   */
  setAside(key: string, tag: string): WriteResult;
  /** Records a problem and tells the listeners (each code and key is reported once per store). */
  report(problem: StorageProblem): void;
  /** Every problem met so far, oldest first. */
  problems(): readonly StorageProblem[];
  /** Calls `listener` for each new problem; returns a function that stops it. */
  onProblem(listener: (problem: StorageProblem) => void): () => void;
}

const DEFAULT_PREFIX = 'felt.';

const errorText = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** Turns an unusable read into the problem to report (null for `ok` and `missing`). */
export function problemOf(result: ReadResult<unknown>, key: string): StorageProblem | null {
  if (result.status === 'ok' || result.status === 'missing') return null;
  return {
    code:
      result.status === 'unavailable'
        ? 'storage-unavailable'
        : result.status === 'newer-version'
          ? 'storage-newer'
          : 'storage-reset',
    key,
    status: result.status,
    reason: result.reason,
  };
}

export function createStore(storage: StorageLike, prefix = DEFAULT_PREFIX): TypedStore {
  const seen: StorageProblem[] = [];
  const listeners = new Set<(problem: StorageProblem) => void>();

  const store: TypedStore = {
    read<T>(key: string, version: number, valid: Validator<T>): ReadResult<T> {
      let text: string | null;
      try {
        text = storage.getItem(prefix + key);
      } catch (error) {
        return { status: 'unavailable', reason: `reading failed: ${errorText(error)}` };
      }
      if (text === null) return { status: 'missing' };
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        return { status: 'corrupt', reason: `not JSON: ${errorText(error)}` };
      }
      if (typeof parsed !== 'object' || parsed === null || !('v' in parsed) || !('data' in parsed)) {
        return { status: 'corrupt', reason: 'not a {v, data} envelope' };
      }
      const found = (parsed as { v: unknown }).v;
      if (typeof found !== 'number' || !Number.isInteger(found)) {
        return { status: 'corrupt', reason: `envelope version is ${JSON.stringify(found)}` };
      }
      if (found < version) return { status: 'old-version', reason: `version ${found}, expected ${version}`, found };
      if (found > version) return { status: 'newer-version', reason: `version ${found}, expected ${version}`, found };
      const data = (parsed as { data: unknown }).data;
      let ok = false;
      try {
        ok = valid(data);
      } catch (error) {
        return { status: 'invalid', reason: `validator failed: ${errorText(error)}`, found };
      }
      return ok
        ? { status: 'ok', data: data as T }
        : { status: 'invalid', reason: 'data does not have the expected shape', found };
    },

    write(key, version, data) {
      try {
        storage.setItem(prefix + key, JSON.stringify({ v: version, data }));
        return { ok: true };
      } catch (error) {
        const reason = `writing failed: ${errorText(error)}`;
        store.report({ code: 'storage-unavailable', key, status: 'unavailable', reason });
        return { ok: false, status: 'unavailable', reason };
      }
    },

    remove(key) {
      try {
        storage.removeItem(prefix + key);
        return { ok: true };
      } catch (error) {
        const reason = `removing failed: ${errorText(error)}`;
        store.report({ code: 'storage-unavailable', key, status: 'unavailable', reason });
        return { ok: false, status: 'unavailable', reason };
      }
    },

    setAside(key, tag) {
      try {
        const text = storage.getItem(prefix + key);
        if (text !== null) storage.setItem(`${prefix}${key}.unreadable.${tag}`, text);
        return { ok: true };
      } catch (error) {
        const reason = `setting aside failed: ${errorText(error)}`;
        store.report({ code: 'storage-unavailable', key, status: 'unavailable', reason });
        return { ok: false, status: 'unavailable', reason };
      }
    },

    report(problem) {
      if (seen.some((p) => p.code === problem.code && p.key === problem.key)) return;
      seen.push(problem);
      for (const listener of [...listeners]) listener(problem);
    },

    problems: () => seen.slice(),

    onProblem(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** A Storage held in memory: tests, and the fallback when the browser refuses localStorage. */
export class MemoryStorage implements StorageLike {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }

  keys(): string[] {
    return [...this.items.keys()];
  }
}

/**
 * The browser's localStorage when it can be used; otherwise memory, with the problem to report
 * (some private modes throw on access, others on the first write: the store reports those).
 */
export function browserStorage(scope: { localStorage?: StorageLike } = globalThis as { localStorage?: StorageLike }): {
  storage: StorageLike;
  problem: StorageProblem | null;
} {
  try {
    const storage = scope.localStorage;
    if (storage && typeof storage.getItem === 'function') {
      storage.getItem(`${DEFAULT_PREFIX}probe`);
      return { storage, problem: null };
    }
    return {
      storage: new MemoryStorage(),
      problem: { code: 'storage-unavailable', key: '*', status: 'unavailable', reason: 'no localStorage' },
    };
  } catch (error) {
    return {
      storage: new MemoryStorage(),
      problem: { code: 'storage-unavailable', key: '*', status: 'unavailable', reason: errorText(error) },
    };
  }
}

// Small validators shared by the platform records.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A safe integer ≥ 0 (an amount of minor units that can be held). */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

export const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** This tab's sessionStorage, or null where the browser refuses it (a reload then starts afresh). */
export function tabStorage(): StorageLike | null {
  try {
    return (globalThis as { sessionStorage?: StorageLike }).sessionStorage ?? null;
  } catch {
    return null;
  }
}
