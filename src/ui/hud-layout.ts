/**
 * Where the HUD bar puts its pieces, as a pure function of the bar's width and what its pieces
 * measure (kept apart from hud.ts so it is testable without a canvas). Wide: one row — lobby,
 * the three figures, then rebuy and the history / rules / settings icons at the right. Narrow
 * (≤ 480 px, or whenever one row would not fit): the figures in a row of thirds above a row of
 * buttons within thumb reach along the bottom edge.
 */

export const HUD_HEIGHT = 84;
/** A one-row bar is lower: landscape phones keep the felt. */
export const HUD_WIDE_HEIGHT = 60;
export const NARROW_MAX = 480;
export const ICON = 44;

const PAD_WIDE = 16;
const PAD_NARROW = 8;
const GAP = 6;
const GROUP_GAP = 18;
const FIGURE_GAP = 28;
/** The narrowest figure column on a wide bar, so short figures still read as a set. */
const MIN_COLUMN = 130;

export interface HudMeasures {
  /** Natural width of each figure column (balance, bet, win): the wider of label and value, at the wide size. */
  figures: readonly [number, number, number];
  /** Natural width of the rebuy button; null when it is hidden. */
  rebuy: number | null;
  lobby: boolean;
}

export interface Slot {
  x: number;
  y: number;
}

export interface FigureSlot extends Slot {
  /** The column's width: the figure is fitted (scaled down) into it when wider. */
  width: number;
  align: 'left' | 'center';
}

export interface HudPlan {
  mode: 'wide' | 'narrow';
  /** The bar's height in this plan. */
  height: number;
  lobby: Slot | null;
  /** history, rules, settings. */
  icons: [Slot, Slot, Slot];
  rebuy: (Slot & { width: number }) | null;
  figures: [FigureSlot, FigureSlot, FigureSlot];
}

/** Lays the bar out in `width` × HUD_HEIGHT. */
export function planHud(width: number, m: HudMeasures): HudPlan {
  if (width > NARROW_MAX) {
    const wide = planWide(width, m);
    if (wide) return wide;
  }
  return planNarrow(width, m);
}

/** The right-hand group: icons from the right edge, rebuy before them. */
function rightGroup(width: number, pad: number, y: number, rebuy: number | null) {
  const settings = { x: width - pad - ICON, y };
  const rules = { x: settings.x - GAP - ICON, y };
  const history = { x: rules.x - GAP - ICON, y };
  return { icons: [history, rules, settings] as [Slot, Slot, Slot], left: history.x, rebuy };
}

function planWide(width: number, m: HudMeasures): HudPlan | null {
  const y = Math.round((HUD_WIDE_HEIGHT - ICON) / 2);
  const lobby = m.lobby ? { x: PAD_WIDE, y } : null;
  const start = lobby ? lobby.x + ICON + GROUP_GAP : PAD_WIDE + 4;
  const right = rightGroup(width, PAD_WIDE, y, m.rebuy);
  let end = right.left - GROUP_GAP;
  let rebuy: HudPlan['rebuy'] = null;
  if (m.rebuy !== null) {
    rebuy = { x: end - m.rebuy, y, width: m.rebuy };
    end = rebuy.x - GROUP_GAP;
  }
  const available = end - start;
  const natural = m.figures.reduce((s, w) => s + w, 0) + FIGURE_GAP * 2;
  if (natural > available) return null;
  // equal columns centred in the bar when they fit (figures do not jump as values change),
  // else natural ones from the left
  const column = Math.max(MIN_COLUMN, ...m.figures) + FIGURE_GAP;
  const even = column * 3 - FIGURE_GAP <= available;
  const group = even ? column * 3 - FIGURE_GAP : natural;
  const figY = Math.round(HUD_WIDE_HEIGHT / 2);
  let x = Math.round(Math.min(end - group, Math.max(start, (width - group) / 2)));
  const figures = m.figures.map((w) => {
    const slot: FigureSlot = { x, y: figY, width: even ? column - FIGURE_GAP : w, align: 'left' };
    x += even ? column : w + FIGURE_GAP;
    return slot;
  }) as HudPlan['figures'];
  return { mode: 'wide', height: HUD_WIDE_HEIGHT, lobby, icons: right.icons, rebuy, figures };
}

function planNarrow(width: number, m: HudMeasures): HudPlan {
  const y = HUD_HEIGHT - ICON - 1;
  const lobby = m.lobby ? { x: PAD_NARROW, y } : null;
  const right = rightGroup(width, PAD_NARROW, y, m.rebuy);
  let rebuy: HudPlan['rebuy'] = null;
  if (m.rebuy !== null) {
    const from = lobby ? lobby.x + ICON + GAP * 2 : PAD_NARROW;
    const to = right.left - GAP * 2;
    const w = Math.max(ICON, Math.min(m.rebuy, to - from));
    rebuy = { x: Math.round(from + (to - from - w) / 2), y, width: w };
  }
  const column = (width - PAD_NARROW * 2) / 3;
  const figures = [0, 1, 2].map((i) => ({
    x: Math.round(PAD_NARROW + column * i + column / 2),
    y: 6,
    width: Math.floor(column - 6),
    align: 'center' as const,
  })) as HudPlan['figures'];
  return { mode: 'narrow', height: HUD_HEIGHT, lobby, icons: right.icons, rebuy, figures };
}

/** Rectangles of a plan (for tests: nothing may overlap). */
export function planBoxes(
  plan: HudPlan,
  figureHeight: number,
): { id: string; x: number; y: number; w: number; h: number }[] {
  const boxes = plan.figures.map((f, i) => ({
    id: `figure${i}`,
    x: f.align === 'center' ? f.x - f.width / 2 : f.x,
    y: plan.mode === 'wide' ? f.y - figureHeight / 2 : f.y,
    w: f.width,
    h: figureHeight,
  }));
  const names = ['history', 'rules', 'settings'];
  plan.icons.forEach((s, i) => {
    boxes.push({ id: names[i] as string, x: s.x, y: s.y, w: ICON, h: ICON });
  });
  if (plan.lobby) boxes.push({ id: 'lobby', x: plan.lobby.x, y: plan.lobby.y, w: ICON, h: ICON });
  if (plan.rebuy) boxes.push({ id: 'rebuy', x: plan.rebuy.x, y: plan.rebuy.y, w: plan.rebuy.width, h: ICON });
  return boxes;
}
