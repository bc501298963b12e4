/**
 * One roulette table's play session: the statechart actor wired to the round journal, so every
 * step is written before the screen shows it, a reload in the middle of a spin resumes it with
 * the same result, and each finished round goes to history with its wagers, wins and number.
 * An unfinished round always comes back at its own table; otherwise a saved table (its statistics
 * and last bets) is resumed when it is the table asked for.
 */
import { createActor } from 'xstate';
import { type RouletteTable, rouletteTable } from '../../engine/roulette/rules';
import type { Settlement } from '../../engine/roulette/settle';
import type { Placement } from '../../engine/roulette/slip';
import type { Rng } from '../../engine/shared/rng';
import {
  persistRoulette,
  type RouletteActor,
  type RouletteSnapshot,
  resumeRoulette,
  rouletteMachine,
} from '../../machines/roulette.machine';
import type { Wager } from '../../platform/history';
import type { RoundJournal } from '../../platform/journal';

export interface RouletteSession {
  readonly actor: RouletteActor;
  readonly table: RouletteTable;
  readonly resumed: boolean;
  stop(): void;
}

/** The phase the screen and the journal follow: betting, spinning, result, payout. */
export function phaseOf(s: RouletteSnapshot): string {
  if (s.matches('betting')) return 'betting';
  if (s.matches({ spinning: 'debiting' })) return 'debiting';
  if (s.matches('spinning')) return 'spinning';
  if (s.matches('result')) return 'result';
  if (s.matches({ payout: 'failed' })) return 'failed';
  return 'payout';
}

function add(list: Wager[], bet: string, amount: number): void {
  const w = list.find((x) => x.bet === bet);
  if (w) w.amount += amount;
  else list.push({ bet, amount });
}

/**
 * What history records of a settled spin: each bet as placed (an announced bet by its name, e.g.
 * `voisins`, `neighbours:17`; a position as `split:17-20`), what each returned, and the number.
 */
export function roundRecord(
  placements: readonly Placement[],
  settlement: Settlement,
): { wagers: Wager[]; wins: Wager[]; detail: { number: number } } {
  const wagers: Wager[] = [];
  for (const p of placements) add(wagers, p.bet, p.amount);
  const wins: Wager[] = [];
  for (const s of settlement.stakes) if (s.returned > 0) add(wins, s.announced ?? s.position, s.returned);
  return { wagers, wins, detail: { number: settlement.spin.number } };
}

export function openRouletteSession(options: { journal: RoundJournal; table: string; rng: Rng }): RouletteSession {
  const { journal, rng } = options;
  const pending = journal.pending('roulette');
  const tableId = pending?.snapshot ? pending.table : options.table;
  const table = rouletteTable(tableId);
  const port = journal.port('roulette', tableId);
  let saved: unknown = pending?.snapshot ?? null;
  if (!saved) {
    const slot = journal.saved('roulette', tableId) as { context?: { table?: unknown } } | null;
    if (slot && JSON.stringify(slot.context?.table) === JSON.stringify(table)) saved = slot;
  }
  let actor: RouletteActor;
  let resumed = false;
  try {
    actor = saved
      ? createActor(rouletteMachine, {
          snapshot: resumeRoulette(saved, { wallet: port, rng }),
          input: { table, wallet: port, rng },
        })
      : createActor(rouletteMachine, { input: { table, wallet: port, rng } });
    resumed = saved !== null;
  } catch (error) {
    console.warn('roulette: the saved table could not be resumed', error);
    journal.abandon('roulette');
    journal.forget('roulette');
    actor = createActor(rouletteMachine, { input: { table, wallet: port, rng } });
  }
  let phase = '';
  const sub = actor.subscribe((snapshot) => {
    journal.snapshot('roulette', persistRoulette(actor));
    const next = phaseOf(snapshot);
    if (next === phase) return;
    const before = phase;
    phase = next;
    const c = snapshot.context;
    if (next === 'payout' && c.settlement) {
      const placements = c.slip.actions.flat();
      journal.settle('roulette', { returned: c.settlement.returned, ...roundRecord(placements, c.settlement) });
    }
    if (before === 'payout' && next === 'betting') journal.close('roulette');
  });
  actor.start();
  if (phaseOf(actor.getSnapshot()) === 'betting') journal.close('roulette');
  return {
    actor,
    table,
    resumed,
    stop: () => {
      sub.unsubscribe();
      actor.stop();
    },
  };
}
