/**
 * Where the HUD bar puts its pieces, as a pure function of the bar's width and what its pieces
 * measure (kept apart from hud.ts so it is testable without a canvas). Wide: one row — lobby,
 * the three figures, then rebuy and the history / rules / settings icons at the right. Narrow
 * (≤ 480 px, or whenever one row would not fit): the figures in a row of thirds above a row of
 * buttons within thumb reach along the bottom edge. The session figures a regulator asks for (net
 * position, session time) join the row on a wide bar with room for them; elsewhere they sit side
 * by side in a thin strip over the bar, so nothing is squeezed below reading size.
 *
 * The table is laid out around the bar, so the bar's rows and height never hang on whether Rebuy
 * shows (it comes and goes between rounds): its room is kept while it is hidden, and the plan is
 * the same but for Rebuy's own slot.
 */

export const HUD_HEIGHT = 84;
/** A one-row bar is lower: landscape phones keep the felt. */
export const HUD_WIDE_HEIGHT = 60;
const NARROW_MAX = 480;
export const ICON = 44;

const PAD_WIDE = 16;
const PAD_NARROW = 8;
const GAP = 6;
const GROUP_GAP = 18;
const FIGURE_GAP = 28;
/** The narrowest figure column on a wide bar, so short figures still read as a set. */
const MIN_COLUMN = 130;
/** The strip over the bar that holds the session figures where the row has no room for them. */
export const STRIP_HEIGHT = 24;
const STRIP_GAP = 28;

export interface HudMeasures {
  /** Natural width of each figure column (balance, bet, win): the wider of label and value, at the wide size. */
  figures: readonly [number, number, number];
  /** Natural width of the rebuy button, its room kept whether it shows or not. */
  rebuy: number;
  /** The least width its words fit at their size (on two lines): for a row short of room. */
  rebuyLeast?: number;
  /** Rebuy shows now (the plan gives it a slot). */
  rebuyShown: boolean;
  lobby: boolean;
  /** The session figures (net position, session time), when the profile asks for any. */
  session?: SessionMeasures | null;
}

export interface SessionMeasures {
  /** Column widths at the wide size, each wide enough for the longest value expected. */
  columns: readonly number[];
  /** Caption and value side by side, as the strip shows them. */
  inline: readonly number[];
}

interface Slot {
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
  session: SessionPlan | null;
}

interface SessionPlan {
  /** In the row after WIN, or in the strip over the bar. */
  mode: 'columns' | 'strip';
  slots: FigureSlot[];
  /** Columns: the x of the hairline before them. Strip: the y of the line under it. */
  divider: number;
}

/** Lays the bar out in `width` × the plan's height. */
export function planHud(width: number, m: HudMeasures): HudPlan {
  const session = m.session && m.session.columns.length > 0 ? m.session : null;
  if (width > NARROW_MAX) {
    // Rebuy on one line if the row has room, else on two: the row is kept before Rebuy's one line
    const rebuys = m.rebuyLeast !== undefined && m.rebuyLeast < m.rebuy ? [m.rebuy, m.rebuyLeast] : [m.rebuy];
    for (const rebuy of session ? rebuys : []) {
      const row = planWide(width, m, rebuy, session);
      if (row) return row;
    }
    for (const rebuy of rebuys) {
      const wide = planWide(width, m, rebuy, null);
      if (wide) return session ? withStrip(wide, width, session) : wide;
    }
  }
  const narrow = planNarrow(width, m);
  return session ? withStrip(narrow, width, session) : narrow;
}

/** The right-hand group: icons from the right edge. */
function rightGroup(width: number, pad: number, y: number) {
  const settings = { x: width - pad - ICON, y };
  const rules = { x: settings.x - GAP - ICON, y };
  const history = { x: rules.x - GAP - ICON, y };
  return { icons: [history, rules, settings] as [Slot, Slot, Slot], left: history.x };
}

function planWide(width: number, m: HudMeasures, rebuyWidth: number, session: SessionMeasures | null): HudPlan | null {
  const y = Math.round((HUD_WIDE_HEIGHT - ICON) / 2);
  const lobby = m.lobby ? { x: PAD_WIDE, y } : null;
  const start = lobby ? lobby.x + ICON + GROUP_GAP : PAD_WIDE + 4;
  const right = rightGroup(width, PAD_WIDE, y);
  // Rebuy before the icons, its room kept while it is hidden
  const rebuySlot = { x: right.left - GROUP_GAP - rebuyWidth, y, width: rebuyWidth };
  const rebuy = m.rebuyShown ? rebuySlot : null;
  const end = rebuySlot.x - GROUP_GAP;
  const available = end - start;
  const all = session ? [...m.figures, ...session.columns] : [...m.figures];
  const natural = all.reduce((s, w) => s + w, 0) + FIGURE_GAP * (all.length - 1);
  if (!mainFits(m, available) || (session && !sessionFits(m, session, available))) return null;
  // equal columns centred in the bar when they fit (figures do not jump as values change),
  // else natural ones from the left
  const column = Math.max(MIN_COLUMN, ...all) + FIGURE_GAP;
  const even = column * all.length - FIGURE_GAP <= available;
  const group = even ? column * all.length - FIGURE_GAP : natural;
  const figY = Math.round(HUD_WIDE_HEIGHT / 2);
  let x = Math.round(Math.min(end - group, Math.max(start, (width - group) / 2)));
  const slots = all.map((w) => {
    const slot: FigureSlot = { x, y: figY, width: even ? column - FIGURE_GAP : w, align: 'left' };
    x += even ? column : w + FIGURE_GAP;
    return slot;
  });
  const figures = slots.slice(0, 3) as HudPlan['figures'];
  const first = slots[3];
  const sessionPlan: SessionPlan | null = first
    ? { mode: 'columns', slots: slots.slice(3), divider: first.x - FIGURE_GAP / 2 }
    : null;
  return { mode: 'wide', height: HUD_WIDE_HEIGHT, lobby, icons: right.icons, rebuy, figures, session: sessionPlan };
}

/**
 * Whether the balance, bet and win fit one row. Not by the values shown: a balance that grows a
 * digit after the table was laid out around the bar must not push the bar to two rows; each figure
 * counts as at least a full column.
 */
function mainFits(m: HudMeasures, available: number): boolean {
  return m.figures.reduce((s, w) => s + Math.max(w, MIN_COLUMN), 0) + FIGURE_GAP * 2 <= available;
}

/**
 * Whether the session figures may join the row. The bar must keep one height while the table is
 * laid out around it, so this does not hang on the values shown: the main figures count as at
 * least a full column each, the session figures at their longest (`available` has Rebuy's room
 * taken out already, shown or not).
 */
function sessionFits(m: HudMeasures, session: SessionMeasures, available: number): boolean {
  const main = m.figures.reduce((s, w) => s + Math.max(w, MIN_COLUMN), 0);
  const extra = session.columns.reduce((s, w) => s + w, 0);
  return main + extra + FIGURE_GAP * (2 + session.columns.length) <= available;
}

/** The plan moved down under a strip that holds the session figures side by side, centred. */
function withStrip(plan: HudPlan, width: number, session: SessionMeasures): HudPlan {
  const down = <T extends Slot>(s: T): T => ({ ...s, y: s.y + STRIP_HEIGHT });
  const pad = plan.mode === 'wide' ? PAD_WIDE : PAD_NARROW;
  const room = width - pad * 2;
  const figures = session.inline.reduce((s, w) => s + w, 0);
  const gaps = Math.max(1, session.inline.length - 1);
  // on a small phone the gap gives way (to half) before the figures shrink
  const gap = Math.max(STRIP_GAP / 2, Math.min(STRIP_GAP, (room - figures) / gaps));
  const total = figures + gap * (session.inline.length - 1);
  const k = Math.min(1, room / Math.max(1, total));
  let x = Math.round((width - total * k) / 2);
  const slots = session.inline.map((w) => {
    const slot: FigureSlot = { x, y: Math.round((STRIP_HEIGHT + 1) / 2), width: Math.floor(w * k), align: 'left' };
    x += Math.round((w + gap) * k);
    return slot;
  });
  return {
    mode: plan.mode,
    height: plan.height + STRIP_HEIGHT,
    lobby: plan.lobby && down(plan.lobby),
    icons: plan.icons.map(down) as HudPlan['icons'],
    rebuy: plan.rebuy && down(plan.rebuy),
    figures: plan.figures.map(down) as HudPlan['figures'],
    session: { mode: 'strip', slots, divider: STRIP_HEIGHT },
  };
}

function planNarrow(width: number, m: HudMeasures): HudPlan {
  const y = HUD_HEIGHT - ICON - 1;
  const lobby = m.lobby ? { x: PAD_NARROW, y } : null;
  const right = rightGroup(width, PAD_NARROW, y);
  let rebuy: HudPlan['rebuy'] = null;
  // in the row of buttons, between the lobby and the icons: the row is there either way
  if (m.rebuyShown) {
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
  return { mode: 'narrow', height: HUD_HEIGHT, lobby, icons: right.icons, rebuy, figures, session: null };
}

/** Rectangles of a plan (for tests: nothing may overlap). */
export function planBoxes(
  plan: HudPlan,
  figureHeight: number,
): { id: string; x: number; y: number; w: number; h: number }[] {
  const column = (f: FigureSlot, id: string) => ({
    id,
    x: f.align === 'center' ? f.x - f.width / 2 : f.x,
    y: plan.mode === 'wide' ? f.y - figureHeight / 2 : f.y,
    w: f.width,
    h: figureHeight,
  });
  const boxes = plan.figures.map((f, i) => column(f, `figure${i}`));
  plan.session?.slots.forEach((f, i) => {
    boxes.push(
      plan.session?.mode === 'columns'
        ? column(f, `session${i}`)
        : { id: `session${i}`, x: f.x, y: 1, w: f.width, h: STRIP_HEIGHT - 1 },
    );
  });
  const names = ['history', 'rules', 'settings'];
  plan.icons.forEach((s, i) => {
    boxes.push({ id: names[i] as string, x: s.x, y: s.y, w: ICON, h: ICON });
  });
  if (plan.lobby) boxes.push({ id: 'lobby', x: plan.lobby.x, y: plan.lobby.y, w: ICON, h: ICON });
  if (plan.rebuy) boxes.push({ id: 'rebuy', x: plan.rebuy.x, y: plan.rebuy.y, w: plan.rebuy.width, h: ICON });
  return boxes;
}
