/**
 * The engine's side of the blackjack browser tests: deals the same seeded rounds the page deals
 * (the machine creates its shoe from the seeded RNG, then starts the round from it), so a test
 * can find a seed that gives the situation it needs (a pair, a dealer ace) and know the balance
 * the page must show afterwards. Nothing here is hard-coded: the figures come from the engine. The
 * round is the table's (engine/blackjack/table.ts): computer players deal in where the table has
 * them, and the money is the player's only (back bets included).
 */
import {
  actTableRound,
  type Decision,
  legalMoves,
  openTableRound,
  type RoundState,
  type SeatBet,
  tableRound,
  tableRules,
} from '../../src/engine/blackjack/index';
import { type Rng, SeededRng } from '../../src/engine/shared/rng';
import { createShoe } from '../../src/engine/shared/shoe';

export interface Replay {
  seed: string;
  /** The round right after the deal (before any decision). */
  dealt: RoundState;
  /** The round when it is over; its `staked` and `returned` are the player's (as the table shows them). */
  final: RoundState;
  /** Balance after the round. */
  balance: number;
  /** The decisions made, in order. */
  decisions: Decision[];
}

/**
 * Plays one round the way the page's machine does, choosing each decision with `choose`. `rng`
 * is the page's generator when the table is not the first thing the page drew for (a session
 * that played other games first); by default a fresh one seeded with `seed`.
 */
export function replay(
  table: string,
  seed: string,
  bets: SeatBet[],
  balance: number,
  choose: (round: RoundState, legal: readonly Decision[]) => Decision,
  rng: Rng = new SeededRng(seed),
): Replay {
  const rules = tableRules(table);
  const shoe = createShoe(rules.decks, rules.shuffle, rng);
  // The machine starts the round from the balance before the stakes were debited.
  let round = openTableRound(rules, shoe, bets, balance, rng).state;
  const dealt = round;
  const decisions: Decision[] = [];
  for (let guard = 0; guard < 50 && round.phase !== 'over'; guard++) {
    const legal = legalMoves(round);
    let d = choose(round, legal);
    // A chooser that only plays hands declines insurance, even money and a back bet's match.
    if (!legal.includes(d)) d = legal.find((x) => x.endsWith(':no')) ?? d;
    decisions.push(d);
    round = actTableRound(rules, round, d, rng).state;
  }
  // The player's money only: a computer player's stakes and returns are its own.
  const { staked, returned } = tableRound(rules, round);
  const final = { ...round, staked, returned };
  return { seed, dealt, final, balance: balance - staked + returned, decisions };
}

/** The first seed (`prefix-1`, `prefix-2`, …) whose round `accept`s. */
export function findSeed(prefix: string, accept: (seed: string) => Replay | null, tries = 5000): Replay {
  for (let i = 1; i <= tries; i++) {
    const r = accept(`${prefix}-${i}`);
    if (r) return r;
  }
  throw new Error(`no seed found for ${prefix} in ${tries} tries`);
}
