/**
 * Fairness at a shared table (SHARED.md): the seed hash chain a verifier walks back to the published
 * commitment, and the version 2 baccarat shoe whose cut card is the stream's first draw. The shoe
 * is checked against answers fixed here and against a second implementation written below with
 * Node's own HMAC, so a change to the stream, the cut or the shuffle cannot pass.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decksOf } from '../../../src/engine/shared/cards';
import { fairShoe, seedHash } from '../../../src/engine/shared/fair';
import {
  chainCommitment,
  chainSeed,
  checkChain,
  FAIRNESS_VERSION_SHARED,
  isChainLink,
  sharedBaccaratShoe,
} from '../../../src/engine/shared/fair-chain';

const TOP = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
/** A client seed as the shared tables take it: the requestId (a UUID) of the shoe's first bet. */
const CLIENT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const LENGTH = 12;
const sorted = (cards: readonly string[]) => [...cards].sort();

/**
 * SHARED.md's version 2 shoe from the written procedure alone: blocks HMAC-SHA256(seed bytes,
 * `client:0:counter`), eight big-endian words each, rejection sampling, the cut first, then the
 * forward Fisher–Yates from the decks in order. Shares no code with src/engine.
 */
function referenceSharedShoe(seedHex: string, clientSeed: string, decks: number): { cut: number; cards: string[] } {
  const key = Buffer.from(seedHex, 'hex');
  const words: number[] = [];
  let counter = 0;
  const next = () => {
    if (words.length === 0) {
      const block = createHmac('sha256', key).update(`${clientSeed}:0:${counter++}`, 'utf8').digest();
      for (let at = 0; at < 32; at += 4) words.push(block.readUInt32BE(at));
    }
    return words.shift() as number;
  };
  const int = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    let x = next();
    while (x >= limit) x = next();
    return x % n;
  };
  const cards: string[] = [];
  for (let d = 0; d < decks; d++) for (const s of 'SHDC') for (const r of 'A23456789TJQK') cards.push(r + s);
  const n = cards.length;
  const cut = Math.ceil(0.6 * n) + int(Math.floor(0.8 * n) - Math.ceil(0.6 * n) + 1);
  for (let i = 0; i < n - 1; i++) {
    const j = i + int(n - i);
    [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
  }
  return { cut, cards };
}

describe('the seed hash chain', () => {
  const seeds = Array.from({ length: LENGTH + 1 }, (_, k) => chainSeed(TOP, LENGTH, k));

  it('links every revealed seed to the one before it, down to the commitment', () => {
    expect(seeds[LENGTH]).toBe(TOP);
    expect(seeds[0]).toBe(chainCommitment(TOP, LENGTH));
    for (let k = 1; k <= LENGTH; k++) {
      expect(isChainLink(seeds[k]!, seeds[k - 1]!), `s_${k}`).toBe(true);
      expect(seeds[k - 1]).toBe(seedHash(seeds[k]!));
      expect(checkChain(seeds[k]!, k, seeds[0]!), `s_${k}`).toBe(true);
    }
    expect(checkChain(seeds[0]!, 0, seeds[0]!)).toBe(true);
  });

  it('hashes the 32 bytes of each link, as Node’s SHA-256 does, and ignores the case of hex', () => {
    let link = TOP;
    for (let i = 0; i < 3; i++) link = createHash('sha256').update(Buffer.from(link, 'hex')).digest('hex');
    expect(chainSeed(TOP, LENGTH, LENGTH - 3)).toBe(link);
    expect(chainSeed(TOP, 3, 0)).toBe('4e05063392f42b5180353ef82da86c714042155044d91ab3253f1bab08120a0a');
    expect(chainSeed(TOP.toUpperCase(), LENGTH, LENGTH)).toBe(TOP);
    expect(chainSeed(TOP.toUpperCase(), LENGTH, 4)).toBe(seeds[4]);
    expect(isChainLink(seeds[5]!.toUpperCase(), seeds[4]!.toUpperCase())).toBe(true);
    expect(checkChain(seeds[5]!.toUpperCase(), 5, seeds[0]!.toUpperCase())).toBe(true);
  });

  it('fails a wrong seed, a wrong index, a link read backwards and what is not a seed', () => {
    const commitment = seeds[0]!;
    expect(checkChain(seeds[5]!, 4, commitment)).toBe(false);
    expect(checkChain(seeds[5]!, 6, commitment)).toBe(false);
    expect(checkChain('f'.repeat(64), 5, commitment)).toBe(false);
    const lastDigitChanged = seeds[5]!.slice(0, 63) + (seeds[5]!.endsWith('0') ? '1' : '0');
    expect(checkChain(lastDigitChanged, 5, commitment)).toBe(false);
    expect(checkChain(seeds[5]!, 5, seeds[1]!)).toBe(false);
    expect(checkChain('not a seed', 5, commitment)).toBe(false);
    expect(checkChain(seeds[5]!, 5, 'not a commitment')).toBe(false);
    expect(isChainLink(seeds[4]!, seeds[5]!)).toBe(false);
    expect(isChainLink(seeds[5]!, seeds[3]!)).toBe(false);
    expect(isChainLink(seeds[5]!.slice(1), seeds[4]!)).toBe(false);
  });

  it('refuses an index outside the chain, a bad length and a top that is not 64 hex digits', () => {
    expect(() => chainSeed(TOP, LENGTH, -1)).toThrow(RangeError);
    expect(() => chainSeed(TOP, LENGTH, LENGTH + 1)).toThrow(/from 0 to 12/);
    expect(() => chainSeed(TOP, LENGTH, 1.5)).toThrow(RangeError);
    expect(() => chainSeed(TOP, -1, 0)).toThrow(/chain length/);
    expect(() => chainSeed(TOP.slice(2), LENGTH, 0)).toThrow(/64 hex digits/);
    expect(() => chainCommitment(`${TOP.slice(2)}zz`, LENGTH)).toThrow(RangeError);
    expect(() => checkChain(TOP, -1, TOP)).toThrow(RangeError);
    expect(chainSeed(TOP, 0, 0)).toBe(TOP);
  });
});

describe('the shared baccarat shoe (fairness version 2)', () => {
  it('is version 2', () => {
    expect(FAIRNESS_VERSION_SHARED).toBe(2);
  });

  it('deals a fixed shoe and cut for a fixed seed, the same as the written procedure', () => {
    const shoe = sharedBaccaratShoe(TOP, CLIENT, 8);
    // Worked out once and fixed: any change to the stream, the cut or the shuffle moves these.
    expect(shoe.cut).toBe(264);
    expect(shoe.cards.slice(0, 5)).toEqual(['AD', 'QD', '8S', 'TC', 'JD']);
    expect(shoe).toEqual(referenceSharedShoe(TOP, CLIENT, 8));
    const other = chainSeed(TOP, LENGTH, 7);
    expect(sharedBaccaratShoe(other, 'player-1', 6)).toEqual(referenceSharedShoe(other, 'player-1', 6));
  });

  it('is a permutation of the 8 decks', () => {
    const { cards } = sharedBaccaratShoe(TOP, CLIENT, 8);
    expect(cards).toHaveLength(416);
    expect(sorted(cards)).toEqual(sorted(decksOf(8)));
  });

  it('differs from the version 1 shoe of nonce 0: the cut took the stream’s first word', () => {
    const v1 = fairShoe(TOP, CLIENT, 0, 8);
    const { cards } = sharedBaccaratShoe(TOP, CLIENT, 8);
    expect(cards).not.toEqual(v1);
    expect(cards.slice(0, 5)).not.toEqual(v1.slice(0, 5));
  });

  it('puts the cut between 60% and 80% of the shoe, at many places, for any seed', () => {
    // [decks, ceil(0.6 N), floor(0.8 N), distinct cuts 400 seeds must reach at least]: one deck has
    // only 10 places, so 400 seeds reach every one, both ends included.
    for (const [decks, earliest, latest, atLeast] of [
      [8, 250, 332, 40],
      [5, 156, 208, 30],
      [1, 32, 41, 10],
    ] as const) {
      const cuts = new Set<number>();
      for (let i = 0; i < 400; i++) {
        const seed = createHash('sha256').update(`seed ${i}`).digest('hex');
        const { cut } = sharedBaccaratShoe(seed, `client-${i}`, decks);
        expect(cut, `${decks} decks, seed ${i}`).toBeGreaterThanOrEqual(earliest);
        expect(cut, `${decks} decks, seed ${i}`).toBeLessThanOrEqual(latest);
        cuts.add(cut);
      }
      expect(cuts.size, `${decks} decks`).toBeGreaterThanOrEqual(atLeast);
    }
  });

  it('refuses what fair.ts refuses: a bad seed, client seed or deck count', () => {
    expect(() => sharedBaccaratShoe(TOP.slice(2), CLIENT, 8)).toThrow(/64 hex digits/);
    expect(() => sharedBaccaratShoe(TOP, 'has space', 8)).toThrow(/client seed/);
    expect(() => sharedBaccaratShoe(TOP, CLIENT, 0)).toThrow(/deck count/);
  });
});
