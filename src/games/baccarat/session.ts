/** A baccarat table's session: the machine with the round port its round service gives. */
import { type BaccaratRules, tableRules } from '../../engine/baccarat/rules';
import { type BaccaratActor, baccaratMachine } from '../../machines/baccarat.machine';
import { portActors } from '../../machines/round-port';
import type { TableOptions } from '../table/options';
import { pacedPort } from '../table/paced-port';
import { openTableSession, type TableSession, tableInput, tableOf } from '../table/session';
import { trimSavedRoads } from './saved-roads';

export interface BaccaratSession extends TableSession<BaccaratActor> {
  readonly rules: BaccaratRules;
}

export function openBaccaratSession(o: TableOptions): BaccaratSession {
  const rounds = o.rounds.baccarat;
  // A round found open is void before the table looks for its round (the table then says so).
  const at = tableOf(o, 'baccarat', rounds.opening().voided);
  const rules = tableRules(at.table);
  trimSavedRoads(o.slots);
  const port = pacedPort(rounds.port({ table: at.table, rules }), o.pace ?? null);
  const wallet = (balance: number) => ({ type: 'wallet.balance' as const, balance });
  const logic = baccaratMachine.provide({ actors: portActors(port) });
  // The roads the service keeps of the table, when it keeps them (else the table's own, saved with it).
  const roads = rounds.roads(at.table);
  return {
    ...openTableSession(o, {
      game: 'baccarat',
      at,
      rules,
      logic,
      input: { rules, ...tableInput(o, at), ...(roads ? { history: roads } : {}) },
      wallet,
      paced: port,
    }),
    rules,
  };
}
