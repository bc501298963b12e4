/**
 * The shoe's shuffle policies (RULES.md's `shuffle`) and what follows from them: where the cut
 * card goes, and which policies shuffle lazily, one forward Fisher–Yates step per card drawn.
 */
/** The shuffle policies of the rules object (RULES.md), plus `stacked` for tests and scenarios. */
export type ShufflePolicy = 'every-round' | 'continuous' | { penetration: number };
export type ShoePolicy = ShufflePolicy | 'stacked';

export class ShoeError extends Error {
  override name = 'ShoeError';
}

/** Refuses a policy that is not one of the three of RULES.md, naming what was expected. */
export function validateShufflePolicy(policy: unknown): ShufflePolicy {
  if (policy === 'every-round' || policy === 'continuous') return policy;
  if (typeof policy === 'object' && policy !== null && Object.keys(policy).join() === 'penetration') {
    const p = (policy as { penetration: unknown }).penetration;
    if (typeof p === 'number' && p > 0 && p <= 1) return { penetration: p };
    throw new ShoeError(`shuffle.penetration must be a fraction in (0, 1], got ${String(p)}`);
  }
  throw new ShoeError(
    `shuffle must be "every-round", "continuous" or { "penetration": fraction }, got ${JSON.stringify(policy)}`,
  );
}

/** The cut card's index for a shoe of `total` cards; null where the policy has no cut card. */
export function cutIndexFor(policy: ShoePolicy, total: number): number | null {
  if (typeof policy !== 'object') return null;
  return Math.min(total, Math.max(1, Math.ceil(total * policy.penetration)));
}

/** Policies whose shuffles run one step per card drawn (a fair source still deals whole shoes). */
export function shufflesLazily(policy: ShoePolicy): boolean {
  return policy === 'every-round' || policy === 'continuous';
}
