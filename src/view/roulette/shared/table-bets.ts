/**
 * What the shared roulette layout shows of everyone's chips (SHARED.md "What the client shows":
 * amounts per area, never names). The table's public bets are summed over every player per bet id
 * (`{ 'straight:17': 300, voisins: 900 }`); the player's own bet is their whole bet as the server
 * holds it (`[{ bet, amount }]`). The others' chips are the difference, per bet id, and each is laid
 * on the positions it covers (an announced bet on its splits and corners), as the solo layout lays
 * its chips. Pure: the screen draws what this returns, the tests check it.
 */
import { expandBet } from '../../../engine/roulette/bets';
import { findPosition } from '../../../engine/roulette/layout';
import type { RouletteTable } from '../../../engine/roulette/rules';
import { positionReturn } from '../../../engine/roulette/settle';
import type { Minor } from '../../../engine/shared/money';

/** Amounts per bet id, or per position of the layout. */
export type Amounts = ReadonlyMap<string, Minor>;

const isAmount = (v: unknown): v is Minor => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** The table's public bets (`state.bets`), read defensively: anything else than positive amounts is left out. */
export function tableAmounts(raw: unknown): Map<string, Minor> {
  const out = new Map<string, Minor>();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const [bet, amount] of Object.entries(raw)) if (isAmount(amount)) out.set(bet, amount);
  return out;
}

/** A player's whole bet (`you.bets`, `[{ bet, amount }]`) summed per bet id, in the order first placed. */
export function ownAmounts(raw: unknown): Map<string, Minor> {
  const out = new Map<string, Minor>();
  if (!Array.isArray(raw)) return out;
  for (const b of raw) {
    if (typeof b !== 'object' || b === null) continue;
    const { bet, amount } = b as { bet?: unknown; amount?: unknown };
    if (typeof bet === 'string' && isAmount(amount)) out.set(bet, (out.get(bet) ?? 0) + amount);
  }
  return out;
}

/** Everyone's bets less the player's own, per bet id (never below nothing: an answer may come before its event). */
export function othersAmounts(table: Amounts, own: Amounts): Map<string, Minor> {
  const out = new Map<string, Minor>();
  for (const [bet, amount] of table) {
    const left = amount - (own.get(bet) ?? 0);
    if (left > 0) out.set(bet, left);
  }
  return out;
}

/** Bets per bet id laid on the layout's positions (an announced bet on each of its pieces); bad ids are left out. */
export function onPositions(bets: Amounts): Map<string, Minor> {
  const out = new Map<string, Minor>();
  for (const [bet, amount] of bets) {
    let stakes: ReturnType<typeof expandBet>;
    try {
      stakes = expandBet(bet, amount);
    } catch {
      continue;
    }
    for (const s of stakes) out.set(s.position, (out.get(s.position) ?? 0) + s.amount);
  }
  return out;
}

/** What stays on the layout once `number` has come: each winning position with its stake and winnings. */
export function winnings(table: RouletteTable, positions: Amounts, number: number): Map<string, Minor> {
  const out = new Map<string, Minor>();
  for (const [name, amount] of positions) {
    const position = findPosition(name);
    const returned = position ? positionReturn(table, position, amount, number) : 0;
    if (returned > 0) out.set(name, returned);
  }
  return out;
}

/** The sum of the amounts. */
export function totalOf(amounts: Amounts): Minor {
  let total = 0;
  for (const amount of amounts.values()) total += amount;
  return total;
}

/** Where others' chips grew (a `bets` event): the positions and how much more lies on each. */
export function grown(before: Amounts, after: Amounts): Map<string, Minor> {
  const out = new Map<string, Minor>();
  for (const [name, amount] of after) {
    const more = amount - (before.get(name) ?? 0);
    if (more > 0) out.set(name, more);
  }
  return out;
}
