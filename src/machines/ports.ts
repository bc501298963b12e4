/**
 * What a game machine needs from the outside world, as interfaces the machines receive in their
 * input. The platform (src/platform/) provides the persisted demo wallet and round journal; tests
 * and the headless commands use the in-memory wallet below.
 */
import type { Minor } from '../engine/shared/money';
import type { Rng } from '../engine/shared/rng';

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

/** The live objects a machine's context holds beside its data: never serialized. */
export interface Ports {
  wallet: WalletPort;
  rng: Rng;
}

/**
 * An actor's persisted snapshot as plain JSON, with the wallet and RNG taken out (they are live
 * objects, not data): what the round journal stores so a round survives a reload.
 */
export function persistWithoutPorts(actor: { getPersistedSnapshot(): unknown }): unknown {
  const saved = actor.getPersistedSnapshot() as { context: Record<string, unknown> };
  return JSON.parse(JSON.stringify({ ...saved, context: { ...saved.context, wallet: null, rng: null } }));
}

/**
 * A saved snapshot with the live wallet and RNG put back, ready for `createActor(machine, {
 * snapshot })`: in the context, and in the input of any wallet call that was in flight when it was
 * saved (XState starts those calls again on resume, with their saved input).
 */
export function withPorts<S>(saved: unknown, ports: Ports): S {
  const s = saved as { context: Record<string, unknown> };
  const restored = { ...s, context: { ...s.context, wallet: ports.wallet, rng: ports.rng } };
  return walletIntoCalls(restored, ports.wallet) as S;
}

/** Puts `wallet` into the saved input of every invoked call that takes one; returns a new object. */
export function walletIntoCalls(snapshot: unknown, wallet: WalletPort): unknown {
  const s = snapshot as { children?: Record<string, { snapshot?: { input?: Record<string, unknown> } }> };
  if (typeof s !== 'object' || s === null || typeof s.children !== 'object' || s.children === null) return snapshot;
  const children: Record<string, unknown> = {};
  for (const [id, child] of Object.entries(s.children)) {
    const input = child?.snapshot?.input;
    children[id] =
      input && typeof input === 'object' && 'wallet' in input
        ? { ...child, snapshot: { ...child.snapshot, input: { ...input, wallet } } }
        : child;
  }
  return { ...s, children };
}
