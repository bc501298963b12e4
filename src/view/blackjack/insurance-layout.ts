/**
 * Where the insurance amount picker's parts sit in the tray's row: − amount + and HALF, left to
 * right, centred, inside the row at every width we ship (the amount's box gives way first), each
 * button at least a 44 px target. Pure arithmetic, unit-tested like the table layout.
 */
import { clamp, type Rect } from '../kit/table/geometry';

export interface PickerSlots {
  less: Rect;
  amount: Rect;
  more: Rect;
  half: Rect;
}

const GAP = 8;
const TARGET = 44;

/** The picker's parts in `box`; `halfWidth` is what the HALF button's words want. */
export function pickerSlots(box: Rect, halfWidth: number): PickerSlots {
  const h = Math.max(TARGET, box.height);
  const step = clamp(Math.min(h, (box.width - 5 * GAP) / 5), TARGET, 56);
  const half = clamp(halfWidth, Math.max(TARGET, 72), 120);
  const amount = clamp(box.width - 2 * step - half - 4 * GAP, 64, 170);
  const total = step + GAP + amount + GAP + step + 2 * GAP + half;
  let x = Math.round(box.x + Math.max(0, (box.width - total) / 2));
  const at = (width: number, height: number, gap: number): Rect => {
    // The round − and + buttons are square, centred on the row.
    const r = { x, y: Math.round(box.y + (h - height) / 2), width, height };
    x += width + gap;
    return r;
  };
  return {
    less: at(step, step, GAP),
    amount: at(amount, h, GAP),
    more: at(step, step, 2 * GAP),
    half: at(half, h, 0),
  };
}
