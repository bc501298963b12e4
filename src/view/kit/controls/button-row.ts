/**
 * The row of command buttons under every table (DEAL, SPIN, UNDO …): each made once, hidden until
 * the machine lists its move, offered to the inspector under the game's id (`bj.deal`), and laid
 * out as the buttons shown now sharing the row: in equal widths (`rowSlots` in controls-band.ts)
 * when every label fits them, else in widths by their labels, so that every label is read at the
 * row's type size (a phone's row of five in Greek or Italian). Which buttons a phase shows, their
 * words and their order stay with each game.
 */
import type { Container } from 'pixi.js';
import { Button, type ButtonVariant, MIN_TOUCH } from '../../../look/button';
import { expose } from '../../../look/inspector';
import type { Rect } from '../table/geometry';
import { rowSlots, type Slot } from './controls-band';

export interface ButtonSetOptions<C extends string> {
  /** The buttons, in the order they are made (and their z-order). */
  commands: readonly C[];
  /** A button's inspector id (`bj.deal`). */
  id: (command: C) => string;
  /** A button's words, as shown and as the inspector reports them. */
  label: (command: C) => string;
  variant: (command: C) => ButtonVariant;
  fontSize: number;
  onTap: (command: C) => void;
  invalidate: () => void;
  /** What the inspector reports as enabled (default: shown and enabled). */
  enabled?: (button: Button) => boolean;
}

/** Makes the buttons (hidden) into `parent`, each exposed to the inspector. */
export function buttonSet<C extends string>(parent: Container, o: ButtonSetOptions<C>): Map<C, Button> {
  const buttons = new Map<C, Button>();
  const enabled = o.enabled ?? ((b: Button) => b.enabled && b.visible);
  for (const command of o.commands) {
    const button = new Button({
      label: o.label(command),
      variant: o.variant(command),
      fontSize: o.fontSize,
      onTap: () => o.onTap(command),
      invalidate: o.invalidate,
    });
    button.visible = false;
    buttons.set(command, button);
    parent.addChild(button);
    expose(
      o.id(command),
      button,
      () => o.label(command),
      () => enabled(button),
    );
  }
  return buttons;
}

/** Shows the buttons the state lists (each enabled or not) and hides the others. */
export function showButtons<C extends string>(
  buttons: ReadonlyMap<C, Button>,
  listed: Partial<Record<C, boolean>>,
): void {
  for (const [command, button] of buttons) {
    const shown = command in listed;
    button.visible = shown;
    if (shown) button.enabled = listed[command] === true;
  }
}

/** Lays the shown buttons in a row across the box, on whole pixels; returns their slots. */
export function placeRow<C extends string>(
  buttons: ReadonlyMap<C, Button>,
  shown: readonly C[],
  box: Rect,
  maxWidth: number,
): Slot[] {
  if (shown.length === 0) return [];
  const slots = rowPlan(
    shown.map((c) => (buttons.get(c) as Button).labelWidths),
    box,
    maxWidth,
  );
  shown.forEach((command, i) => {
    const b = buttons.get(command) as Button;
    const { x, width } = slots[i] as Slot;
    b.resizeTo(width, box.height);
    b.position.set(Math.round(x), Math.round(box.y));
  });
  return slots;
}

/** Between buttons: as wide as the row allows, narrower only when the labels need the room. */
const GAP = 6;
const GAP_TIGHT = 4;

/**
 * Where each button of a row goes, given the widths its label needs (`roomy`: on one line with the
 * usual room; `least`: at its type size at all). Equal widths up to `maxWidth` when every label
 * fits them (as `rowSlots`); else each button at least its `least`, the room over that going first
 * to the labels short of their `roomy` width, alike, then to the narrowest buttons, so the row is
 * as even as it can be; the gaps close a little before any label must shrink; the row centred.
 * Labels that cannot all fit share the row by what they need (and are scaled down).
 */
export function rowPlan(needs: readonly { roomy: number; least: number }[], box: Rect, maxWidth: number): Slot[] {
  const n = needs.length;
  const equal = rowSlots(n, box, maxWidth, GAP);
  if (needs.every((need, i) => need.roomy <= (equal[i] as Slot).width)) return equal;
  const room = (gap: number) => box.width - gap * (n - 1);
  const least = sum(needs.map((w) => w.least));
  const gap = least <= room(GAP) ? GAP : GAP_TIGHT;
  // never under a touch target, even if the row then runs past its box
  const widths =
    least <= room(gap)
      ? evenOver(towardRoomy(needs, room(gap)), room(gap), maxWidth)
      : needs.map((w) => Math.max(MIN_TOUCH, (w.least * room(gap)) / least));
  let x = box.x + (box.width - sum(widths) - gap * (n - 1)) / 2;
  return widths.map((width) => {
    const slot = { x, width };
    x += width + gap;
    return slot;
  });
}

const sum = (ws: readonly number[]) => ws.reduce((a, b) => a + b, 0);

/**
 * Each button's least width raised by one amount toward its roomy one (no further), the largest
 * amount the row has room for: a long word gets back the room at its sides before a short label
 * is widened.
 */
function towardRoomy(needs: readonly { roomy: number; least: number }[], room: number): number[] {
  const at = (raise: number) => needs.map((w) => Math.min(w.roomy, w.least + raise));
  let [lo, hi] = [0, Math.max(0, ...needs.map((w) => w.roomy - w.least))];
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (sum(at(mid)) <= room) lo = mid;
    else hi = mid;
  }
  return at(lo);
}

/**
 * Widths of at least `floors` adding up to `room` (less when every button reaches `cap`): the
 * narrow ones widened to one level, so the row is as even as the floors allow.
 */
function evenOver(floors: readonly number[], room: number, cap: number): number[] {
  const sorted = [...floors].sort((a, b) => a - b);
  let left = room;
  let level = room / floors.length;
  // the widest floors above the level keep their width; the rest share what is left
  for (let i = sorted.length - 1; i >= 0; i--) {
    level = left / (i + 1);
    if ((sorted[i] as number) <= level) break;
    left -= sorted[i] as number;
  }
  const even = Math.min(level, cap);
  return floors.map((f) => Math.max(f, even));
}
