/**
 * SERVER.md's "Provably fair" procedure written out a second time with Node's own HMAC
 * (node:crypto), sharing no code with src/engine/shared/fair.ts: the known answers the tests
 * compare the engine with. Deliberately plain: one word reader over the blocks, one rejection
 * loop, one forward Fisher–Yates.
 */
import { createHmac } from 'node:crypto';

/** The words of one shuffle or spin, in order, carried across blocks. */
export function referenceWords(seedHex: string, clientSeed: string, nonce: number): () => number {
  const key = Buffer.from(seedHex, 'hex');
  let counter = 0;
  let block = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at >= block.length) {
      block = createHmac('sha256', key).update(`${clientSeed}:${nonce}:${counter}`, 'utf8').digest();
      counter++;
      at = 0;
    }
    const word = block.readUInt32BE(at);
    at += 4;
    return word;
  };
}

function referenceInt(next: () => number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  let x = next();
  while (x >= limit) x = next();
  return x % n;
}

export function referenceShoe(seedHex: string, clientSeed: string, nonce: number, decks: number): string[] {
  const cards: string[] = [];
  for (let d = 0; d < decks; d++) for (const s of 'SHDC') for (const r of 'A23456789TJQK') cards.push(r + s);
  const next = referenceWords(seedHex, clientSeed, nonce);
  for (let i = 0; i < cards.length - 1; i++) {
    const j = i + referenceInt(next, cards.length - i);
    [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
  }
  return cards;
}

export function referencePocket(seedHex: string, clientSeed: string, nonce: number): number {
  return referenceInt(referenceWords(seedHex, clientSeed, nonce), 37);
}
