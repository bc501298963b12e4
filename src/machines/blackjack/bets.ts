/**
 * The betting phase's chips: each placement is one chip on a seat's main bet or its Perfect
 * Pairs spot. Placing refuses what could never be dealt (no such seat, over the maximum, over
 * the balance); dealing also needs every occupied seat at or above the minimum.
 */
import { BetError, type BlackjackRules, type SeatBet, validateBets } from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';

export type BetSpot = 'main' | 'perfectPairs';

export interface Placement {
  readonly seat: number;
  readonly spot: BetSpot;
  readonly amount: Minor;
}

export function totalOf(placements: readonly Placement[]): Minor {
  let total = 0;
  for (const p of placements) total += p.amount;
  return total;
}

/** The round's bets, one per occupied seat, in seat order. */
export function betsOf(placements: readonly Placement[]): SeatBet[] {
  const bySeat = new Map<number, { seat: number; main: number; perfectPairs: number }>();
  for (const p of placements) {
    const bet = bySeat.get(p.seat) ?? { seat: p.seat, main: 0, perfectPairs: 0 };
    bet[p.spot] += p.amount;
    bySeat.set(p.seat, bet);
  }
  return [...bySeat.values()].sort((a, b) => a.seat - b.seat);
}

export function placementsOf(bets: readonly SeatBet[]): Placement[] {
  const out: Placement[] = [];
  for (const b of bets) {
    out.push({ seat: b.seat, spot: 'main', amount: b.main });
    if (b.perfectPairs) out.push({ seat: b.seat, spot: 'perfectPairs', amount: b.perfectPairs });
  }
  return out;
}

/** Why these chips cannot stand on the table (before the minimum is checked), or null. */
export function tableProblem(rules: BlackjackRules, balance: Minor, placements: readonly Placement[]): string | null {
  for (const p of placements) {
    if (!Number.isInteger(p.seat) || p.seat < 1 || p.seat > rules.seats) {
      return `seat ${p.seat} does not exist: this table has seats 1 to ${rules.seats}`;
    }
    if (!Number.isSafeInteger(p.amount) || p.amount <= 0) return `a chip must be a positive amount, got ${p.amount}`;
    if (p.spot === 'perfectPairs' && !rules.perfectPairs) return 'this table has no Perfect Pairs side bet';
  }
  for (const b of betsOf(placements)) {
    if (b.main > rules.maxBet) return `seat ${b.seat}: the maximum bet is ${rules.maxBet}`;
    if ((b.perfectPairs ?? 0) > rules.maxBet) return `seat ${b.seat}: the maximum Perfect Pairs bet is ${rules.maxBet}`;
  }
  const total = totalOf(placements);
  return total > balance ? `the bets total ${total}, more than the balance of ${balance}` : null;
}

/** Why DEAL is not possible now, or null. */
export function dealProblem(rules: BlackjackRules, balance: Minor, placements: readonly Placement[]): string | null {
  if (placements.length === 0) return 'place a bet first';
  try {
    validateBets(rules, betsOf(placements), balance);
    return null;
  } catch (e) {
    if (e instanceof BetError) return e.message;
    throw e;
  }
}

/** Takes the last chip off a spot; null when the spot is empty. */
export function removeLast(placements: readonly Placement[], seat: number, spot: BetSpot): Placement[] | null {
  for (let i = placements.length - 1; i >= 0; i--) {
    const p = placements[i] as Placement;
    if (p.seat === seat && p.spot === spot) return [...placements.slice(0, i), ...placements.slice(i + 1)];
  }
  return null;
}
