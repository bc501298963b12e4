/**
 * A blackjack table's session: the machine with its round port (the demo port, unless one is
 * given), at the table of the round still open if there is one. The computer players setting
 * applies from the next table opened: off, their boxes stay empty.
 */
import { type BlackjackRules, tableRules } from '../../engine/blackjack/index';
import type { ShoeState } from '../../engine/shared/shoe';
import type { BlackjackPort } from '../../machines/blackjack/port';
import { type BlackjackActor, blackjackMachine } from '../../machines/blackjack.machine';
import { portActors } from '../../machines/round-port';
import type { TableOptions } from '../table/options';
import { openTableSession, type TableSession, tableInput, tableOf } from '../table/session';
import { blackjackDemoPort, voidUnplayable } from './demo-port';

export interface BlackjackSession extends TableSession<BlackjackActor> {
  readonly rules: BlackjackRules;
}

export function openBlackjackSession(
  o: TableOptions & {
    computerPlayers: boolean;
    /** A stacked shoe for the demo port (tests). */
    shoe?: ShoeState;
    port?: BlackjackPort;
  },
): BlackjackSession {
  const rulesAt = (table: string) => {
    const preset = tableRules(table);
    return o.computerPlayers ? preset : { ...preset, otherPlayers: 0 };
  };
  // A round the demo port could not play on is void before the table looks for its round.
  if (!o.port) voidUnplayable(o.bank, o.history, rulesAt);
  const at = tableOf(o, 'blackjack');
  const rules = rulesAt(at.table);
  const port = o.port ?? blackjackDemoPort({ ...o, table: at.table, rules });
  const wallet = (balance: number) => ({ type: 'wallet.balance' as const, balance });
  const logic = blackjackMachine.provide({ actors: portActors(port) });
  return {
    ...openTableSession(o, { game: 'blackjack', at, rules, logic, input: { rules, ...tableInput(o) }, wallet }),
    rules,
  };
}
