/**
 * What history keeps of a finished blackjack round: each stake, each return, the cards; only of
 * the player's seats, never of the computer players', except the player's back bets on their
 * boxes (`behind:4`, each hand's share, doubled where it followed a double) and those boxes'
 * cards. Bet codes, not words (`main:1`, `double:1`).
 */
import type { RoundState } from '../../engine/blackjack/index';
import type { Wager } from '../../platform/history';

export interface BlackjackDetail {
  dealer: string[];
  hands: { seat: number; cards: string[]; result: string }[];
}

export function roundRecord(
  round: RoundState,
  playerSeats: number,
): { wagers: Wager[]; wins: Wager[]; detail: BlackjackDetail } {
  const wagers: Wager[] = [];
  const wins: Wager[] = [];
  const hands: BlackjackDetail['hands'] = [];
  for (const seat of round.seats) {
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
      if (b.bet > 0) wagers.push({ bet: `${side}:${n}`, amount: b.bet });
      if (b.returned > 0) wins.push({ bet: `${side}:${n}`, amount: b.returned });
    }
  }
  return { wagers, wins, detail: { dealer: [...round.dealer.cards], hands } };
}
