/**
 * What the baccarat rules refuse, as codes with data (engine/shared/problem.ts), and each said in
 * English for logs and the headless tools. Players read them through the dictionary.
 */
import type { Minor } from '../shared/money';
import { RuleError } from '../shared/problem';
import type { BetArea } from './rules';

export type BaccaratProblem =
  | { readonly code: 'bet.none' }
  | { readonly code: 'bet.badAmount'; readonly area: BetArea; readonly amount: unknown }
  | { readonly code: 'bet.belowMin'; readonly area: BetArea; readonly amount: Minor; readonly min: Minor }
  | { readonly code: 'bet.overMax'; readonly area: BetArea; readonly amount: Minor; readonly max: Minor }
  | { readonly code: 'bet.overBalance'; readonly total: Minor; readonly balance: Minor };

export function describeBaccarat(p: BaccaratProblem): string {
  switch (p.code) {
    case 'bet.none':
      return 'no bet placed';
    case 'bet.badAmount':
      return `${p.area} bet must be a non-negative integer of minor units, got ${String(p.amount)}`;
    case 'bet.belowMin':
      return `${p.area} bet ${p.amount} is below the table minimum ${p.min}`;
    case 'bet.overMax':
      return `${p.area} bet ${p.amount} is above the table maximum ${p.max}`;
    case 'bet.overBalance':
      return `bets of ${p.total} would exceed the balance ${p.balance}`;
  }
}

/** A step the baccarat rules refuse; its problem is typed. */
export class BaccaratRuleError extends RuleError<BaccaratProblem> {
  override name = 'BaccaratRuleError';
  constructor(problem: BaccaratProblem) {
    super(problem, describeBaccarat(problem));
  }
}
