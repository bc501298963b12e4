/**
 * The engine's side of the cross-game run: the session's three rounds (a blackjack win by standing,
 * a Banker win, a roulette spin paying the split or the corner) played from one seeded stream in
 * the order the page draws from it, so every balance and lobby message the test expects is
 * computed, not written down.
 */
import type { Bets } from '../../src/engine/baccarat/rules';
import { rouletteTable } from '../../src/engine/roulette/rules';
import { settle as settleStakes } from '../../src/engine/roulette/settle';
import { EMPTY_SLIP, placeBet, slipStakes } from '../../src/engine/roulette/slip';
import { spinWheel } from '../../src/engine/roulette/wheel';
import { SeededRng } from '../../src/engine/shared/rng';
import { type BaccaratRound, replayRounds } from './baccarat-replay';
import { START } from './blackjack-page';
import { type Replay, replay } from './blackjack-replay';

export const BJ_TABLE = 'bj-european';
export const BJ_CHIP = 2500;
export const BAC_TABLE = 'baccarat-8deck';
export const BAC_BETS: Bets = { player: 0, banker: 1000, tie: 0 };
export const ROU_CHIP = 100;
export const ROU_BETS = ['split:17-20', 'corner:17-18-20-21', 'red'];

/** What the engine says each round of the session ends with, from one seeded stream. */
export interface Plan {
  seed: string;
  blackjack: Replay;
  baccarat: BaccaratRound;
  roulette: { number: number; staked: number; returned: number; balance: number };
}

/** Plays the session's three rounds with the engine, in the order the page draws. */
function plan(seed: string): Plan {
  const rng = new SeededRng(seed);
  const bets = [{ seat: 1, main: BJ_CHIP, perfectPairs: 0 }];
  const blackjack = replay(BJ_TABLE, seed, bets, START, () => 'stand', rng);
  const [baccarat] = replayRounds(BAC_TABLE, seed, [BAC_BETS], blackjack.balance, rng);
  if (!baccarat) throw new Error('no baccarat round');
  const table = rouletteTable('roulette-european');
  let slip = EMPTY_SLIP;
  for (const b of ROU_BETS) slip = placeBet(table, slip, b, ROU_CHIP).slip;
  const spin = spinWheel(rng);
  const { settlement } = settleStakes(table, slipStakes(slip), spin);
  return {
    seed,
    blackjack,
    baccarat,
    roulette: {
      number: spin.number,
      staked: settlement.staked,
      returned: settlement.returned,
      balance: baccarat.balance - settlement.staked + settlement.returned,
    },
  };
}

/**
 * The first seed whose session has a blackjack round the player wins by standing (no insurance
 * question), a Banker win with its commission, and a spin that pays the split or the corner.
 */
export function findPlan(prefix: string): Plan {
  for (let i = 1; i < 5000; i++) {
    const p = plan(`${prefix}-${i}`);
    if (
      p.blackjack.dealt.phase === 'player' &&
      p.blackjack.final.returned > p.blackjack.final.staked &&
      p.baccarat.tableau.outcome?.winner === 'banker' &&
      [17, 20].includes(p.roulette.number)
    )
      return p;
  }
  throw new Error(`no seed ${prefix}-… gives the session asked for`);
}
