/**
 * A headless player at a shared table: it sits, follows the events and bets and decides by a
 * policy, as many of them at once as a test or the benchmark wants. It records how long each
 * command took from sending to its answer and every event it saw, which is what the benchmark
 * measures; a refused command (a bet after the close, a decision after its deadline) is recorded
 * and play goes on, as a real player's would.
 */
import type { SharedAnswer, SharedEvent, SharedPublicState } from '../../contract/shared';
import { handValue } from '../../engine/blackjack/hand';
import { isCard } from '../../engine/shared/cards';
import { ApiFailure } from '../remote/api';
import type { EventStreamOptions } from './event-stream';
import type { SharedTableClient } from './table-client';

type SharedYou = SharedAnswer['you'];

/** `decision.asked`: a hand asked for a decision, with its cards (codes like "AS", "TD") and legal moves. */
export interface DecisionAsked extends SharedEvent {
  tableRoundId: string;
  box: number;
  hand: number;
  kind: string;
  legal: string[];
  /** When the hand stands by itself (ms since the epoch, the server's clock). */
  deadline: number;
  cards: string[];
}

export interface SharedPolicy {
  /** The whole bet for the window that is open (the game's own shape); null: sit this round out. */
  bets(state: SharedPublicState, you: SharedYou): unknown | null;
  /** One of `asked.legal`, for a hand of one of the player's boxes. */
  decide(asked: DecisionAsked, state: SharedPublicState): string;
}

type SharedCommand = 'sit' | 'read' | 'bet' | 'act';

interface CommandRecord {
  command: SharedCommand;
  tableRoundId: string | null;
  /** From sending to the answer or the refusal, retries included (ms). */
  ms: number;
  ok: boolean;
  /** The refusal's status and code (status 0: no answer); null when answered. */
  status: number | null;
  code: string | null;
}

interface EventRecord {
  seq: number;
  type: string;
  /** When it arrived (ms since the epoch: comparable with the server's `now` and deadlines). */
  at: number;
}

export interface PlayRecord {
  commands: CommandRecord[];
  events: EventRecord[];
  gaps: number;
  reconnects: number;
}

export interface PlayOptions {
  /** Stops play: the promise then resolves with the record. */
  signal: AbortSignal;
  onEvent?: (event: SharedEvent, state: SharedPublicState) => void;
  /** The box to take (blackjack); none: the first free one. */
  box?: number;
  /** The event stream's tuning (back-off, idle timeout) and its connection callbacks. */
  stream?: Pick<EventStreamOptions, 'backoffMs' | 'idleTimeoutMs' | 'sleep' | 'onConnected' | 'onReconnecting'>;
}

const OPEN_PHASES: ReadonlySet<string> = new Set(['idle', 'betting', 'closing']);

/**
 * Plays until `signal` aborts, then resolves with what it recorded (it does not leave: the caller
 * decides whether the seat stays). Rejects only when it cannot sit or the stream is refused for
 * good (an expired session, an unknown table).
 */
export async function playByPolicy(
  client: SharedTableClient,
  policy: SharedPolicy,
  options: PlayOptions,
): Promise<PlayRecord> {
  const record: PlayRecord = { commands: [], events: [], gaps: 0, reconnects: 0 };
  const { signal } = options;
  // The state between answers is the newest answer's, with the events' clock fields laid over it
  // (round id, phase, close, the hand asked): enough for a policy, and every newer answer replaces it.
  let state!: SharedPublicState;
  let stateSeq = -1;
  function adopt(answer: SharedAnswer): void {
    if (answer.seq < stateSeq) return;
    state = answer.state;
    stateSeq = answer.seq;
  }

  async function timed(command: SharedCommand, tableRoundId: string | null, run: () => Promise<SharedAnswer>) {
    const started = performance.now();
    try {
      const answer = await run();
      record.commands.push({
        command,
        tableRoundId,
        ms: performance.now() - started,
        ok: true,
        status: null,
        code: null,
      });
      adopt(answer);
      return answer;
    } catch (error) {
      const refusal = error instanceof ApiFailure ? error : null;
      const ms = performance.now() - started;
      record.commands.push({
        command,
        tableRoundId,
        ms,
        ok: false,
        status: refusal?.status ?? 0,
        code: refusal?.code ?? null,
      });
      throw error;
    }
  }

  const seated = await timed('sit', null, () => client.sit(options.box));

  const betRounds = new Set<string>();
  const answered = new Set<string>();
  const you = (): SharedYou => (client.lastAnswer ?? seated).you;

  async function bet(tableRoundId: string): Promise<void> {
    if (betRounds.has(tableRoundId) || signal.aborted) return;
    betRounds.add(tableRoundId);
    const bets = policy.bets(state, you());
    if (bets === null) return;
    await timed('bet', tableRoundId, () => client.bet(tableRoundId, bets)).catch(() => undefined);
  }

  async function decide(asked: DecisionAsked): Promise<void> {
    // The stream never repeats an event, but a snapshot may show again the ask an event brought.
    const key = `${asked.tableRoundId}:${asked.box}:${asked.hand}:${asked.kind}:${asked.deadline}:${asked.cards.length}`;
    if (answered.has(key) || !you().boxes.includes(asked.box) || signal.aborted) return;
    answered.add(key);
    const action = policy.decide(asked, state);
    await timed('act', asked.tableRoundId, () => client.act(asked.tableRoundId, asked.box, asked.hand, action)).catch(
      () => undefined,
    );
  }

  /** What the whole state asks of the player: after sitting, a snapshot or a refresh. */
  async function catchUp(): Promise<void> {
    const mine = client.lastAnswer?.state.tableRoundId === state.tableRoundId && you().bets != null;
    if (OPEN_PHASES.has(state.phase) && !mine) await bet(state.tableRoundId);
    const asked = state.asked;
    if (asked && state.phase === 'playing')
      await decide({
        seq: stateSeq,
        type: 'decision.asked',
        tableRoundId: state.tableRoundId,
        ...asked,
        cards: cardsOf(state.round, asked.box, asked.hand),
      });
  }

  let stale = false;
  const stream = client.events({
    ...options.stream,
    signal,
    lastEventId: seated.seq,
    onGap: () => {
      record.gaps += 1;
      stale = true;
    },
    onReconnecting: (reason, waitMs) => {
      record.reconnects += 1;
      options.stream?.onReconnecting?.(reason, waitMs);
    },
  });

  await catchUp();
  for await (const event of stream) {
    record.events.push({ seq: event.seq, type: event.type, at: Date.now() });
    if (stale) {
      // Events were missed: the server's state stands for them.
      stale = false;
      await timed('read', null, () => client.read()).catch(() => undefined);
    }
    // A snapshot is the whole state whatever its seq (the stream lets one below the count through
    // only when the server restarted its count); other events only move a state older than them.
    const fresh = event.seq > stateSeq || event.type === 'snapshot';
    if (fresh) {
      state = laidOver(state, event);
      stateSeq = event.seq;
    }
    options.onEvent?.(event, state);
    if (event.type === 'window.opened' && typeof event.tableRoundId === 'string') await bet(event.tableRoundId);
    else if (event.type === 'decision.asked') {
      const asked = askedOf(event, state);
      if (asked) await decide(asked);
    } else if (event.type === 'snapshot' && fresh) await catchUp();
  }
  return record;
}

function laidOver(state: SharedPublicState, event: SharedEvent): SharedPublicState {
  const round = typeof event.tableRoundId === 'string' ? event.tableRoundId : state.tableRoundId;
  switch (event.type) {
    case 'snapshot':
      return isObject(event.state) ? (event.state as unknown as SharedPublicState) : state;
    case 'window.opened':
      return { ...state, tableRoundId: round, phase: 'betting', closesAt: null, asked: null };
    case 'window.closing':
      return { ...state, phase: 'closing', closesAt: typeof event.closesAt === 'number' ? event.closesAt : null };
    case 'window.closed':
    case 'play':
      return { ...state, phase: 'playing', closesAt: null };
    case 'decision.asked': {
      const asked = askedOf(event, state);
      if (!asked) return state;
      const { box, hand, kind, legal, deadline } = asked;
      return { ...state, phase: 'playing', asked: { box, hand, kind, legal, deadline } };
    }
    case 'decision':
      return { ...state, asked: null };
    case 'round.settled':
      return { ...state, phase: 'settled', asked: null };
    default:
      return state;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

/** A `decision.asked` event checked field by field; its cards from the round view if it came without. */
function askedOf(event: SharedEvent, state: SharedPublicState): DecisionAsked | null {
  const { tableRoundId, box, hand, deadline } = event;
  if (typeof tableRoundId !== 'string' || typeof box !== 'number' || typeof hand !== 'number') return null;
  if (typeof deadline !== 'number' || !Array.isArray(event.legal)) return null;
  const cards = Array.isArray(event.cards) ? strings(event.cards) : cardsOf(state.round, box, hand);
  const kind = typeof event.kind === 'string' ? event.kind : '';
  return { ...event, tableRoundId, box, hand, kind, legal: strings(event.legal), deadline, cards };
}

/** A hand's cards from a blackjack round view (`seats[].hands[].cards`); none when it has no such hand. */
function cardsOf(round: unknown, box: number, hand: number): string[] {
  const seats = isObject(round) && Array.isArray(round.seats) ? (round.seats as unknown[]) : [];
  const seat = seats.find((s) => isObject(s) && s.seat === box);
  const hands = isObject(seat) && Array.isArray(seat.hands) ? (seat.hands as unknown[]) : [];
  const cards = hands[hand];
  return isObject(cards) ? strings(cards.cards) : [];
}

/** A policy whose game asks nothing: a decision it is asked anyway takes the first legal move. */
const firstLegal = (asked: DecisionAsked): string => asked.legal[0] ?? 'stand';

/** The same bet on one baccarat area every coup. */
export function flatBaccarat(area: 'player' | 'banker' | 'tie', amount: number): SharedPolicy {
  return { bets: () => ({ player: 0, banker: 0, tie: 0, [area]: amount }), decide: firstLegal };
}

/** The same roulette bet (HEADLESS.md's names: `red`, `straight:17`…) every spin. */
export function flatRoulette(bet: string, amount: number): SharedPolicy {
  return { bets: () => [{ bet, amount }], decide: firstLegal };
}

/**
 * A plain blackjack player on every box it holds: stands on 17 or more, hits below, doubles 10 and
 * 11 when told to and the table allows, never insures (even money is insurance too). It picks from
 * `legal` only, so a table that forbids the move it wants gets a stand (or the first legal move).
 */
export function simpleBlackjack(amount: number, options: { double?: boolean } = {}): SharedPolicy {
  return {
    bets: (_state, you) => (you.boxes.length > 0 ? you.boxes.map((box) => ({ box, main: amount })) : null),
    decide: (asked) => {
      const legal = asked.legal;
      const decline = legal.find((a) => a === 'insurance:no' || a === 'even-money:no' || a === 'behind:keep');
      if (decline) return decline;
      const { total } = handValue(asked.cards.filter(isCard));
      const double = options.double === true && (total === 10 || total === 11) && legal.includes('double');
      const wanted = double ? 'double' : total >= 17 ? 'stand' : 'hit';
      if (legal.includes(wanted)) return wanted;
      return legal.includes('stand') ? 'stand' : (legal[0] ?? 'stand');
    },
  };
}
