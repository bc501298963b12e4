/**
 * The faces the game ships (assets/fonts/), each a subset of one @fontsource WOFF2: Noto Sans for
 * the interface (variable, weights 400–800 in one file), Noto Serif Bold for titles and card
 * indices, and from Noto Sans Math the arrows and card suits the two lack. One superfamily, so
 * the sans and the serif share proportions; its figures are tabular by default, which matters
 * because canvas text (Pixi) cannot switch on the `tnum` feature.
 */
export const SANS = 'Felt Sans';
export const SERIF = 'Felt Serif';

export interface Face {
  /** Output file name under assets/fonts/. */
  file: string;
  /**
   * The @font-face rules that use it: a family and its font-weight descriptor (a range for the
   * variable face). The symbols serve both families, each at the weights of the family's other
   * faces: a wider range there would make the browser pick the symbols alone for a weight between.
   */
  rules: readonly { family: string; weight: string }[];
  /** Package-relative path of the source WOFF2. */
  source: string;
  /** Pins or narrows a variable source's axes. */
  axes?: Record<string, { min: number; max: number }>;
  /** Only these characters (the symbols face), else every shipped character the source has. */
  only?: string;
}

/** Arrows (the keyboard help) and suits (history, lobby art): Noto Sans Math draws them in the Noto style. */
const SYMBOLS = '←→♠♥♦♣';

export const FACES: readonly Face[] = [
  {
    file: 'felt-sans-latin.woff2',
    rules: [{ family: SANS, weight: '400 800' }],
    source: '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
    axes: { wght: { min: 400, max: 800 } },
  },
  {
    file: 'felt-sans-greek.woff2',
    rules: [{ family: SANS, weight: '400 800' }],
    source: '@fontsource-variable/noto-sans/files/noto-sans-greek-wght-normal.woff2',
    axes: { wght: { min: 400, max: 800 } },
  },
  {
    file: 'felt-serif-latin-700.woff2',
    rules: [{ family: SERIF, weight: '700' }],
    source: '@fontsource/noto-serif/files/noto-serif-latin-700-normal.woff2',
  },
  {
    file: 'felt-serif-greek-700.woff2',
    rules: [{ family: SERIF, weight: '700' }],
    source: '@fontsource/noto-serif/files/noto-serif-greek-700-normal.woff2',
  },
  {
    file: 'felt-symbols.woff2',
    rules: [
      { family: SANS, weight: '400 800' },
      { family: SERIF, weight: '700' },
    ],
    source: '@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff2',
    only: SYMBOLS,
  },
];
