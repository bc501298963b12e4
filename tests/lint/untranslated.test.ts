/**
 * No English left (issue #25): every text of every dictionary (core, rules, regulated, fairness,
 * loader, …) in Finnish, Italian and Greek differs from the English one, unless it is made only
 * of numbers, symbols and placeholders, or only of the few terms the trade leaves untranslated
 * (the list below, each with its reason). Near-copies count as copies: `REBET X2` is `REBET ×2`.
 * And no view or panel draws a text of its own past the dictionary.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaries, type Lang } from './support/dictionaries';

interface Kept {
  terms: string[];
  /** Only in these languages (all, when absent). */
  langs?: Lang[];
  why: string;
}

const KEPT: Kept[] = [
  { terms: ['FELT'], why: 'the brand' },
  { terms: ['BLACKJACK', 'BACCARAT'], why: "the games' names, the same in every casino" },
  { terms: ['PUNTO BANCO'], why: "the baccarat variant's own (Italian) name" },
  { terms: ['PERFECT PAIRS'], why: "the side bet's trade name, printed as it is on every felt" },
  { terms: ['TIERS', 'ORPHELINS', 'VOISINS'], why: "the racetrack's French sector names, used untranslated" },
  { terms: ['MIN/MAX', 'MIN', 'MAX'], why: 'the limits signs of every table' },
  { terms: ['OK'], why: 'understood the world over, and shorter than any translation' },
  { terms: ['A'], why: "the ace's index, as the cards print it" },
  {
    terms: ['H', 'S', 'D', 'DS', 'P', 'RH', 'RS', 'RP'],
    why: "the basic-strategy chart's codes as strategy cards print them; the legend says them in the player's language",
  },
  {
    terms: ['PLAYER', 'BANKER', 'TIE', 'P?', 'B?'],
    langs: ['it', 'el'],
    why: 'Italian and Greek baccarat tables name the three areas in English (the P, B, T keys follow)',
  },
  {
    terms: ['BEAD PLATE', 'BIG ROAD', 'BIG EYE BOY', 'SMALL ROAD', 'COCKROACH PIG'],
    langs: ['it', 'el'],
    why: "the scoreboards' Macau names, kept in English by Italian and Greek casinos",
  },
  { terms: ['VOLUME', 'LOBBY', 'ZERO'], langs: ['it'], why: 'the same words in Italian' },
];

/** Upper case, one kind of space and of times sign: what a player would see as the same text. */
const norm = (text: string) =>
  text
    .normalize('NFKC')
    .toLocaleUpperCase('en')
    .replace(/(?<![\p{L}])X(?=\d)/gu, '×')
    .replace(/\s+/g, ' ')
    .trim();

/** What is left of a text once its placeholders and the kept terms of `lang` are taken out. */
function remainder(text: string, lang: Lang): string {
  let rest = ` ${norm(text).replace(/\{\w+\}/g, ' ')} `;
  const terms = KEPT.filter((k) => !k.langs || k.langs.includes(lang))
    .flatMap((k) => k.terms)
    .sort((a, b) => b.length - a.length);
  for (const term of terms) {
    const escaped = term.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    rest = rest.replace(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'gu'), ' ');
  }
  return rest;
}

const copied = (text: string, english: string, lang: Lang) =>
  norm(text) === norm(english) && /\p{L}/u.test(remainder(text, lang));

describe('no English left', () => {
  for (const lang of ['fi', 'it', 'el'] as const) {
    it(`${lang}: no text is the English one, but for numbers, symbols and the trade's kept terms`, async () => {
      const en = await dictionaries('en');
      const dict = await dictionaries(lang);
      expect(Object.keys(en).length).toBeGreaterThan(500);
      const same = Object.keys(en).filter(
        (key) => dict[key] !== undefined && copied(dict[key] as string, en[key] as string, lang),
      );
      expect(same.map((k) => `${k}: ${dict[k]}`)).toEqual([]);
    });
  }

  it('catches a copy, a near-copy and English around a kept term', () => {
    expect(copied('REBET ×2', 'REBET ×2', 'el')).toBe(true);
    expect(copied('REBET X2', 'REBET ×2', 'fi')).toBe(true);
    expect(copied('NATURAL {total}', 'NATURAL {total}', 'fi')).toBe(true);
    expect(copied('{who}: {cards}, soft {total}', '{who}: {cards}, soft {total}', 'el')).toBe(true);
    expect(copied('PLAYER', 'PLAYER', 'fi')).toBe(true);
    expect(copied('PLAYER', 'PLAYER', 'it')).toBe(false);
    expect(copied('{numbers} ×{chips}', '{numbers} ×{chips}', 'fi')).toBe(false);
    expect(copied('Perfect Pairs', 'Perfect Pairs', 'fi')).toBe(false);
  });

  it('no view, panel or button draws a literal text past the dictionary', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
      });
    // a Text, a label or a button given a quoted text with words in it
    const literal = /(?:new (?:Bitmap)?Text\(\s*|\b(?:text|label|title|caption)\s*[:=(]\s*)(['"`])[^'"`$]*\p{L}{2}/u;
    // one lower-case word is the name of a node or a role, not a text a player reads
    const allowed = /(?:[:=(]\s*)(['"`])[a-z][a-zA-Z-]*\1/;
    const found = [...files('src/look'), ...files('src/view'), ...files('src/ui')].flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          literal.test(line) && !allowed.test(line) && !/^\s*(\/\/|\/?\*)/.test(line)
            ? [`${path}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
