/**
 * Saving and resuming a table: the persisted snapshot is plain JSON without the wallet and the
 * RNG (they are not data); resuming puts the live ones back, so a round continues after a reload.
 */
import type { Rng } from '../../engine/shared/rng';
import type { BlackjackActor, BlackjackContext, BlackjackInput, BlackjackSnapshot } from '../blackjack.machine';
import type { WalletPort } from '../ports';

/** The actor's persisted snapshot as plain JSON, without the wallet and RNG. */
export function persistBlackjack(actor: BlackjackActor): unknown {
  const saved = actor.getPersistedSnapshot() as unknown as { context: BlackjackContext };
  return JSON.parse(JSON.stringify({ ...saved, context: { ...saved.context, wallet: null, rng: null } }));
}

/**
 * Actor options that resume a saved snapshot with the wallet and RNG put back:
 * `createActor(blackjackMachine, resumeBlackjack(saved, { wallet, rng }))`.
 */
export function resumeBlackjack(
  saved: unknown,
  ports: { wallet: WalletPort; rng: Rng },
): { snapshot: BlackjackSnapshot; input: BlackjackInput } {
  const s = saved as { context: BlackjackContext };
  const context = { ...s.context, wallet: ports.wallet, rng: ports.rng };
  return {
    snapshot: { ...s, context } as unknown as BlackjackSnapshot,
    input: { rules: context.rules, wallet: ports.wallet, rng: ports.rng },
  };
}
