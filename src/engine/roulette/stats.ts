/**
 * The table's statistics board: the last results (RULES.md: 13), and over a longer window the hot
 * and cold numbers and the red/black/zero and odd/even shares. State is a plain list of results,
 * newest first, so it persists as JSON.
 */
import type { RouletteTable } from './rules';
import { colourOf, isNumber, POCKETS } from './wheel';

export interface RouletteStats {
  /** Results, newest first, at most `table.history.window` of them. */
  recent: readonly number[];
}

export const EMPTY_STATS: RouletteStats = { recent: [] };

export function recordResult(table: RouletteTable, stats: RouletteStats, n: number): RouletteStats {
  if (!isNumber(n)) throw new RangeError(`${n} is not a pocket of the wheel (0–36)`);
  return { recent: [n, ...stats.recent].slice(0, table.history.window) };
}

interface NumberCount {
  number: number;
  count: number;
}

export interface StatsSummary {
  /** The last results shown on the board, newest first. */
  last: number[];
  /** Spins counted for the figures below (up to the window). */
  spins: number;
  /** Most frequent numbers first; ties go to the more recently seen, then the lower number. */
  hot: NumberCount[];
  /** Least frequent first (unseen numbers included); ties go to the longest unseen, then the lower number. */
  cold: NumberCount[];
  counts: { red: number; black: number; zero: number; odd: number; even: number };
  /** The counts as fractions of `spins` (zero is neither odd nor even); all 0 before the first spin. */
  shares: { red: number; black: number; zero: number; odd: number; even: number };
}

export function summarise(table: RouletteTable, stats: RouletteStats): StatsSummary {
  const window = stats.recent.slice(0, table.history.window);
  const spins = window.length;
  const count = new Array<number>(POCKETS).fill(0);
  // Spins since each number was last seen (window length when unseen).
  const age = new Array<number>(POCKETS).fill(spins);
  const counts = { red: 0, black: 0, zero: 0, odd: 0, even: 0 };
  window.forEach((n, i) => {
    count[n] = (count[n] as number) + 1;
    if (age[n] === spins) age[n] = i;
    const colour = colourOf(n);
    if (colour === 'green') counts.zero++;
    else {
      counts[colour]++;
      counts[n % 2 === 0 ? 'even' : 'odd']++;
    }
  });
  const numbers = Array.from({ length: POCKETS }, (_, n) => n);
  const c = (n: number) => count[n] as number;
  const a = (n: number) => age[n] as number;
  const hot = numbers
    .filter((n) => c(n) > 0)
    .sort((x, y) => c(y) - c(x) || a(x) - a(y) || x - y)
    .slice(0, table.history.hotCold)
    .map((n) => ({ number: n, count: c(n) }));
  const cold =
    spins === 0
      ? []
      : numbers
          .sort((x, y) => c(x) - c(y) || a(y) - a(x) || x - y)
          .slice(0, table.history.hotCold)
          .map((n) => ({ number: n, count: c(n) }));
  const share = (k: number) => (spins === 0 ? 0 : k / spins);
  return {
    last: window.slice(0, table.history.shown),
    spins,
    hot,
    cold,
    counts,
    shares: {
      red: share(counts.red),
      black: share(counts.black),
      zero: share(counts.zero),
      odd: share(counts.odd),
      even: share(counts.even),
    },
  };
}
