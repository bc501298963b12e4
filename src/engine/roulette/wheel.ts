/**
 * The single-zero wheel: its pocket order, the colours, and a spin that picks a pocket uniformly
 * through the RNG interface (rejection sampling in `Rng.int`, never a modulo).
 */
import type { Rng } from '../shared/rng';
import { isFairShoeSource } from '../shared/shoe';

/** Pockets clockwise from the zero (RULES.md). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];

export const POCKETS = WHEEL_ORDER.length;

const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export type Colour = 'red' | 'black' | 'green';

const COLOURS: readonly Colour[] = Array.from({ length: POCKETS }, (_, n) =>
  n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black',
);

const POCKET_OF: readonly number[] = (() => {
  const out = new Array<number>(POCKETS);
  WHEEL_ORDER.forEach((n, i) => {
    out[n] = i;
  });
  return out;
})();

export function isNumber(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) >= 0 && (n as number) < POCKETS;
}

export function colourOf(n: number): Colour {
  const c = COLOURS[n];
  if (c === undefined) throw new RangeError(`${n} is not a pocket of the wheel (0–36)`);
  return c;
}

/** Index of a number's pocket in WHEEL_ORDER (where the view stops the ball). */
export function pocketOf(n: number): number {
  const p = POCKET_OF[n];
  if (p === undefined) throw new RangeError(`${n} is not a pocket of the wheel (0–36)`);
  return p;
}

export interface Spin {
  /** The winning number. */
  number: number;
  /** Its pocket's index in WHEEL_ORDER. */
  pocket: number;
  colour: Colour;
}

/**
 * One spin: every pocket equally likely. The provably fair dealer (the game server's) draws the
 * number itself, as SERVER.md defines a verifiable spin; any other Rng draws the pocket's place
 * on the wheel, as every seeded replay and simulation always has.
 */
export function spinWheel(rng: Rng): Spin {
  if (isFairShoeSource(rng)) return spinTo(rng.int(POCKETS));
  const pocket = rng.int(POCKETS);
  const number = WHEEL_ORDER[pocket] as number;
  return { number, pocket, colour: colourOf(number) };
}

/** The spin that lands on `number` (forced results in scenarios and tests). */
export function spinTo(number: number): Spin {
  return { number, pocket: pocketOf(number), colour: colourOf(number) };
}

/** `n` and `each` pockets either side of it, in wheel order (anticlockwise side first). */
export function wheelNeighbours(n: number, each: number): number[] {
  const at = pocketOf(n);
  const out: number[] = [];
  for (let d = -each; d <= each; d++) out.push(WHEEL_ORDER[(at + d + POCKETS) % POCKETS] as number);
  return out;
}

/** The pockets from `from` to `to` inclusive, clockwise. */
export function wheelArc(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = pocketOf(from); ; i = (i + 1) % POCKETS) {
    const n = WHEEL_ORDER[i] as number;
    out.push(n);
    if (n === to) return out;
  }
}
