/**
 * WCAG 2.x AA contrast of every text a player reads on the canvas (issue #11): each pair is the
 * text's colour (blended at its opacity) over what it is drawn on, taken at its brightest spot,
 * against 4.5:1, or 3:1 for large text (at least 24 px, or 18.66 px bold).
 *
 * Colours come from the source, so changing one there re-runs its pairs here. Exempt, as WCAG
 * allows: captions of disabled controls (src/look/button.ts, the roulette tray's faded chips),
 * decoration (the history recall watermark) and text that is part of a picture (the lobby art's
 * "3 : 2").
 */
import { describe, expect, it, vi } from 'vitest';

// The view modules extend Pixi classes; their colours are plain constants, so stand-ins will do.
vi.mock('pixi.js', () => {
  class Stub {}
  return new Proxy({} as Record<string, unknown>, {
    get: (_, key) => (key === 'then' || typeof key === 'symbol' ? undefined : Stub),
    has: () => true,
  });
});

const { COLORS, FELT_LABEL_ALPHA } = await import('../../src/look/theme');
const { FELT_LIGHT } = await import('../../src/view/kit/felt/felt');
const { PRINT_ALPHA, PRINT_INK } = await import('../../src/view/kit/felt/felt-print');
const { COURT_LIGHT } = await import('../../src/view/kit/cards/card-face');
const { SUIT_BLACK, SUIT_BLUE, SUIT_GREEN, SUIT_RED } = await import('../../src/view/kit/cards/suits');
const { chipColours, luminance } = await import('../../src/view/kit/chips/chip-values');
const { BADGE_COLOURS } = await import('../../src/view/blackjack/hand-view');
const { ROAD_COLOURS, COLOUR: MARK_COLOURS } = await import('../../src/view/baccarat/road-colours');
const { POCKET_BLACK, POCKET_GREEN, POCKET_RED } = await import('../../src/view/roulette/wheel-view');
const { POCKET: HISTORY_POCKET, TONE } = await import('../../src/ui/history/pieces');

/** WCAG relative luminance of 0xRRGGBB. */
function relativeLuminance(colour: number): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((colour >> 16) & 0xff) + 0.7152 * lin((colour >> 8) & 0xff) + 0.0722 * lin(colour & 0xff);
}

function contrast(a: number, b: number): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` moved `t` of the way to `b`, per channel (as the felt paints its light). */
const mix = (a: number, b: number, t: number): number => {
  const ch = (s: number) => Math.round(((a >> s) & 0xff) * (1 - t) + ((b >> s) & 0xff) * t) << s;
  return ch(16) | ch(8) | ch(0);
};
/** `colour` at `alpha` over `under`. */
const over = (colour: number, alpha: number, under: number) => mix(under, colour, alpha);

type Size = 'small' | 'large';
const AA: Record<Size, number> = { small: 4.5, large: 3 };

interface Pair {
  where: string;
  text: number;
  /** The text's opacity (its own alpha times its parents'). */
  alpha?: number;
  on: number;
  size: Size;
}

// What text is drawn on, at its brightest spot.
const GREEN = mix(COLORS.felt, 0xffffff, FELT_LIGHT);
const BLUE = mix(COLORS.feltBlue, 0xffffff, FELT_LIGHT);
const PANEL = COLORS.panel;
const HUD_BAR = mix(0x06120d, 0xffffff, 0.025);
const CARD = 0xfcfcf9;
const ROAD_BOARD = 0xf8f5ee;
const LOBBY_BACKDROP = 0x0f3b27;
const LOBBY_TILE = over(COLORS.panel, 0.92, LOBBY_BACKDROP);
const ROU_STATS = over(COLORS.panel, 0.55, GREEN);
const BAC_AREA = (c: number) => over(c, 0.22, BLUE);
const BAC_HEAD = (c: number, winner: boolean) => over(c, winner ? 0.95 : 0.55, BLUE);
/** Court panels: the ink lifted by the light at the top and the fine white hatch (0.1, a quarter covered). */
const COURT = (ink: number) => mix(mix(ink, 0xffffff, COURT_LIGHT), 0xffffff, 0.1 * (0.6 / (3.2 / Math.SQRT2)));
/** A chip's flat centre, as chips.ts paints it under the value. */
const INLAY = (face: number) => {
  const dark = luminance(face) < 0.05;
  return mix(face, dark ? 0xffffff : 0x000000, dark ? 0.1 : 0.06);
};

const pairs: Pair[] = [
  // felt print (felt-print.ts): payouts and dealer rules
  { where: 'felt print on green felt', text: PRINT_INK, alpha: PRINT_ALPHA, on: GREEN, size: 'small' },
  { where: 'felt print on blue felt', text: PRINT_INK, alpha: PRINT_ALPHA, on: BLUE, size: 'small' },
  // blackjack table
  { where: 'bj message', text: COLORS.cream, on: GREEN, size: 'small' },
  { where: 'bj DEALER label', text: COLORS.cream, alpha: FELT_LABEL_ALPHA, on: GREEN, size: 'small' },
  { where: 'bj seat number in circle', text: COLORS.cream, alpha: FELT_LABEL_ALPHA, on: GREEN, size: 'small' },
  { where: 'bj computer seat name', text: COLORS.cream, alpha: FELT_LABEL_ALPHA, on: GREEN, size: 'small' },
  { where: 'bj side-bet caption', text: COLORS.cream, alpha: FELT_LABEL_ALPHA, on: GREEN, size: 'small' },
  { where: 'bj hand total pill', text: COLORS.cream, on: over(0x000000, 0.55, GREEN), size: 'small' },
  { where: 'chip stack total pill', text: COLORS.cream, on: over(0x000000, 0.6, GREEN), size: 'small' },
  ...Object.entries(BADGE_COLOURS).map(([badge, colour]) => ({
    where: `bj ${badge} badge (over a card)`,
    text: 0xffffff,
    on: over(colour, 0.95, CARD),
    size: 'small' as Size,
  })),
  // baccarat table
  { where: 'bac message', text: COLORS.cream, on: BLUE, size: 'small' },
  { where: 'bac MIN/MAX badge', text: COLORS.cream, on: over(0x000000, 0.3, BLUE), size: 'small' },
  { where: 'bac paytable cell', text: COLORS.cream, on: over(PANEL, 0.97, BLUE), size: 'small' },
  { where: 'bac paytable head', text: COLORS.brassLight, on: over(PANEL, 0.97, BLUE), size: 'small' },
  { where: 'bac paytable note', text: COLORS.muted, on: over(PANEL, 0.97, BLUE), size: 'small' },
  { where: 'bac hand badge', text: COLORS.brassLight, on: BLUE, size: 'small' },
  ...(['player', 'banker'] as const).flatMap((side) => [
    {
      where: `bac ${side} head name`,
      text: COLORS.cream,
      on: BAC_HEAD(ROAD_COLOURS[side], false),
      size: 'small' as Size,
    },
    { where: `bac ${side} head total`, text: 0xffffff, on: BAC_HEAD(ROAD_COLOURS[side], false), size: 'small' as Size },
    {
      where: `bac ${side} head, winner`,
      text: 0xffffff,
      on: BAC_HEAD(ROAD_COLOURS[side], true),
      size: 'small' as Size,
    },
  ]),
  ...(['player', 'banker', 'tie'] as const).flatMap((area) => [
    // bet-area.ts: name 20 px 800 (bold large), at 0.55 when the area lost; pays line 12 px at 0.75
    { where: `bac ${area} area name`, text: COLORS.cream, on: BAC_AREA(ROAD_COLOURS[area]), size: 'large' as Size },
    {
      where: `bac ${area} area name, lost`,
      text: COLORS.cream,
      alpha: 0.55,
      on: over(ROAD_COLOURS[area], 0.08, BLUE),
      size: 'large' as Size,
    },
    {
      where: `bac ${area} area pays`,
      text: COLORS.cream,
      alpha: 0.75,
      on: BAC_AREA(ROAD_COLOURS[area]),
      size: 'small' as Size,
    },
  ]),
  // baccarat roads board (roads-view.ts, road-marks.ts)
  { where: 'roads title', text: 0x3b3326, on: ROAD_BOARD, size: 'small' },
  { where: 'roads caption', text: 0x3b3326, alpha: 0.75, on: ROAD_BOARD, size: 'small' },
  ...(['player', 'banker', 'tie'] as const).map((w) => ({
    where: `bead plate digit on ${w}`,
    text: 0xffffff,
    on: ROAD_COLOURS[w],
    size: 'small' as Size,
  })),
  { where: 'big road tie count', text: ROAD_COLOURS.tie, on: ROAD_BOARD, size: 'small' },
  ...(['player', 'banker', 'tie'] as const).map((w) => ({
    where: `scores digit, won by ${w}`,
    text: 0xffffff,
    on: MARK_COLOURS[w],
    size: 'small' as Size,
  })),
  ...(['player', 'banker'] as const).map((w) => ({
    where: `scores digit, ${w} lost`,
    text: MARK_COLOURS[w],
    on: ROAD_BOARD,
    size: 'small' as Size,
  })),
  ...(['player', 'banker'] as const).map((w) => ({
    where: `roads ask ${w} button`,
    text: 0xffffff,
    on: ROAD_COLOURS[w],
    size: 'small' as Size,
  })),
  // roulette table
  { where: 'rou message', text: COLORS.cream, on: GREEN, size: 'small' },
  { where: 'rou "no spins yet"', text: COLORS.cream, on: GREEN, size: 'small' },
  ...[POCKET_RED, POCKET_BLACK, POCKET_GREEN].flatMap((pocket) => [
    {
      where: `rou board number on ${pocket.toString(16)}`,
      text: 0xf4ecd8,
      on: over(pocket, 0.92, GREEN),
      size: 'small' as Size,
    },
    {
      where: `rou track number on ${pocket.toString(16)}`,
      text: COLORS.cream,
      on: over(pocket, 0.92, GREEN),
      size: 'small' as Size,
    },
    { where: `rou wheel number on ${pocket.toString(16)}`, text: 0xf7f1e1, on: pocket, size: 'small' as Size },
    { where: `rou recent/hot number on ${pocket.toString(16)}`, text: COLORS.cream, on: pocket, size: 'small' as Size },
    { where: `rou share bar on ${pocket.toString(16)}`, text: COLORS.cream, on: pocket, size: 'small' as Size },
    {
      where: `rou empty share bar on ${pocket.toString(16)}`,
      text: COLORS.cream,
      on: over(pocket, 0.35, ROU_STATS),
      size: 'small' as Size,
    },
  ]),
  { where: 'rou share bar odd', text: COLORS.cream, on: 0x3a5f86, size: 'small' },
  { where: 'rou share bar even', text: COLORS.cream, on: 0x6a4e8a, size: 'small' },
  { where: 'rou outside bets', text: 0xf4ecd8, on: over(COLORS.felt, 0.55, GREEN), size: 'small' },
  { where: 'rou track sector names', text: COLORS.brassLight, on: over(COLORS.feltDark, 0.55, GREEN), size: 'small' },
  { where: 'rou neighbours caption', text: COLORS.brassLight, on: over(COLORS.feltDark, 0.55, GREEN), size: 'small' },
  { where: 'rou neighbours count', text: COLORS.cream, on: over(COLORS.feltDark, 0.55, GREEN), size: 'large' },
  { where: 'rou stats heading', text: COLORS.muted, on: ROU_STATS, size: 'small' },
  { where: 'rou stats label', text: COLORS.cream, on: ROU_STATS, size: 'small' },
  // cards (card-face.ts): indices in suit ink on the face; court letters cream on the ink panel
  ...[SUIT_RED, SUIT_BLACK, SUIT_BLUE, SUIT_GREEN].flatMap((ink) => [
    { where: `card index ${ink.toString(16)}`, text: ink, on: CARD, size: 'small' as Size },
    { where: `court letter on ${ink.toString(16)}`, text: 0xfbf6e9, on: COURT(ink), size: 'small' as Size },
  ]),
  // chips: every value's ink on its inlay (chips.ts paints the value on the darkened centre)
  ...[
    1, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 25000, 50000, 100000, 500000, 1000000, 7,
    3000, 40000,
  ].map((value) => {
    const c = chipColours(value);
    return { where: `chip ${value} value`, text: c.text, on: INLAY(c.face), size: 'small' as Size };
  }),
  // HUD, buttons, panels
  { where: 'HUD caption', text: COLORS.muted, on: HUD_BAR, size: 'small' },
  { where: 'HUD figure', text: COLORS.cream, on: HUD_BAR, size: 'small' },
  { where: 'HUD version', text: COLORS.muted, alpha: 0.7, on: HUD_BAR, size: 'small' },
  { where: 'primary button', text: 0x22180a, on: COLORS.brass, size: 'small' },
  { where: 'primary button, hovered', text: 0x22180a, on: mix(COLORS.brassLight, 0xffffff, 0.18), size: 'small' },
  { where: 'secondary button', text: COLORS.cream, on: 0x1c3a2d, size: 'small' },
  { where: 'panel heading / text', text: COLORS.cream, on: PANEL, size: 'small' },
  { where: 'panel muted text', text: COLORS.muted, on: mix(PANEL, 0xffffff, 0.08), size: 'small' },
  { where: 'rules heading', text: COLORS.brassLight, on: PANEL, size: 'small' },
  { where: 'rules table head', text: COLORS.brassLight, on: over(0x000000, 0.3, PANEL), size: 'small' },
  { where: 'history card face', text: COLORS.red, on: 0xfbfaf6, size: 'small' },
  { where: 'history black card face', text: COLORS.black, on: 0xfbfaf6, size: 'small' },
  ...Object.entries(HISTORY_POCKET).map(([k, c]) => ({
    where: `history ${k} pocket`,
    text: 0xffffff,
    on: c,
    size: 'small' as Size,
  })),
  ...Object.entries(TONE).map(([k, c]) => ({
    where: `history ${k} figure`,
    text: c,
    on: PANEL,
    size: 'small' as Size,
  })),
  { where: 'history recall banner', text: 0x22180a, on: over(COLORS.brass, 0.95, PANEL), size: 'small' },
  { where: 'toast', text: COLORS.cream, on: 0x0d2419, size: 'small' },
  { where: 'error screen body', text: COLORS.muted, on: PANEL, size: 'small' },
  // lobby
  { where: 'lobby brand', text: COLORS.brass, on: LOBBY_BACKDROP, size: 'large' },
  { where: 'lobby tagline / footer', text: COLORS.muted, on: LOBBY_BACKDROP, size: 'small' },
  { where: 'lobby heading', text: COLORS.cream, on: LOBBY_BACKDROP, size: 'small' },
  { where: 'lobby balance', text: COLORS.brassLight, on: LOBBY_BACKDROP, size: 'small' },
  { where: 'lobby DEMO badge', text: COLORS.brassLight, on: over(0x000000, 0.3, LOBBY_BACKDROP), size: 'small' },
  { where: 'lobby tile title', text: COLORS.cream, on: LOBBY_TILE, size: 'large' },
  { where: 'lobby tile tagline / blurb', text: COLORS.muted, on: LOBBY_TILE, size: 'small' },
  { where: 'lobby tile limits', text: COLORS.brassLight, on: LOBBY_TILE, size: 'small' },
  { where: 'lobby PLAY pill', text: 0x1b1406, on: COLORS.brass, size: 'small' },
];

describe('text contrast (WCAG AA)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrast(0xffffff, 0x000000)).toBeCloseTo(21, 6);
    expect(contrast(0x777777, 0xffffff)).toBeCloseTo(4.48, 2);
  });

  it.each(pairs.map((p) => [p.where, p] as const))('%s', (_, p) => {
    const ink = p.alpha === undefined ? p.text : over(p.text, p.alpha, p.on);
    expect(contrast(ink, p.on)).toBeGreaterThanOrEqual(AA[p.size]);
  });
});
