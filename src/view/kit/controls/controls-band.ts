/**
 * Where the controls sit under a table, the same at every game: the HUD along the bottom, and over
 * it the chip tray and the button row — stacked on a phone (the buttons in the thumb row, the tray
 * over them, each the full width), side by side in one row on a wider screen (the tray on the
 * left, the buttons filling the rest) — and how a row of buttons shares its width. Chips and
 * buttons are never under a 44 px target. Each game gives its proportions; the arithmetic is
 * shared so the three tables line their controls up alike. Pure: unit-tested with the game
 * layouts and in kit-controls.test.ts.
 */
import { clamp, type Rect } from '../table/geometry';

/** A table's proportions for its controls. */
export interface ControlsSpec {
  /** A chip's size: at most the viewport's width over `across`, its height over `down`, and `max` px. */
  chip: { across: number; down: number; max: number };
  /** The buttons' height: at most the viewport's height over `down`, and `max` px. */
  button: { down: number; max: number };
  /** In a row: the tray takes this share of the width, up to `max` px. */
  tray: { share: number; max: number };
  /**
   * `gap`: the margin at the screen's edges (a row keeps twice it at each side and 1.5 times it
   * over the HUD); `lift`: stacked, how far the tray's top sits over the buttons' top beyond the
   * chip size; `between`: in a row, the room between the tray and the buttons.
   */
  spacing: { gap: number; lift: number; between: number };
}

/** What every table layout says of its controls: the HUD's box, the tray's and the buttons' and their sizes. */
export interface ControlsLayout {
  /** The chip tray and the button row share the controls box. */
  chips: Rect;
  buttons: Rect;
  chipSize: number;
  buttonHeight: number;
  hud: Rect;
}

const MIN_TARGET = 44;

/**
 * The controls' boxes for a viewport `width` × `height` whose HUD is `hudHeight` tall: `stacked`
 * (tray over buttons, each the full width) or in one row.
 */
export function controlsBand(
  width: number,
  height: number,
  hudHeight: number,
  stacked: boolean,
  spec: ControlsSpec,
): ControlsLayout {
  const { gap, lift, between } = spec.spacing;
  const chipSize = clamp(Math.min(width / spec.chip.across, height / spec.chip.down), MIN_TARGET, spec.chip.max);
  const buttonHeight = clamp(height / spec.button.down, MIN_TARGET, spec.button.max);
  const hud: Rect = { x: 0, y: height - hudHeight, width, height: hudHeight };
  if (stacked) {
    const buttons: Rect = { x: gap, y: hud.y - buttonHeight - gap, width: width - 2 * gap, height: buttonHeight };
    const chips: Rect = { x: gap, y: buttons.y - chipSize - lift, width: width - 2 * gap, height: chipSize + 8 };
    return { chips, buttons, chipSize, buttonHeight, hud };
  }
  const rowH = Math.max(chipSize + 8, buttonHeight);
  const y = hud.y - rowH - gap * 1.5;
  const trayW = Math.min(width * spec.tray.share, spec.tray.max);
  const chips: Rect = { x: gap * 2, y, width: trayW, height: rowH };
  const buttons: Rect = {
    x: trayW + (gap * 2 + between),
    y: y + (rowH - buttonHeight) / 2,
    width: width - trayW - (gap * 4 + between),
    height: buttonHeight,
  };
  return { chips, buttons, chipSize, buttonHeight, hud };
}

/** A button's place in a row: its left edge and width. */
export interface Slot {
  x: number;
  width: number;
}

/**
 * Where each of `count` buttons goes in a row across the box: equal widths up to `maxWidth`,
 * never narrower than a 44 px target, `gap` apart, the row centred.
 */
export function rowSlots(count: number, box: Rect, maxWidth: number, gap = 6): Slot[] {
  const w = Math.max(MIN_TARGET, Math.min(maxWidth, (box.width - gap * (count - 1)) / count));
  const total = w * count + gap * (count - 1);
  let x = box.x + (box.width - total) / 2;
  const slots: Slot[] = [];
  for (let i = 0; i < count; i++) {
    slots.push({ x, width: w });
    x += w + gap;
  }
  return slots;
}
