/**
 * README.txt of the report's folder: what each raw file holds, its format, and the seeds, nonces
 * and commit that make it again, so a lab can run its own tests on the files.
 */
import { DECKS, intClientSeed, SHOE_CARDS, SHOES_CLIENT_SEED, SPINS_CLIENT_SEED } from './jobs';
import type { Options } from './options';
import { INT_BOUNDS } from './plan';
import { FAIR_WORDS_PER_NONCE, WORDS_CLIENT_SEED } from './sources';

export function readme(o: Options, commit: string): string {
  const words = o.rawWords;
  return `RNG evaluation files (npm run rng:report)
commit ${commit}
fair server seed ${o.seed}

All binary files are little-endian with no header. "fair" samples come from the provably fair
path (src/engine/shared/fair.ts): HMAC-SHA256(server seed, "<client seed>:<nonce>:<counter>"),
8 big-endian 32-bit words per block. Give the server seed above to reproduce them
(npm run rng:report -- --seed <seed>; tsx scripts/rng-report/words.ts fair --seed <seed>).
"crypto" samples come from CryptoRng (src/engine/shared/rng.ts: crypto.getRandomValues), the
generator of real rounds and of \`sim --entropy crypto\`; they cannot be reproduced.

fair-words.bin      ${words} uint32: fairWords(seed, "${WORDS_CLIENT_SEED}", nonce) for nonce 0, 1, 2 …,
                    the first ${FAIR_WORDS_PER_NONCE} words of each nonce, in order (the stream words.ts
                    writes for dieharder, from its start).
crypto-words.bin    ${words} uint32: CryptoRng.uint32().
${INT_BOUNDS.map((n) => `${`fair-int-${n}.bin`.padEnd(20)}${o.draws} uint16: fairInt(next, ${n}), next = the fair word stream of client seed "${intClientSeed(n)}" (as above).`).join('\n')}
fair-shoes.bin      ${o.rawShoes} shoes × ${SHOE_CARDS} uint16: fairShoe(seed, "${SHOES_CLIENT_SEED}", nonce, ${DECKS}) for nonce
                    0, 1, 2 …; each card as its identity 0–51 = 13 × suit (S H D C) + rank (A 2 … K).
                    The shoe's 6 copies of a card cannot be told apart, so the fair tables are per identity.
crypto-shoes.bin    ${o.rawShoes} shoes × ${SHOE_CARDS} uint16: shuffleInPlace (CryptoRng.shuffleRange, what
                    createShoe and the simulators run) of the physical cards 0–311 in decksOf(${DECKS}) order;
                    a card's identity is its number mod 52.
crypto-lazy-shoes.bin ${o.rawShoes} shoes × ${SHOE_CARDS} uint16: the cards drawCard deals from an
                    every-round shoe (one forward Fisher–Yates step per card, CryptoRng.int), as identities 0–51.
fair-spins.bin      ${o.spins} uint8: fairPocket(seed, "${SPINS_CLIENT_SEED}", nonce) for nonce 0, 1, 2 …
crypto-spins.bin    ${o.spins} uint8: spinWheel(CryptoRng).number.
dieharder-*.out     dieharder's own output for each stream (when the battery ran here).
summary.json        every test: id, name, source, samples, statistic, df (null: a z), pValue; dieharder results.
report.txt          the printed report.

The game-level tests ran on ${o.shoes} shoes per shuffle path (the raw shoe files hold the first
${o.rawShoes}), ${o.spins} spins and ${o.draws} draws per int(n) and source. Card × position tables
use the Pearson sum scaled by (n − 1)/n for n = 312 positions (a shoe is a permutation, not 312
independent draws), with (rows − 1)(n − 1) degrees of freedom.
`;
}
