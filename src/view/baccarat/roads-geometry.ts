/**
 * Where the roads sit inside the roads panel: pure arithmetic, tested. Both arrangements start
 * with the round-by-round totals (sheet 001's history). 'wide' puts the bead plate
 * and the big road side by side with the three derived roads under them, and the close and ask
 * buttons in a column at the right (or a row at the bottom when that leaves bigger cells); 'tall'
 * stacks every road under a title row, with the ask buttons at the bottom.
 */
import type { Rect } from './layout';

export interface RoadsGeometry {
  /** A bead plate or big road cell (px); derived roads use half of it. */
  cell: number;
  /** Each round's Player total over its Banker total (sheet 001's baccarat history). */
  scores: Rect;
  bead: Rect;
  big: Rect;
  bigEye: Rect;
  small: Rect;
  cockroach: Rect;
  /** Captions over each road ('tall' only). */
  captions: boolean;
  title: Rect | null;
  close: Rect;
  askBanker: Rect;
  askPlayer: Rect;
}

const PAD = 6;
const BUTTON = 44;
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Whole cells of `cell` px that fit in `width`. */
export const columnsIn = (width: number, cell: number): number => Math.max(1, Math.floor(width / cell));

/** The wide arrangement in a grid of `gridW` × `gridH` from (PAD, PAD): scores, bead | big, derived. */
function wideGrid(gridW: number, gridH: number) {
  const cell = clamp(Math.floor(Math.min((gridW - PAD) / 18, (gridH - 2 * PAD) / 11)), 8, 26);
  const beadW = Math.max(6 * cell, Math.floor(gridW / 3 / cell) * cell);
  const roadsY = PAD + 2 * cell + PAD;
  const derivedY = roadsY + 6 * cell + PAD;
  const third = (gridW - 2 * PAD) / 3;
  return {
    cell,
    scores: { x: PAD, y: PAD, width: gridW, height: 2 * cell },
    bead: { x: PAD, y: roadsY, width: beadW, height: 6 * cell },
    big: { x: PAD * 2 + beadW, y: roadsY, width: gridW - beadW - PAD, height: 6 * cell },
    bigEye: { x: PAD, y: derivedY, width: third, height: 3 * cell },
    small: { x: PAD * 2 + third, y: derivedY, width: third, height: 3 * cell },
    cockroach: { x: PAD * 3 + 2 * third, y: derivedY, width: third, height: 3 * cell },
    captions: false,
    title: null,
  };
}

function wideWithColumn(w: number, h: number): RoadsGeometry {
  const sideW = 56;
  const sideX = w - sideW - PAD;
  return {
    ...wideGrid(w - sideW - 3 * PAD, h - 2 * PAD),
    close: { x: sideX + (sideW - BUTTON) / 2, y: PAD, width: BUTTON, height: BUTTON },
    askBanker: { x: sideX, y: PAD + BUTTON + 4, width: sideW, height: BUTTON },
    askPlayer: { x: sideX, y: PAD + 2 * (BUTTON + 4), width: sideW, height: BUTTON },
  };
}

function wideWithRow(w: number, h: number): RoadsGeometry {
  const gridW = w - 2 * PAD;
  const rowY = h - PAD - BUTTON;
  const askW = (gridW - BUTTON - 2 * PAD) / 2;
  return {
    ...wideGrid(gridW, rowY - 2 * PAD),
    askBanker: { x: PAD, y: rowY, width: askW, height: BUTTON },
    askPlayer: { x: PAD * 2 + askW, y: rowY, width: askW, height: BUTTON },
    close: { x: w - PAD - BUTTON, y: rowY, width: BUTTON, height: BUTTON },
  };
}

function tall(w: number, h: number): RoadsGeometry {
  const caption = 18;
  const head = BUTTON;
  const fixed = head + 6 * caption + BUTTON + 9 * PAD;
  const cell = clamp(Math.floor(Math.min((h - fixed) / 23, (w - 2 * PAD) / 12)), 8, 24);
  const width = w - 2 * PAD;
  let y = head + PAD;
  const block = (rows: number): Rect => {
    const r = { x: PAD, y: y + caption, width, height: rows * cell };
    y += caption + rows * cell + PAD;
    return r;
  };
  const scores = block(2);
  const bead = block(6);
  const big = block(6);
  const bigEye = block(3);
  const small = block(3);
  const cockroach = block(3);
  const askW = (width - PAD) / 2;
  return {
    cell,
    scores,
    bead,
    big,
    bigEye,
    small,
    cockroach,
    captions: true,
    title: { x: PAD, y: 0, width: width - BUTTON, height: head },
    close: { x: w - PAD - BUTTON, y: 0, width: BUTTON, height: BUTTON },
    askBanker: { x: PAD, y, width: askW, height: BUTTON },
    askPlayer: { x: PAD * 2 + askW, y, width: askW, height: BUTTON },
  };
}

export function roadsGeometry(w: number, h: number, shape: 'wide' | 'tall'): RoadsGeometry {
  if (shape === 'tall') return tall(w, h);
  const a = wideWithColumn(w, h);
  const b = wideWithRow(w, h);
  return b.cell > a.cell ? b : a;
}
