/**
 * Money in integer minor units (cents for EUR, yen for JPY, fils for BHD).
 * Every amount the engine sees is a safe, non-negative-or-signed integer; conversion to a
 * readable string happens only at the edge, through Intl.NumberFormat.
 */
export type Minor = number;

export type Rounding = 'floor' | 'ceil' | 'half-up' | 'half-even';

export class MoneyError extends Error {
  override name = 'MoneyError';
}

function isMinor(value: unknown): value is Minor {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Throws unless `value` is a safe integer amount of minor units. */
export function assertMinor(value: unknown, what = 'amount'): Minor {
  if (!isMinor(value)) {
    throw new MoneyError(`${what} must be an integer number of minor units, got ${String(value)}`);
  }
  return value;
}

function checked(result: number, op: string): Minor {
  if (!Number.isSafeInteger(result)) throw new MoneyError(`${op} overflows the safe integer range`);
  return result;
}

export function add(...amounts: Minor[]): Minor {
  let total = 0;
  for (const a of amounts) total = checked(total + assertMinor(a), 'add');
  return total;
}

export function subtract(a: Minor, b: Minor): Minor {
  return checked(assertMinor(a) - assertMinor(b), 'subtract');
}

/** Sum of a list; 0 for an empty list. */
export function sum(amounts: readonly Minor[]): Minor {
  return add(...amounts);
}

/**
 * amount × numerator / denominator, rounded as asked. Exact for any safe inputs: the product is
 * formed in BigInt when it would leave the safe range. `floor` is the casino's rule for
 * commission (baccarat banker: 1.95 × 0.10 returns 0.19).
 */
export function multiplyRatio(amount: Minor, numerator: number, denominator: number, rounding: Rounding): Minor {
  assertMinor(amount);
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new MoneyError(`ratio ${numerator}/${denominator} must be integers over a positive denominator`);
  }
  const product = amount * numerator;
  if (Number.isSafeInteger(product)) {
    return roundQuotient(product, denominator, rounding);
  }
  const big = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  let q = big / d; // truncates toward zero
  const r = big - q * d;
  if (r !== 0n) {
    const negative = r < 0n;
    const twice = (negative ? -r : r) * 2n;
    const awayFromZero =
      rounding === 'floor'
        ? negative
        : rounding === 'ceil'
          ? !negative
          : rounding === 'half-up'
            ? twice >= d
            : twice > d || (twice === d && q % 2n !== 0n);
    if (awayFromZero) q += negative ? -1n : 1n;
  }
  return checked(Number(q), 'multiplyRatio');
}

function roundQuotient(n: number, d: number, rounding: Rounding): Minor {
  const floor = Math.floor(n / d);
  // Correct the float division: floor*d must be the largest multiple of d not above n.
  let q = floor;
  if (q * d > n) q -= 1;
  else if ((q + 1) * d <= n) q += 1;
  const r = n - q * d; // 0 <= r < d
  if (r === 0) return q;
  switch (rounding) {
    case 'floor':
      return q;
    case 'ceil':
      return q + 1;
    case 'half-up':
      return 2 * r >= d ? q + 1 : q;
    case 'half-even':
      return 2 * r > d || (2 * r === d && q % 2 !== 0) ? q + 1 : q;
  }
}

/** Minor-unit digits of an ISO 4217 currency (EUR 2, JPY 0, BHD 3), as Intl knows them. */
export function currencyDigits(currency: string): number {
  const code = normaliseCurrency(currency);
  let digits = digitsOf.get(code);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(code, digits);
  }
  return digits;
}

/** Each currency's digits, asked of Intl once: a formatter is costly to make, and money is formatted every frame a figure moves. */
const digitsOf = new Map<string, number>();

const ISO_4217 = /^[A-Z]{3}$/;

export function isCurrencyCode(code: string): boolean {
  if (!ISO_4217.test(code)) return false;
  if (knownCodes === null) {
    const known = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf;
    knownCodes = known ? new Set(known('currency')) : 'any';
  }
  return knownCodes === 'any' || knownCodes.has(code);
}

/** The codes Intl knows, listed once ('any' where it cannot list them). */
let knownCodes: Set<string> | 'any' | null = null;

function normaliseCurrency(currency: string): string {
  const code = currency.toUpperCase();
  if (!isCurrencyCode(code)) throw new MoneyError(`unknown ISO 4217 currency code "${currency}"`);
  return code;
}

/** Decimal string of a minor amount ("-12.05" for -1205 with 2 digits): exact, no float. */
export function toDecimalString(amount: Minor, digits: number): string {
  assertMinor(amount);
  const negative = amount < 0;
  const abs = String(Math.abs(amount));
  if (digits === 0) return (negative ? '-' : '') + abs;
  const padded = abs.padStart(digits + 1, '0');
  const whole = padded.slice(0, padded.length - digits);
  const frac = padded.slice(padded.length - digits);
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

export interface FormatOptions {
  /** Drop the minor digits when they are zero ("€5" instead of "€5.00"), for chips and limits. */
  compact?: boolean;
}

/** Formats minor units for display in any locale and ISO currency. */
export function formatMoney(amount: Minor, currency: string, locale: string, options: FormatOptions = {}): string {
  const code = normaliseCurrency(currency);
  const digits = currencyDigits(code);
  const whole = digits === 0 || amount % 10 ** digits === 0;
  const minimumFractionDigits = options.compact && whole ? 0 : digits;
  const key = `${locale}|${code}|${minimumFractionDigits}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, fmt);
  }
  // Intl formats decimal strings exactly (ES2023); older engines fall back to Number, which is
  // still exact for any amount below 2^53 / 10^digits.
  return fmt.format(toDecimalString(amount, digits) as unknown as number);
}
