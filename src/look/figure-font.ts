/**
 * The figures that change while a table plays (balance, bet and win, bet totals, hand totals, the
 * roads' digits, the statistics, the wait countdown) drawn from glyph atlases painted once: a new
 * `Text` string is a new canvas texture uploaded to the GPU, a new figure string only points its
 * sprites at glyphs already uploaded. One white atlas per weight, in FONT_UI, tinted to each colour
 * and scaled to each size (figure-atlas.ts), at the device resolution; tabular digits.
 *
 * Painted on first use, when the document's own fonts should be in (the page loads them before
 * the first table); if they were not, painted again once they are. `reinstallFigureFonts` is for
 * a change of resolution or face.
 */
import { BASE_SIZE, GlyphAtlas } from './figure-atlas';
import { FigureText } from './figure-text';
import { repaintWhenFontsLoad } from './fonts-ready';
import { FONT_UI } from './theme';

export { FigureText } from './figure-text';

export type FigureWeight = '600' | '700' | '800';

export interface FigureStyle {
  fontSize: number;
  fontWeight: FigureWeight;
  fill: number;
  letterSpacing?: number;
}

/**
 * Everything the four locales' money, counts and times are made of, painted at once so no figure
 * adds a glyph (an upload) later: Intl's spaces (NBSP, narrow NBSP), signs, separators, the
 * currency symbols and codes, chip labels' K and M, the HUD's dash, the statistics' × and %.
 */
const CHARS = `0123456789 \u00a0\u202f\u2009.,:;'’+-\u2212\u2013\u2014×%/()€$£¥₩₹₺₽₪¢ABCDEFGHIJKLMNOPQRSTUVWXYZkrzłč`;

const atlases = new Map<FigureWeight, GlyphAtlas>();
const live = new Set<FigureText>();

function resolution(): number {
  const dpr = (globalThis as { devicePixelRatio?: number }).devicePixelRatio;
  return Math.min(dpr || 1, 2);
}

function install(weight: FigureWeight): GlyphAtlas {
  const atlas = new GlyphAtlas(`${weight} ${BASE_SIZE}px ${FONT_UI}`, resolution());
  atlas.ensure(CHARS);
  atlases.set(weight, atlas);
  return atlas;
}

/** The atlas of a weight, painted on first use. */
export function figureFont(weight: FigureWeight): GlyphAtlas {
  const atlas = atlases.get(weight) ?? install(weight);
  repaintWhenFontsLoad(reinstallFigureFonts);
  return atlas;
}

/**
 * A figure: glyph sprites from the weight's atlas, tinted `fill`, `fontSize` px high, with sprites
 * made now for `capacity` glyphs (or the text's): a longer figure later adds sprites, a change to
 * the scene's structure.
 */
export function figureText(text: string, style: FigureStyle, capacity = 0): FigureText {
  const { fontWeight, fontSize, fill, letterSpacing } = style;
  const t = new FigureText(text, figureFont(fontWeight), fontSize, fill, letterSpacing ?? 0, capacity);
  live.add(t);
  t.once('destroyed', () => live.delete(t));
  return t;
}

/**
 * Paints the atlases again (the face or the device resolution changed) and re-lays every figure
 * on show; the caller asks for a frame. Returns how many figures were refreshed.
 */
export function reinstallFigureFonts(): number {
  const old = new Map(atlases);
  atlases.clear();
  for (const [weight, atlas] of old) {
    const fresh = install(weight);
    for (const t of live) if (t.style.atlas === atlas) t.style.atlas = fresh;
    atlas.destroy();
  }
  return live.size;
}

/** Glyphs painted for a weight (tests: a figure that changes must paint none). */
export function figureGlyphs(weight: FigureWeight): number | null {
  return atlases.get(weight)?.glyphs.size ?? null;
}
