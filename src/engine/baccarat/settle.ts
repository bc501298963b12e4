/**
 * Settlement: what each bet area returns (stake included) for a round's winner. A winning bet
 * returns stake × (1 + payout), rounded by the rules (BANKER 1.95 × 0.10 = 0.195 returns 0.19);
 * PLAYER and BANKER bets come back on a tie.
 */
import { multiplyRatio } from '../shared/money';
import { type BaccaratRules, BET_AREAS, type BetArea, type Bets } from './rules';
import type { Winner } from './tableau';

/** `none` for an area without a stake. */
type BetResult = 'win' | 'lose' | 'push' | 'none';

export interface AreaSettlement {
  bet: number;
  returned: number;
  result: BetResult;
}

export type SettleEvent = { type: 'settled'; area: BetArea } & AreaSettlement;

export interface Settlement {
  areas: Record<BetArea, AreaSettlement>;
  staked: number;
  returned: number;
  /** One event per area that had a stake, in PLAYER, BANKER, TIE order. */
  events: SettleEvent[];
}

/** Return of a winning stake on `area`: stake + stake × payout, rounded by the rules. */
export function winReturn(stake: number, area: BetArea, rules: BaccaratRules): number {
  const [num, den] = rules.payouts[area];
  return multiplyRatio(stake, num + den, den, rules.rounding);
}

export function settleArea(area: BetArea, stake: number, winner: Winner, rules: BaccaratRules): AreaSettlement {
  if (stake === 0) return { bet: 0, returned: 0, result: 'none' };
  if (winner === area) return { bet: stake, returned: winReturn(stake, area, rules), result: 'win' };
  if (winner === 'tie' && rules.tieRefundsPlayerAndBanker) return { bet: stake, returned: stake, result: 'push' };
  return { bet: stake, returned: 0, result: 'lose' };
}

export function settle(bets: Bets, winner: Winner, rules: BaccaratRules): Settlement {
  const areas = {} as Record<BetArea, AreaSettlement>;
  const events: SettleEvent[] = [];
  let staked = 0;
  let returned = 0;
  for (const area of BET_AREAS) {
    const s = settleArea(area, bets[area], winner, rules);
    areas[area] = s;
    staked += s.bet;
    returned += s.returned;
    if (s.bet > 0) events.push({ type: 'settled', area, ...s });
  }
  return { areas, staked, returned, events };
}
