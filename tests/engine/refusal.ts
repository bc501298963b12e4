/** Catching a step the rules refuse: the typed error, so a test can assert its problem and message. */
import { expect } from 'vitest';
import type { RuleError } from '../../src/engine/shared/problem';

/** The error `step` throws, which must be an instance of `kind`; fails the test when it is not refused. */
export function refusal<E extends RuleError>(kind: abstract new (...args: never[]) => E, step: () => unknown): E {
  try {
    step();
  } catch (e) {
    expect(e).toBeInstanceOf(kind);
    return e as E;
  }
  throw new Error('the step was not refused');
}
