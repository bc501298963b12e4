/**
 * A blackjack table's session: the machine with the round port its round service gives, at the
 * table and limit tier of the round still open if there is one (tier.ts). The computer players
 * setting applies from the next table opened: off, their boxes stay empty.
 */
import type { BlackjackRules } from '../../engine/blackjack/index';
import { type BlackjackActor, blackjackMachine } from '../../machines/blackjack.machine';
import { portActors } from '../../machines/round-port';
import { heldReporter } from '../../platform/round-bridge';
import type { ExpiredRound } from '../../platform/table-finds';
import type { TableOptions } from '../table/options';
import { pacedPort } from '../table/paced-port';
import { openTableSession, type TableSession, tableInput, tableOf } from '../table/session';
import { openingTier, rulesAtTier } from './tier';

export interface BlackjackSession extends TableSession<BlackjackActor> {
  readonly rules: BlackjackRules;
  /** The limit tier the table plays at (null: it has one set of limits). */
  readonly tier: string | null;
  /** The round this opening completed on expiry, for the player's notice; else null. */
  readonly expired: ExpiredRound | null;
}

export function openBlackjackSession(
  o: TableOptions & {
    computerPlayers: boolean;
    /** The limit tier asked for (the lobby's choice, the launch's `tier`); null: the table's first. */
    tier?: string | null;
    /** The launch's `roundExpiryMinutes`: an open round older than this is completed on opening; null: resumed. */
    roundExpiryMinutes?: number | null;
  },
): BlackjackSession {
  const rounds = o.rounds.blackjack;
  const rulesAt = (table: string, tier: string | null = null) =>
    rounds.seated(rulesAtTier(table, tier), o.computerPlayers);
  // A round that cannot be played on is void, and one older than the operator's expiry completed
  // and settled, before the table looks for its round; the lobby hears it end (held while the
  // game is paused, as every report).
  const { voided, expired } = rounds.opening({ rulesOf: rulesAt, expiryMinutes: o.roundExpiryMinutes ?? null });
  if (expired) {
    const reporter = o.reporter && o.clock ? heldReporter(o.reporter, o.clock) : o.reporter;
    const { roundId, staked, returned, balance } = expired;
    reporter?.ended({ roundId, staked, returned, balance });
  }
  const at = tableOf(o, 'blackjack', voided);
  const tier = openingTier({ rounds, slots: o.slots, table: at.table, asked: o.tier ?? null });
  const rules = rulesAt(at.table, tier);
  const port = pacedPort(rounds.port({ table: at.table, tier, rules }), o.pace ?? null);
  const wallet = (balance: number) => ({ type: 'wallet.balance' as const, balance });
  const logic = blackjackMachine.provide({ actors: portActors(port) });
  const input = { rules, ...tableInput(o, at) };
  return {
    ...openTableSession(o, { game: 'blackjack', at, rules, logic, input, wallet, paced: port }),
    rules,
    tier,
    expired,
  };
}
