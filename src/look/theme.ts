/** Colours and type of LOOK.md, in one place. */
export const COLORS = {
  night: 0x04110b,
  felt: 0x0b5a36,
  feltDark: 0x06331f,
  feltBlue: 0x0f2f63,
  brass: 0xc9a44c,
  brassLight: 0xe6c978,
  cream: 0xf4ecd8,
  muted: 0xa9bcb1,
  panel: 0x0b1d15,
  panelEdge: 0x23463a,
  red: 0xc62828,
  black: 0x1a1a1a,
  disabled: 0x6f7d76,
} as const;

/**
 * Opacity of the small cream labels printed straight on the felt (dealer, seat numbers and names,
 * side-bet captions): the lowest that keeps WCAG AA 4.5:1 at the felt's brightest spot
 * (tests/view/contrast.test.ts).
 */
export const FELT_LABEL_ALPHA = 0.85;

/**
 * The shipped faces first (assets/fonts/: Noto Sans and Noto Serif Bold subsets, loaded before
 * the first screen by app/load-fonts.ts; their figures are tabular, for money), then the system
 * stack, for a face that failed to load or a character no subset has.
 */
export const FONT_UI =
  '"Felt Sans", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", Arial, sans-serif';
export const FONT_DISPLAY = '"Felt Serif", Georgia, "Times New Roman", "DejaVu Serif", serif';

export const css = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;
