/**
 * The shoe as counts of card values for the expected-value calculator: index 1 is the ace,
 * 2–9 their values, 10 every ten-value card. Index 0 is unused so a value is its own index.
 */
export type Counts = number[];

/** The values of the strategy chart's dealer columns, in chart order (2–9, T, A). */
export const UP_VALUES: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];

export function fullShoe(decks: number): Counts {
  const counts = new Array<number>(11).fill(4 * decks);
  counts[0] = 0;
  counts[10] = 16 * decks;
  return counts;
}

export function without(counts: Counts, ...values: number[]): Counts {
  const out = counts.slice();
  for (const v of values) {
    if ((out[v] as number) <= 0) throw new Error(`no card of value ${v} left to remove`);
    out[v] = (out[v] as number) - 1;
  }
  return out;
}

export function total(counts: Counts): number {
  let n = 0;
  for (let v = 1; v <= 10; v++) n += counts[v] as number;
  return n;
}

/** Probability of each value being the next card. */
export function drawProbabilities(counts: Counts): number[] {
  const n = total(counts);
  return counts.map((c, v) => (v === 0 ? 0 : c / n));
}

/** A hand's best total from its hard sum (aces as 1) and whether it holds an ace. */
export function bestTotal(hard: number, ace: boolean): number {
  return ace && hard + 10 <= 21 ? hard + 10 : hard;
}

/** The chart key of a dealer up card or a pair: `2`–`9`, `T`, `A`. */
export function valueKey(value: number): string {
  return value === 1 ? 'A' : value === 10 ? 'T' : String(value);
}
