/**
 * Baccarat simulation (HEADLESS.md): every round stakes each of PLAYER, BANKER and TIE on the
 * product's own shoe and RNG. The stake is 1.00 (or the area minimum if higher), a multiple of
 * 0.20, so BANKER's 1.95× is whole and the returns compare with the exact, unrounded figures.
 */
import { type BaccaratRules, BET_AREAS, type Bets, tableRules } from '../../engine/baccarat/rules';
import { settleArea } from '../../engine/baccarat/settle';
import { dealRound } from '../../engine/baccarat/tableau';
import { SeededRng } from '../../engine/shared/rng';
import { beginRound, createShoe, endRound } from '../../engine/shared/shoe';
import { UsageError } from '../io';
import type { SimOptions, SimReport } from '../sim';
import { RtpAccumulator } from '../stats';

export function simStakes(rules: BaccaratRules): Bets {
  const stake = (min: number): number => Math.max(100, Math.ceil(min / 20) * 20);
  return {
    player: stake(rules.limits.player.min),
    banker: stake(rules.limits.banker.min),
    tie: stake(rules.limits.tie.min),
  };
}

export function runSim(options: SimOptions): SimReport {
  let rules: BaccaratRules;
  try {
    rules = tableRules(options.table, options.rules);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const rng = new SeededRng(options.seed);
  const stakes = simStakes(rules);
  const acc = { player: new RtpAccumulator(), banker: new RtpAccumulator(), tie: new RtpAccumulator() };
  let shoe = createShoe(rules.decks, rules.shuffle, rng);
  for (let i = 0; i < options.rounds; i++) {
    const dealt = dealRound(beginRound(shoe, rng), rng);
    shoe = endRound(dealt.shoe, rng);
    const winner = dealt.tableau.outcome!.winner;
    for (const area of BET_AREAS) {
      const s = settleArea(area, stakes[area], winner, rules);
      acc[area].add(s.bet, s.returned);
    }
  }
  return {
    table: options.table,
    bets: { player: acc.player.figures(), banker: acc.banker.figures(), tie: acc.tie.figures() },
  };
}
