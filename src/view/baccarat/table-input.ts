/**
 * The player's hands on the baccarat table: taps on areas and buttons and, on desktop, the keys.
 * P, B and T put the selected chip on PLAYER, BANKER or TIE; ← and → choose the chip; X picks the
 * remove tool; Space or Enter deals; Backspace undoes, Delete clears; N is NEW BET, R SAME BETS,
 * D REBET ×2. A key works only while its button (or the chip selector) is shown and enabled.
 */
import type { BetArea } from '../../engine/baccarat/rules';
import type { BaccaratTableView } from '../../machines/baccarat/view';
import type { BaccaratActor, BaccaratEvent } from '../../machines/baccarat.machine';
import { tableKey } from '../kit/table/table-keys';
import type { BacCommand } from './controls';

export const COMMAND_KEYS: Readonly<Record<string, BacCommand>> = {
  ' ': 'deal',
  enter: 'deal',
  backspace: 'undo',
  delete: 'clear',
  n: 'newBet',
  r: 'same',
  d: 'double',
};

export const AREA_KEYS: Readonly<Record<string, BetArea>> = { p: 'player', b: 'banker', t: 'tie' };

export interface BaccaratInput {
  actor: BaccaratActor;
  view(): BaccaratTableView;
  /** Whether a button is shown and enabled now. */
  enabled(command: BacCommand): boolean;
  /** Whether the chip selector and areas take input now. */
  chips(): boolean;
  place(area: BetArea): void;
  clearNote(): void;
}

/** The machine event of each command (NEW BET sends none: the screen clears the last result). */
const EVENTS = {
  undo: 'bet.undo',
  clear: 'bet.clear',
  same: 'bet.rebet',
  double: 'bet.double',
  deal: 'round.deal',
  retry: 'round.retry',
} as const satisfies Record<Exclude<BacCommand, 'newBet'>, BaccaratEvent['type']>;

/** Sends the machine event a command stands for. */
export function runCommand(target: BaccaratInput, command: BacCommand): void {
  target.clearNote();
  if (command !== 'newBet') target.actor.send({ type: EVENTS[command] });
}

/** The chip next to the selected one (← smaller, → larger), or null at the end of the row. */
export function nextChip(chips: readonly number[], selected: number, step: -1 | 1): number | null {
  const i = chips.indexOf(selected);
  const next = chips[i + step];
  return next === undefined ? null : next;
}

/** A keydown listener for the table (added while the table shows). */
export function keyHandler(target: BaccaratInput, run: (command: BacCommand) => void): (e: KeyboardEvent) => void {
  return (e) => {
    const key = tableKey(e);
    if (key === null) return;
    const command = COMMAND_KEYS[key];
    if (command) {
      if (!target.enabled(command)) return;
      e.preventDefault();
      run(command);
      return;
    }
    if (!target.chips()) return;
    const area = AREA_KEYS[key];
    if (area) {
      e.preventDefault();
      target.place(area);
      return;
    }
    const c = target.view().context;
    if (key === 'arrowleft' || key === 'arrowright') {
      const value = nextChip(c.rules.chips, c.chip, key === 'arrowleft' ? -1 : 1);
      e.preventDefault();
      target.clearNote();
      if (value !== null) target.actor.send({ type: 'chip.select', value });
    } else if (key === 'x') {
      e.preventDefault();
      target.clearNote();
      target.actor.send({ type: 'tool.remove' });
    }
  };
}
