/**
 * The faults the reference operator injects into its wallet calls, so tests see what a real
 * casino's network and wallet do to the game server: slow answers (a delay past 3 s is a timeout
 * for the game server), 500s before anything moved, connections dropped before or after the money
 * moved (the caller cannot tell which), and the same call delivered twice at once. Set at runtime
 * (`POST /_admin/faults`); the rates draw from node:crypto, and a `sequence` gives tests an exact
 * order of faults for the next calls.
 */
import { randomInt } from 'node:crypto';

export type WalletEndpointName = 'balance' | 'debit' | 'credit' | 'rollback';
export const WALLET_ENDPOINTS: readonly WalletEndpointName[] = ['balance', 'debit', 'credit', 'rollback'];

/** What happens to one call: answered normally, a 500, dropped before or after applying, or delivered twice. */
export type FaultKind = 'none' | 'fail' | 'drop' | 'dropAfterApply' | 'duplicate';
const FAULT_KINDS: readonly FaultKind[] = ['none', 'fail', 'drop', 'dropAfterApply', 'duplicate'];

export interface FaultSettings {
  /** Wait this long before handling each affected call (the money moves after it, if at all). */
  delayMs: number;
  /** Wait this long after applying, before answering (the money moved; the caller may have gone). */
  delayAfterMs: number;
  /** Shares of affected calls, 0…1, together at most 1. */
  failRate: number;
  dropRate: number;
  dropAfterApplyRate: number;
  duplicateRate: number;
  /** The endpoints the faults apply to (default: all four). */
  endpoints: WalletEndpointName[];
  /** Faults for the next affected calls, in order, before the rates apply again. */
  sequence: FaultKind[];
}

export interface FaultCounters {
  calls: number;
  delayed: number;
  failed: number;
  dropped: number;
  droppedAfterApply: number;
  duplicated: number;
  /** Duplicate deliveries whose two answers differed (should stay 0: the ledger is idempotent). */
  duplicateMismatch: number;
}

export const DEFAULT_FAULTS: Readonly<FaultSettings> = {
  delayMs: 0,
  delayAfterMs: 0,
  failRate: 0,
  dropRate: 0,
  dropAfterApplyRate: 0,
  duplicateRate: 0,
  endpoints: [...WALLET_ENDPOINTS],
  sequence: [],
};

const RATES = ['failRate', 'dropRate', 'dropAfterApplyRate', 'duplicateRate'] as const;
const RATE_FAULT: Record<(typeof RATES)[number], FaultKind> = {
  failRate: 'fail',
  dropRate: 'drop',
  dropAfterApplyRate: 'dropAfterApply',
  duplicateRate: 'duplicate',
};
/** Rates are drawn to a millionth. */
const SCALE = 1_000_000;
const MAX_DELAY_MS = 120_000;

export class FaultSettingsError extends Error {}

/** A fault setting update (`POST /_admin/faults`), checked: the fields given change, `reset` restores the defaults first. */
export function parseFaultUpdate(current: FaultSettings, body: unknown): FaultSettings {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new FaultSettingsError('the body must be a JSON object');
  }
  const b = body as Record<string, unknown>;
  const next: FaultSettings = b.reset === true ? structuredClone(DEFAULT_FAULTS) : structuredClone(current);
  for (const [key, value] of Object.entries(b)) {
    if (key === 'reset') continue;
    if (key === 'delayMs' || key === 'delayAfterMs') {
      if (!(Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_DELAY_MS)) {
        throw new FaultSettingsError(`${key} must be a whole number of milliseconds from 0 to ${MAX_DELAY_MS}`);
      }
      next[key] = value as number;
    } else if ((RATES as readonly string[]).includes(key)) {
      if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
        throw new FaultSettingsError(`${key} must be a number from 0 to 1`);
      }
      next[key as (typeof RATES)[number]] = value;
    } else if (key === 'endpoints') {
      if (!Array.isArray(value) || !value.every((v) => (WALLET_ENDPOINTS as readonly unknown[]).includes(v))) {
        throw new FaultSettingsError(`endpoints must list some of ${WALLET_ENDPOINTS.join(', ')}`);
      }
      next.endpoints = [...new Set(value as WalletEndpointName[])];
    } else if (key === 'sequence') {
      if (!Array.isArray(value) || !value.every((v) => (FAULT_KINDS as readonly unknown[]).includes(v))) {
        throw new FaultSettingsError(`sequence must list faults among ${FAULT_KINDS.join(', ')}`);
      }
      next.sequence = [...(value as FaultKind[])];
    } else {
      throw new FaultSettingsError(`${key} is not a fault setting`);
    }
  }
  const total = RATES.reduce((sum, r) => sum + next[r], 0);
  if (total > 1 + 1e-9) throw new FaultSettingsError(`the rates add up to ${total}: at most 1`);
  return next;
}

/** The operator's current faults, the choice for each call, and counts of what was injected. */
export class Faults {
  private settings: FaultSettings = structuredClone(DEFAULT_FAULTS);
  private counters: FaultCounters = Faults.zero();

  /** `draw(n)`: an integer in [0, n); node:crypto's unless a test gives its own. */
  constructor(private readonly draw: (n: number) => number = (n) => randomInt(n)) {}

  private static zero(): FaultCounters {
    return { calls: 0, delayed: 0, failed: 0, dropped: 0, droppedAfterApply: 0, duplicated: 0, duplicateMismatch: 0 };
  }

  get current(): FaultSettings {
    return structuredClone(this.settings);
  }

  get injected(): FaultCounters {
    return { ...this.counters };
  }

  /** Applies an update (see parseFaultUpdate); `reset` also zeroes the counters. */
  update(body: unknown): FaultSettings {
    const next = parseFaultUpdate(this.settings, body);
    if ((body as { reset?: unknown }).reset === true) this.counters = Faults.zero();
    this.settings = next;
    return this.current;
  }

  /** What happens to the next call to `endpoint`, and how long to wait before and after it. */
  choose(endpoint: WalletEndpointName): { fault: FaultKind; delayMs: number; delayAfterMs: number } {
    this.counters.calls++;
    const s = this.settings;
    if (!s.endpoints.includes(endpoint)) return { fault: 'none', delayMs: 0, delayAfterMs: 0 };
    let fault: FaultKind = 'none';
    if (s.sequence.length > 0) fault = s.sequence.shift()!;
    else {
      const x = this.draw(SCALE);
      let edge = 0;
      for (const rate of RATES) {
        edge += Math.round(s[rate] * SCALE);
        if (x < edge) {
          fault = RATE_FAULT[rate];
          break;
        }
      }
    }
    if (s.delayMs > 0 || s.delayAfterMs > 0) this.counters.delayed++;
    if (fault === 'fail') this.counters.failed++;
    if (fault === 'drop') this.counters.dropped++;
    if (fault === 'dropAfterApply') this.counters.droppedAfterApply++;
    if (fault === 'duplicate') this.counters.duplicated++;
    return { fault, delayMs: s.delayMs, delayAfterMs: s.delayAfterMs };
  }

  /** A duplicate delivery's two answers differed (the ledger applied it twice, or answered differently). */
  mismatch(): void {
    this.counters.duplicateMismatch++;
  }
}
