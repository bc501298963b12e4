/**
 * The report's samples, drawn through the product's own code: fairShoe and fairPocket for the
 * provably fair path; for the crypto path the Rng that `sim --entropy crypto` plays with
 * (sim-chunks.ts chunkRng: a CryptoRng), shuffled by the shoe's own shuffleInPlace (what a
 * penetration shoe and the simulators run: CryptoRng.shuffleRange) or dealt one forward
 * Fisher–Yates step per card by the shoe's drawCard (every-round and continuous shoes), and
 * spun by the wheel's spinWheel. Each job is a slice of the work a worker thread can run alone.
 */
import { chunkRng } from '../../src/cli/sim-chunks';
import { spinWheel } from '../../src/engine/roulette/wheel';
import { type Card, standardDeck } from '../../src/engine/shared/cards';
import { fairInt, fairPocket, fairShoe } from '../../src/engine/shared/fair';
import { shuffleInPlace } from '../../src/engine/shared/rng';
import { beginDraftRound, createShoe, draftShoe, drawCard } from '../../src/engine/shared/shoe';
import { takeWords, type WordSourceName, wordSource } from './sources';

export const DECKS = 6;
export const SHOE_CARDS = 52 * DECKS;
/** Client seeds of the fair samples: one each, so no two samples read the same HMAC stream. */
export const SHOES_CLIENT_SEED = 'rng-report-shoes';
export const SPINS_CLIENT_SEED = 'rng-report-spins';
export const intClientSeed = (n: number): string => `rng-report-int-${n}`;

export type Job =
  /** fairShoe for nonces [from, to): a 52 × 312 table of card identity × position. */
  | { kind: 'fair-shoes'; seed: string; from: number; to: number; raw: number }
  /** shuffleInPlace with the crypto Rng, on physical card numbers: a 312 × 312 table. */
  | { kind: 'crypto-shoes'; shoes: number; raw: number }
  /** drawCard from an every-round shoe with the crypto Rng: a 52 × 312 table. */
  | { kind: 'lazy-shoes'; shoes: number; raw: number }
  | { kind: 'fair-spins'; seed: string; from: number; to: number }
  | { kind: 'crypto-spins'; spins: number }
  | { kind: 'fair-ints'; seed: string; n: number; draws: number }
  | { kind: 'crypto-ints'; n: number; draws: number }
  | { kind: 'words'; source: WordSourceName; seed: string; words: number };

export interface JobResult {
  /** Shoe jobs: counts, row = card class, column = position (row-major). */
  table: Uint32Array | null;
  /** The raw outcomes: the first `raw` shoes' cards, the spins, the draws or the words. */
  data: Uint8Array | Uint16Array | Uint32Array | null;
}

/** How many units (shoes, spins, draws, words) a job makes: its progress runs to this. */
export function jobSize(job: Job): number {
  switch (job.kind) {
    case 'fair-shoes':
    case 'fair-spins':
      return job.to - job.from;
    case 'crypto-shoes':
    case 'lazy-shoes':
      return job.shoes;
    case 'crypto-spins':
      return job.spins;
    case 'fair-ints':
    case 'crypto-ints':
      return job.draws;
    case 'words':
      return job.words;
  }
}

/** A card's identity: its index in one deck as decksOf lays it out (S H D C, A → K): 0 … 51. */
const IDENTITY: ReadonlyMap<Card, number> = new Map(standardDeck().map((card, i) => [card, i]));

function identityOf(card: Card): number {
  return IDENTITY.get(card) as number;
}

const PROGRESS_EVERY = 1 << 14;

function bump(table: Uint32Array, cell: number): void {
  table[cell] = (table[cell] as number) + 1;
}

/** Runs one job; `progress(done)` is called every few thousand units. */
export function runJob(job: Job, progress: (done: number) => void = () => {}): JobResult {
  const n = SHOE_CARDS;
  switch (job.kind) {
    case 'fair-shoes': {
      const table = new Uint32Array(52 * n);
      const raw = new Uint16Array(job.raw * n);
      for (let nonce = job.from; nonce < job.to; nonce++) {
        const cards = fairShoe(job.seed, SHOES_CLIENT_SEED, nonce, DECKS);
        const k = nonce - job.from;
        for (let p = 0; p < n; p++) {
          const id = identityOf(cards[p] as Card);
          bump(table, id * n + p);
          if (k < job.raw) raw[k * n + p] = id;
        }
        if ((k & 1023) === 1023) progress(k + 1);
      }
      return { table, data: raw };
    }
    case 'crypto-shoes': {
      const rng = chunkRng(null);
      const table = new Uint32Array(n * n);
      const raw = new Uint16Array(job.raw * n);
      const cards = new Uint16Array(n);
      for (let s = 0; s < job.shoes; s++) {
        // Physical card c is card c of decksOf(6), where createShoe starts a shoe from.
        for (let c = 0; c < n; c++) cards[c] = c;
        shuffleInPlace(cards, rng);
        for (let p = 0; p < n; p++) bump(table, (cards[p] as number) * n + p);
        if (s < job.raw) raw.set(cards, s * n);
        if ((s & (PROGRESS_EVERY - 1)) === PROGRESS_EVERY - 1) progress(s + 1);
      }
      return { table, data: raw };
    }
    case 'lazy-shoes': {
      const rng = chunkRng(null);
      const table = new Uint32Array(52 * n);
      const raw = new Uint16Array(job.raw * n);
      const shoe = draftShoe(createShoe(DECKS, 'every-round', rng));
      for (let s = 0; s < job.shoes; s++) {
        // An every-round shoe: each round starts a new lazy shuffle, each card drawn is one step of it.
        beginDraftRound(shoe, rng);
        for (let p = 0; p < n; p++) {
          const id = identityOf(drawCard(shoe, rng));
          bump(table, id * n + p);
          if (s < job.raw) raw[s * n + p] = id;
        }
        if ((s & (PROGRESS_EVERY - 1)) === PROGRESS_EVERY - 1) progress(s + 1);
      }
      return { table, data: raw };
    }
    case 'fair-spins': {
      const out = new Uint8Array(job.to - job.from);
      for (let i = 0; i < out.length; i++) {
        out[i] = fairPocket(job.seed, SPINS_CLIENT_SEED, job.from + i);
        if ((i & (PROGRESS_EVERY - 1)) === PROGRESS_EVERY - 1) progress(i + 1);
      }
      return { table: null, data: out };
    }
    case 'crypto-spins': {
      const rng = chunkRng(null);
      const out = new Uint8Array(job.spins);
      for (let i = 0; i < out.length; i++) out[i] = spinWheel(rng).number;
      return { table: null, data: out };
    }
    case 'fair-ints': {
      const next = wordSource('fair', job.seed, intClientSeed(job.n));
      const out = new Uint16Array(job.draws);
      for (let i = 0; i < out.length; i++) {
        out[i] = fairInt(next, job.n);
        if ((i & (PROGRESS_EVERY - 1)) === PROGRESS_EVERY - 1) progress(i + 1);
      }
      return { table: null, data: out };
    }
    case 'crypto-ints': {
      const rng = chunkRng(null);
      const out = new Uint16Array(job.draws);
      for (let i = 0; i < out.length; i++) out[i] = rng.int(job.n);
      return { table: null, data: out };
    }
    case 'words':
      return { table: null, data: takeWords(wordSource(job.source, job.seed), job.words) };
  }
}
