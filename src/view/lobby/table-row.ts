/**
 * One table's row on a lobby tile: its name with the ⓘ rules mark, a line about it, its limits or
 * one pill per limit tier, and the row's own tap target (the table; its rules while the game is
 * not built). The tile (game-tile.ts) places the rows.
 */
import { CanvasTextMetrics, Container, Graphics, Rectangle, Text } from 'pixi.js';
import { COLORS, FONT_UI } from '../../look/theme';
import type { TableEntry } from '../../platform/games';
import type { Translate } from '../../platform/i18n';
import { tableBlurbKey, tableNameKey } from '../kit/words/names';
import { TierPill } from './tier-pill';

export interface TableRow {
  table: string;
  name: Text;
  blurb: Text;
  limits: Text;
  /** The row as a tap target: it opens the table (its rules while the game is not built). */
  hit: Container;
  info: Graphics;
  /** The ⓘ mark's own 44 px target: the table's rules. */
  infoHit: Container;
  /** One pill per limit tier (a playable table with several), drawn in place of `limits`. */
  tiers: TierPill[];
  /** The limits' words alone (a shared table adds how many play there). */
  limitsText: string;
  shared: boolean;
}

/** Gap between two tier pills, px. */
const TIER_GAP = 6;

export interface LimitsFormat {
  limits: (min: number, max: number) => string;
  range: (min: number, max: number) => string;
}

export function createTableRow(
  table: TableEntry,
  t: Translate,
  format: LimitsFormat,
  plays: boolean,
  on: {
    onChange: () => void;
    onRules: (table: string) => void;
    onTable: (table: string, tier?: string) => void;
  },
): TableRow {
  const tiers =
    plays && table.tiers.length > 1
      ? table.tiers.map(
          (tier) =>
            new TierPill(tier.id, format.range(tier.minBet, tier.maxBet), on.onChange, () =>
              on.onTable(table.id, tier.id),
            ),
        )
      : [];
  const row: TableRow = {
    table: table.id,
    hit: new Container(),
    info: new Graphics(),
    infoHit: new Container(),
    name: new Text({
      text: t(tableNameKey(table.id)),
      style: { fontFamily: FONT_UI, fontSize: 15, fontWeight: '600', fill: COLORS.cream, wordWrap: true },
    }),
    blurb: new Text({
      text: t(tableBlurbKey(table.id)),
      style: { fontFamily: FONT_UI, fontSize: 12, fill: COLORS.muted },
    }),
    limitsText: format.limits(table.minBet, table.maxBet),
    shared: table.shared !== undefined,
    limits: new Text({
      text: format.limits(table.minBet, table.maxBet),
      style: { fontFamily: FONT_UI, fontSize: 12, fill: COLORS.brassLight, wordWrap: true },
    }),
    tiers,
  };
  row.limits.visible = tiers.length === 0;
  // The row's words and its ⓘ mark are drawn over its tap target: taps go through them to the
  // row (or the mark's own target), not to the tile, whose tap opens the game's first table.
  for (const drawn of [row.name, row.blurb, row.limits, row.info]) drawn.eventMode = 'none';
  row.hit.eventMode = 'static';
  row.hit.cursor = plays ? 'pointer' : 'help';
  row.hit.on('pointertap', (e) => {
    e.stopPropagation(); // the tile's own tap (its first table) does not fire as well
    if (plays) on.onTable(table.id);
    else on.onRules(table.id);
  });
  row.infoHit.eventMode = 'static';
  row.infoHit.cursor = 'help';
  row.infoHit.on('pointertap', (e) => {
    e.stopPropagation();
    on.onRules(table.id);
  });
  return row;
}

/**
 * Draws the ⓘ rules mark after the row's name (its top at `y`), with a target 44 px wide around
 * it, 44 px high where the row's band (`band`, the row's own tap area) and the tier pills allow: rows
 * sit closer than 44 px, and a target reaching into the next row would take that row's taps (or give
 * it this one's).
 */
function placeInfoMark(row: TableRow, x0: number, y: number, band: { top: number; bottom: number }): void {
  // after the name's last line (a long name wraps), a third of a line high
  const { lineWidths, lineHeight } = CanvasTextMetrics.measureText(row.name.text, row.name.style);
  const r = Math.round(lineHeight * 0.32);
  const cx = x0 + (lineWidths[lineWidths.length - 1] ?? row.name.width) + 6 + r;
  const cy = y + row.name.height - lineHeight / 2;
  row.info
    .clear()
    .circle(cx, cy, r)
    .stroke({ color: COLORS.brassLight, width: 1.2, alpha: 0.8 })
    .rect(cx - 0.8, cy - r * 0.15, 1.6, r * 0.75)
    .fill(COLORS.brassLight)
    .circle(cx, cy - r * 0.5, 1)
    .fill(COLORS.brassLight);
  // Nor over another target: the row above's tier pills end where this name's line begins, and this row's
  // own pills start under it (a tap on a pill's edge must choose the tier, not open the rules).
  const top = Math.max(cy - 22, band.top, y + 2);
  const bottom = Math.min(cy + 22, band.bottom, row.tiers.length > 0 ? y + row.name.height - 1 : Infinity);
  const mark = new Rectangle(cx - 22, top, 44, bottom - top);
  row.infoHit.hitArea = mark;
  row.infoHit.boundsArea = mark;
}

/** What a row shows for its limits: the limits text, or its tier pills side by side. */
function limitsSize(row: TableRow): { w: number; h: number } {
  if (row.tiers.length === 0) return { w: row.limits.width, h: row.limits.height };
  const w = row.tiers.reduce((sum, pill) => sum + pill.pillWidth, 0) + TIER_GAP * (row.tiers.length - 1);
  return { w, h: Math.max(...row.tiers.map((pill) => pill.pillHeight)) };
}

/** Whether the name, its ⓘ mark (about a line-height wide) and the limits fit one line `textW` wide. */
export function fitsOneLine(row: TableRow, textW: number): boolean {
  return row.name.width + row.name.height + 16 + limitsSize(row).w <= textW;
}

/** Room between a name and the tier pills under it: their outline reaches 2 px above their line. */
const PILLS_UNDER = 4;

/**
 * Places a row from `y`: its name, then its limits or tier pills on the same line (`oneLine`) or
 * under it, the pills wrapping onto more lines when they are wider than the column, and its blurb
 * under all that when `blurbs`. Returns the y under it. Only measures unless `apply`.
 */
export function placeRow(
  row: TableRow,
  at: { x0: number; y: number; textW: number },
  o: { oneLine: boolean; blurbs: boolean; apply: boolean },
): number {
  const { x0, textW } = at;
  const limits = limitsSize(row);
  const nameH = row.name.height;
  const lx = o.oneLine ? x0 + textW - limits.w : x0;
  const ly = o.oneLine ? at.y + (nameH - limits.h) / 2 : at.y + nameH + (row.tiers.length ? PILLS_UNDER : 0);
  if (o.apply) row.limits.position.set(lx, ly);
  let px = lx;
  let py = ly;
  for (const pill of row.tiers) {
    if (px > lx && px + pill.pillWidth > x0 + textW) [px, py] = [x0, py + pill.pillHeight + TIER_GAP];
    if (o.apply) {
      pill.position.set(Math.round(px), Math.round(py));
    }
    px += pill.pillWidth + TIER_GAP;
  }
  if (o.apply)
    for (const pill of row.tiers) {
      // A finger's reach: the name line's height beside the name; under it, down into the gap to
      // the next row's name (a tap on the name is the row's), half the gap between two lines of pills.
      const beside = Math.max(5, (nameH - pill.pillHeight) / 2 + 2);
      const first = pill.y <= Math.round(ly);
      const last = pill.y >= Math.round(py);
      if (o.oneLine) pill.setReach(beside, beside);
      else pill.setReach(first ? PILLS_UNDER + 1 : TIER_GAP / 2, last ? 5 : TIER_GAP / 2);
    }
  let y = o.oneLine ? at.y + nameH : Math.max(ly + limits.h, py + limits.h);
  if (o.apply) {
    row.name.position.set(x0, at.y);
    row.blurb.visible = o.blurbs;
  }
  if (o.blurbs) {
    if (o.apply) row.blurb.position.set(x0, y + 1);
    y += row.blurb.height + 2;
  }
  if (o.apply) {
    const area = new Rectangle(x0 - 4, at.y - 3, textW + 8, y - at.y + 6);
    row.hit.hitArea = area;
    row.hit.boundsArea = area;
    placeInfoMark(row, x0, at.y, { top: area.y, bottom: area.y + area.height });
  }
  return y;
}

/** A shared table's row says how many play there now (null: not known); true when its words changed. */
export function showPlayers(row: TableRow, count: number | null, t: Translate): boolean {
  if (!row.shared) return false;
  const text = count === null ? row.limitsText : `${row.limitsText} · ${t('lobby.playing', { count })}`;
  if (row.limits.text === text) return false;
  row.limits.text = text;
  return true;
}

/** Where a part of a tile is drawn, in the tile's space (for the layout tests). */
export interface DrawnBox {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The row's drawn parts: each line of its name, its ⓘ mark, blurb, limits or tier pills. */
export function rowBoxes(row: TableRow): DrawnBox[] {
  const { lineWidths, lineHeight } = CanvasTextMetrics.measureText(row.name.text, row.name.style);
  const boxes = lineWidths.map((width, i) => ({
    what: `${row.table} name`,
    x: row.name.x,
    y: row.name.y + i * lineHeight,
    width,
    height: lineHeight,
  }));
  const info = row.info.getLocalBounds();
  boxes.push({ what: `${row.table} ⓘ`, x: info.x, y: info.y, width: info.width, height: info.height });
  for (const [what, text] of [
    ['blurb', row.blurb],
    ['limits', row.limits],
  ] as const) {
    if (text.visible)
      boxes.push({ what: `${row.table} ${what}`, x: text.x, y: text.y, width: text.width, height: text.height });
  }
  // a tier pill's outline reaches a little above and below its line (tier-pill.ts)
  for (const pill of row.tiers) {
    boxes.push({
      what: `${row.table} ${pill.tier}`,
      x: pill.x,
      y: pill.y - 2,
      width: pill.pillWidth,
      height: pill.pillHeight + 4,
    });
  }
  return boxes;
}
