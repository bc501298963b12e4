import { describe, expect, it } from 'vitest';
import { runJob, SHOE_CARDS, SHOES_CLIENT_SEED } from '../../../scripts/rng-report/jobs';
import { type Options, parseOptions } from '../../../scripts/rng-report/options';
import { mergeResults, planJobs } from '../../../scripts/rng-report/plan';
import { standardDeck } from '../../../src/engine/shared/cards';
import { fairShoe } from '../../../src/engine/shared/fair';

const SEED = 'c3'.repeat(32);

function options(args: string[]): Options {
  const o = parseOptions(args);
  if (o === 'help') throw new Error('not options');
  return o;
}

describe('the report jobs', () => {
  it("fair shoes are the product's fairShoe, card by card", () => {
    const { table, data } = runJob({ kind: 'fair-shoes', seed: SEED, from: 5, to: 8, raw: 2 });
    const deck = standardDeck();
    const shoe5 = fairShoe(SEED, SHOES_CLIENT_SEED, 5, 6);
    expect([...(data as Uint16Array).slice(0, SHOE_CARDS)].map((i) => deck[i])).toEqual(shoe5);
    expect((data as Uint16Array).length).toBe(2 * SHOE_CARDS);
    // every position holds one card per shoe, every card identity 6 per shoe
    const t = table as Uint32Array;
    expect(t.reduce((a, b) => a + b, 0)).toBe(3 * SHOE_CARDS);
    expect(t[deck.indexOf(shoe5[0] as (typeof deck)[number]) * SHOE_CARDS]).toBeGreaterThan(0);
  });

  it('crypto shoes are permutations of the 312 physical cards; lazy shoes deal each identity 6 times', () => {
    const crypto = runJob({ kind: 'crypto-shoes', shoes: 3, raw: 3 });
    const shoe = [...(crypto.data as Uint16Array).slice(SHOE_CARDS, 2 * SHOE_CARDS)];
    expect(shoe.toSorted((a, b) => a - b)).toEqual(Array.from({ length: SHOE_CARDS }, (_, i) => i));
    expect((crypto.table as Uint32Array).length).toBe(SHOE_CARDS * SHOE_CARDS);
    const lazy = runJob({ kind: 'lazy-shoes', shoes: 2, raw: 1 });
    const counts = new Array(52).fill(0);
    for (const id of lazy.data as Uint16Array) counts[id]++;
    expect(counts).toEqual(new Array(52).fill(6));
  });

  it('spins, draws and words have the asked length and range', () => {
    const spins = runJob({ kind: 'crypto-spins', spins: 1000 }).data as Uint8Array;
    expect(spins.length).toBe(1000);
    expect(Math.max(...spins)).toBeLessThan(37);
    const draws = runJob({ kind: 'fair-ints', seed: SEED, n: 416, draws: 500 }).data as Uint16Array;
    expect(Math.max(...draws)).toBeLessThan(416);
    expect(runJob({ kind: 'words', source: 'fair', seed: SEED, words: 10 }).data).toHaveLength(10);
  });

  it('the plan cuts the work into chunks and the merge puts raw shoes back in nonce order', () => {
    const o = options([
      '--shoes',
      '120000',
      '--spins',
      '1000',
      '--draws',
      '10',
      '--raw-shoes',
      '60000',
      '--seed',
      SEED,
    ]);
    const planned = planJobs(o);
    const fair = planned.flatMap((p) => (p.job.kind === 'fair-shoes' ? [p.job] : []));
    expect(fair.map((j) => [j.from, j.to, j.raw])).toEqual([
      [0, 50_000, 50_000],
      [50_000, 100_000, 10_000],
      [100_000, 120_000, 0],
    ]);
    // Merge with stand-in results: each chunk's raw shoes hold its first nonce.
    const results = planned.map((p) => {
      const raw =
        p.job.kind === 'fair-shoes' ? new Uint16Array(p.job.raw * SHOE_CARDS).fill(p.job.from % 65_536) : null;
      const rows = p.job.kind === 'crypto-shoes' ? SHOE_CARDS : 52;
      const shoeJob = p.job.kind.endsWith('shoes');
      return {
        table: shoeJob ? new Uint32Array(rows * SHOE_CARDS).fill(1) : null,
        data:
          raw ??
          (shoeJob
            ? new Uint16Array(0)
            : p.job.kind === 'fair-spins' || p.job.kind === 'crypto-spins'
              ? new Uint8Array(1)
              : new Uint16Array(1)),
      };
    });
    const merged = mergeResults(planned, results);
    expect(merged.shoes.fair.raw.length).toBe(60_000 * SHOE_CARDS);
    expect(merged.shoes.fair.raw[59_999 * SHOE_CARDS]).toBe(50_000);
    expect(merged.shoes.fair.table[0]).toBe(3);
  });
});
