/**
 * Every glyph atlas painted again at the device's resolution now, when it changed (a window moved
 * to a screen of another density, a zoom): the sentences' (sentence-font.ts) and the figures'
 * (figure-font.ts). Painted at the old one, their glyphs would be scaled up, blurred, on the new
 * screen. Each sentence and figure shown takes its glyphs from the new atlases by its next frame;
 * Pixi's own `Text`s follow the renderer's resolution by themselves.
 */
import { reinstallFigureFonts } from '../../../look/figure-font';
import { reinstallSentenceFonts } from './sentence-font';

/** Repaints the atlases; returns how many sentences and figures take new glyphs. */
export function repaintGlyphAtlases(): number {
  return reinstallSentenceFonts() + reinstallFigureFonts();
}
