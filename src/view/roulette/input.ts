/**
 * Keyboard shortcuts at the roulette table (desktop): Space or Enter spins, Backspace or U undoes
 * the last bet, C clears, R rebets, D doubles, 1–6 pick a chip, V switches the panel on small
 * screens (Tab moves the keyboard focus between the controls). A key works only while its button is shown and enabled.
 */
import { tableKey } from '../kit/table/table-keys';
import type { Command } from './controls';

export const KEYS: Readonly<Record<string, Command>> = {
  ' ': 'spin',
  enter: 'spin',
  backspace: 'undo',
  u: 'undo',
  c: 'clear',
  r: 'rebet',
  d: 'double',
};

/** Switches the panel (TABLE · TRACK · STATS) on a small screen; Tab is the focus's own key. */
export const PANEL_KEY = 'v';

export interface KeyTarget {
  /** Runs the command if it is allowed now; false when it is not. */
  command(command: Command): boolean;
  /** Selects the n-th chip (0-based); false when there is none or bets are closed. */
  chip(index: number): boolean;
  tab(): void;
}

export function keyHandler(target: KeyTarget): (e: KeyboardEvent) => void {
  return (e) => {
    const key = tableKey(e);
    if (key === null) return;
    if (/^[1-9]$/.test(key)) {
      if (target.chip(Number(key) - 1)) e.preventDefault();
      return;
    }
    if (key === PANEL_KEY) {
      e.preventDefault();
      target.tab();
      return;
    }
    const command = KEYS[key];
    if (command && target.command(command)) e.preventDefault();
  };
}
