/**
 * Glyph atlases are painted on first use, which can come before the page's fonts are in (they load
 * beside the renderer, with a fallback): such an atlas is painted again once they are.
 */

/** The repaints waiting for the fonts: one wait each, however many atlases were painted early. */
const waiting = new Set<() => void>();

/** Runs `repaint` once the page's fonts are in, when they are still loading now. */
export function repaintWhenFontsLoad(repaint: () => void): void {
  const fonts = (globalThis as { document?: { fonts?: FontFaceSet } }).document?.fonts;
  if (waiting.has(repaint) || !fonts || fonts.status === 'loaded') return;
  waiting.add(repaint);
  void fonts.ready.then(() => {
    waiting.delete(repaint);
    repaint();
  });
}
