/**
 * One table's play session, the same for every game: the machine (its round port provided),
 * resumed from the snapshot its table left when that snapshot agrees with the round its port
 * holds, else started afresh (it then asks the port for a round still open); every snapshot saved
 * as the table goes; and the rounds reported to the lobby as the table shows them.
 */
import {
  type Actor,
  type ActorOptions,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type InputFrom,
  type Snapshot,
} from 'xstate';
import type { PortNotice } from '../../machines/notices';
import { phaseOf, type TableContext } from '../../machines/table/context';
import { canonicalJson } from '../../platform/canonical-json';
import type { GameId } from '../../platform/games';
import { heldReporter } from '../../platform/round-bridge';
import { isRecord } from '../../platform/storage';
import type { VoidFound } from '../../platform/table-finds';
import { newCallerId } from './caller-id';
import type { TableOptions } from './options';

export interface TableSession<Actor> {
  readonly actor: Actor;
  readonly game: GameId;
  readonly table: string;
  /** A saved table came back (mid-round or between rounds). */
  readonly resumed: boolean;
  /** The round the table is showing now (its result may not be shown yet), or null between rounds. */
  showing(): string | null;
  stop(): void;
}

/** The part of every table's context the session reads. */
type Shared = Pick<TableContext<unknown, unknown, unknown, unknown, unknown>, 'round' | 'balance' | 'notice' | 'call'>;

export interface SessionOptions<Logic extends AnyStateMachine> {
  game: GameId;
  /** Where the table is, the round its port holds open and a round voided as it opened (tableOf). */
  at: TableAt;
  /** The rules the table plays by: a snapshot saved under other rules is not resumed. */
  rules: unknown;
  /** The machine, its round port provided. */
  logic: Logic;
  input: InputFrom<Logic>;
  /** The machine's event for a new wallet balance (every table has one: `wallet.balance`). */
  wallet: (balance: number) => EventFromLogic<Logic>;
  /** The machine's port, paced (paced-port.ts): an open call a resumed table makes again goes through. */
  paced?: { repeat(requestId: string): void };
}

/** Where a table opens, the round its port holds open there, and a round voided as it opened. */
export interface TableAt {
  table: string;
  open: { roundId: string } | null;
  voided: VoidFound | null;
}

/**
 * Where a game's table opens: at the table of the round its bank still holds open (its money is
 * in play), else at the table asked for. `voided`: the round its round service voided just before
 * (it could not be played on), which the table then tells the player and the lobby.
 */
export function tableOf(o: TableOptions, game: GameId, voided: VoidFound | null = null): TableAt {
  const open = o.bank.openRound(game);
  return { table: open?.table ?? o.table, open, voided };
}

/**
 * What every table machine's input has beside its rules: the balance, its id, its pace, and the
 * notice it opens with (a round voided as it opened: the player is told why, in their language).
 */
export function tableInput(o: TableOptions, at?: Pick<TableAt, 'voided'>) {
  const voided = at?.voided ?? null;
  const notice: PortNotice | null = voided && {
    code: 'round.void',
    reason: voided.reason,
    round: { roundId: voided.roundId, returned: voided.staked },
  };
  return { balance: o.bank.balance(), callerId: newCallerId(), animationTimeout: o.animationTimeout, notice };
}

/** The shared part of a table machine's snapshot (every table's context has these fields). */
const sharedOf = (snapshot: { context?: Shared }): Shared =>
  snapshot.context ?? { round: null, balance: 0, notice: null, call: null };

/** The round a void notice says was voided, with what it returned; else null. */
const voidedIn = (c: Shared) => (c.notice?.code === 'round.void' ? c.notice.round : null);

/** States in which a port call is under way: resumed, the call is made again with its request id. */
const CALLING = new Set(['opening', 'acting']);

/**
 * A saved snapshot with a new caller id: the calls this table makes from now on get request ids
 * no earlier visit used (a snapshot whose last writes failed would count from an old number). A
 * call that was in flight keeps its own request id, made when it was asked.
 */
function withNewCaller(snapshot: unknown): unknown {
  if (!isRecord(snapshot) || !isRecord(snapshot.context)) return snapshot;
  return { ...snapshot, context: { ...snapshot.context, caller: { id: newCallerId(), calls: 0 } } };
}

/** Whether a saved snapshot is one this table can resume and agrees with the port's open round. */
function agrees(
  snapshot: unknown,
  logic: AnyStateMachine,
  open: { roundId: string } | null,
): snapshot is Snapshot<unknown> {
  if (!isRecord(snapshot) || !isRecord(snapshot.context) || !isRecord(snapshot.context.caller)) return false;
  const { status, value, context } = snapshot;
  if (status !== 'active' || typeof value !== 'string' || !(value in logic.states)) return false;
  if (CALLING.has(value)) return true;
  const round = isRecord(context.round) ? context.round : null;
  return round?.status === 'open' ? open?.roundId === round.roundId : open === null;
}

export function openTableSession<Logic extends AnyStateMachine>(
  options: TableOptions,
  o: SessionOptions<Logic>,
): TableSession<Actor<Logic>> {
  const { slots, clock } = options;
  // A paused game holds its round: the stage timers stop with the clock, and what the table tells
  // the lobby meanwhile (a round whose port call was on its way settles) waits for the resume.
  const reporter = options.reporter && clock ? heldReporter(options.reporter, clock) : options.reporter;
  const { table, open, voided } = o.at;
  const rules = canonicalJson(o.rules);
  const saved = slots.load(o.game);
  // A table whose round was just voided starts afresh, saying so: its saved snapshot shows (or was
  // calling for) the round that is gone.
  const snapshot =
    !voided && saved && saved.table === table && saved.rules === rules ? withNewCaller(saved.snapshot) : null;
  const fresh: ActorOptions<Logic> = clock ? { input: o.input, clock } : { input: o.input };
  let actor: Actor<Logic>;
  let resumed = false;
  try {
    if (agrees(snapshot, o.logic, open)) {
      actor = createActor(o.logic, { ...fresh, snapshot });
      resumed = true;
      // The open call it was making (or failed to make) before the page was left goes again as it
      // was: the round may be open already, and holding it for the pace would keep it from view.
      const call = sharedOf(actor.getSnapshot()).call;
      if (call?.kind === 'open') o.paced?.repeat(call.requestId);
    } else actor = createActor(o.logic, fresh);
  } catch (error) {
    // A snapshot this version cannot resume: the table starts afresh and asks its port.
    console.warn(`${o.game}: the saved table could not be resumed`, error);
    actor = createActor(o.logic, fresh);
  }
  let phase = phaseOf(actor.getSnapshot());
  let roundId = sharedOf(actor.getSnapshot()).round?.roundId ?? null;
  let balance: number | null = null;
  // The lobby hears a void round end once: the one voided as the table opened now (it follows
  // `ready`: the reporter holds what comes before, app/money.ts), one voided in play when the
  // table is back to betting; a void already on show in a resumed snapshot was told before.
  let toldVoid = voided?.roundId ?? voidedIn(sharedOf(actor.getSnapshot()))?.roundId ?? null;
  if (voided) {
    const { roundId: id, staked } = voided;
    reporter?.ended({ roundId: id, staked, returned: staked, balance: voided.balance });
  }
  const sub = actor.subscribe((snapshot) => {
    slots.save(o.game, { table, rules, snapshot: actor.getPersistedSnapshot() });
    const next = phaseOf(snapshot);
    const c = sharedOf(snapshot);
    const round = c.round;
    // Between rounds the table shows the wallet's balance (another game, another tab or a rebuy
    // during a payout may have moved it since this table last looked). Read only then: the bank
    // reads its record from storage, and a round's show makes a snapshot every step.
    if (next === 'betting') {
      const wallet = options.bank.balance();
      if (c.balance !== wallet) actor.send(o.wallet(wallet));
      // A round voided in play (the table went back to betting without a payout): its stakes are
      // back in the wallet's balance, which the lobby hears with roundEnded (`returned` = `staked`).
      const gone = voidedIn(c);
      if (gone && gone.roundId !== toldVoid) {
        toldVoid = gone.roundId;
        reporter?.ended({ roundId: gone.roundId, staked: gone.returned, returned: gone.returned, balance: wallet });
      }
    }
    if (phase === 'opening' && round && round.roundId !== roundId) {
      reporter?.started({ roundId: round.roundId, staked: round.staked, balance: c.balance });
    }
    roundId = round?.roundId ?? null;
    if (c.balance !== balance) {
      balance = c.balance;
      reporter?.balance(c.balance);
    }
    if (phase === 'payout' && next === 'betting' && round) {
      reporter?.ended({ roundId: round.roundId, staked: round.staked, returned: round.returned, balance: c.balance });
    }
    phase = next;
  });
  actor.start();
  return {
    actor,
    game: o.game,
    table,
    resumed,
    showing: () => {
      const phase = phaseOf(actor.getSnapshot());
      return phase === 'betting' || phase === 'resuming'
        ? null
        : (sharedOf(actor.getSnapshot()).round?.roundId ?? null);
    },
    stop: () => {
      sub.unsubscribe();
      actor.stop();
    },
  };
}
