/**
 * The engine's side of the baccarat browser tests: deals the same seeded rounds the page deals
 * (the machine makes its shoe from the seeded RNG when the table opens, then begins, deals and
 * ends each round from it), so a test can find a seed that gives the round it needs (a Player
 * win, a Banker win, a tie, a third card) and know what the page must show. Nothing is hard-coded.
 */
import { type Bets, tableRules } from '../../src/engine/baccarat/rules';
import { type Settlement, settle } from '../../src/engine/baccarat/settle';
import { dealInitial, dealThirdCards, type Tableau } from '../../src/engine/baccarat/tableau';
import { type Rng, SeededRng } from '../../src/engine/shared/rng';
import { beginRound, createShoe, endRound } from '../../src/engine/shared/shoe';

export interface BaccaratRound {
  tableau: Tableau;
  settlement: Settlement;
  /** Balance after the round. */
  balance: number;
}

/**
 * Plays `bets` round after round at a seeded table, as the page's machine does (`rng`: the page's
 * generator when other games drew from it first; by default a fresh one seeded with `seed`).
 */
export function replayRounds(
  table: string,
  seed: string,
  bets: readonly Bets[],
  balance: number,
  rng: Rng = new SeededRng(seed),
): BaccaratRound[] {
  const rules = tableRules(table);
  let shoe = createShoe(rules.decks, rules.shuffle, rng);
  const out: BaccaratRound[] = [];
  for (const b of bets) {
    const first = dealInitial(beginRound(shoe, rng), rng);
    const step = first.tableau.phase === 'third' ? dealThirdCards(first.tableau, first.shoe, rng) : first;
    shoe = endRound(step.shoe, rng);
    const outcome = step.tableau.outcome;
    if (!outcome) throw new Error('a dealt round has an outcome');
    const settlement = settle(b, outcome.winner, rules);
    balance = balance - settlement.staked + settlement.returned;
    out.push({ tableau: step.tableau, settlement, balance });
  }
  return out;
}

/** The first seed (`prefix-1`, `prefix-2`, …) whose first round `accept`s. */
export function findSeed(
  table: string,
  prefix: string,
  bets: Bets,
  accept: (round: BaccaratRound) => boolean,
  tries = 5000,
): { seed: string; round: BaccaratRound } {
  for (let i = 1; i <= tries; i++) {
    const seed = `${prefix}-${i}`;
    const [round] = replayRounds(table, seed, [bets], 100_000);
    if (round && accept(round)) return { seed, round };
  }
  throw new Error(`no seed ${prefix}-1…${tries} gives the round asked for`);
}
