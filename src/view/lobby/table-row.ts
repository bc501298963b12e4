/**
 * One table's row on a lobby tile: its name with the ⓘ rules mark, a line about it, its limits or
 * one pill per limit tier, and the row's own tap target (the table; its rules while the game is
 * not built). The tile (game-tile.ts) places the rows.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
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
export const TIER_GAP = 6;

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
      style: { fontFamily: FONT_UI, fontSize: 15, fontWeight: '600', fill: COLORS.cream },
    }),
    blurb: new Text({
      text: t(tableBlurbKey(table.id)),
      style: { fontFamily: FONT_UI, fontSize: 12, fill: COLORS.muted },
    }),
    limitsText: format.limits(table.minBet, table.maxBet),
    shared: table.shared !== undefined,
    limits: new Text({
      text: format.limits(table.minBet, table.maxBet),
      style: { fontFamily: FONT_UI, fontSize: 12, fill: COLORS.brassLight },
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
 * it, 44 px high where the row's band (`band`, the row's own tap area) allows: rows sit closer than
 * 44 px, and a target reaching into the next row would take that row's taps (or give it this one's).
 */
export function placeInfoMark(row: TableRow, x0: number, y: number, band: { top: number; bottom: number }): void {
  const r = Math.round(row.name.height * 0.32);
  const cx = x0 + row.name.width + 6 + r;
  const cy = y + row.name.height / 2;
  row.info
    .clear()
    .circle(cx, cy, r)
    .stroke({ color: COLORS.brassLight, width: 1.2, alpha: 0.8 })
    .rect(cx - 0.8, cy - r * 0.15, 1.6, r * 0.75)
    .fill(COLORS.brassLight)
    .circle(cx, cy - r * 0.5, 1)
    .fill(COLORS.brassLight);
  const top = Math.max(cy - 22, band.top);
  const mark = new Rectangle(cx - 22, top, 44, Math.min(cy + 22, band.bottom) - top);
  row.infoHit.hitArea = mark;
  row.infoHit.boundsArea = mark;
}

/** What a row shows for its limits: the limits text, or its tier pills side by side. */
export function limitsSize(row: TableRow): { w: number; h: number } {
  if (row.tiers.length === 0) return { w: row.limits.width, h: row.limits.height };
  const w = row.tiers.reduce((sum, pill) => sum + pill.pillWidth, 0) + TIER_GAP * (row.tiers.length - 1);
  return { w, h: Math.max(...row.tiers.map((pill) => pill.pillHeight)) };
}

/** A shared table's row says how many play there now (null: not known); true when its words changed. */
export function showPlayers(row: TableRow, count: number | null, t: Translate): boolean {
  if (!row.shared) return false;
  const text = count === null ? row.limitsText : `${row.limitsText} · ${t('lobby.playing', { count })}`;
  if (row.limits.text === text) return false;
  row.limits.text = text;
  return true;
}
