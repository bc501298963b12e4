/** A baccarat table's session: the machine with its round port (the demo port, unless one is given). */
import { type BaccaratRules, tableRules } from '../../engine/baccarat/rules';
import type { ShoeState } from '../../engine/shared/shoe';
import type { BaccaratPort } from '../../machines/baccarat/port';
import { type BaccaratActor, baccaratMachine } from '../../machines/baccarat.machine';
import { portActors } from '../../machines/round-port';
import { voidUnreadable } from '../table/demo-round';
import { demoBankOf, type TableOptions } from '../table/options';
import { pacedPort } from '../table/paced-port';
import { openTableSession, type TableSession, tableInput, tableOf } from '../table/session';
import { baccaratDemoPort } from './demo-port';
import { trimSavedRoads } from './saved-roads';

export interface BaccaratSession extends TableSession<BaccaratActor> {
  readonly rules: BaccaratRules;
}

export function openBaccaratSession(o: TableOptions & { shoe?: ShoeState; port?: BaccaratPort }): BaccaratSession {
  // Its port never keeps a round open between calls: one found open (an older build's, a
  // tampered storage) cannot be read back, and is void before the table looks for its round.
  const local = !o.port && !o.remote;
  const at = tableOf(
    o,
    'baccarat',
    local ? voidUnreadable(demoBankOf(o), o.history, 'baccarat', () => 'unreadable') : null,
  );
  const rules = tableRules(at.table);
  trimSavedRoads(o.slots);
  const port = pacedPort(
    o.port ?? o.remote?.baccarat(at.table) ?? baccaratDemoPort({ ...o, bank: demoBankOf(o), table: at.table, rules }),
    o.pace ?? null,
  );
  const wallet = (balance: number) => ({ type: 'wallet.balance' as const, balance });
  const logic = baccaratMachine.provide({ actors: portActors(port) });
  return {
    ...openTableSession(o, {
      game: 'baccarat',
      at,
      rules,
      logic,
      input: { rules, ...tableInput(o, at), ...(o.remote ? { history: o.remote.roads(at.table) } : {}) },
      wallet,
      paced: port,
    }),
    rules,
  };
}
