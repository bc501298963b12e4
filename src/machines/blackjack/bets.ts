/**
 * The betting phase's chips: each placement is one chip on a seat's main bet or its Perfect
 * Pairs spot, or (bet behind) on a back bet behind a computer player's box. Placing refuses what
 * could never be dealt (no such seat, over the maximum, a back bet over its box's bet or on a box
 * not held by someone else, over the balance); dealing also needs every occupied seat and back
 * bet at or above the minimum.
 */
import {
  type BlackjackProblem,
  type BlackjackRules,
  otherPlayersBets,
  type SeatBet,
  type Spot,
  type TableRound,
  tableBetsProblem,
} from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';

export type BetSpot = Spot;

export interface Placement {
  readonly seat: number;
  readonly spot: BetSpot;
  readonly amount: Minor;
}

function totalOf(placements: readonly Placement[]): Minor {
  let total = 0;
  for (const p of placements) total += p.amount;
  return total;
}

/** The round's bets, one per occupied seat (a back bet: its box with only `behind`), in seat order. */
export function betsOf(placements: readonly Placement[]): SeatBet[] {
  const bySeat = new Map<number, { seat: number; main: number; perfectPairs: number; behind: number }>();
  for (const p of placements) {
    const bet = bySeat.get(p.seat) ?? { seat: p.seat, main: 0, perfectPairs: 0, behind: 0 };
    bet[p.spot] += p.amount;
    bySeat.set(p.seat, bet);
  }
  return [...bySeat.values()]
    .sort((a, b) => a.seat - b.seat)
    .map(({ behind, ...bet }) => (behind > 0 ? { ...bet, behind } : bet));
}

/**
 * The bets a round was dealt with, read from the round itself (a round resumed after a reload
 * has no chips of the table's own): each of the player's seats, its first hand's stake before a
 * double, and its Perfect Pairs.
 */
export function roundBets(round: TableRound): SeatBet[] {
  const bets: SeatBet[] = [];
  for (const s of round.seats) {
    const first = s.hands[0];
    if (!first) continue;
    // A back bet as it was placed (its shares on the hands may have followed a double or split).
    if (s.seat > round.playerSeats) {
      if (s.behind > 0) bets.push({ seat: s.seat, main: 0, behind: s.behind });
      continue;
    }
    bets.push({ seat: s.seat, main: first.doubled ? first.bet / 2 : first.bet, perfectPairs: s.perfectPairs.bet });
  }
  return bets;
}

export function placementsOf(bets: readonly SeatBet[]): Placement[] {
  const out: Placement[] = [];
  for (const b of bets) {
    if (b.main) out.push({ seat: b.seat, spot: 'main', amount: b.main });
    if (b.perfectPairs) out.push({ seat: b.seat, spot: 'perfectPairs', amount: b.perfectPairs });
    if (b.behind) out.push({ seat: b.seat, spot: 'behind', amount: b.behind });
  }
  return out;
}

/** Why these chips cannot stand on the table (before the minimum is checked), or null. */
export function tableProblem(
  rules: BlackjackRules,
  balance: Minor,
  placements: readonly Placement[],
): BlackjackProblem | null {
  const others = otherPlayersBets(rules);
  for (const p of placements) {
    if (p.spot === 'behind') {
      if (!rules.betBehind) return { code: 'bet.noBehind', seat: p.seat };
      if (!others.some((o) => o.seat === p.seat)) return { code: 'bet.behindNotOther', seat: p.seat };
    } else if (!Number.isInteger(p.seat) || p.seat < 1 || p.seat > rules.seats) {
      return { code: 'bet.noSeat', seat: p.seat, seats: rules.seats };
    }
    if (!Number.isSafeInteger(p.amount) || p.amount <= 0) {
      return { code: 'bet.badAmount', seat: p.seat, spot: p.spot, amount: p.amount };
    }
    if (p.spot === 'perfectPairs' && !rules.perfectPairs) return { code: 'bet.noSideBet', seat: p.seat };
  }
  const { minBet: min, maxBet: max } = rules;
  for (const b of betsOf(placements)) {
    if (b.main > max) return { code: 'bet.overMax', seat: b.seat, spot: 'main', amount: b.main, min, max };
    const pp = b.perfectPairs ?? 0;
    if (pp > max) return { code: 'bet.overMax', seat: b.seat, spot: 'perfectPairs', amount: pp, min, max };
    const holder = others.find((o) => o.seat === b.seat);
    const behind = b.behind ?? 0;
    if (holder && behind > holder.main) {
      return { code: 'bet.behindLimits', seat: b.seat, amount: behind, min, max: holder.main };
    }
  }
  const total = totalOf(placements);
  return total > balance ? { code: 'bet.overBalance', total, balance } : null;
}

/** Why DEAL is not possible now, or null. */
export function dealProblem(
  rules: BlackjackRules,
  balance: Minor,
  placements: readonly Placement[],
): BlackjackProblem | null {
  return tableBetsProblem(rules, betsOf(placements), balance);
}

/** Takes the last chip off a spot; null when the spot is empty. */
export function removeLast(placements: readonly Placement[], seat: number, spot: BetSpot): Placement[] | null {
  for (let i = placements.length - 1; i >= 0; i--) {
    const p = placements[i] as Placement;
    if (p.seat === seat && p.spot === spot) return [...placements.slice(0, i), ...placements.slice(i + 1)];
  }
  return null;
}
