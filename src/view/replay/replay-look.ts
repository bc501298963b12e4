/**
 * What the three table screens share as a replay shows them (the live screens themselves, their
 * scenes, animations and snapshot queue, with what a player presses taken away): the chip tray and
 * the move buttons not drawn, nothing on the table taking a tap (the replay's own transport plays
 * it, through the controller), the HUD keeping its figures and dropping its buttons, its balance a
 * dash where the record has none; and where the player's controls were, for the transport.
 */
import type { Container } from 'pixi.js';
import { Button } from '../../look/button';
import type { ControlsLayout } from '../kit/controls/controls-band';
import type { Hud } from '../kit/hud/hud';
import { Figure } from '../kit/hud/hud-figure';
import type { Rect } from '../kit/table/geometry';

/** What the replay's screen needs of a table screen beside the Screen lifecycle. */
export interface ReplayTableScreen {
  /** Where the player's chips and buttons were: the replay's transport goes there. */
  controlsBox(): Rect | null;
  /** The HUD bar's height as laid out now. */
  hudHeight(): number;
}

/** What a replay's table shows that a live one does not. */
export interface ReplayLook {
  /** The line the table shows while it waits for the recorded bets (`placed`: they are on the felt). */
  idleLine: (placed: boolean) => string;
  /** False where the record does not hold the balance (an operator's wallet keeps it): the HUD shows a dash. */
  balanceKnown: boolean;
}

/** A scene's controls, undrawn and inert, and no tap anywhere on the table. */
export function inert(root: Container, controls: Container): void {
  // Not `visible = false`: the controls carry the table's state node for the tests (roulette's), and
  // hidden nodes leave the inspector.
  controls.renderable = false;
  controls.interactiveChildren = false;
  root.interactiveChildren = false;
}

/** The HUD keeps its figures; its buttons (history, rules, settings) are a live table's. */
export function withoutButtons(hud: Hud): void {
  for (const child of hud.children) if (child instanceof Button) child.visible = false;
}

/** The HUD's balance as a dash: the first of its figures (hud.ts adds balance, bet, win in that order). */
export function dashBalance(hud: Hud): void {
  const balance = hud.children.find((c): c is Figure => c instanceof Figure);
  if (balance) balance.value.text = '—';
}

/** The box of a layout's chip tray and buttons together. */
export function controlsBoxOf(layout: ControlsLayout | null): Rect | null {
  if (!layout) return null;
  const { chips, buttons } = layout;
  const x = Math.min(chips.x, buttons.x);
  const y = Math.min(chips.y, buttons.y);
  const right = Math.max(chips.x + chips.width, buttons.x + buttons.width);
  const bottom = Math.max(chips.y + chips.height, buttons.y + buttons.height);
  return { x, y, width: right - x, height: bottom - y };
}
