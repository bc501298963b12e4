/**
 * What a call's work may do to the demo bank's record (demo-bank.ts), and the refusals
 * that leave it unchanged: a stake the balance cannot cover, a return past MAX_BALANCE.
 */
import type { Minor } from '../../engine/shared/money';
import type { GameId } from '../../platform/games';
import { isAmount } from '../../platform/storage';
import { type BankRecord, MAX_BALANCE, type OpenRound } from './bank-record';

/** A call the bank refused: nothing changed. */
export class BankRefusal extends Error {
  override name = 'BankRefusal';
  constructor(
    readonly code:
      | 'insufficient-funds'
      | 'conflict'
      | 'round-in-progress'
      | 'no-round'
      /** The storage refused to write the call's record: nothing changed. */
      | 'unsaved'
      /** Another tab holds the wallet now. */
      | 'elsewhere'
      /** A return would take the balance past MAX_BALANCE. */
      | 'overflow',
    detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

/** What a call's work may do to the record. */
export interface BankTx {
  readonly balance: Minor;
  /** Takes a stake; refused (the whole call changes nothing) when the balance cannot cover it. */
  debit(amount: Minor): void;
  credit(amount: Minor): void;
  now(): number;
  /** A new round id of the game: unique for this bank (`roulette-17`). */
  nextRoundId(game: GameId): string;
  round(game: GameId): OpenRound | null;
  setRound(round: OpenRound): void;
  closeRound(game: GameId): void;
  table(key: string): unknown;
  setTable(key: string, value: unknown): void;
}

/** The work's view of a copy of the record: stakes and returns checked as the bank's rules say. */
export function bankTx(d: BankRecord, clock: () => number): BankTx {
  return {
    get balance() {
      return d.balance;
    },
    debit(amount) {
      if (!isAmount(amount)) throw new RangeError(`a stake must be whole minor units, got ${amount}`);
      if (amount > d.balance) throw new BankRefusal('insufficient-funds', `${d.balance} cannot cover ${amount}`);
      d.balance -= amount;
      d.totals.debited += amount;
    },
    credit(amount) {
      if (!isAmount(amount)) throw new RangeError(`a return must be whole minor units, got ${amount}`);
      if (d.balance + amount > MAX_BALANCE)
        throw new BankRefusal('overflow', `${d.balance} + ${amount} is past the most a balance holds`);
      d.balance += amount;
      d.totals.credited += amount;
    },
    now: clock,
    nextRoundId(game) {
      d.seq += 1;
      return `${game}-${d.seq}`;
    },
    round: (game) => d.open[game] ?? null,
    setRound(round) {
      d.open[round.game] = round;
    },
    closeRound(game) {
      delete d.open[game];
    },
    table: (key) => d.tables[key],
    setTable(key, value) {
      d.tables[key] = value;
    },
  };
}
