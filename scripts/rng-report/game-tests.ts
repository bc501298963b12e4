/**
 * The game-level tests a lab runs itself, from the samples of jobs.ts: where each card lands in
 * shuffled shoes, which card comes first, roulette numbers, the order of consecutive spins, and
 * int(n) draws. Each test names its source and how many samples it read.
 */
import { colourOf } from '../../src/engine/roulette/wheel';
import { collapseRows, column, positionTable, type Statistic, serialPairs, uniformChiSquare } from './chi-square';
import { runsTest, serialCorrelation } from './sequence-tests';

export type Source = 'fair' | 'crypto';

export interface GameTest extends Statistic {
  id: string;
  name: string;
  source: Source;
  samples: number;
}

/** A shuffle path: where its samples came from and what a row of its table is. */
export interface ShoeSample {
  source: Source;
  /** Short id prefix: fair, crypto, crypto-lazy. */
  key: string;
  /** How the shoes were made (the product's function). */
  label: string;
  /** Rows of the table: 312 physical cards or 52 card identities. */
  rows: 312 | 52;
  table: ArrayLike<number>;
  shoes: number;
}

const POSITIONS = 312;

export function shoeTests(s: ShoeSample): GameTest[] {
  const at = (id: string, name: string, stat: Statistic, samples = s.shoes): GameTest => ({
    id: `${s.key}-${id}`,
    name: `${name} (${s.label})`,
    source: s.source,
    samples,
    ...stat,
  });
  // A physical card's identity is its place in its deck; its rank, that place within its suit.
  const identities = s.rows === 52 ? s.table : collapseRows(s.table, POSITIONS, (r) => r % 52, 52);
  const ranks = collapseRows(identities, POSITIONS, (r) => r % 13, 13);
  const tests: GameTest[] = [];
  if (s.rows === 312) {
    tests.push(
      at('physical-position', 'physical card × position, 312 × 312', positionTable(s.table, 312, POSITIONS, s.shoes)),
    );
  }
  tests.push(
    at('card-position', 'card × position, 52 × 312', positionTable(identities, 52, POSITIONS, s.shoes)),
    at('rank-position', 'rank × position, 13 × 312', positionTable(ranks, 13, POSITIONS, s.shoes)),
    at('first-card', 'first card of the shoe, 52 cards', uniformChiSquare(column(identities, POSITIONS, 0))),
    at('first-rank', 'first card of the shoe, 13 ranks', uniformChiSquare(column(ranks, POSITIONS, 0))),
  );
  return tests;
}

/** Red or not, by the wheel's own colours. */
const RED: readonly boolean[] = Array.from({ length: 37 }, (_, n) => colourOf(n) === 'red');

/** Numbers, runs, serial correlation and consecutive pairs of a sequence of spins (0–36). */
export function spinTests(source: Source, label: string, spins: Uint8Array): GameTest[] {
  const counts = new Float64Array(37);
  for (const x of spins) counts[x] = (counts[x] as number) + 1;
  const at = (id: string, name: string, stat: Statistic, samples = spins.length): GameTest => ({
    id: `${source}-${id}`,
    name: `${name} (${label})`,
    source,
    samples,
    statistic: stat.statistic,
    df: stat.df,
    pValue: stat.pValue,
  });
  const redBlack = runsTest(spins, (x) => (x === 0 ? null : (RED[x] as boolean)));
  const lowHigh = runsTest(spins, (x) => (x === 0 ? null : x <= 18));
  return [
    at('roulette-numbers', 'roulette numbers, 37 pockets', uniformChiSquare(counts)),
    at('runs-red-black', 'runs test red/black, zeros left out (z)', redBlack, redBlack.n),
    at('runs-low-high', 'runs test 1–18/19–36, zeros left out (z)', lowHigh, lowHigh.n),
    at('serial-correlation', 'lag-1 serial correlation of numbers (z)', serialCorrelation(spins)),
    at('serial-pairs', 'consecutive pairs 37 × 37, overlapping (Good)', serialPairs(spins, 37)),
  ];
}

/** int(n) draws: each of the n values equally likely. */
export function intTest(source: Source, label: string, n: number, draws: Uint16Array): GameTest {
  const counts = new Float64Array(n);
  for (const x of draws) counts[x] = (counts[x] as number) + 1;
  return {
    id: `${source}-int-${n}`,
    name: `int(${n}) draws (${label})`,
    source,
    samples: draws.length,
    ...uniformChiSquare(counts),
  };
}
