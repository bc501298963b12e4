/**
 * What the roulette rules refuse, as codes with data (engine/shared/problem.ts), and each said in
 * English for logs and the headless tools. Players read them through the dictionary.
 */
import type { Minor } from '../shared/money';
import { RuleError } from '../shared/problem';
import type { PositionKind } from './rules';

export type RouletteProblem =
  | { readonly code: 'bet.none' }
  /** Not a position or announced bet of this layout. */
  | { readonly code: 'bet.unknown'; readonly bet: string }
  | { readonly code: 'bet.badAmount'; readonly bet: string; readonly amount: unknown }
  /** An announced bet's amount that does not divide into its chips. */
  | { readonly code: 'bet.indivisible'; readonly bet: string; readonly amount: Minor; readonly chips: number }
  | { readonly code: 'bet.belowMin'; readonly position: string; readonly amount: Minor; readonly min: Minor }
  | {
      readonly code: 'bet.overMax';
      readonly position: string;
      readonly kind: PositionKind;
      readonly amount: Minor;
      readonly max: Minor;
    }
  | { readonly code: 'bet.overTotal'; readonly total: Minor; readonly max: Minor }
  | { readonly code: 'bet.overBalance'; readonly total: Minor; readonly balance: Minor }
  /** Undo, clear or double with no bet on the layout. */
  | { readonly code: 'bet.nothing'; readonly action: 'undo' | 'clear' | 'double' }
  | { readonly code: 'bet.noPrevious' };

export function describeRoulette(p: RouletteProblem): string {
  switch (p.code) {
    case 'bet.none':
      return 'place a bet before spinning';
    case 'bet.unknown':
      return `"${p.bet}" is not a bet on this layout`;
    case 'bet.badAmount':
      return `the amount on ${p.bet} must be a positive integer of minor units, got ${JSON.stringify(p.amount)}`;
    case 'bet.indivisible': {
      const lower = Math.floor(p.amount / p.chips) * p.chips;
      return `${p.bet} is ${p.chips} chips: ${p.amount} does not divide evenly into ${p.chips} (try ${lower > 0 ? `${lower} or ` : ''}${lower + p.chips})`;
    }
    case 'bet.belowMin':
      return `${p.position}: ${p.amount} is under the table minimum of ${p.min} per position`;
    case 'bet.overMax':
      return `${p.position}: ${p.amount} is over the maximum of ${p.max} on a ${p.kind}`;
    case 'bet.overTotal':
      return `the bets total ${p.total}, over the table maximum of ${p.max} per spin`;
    case 'bet.overBalance':
      return `the bets would total ${p.total}, more than the balance of ${p.balance}`;
    case 'bet.nothing':
      return p.action === 'undo' ? 'there is no bet to undo' : `there are no bets to ${p.action}`;
    case 'bet.noPrevious':
      return 'there is no previous bet to repeat';
  }
}

/**
 * A bet the roulette rules refuse; its problem is typed. The message may say more than the
 * problem (which legal positions are near a misspelt one) for the headless tools' user.
 */
export class RouletteRuleError extends RuleError<RouletteProblem> {
  override name = 'RouletteRuleError';
  constructor(problem: RouletteProblem, message: string = describeRoulette(problem)) {
    super(problem, message);
  }
}
