/**
 * The shoe as plain data: the cards in the order they will leave it and a position. Drawing
 * returns a new state and never mutates the old one, so a snapshot can be saved, restored and
 * replayed exactly. Shuffles are Fisher–Yates on the Rng interface.
 *
 * Cards before `roundStart` are the discard tray; cards from `roundStart` to `position` are on
 * the table in the current round.
 */
import { type Card, decksOf, isCard, parseCard } from './cards';
import { type Rng, shuffled } from './rng';

/** The shuffle policies of the rules object (RULES.md), plus `stacked` for tests and scenarios. */
export type ShufflePolicy = 'every-round' | 'continuous' | { penetration: number };
export type ShoePolicy = ShufflePolicy | 'stacked';

export interface ShoeState {
  readonly policy: ShoePolicy;
  readonly decks: number;
  readonly cards: readonly Card[];
  readonly position: number;
  readonly roundStart: number;
  /** Penetration shoes: the index of the cut card; reaching it ends the shoe after the round. */
  readonly cutIndex: number | null;
  /** How many times this shoe has been shuffled (the view shows a shuffle when it grows). */
  readonly shuffles: number;
}

export interface Draw {
  card: Card;
  shoe: ShoeState;
}

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

function cutIndexFor(policy: ShoePolicy, total: number): number | null {
  if (typeof policy !== 'object') return null;
  return Math.min(total, Math.max(1, Math.ceil(total * policy.penetration)));
}

/** A freshly shuffled shoe of `decks` 52-card decks. */
export function createShoe(decks: number, policy: ShufflePolicy, rng: Rng): ShoeState {
  const valid = validateShufflePolicy(policy);
  const cards = shuffled(decksOf(decks), rng);
  return {
    policy: valid,
    decks,
    cards,
    position: 0,
    roundStart: 0,
    cutIndex: cutIndexFor(valid, cards.length),
    shuffles: 1,
  };
}

/** A shoe that deals exactly these cards in this order and never shuffles. */
export function stackedShoe(codes: readonly unknown[]): ShoeState {
  const cards = codes.map((code, i) => {
    try {
      return parseCard(code);
    } catch (e) {
      throw new ShoeError(`shoe[${i}]: ${(e as Error).message}`);
    }
  });
  return { policy: 'stacked', decks: 0, cards, position: 0, roundStart: 0, cutIndex: null, shuffles: 0 };
}

export function cardsRemaining(shoe: ShoeState): number {
  return shoe.cards.length - shoe.position;
}

/** Cards of the current round, in the order they were dealt. */
export function roundCards(shoe: ShoeState): readonly Card[] {
  return shoe.cards.slice(shoe.roundStart, shoe.position);
}

function reshuffleAll(shoe: ShoeState, rng: Rng): ShoeState {
  const cards = shuffled(shoe.cards, rng);
  return {
    ...shoe,
    cards,
    position: 0,
    roundStart: 0,
    cutIndex: cutIndexFor(shoe.policy, cards.length),
    shuffles: shoe.shuffles + 1,
  };
}

/**
 * Called before the first card of a round. `every-round` shuffles all cards; a penetration shoe
 * shuffles once its cut card has come out; `continuous` and `stacked` deal on.
 */
export function beginRound(shoe: ShoeState, rng: Rng): ShoeState {
  const { policy } = shoe;
  if (policy === 'every-round') return reshuffleAll(shoe, rng);
  if (typeof policy === 'object' && shoe.cutIndex !== null && shoe.position >= shoe.cutIndex) {
    return reshuffleAll(shoe, rng);
  }
  return roundStartsHere(shoe);
}

/** The shoe with the round boundary at the current position (built field by field: once a round). */
function roundStartsHere(shoe: ShoeState): ShoeState {
  return {
    policy: shoe.policy,
    decks: shoe.decks,
    cards: shoe.cards,
    position: shoe.position,
    roundStart: shoe.position,
    cutIndex: shoe.cutIndex,
    shuffles: shoe.shuffles,
  };
}

/**
 * Called when a round is over. A continuous shuffler takes the round's cards back at once and
 * mixes them with the cards still inside; other shoes send them to the discard tray.
 */
export function endRound(shoe: ShoeState, rng: Rng): ShoeState {
  if (shoe.policy !== 'continuous') return roundStartsHere(shoe);
  const inside = shoe.cards.slice(shoe.position).concat(shoe.cards.slice(0, shoe.position));
  return { ...shoe, cards: shuffled(inside, rng), position: 0, roundStart: 0, shuffles: shoe.shuffles + 1 };
}

/**
 * The next card. A shoe that runs dry in the middle of a round shuffles its discards and deals
 * on, leaving the cards on the table where they are; a stacked shoe that runs dry is an error.
 */
export function draw(shoe: ShoeState, rng: Rng): Draw {
  let current = shoe;
  if (current.position >= current.cards.length) {
    if (current.policy === 'stacked') {
      throw new ShoeError(`the stacked shoe ran out after ${current.cards.length} cards`);
    }
    const onTable = current.cards.slice(current.roundStart, current.position);
    const discards = current.cards.slice(0, current.roundStart);
    if (discards.length === 0) throw new ShoeError('the shoe ran out with no discards to shuffle');
    const cards = onTable.concat(shuffled(discards, rng));
    current = {
      ...current,
      cards,
      position: onTable.length,
      roundStart: 0,
      // The cut card goes back in the same depth of the fresh part of the shoe.
      cutIndex: current.cutIndex === null ? null : onTable.length + (cutIndexFor(current.policy, discards.length) ?? 0),
      shuffles: current.shuffles + 1,
    };
  }
  const card = current.cards[current.position] as Card;
  // Built field by field, not spread: this runs once per card in the simulator's inner loop.
  const next: ShoeState = {
    policy: current.policy,
    decks: current.decks,
    cards: current.cards,
    position: current.position + 1,
    roundStart: current.roundStart,
    cutIndex: current.cutIndex,
    shuffles: current.shuffles,
  };
  return { card, shoe: next };
}

/**
 * Restores a shoe saved as JSON, refusing anything that is not a consistent shoe (corrupt or
 * tampered storage must not deal).
 */
export function restoreShoe(saved: unknown): ShoeState {
  const s = saved as Partial<ShoeState> | null;
  const fail = (why: string): never => {
    throw new ShoeError(`saved shoe is invalid: ${why}`);
  };
  if (typeof s !== 'object' || s === null) return fail('not an object');
  const policy = s.policy === 'stacked' ? 'stacked' : validateShufflePolicy(s.policy);
  if (!Array.isArray(s.cards) || !s.cards.every(isCard)) return fail('cards');
  const n = s.cards.length;
  const int = (v: unknown, max: number): v is number =>
    Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
  if (!int(s.position, n)) return fail('position');
  if (!int(s.roundStart, s.position)) return fail('roundStart');
  if (!(s.cutIndex === null || int(s.cutIndex, n))) return fail('cutIndex');
  if (!int(s.shuffles, Number.MAX_SAFE_INTEGER)) return fail('shuffles');
  if (!Number.isInteger(s.decks) || (s.decks as number) < 0) return fail('decks');
  if (policy !== 'stacked' && n !== (s.decks as number) * 52) return fail('card count does not match decks');
  return {
    policy,
    decks: s.decks as number,
    cards: s.cards.slice(),
    position: s.position,
    roundStart: s.roundStart,
    cutIndex: s.cutIndex ?? null,
    shuffles: s.shuffles,
  };
}
