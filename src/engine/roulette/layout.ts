/**
 * Every legal bet position, generated from the layout: the zero above a grid of 12 rows
 * (streets) by 3 columns, where number n sits in row ⌊(n−1)/3⌋ and column (n−1) mod 3. Nothing
 * here is a typed-in list of positions; a name is the kind and its numbers ascending
 * (HEADLESS.md), and parsing any other name fails with a message that says why.
 */

import { RouletteRuleError } from './problems';
import type { PositionKind } from './rules';
import { POSITION_KINDS } from './rules';
import { colourOf } from './wheel';

const ROWS = 12;
const COLUMNS = 3;

export interface Position {
  /** `split:17-20`, `column:1`, `red`. */
  name: string;
  kind: PositionKind;
  /** Numbers it covers, ascending. */
  numbers: readonly number[];
}

/** The number in layout row `row` (0–11) and column `col` (0–2). */
function numberAt(row: number, col: number): number {
  return row * COLUMNS + col + 1;
}

function make(kind: PositionKind, numbers: number[], label?: string): Position {
  const sorted = numbers.slice().sort((a, b) => a - b);
  return { name: label ?? `${kind}:${sorted.join('-')}`, kind, numbers: sorted };
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ALL = range(1, 36);

function generate(): Position[] {
  const out: Position[] = [];
  for (let n = 0; n <= 36; n++) out.push(make('straight', [n]));
  // Splits: the zero borders each number of the first row; then side by side, then one above the other.
  for (let col = 0; col < COLUMNS; col++) out.push(make('split', [0, numberAt(0, col)]));
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLUMNS; col++) {
      const n = numberAt(row, col);
      if (col + 1 < COLUMNS) out.push(make('split', [n, numberAt(row, col + 1)]));
      if (row + 1 < ROWS) out.push(make('split', [n, numberAt(row + 1, col)]));
    }
  }
  for (let row = 0; row < ROWS; row++) out.push(make('street', range(numberAt(row, 0), numberAt(row, COLUMNS - 1))));
  // Trios: the zero with each pair of neighbouring numbers of the first row.
  for (let col = 0; col + 1 < COLUMNS; col++) out.push(make('trio', [0, numberAt(0, col), numberAt(0, col + 1)]));
  for (let row = 0; row + 1 < ROWS; row++) {
    for (let col = 0; col + 1 < COLUMNS; col++) {
      out.push(
        make('corner', [
          numberAt(row, col),
          numberAt(row, col + 1),
          numberAt(row + 1, col),
          numberAt(row + 1, col + 1),
        ]),
      );
    }
  }
  out.push(make('basket', [0, ...range(numberAt(0, 0), numberAt(0, COLUMNS - 1))]));
  for (let row = 0; row + 1 < ROWS; row++)
    out.push(make('line', range(numberAt(row, 0), numberAt(row + 1, COLUMNS - 1))));
  for (let col = 0; col < COLUMNS; col++) {
    out.push(
      make(
        'column',
        ALL.filter((n) => (n - 1) % COLUMNS === col),
        `column:${col + 1}`,
      ),
    );
  }
  const perDozen = 12;
  for (let d = 0; d < 3; d++) out.push(make('dozen', range(d * perDozen + 1, (d + 1) * perDozen), `dozen:${d + 1}`));
  out.push(
    make(
      'red',
      ALL.filter((n) => colourOf(n) === 'red'),
      'red',
    ),
  );
  out.push(
    make(
      'black',
      ALL.filter((n) => colourOf(n) === 'black'),
      'black',
    ),
  );
  out.push(
    make(
      'odd',
      ALL.filter((n) => n % 2 === 1),
      'odd',
    ),
  );
  out.push(
    make(
      'even',
      ALL.filter((n) => n % 2 === 0),
      'even',
    ),
  );
  out.push(make('low', range(1, 18), 'low'));
  out.push(make('high', range(19, 36), 'high'));
  return out;
}

export const POSITIONS: readonly Position[] = generate();

const BY_NAME: ReadonlyMap<string, Position> = new Map(POSITIONS.map((p) => [p.name, p]));

export function positionsOfKind(kind: PositionKind): Position[] {
  return POSITIONS.filter((p) => p.kind === kind);
}

/** What each kind is, for error messages. */
const DESCRIBE: Record<PositionKind, string> = {
  straight: 'one number 0–36 (straight:17)',
  split: 'two numbers side by side on the layout, or 0 with 1, 2 or 3 (split:17-20)',
  street: 'a row of three numbers (street:1-2-3)',
  trio: '0 with 1-2 or 2-3 (trio:0-1-2)',
  corner: 'four numbers meeting at a corner (corner:1-2-4-5)',
  basket: 'the first four, 0-1-2-3 (basket:0-1-2-3)',
  line: 'two neighbouring rows, six numbers (line:1-2-3-4-5-6)',
  column: 'column:1, column:2 or column:3',
  dozen: 'dozen:1, dozen:2 or dozen:3',
  red: 'red',
  black: 'black',
  odd: 'odd',
  even: 'even',
  low: 'low (1–18)',
  high: 'high (19–36)',
};

/** A name that is not a position of the layout: the message says why and what would be legal. */
const notAPosition = (name: unknown, message: string) =>
  new RouletteRuleError({ code: 'bet.unknown', bet: String(name) }, message);

export function findPosition(name: string): Position | undefined {
  return BY_NAME.get(name);
}

/** The position a name stands for; anything else fails with the reason and what would be legal. */
export function parsePosition(name: unknown): Position {
  if (typeof name !== 'string' || name === '') {
    throw notAPosition(
      name,
      `a bet must be named by a string such as "straight:17" or "red", got ${JSON.stringify(name)}`,
    );
  }
  const found = BY_NAME.get(name);
  if (found) return found;
  const colon = name.indexOf(':');
  const kind = (colon < 0 ? name : name.slice(0, colon)) as PositionKind;
  if (!POSITION_KINDS.includes(kind)) {
    throw notAPosition(name, `"${name}" is not a bet: unknown kind "${kind}" (kinds: ${POSITION_KINDS.join(', ')})`);
  }
  const what = `"${name}" is not a legal ${kind}: a ${kind} is ${DESCRIBE[kind]}`;
  if (colon < 0) throw notAPosition(name, what);
  const parts = name.slice(colon + 1).split('-');
  const numbers = parts.map((s) => (/^\d{1,2}$/.test(s) ? Number(s) : Number.NaN));
  if (numbers.some((n) => !(n >= 0 && n <= 36))) {
    throw notAPosition(name, `${what}; "${name.slice(colon + 1)}" is not a list of numbers 0–36 joined by "-"`);
  }
  const canonical = make(kind, numbers).name;
  if (canonical !== name && BY_NAME.has(canonical)) {
    throw notAPosition(name, `${what}; numbers go in ascending order: did you mean "${canonical}"?`);
  }
  const first = numbers[0] as number;
  const nearby = POSITIONS.filter((p) => p.kind === kind && p.numbers.includes(first)).map((p) => p.name);
  const hint = nearby.length > 0 ? `; legal ${kind}s with ${first}: ${nearby.join(', ')}` : '';
  throw notAPosition(name, `${what}${hint}`);
}
