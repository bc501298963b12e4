/**
 * The player's hands on the table: taps on circles and buttons and, on desktop, the keys
 * (H hit, S stand, D double, P split, R surrender, I/N insurance, Space or Enter deal, Backspace
 * undo). Each becomes a machine event; a key works only while its button is shown and enabled.
 */

import type { BlackjackTableView } from '../../machines/blackjack/view';
import type { BlackjackActor } from '../../machines/blackjack.machine';
import type { Command } from './controls';

export const KEYS: Readonly<Record<string, Command>> = {
  h: 'player.hit',
  s: 'player.stand',
  d: 'player.double',
  p: 'player.split',
  r: 'player.surrender',
  i: 'insurance.accept',
  n: 'insurance.decline',
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
}

/** Sends the machine event a command stands for. */
export function runCommand(target: InputTarget, command: Command): void {
  const { actor } = target;
  target.clearNote();
  switch (command) {
    case 'undo': {
      const placements = target.view().placements;
      const last = placements[placements.length - 1];
      if (last) actor.send({ type: 'bet.remove', seat: last.seat, spot: last.spot });
      return;
    }
    case 'clear':
      actor.send({ type: 'bet.clear' });
      return;
    case 'rebet':
      actor.send({ type: 'bet.rebet' });
      return;
    case 'deal':
      actor.send({ type: 'round.deal' });
      return;
    case 'hint':
      target.hint();
      return;
    case 'retry':
      actor.send({ type: 'round.retry' });
      return;
    default:
      actor.send({ type: command });
  }
}

/** A keydown listener for the table (added while the table shows). */
export function keyHandler(target: InputTarget, run: (command: Command) => void): (e: KeyboardEvent) => void {
  return (e) => {
    if (e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
    const el = e.target as HTMLElement | null;
    if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA')) return;
    const command = KEYS[e.key.toLowerCase()];
    if (!command || !target.enabled(command)) return;
    e.preventDefault();
    run(command);
  };
}
