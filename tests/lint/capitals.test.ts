/**
 * Capitals in the player's language (issue #25): Greek drops the tonos in capitals, so every
 * text drawn in capitals goes through one helper with the locale (platform/i18n/upper.ts). The
 * view, ui and app code upper-case nothing themselves, and every Greek text the tables may draw
 * in capitals comes out without a tonos.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { upper } from '../../src/platform/i18n/upper';
import { dictionaries } from './support/dictionaries';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });

// Capitals with a tonos, the ones with dialytika and tonos, and a combining acute after a capital.
const ACCENT = /[ΆΈΉΊΌΎΏΐΰ\u0385]|\p{Lu}\u0301/u;
// ...but the word "ή" (or) keeps its tonos in capitals, Ή, not to be read as the article η.
const TONOS = { test: (text: string) => ACCENT.test(text.replace(/(?<!\p{L})Ή(?!\p{L})/gu, '')) };

describe('capitals', () => {
  it('the look, view, ui and app code upper-case a text only through upper(text, lang)', () => {
    const found = ['src/look', 'src/view', 'src/ui', 'src/app', 'src/main.ts']
      .flatMap((p) => (statSync(p).isDirectory() ? files(p) : [p]))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .flatMap((line, i) => (/\.to(Locale)?UpperCase\(/.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it('upper() drops the tonos in Greek, where toUpperCase() keeps it', () => {
    expect('Ζυγά'.toUpperCase()).toBe('ΖΥΓΆ');
    expect(upper('Ζυγά', 'el')).toBe('ΖΥΓΑ');
    expect(upper('Μονά', 'el')).toBe('ΜΟΝΑ');
    expect(upper('Στατιστικά', 'el')).toBe('ΣΤΑΤΙΣΤΙΚΑ');
    expect(upper('ÄÖ ää', 'fi')).toBe('ÄÖ ÄÄ');
    expect(upper('istanbul', 'en')).toBe('ISTANBUL');
  });

  it('every Greek text, drawn in capitals, has no tonos', async () => {
    const el = await dictionaries('el');
    expect(Object.keys(el).length).toBeGreaterThan(500);
    const accented = Object.entries(el).filter(([, text]) => TONOS.test(upper(text, 'el')));
    expect(accented).toEqual([]);
    // the ones the roulette layout and its statistics print in capitals had one before
    for (const key of ['bet.rou.even', 'bet.rou.odd', 'rou.stats.hot', 'rou.stats.title']) {
      expect(TONOS.test((el[key] ?? '').toUpperCase()), key).toBe(true);
    }
  });

  it('Greek texts written in capitals in the dictionary carry no tonos', async () => {
    const el = await dictionaries('el');
    const capitals = Object.entries(el).filter(([, text]) => !/\p{Ll}/u.test(text) && /\p{Lu}/u.test(text));
    expect(capitals.length).toBeGreaterThan(50);
    expect(capitals.filter(([, text]) => TONOS.test(text))).toEqual([]);
  });
});
