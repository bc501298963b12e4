/**
 * The row of command buttons under every table (DEAL, SPIN, UNDO …): each made once, hidden until
 * the machine lists its move, offered to the inspector under the game's id (`bj.deal`), and laid
 * out as the buttons shown now sharing the row (`rowSlots` in controls-band.ts). Which buttons a
 * phase shows, their words and their order stay with each game.
 */
import type { Container } from 'pixi.js';
import { Button, type ButtonVariant } from '../../../look/button';
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
  const slots = rowSlots(shown.length, box, maxWidth);
  shown.forEach((command, i) => {
    const b = buttons.get(command) as Button;
    const { x, width } = slots[i] as Slot;
    b.resizeTo(width, box.height);
    b.position.set(Math.round(x), Math.round(box.y));
  });
  return slots;
}
