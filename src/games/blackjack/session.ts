/**
 * A blackjack table's session: the machine with its round port (the demo port, unless one is
 * given), at the table and limit tier of the round still open if there is one (tier.ts). The
 * computer players setting applies from the next table opened: off, their boxes stay empty.
 */
import type { BlackjackRules } from '../../engine/blackjack/index';
import type { ShoeState } from '../../engine/shared/shoe';
import type { BlackjackPort } from '../../machines/blackjack/port';
import { type BlackjackActor, blackjackMachine } from '../../machines/blackjack.machine';
import { portActors } from '../../machines/round-port';
import { heldReporter } from '../../platform/round-bridge';
import { demoBankOf, type TableOptions } from '../table/options';
import { pacedPort } from '../table/paced-port';
import { openTableSession, type TableSession, tableInput, tableOf } from '../table/session';
import { blackjackDemoPort, voidUnplayable } from './demo-port';
import { type ExpiredRound, expireUnfinished } from './expiry';
import { openingTier, rulesAtTier } from './tier';

export interface BlackjackSession extends TableSession<BlackjackActor> {
  readonly rules: BlackjackRules;
  /** The limit tier the table plays at (null: it has one set of limits). */
  readonly tier: string | null;
  /** The round this opening completed on expiry (expiry.ts), for the player's notice; else null. */
  readonly expired: ExpiredRound | null;
}

export function openBlackjackSession(
  o: TableOptions & {
    computerPlayers: boolean;
    /** A stacked shoe for the demo port (tests). */
    shoe?: ShoeState;
    port?: BlackjackPort;
    /** The limit tier asked for (the lobby's choice, the launch's `tier`); null: the table's first. */
    tier?: string | null;
    /** The launch's `roundExpiryMinutes`: an open round older than this is completed on opening; null: resumed. */
    roundExpiryMinutes?: number | null;
  },
): BlackjackSession {
  const rulesAt = (table: string, tier: string | null = null) => {
    const preset = rulesAtTier(table, tier);
    // The game server plays the table's computer players as its preset says: the setting is this browser's.
    return o.computerPlayers || o.remote ? preset : { ...preset, otherPlayers: 0 };
  };
  // A round the demo port could not play on is void before the table looks for its round (the
  // table then says so, and the lobby hears it end).
  const local = !o.port && !o.remote;
  const voided = local ? voidUnplayable(demoBankOf(o), o.history, rulesAt) : null;
  // A round older than the operator's expiry is completed and settled before the table looks for
  // its round; the lobby hears it end (held while the game is paused, as every report).
  const minutes = o.roundExpiryMinutes ?? null;
  const expired = local ? expireUnfinished(demoBankOf(o), o.history, rulesAt, { minutes, rng: o.rng }) : null;
  if (expired) {
    const reporter = o.reporter && o.clock ? heldReporter(o.reporter, o.clock) : o.reporter;
    const { roundId, staked, returned, balance } = expired;
    reporter?.ended({ roundId, staked, returned, balance });
  }
  const at = tableOf(o, 'blackjack', voided);
  const tier = openingTier({ bank: o.bank, slots: o.slots, table: at.table, asked: o.tier ?? null });
  const rules = rulesAt(at.table, tier);
  const port = pacedPort(
    o.port ??
      o.remote?.blackjack(at.table, tier) ??
      blackjackDemoPort({ ...o, bank: demoBankOf(o), table: at.table, rules }),
    o.pace ?? null,
  );
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
