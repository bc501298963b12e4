/**
 * What a chip looks like by value, and how an amount breaks into chips: pure functions, no Pixi,
 * so they are tested under Node. Values are minor units (100 = 1.00).
 */
import type { Minor } from '../../../engine/shared/money';

export interface ChipColours {
  /** The chip's body. */
  face: number;
  /** The edge inserts (light dashes around the rim). */
  edge: number;
  /** The value printed in the centre. */
  text: number;
}

const DARK = 0x1a1a1a;
const LIGHT = 0xffffff;

/**
 * The conventional casino colours (LOOK.md), keyed by value in minor units: 1 white, 5 red,
 * 25 green, 100 black, 500 purple, 1,000 yellow-orange; cents 0.10 light blue, 0.50 pink; 2 yellow,
 * 10 blue, 50 orange. Every table's tray draws from this one list, so a colour means the same value
 * everywhere; each entry is distinct from every other.
 */
const KNOWN: ReadonlyMap<Minor, [face: number, edge: number]> = new Map([
  [1, [0xb0bec5, LIGHT]], // 0.01 silver
  [5, [0xff8a65, LIGHT]], // 0.05 coral
  [10, [0x4fb3e8, LIGHT]], // 0.10 light blue
  [20, [0xc0ca33, LIGHT]], // 0.20 lime
  [25, [0x80cbc4, LIGHT]], // 0.25 mint
  [50, [0xd77fa1, LIGHT]], // 0.50 pink
  [100, [0xf3f1ea, 0x1f5fbf]], // 1 white, blue inserts
  [200, [0xf4d03f, LIGHT]], // 2 yellow
  [250, [0xad1457, LIGHT]], // 2.50 magenta
  [500, [0xc62828, LIGHT]], // 5 red
  [1000, [0x1e5bb8, LIGHT]], // 10 blue
  [2000, [0x8d8d8d, LIGHT]], // 20 grey
  [2500, [0x2e7d32, LIGHT]], // 25 green
  [5000, [0xe8711c, LIGHT]], // 50 orange
  [10000, [0x1c1c1c, LIGHT]], // 100 black
  [25000, [0xf06292, LIGHT]], // 250 rose
  [50000, [0x6a1b9a, LIGHT]], // 500 purple
  [100000, [0xf2a900, 0x3b2a00]], // 1,000 yellow-orange, dark inserts
  [500000, [0x795548, LIGHT]], // 5,000 brown
  [1000000, [0x00838f, LIGHT]], // 10,000 teal
]);

/** Fallbacks for values not in the list, chosen by the value's magnitude so neighbours differ. */
const SPARE = [0x5d4037, 0x00695c, 0x283593, 0x9e9d24, 0x4e342e, 0x37474f, 0xbf360c, 0x4527a0];

/** Relative luminance (sRGB, 0..1) of a 0xRRGGBB colour. */
export function luminance(colour: number): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((colour >> 16) & 0xff) + 0.7152 * lin((colour >> 8) & 0xff) + 0.0722 * lin(colour & 0xff);
}

export function chipColours(value: Minor): ChipColours {
  const known = KNOWN.get(value);
  const face = known ? known[0] : (SPARE[Math.abs(Math.round(Math.log2(Math.max(1, value)) * 3)) % SPARE.length] ?? 0);
  const edge = known ? known[1] : LIGHT;
  // Whichever ink contrasts more with the face (WCAG ratio), so every value reads.
  const l = luminance(face);
  const onDark = 1.05 / (l + 0.05);
  const onLight = (l + 0.05) / (luminance(DARK) + 0.05);
  return { face, edge, text: onLight >= onDark ? DARK : LIGHT };
}

/**
 * A short label for a chip, as the tray prints it: whole units without decimals ("1", "25",
 * "500"), thousands as K ("1K", "2.5K", "10K"), millions as M; amounts below one unit keep their
 * decimals ("0.10", "0.50"); `digits` is the currency's minor digits (2 for EUR, 0 for JPY).
 */
export function chipLabel(value: Minor, digits = 2, decimalSeparator = '.'): string {
  const unit = 10 ** digits;
  const major = value / unit;
  const trim = (n: number) => String(Number(n.toFixed(2))).replace('.', decimalSeparator);
  if (major >= 1_000_000) return `${trim(major / 1_000_000)}M`;
  if (major >= 1000) return `${trim(major / 1000)}K`;
  if (Number.isInteger(major)) return String(major);
  return major.toFixed(digits).replace('.', decimalSeparator);
}

/**
 * The chips that make up `amount`, greedily, largest first (the way a dealer pays). A remainder
 * smaller than the smallest chip is left out: the returned chips may sum to less than `amount`,
 * and the caller shows the exact total in a label.
 */
export function breakIntoChips(amount: Minor, denominations: readonly Minor[]): Minor[] {
  const sorted = denominations.filter((d) => d > 0).sort((a, b) => b - a);
  const chips: Minor[] = [];
  let left = Math.max(0, Math.floor(amount));
  for (const d of sorted) {
    const n = Math.floor(left / d);
    for (let i = 0; i < n; i++) chips.push(d);
    left -= n * d;
  }
  return chips;
}
