/**
 * What a game machine needs from the outside world, as interfaces the machines receive in their
 * input. The platform (src/platform/) provides the persisted demo wallet and round journal; tests
 * and the headless commands use the in-memory wallet below.
 */
import type { Minor } from '../engine/shared/money';

export interface WalletPort {
  /** Current balance in minor units. */
  balance(): Minor;
  /** Takes a round's stakes; rejects (and changes nothing) when the balance cannot cover them. */
  debit(amount: Minor, roundId: string): Promise<Minor>;
  /** Pays a round's returns. */
  credit(amount: Minor, roundId: string): Promise<Minor>;
}

export class InsufficientFunds extends Error {
  override name = 'InsufficientFunds';
}

/** A wallet held in memory: for tests and the headless commands. */
export function createMemoryWallet(start: Minor): WalletPort {
  if (!Number.isSafeInteger(start) || start < 0)
    throw new RangeError(`starting balance must be a non-negative integer, got ${start}`);
  let balance = start;
  return {
    balance: () => balance,
    async debit(amount) {
      if (!Number.isSafeInteger(amount) || amount < 0)
        throw new RangeError(`debit must be a non-negative integer, got ${amount}`);
      if (amount > balance) throw new InsufficientFunds(`balance ${balance} cannot cover ${amount}`);
      balance -= amount;
      return balance;
    },
    async credit(amount) {
      if (!Number.isSafeInteger(amount) || amount < 0)
        throw new RangeError(`credit must be a non-negative integer, got ${amount}`);
      balance += amount;
      return balance;
    },
  };
}
