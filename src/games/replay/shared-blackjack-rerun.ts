/**
 * A shared blackjack round dealt again from the table's record (`shared` of the replay answer,
 * src/server/shared/replay-view.ts): the five boxes' bets, the cards in deal order and every
 * decision, played by the same engine calls as the server's table (src/server/shared/play/
 * blackjack-round.ts: a stacked shoe, each decision on the box asked, the dealer once every box
 * has acted). Each step is the table's public state as the shared table screen draws it, reached
 * by the table's own events (platform/shared/table-events.ts); the last must be the round the
 * table showed when it settled, else the replay stops as a mismatch.
 */
import { engineAction } from '../../contract/decisions';
import type { SharedEvent, SharedPublicState } from '../../contract/shared';
import {
  actTableRound,
  atTier,
  type Choice,
  playDealer,
  publicView,
  type RoundState,
  type SeatBet,
  type Step,
  startRoundWith,
  tableRules,
} from '../../engine/blackjack/index';
import { SeededRng } from '../../engine/shared/rng';
import { stackedShoe } from '../../engine/shared/shoe';
import { applyEvent } from '../../platform/shared/table-events';
import { isRecord } from '../../platform/storage';
import type { SharedSnapshot } from '../shared/shared-table';
import { ReplayProblem, type ReplayRecord } from './record';
import type { DecisionMark } from './rerun';
import type { StepKind } from './scripts';

/** One step the viewer sees: the table after it, and the events that made it (the screen animates them). */
export interface SharedReplayStep {
  readonly kind: StepKind;
  readonly mark?: DecisionMark;
  readonly snapshot: SharedSnapshot;
}

export interface SharedBlackjackRerun {
  /** The table before the round: its holders in their boxes, no bet yet. */
  readonly start: SharedSnapshot;
  readonly steps: readonly SharedReplayStep[];
}

/** The cards are stacked: nothing is drawn at random. */
const NO_DRAWS = new SeededRng(0);
/** A balance no stake reaches: the money was settled when the round was played. */
const UNCHECKED = Number.MAX_SAFE_INTEGER;

type Shared = NonNullable<ReplayRecord['shared']>;

const mismatch = (detail: string) => new ReplayProblem('replay-mismatch', detail);

/** The dealer plays once every box has acted, as the table's round does. */
function rested(step: Step): Step {
  if (step.state.phase !== 'dealer') return step;
  const dealer = playDealer(step.state, NO_DRAWS);
  return { state: dealer.state, events: [...step.events, ...dealer.events] };
}

/** The round as the table shows it: one owner's balance and moves and the known rules left out. */
function shown(state: RoundState): unknown {
  const { balance: _balance, legal: _legal, rules: _rules, ...round } = publicView(state);
  return round;
}

/** The box and hand the round asks now, or null. */
function askedOf(state: RoundState): { box: number; hand: number; kind: string } | null {
  if (state.turn === null || state.phase === 'over' || state.phase === 'dealer') return null;
  const seat = state.seats[state.turn.seat];
  if (!seat) return null;
  return { box: seat.seat, hand: state.turn.hand, kind: state.phase === 'insurance' ? 'insurance' : 'play' };
}

/** A value's text with its keys in order: two rounds compared whatever order their fields came in. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isRecord(v))
    return `{${Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

function readShared(record: ReplayRecord): Shared {
  const shared = record.shared;
  const ok =
    shared &&
    Array.isArray(shared.bets) &&
    Array.isArray(shared.seats) &&
    Array.isArray(shared.cards) &&
    Array.isArray(shared.decisions) &&
    isRecord(shared.own) &&
    Array.isArray(shared.own.boxes);
  if (!ok) throw new ReplayProblem('replay-unreadable', 'shared: expected the table round of a blackjack table');
  return shared;
}

/** The boxes dealt, in box order: a box with a main bet (a back bet alone is not dealt). */
function seatBets(shared: Shared): SeatBet[] {
  const bets = shared.bets as { box: number; main: number; perfectPairs?: number; behind?: number }[];
  return bets
    .filter((b) => isRecord(b) && typeof b.box === 'number' && typeof b.main === 'number' && b.main > 0)
    .sort((a, b) => a.box - b.box)
    .map((b) => ({ seat: b.box, main: b.main, perfectPairs: b.perfectPairs ?? 0, behind: b.behind ?? 0 }));
}

/** Re-runs the table round; throws a ReplayProblem when the record does not play to its result. */
export function rerunSharedBlackjack(record: ReplayRecord): SharedBlackjackRerun {
  const shared = readShared(record);
  const rules = { ...atTier(tableRules(record.base), record.tier ?? '10-500'), seats: 5, otherPlayers: 0 };
  let seq = 0;
  let state: SharedPublicState = {
    table: record.table,
    game: 'blackjack',
    timings: { settleSeconds: 0, bettingSeconds: 0, turnSeconds: 0 },
    now: 0,
    tableRoundId: shared.tableRoundId,
    phase: 'idle',
    closesAt: null,
    seats: shared.seats.map((s) => ({ box: s.box, name: s.name })),
    players: [],
    bets: [],
    round: null,
    asked: null,
    fairness: { chain: 0, commitment: '', k: 0, clientSeed: null, version: 2 },
    history: [],
  };
  const snapshotOf = (events: SharedEvent[], settled: boolean): SharedSnapshot => ({
    state,
    seq,
    balance: (settled ? record.balanceAfter : record.balanceBefore) ?? 0,
    you: { name: '', seated: shared.own.boxes.length > 0, boxes: [...shared.own.boxes], bets: null, roundId: null },
    connected: true,
    events,
    step: seq,
    refused: null,
    sending: false,
  });
  const start = snapshotOf([], false);
  const steps: SharedReplayStep[] = [];
  const push = (kind: StepKind, raw: Omit<SharedEvent, 'seq'>[], mark?: DecisionMark) => {
    const events = raw.map((e) => ({ ...e, seq: ++seq }) as SharedEvent);
    for (const e of events) state = applyEvent(state, e);
    const settled = state.phase === 'settled';
    steps.push({ kind, ...(mark ? { mark } : {}), snapshot: snapshotOf(events, settled) });
  };
  const id = shared.tableRoundId;
  const bets = seatBets(shared);
  if (bets.length === 0) throw new ReplayProblem('replay-unreadable', 'shared.bets: no box was dealt');
  push('bets', [{ type: 'bets', tableRoundId: id, bets: shared.bets }]);

  /** The step's cards, the hand asked next, and the settlement once the round is over. */
  const after = (step: Step): Omit<SharedEvent, 'seq'>[] => {
    const events: Omit<SharedEvent, 'seq'>[] = [
      { type: 'play', tableRoundId: id, events: step.events, round: shown(step.state) },
    ];
    const asked = askedOf(step.state);
    if (asked) events.push({ type: 'decision.asked', tableRoundId: id, ...asked, legal: [], deadline: 0 });
    if (step.state.phase === 'over')
      events.push({ type: 'round.settled', tableRoundId: id, round: shared.result, bets: shared.bets, opensAt: null });
    return events;
  };

  let step: Step;
  try {
    step = rested(startRoundWith(rules, stackedShoe(shared.cards), bets, UNCHECKED, NO_DRAWS));
  } catch (error) {
    throw mismatch(`the recorded cards do not deal: ${String(error)}`);
  }
  push('deal', [{ type: 'window.closed', tableRoundId: id }, ...after(step)]);
  for (const d of shared.decisions) {
    const asked = askedOf(step.state);
    if (!asked || asked.box !== d.box || asked.hand !== d.hand)
      throw mismatch(`the recorded decision ${d.action} on box ${d.box} hand ${d.hand} was not asked`);
    try {
      step = rested(
        actTableRound(rules, { ...step.state, balance: UNCHECKED }, engineAction(d.action) as Choice, NO_DRAWS),
      );
    } catch (error) {
      throw mismatch(`the recorded decision ${d.action} on box ${d.box} does not play: ${String(error)}`);
    }
    const decision = { type: 'decision', tableRoundId: id, box: d.box, hand: d.hand, action: d.action, by: d.by };
    push('decision', [decision, ...after(step)], { decision: engineAction(d.action), seat: d.box, hand: d.hand + 1 });
  }
  if (step.state.phase !== 'over') throw mismatch('the recorded decisions do not finish the round');
  if (canonical(shown(step.state)) !== canonical(shared.result))
    throw mismatch('the round dealt again is not the round the table settled');
  return { start, steps };
}
