/**
 * The shipped fonts (assets/fonts/, `npm run fonts`) read as a browser would: a character is drawn
 * by a family when one of the family's @font-face rules lists it in its unicode-range and that
 * rule's WOFF2 has it in its cmap. Every dictionary string must be drawn whole by both families,
 * so a new word with a new letter fails here until the subsets are made again.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { FACES, SANS, SERIF } from '../../scripts/fonts/faces';
import { dictionaryCharacters, FIXED_TEXT, SYSTEM_FALLBACK } from '../../scripts/fonts/glyphs';
import { fontRequests } from '../../src/app/load-fonts';
import { FONT_DISPLAY, FONT_UI } from '../../src/look/theme';

const DIR = 'assets/fonts';

interface Rule {
  family: string;
  weight: string;
  file: string;
  ranges: [number, number][];
  font: fontkit.Font;
}

function openFont(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(join(DIR, file)));
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a collection`);
  return font;
}

function parseRules(css: string): Rule[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const get = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? '';
    const file = /url\("\.\/([^"]+)"\)/.exec(body)?.[1] ?? '';
    const ranges = get('unicode-range')
      .split(',')
      .map((r) => r.trim().replace(/^U\+/, ''))
      .map((r) => {
        const [a = '', b = a] = r.split('-');
        return [Number.parseInt(a, 16), Number.parseInt(b, 16)] as [number, number];
      });
    return {
      family: get('font-family').replace(/"/g, ''),
      weight: get('font-weight'),
      file,
      ranges,
      font: openFont(file),
    };
  });
}

const rules = parseRules(readFileSync(join(DIR, 'fonts.css'), 'utf8'));

/** The characters of `chars` that no rule of the family draws at that weight. */
function undrawn(family: string, weight: number, chars: Iterable<string>): string[] {
  const faces = rules.filter((r) => {
    const [lo = 0, hi = lo] = r.weight.split(/\s+/).map(Number);
    return r.family === family && weight >= lo && weight <= hi;
  });
  return [...chars].filter((c) => {
    const cp = c.codePointAt(0)!;
    return !faces.some((f) => f.ranges.some(([a, b]) => cp >= a && cp <= b) && f.font.hasGlyphForCodePoint(cp));
  });
}

describe('shipped fonts', () => {
  it('both families draw every character of every dictionary, in every language, at the weights in use', async () => {
    const chars = await dictionaryCharacters();
    expect(chars.length).toBeGreaterThan(150);
    expect(chars).toContain('ώ');
    for (const weight of [400, 600, 700, 800]) expect(undrawn(SANS, weight, chars)).toEqual([]);
    expect(undrawn(SERIF, 700, chars)).toEqual([]);
    // the check itself tells a missing letter (ñ is in no subset) and a missing weight
    expect(undrawn(SANS, 400, ['a', 'ñ'])).toEqual(['ñ']);
    expect(undrawn(SERIF, 400, ['a'])).toEqual(['a']);
  });

  it('they draw the fixed list too (ASCII, Intl spacing and minus, the Greek alphabet, the punctuation the views join with)', () => {
    const fixed = [...FIXED_TEXT].filter((c) => !SYSTEM_FALLBACK.includes(c));
    expect(undrawn(SANS, 400, fixed)).toEqual([]);
    expect(undrawn(SERIF, 700, fixed)).toEqual([]);
  });

  it('figures are tabular by default (canvas text cannot ask for tnum), at every weight of the variable sans', async () => {
    for (const rule of rules.filter((r) => r.font.hasGlyphForCodePoint(0x30))) {
      // fontkit cannot instance a variable WOFF2; HarfBuzz pins the weight instead
      const instance = async (wght: number) =>
        fontkit.create(
          await subsetFont(readFileSync(join(DIR, rule.file)), '0123456789', {
            targetFormat: 'sfnt',
            variationAxes: { wght },
          }),
        ) as fontkit.Font;
      const instances = rule.weight.includes(' ') ? [await instance(400), await instance(800)] : [rule.font];
      for (const font of instances) {
        expect([...'0123456789'].every((d) => font.hasGlyphForCodePoint(d.codePointAt(0)!))).toBe(true);
        const widths = new Set([...'0123456789'].map((d) => font.glyphForCodePoint(d.codePointAt(0)!).advanceWidth));
        expect(widths.size, `${rule.file} ${rule.weight}`).toBe(1);
      }
    }
  });

  it('all faces together stay within the 60 KB font budget (WOFF2 is compressed already)', () => {
    const bytes = FACES.reduce((sum, f) => sum + statSync(join(DIR, f.file)).size, 0);
    expect(bytes).toBeLessThanOrEqual(60 * 1024);
    expect(new Set(rules.map((r) => r.file))).toEqual(new Set(FACES.map((f) => f.file)));
  });

  it('the theme names the shipped families first, and boot loads both', () => {
    expect(FONT_UI.startsWith(`"${SANS}", `)).toBe(true);
    expect(FONT_DISPLAY.startsWith(`"${SERIF}", `)).toBe(true);
    const fonts = fontRequests('el').map(([font]) => font);
    expect(fonts.some((f) => f.endsWith(`"${SANS}"`))).toBe(true);
    expect(fonts.some((f) => f.endsWith(`"${SERIF}"`))).toBe(true);
  });
});
