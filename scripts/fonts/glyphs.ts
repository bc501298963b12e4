/**
 * The characters the shipped fonts must carry: every string of every dictionary under
 * src/platform/i18n (as written, upper-cased as the views upper-case them), what Intl writes for
 * money, numbers, percentages, dates and lists in the four languages, and a fixed list of what the
 * code draws itself. Shared by scripts/make-fonts.ts (which subsets to it) and the test that reads
 * the shipped fonts' cmap, so a new word with a new letter fails the test until `npm run fonts`.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES } from '../../src/platform/i18n';

const I18N_DIR = resolve(import.meta.dirname, '../../src/platform/i18n');

/**
 * Drawn by the code, not the dictionaries: all printable ASCII (ids, codes, seeds, hashes), the
 * no-break spaces and minus Intl uses, the punctuation the views join texts with (· — … • ‹ › ×),
 * and the whole modern Greek alphabet and the Finnish and Italian letters, so a reworded string
 * rarely needs a new subset. Nothing here may be missing from the sources (the script stops).
 */
export const FIXED_TEXT = [
  String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i)),
  '\u00a0\u2009\u2212–—‘’“”«»…·•‹›×÷±€£¢¥°',
  'ÀÈÉÌÍÒÓÙÚàèéìíòóùúÄÖÅäöå',
  'ΆΈΉΊΌΎΏΐΪΫάέήίΰϊϋόύώ',
  String.fromCharCode(...Array.from({ length: 0x3a9 - 0x391 + 1 }, (_, i) => 0x391 + i)).replace('\u03a2', ''),
  String.fromCharCode(...Array.from({ length: 0x3c9 - 0x3b1 + 1 }, (_, i) => 0x3b1 + i)),
].join('');

/**
 * What no shipped face draws: the lobby's ⓘ, and the narrow no-break space some Intl versions put
 * in dates. They come from the system stack after the shipped family, as before.
 */
export const SYSTEM_FALLBACK = 'ⓘ\u202f';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

function stringsIn(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
}

/** Every string exported by a dictionary module, placeholders (`{name}`) taken out. */
async function dictionaryStrings(): Promise<string[]> {
  const out: string[] = [];
  for (const file of filesUnder(I18N_DIR)) stringsIn(await import(pathToFileURL(file).href), out);
  return out.map((s) => s.replace(/\{\w+\}/g, ''));
}

/** What Intl writes in the four languages for the formats the game uses (money, %, dates, lists). */
function intlStrings(): string[] {
  const out: string[] = [];
  const amounts = [0, 0.5, 7, 1234.5, -1234567.89];
  for (const lang of LANGUAGES) {
    for (const currency of ['EUR', 'USD', 'GBP'])
      for (const a of amounts) out.push(new Intl.NumberFormat(lang, { style: 'currency', currency }).format(a));
    for (const a of amounts) {
      out.push(new Intl.NumberFormat(lang).format(a));
      out.push(new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 2 }).format(a / 100));
    }
    for (let month = 0; month < 12; month++) {
      const when = new Date(Date.UTC(2026, month, 28, 21, 5, 9));
      for (const options of [
        { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
        { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' },
      ] as const)
        out.push(new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(when));
    }
    for (const type of ['conjunction', 'disjunction'] as const)
      out.push(new Intl.ListFormat(lang, { style: 'long', type }).format(['a', 'b', 'c']));
  }
  return out;
}

/** The upper-cased forms the views draw (toUpperCase, and Greek's toLocaleUpperCase drops accents). */
function withCases(strings: readonly string[]): string[] {
  return strings.flatMap((s) => [s, s.toUpperCase(), ...LANGUAGES.map((l) => s.toLocaleUpperCase(l))]);
}

/** Distinct characters of some strings, in code point order (control characters left out). */
function charactersOf(strings: readonly string[]): string[] {
  const set = new Set<string>();
  for (const s of strings) for (const c of s) if (c >= ' ' && c !== '\u007f') set.add(c);
  return [...set].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/** The dictionaries' characters alone (what the test demands of the shipped fonts). */
export async function dictionaryCharacters(): Promise<string[]> {
  return charactersOf(withCases(await dictionaryStrings()));
}

/** Everything the subsets keep. */
export async function shippedCharacters(): Promise<string[]> {
  return charactersOf([...withCases(await dictionaryStrings()), ...intlStrings(), FIXED_TEXT]);
}
