/** A roulette table's session: the machine with its round port (the demo port, unless one is given). */
import { type RouletteTable, rouletteTable } from '../../engine/roulette/rules';
import type { RoulettePort } from '../../machines/roulette/port';
import { type RouletteActor, rouletteMachine } from '../../machines/roulette.machine';
import { portActors } from '../../machines/round-port';
import { voidUnreadable } from '../table/demo-round';
import { demoBankOf, type TableOptions } from '../table/options';
import { pacedPort } from '../table/paced-port';
import { openTableSession, type TableSession, tableInput, tableOf } from '../table/session';
import { rouletteDemoPort } from './demo-port';

export interface RouletteSession extends TableSession<RouletteActor> {
  readonly rules: RouletteTable;
}

export function openRouletteSession(o: TableOptions & { port?: RoulettePort }): RouletteSession {
  // Its port never keeps a round open between calls: one found open (an older build's, a
  // tampered storage) cannot be read back, and is void before the table looks for its round.
  const local = !o.port && !o.remote;
  const at = tableOf(
    o,
    'roulette',
    local ? voidUnreadable(demoBankOf(o), o.history, 'roulette', () => 'unreadable') : null,
  );
  const table = rouletteTable(at.table);
  const port = pacedPort(
    o.port ?? o.remote?.roulette(table.id) ?? rouletteDemoPort({ ...o, bank: demoBankOf(o), table }),
    o.pace ?? null,
  );
  const wallet = (balance: number) => ({ type: 'wallet.balance' as const, balance });
  const logic = rouletteMachine.provide({ actors: portActors(port) });
  return {
    ...openTableSession(o, {
      game: 'roulette',
      at,
      rules: table,
      logic,
      input: { table, ...tableInput(o, at), ...(o.remote ? { stats: o.remote.stats(table.id) } : {}) },
      wallet,
      paced: port,
    }),
    rules: table,
  };
}
