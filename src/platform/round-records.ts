/**
 * What history keeps of a finished round, the same whether the demo port in this browser settled
 * it (the games' record.ts) or the game server did (server/history-entry.ts): each stake and each
 * return as bet codes (`main:1`, `double:1`, `split:1`, `insurance:1`, `perfectPairs:1`,
 * `behind:4`; baccarat's areas; roulette's bets as placed, `split:17-20`, `voisins`), and the
 * cards or the number the history panel draws.
 */
import { BET_AREAS, type BetArea } from '../engine/baccarat/rules';
import type { AreaSettlement } from '../engine/baccarat/settle';
import type { SeatState } from '../engine/blackjack/state';
import type { SettledStake } from '../engine/roulette/settle';
import type { Minor } from '../engine/shared/money';
import type { Wager } from './history';

export interface BlackjackDetail {
  dealer: string[];
  hands: { seat: number; cards: string[]; result: string }[];
}

/**
 * A blackjack round: the player's seats (the first `playerSeats`) with their stakes and returns;
 * of the computer players' boxes only the player's back bets (each hand's share, doubled where it
 * followed a double) and those boxes' cards.
 */
export function blackjackRecorded(
  seats: readonly SeatState[],
  dealer: readonly string[],
  playerSeats: number,
): { wagers: Wager[]; wins: Wager[]; detail: BlackjackDetail } {
  const wagers: Wager[] = [];
  const wins: Wager[] = [];
  const hands: BlackjackDetail['hands'] = [];
  for (const seat of seats) {
    const n = seat.seat;
    if (n > playerSeats) {
      for (const hand of seat.hands) {
        if (hand.behind > 0) wagers.push({ bet: `behind:${n}`, amount: hand.behind });
        if (hand.behindReturned > 0) wins.push({ bet: `behind:${n}`, amount: hand.behindReturned });
      }
      if (seat.hands.some((h) => h.behind > 0)) {
        for (const hand of seat.hands) hands.push({ seat: n, cards: [...hand.cards], result: hand.outcome ?? 'open' });
      }
      continue;
    }
    seat.hands.forEach((hand, i) => {
      const base = hand.doubled ? hand.bet / 2 : hand.bet;
      const bet = `${i === 0 ? 'main' : 'split'}:${n}`;
      wagers.push({ bet, amount: base });
      if (hand.doubled) wagers.push({ bet: `double:${n}`, amount: hand.bet - base });
      if (hand.returned > 0) wins.push({ bet, amount: hand.returned });
      hands.push({ seat: n, cards: [...hand.cards], result: hand.outcome ?? 'open' });
    });
    for (const side of ['insurance', 'perfectPairs'] as const) {
      const b = seat[side];
      if (b && b.bet > 0) wagers.push({ bet: `${side}:${n}`, amount: b.bet });
      if (b && b.returned > 0) wins.push({ bet: `${side}:${n}`, amount: b.returned });
    }
  }
  return { wagers, wins, detail: { dealer: [...dealer], hands } };
}

/** A baccarat round: each area's stake and return in the layout's order, and both hands. */
export function baccaratRecorded(
  areas: Partial<Record<BetArea, AreaSettlement>>,
  player: readonly string[],
  banker: readonly string[],
): { wagers: Wager[]; wins: Wager[]; detail: { player: string[]; banker: string[] } } {
  const wagers: Wager[] = [];
  const wins: Wager[] = [];
  for (const area of BET_AREAS) {
    const s = areas[area];
    if (s && s.bet > 0) wagers.push({ bet: area, amount: s.bet });
    if (s && s.returned > 0) wins.push({ bet: area, amount: s.returned });
  }
  return { wagers, wins, detail: { player: [...player], banker: [...banker] } };
}

function add(list: Wager[], bet: string, amount: Minor): void {
  const w = list.find((x) => x.bet === bet);
  if (w) w.amount += amount;
  else list.push({ bet, amount });
}

/** A spin: each bet as placed (one line a name), what each returned, and the number. */
export function rouletteRecorded(
  placements: readonly { bet: string; amount: Minor }[],
  stakes: readonly SettledStake[],
  number: number,
): { wagers: Wager[]; wins: Wager[]; detail: { number: number } } {
  const wagers: Wager[] = [];
  for (const p of placements) add(wagers, p.bet, p.amount);
  const wins: Wager[] = [];
  for (const s of stakes) if (s.returned > 0) add(wins, s.announced ?? s.position, s.returned);
  return { wagers, wins, detail: { number } };
}
