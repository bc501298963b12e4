/**
 * Computer players (issue 8, "Other players"): on a table whose rules seat one player, the
 * machine may fill further seats, numbered after the table's own (rules.seats + 1, + 2, ...), with
 * players who bet a fixed amount each round, decline insurance and even money, and play the
 * computed basic strategy. Their money is the table's, never the wallet's: only the player's
 * seats are debited, credited and recorded. No RNG draw is made for them, so a table without
 * computer players deals exactly as before.
 */
import { recommendMove, strategyFor } from '../../engine/blackjack/advice';
import type { BlackjackRules, Decision, RoundState, SeatBet } from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';

/**
 * The tables RULES.md shares with other players, and how many computer players sit there:
 * bj-classic (sheet 000) has "one seat per player, the others taken by computer players".
 */
export const COMPUTER_PLAYERS: Readonly<Record<string, number>> = { 'bj-classic': 2 };

/** How many computer players a table gets when the setting is on (none when it is off). */
export const robotsFor = (table: string, on: boolean): number => (on ? (COMPUTER_PLAYERS[table] ?? 0) : 0);

/** Each computer player's fixed main bet: a chip value within the table's limits, by seat. */
export function robotBets(rules: BlackjackRules, robots: number): SeatBet[] {
  const fits = rules.chips.filter((c) => c >= rules.minBet && c <= rules.maxBet);
  const choices = fits.length > 0 ? fits.slice(0, 2) : [rules.minBet];
  const bets: SeatBet[] = [];
  for (let i = 1; i <= robots; i++) {
    bets.push({ seat: rules.seats + i, main: choices[(i - 1) % choices.length] as Minor, perfectPairs: 0 });
  }
  return bets;
}

export const robotStake = (rules: BlackjackRules, robots: number): Minor =>
  robotBets(rules, robots).reduce((sum, b) => sum + b.main, 0);

/** The rules the engine deals by: the table's, with the computer players' seats added. */
export const dealingRules = (rules: BlackjackRules, robots: number): BlackjackRules =>
  robots > 0 ? { ...rules, seats: rules.seats + robots } : rules;

/** The seat number whose decision it is, or null when nobody is asked. */
export function turnSeat(round: RoundState | null): number | null {
  if (!round || round.turn === null || (round.phase !== 'insurance' && round.phase !== 'player')) return null;
  return round.seats[round.turn.seat]?.seat ?? null;
}

/** The computer player whose decision it is (its seat number), or null. */
export function robotTurn(context: { rules: BlackjackRules; round: RoundState | null }): number | null {
  const seat = turnSeat(context.round);
  return seat !== null && seat > context.rules.seats ? seat : null;
}

/** What the computer player to act decides: the strategy's move (insurance declined). */
export function robotDecision(rules: BlackjackRules, round: RoundState): Decision | null {
  return recommendMove(strategyFor(rules), round);
}

const mine = (round: RoundState, seats: number) => round.seats.filter((s) => s.seat <= seats);

/** Everything the player staked this round (seats 1 to `seats`): bets, doubles, splits, side bets. */
export function playerStaked(round: RoundState, seats: number): Minor {
  let sum = 0;
  for (const s of mine(round, seats)) {
    for (const h of s.hands) sum += h.bet;
    sum += s.insurance.bet + s.perfectPairs.bet;
  }
  return sum;
}

/** Everything settled back to the player's seats so far, stakes included. */
export function playerReturned(round: RoundState, seats: number): Minor {
  let sum = 0;
  for (const s of mine(round, seats)) {
    for (const h of s.hands) sum += h.returned;
    sum += s.insurance.returned + s.perfectPairs.returned;
  }
  return sum;
}
