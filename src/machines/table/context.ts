/**
 * What every table's machine holds beside its game's own betting state: the balance it shows,
 * the round in play as its port last answered, the stage on show, the port call in flight and the
 * notice of the last refusal. Plain data: a snapshot persists as it is. The pure updates here are
 * the actions the three machines share.
 */
import type { Minor } from '../../engine/shared/money';
import type { Notice } from '../notices';
import { type ActRequest, type OpenRequest, RoundRefused, type RoundStep } from '../round-port';

/** The port call in flight, or the one that failed and may be tried again (same request id). */
export type PendingCall<Bets, Decision> =
  | { readonly kind: 'open'; readonly requestId: string; readonly bets: Bets }
  | { readonly kind: 'act'; readonly requestId: string; readonly roundId: string; readonly decision: Decision };

interface Stage<Event> {
  /** Counts the stages shown, so the table animates each one once. */
  readonly seq: number;
  readonly events: readonly Event[];
}

/** `Event`: what the port's steps report; `Shown`: what the stages show (the port's and the table's own). */
export interface TableContext<Bets, Decision, View, Event, Shown = Event> {
  /**
   * The balance the table shows: the wallet's after each stake, but a settled round's returns
   * only once its payout is on show (the ball must land before the win is in the balance).
   */
  balance: Minor;
  /** Why the last request was refused; null after one that worked. */
  notice: Notice | null;
  /** The round in play: the port's last answer (between rounds, the last round's). */
  round: RoundStep<View, Event> | null;
  stage: Stage<Shown>;
  call: PendingCall<Bets, Decision> | null;
  /** Request ids are this table's id and a count (a table resumed after a reload gets a new id). */
  caller: { readonly id: string; readonly calls: number };
  /** How long a stage waits for the table's `anim.done` before moving on (ms). */
  animationTimeout: number;
}

type AnyTable = TableContext<unknown, unknown, unknown, unknown, unknown>;

/** The shared part of a new machine's context (`notice`: what the table opens saying, if anything). */
export function initial<Shown>(input: {
  balance: Minor;
  callerId: string;
  animationTimeout?: number;
  notice?: Notice | null;
}) {
  return {
    balance: input.balance,
    notice: input.notice ?? null,
    round: null,
    stage: { seq: 0, events: [] as readonly Shown[] },
    call: null,
    caller: { id: input.callerId, calls: 0 },
    animationTimeout: input.animationTimeout ?? 15_000,
  };
}

/** The caller with one more call, and that call's request id. */
function nextRequest(c: Pick<AnyTable, 'caller'>) {
  const calls = c.caller.calls + 1;
  return { requestId: `${c.caller.id}-${calls}`, caller: { id: c.caller.id, calls }, notice: null };
}

/** A call to open a round with these bets. */
export function openCall<Bets>(c: Pick<AnyTable, 'caller'>, bets: Bets) {
  const { requestId, ...rest } = nextRequest(c);
  return { ...rest, call: { kind: 'open' as const, requestId, bets } };
}

/** A call to take a decision of the round in play. */
export function actCall<Decision>(c: Pick<AnyTable, 'caller' | 'round'>, decision: Decision) {
  const { requestId, ...rest } = nextRequest(c);
  return { ...rest, call: { kind: 'act' as const, requestId, roundId: c.round?.roundId ?? '', decision } };
}

export function openRequest<Bets>(c: { call: PendingCall<Bets, unknown> | null }): OpenRequest<Bets> {
  if (c.call?.kind !== 'open') throw new Error('no open call is pending');
  return { requestId: c.call.requestId, bets: c.call.bets };
}

export function actRequest<Decision>(c: { call: PendingCall<unknown, Decision> | null }): ActRequest<Decision> {
  if (c.call?.kind !== 'act') throw new Error('no act call is pending');
  return { requestId: c.call.requestId, roundId: c.call.roundId, decision: c.call.decision };
}

/** The balance to show while a step is on show: a settled round's returns wait for its payout. */
function shownBalance(step: Pick<RoundStep<unknown, unknown>, 'status' | 'balance' | 'returned'>): Minor {
  return step.status === 'settled' ? step.balance - step.returned : step.balance;
}

/** The port's answer is the round in play; `events` are the first stage it shows. */
export function takeStep<View, Event, Shown>(
  c: Pick<TableContext<unknown, unknown, View, Event, Shown>, 'stage'>,
  step: RoundStep<View, Event>,
  events: readonly Shown[],
) {
  return {
    round: step,
    stage: { seq: c.stage.seq + 1, events },
    balance: shownBalance(step),
    call: null,
    notice: null,
  };
}

/** The next stage of the round on show. */
export function nextStage<Shown>(
  c: Pick<TableContext<unknown, unknown, unknown, unknown, Shown>, 'stage'>,
  events: readonly Shown[],
) {
  return { stage: { seq: c.stage.seq + 1, events } };
}

/** The payout is on show: the round's returns are in the balance. */
export function paidBalance(c: Pick<AnyTable, 'round' | 'balance'>) {
  return { balance: c.round?.balance ?? c.balance };
}

/** The guards every table's machine gives the shared states (states.ts). */
export const guards = {
  /** The port still holds a round (resume). */
  hasRound: (_: unknown, step: unknown) => step !== null,
  /** The port refused the call (nothing changed), rather than failing to answer. */
  refused: (_: unknown, error: unknown) => noticeOf(error).code !== 'round.unavailable',
  /**
   * The round in play is not the port's (another tab opened one, it finished elsewhere, or a
   * malfunction voided it): the table asks the port again.
   */
  elsewhere: (_: unknown, error: unknown) =>
    ['round.inProgress', 'round.gone', 'round.void'].includes(noticeOf(error).code),
  retryingOpen: ({ context }: { context: { call: { kind: 'open' | 'act' } | null } }) => context.call?.kind === 'open',
};

/** The notice for a failed call: the port's reason, or that it could not be completed. */
export function noticeOf(error: unknown): Notice {
  return error instanceof RoundRefused ? error.notice : { code: 'round.unavailable' };
}

/** The table's phase: its machine's top-level state. */
export function phaseOf(snapshot: { value: unknown }): string {
  const v = snapshot.value;
  if (typeof v === 'string') return v;
  return typeof v === 'object' && v !== null ? (Object.keys(v)[0] ?? '') : '';
}
