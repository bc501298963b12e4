/**
 * One baccarat table's play session: the statechart actor, wired to the round journal so every
 * step is written before the screen shows it, a reload resumes the round with the same cards, and
 * each finished round goes to history with its wagers, wins and the two hands. The roads' history
 * is part of the saved table, so a returning player finds the roads as they left them.
 *
 * Table choice on resume: an unfinished round always comes back at its own table (its money is in
 * play); otherwise a saved table is resumed only when it is the table asked for, with the same rules.
 */
import { createActor } from 'xstate';
import { type BaccaratRules, BET_AREAS, tableRules } from '../../engine/baccarat/rules';
import type { Settlement } from '../../engine/baccarat/settle';
import type { Tableau } from '../../engine/baccarat/tableau';
import type { Rng } from '../../engine/shared/rng';
import {
  type BaccaratActor,
  type BaccaratSnapshot,
  baccaratMachine,
  persistBaccarat,
  resumeBaccarat,
} from '../../machines/baccarat.machine';
import type { Wager } from '../../platform/history';
import type { RoundJournal } from '../../platform/journal';

export interface BaccaratSession {
  readonly actor: BaccaratActor;
  readonly table: string;
  readonly rules: BaccaratRules;
  /** True when a saved round or table came back. */
  readonly resumed: boolean;
  stop(): void;
}

/** The machine's phase as the table names it. */
export function phaseOf(snapshot: BaccaratSnapshot): string {
  const v = snapshot.value;
  return typeof v === 'string' ? v : (Object.keys(v)[0] as string);
}

/** What history records of a finished round: each stake, each return, both hands. */
export function roundRecord(
  settlement: Settlement,
  tableau: Tableau,
): { wagers: Wager[]; wins: Wager[]; detail: { player: string[]; banker: string[] } } {
  const wagers: Wager[] = [];
  const wins: Wager[] = [];
  for (const area of BET_AREAS) {
    const s = settlement.areas[area];
    if (s.bet > 0) wagers.push({ bet: area, amount: s.bet });
    if (s.returned > 0) wins.push({ bet: area, amount: s.returned });
  }
  return { wagers, wins, detail: { player: [...tableau.player], banker: [...tableau.banker] } };
}

export function openBaccaratSession(options: { journal: RoundJournal; table: string; rng: Rng }): BaccaratSession {
  const { journal, rng } = options;
  const pending = journal.pending('baccarat');
  const table = pending?.snapshot ? pending.table : options.table;
  const rules = tableRules(table);
  const port = journal.port('baccarat', table);
  let saved: unknown = pending?.snapshot ?? null;
  if (!saved) {
    const slot = journal.saved('baccarat', table) as { context?: { rules?: unknown } } | null;
    if (slot && JSON.stringify(slot.context?.rules) === JSON.stringify(rules)) saved = slot;
  }
  let actor: BaccaratActor;
  let resumed = false;
  try {
    actor = saved
      ? createActor(baccaratMachine, resumeBaccarat(saved, { wallet: port, rng }))
      : createActor(baccaratMachine, { input: { rules, wallet: port, rng } });
    resumed = saved !== null;
  } catch (error) {
    // A snapshot this version cannot resume: settle the round without it and start clean.
    console.warn('baccarat: the saved table could not be resumed', error);
    journal.abandon('baccarat');
    journal.forget('baccarat');
    actor = createActor(baccaratMachine, { input: { rules, wallet: port, rng } });
  }
  let phase = '';
  const sub = actor.subscribe((snapshot) => {
    journal.snapshot('baccarat', persistBaccarat(actor));
    const next = phaseOf(snapshot);
    if (next === phase) return;
    const before = phase;
    phase = next;
    const { settlement, tableau } = snapshot.context;
    if (next === 'payout' && settlement) {
      journal.settle('baccarat', { returned: settlement.returned, ...roundRecord(settlement, tableau) });
    }
    if (before === 'payout' && next === 'betting') journal.close('baccarat');
  });
  actor.start();
  // A table saved at betting after its payout may still hold an open credited round: close it.
  if (phaseOf(actor.getSnapshot()) === 'betting') journal.close('baccarat');
  return {
    actor,
    table,
    rules,
    resumed,
    stop: () => {
      sub.unsubscribe();
      actor.stop();
    },
  };
}
