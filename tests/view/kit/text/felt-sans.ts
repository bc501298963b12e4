/**
 * Text measured as the game's face measures it, in node: the advance of each character of the
 * bundled Felt Sans (Noto Sans) Bold, at 100 px, as Chromium measured them with the page's fonts
 * loaded (a canvas's `measureText` of each character, font `700 100px "Felt Sans"`). A string is
 * the sum of its characters (pairs' kerning left out: in these caps it only narrows a pair, so a
 * width here is at least what the browser lays out). A character not in the table counts as a W,
 * the widest.
 *
 * To measure again after the face changes, in a page of the built game (fonts loaded):
 *   const c = document.createElement('canvas').getContext('2d');
 *   c.font = '700 100px "Felt Sans", system-ui, sans-serif';
 *   Object.fromEntries([...chars].map((ch) => [ch, c.measureText(ch).width]));
 */

const ADVANCES = new Map<string, number>([
  ['0', 57.2],
  ['1', 57.2],
  ['2', 57.2],
  ['3', 57.2],
  ['4', 57.2],
  ['5', 57.2],
  ['6', 57.2],
  ['7', 57.2],
  ['8', 57.2],
  ['9', 57.2],
  [' ', 26],
  ['!', 28.2],
  ['"', 47.9],
  ['#', 64.6],
  ['$', 57.2],
  ['%', 90.2],
  ['&', 75],
  ["'", 26.6],
  ['(', 33.9],
  [')', 33.9],
  ['*', 54.3],
  ['+', 57.2],
  [',', 28.5],
  ['-', 32],
  ['.', 28.1],
  ['/', 41.4],
  [':', 28.1],
  [';', 28.5],
  ['<', 57.2],
  ['=', 57.2],
  ['>', 57.2],
  ['?', 47.7],
  ['@', 89.7],
  ['A', 69.2],
  ['B', 66.5],
  ['C', 64.2],
  ['D', 73.2],
  ['E', 56],
  ['F', 54.9],
  ['G', 72.4],
  ['H', 76.5],
  ['I', 38.9],
  ['J', 33.1],
  ['K', 66.4],
  ['L', 56],
  ['M', 94.3],
  ['N', 81.3],
  ['O', 79.1],
  ['P', 62.1],
  ['Q', 79.1],
  ['R', 65.5],
  ['S', 55.1],
  ['T', 57.8],
  ['U', 75.6],
  ['V', 65],
  ['W', 96.7],
  ['X', 66.9],
  ['Y', 62.5],
  ['Z', 57.9],
  ['[', 33.1],
  ['\\', 41.4],
  [']', 33.1],
  ['^', 57.2],
  ['_', 41.1],
  ['`', 36.4],
  ['a', 59.9],
  ['b', 63.2],
  ['c', 51.6],
  ['d', 63.2],
  ['e', 59.7],
  ['f', 38.7],
  ['g', 63.2],
  ['h', 65],
  ['i', 29.9],
  ['j', 29.8],
  ['k', 62],
  ['l', 29.7],
  ['m', 97.4],
  ['n', 65],
  ['o', 62.4],
  ['p', 63.2],
  ['q', 63.2],
  ['r', 44.7],
  ['s', 50.2],
  ['t', 43.4],
  ['u', 65],
  ['v', 57.1],
  ['w', 85.6],
  ['x', 57.8],
  ['y', 57.1],
  ['z', 49.2],
  ['{', 39.4],
  ['|', 55.1],
  ['}', 39.4],
  ['~', 57.2],
  ['À', 69.2],
  ['È', 56],
  ['É', 56],
  ['Ì', 38.9],
  ['Í', 38.9],
  ['Ò', 79.1],
  ['Ó', 79.1],
  ['Ù', 75.6],
  ['Ú', 75.6],
  ['Ä', 69.2],
  ['Ö', 79.1],
  ['Å', 69.2],
  ['Ü', 81.2],
  ['à', 59.9],
  ['è', 59.7],
  ['é', 59.7],
  ['ì', 29.9],
  ['í', 29.9],
  ['ò', 62.4],
  ['ó', 62.4],
  ['ù', 65],
  ['ú', 65],
  ['ä', 59.9],
  ['ö', 62.4],
  ['å', 59.9],
  ['ü', 71.19],
  ['€', 57.2],
  ['×', 57.2],
  ['−', 58],
  ['–', 50],
  ['—', 100],
  ['’', 21.7],
  ['‘', 21.7],
  ['«', 61.4],
  ['»', 61.4],
  ['…', 85.5],
  ['·', 28.1],
  ['\u00a0', 26],
  ['\u202f', 13],
  ['Ά', 79.7],
  ['Έ', 78.4],
  ['Ή', 98.9],
  ['Ί', 64],
  ['Ό', 97],
  ['Ύ', 89.6],
  ['Ώ', 93.7],
  ['ΐ', 40.1],
  ['Α', 69.2],
  ['Β', 66.5],
  ['Γ', 52.9],
  ['Δ', 67.1],
  ['Ε', 56],
  ['Ζ', 57.9],
  ['Η', 76.5],
  ['Θ', 79.1],
  ['Ι', 38.9],
  ['Κ', 66.1],
  ['Λ', 66.8],
  ['Μ', 94.3],
  ['Ν', 80.5],
  ['Ξ', 62.6],
  ['Ο', 79.1],
  ['Π', 75.5],
  ['Ρ', 62.1],
  ['Σ', 57.9],
  ['Τ', 57.8],
  ['Υ', 62.5],
  ['Φ', 90.4],
  ['Χ', 66.9],
  ['Ψ', 88],
  ['Ω', 75.6],
  ['Ϊ', 38.9],
  ['Ϋ', 62.5],
  ['ά', 65.6],
  ['έ', 50.6],
  ['ή', 64.3],
  ['ί', 40.1],
  ['ΰ', 63.7],
  ['α', 65.6],
  ['β', 63.2],
  ['γ', 56.3],
  ['δ', 60.9],
  ['ε', 50.4],
  ['ζ', 48.5],
  ['η', 64.3],
  ['θ', 61.4],
  ['ι', 40.1],
  ['κ', 62],
  ['λ', 57.4],
  ['μ', 67.2],
  ['ν', 56.3],
  ['ξ', 52.5],
  ['ο', 62.4],
  ['π', 74.4],
  ['ρ', 61.8],
  ['ς', 51.3],
  ['σ', 65.5],
  ['τ', 54.5],
  ['υ', 63.7],
  ['φ', 81.4],
  ['χ', 62.2],
  ['ψ', 83.2],
  ['ω', 86.7],
  ['ϊ', 40.1],
  ['ϋ', 63.7],
  ['ό', 62.4],
  ['ύ', 63.7],
  ['ώ', 87.5],
]);

const WIDEST = ADVANCES.get('W') as number;

/** The width of `text` at `size` px, `letterSpacing` after each glyph but the last (as Pixi sets it). */
export function feltSansWidth(text: string, size: number, letterSpacing = 0): number {
  const chars = [...text];
  const advance = chars.reduce((w, c) => w + (ADVANCES.get(c) ?? WIDEST), 0);
  return (advance * size) / 100 + Math.max(0, chars.length - 1) * letterSpacing;
}

/** A 2D context that measures text in Felt Sans Bold and draws nothing. */
function context(): unknown {
  const state: Record<string | symbol, unknown> = {};
  const measureText = (text: string) => {
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(String(state.font ?? ''))?.[1] ?? 10);
    // Noto Sans's ascent and descent (its hhea table), and its capitals' ink
    return {
      width: feltSansWidth(text, size),
      actualBoundingBoxAscent: size * 0.72,
      actualBoundingBoxDescent: 0,
      fontBoundingBoxAscent: size * 1.069,
      fontBoundingBoxDescent: size * 0.293,
    };
  };
  return new Proxy(state, {
    get: (target, key) => {
      if (key in target) return target[key];
      if (key === 'measureText') return measureText;
      if (key === 'getImageData')
        return (_x: number, _y: number, w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) });
      return () => {};
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
}

/**
 * From now on Pixi measures text in Felt Sans Bold, whatever the weight (the lighter ones are
 * narrower: what fits here fits). Call after tests/ui/support/pixi-node.ts is imported.
 */
export async function measureInFeltSans(): Promise<void> {
  const { DOMAdapter } = await import('pixi.js');
  DOMAdapter.set({
    ...DOMAdapter.get(),
    createCanvas: (width = 1, height = 1) => ({ width, height, style: {}, getContext: context }) as never,
  });
}
