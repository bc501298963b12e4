/**
 * Where everything sits on the roulette table for a viewport: pure arithmetic, unit-tested for
 * "nothing overlaps, every target ≥ 44 px". Phones (compact) show one panel at a time under a
 * row of tabs — the betting layout, the racetrack or the statistics — in a viewport that pans
 * when the panel is bigger than the screen (the layout's cells stay a finger wide); the wheel
 * sits beside it in landscape and comes over it while it spins in portrait. Desktops (wide) show
 * everything at once: the wheel, statistics and racetrack in a row over the whole layout, whose
 * cells are a finger wide too — a screen too small for that (a tablet) is compact.
 */
import { type ControlsLayout, type ControlsSpec, controlsBand } from '../kit/controls/controls-band';
import { clamp, type Rect } from '../kit/table/geometry';
import { type BoardGeometry, boardGeometry } from './board-geometry';
import { cellLength, type TrackGeometry, trackGeometry } from './track-geometry';

export { overlaps, type Rect } from '../kit/table/geometry';

export interface RouletteLayout extends ControlsLayout {
  mode: 'compact' | 'wide';
  width: number;
  height: number;
  /** The wheel while bets are taken (null: shown only while it spins, over `spin`). */
  wheel: Rect | null;
  /** The wheel while it spins. */
  spin: Rect;
  /**
   * The wheel at the spin's climax: centred over the whole table above the HUD (the controls are
   * dimmed and idle then), as big as it fits — the full width of a phone held upright, most of the
   * height of a wider screen.
   */
  climax: Rect;
  /** Compact: the TABLE · TRACK · STATS tabs. */
  tabs: Rect | null;
  /** The last numbers. */
  recent: Rect;
  message: Rect;
  /** Viewports: in compact mode the same box (one panel shows at a time; the track over the stepper). */
  board: Rect;
  track: Rect;
  stats: Rect;
  /** The neighbour count's − / + row, under the racetrack (shown with it). */
  stepper: Rect;
  boardGeometry: BoardGeometry;
  trackGeometry: TrackGeometry;
}

/** Height of the neighbour stepper's row (its buttons 44 px and a margin). */
const STEPPER_H = 54;

/** The box split into the racetrack and the stepper row under it. */
function underTrack(box: Rect): { track: Rect; stepper: Rect } {
  return {
    track: { ...box, height: box.height - STEPPER_H },
    stepper: { x: box.x, y: box.y + box.height - STEPPER_H + 2, width: box.width, height: STEPPER_H - 2 },
  };
}

/** Board cells on touch screens: a line's band and a box's middle each 44 px. */
export const TOUCH_CELL = 88;

/** A racetrack at least `box` big whose number cells are `cell` px along the track. */
function touchTrack(box: Rect, cell: number): TrackGeometry {
  let g = trackGeometry(box.width, box.height, Math.min(56, Math.max(48, Math.min(box.width, box.height) * 0.22)));
  for (let i = 0; i < 40 && cellLength(g) < cell; i++) {
    g = g.vertical ? trackGeometry(g.width, g.height + 20, g.band) : trackGeometry(g.width + 20, g.height, g.band);
  }
  return g;
}

/** The roulette controls' proportions (kit/controls-band.ts places them). */
const CONTROLS: ControlsSpec = {
  chip: { across: 8, down: 14, max: 60 },
  button: { down: 17, max: 54 },
  tray: { share: 0.44, max: 480 },
  spacing: { gap: 6, lift: 12, between: 12 },
};

/** The climax's wheel: the biggest square centred in the table above the HUD, a small margin round it. */
function climaxRect(width: number, tableHeight: number): Rect {
  const margin = Math.max(6, Math.min(width, tableHeight) * 0.02);
  const d = Math.max(0, Math.min(width, tableHeight) - margin * 2);
  return { x: (width - d) / 2, y: (tableHeight - d) / 2, width: d, height: d };
}

/** Phones upright: the width of the rail at the layout's left (the tabs over the last numbers). */
const RAIL_W = 46;
/** Upright: the betting layout's rows are at most this tall (a tablet's layout stays in proportion). */
const PORTRAIT_MAX_ALONG = 64;

type Panels = Omit<RouletteLayout, 'mode' | 'width' | 'height' | 'climax' | keyof ControlsLayout>;

/**
 * Upright (phones, tablets): the message line across the top; under it, the whole betting layout
 * at once, zero at the top, its 14 rows sharing the height — no panning, so a drag never moves it
 * and a tap lands where the finger is — and at its left a rail with the TABLE · TRACK · STATS tabs
 * over the last numbers, which read down as on a table's marquee. The racetrack and statistics
 * take the layout's box when their tab is chosen; the wheel comes over it while it spins.
 */
function portraitPanels(width: number, top: number, bottom: number): Panels {
  const gap = CONTROLS.spacing.gap;
  // Two lines of the message's small type: a long hint in Greek or Finnish wraps rather than shrinks.
  const message: Rect = { x: gap, y: 2, width: width - gap * 2, height: top + 24 };
  const mainY = message.y + message.height + gap;
  const rail: Rect = { x: gap, y: mainY, width: RAIL_W, height: bottom - mainY };
  const tabs: Rect = { x: rail.x, y: rail.y, width: RAIL_W, height: 3 * 44 + 2 * gap };
  const recentY = tabs.y + tabs.height + gap * 2;
  // (the racetrack's neighbour stepper takes the whole width under it: the numbers stop over it)
  const recent: Rect = { x: rail.x, y: recentY, width: RAIL_W, height: rail.y + rail.height - STEPPER_H - recentY };
  const px = rail.x + RAIL_W + gap;
  const panel: Rect = { x: px, y: mainY, width: width - px - gap, height: bottom - mainY };
  const along = Math.min(PORTRAIT_MAX_ALONG, panel.height / 14);
  // Thin split and corner bands on the lines keep a number's own target most of its box.
  const band = clamp(along * 0.17, 5, 22);
  // Across: three columns and the dozens and even-money strips (each at least 44 px) fill the width.
  const across = Math.min(130, (panel.width - band - 88) / 3, (panel.width - band) / 4);
  const geometry = boardGeometry('vertical', along, across, band);
  const spinD = Math.min(panel.width, panel.height) * 0.92;
  const spin: Rect = {
    x: panel.x + (panel.width - spinD) / 2,
    y: panel.y + (panel.height - spinD) / 2,
    width: spinD,
    height: spinD,
  };
  const { track } = underTrack(panel);
  const { stepper } = underTrack({ ...panel, x: gap, width: width - gap * 2 });
  return {
    wheel: null,
    spin,
    tabs,
    recent,
    message,
    board: panel,
    track,
    stats: panel,
    stepper,
    boardGeometry: geometry,
    trackGeometry: touchTrack(track, 44),
  };
}

export function rouletteLayout(width: number, height: number, hudHeight: number): RouletteLayout {
  const wide = width >= 1000 && height >= 620;
  const portrait = height > width;
  const gap = CONTROLS.spacing.gap;
  const controls = controlsBand(width, height, hudHeight, portrait && width < 700, CONTROLS);
  // What both modes return alike: the viewport and the controls under the table.
  const frame = { width, height, ...controls, climax: climaxRect(width, controls.hud.y) };
  const top = gap;
  const bottom = controls.chips.y - gap;
  // Wide: the wheel, the last numbers and statistics and the racetrack in a row, the whole betting
  // layout under them at finger size (cells of TOUCH_CELL or more). A screen where that layout
  // would not fit across, or leave too little for the row, is compact (one panel, panning).
  // (clear of the felt's rim: RIM px in from the felt's edges)
  const RIM = 22;
  const along = Math.min(100, (width - RIM * 2) / 14);
  const geometry = boardGeometry('horizontal', along, TOUCH_CELL);
  const messageH = 34;
  const rowTop = top + RIM - gap;
  const boardY = bottom - RIM + 2 - geometry.height;
  const rowH = boardY - messageH - gap * 2 - rowTop;
  if (wide && along >= TOUCH_CELL && rowH >= 180) {
    const board: Rect = { x: (width - geometry.width) / 2, y: boardY, width: geometry.width, height: geometry.height };
    const message: Rect = { x: RIM, y: board.y - messageH - gap, width: width - RIM * 2, height: messageH };
    const wheel: Rect = { x: gap * 2, y: top, width: rowH, height: rowH };
    const colX = wheel.x + rowH + gap * 3;
    const colW = clamp(width * 0.2, 260, 340);
    const recent: Rect = { x: colX, y: rowTop, width: colW, height: 34 };
    const stats: Rect = { x: colX, y: recent.y + recent.height + gap * 2, width: colW, height: 0 };
    stats.height = rowTop + rowH - stats.y;
    const tx = colX + colW + gap * 3;
    const { track, stepper } = underTrack({ x: tx, y: rowTop, width: width - tx - RIM, height: rowH });
    return {
      mode: 'wide',
      ...frame,
      wheel,
      spin: wheel,
      tabs: null,
      recent,
      message,
      board,
      track,
      stats,
      stepper,
      boardGeometry: geometry,
      trackGeometry: touchTrack(track, 44),
    };
  }
  if (portrait) return { mode: 'compact', ...frame, ...portraitPanels(width, top, bottom) };
  // Compact landscape: the wheel on the left; tabs and the last numbers over one panel that pans.
  const wheelD = Math.min(bottom - top, width * 0.32);
  const wheel: Rect = { x: gap, y: top + (bottom - top - wheelD) / 2, width: wheelD, height: wheelD };
  const px = wheelD + gap * 3;
  const pw = width - px - gap;
  const tabs: Rect = { x: px, y: top, width: Math.min(pw * 0.5, 270), height: 44 };
  const recent: Rect = { x: tabs.x + tabs.width + gap * 2, y: top + 9, width: pw - tabs.width - gap * 2, height: 26 };
  // The message line under the tabs, over the panel (which pans: a row less costs no cell size).
  const message: Rect = { x: px, y: tabs.y + tabs.height + 2, width: pw, height: 24 };
  const mainY = message.y + message.height + 2;
  const main: Rect = { x: px, y: mainY, width: pw, height: bottom - mainY };
  const cell = Math.max(TOUCH_CELL, main.width / 14);
  const magnified = boardGeometry('horizontal', cell, TOUCH_CELL);
  const { track, stepper } = underTrack(main);
  return {
    mode: 'compact',
    ...frame,
    wheel,
    spin: wheel,
    tabs,
    recent,
    message,
    board: main,
    track,
    stats: main,
    stepper,
    boardGeometry: magnified,
    trackGeometry: touchTrack(track, 44),
  };
}
