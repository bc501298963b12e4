/**
 * The shoe as plain data: the cards in the order they will leave it and a position. Drawing
 * returns a new state and never mutates the old one, so a snapshot can be saved, restored and
 * replayed exactly. Shuffles are Fisher–Yates on the Rng interface.
 *
 * Cards before `roundStart` are the discard tray; cards from `roundStart` to `position` are on
 * the table in the current round.
 *
 * A `FairShoeSource` rng (the game server's FairDealer, fair.ts) supplies every shuffle's cards
 * itself, so each can be verified from its seeds and nonce; any other Rng is shuffled here.
 *
 * A shoe shuffled before every round and a continuous shuffler shuffle lazily (`lazy`): each card
 * drawn is one step of the forward Fisher–Yates of SERVER.md (card i swaps with i + int(N − i)),
 * so a round that uses five cards of 416 draws five numbers, and deals exactly the cards the whole
 * shuffle would have put first for the same draws.
 */
import { type Card, decksOf, isCard, parseCard } from './cards';
import { type Rng, shuffled, shuffleInPlace } from './rng';
import {
  cutIndexFor,
  ShoeError,
  type ShoePolicy,
  type ShufflePolicy,
  shufflesLazily,
  validateShufflePolicy,
} from './shoe-policy';

export { ShoeError, type ShufflePolicy, validateShufflePolicy };

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
  /**
   * The cards from `position` on are not in dealing order yet: each draw picks the next at random
   * among them (one forward Fisher–Yates step). Absent on shoes saved before lazy shuffling.
   */
  readonly lazy?: boolean;
}

/** An Rng that deals whole shuffled shoes itself (provably fair play): the shoe asks it instead of shuffling. */
export interface FairShoeSource {
  /** A freshly shuffled shoe of `decks` decks, minus one copy of each excluded card (those on the table). */
  freshShoe(decks: number, excluded?: readonly Card[]): Card[];
}

export function isFairShoeSource(rng: Rng): rng is Rng & FairShoeSource {
  return typeof (rng as Partial<FairShoeSource>).freshShoe === 'function';
}

export interface Draw {
  card: Card;
  shoe: ShoeState;
}

/** A freshly shuffled shoe of `decks` 52-card decks. */
export function createShoe(decks: number, policy: ShufflePolicy, rng: Rng): ShoeState {
  const valid = validateShufflePolicy(policy);
  const fair = isFairShoeSource(rng);
  const lazy = !fair && shufflesLazily(valid);
  const cards = fair ? rng.freshShoe(decks) : lazy ? decksOf(decks) : shuffled(decksOf(decks), rng);
  return {
    policy: valid,
    decks,
    cards,
    position: 0,
    roundStart: 0,
    cutIndex: cutIndexFor(valid, cards.length),
    shuffles: 1,
    lazy,
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
  return { policy: 'stacked', decks: 0, cards, position: 0, roundStart: 0, cutIndex: null, shuffles: 0, lazy: false };
}

export function cardsRemaining(shoe: ShoeState): number {
  return shoe.cards.length - shoe.position;
}

/** Cards of the current round, in the order they were dealt. */
export function roundCards(shoe: ShoeState): readonly Card[] {
  return shoe.cards.slice(shoe.roundStart, shoe.position);
}

/**
 * A shoe being dealt from in place: a ShoeState's fields, mutable, plus whether its card array is
 * its own. It starts by sharing the array of the state it came from and copies it before the first
 * shuffle; after that a shuffle reuses the array, so a simulator's reshuffles allocate nothing.
 * Only the engine holds drafts; callers see ShoeStates (`settledShoe`).
 */
export interface ShoeDraft {
  policy: ShoePolicy;
  decks: number;
  cards: Card[];
  position: number;
  roundStart: number;
  cutIndex: number | null;
  shuffles: number;
  lazy: boolean;
  /** The card array belongs to this draft alone (no ShoeState shares it): shuffles may reuse it. */
  owned: boolean;
}

export function draftShoe(shoe: ShoeState): ShoeDraft {
  return {
    policy: shoe.policy,
    decks: shoe.decks,
    cards: shoe.cards as Card[],
    position: shoe.position,
    roundStart: shoe.roundStart,
    cutIndex: shoe.cutIndex,
    shuffles: shoe.shuffles,
    lazy: shoe.lazy === true,
    owned: false,
  };
}

/** The draft as a ShoeState. The state shares the card array, so the draft gives up owning it. */
export function settledShoe(d: ShoeDraft): ShoeState {
  d.owned = false;
  return {
    policy: d.policy,
    decks: d.decks,
    cards: d.cards,
    position: d.position,
    roundStart: d.roundStart,
    cutIndex: d.cutIndex,
    shuffles: d.shuffles,
    lazy: d.lazy,
  };
}

/** The draft's cards, copied first if a ShoeState still shares them. */
function ownCards(d: ShoeDraft): Card[] {
  if (!d.owned) {
    d.cards = d.cards.slice();
    d.owned = true;
  }
  return d.cards;
}

/**
 * Moves `cards[0, k)` behind the rest, in place: the shorter part is set aside, the longer one
 * slides over (a refill moves the discards, the first k cards, behind the cards on the table).
 */
function rotateLeft(cards: Card[], k: number): void {
  const n = cards.length;
  if (k <= 0 || k >= n) return;
  if (k <= n - k) {
    const head = cards.slice(0, k);
    for (let i = 0; i < n - k; i++) cards[i] = cards[i + k] as Card;
    for (let i = 0; i < k; i++) cards[n - k + i] = head[i] as Card;
  } else {
    const tail = cards.slice(k);
    for (let i = n - 1; i >= n - k; i--) cards[i] = cards[i - (n - k)] as Card;
    for (let i = 0; i < n - k; i++) cards[i] = tail[i] as Card;
  }
}

/**
 * The draft's cards become the fair source's fresh shoe, behind the cards still on the table
 * (left out of the fresh shoe, so no card is in play twice).
 */
function takeFreshShoe(d: ShoeDraft, source: FairShoeSource, onTable: Card[] = []): void {
  d.cards = onTable.length === 0 ? source.freshShoe(d.decks) : onTable.concat(source.freshShoe(d.decks, onTable));
  d.owned = true;
  d.lazy = false;
}

function reshuffleAll(d: ShoeDraft, rng: Rng): void {
  if (isFairShoeSource(rng)) takeFreshShoe(d, rng);
  else if (shufflesLazily(d.policy)) d.lazy = true;
  else {
    shuffleInPlace(ownCards(d), rng);
    d.lazy = false;
  }
  d.position = 0;
  d.roundStart = 0;
  d.cutIndex = cutIndexFor(d.policy, d.cards.length);
  d.shuffles++;
}

/**
 * Before the first card of a round. `every-round` shuffles all cards (lazily); a penetration shoe
 * shuffles once its cut card has come out; `continuous` and `stacked` deal on.
 */
export function beginDraftRound(d: ShoeDraft, rng: Rng): void {
  const { policy } = d;
  if (policy === 'every-round' || (typeof policy === 'object' && d.cutIndex !== null && d.position >= d.cutIndex)) {
    reshuffleAll(d, rng);
  } else {
    d.roundStart = d.position;
  }
}

/**
 * When a round is over. A continuous shuffler takes the round's cards back at once and mixes them
 * with the cards still inside: a fair source deals a fresh shoe; otherwise the dealt cards stay
 * where they are and the whole shoe is drawn from lazily again (any order before a Fisher–Yates
 * gives a uniform shuffle). Other shoes send the cards to the discard tray.
 */
export function endDraftRound(d: ShoeDraft, rng: Rng): void {
  if (d.policy !== 'continuous') {
    d.roundStart = d.position;
    return;
  }
  if (isFairShoeSource(rng)) takeFreshShoe(d, rng);
  else d.lazy = true;
  d.position = 0;
  d.roundStart = 0;
  d.shuffles++;
}

/**
 * The next card. A shoe that runs dry in the middle of a round shuffles its discards and deals
 * on, leaving the cards on the table where they are (they move to the front, the shuffled
 * discards follow); a stacked shoe that runs dry is an error.
 */
export function drawCard(d: ShoeDraft, rng: Rng): Card {
  if (d.position >= d.cards.length) refill(d, rng);
  if (d.lazy) pickNext(d, rng);
  return d.cards[d.position++] as Card;
}

/** One forward Fisher–Yates step: a card picked at random among those left comes next. */
function pickNext(d: ShoeDraft, rng: Rng): void {
  const i = d.position;
  const n = d.cards.length;
  if (i >= n - 1) return; // the last card: the shuffle has no step for it
  const j = i + rng.int(n - i);
  if (j === i) return;
  const cards = ownCards(d);
  const tmp = cards[i] as Card;
  cards[i] = cards[j] as Card;
  cards[j] = tmp;
}

function refill(d: ShoeDraft, rng: Rng): void {
  if (d.policy === 'stacked') throw new ShoeError(`the stacked shoe ran out after ${d.cards.length} cards`);
  const discards = d.roundStart;
  if (discards === 0) throw new ShoeError('the shoe ran out with no discards to shuffle');
  const onTable = d.position - d.roundStart;
  if (isFairShoeSource(rng)) takeFreshShoe(d, rng, d.cards.slice(d.roundStart, d.position));
  else {
    const cards = ownCards(d);
    rotateLeft(cards, discards);
    shuffleInPlace(cards, rng, onTable, onTable + discards);
    d.lazy = false;
  }
  d.position = onTable;
  d.roundStart = 0;
  // The cut card goes back in the same depth of the fresh part of the shoe.
  d.cutIndex = d.cutIndex === null ? null : onTable + (cutIndexFor(d.policy, discards) ?? 0);
  d.shuffles++;
}

/** `beginDraftRound` on a ShoeState: a new state, the given one untouched. */
export function beginRound(shoe: ShoeState, rng: Rng): ShoeState {
  const d = draftShoe(shoe);
  beginDraftRound(d, rng);
  return settledShoe(d);
}

/** `endDraftRound` on a ShoeState: a new state, the given one untouched. */
export function endRound(shoe: ShoeState, rng: Rng): ShoeState {
  const d = draftShoe(shoe);
  endDraftRound(d, rng);
  return settledShoe(d);
}

/** `drawCard` on a ShoeState: the card and a new state, the given one untouched. */
export function draw(shoe: ShoeState, rng: Rng): Draw {
  if (shoe.position < shoe.cards.length && shoe.lazy !== true) {
    // The common case without a draft (a lazy shoe goes through one: its draw swaps cards in a copy).
    const next: ShoeState = {
      policy: shoe.policy,
      decks: shoe.decks,
      cards: shoe.cards,
      position: shoe.position + 1,
      roundStart: shoe.roundStart,
      cutIndex: shoe.cutIndex,
      shuffles: shoe.shuffles,
      lazy: false,
    };
    return { card: shoe.cards[shoe.position] as Card, shoe: next };
  }
  const d = draftShoe(shoe);
  const card = drawCard(d, rng);
  return { card, shoe: settledShoe(d) };
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
  if (s.lazy !== undefined && typeof s.lazy !== 'boolean') return fail('lazy');
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
    lazy: s.lazy === true,
  };
}
