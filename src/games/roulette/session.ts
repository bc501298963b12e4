/** A roulette table's session: the machine with the round port its round service gives. */
import { type RouletteTable, rouletteTable } from '../../engine/roulette/rules';
import { type RouletteActor, rouletteMachine } from '../../machines/roulette.machine';
import { portActors } from '../../machines/round-port';
import type { TableOptions } from '../table/options';
import { pacedPort } from '../table/paced-port';
import { openTableSession, type TableSession, tableInput, tableOf } from '../table/session';

export interface RouletteSession extends TableSession<RouletteActor> {
  readonly rules: RouletteTable;
}

export function openRouletteSession(o: TableOptions): RouletteSession {
  const rounds = o.rounds.roulette;
  // A round found open is void before the table looks for its round (the table then says so).
  const at = tableOf(o, 'roulette', rounds.opening().voided);
  const table = rouletteTable(at.table);
  const port = pacedPort(rounds.port(table), o.pace ?? null);
  const wallet = (balance: number) => ({ type: 'wallet.balance' as const, balance });
  const logic = rouletteMachine.provide({ actors: portActors(port) });
  // The statistics the service keeps of the table, when it keeps them (else the table's own).
  const stats = rounds.stats(table.id);
  return {
    ...openTableSession(o, {
      game: 'roulette',
      at,
      rules: table,
      logic,
      input: { table, ...tableInput(o, at), ...(stats ? { stats } : {}) },
      wallet,
      paced: port,
    }),
    rules: table,
  };
}
