/**
 * What the machine tests share: a demo bank in memory, round ports that record, hold or fail
 * their calls on purpose, and a wait for the table to settle after a port call.
 */
import { vi } from 'vitest';
import { type AnyActorRef, waitFor } from 'xstate';
import { DemoBank } from '../../src/demo/bank/demo-bank';
import { pocketOf } from '../../src/engine/roulette/wheel';
import type { Rng } from '../../src/engine/shared/rng';
import type { ActRequest, OpenRequest, RoundPort, RoundStep } from '../../src/machines/round-port';
import { phaseOf } from '../../src/machines/table/context';
import { createStore, MemoryStorage } from '../../src/platform/storage';

/** A demo bank over memory storage, with a counting clock. */
export function openBank(startingBalance = 100_000): DemoBank {
  let now = 1_700_000_000_000;
  const { bank } = DemoBank.open(createStore(new MemoryStorage()), {
    currency: 'EUR',
    startingBalance,
    clock: () => now++,
  });
  return bank;
}

/** The bank's books balance and it holds what it says. */
export function reconciled(bank: DemoBank): boolean {
  return bank.reconcile().ok;
}

/**
 * A port whose calls are spies: by default each goes to `real`; a test scripts a refusal, a
 * failure or a call that never answers with `mockImplementationOnce` / `mockRejectedValueOnce`
 * and reads every request the machine made from `mock.calls`.
 */
export function spyPort<B, D, V, E>(real: RoundPort<B, D, V, E>) {
  return {
    open: vi.fn((request: OpenRequest<B>): Promise<RoundStep<V, E>> => real.open(request)),
    act: vi.fn((request: ActRequest<D>): Promise<RoundStep<V, E>> => real.act(request)),
    resume: vi.fn((): Promise<RoundStep<V, E> | null> => real.resume()),
  };
}

export type SpiedPort<B, D, V, E> = ReturnType<typeof spyPort<B, D, V, E>>;

/** A promise that never settles: a call whose answer the page never saw (it went away). */
export const never = <T>(): Promise<T> => new Promise<T>(() => {});

/** The call reaches the bank (the stake is taken), but its answer is lost on the way back. */
export const answerLost =
  <R, T>(call: (request: R) => Promise<T>) =>
  (request: R): Promise<T> =>
    call(request).then(() => {
      throw new Error('connection lost');
    });

/** The call reaches the bank, and the page goes away before the answer comes back. */
export const answerNeverSeen =
  <R, T>(call: (request: R) => Promise<T>) =>
  (request: R): Promise<T> =>
    call(request).then(() => never<T>());

/** The phases in which a port call is under way. */
const CALLING = new Set(['resuming', 'opening', 'acting']);

/** Waits until no port call is under way. */
export function settled<A extends AnyActorRef>(actor: A) {
  return waitFor(actor, (s) => !CALLING.has(phaseOf(s)));
}

/** An RNG whose spins land on the given numbers in turn. */
export function landing(...numbers: number[]): Rng {
  let i = 0;
  return { uint32: () => 0, int: () => pocketOf(numbers[i++ % numbers.length] as number) };
}

/** The persisted snapshot as it would be stored and read back. */
export function stored<T>(snapshot: T): T {
  return JSON.parse(JSON.stringify(snapshot)) as T;
}

/** Whether a card code appears as a value anywhere in the JSON of `value`. */
export function mentionsCard(value: unknown, card: string): boolean {
  return JSON.stringify(value).includes(`"${card}"`);
}
