/**
 * Why a round was void (RULES.md "Every table": a malfunction voids the round): its saved state
 * could not be read back (`unreadable`) or played on (`unplayable`), the rules failed inside a
 * call (`rules-error`), the wallet kept failing to save its calls (`wallet-failure`), or a win was
 * more than a balance holds (`overflow`). A code, never player text (ui/ words it). The game
 * server's rounds, the browser's history and the tables' notices all use these. Plain data.
 */
export const VOID_REASONS = [
  'unreadable',
  'unplayable',
  'rules-error',
  'wallet-failure',
  'overflow',
  'withdrawn',
] as const;
export type VoidReason = (typeof VOID_REASONS)[number];

/** Earlier spellings still read: `wallet` was the server's first name for `wallet-failure`. */
const ALIASES = new Map<string, VoidReason>([['wallet', 'wallet-failure']]);
const KNOWN = new Map<string, VoidReason>(VOID_REASONS.map((r) => [r, r]));

/** A reason as this build knows it; undefined for one it does not (a later server's). */
export function knownVoidReason(reason: unknown): VoidReason | undefined {
  return typeof reason === 'string' ? (KNOWN.get(reason) ?? ALIASES.get(reason)) : undefined;
}
