/**
 * The simulators' shoe: the product's shoe (shoe.ts) on a Uint8Array of card values instead of
 * card codes, for a loop that allocates nothing per card. It follows shoe.ts step for step —
 * the same shuffles (full Fisher–Yates for penetration shoes, one forward step per card drawn for
 * `every-round` and `continuous`), the same cut card, the same mid-round refill — and draws the
 * same numbers from the Rng in the same order, so for one seed it deals the values of exactly
 * the cards the product's shoe deals (tests/engine prove it card by card and round by round).
 * A fair source (FairShoeSource) is not supported: the server deals through the product's shoe.
 */
import { decksOf } from './cards';
import { CryptoRng, type Rng, SeededRng } from './rng';
import { cutIndexFor, ShoeError, type ShufflePolicy, shufflesLazily, validateShufflePolicy } from './shoe-policy';

export class ValueShoe {
  /** Each card's value in the game (`values` by rank), in the order the product's shoe holds the cards. */
  readonly cards: Uint8Array;
  position = 0;
  roundStart = 0;
  /** The cut card's index; −1 where the policy has none. */
  cutIndex: number;
  lazy: boolean;
  readonly policy: ShufflePolicy;
  private readonly everyRound: boolean;
  private readonly continuous: boolean;
  private readonly lazyPolicy: boolean;
  /** The cut card's index in a freshly shuffled shoe (−1: none). */
  private readonly freshCut: number;

  /**
   * A freshly shuffled shoe, as createShoe makes it. `values`: the value of each rank A, 2 … K
   * (13 entries); decks are laid out as decksOf lays them (suits S H D C, ranks A → K).
   */
  constructor(decks: number, policy: ShufflePolicy, rng: Rng, values: ArrayLike<number>) {
    this.policy = validateShufflePolicy(policy);
    const n = decksOf(decks).length;
    this.cards = new Uint8Array(n);
    for (let i = 0; i < n; i++) this.cards[i] = values[i % 13] as number;
    this.everyRound = this.policy === 'every-round';
    this.continuous = this.policy === 'continuous';
    this.lazyPolicy = shufflesLazily(this.policy);
    this.lazy = this.lazyPolicy;
    if (!this.lazy) this.shuffle(rng, 0, n);
    this.freshCut = cutIndexFor(this.policy, n) ?? -1;
    this.cutIndex = this.freshCut;
  }

  /** beginDraftRound. */
  beginRound(rng: Rng): void {
    if (this.everyRound || (this.cutIndex >= 0 && this.position >= this.cutIndex)) {
      if (this.lazyPolicy) this.lazy = true;
      else {
        this.shuffle(rng, 0, this.cards.length);
        this.lazy = false;
      }
      this.position = 0;
      this.roundStart = 0;
      this.cutIndex = this.freshCut;
    } else {
      this.roundStart = this.position;
    }
  }

  /** endDraftRound: a continuous shuffler takes every card back; other shoes discard them. */
  endRound(): void {
    if (this.continuous) {
      this.lazy = true;
      this.position = 0;
    }
    this.roundStart = this.position;
  }

  /** drawCard: the next card's value. */
  draw(rng: Rng): number {
    const cards = this.cards;
    const n = cards.length;
    let i = this.position;
    if (i >= n) {
      this.refill(rng);
      i = this.position;
    }
    if (this.lazy && i < n - 1) {
      const j = i + rng.int(n - i);
      const tmp = cards[i] as number;
      cards[i] = cards[j] as number;
      cards[j] = tmp;
    }
    this.position = i + 1;
    return cards[i] as number;
  }

  /**
   * shuffleInPlace on the typed array: the same draws (int(i + 1) for i from the last index of
   * the range down to 1), so the same order; the generators' own loops run with their state in locals.
   */
  private shuffle(rng: Rng, from: number, to: number): void {
    if (rng instanceof SeededRng || rng instanceof CryptoRng) {
      rng.shuffleRange(this.cards, from, to);
      return;
    }
    const cards = this.cards;
    for (let i = to - from - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const tmp = cards[from + i] as number;
      cards[from + i] = cards[from + j] as number;
      cards[from + j] = tmp;
    }
  }

  /** The shoe ran dry mid-round: the discards are shuffled behind the cards on the table (shoe.ts refill). */
  private refill(rng: Rng): void {
    const discards = this.roundStart;
    if (discards === 0) throw new ShoeError('the shoe ran out with no discards to shuffle');
    const cards = this.cards;
    const n = cards.length;
    const onTable = this.position - discards;
    const head = cards.slice(0, discards);
    cards.copyWithin(0, discards);
    cards.set(head, n - discards);
    this.shuffle(rng, onTable, onTable + discards);
    this.position = onTable;
    this.roundStart = 0;
    this.cutIndex = this.cutIndex < 0 ? -1 : onTable + (cutIndexFor(this.policy, discards) ?? 0);
    this.lazy = false;
  }
}
