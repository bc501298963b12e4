/**
 * The insurance amount picker's commands and arithmetic at an up-to-half table: the amounts it
 * steps through are whole currency units up to the most the table and balance allow, and exactly
 * half (which may fall between two units: 525 of a 10.50 bet). Pure, so the keys and the steps are
 * tested without a canvas.
 */
import type { InsuranceChoice } from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';

/** The picker's buttons and keys: one unit less, one unit more, exactly half. */
export type PickerCommand = 'insurance.less' | 'insurance.more' | 'insurance.half';

const PICKER_COMMANDS: readonly string[] = ['insurance.less', 'insurance.more', 'insurance.half'];

export const isPickerCommand = (command: string): command is PickerCommand => PICKER_COMMANDS.includes(command);

/** The smallest stake the picker offers (declining is NO INSURANCE, not an amount). */
export function leastAmount(r: InsuranceChoice): Minor {
  return r.most >= r.unit ? r.unit : r.half;
}

/** The largest stake the picker offers. */
export function mostAmount(r: InsuranceChoice): Minor {
  return r.halfAllowed ? Math.max(r.half, r.most) : r.most;
}

/** The next amount up: the next whole unit, or half where it comes first; the same at the top. */
export function stepUp(r: InsuranceChoice, amount: Minor): Minor {
  const unit = (Math.floor(amount / r.unit) + 1) * r.unit;
  const half = r.halfAllowed && r.half > amount ? r.half : Number.POSITIVE_INFINITY;
  const next = Math.min(unit <= r.most ? unit : Number.POSITIVE_INFINITY, half);
  return Number.isFinite(next) ? next : amount;
}

/** The next amount down: the whole unit below, or half where it comes first; the same at the bottom. */
export function stepDown(r: InsuranceChoice, amount: Minor): Minor {
  const unit = (Math.ceil(amount / r.unit) - 1) * r.unit;
  const half = r.halfAllowed && r.half < amount ? r.half : 0;
  const next = Math.max(unit >= r.unit && unit <= r.most ? unit : 0, half);
  return next > 0 ? next : amount;
}
