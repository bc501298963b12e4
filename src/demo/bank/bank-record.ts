/**
 * The demo bank's record (demo-bank.ts): its shape and version, the checks a saved one must pass,
 * a fresh one, and the previous version's wallet carried over. Plain data: one storage write.
 */
import type { Minor } from '../../engine/shared/money';
import { GAME_IDS, type GameId } from '../../platform/games';
import { isAmount, isRecord, isText, type TypedStore } from '../../platform/storage';

export const BANK_VERSION = 2;

/**
 * The most a demo balance may hold: 15 digits of minor units (the `balance` launch parameter's
 * limit). Far below Number.MAX_SAFE_INTEGER, so a stake or a return added to it stays exact; a
 * saved balance above it is refused at load, and a win that would pass it voids its round.
 */
export const MAX_BALANCE = 999_999_999_999_999;

/** A balance the money code can hold and add to safely. */
const isBalance = (v: unknown): v is Minor => isAmount(v) && v <= MAX_BALANCE;

/** The record's key: the wallet's (a player's saved play money is found where it always was). */
export const bankKey = (currency: string): string => `wallet.${currency}`;

/** A game's open round as its port keeps it: `state` is the port's own (secret) record. */
export interface OpenRound {
  id: string;
  game: GameId;
  table: string;
  /** Every stake taken for it, in order. */
  stakes: Minor[];
  balanceBefore: Minor;
  startedAt: number;
  state: unknown;
}

/** A call's answer, kept under its request id. */
export interface Answer {
  requestId: string;
  /** The request as canonical JSON: a repeat must be the same request. */
  body: string;
  answer: unknown;
}

/** The balance the record began with, and every later movement (reconcile). */
export interface Totals {
  start: Minor;
  debited: Minor;
  credited: Minor;
  toppedUp: Minor;
}

export interface BankRecord {
  balance: Minor;
  /**
   * Counts the record's writes (absent in records written before it): a page that takes the
   * wallet over from another tab waits until its storage shows the other's last write.
   */
  rev?: number;
  seq: number;
  open: Partial<Record<GameId, OpenRound>>;
  tables: Record<string, unknown>;
  answers: Answer[];
  totals: Totals;
}

const isRound = (v: unknown): v is OpenRound =>
  isRecord(v) &&
  isText(v.id) &&
  GAME_IDS.includes(v.game as GameId) &&
  isText(v.table) &&
  Array.isArray(v.stakes) &&
  v.stakes.every(isAmount) &&
  isAmount(v.balanceBefore) &&
  typeof v.startedAt === 'number' &&
  'state' in v;

const isAnswer = (v: unknown): v is Answer =>
  isRecord(v) && isText(v.requestId) && typeof v.body === 'string' && 'answer' in v;

const isTotals = (v: unknown): v is Totals =>
  isRecord(v) && isAmount(v.start) && isAmount(v.debited) && isAmount(v.credited) && isAmount(v.toppedUp);

export const isBankRecord = (v: unknown): v is BankRecord =>
  isRecord(v) &&
  isBalance(v.balance) &&
  (v.rev === undefined || isAmount(v.rev)) &&
  isAmount(v.seq) &&
  isRecord(v.open) &&
  Object.entries(v.open).every(([g, r]) => isRound(r) && r.game === g) &&
  isRecord(v.tables) &&
  Array.isArray(v.answers) &&
  v.answers.every(isAnswer) &&
  isTotals(v.totals);

/** The demo wallet of the version before the bank: a balance and the ledgers of open rounds. */
interface WalletV1 {
  balance: Minor;
  rounds: Record<string, { debits: Minor[]; credit: Minor | null }>;
}

const isWalletV1 = (v: unknown): v is WalletV1 =>
  isRecord(v) &&
  isAmount(v.balance) &&
  isRecord(v.rounds) &&
  Object.values(v.rounds).every(
    (l) =>
      isRecord(l) && Array.isArray(l.debits) && l.debits.every(isAmount) && (l.credit === null || isAmount(l.credit)),
  );

export const fresh = (balance: Minor, seq = 0): BankRecord => ({
  balance,
  seq,
  open: {},
  tables: {},
  answers: [],
  totals: { start: balance, debited: 0, credited: 0, toppedUp: 0 },
});

/** The write count of the saved record as this page's storage shows it now (0: none readable). */
export function savedRev(store: TypedStore, currency: string): number {
  const read = store.read(bankKey(currency), BANK_VERSION, isBankRecord);
  return read.status === 'ok' ? (read.data.rev ?? 0) : 0;
}

export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The previous version's wallet as a bank: its balance, with the stakes of any round it left
 * open returned (its table cannot resume it), and its round journal removed.
 */
export function carriedOver(store: TypedStore, key: string, seq: number): BankRecord | null {
  const old = store.read(key, 1, isWalletV1);
  if (old.status !== 'ok') return null;
  let refund = 0;
  for (const ledger of Object.values(old.data.rounds)) {
    if (ledger.credit === null) for (const d of ledger.debits) refund += d;
  }
  store.remove(`journal.${key.slice('wallet.'.length)}`);
  const record = fresh(old.data.balance + refund, seq);
  return { ...record, totals: { ...record.totals, start: old.data.balance, credited: refund } };
}
