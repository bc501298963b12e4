/**
 * Formatting for the rules panel in one language: the dictionary, numbers and percentages through
 * Intl, ratios ("3 to 2", "0.95 to 1"), plural choice, and sets of totals as runs ("0–5").
 */
import { type Language, type MessageKey, type Params, translator } from '../../platform/i18n';

export interface Formatter {
  readonly lang: Language;
  t(key: MessageKey, params?: Params): string;
  /** `one` or `other` form of a key pair (`rules.decks.one` / `rules.decks.other`). */
  plural(base: string, count: number, params?: Params): string;
  num(value: number, maxFraction?: number): string;
  /** A share as a percentage: 0.98944 → "98.94%" (two decimals unless told; up to `maxDigits`). */
  percent(value: number, digits?: number, maxDigits?: number): string;
  /** What a bet earns per unit of stake as "N to M", reduced; below 1 as a decimal to 1. */
  ratio(numerator: number, denominator: number): string;
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
  /** Whole numbers as runs: [0,1,2,3,4,5] → "0–5", [6,7] → "6 or 7". */
  runs(values: readonly number[], type?: 'conjunction' | 'disjunction'): string;
  join(parts: readonly string[]): string;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export function formatter(lang: Language): Formatter {
  const t = translator(lang);
  const plurals = new Intl.PluralRules(lang);
  const numbers = new Map<number, Intl.NumberFormat>();
  const num = (value: number, maxFraction = 4): string => {
    let f = numbers.get(maxFraction);
    if (!f) {
      f = new Intl.NumberFormat(lang, { maximumFractionDigits: maxFraction });
      numbers.set(maxFraction, f);
    }
    return f.format(value);
  };
  const list = (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string =>
    new Intl.ListFormat(lang, { style: 'long', type }).format(items);
  return {
    lang,
    t,
    plural: (base, count, params) =>
      t(`${base}.${plurals.select(count) === 'one' ? 'one' : 'other'}` as MessageKey, { count: num(count), ...params }),
    num,
    percent: (value, digits = 2, maxDigits = digits) =>
      new Intl.NumberFormat(lang, {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: Math.max(digits, maxDigits),
      }).format(value),
    ratio: (numerator, denominator) => {
      const d = gcd(numerator, denominator) || 1;
      const [a, b] = [numerator / d, denominator / d];
      if (a < b) return t('rules.ratio', { a: num(a / b), b: num(1) });
      return t('rules.ratio', { a: num(a), b: num(b) });
    },
    list,
    runs: (values, type = 'disjunction') => {
      const sorted = [...new Set(values)].sort((x, y) => x - y);
      const parts: string[] = [];
      for (let i = 0; i < sorted.length; ) {
        let j = i;
        while (j + 1 < sorted.length && (sorted[j + 1] as number) === (sorted[j] as number) + 1) j++;
        const from = sorted[i] as number;
        const to = sorted[j] as number;
        if (j - i >= 2) parts.push(`${num(from)}–${num(to)}`);
        else for (let k = i; k <= j; k++) parts.push(num(sorted[k] as number));
        i = j + 1;
      }
      return list(parts, type);
    },
    join: (parts) => parts.join(t('rules.join')),
  };
}

/** A table with nothing but rows: the common shape of paytable, limits and returns. */
export function grid(
  id: string,
  heading: string,
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  notes: readonly string[] = [],
) {
  return { id, heading, columns, rows, notes };
}
