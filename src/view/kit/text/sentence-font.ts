/**
 * The atlases the tables' sentences are drawn from (sentence.ts): one per font, shadow and size,
 * painted at once with every character the dictionaries' words and Intl's money can hold (Latin
 * with the Italian and Finnish letters and the punctuation the views use; the Greek alphabet at a
 * Greek table, or once a Greek word shows), so a sentence that comes later paints nothing.
 *
 * A sentence takes the smallest atlas painted for its font at or above its size (a long message
 * set a size or two smaller scales the glyphs down), so a layout's sizes paint one atlas, not one
 * each. Painted at the device resolution; painted again if the document's fonts come in later.
 */
import type { TextStyleOptions } from 'pixi.js';
import { GlyphAtlas, type GlyphShadow } from '../../../look/figure-atlas';
import { repaintWhenFontsLoad } from '../../../look/fonts-ready';
import { deviceResolution } from '../stage/device-resolution';
import { SentenceText } from './sentence';

/** Printable ASCII, Intl's spaces and signs, the views' punctuation, the Italian and Finnish letters. */
const LATIN = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i))}\u00a0\u2009\u202f\u2212–—‘’“”«»…·•‹›×÷±€£¢¥°ÀÈÉÌÍÒÓÙÚàèéìíòóùúÄÖÅäöå`;
/** The modern Greek alphabet, with its accented and diaeresis forms. */
const GREEK = `${String.fromCharCode(...Array.from({ length: 25 }, (_, i) => 0x391 + i)).replace('\u03a2', '')}${String.fromCharCode(...Array.from({ length: 25 }, (_, i) => 0x3b1 + i))}ΆΈΉΊΌΎΏΐΪΫάέήίΰϊϋόύώ`;
const IS_GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;

/** A sentence's look: the font (as a Text's style has it), its colour and its shadow. */
export interface SentenceLook {
  fontFamily: string;
  fontWeight: '400' | '600' | '700' | '800';
  fontSize: number;
  fill: number;
  /** As a Text's: style px after every glyph. */
  letterSpacing?: number;
  shadow?: GlyphShadow;
  align?: 'left' | 'center' | 'right';
  wordWrap?: boolean;
  wordWrapWidth?: number;
}

interface Painted {
  atlas: GlyphAtlas;
  greek: boolean;
}

const atlases = new Map<string, Painted[]>();
const live = new Set<SentenceText>();
let greek = /^el\b/.test((globalThis as { document?: Document }).document?.documentElement?.lang ?? '');

/** The device's pixels a CSS pixel, as the renderer has them (2 at most: beyond, glyphs are scaled up). */
export function resolution(): number {
  return deviceResolution();
}

const fontKey = (look: SentenceLook) =>
  `${look.fontWeight}|${look.fontFamily}|${JSON.stringify(look.shadow ?? null)}|${resolution()}`;

/**
 * The atlas for `size` in the look's font: the smallest painted at or above it that has the
 * sentence's script, else a new one painted at `size` (whole px).
 */
function sentenceAtlas(look: SentenceLook, size: number, text: string): GlyphAtlas {
  if (!greek && IS_GREEK.test(text)) greek = true;
  const needsGreek = IS_GREEK.test(text);
  const key = fontKey(look);
  const painted = atlases.get(key) ?? [];
  atlases.set(key, painted);
  const fits = painted
    .filter((p) => p.atlas.size >= size - 0.01 && (p.greek || !needsGreek))
    .sort((a, b) => a.atlas.size - b.atlas.size)[0];
  if (fits) return fits.atlas;
  const px = Math.ceil(size);
  const font = `${look.fontWeight} ${px}px ${look.fontFamily}`;
  const chars = greek ? LATIN + GREEK : LATIN;
  const atlas = new GlyphAtlas(font, resolution(), {
    tabular: false,
    chars,
    ...(look.shadow ? { shadow: look.shadow } : {}),
  });
  painted.push({ atlas, greek });
  repaintWhenFontsLoad(reinstallSentenceFonts);
  return atlas;
}

/** A sentence in `look`, with sprites for `capacity` glyphs made now. */
export function sentenceText(look: SentenceLook, capacity: number): SentenceText {
  const s = look.shadow;
  const style: TextStyleOptions = {
    fontFamily: look.fontFamily,
    fontWeight: look.fontWeight,
    fontSize: look.fontSize,
    align: look.align ?? 'left',
    letterSpacing: look.letterSpacing ?? 0,
    wordWrap: look.wordWrap ?? false,
    wordWrapWidth: look.wordWrapWidth ?? 100,
    // measured as a Text with this shadow is (its box grows by the distance)
    ...(s
      ? { dropShadow: { color: s.color, alpha: s.alpha, blur: s.blur, distance: s.distance, angle: s.angle } }
      : {}),
  };
  const text: SentenceText = new SentenceText(
    style,
    look.fill,
    (size) => sentenceAtlas(look, size, text.text),
    capacity,
  );
  live.add(text);
  text.once('destroyed', () => live.delete(text));
  return text;
}

/**
 * Paints the atlases again (the face or the device resolution changed): every sentence takes its
 * glyphs from a new atlas at its next frame. Returns how many sentences will.
 */
export function reinstallSentenceFonts(): number {
  const old = [...atlases.values()].flat();
  atlases.clear();
  for (const t of live) t.forget();
  for (const p of old) p.atlas.destroy();
  return live.size;
}

/** Atlases painted so far, and their glyphs (tests: a sentence that changes must paint none). */
export function sentenceGlyphs(): { atlases: number; glyphs: number } {
  const all = [...atlases.values()].flat();
  return { atlases: all.length, glyphs: all.reduce((n, p) => n + p.atlas.glyphs.size, 0) };
}
