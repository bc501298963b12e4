/**
 * The fast loop's decisions (fast-sim.ts): the chart's move for every (row, up card, legal-move
 * bits), with the chart's fallbacks applied, as one byte each. Built once per strategy and kept,
 * because the simulator plays many chunks with one strategy and each chunk starts the loop afresh.
 */
import { compileStrategy, moveFor } from './advice';
import { MOVE } from './legal';
import type { Decision } from './state';
import type { Strategy } from './strategy';

export const HIT = 1;
export const STAND = 2;
export const DOUBLE = 3;
export const SPLIT = 4;
const SURRENDER = 5;
const ACTION: Readonly<Record<string, number>> = { hit: HIT, stand: STAND, double: DOUBLE, split: SPLIT };

const tables = new WeakMap<Strategy, Uint8Array>();

/** Index: (row × 11 + up card) × 32 + legal-move bits. */
export function decisionTable(strategy: Strategy): Uint8Array {
  const known = tables.get(strategy);
  if (known !== undefined) return known;
  const chart = compileStrategy(strategy);
  const table = new Uint8Array(chart.length * 32);
  for (let cell = 0; cell < chart.length; cell++) {
    for (let legal = 0; legal < 32; legal++) {
      if ((legal & MOVE.stand) === 0) continue; // an open hand may always stand
      const move: Decision = moveFor(chart[cell] as number, legal);
      table[cell * 32 + legal] = ACTION[move] ?? SURRENDER;
    }
  }
  tables.set(strategy, table);
  return table;
}
