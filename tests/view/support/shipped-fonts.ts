/**
 * Text measured in node as Chromium measures it on the page: with the faces the game ships
 * (assets/fonts/, their @font-face rules in fonts.css), the variable sans at the asked weight
 * (subset-font instances it, as the browser does), kerning included (fontkit lays the run out).
 * Layout tests that must know whether the longest words of the four languages fit use it: widths
 * agree with the canvas's measureText to a hundredth of a pixel. A character no shipped face has
 * falls back to the system stack in the browser; here it is taken wide (0.7 of the size).
 *
 * `installShippedFonts()` after tests/ui/support/pixi-node and before any text is measured: it
 * gives Pixi a canvas whose context measures this way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import { measureWith } from '../../ui/support/pixi-node';

const DIR = 'assets/fonts';

interface Face {
  family: string;
  /** The weights the rule covers (one, or the variable face's range). */
  weights: [number, number];
  ranges: [number, number][];
  file: string;
}

function parseFaces(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const get = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? '';
    const [lo = 400, hi = lo] = get('font-weight').split(/\s+/).map(Number);
    const ranges = get('unicode-range')
      .split(',')
      .map((r) => r.trim().replace(/^U\+/, ''))
      .map((r): [number, number] => {
        const [a = '0', b = a] = r.split('-');
        return [Number.parseInt(a, 16), Number.parseInt(b, 16)];
      });
    return {
      family: get('font-family').replace(/"/g, ''),
      weights: [lo, hi],
      ranges,
      file: /url\("\.\/([^"]+)"\)/.exec(body)?.[1] ?? '',
    };
  });
}

type Instance = fontkit.Font;

/** Every face at every weight the game draws with, made static, keyed "file@weight". */
async function instances(faces: readonly Face[]): Promise<Map<string, Instance>> {
  const out = new Map<string, Instance>();
  for (const face of faces) {
    const bytes = readFileSync(join(DIR, face.file));
    const whole = fontkit.create(bytes) as Instance;
    const text = whole.characterSet.map((c) => String.fromCodePoint(c)).join('');
    // A rule's weight range may serve a static file (the symbols): only a font with the axis varies.
    const variable = 'wght' in whole.variationAxes;
    for (const weight of variable ? [400, 500, 600, 700, 800] : [face.weights[0], face.weights[1]]) {
      const ttf = variable
        ? await subsetFont(bytes, text, { targetFormat: 'sfnt', variationAxes: { wght: weight } })
        : bytes;
      out.set(`${face.file}@${weight}`, fontkit.create(ttf) as Instance);
    }
  }
  return out;
}

interface FontSpec {
  family: string;
  weight: number;
  size: number;
}

/** Reads a canvas font string ("normal normal 800 15px "Felt Sans", system-ui, …"). */
function parseFont(font: string): FontSpec {
  const sized = /(\d+(?:\.\d+)?)px/.exec(font);
  const size = Number(sized?.[1] ?? 10);
  // style, variant and weight come before the size; the weight is a number or "bold"
  const words = font.slice(0, sized?.index ?? 0).split(/\s+/);
  const weight = words.includes('bold') ? 700 : Number(words.find((w) => /^[1-9]00$/.test(w)) ?? 400);
  const family = /px\s+"?([^",]+)"?/.exec(font)?.[1]?.trim() ?? '';
  return { family, weight, size };
}

export type ShippedMetrics = {
  width: number;
  actualBoundingBoxAscent: number;
  actualBoundingBoxDescent: number;
  fontBoundingBoxAscent: number;
  fontBoundingBoxDescent: number;
};

/** Loads the shipped faces; the answer measures a text in a canvas font string. */
export async function shippedFonts(): Promise<(text: string, font: string) => ShippedMetrics> {
  const faces = parseFaces(readFileSync(join(DIR, 'fonts.css'), 'utf8'));
  const made = await instances(faces);
  const faceFor = (spec: FontSpec, code: number): Instance | null => {
    for (const face of faces) {
      if (face.family !== spec.family) continue;
      if (!face.ranges.some(([a, b]) => code >= a && code <= b)) continue;
      const weight = Math.min(face.weights[1], Math.max(face.weights[0], Math.round(spec.weight / 100) * 100));
      const font = made.get(`${face.file}@${weight}`) ?? made.get(`${face.file}@${face.weights[0]}`);
      if (font?.hasGlyphForCodePoint(code)) return font;
    }
    return null;
  };
  return (text, fontString) => {
    const spec = parseFont(fontString);
    const scale = (font: Instance) => spec.size / font.unitsPerEm;
    let width = 0;
    let ascent = 0;
    let descent = 0;
    // Runs of characters one face draws, each laid out whole (its kerning counts).
    let run = '';
    let runFace: Instance | null = null;
    const flush = () => {
      if (!run) return;
      if (runFace) {
        const s = scale(runFace);
        width += runFace.layout(run).advanceWidth * s;
        for (const glyph of runFace.glyphsForString(run)) {
          ascent = Math.max(ascent, glyph.bbox.maxY * s);
          descent = Math.max(descent, -glyph.bbox.minY * s);
        }
      } else width += [...run].length * spec.size * 0.7;
      run = '';
    };
    for (const char of text) {
      const face = faceFor(spec, char.codePointAt(0) ?? 0);
      if (face !== runFace) {
        flush();
        runFace = face;
      }
      run += char;
    }
    flush();
    const any = faceFor(spec, 0x41);
    const em = any ? scale(any) : 0;
    return {
      width,
      actualBoundingBoxAscent: ascent,
      actualBoundingBoxDescent: descent,
      fontBoundingBoxAscent: any ? any.ascent * em : spec.size,
      fontBoundingBoxDescent: any ? -any.descent * em : spec.size * 0.25,
    };
  };
}

/** Pixi measures with the shipped faces from now on, through tests/ui/support/pixi-node.ts's canvas. */
export async function installShippedFonts(): Promise<void> {
  measureWith(await shippedFonts());
}
