/**
 * A blackjack decision as the API spells it (SERVER.md "Rounds": `action`, and a round's `legal`),
 * and the engine's name for it: the one table both sides read. The back bettor's answer is
 * `behind:follow|keep` on the wire and `behind:yes|no` in the engine; the engine's spelling is
 * accepted too (README documents it, integrations send it). Plain data: the browser imports it.
 */
import type { Decision } from '../engine/blackjack/state';

export const WIRE_DECISIONS = [
  'insurance:yes',
  'insurance:no',
  'even-money:yes',
  'even-money:no',
  'hit',
  'stand',
  'double',
  'split',
  'surrender',
  'behind:follow',
  'behind:keep',
] as const;
export type WireDecision = (typeof WIRE_DECISIONS)[number];

const ENGINE_NAME = {
  'insurance:yes': 'insurance:yes',
  'insurance:no': 'insurance:no',
  'even-money:yes': 'even-money:yes',
  'even-money:no': 'even-money:no',
  hit: 'hit',
  stand: 'stand',
  double: 'double',
  split: 'split',
  surrender: 'surrender',
  'behind:follow': 'behind:yes',
  'behind:keep': 'behind:no',
} as const satisfies Record<WireDecision, Decision>;

/** Every engine decision has a wire name: a decision the engine adds fails to compile here. */
type Named = (typeof ENGINE_NAME)[WireDecision];

const BY_WIRE = new Map<string, Decision>(WIRE_DECISIONS.map((w) => [w, ENGINE_NAME[w]]));
const BY_ENGINE = new Map<string, WireDecision>(WIRE_DECISIONS.map((w) => [ENGINE_NAME[w], w]));

/** A decision the engine lists as legal, as the API names it. */
export function wireDecision(decision: Named): WireDecision {
  const wire = BY_ENGINE.get(decision);
  if (!wire) throw new Error(`decision without a wire name: ${decision}`);
  return wire;
}

/** A player's answer as the API sends it (`insurance:AMOUNT` and the like go as they are). */
export function wireAction(choice: string): string {
  return BY_ENGINE.get(choice) ?? choice;
}

/** An `action` as the engine reads it: a wire name or its alias; anything else is the engine's to refuse. */
export function engineAction(action: string): string {
  return BY_WIRE.get(action) ?? action;
}
