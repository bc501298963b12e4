/**
 * Saving and resuming a table: the persisted snapshot is plain JSON without the wallet and the
 * RNG (they are not data); resuming puts the live ones back, so a round continues after a reload.
 */

import type { BlackjackActor, BlackjackInput, BlackjackSnapshot } from '../blackjack.machine';
import { type Ports, persistWithoutPorts, withPorts } from '../ports';

/** The actor's persisted snapshot as plain JSON, without the wallet and RNG. */
export function persistBlackjack(actor: BlackjackActor): unknown {
  return persistWithoutPorts(actor);
}

/**
 * Actor options that resume a saved snapshot with the wallet and RNG put back:
 * `createActor(blackjackMachine, resumeBlackjack(saved, { wallet, rng }))`.
 */
export function resumeBlackjack(saved: unknown, ports: Ports): { snapshot: BlackjackSnapshot; input: BlackjackInput } {
  const snapshot = withPorts<BlackjackSnapshot>(saved, ports);
  return {
    snapshot,
    input: {
      rules: snapshot.context.rules,
      wallet: ports.wallet,
      rng: ports.rng,
      robots: snapshot.context.robots,
      robotDelay: snapshot.context.robotDelay,
    },
  };
}
