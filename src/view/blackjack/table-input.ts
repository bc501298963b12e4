/**
 * The player's hands on the table: taps on circles and buttons and, on desktop, the keys
 * (H hit, S stand, D double, P split, R surrender, I/N insurance, the arrows or − and + for the
 * insurance amount where the player picks it, Space or Enter deal, Backspace undo). Each becomes a
 * machine event; a key works only while its button is shown and enabled.
 */

import type { Minor } from '../../engine/shared/money';
import type { BlackjackEvent } from '../../machines/blackjack/types';
import type { BlackjackTableView } from '../../machines/blackjack/view';
import type { BlackjackActor } from '../../machines/blackjack.machine';
import { tableKey } from '../kit/table/table-keys';
import type { Command } from './controls';
import { isPickerCommand, type PickerCommand } from './insurance-steps';

export const KEYS: Readonly<Record<string, Command>> = {
  h: 'player.hit',
  s: 'player.stand',
  d: 'player.double',
  p: 'player.split',
  r: 'player.surrender',
  i: 'insurance.accept',
  n: 'insurance.decline',
  '-': 'insurance.less',
  arrowleft: 'insurance.less',
  arrowdown: 'insurance.less',
  '+': 'insurance.more',
  '=': 'insurance.more',
  arrowright: 'insurance.more',
  arrowup: 'insurance.more',
  ' ': 'deal',
  enter: 'deal',
  backspace: 'undo',
};

export interface InputTarget {
  actor: BlackjackActor;
  view(): BlackjackTableView;
  /** Whether a button is shown and enabled now. */
  enabled(command: Command): boolean;
  hint(): void;
  /** Clears a message the table was showing (a hint, a refusal) before a new action. */
  clearNote(): void;
  /** Steps the insurance amount picker. */
  pick?(command: PickerCommand): void;
  /** The insurance stake the picker shows; null: none to pick (INSURE takes exactly half). */
  insuranceAmount?(): Minor | null;
}

/** The machine event of each betting command (a move's command is its own event). */
const BET_EVENTS = {
  clear: 'bet.clear',
  rebet: 'bet.rebet',
  deal: 'round.deal',
  retry: 'round.retry',
} as const satisfies Partial<Record<Command, BlackjackEvent['type']>>;

const isBetCommand = (command: Command): command is keyof typeof BET_EVENTS => command in BET_EVENTS;

/** Sends the machine event a command stands for. */
export function runCommand(target: InputTarget, command: Command): void {
  const { actor } = target;
  target.clearNote();
  if (command === 'hint') {
    target.hint();
    return;
  }
  if (isPickerCommand(command)) {
    target.pick?.(command);
    return;
  }
  if (command === 'insurance.accept') {
    const amount = target.insuranceAmount?.() ?? null;
    actor.send(amount === null ? { type: command } : { type: command, amount });
    return;
  }
  // A shared table's seat commands never reach a solo table's machine (its controls never show them).
  if (command === 'seat.take' || command === 'seat.leave') return;
  if (command === 'undo') {
    const placements = target.view().placements;
    const last = placements[placements.length - 1];
    if (last) actor.send({ type: 'bet.remove', seat: last.seat, spot: last.spot });
    return;
  }
  actor.send({ type: isBetCommand(command) ? BET_EVENTS[command] : command });
}

/** A keydown listener for the table (added while the table shows). */
export function keyHandler(target: InputTarget, run: (command: Command) => void): (e: KeyboardEvent) => void {
  return (e) => {
    const key = tableKey(e);
    if (key === null) return;
    const command = KEYS[key];
    if (!command || !target.enabled(command)) return;
    e.preventDefault();
    run(command);
  };
}
