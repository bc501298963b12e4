/**
 * Where everything sits on the baccarat table for a viewport: pure arithmetic, unit-tested at every
 * size we ship (nothing overlaps, every target at least 44 px). Portrait phones stack the roads,
 * the Player and Banker hands, the message, the three betting areas, the chip selector, the
 * buttons and the HUD; landscape and desktop put the roads in a side panel that folds away and the
 * chips and buttons on one row under the table.
 */
import type { BetArea } from '../../engine/baccarat/rules';
import { type ControlsLayout, type ControlsSpec, controlsBand } from '../kit/controls/controls-band';
import { clamp, type Point, type Rect } from '../kit/table/geometry';

export { overlaps, type Point, type Rect } from '../kit/table/geometry';

export interface BaccaratLayout extends ControlsLayout {
  orientation: 'portrait' | 'landscape';
  width: number;
  height: number;
  /** The table's felt: everything above the controls, left of a roads side panel. */
  felt: Rect;
  /** The roads panel, or null while the baccarat history is off. */
  roads: Rect | null;
  /** 'wide': bead plate and big road side by side; 'tall': the roads stacked. */
  roadsShape: 'wide' | 'tall';
  /** The hands' boxes: a label and total row on top, the cards under it. */
  player: Rect;
  banker: Rect;
  /** Card scale against the kit's design card (100 × 140). */
  cardScale: number;
  /** Where cards come from (the shoe's mouth). */
  shoe: Point;
  /** Shoe scale (its design width is 112 px); 0 hides it. */
  shoeScale: number;
  message: Rect;
  /** The MIN/MAX badge that opens the paytable. */
  info: Rect;
  areas: Record<BetArea, Rect>;
  /** Where the felt's printed line is centred (y), and whether there is room for it. */
  printY: number;
  printLine: boolean;
}

/**
 * How tall the felt's printed payouts are on a felt this wide (their ink, first capital's top to
 * last line's foot): the print shrinks, and breaks in two, on a narrow felt. The scene measures
 * its words (table-scene.ts); without it, two lines of the smallest print are allowed for.
 */
export type PrintBand = (feltWidth: number) => number;
const TWO_SMALL_LINES: PrintBand = () => 8 * 1.9 + 8 * 1.05;

/** Room kept clear around the printed payouts, px. */
const PRINT_CLEAR = 6;

export const CARD_W = 100;
export const CARD_H = 140;
/** A hand of three cards spans this many card widths (each card 0.62 of a width right of the last). */
export const HAND_SPAN = 1 + 2 * 0.66;
/** The hand's label and total row over its cards. */
export const HAND_HEAD = 32;

/** The height a 'wide' roads panel needs at this width (the roads view fills it). */
function wideRoadsHeight(width: number): number {
  const cell = clamp(Math.floor((width - 70) / 22), 12, 22);
  return Math.max(11 * cell + 26, 3 * 44 + 18);
}

/** The baccarat controls' proportions (kit/controls-band.ts places them). */
const CONTROLS: ControlsSpec = {
  chip: { across: 8.2, down: 12, max: 60 },
  button: { down: 15, max: 54 },
  tray: { share: 0.5, max: 640 },
  spacing: { gap: 8, lift: 14, between: 24 },
};

/** The MIN/MAX badge's width: its own row on a phone, or the message row's end; square on a small phone. */
const INFO_WIDE = 76;
const INFO_SQUARE = 44;

/**
 * How far in from the felt's edge the hands keep: past the rail's width (felt.ts: 2.5 % of the
 * felt's shorter side, 8 to 18 px) and the winner's glow (3 px) around the name bar.
 */
const railClear = (felt: Rect) => Math.round(Math.max(8, Math.min(18, Math.min(felt.width, felt.height) * 0.025))) + 5;

export function baccaratLayout(
  width: number,
  height: number,
  roadsShown: boolean,
  hudHeight: number,
  printBand: PrintBand = TWO_SMALL_LINES,
): BaccaratLayout {
  const portrait = width < 640 || height > width * 1.15;
  const pad = CONTROLS.spacing.gap;
  const controls = controlsBand(width, height, hudHeight, portrait || width < 700, CONTROLS);
  const felt: Rect = { x: 0, y: 0, width, height: controls.chips.y - pad };

  // The roads: across the top of a phone held upright, in a side panel otherwise.
  let roads: Rect | null = null;
  let roadsShape: 'wide' | 'tall' = 'wide';
  let tableW = width;
  if (roadsShown && portrait) {
    roads = { x: pad, y: pad, width: width - 2 * pad, height: wideRoadsHeight(width - 2 * pad) };
  } else if (roadsShown) {
    const panelW = clamp(width * 0.3, 280, 420);
    const panelH = felt.height - 2 * 12;
    roadsShape = panelH >= panelW * 1.2 ? 'tall' : 'wide';
    roads = { x: width - panelW - 12, y: 12, width: panelW, height: panelH };
    tableW = roads.x - 8;
    felt.width = tableW;
  }

  // The betting areas, PLAYER · TIE · BANKER, nearest the player, inside the rail; the message
  // over them. The MIN/MAX badge sits at the end of the message row on wide screens and over the
  // Banker's hand on a phone (the message then has the whole width for two lines).
  const short = !portrait && felt.height < 340;
  const inset = portrait || short ? 14 : 24;
  // A small phone held upright keeps the badge in the message row to leave the hands room.
  const compact = portrait && height < 720;
  const areaH = portrait
    ? clamp(felt.height * 0.17, compact ? 74 : 84, 130)
    : clamp(felt.height * 0.24, short ? 56 : 64, 150);
  const rowW = portrait ? width - 2 * inset : Math.min(tableW - 40, 900);
  const rowX = portrait ? inset : (tableW - rowW) / 2;
  const areaY = felt.height - areaH - inset;
  const gap = 8;
  const unit = (rowW - 2 * gap) / 2.8;
  const areas: Record<BetArea, Rect> = {
    player: { x: rowX, y: areaY, width: unit, height: areaH },
    tie: { x: rowX + unit + gap, y: areaY, width: unit * 0.8, height: areaH },
    banker: { x: rowX + unit * 1.8 + 2 * gap, y: areaY, width: unit, height: areaH },
  };
  const messageH = portrait ? (compact ? 44 : 50) : short ? 34 : 40;
  // A small phone's badge is square (MIN over MAX), leaving the message the width of its lines.
  const infoW = compact ? INFO_SQUARE : INFO_WIDE;
  const messageY = areaY - messageH - 6;
  const roadsBottom = roads && portrait ? roads.y + roads.height : 0;
  const info: Rect =
    portrait && !compact
      ? { x: width - inset - infoW, y: roadsBottom + 8, width: infoW, height: 44 }
      : { x: rowX + rowW - infoW, y: messageY + (messageH - 44) / 2, width: infoW, height: 44 };
  const message: Rect = portrait
    ? compact
      ? { x: inset, y: messageY, width: rowW - infoW - 6, height: messageH }
      : { x: inset, y: messageY, width: width - 2 * inset, height: messageH }
    : { x: rowX, y: messageY, width: rowW - infoW - 8, height: messageH };

  // The hands: Player on the left, Banker on the right, in the room left over, inside the rail.
  const rail = railClear(felt);
  const top = portrait ? (compact ? roadsBottom + 10 : info.y + info.height + 6) : Math.max(short ? 12 : 18, rail);
  const bottom = messageY - 8;
  const handsH = Math.max(40, bottom - top);
  const handW = portrait
    ? (width - 2 * Math.max(pad, rail) - 12) / 2
    : Math.min((tableW - 12) / 2 - Math.max(18, rail), 340);
  // (under the label row the cards sit 6 px down, their printed box 4 px around them)
  const byHeight = (Math.min(handsH, 260) - HAND_HEAD - 11) / CARD_H;
  const byWidth = (handW - 12) / (CARD_W * HAND_SPAN);
  const cardScale = clamp(Math.min(byHeight, byWidth), 0.36, 1.05);
  const handH = Math.min(handsH, HAND_HEAD + CARD_H * cardScale + 16);
  // The printed payouts go between the hands and the message when they fit there with room
  // around them (the hands moving up from the middle of their room if they must), else the felt
  // goes without them.
  const printRoom = printBand(felt.width) + 2 * PRINT_CLEAR;
  const free = messageY - top - handH;
  const printLine = free >= printRoom;
  const middle = (handsH - handH) / 2;
  const handY = top + (printLine ? Math.min(middle, free - printRoom) : middle);
  const centre = portrait ? width / 2 : tableW / 2;
  const player: Rect = { x: centre - 6 - handW, y: handY, width: handW, height: handH };
  const banker: Rect = { x: centre + 6, y: handY, width: handW, height: handH };
  // The shoe at the table's far right on wide screens; on a phone the cards come from its corner.
  const shoeScale = portrait ? 0 : clamp((tableW - (banker.x + banker.width) - 24) / 112, 0, 0.9);
  const shoe: Point = portrait
    ? { x: width + 40, y: top }
    : shoeScale >= 0.5
      ? { x: tableW - 16 - (112 * shoeScale) / 2, y: handY + 36 }
      : { x: tableW + 40, y: handY };
  const printY = (handY + handH + messageY) / 2;
  return {
    orientation: portrait ? 'portrait' : 'landscape',
    width,
    height,
    felt,
    roads,
    roadsShape,
    player,
    banker,
    cardScale,
    shoe,
    shoeScale: shoeScale >= 0.5 ? shoeScale : 0,
    message,
    info,
    areas,
    ...controls,
    printY,
    printLine,
  };
}
