/**
 * European roulette as an XState v5 statechart: betting → opening (no more bets: the round port
 * takes the stakes and spins) → spinning (the wheel) → result (the layout is settled) → payout
 * (the win goes to the balance) → betting. The machine owns the phase; the engine owns positions
 * and limits while bets are placed; the round port (round-port.ts) decides and pays the spin.
 * Each stage the table must show is tagged `animating` and waits for `anim.done` (or, if the
 * view never answers, the animation timeout), so the view animates it first.
 */
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { isAnnouncedName, parseAnnounced } from '../engine/roulette/bets';
import type { RouletteTable } from '../engine/roulette/rules';
import {
  type BetSlip,
  clearBets,
  doubleBets,
  doubleProblem,
  EMPTY_SLIP,
  type Placement,
  placeBet,
  placeProblem,
  rebet,
  rebetProblem,
  slipPlacements,
  spinProblem,
  undoBet,
} from '../engine/roulette/slip';
import { EMPTY_STATS, type RouletteStats, recordResult } from '../engine/roulette/stats';
import type { Minor } from '../engine/shared/money';
import type { Notice } from './notices';
import type { RouletteBet, RouletteRoundView, RouletteStep, RouletteStepEvent } from './roulette/port';
import { unprovidedPort } from './round-port';
import type { TableContext } from './table/context';
import * as shared from './table/context';
import { stageTimer } from './table/stage-timer';
import { animating, openFailed, opening, resuming } from './table/states';

export { legalMoves } from './roulette/moves';

export interface RouletteInput {
  table: RouletteTable;
  /** The wallet's balance when the table opens. */
  balance: Minor;
  /** This table's own id, the stem of its request ids. */
  callerId: string;
  /** Earlier results, for the statistics board of a returning player. */
  stats?: RouletteStats;
  animationTimeout?: number;
  /** What the table opens saying (a round voided as it opened). */
  notice?: Notice | null;
}

/** What the view animates: the wheel, the settlement, the payment. */
export type RouletteViewEvent = RouletteStepEvent | { type: 'win.paid'; returned: Minor; balance: Minor };

export interface RouletteContext
  extends TableContext<readonly RouletteBet[], never, RouletteRoundView, RouletteStepEvent, RouletteViewEvent> {
  table: RouletteTable;
  /** The chip value a tap on the layout places. */
  chip: Minor;
  slip: BetSlip;
  /** The bets of the last round spun (REBET). */
  lastBets: Placement[];
  stats: RouletteStats;
}

export type RouletteEvent =
  | { type: 'chip.select'; value: Minor }
  /**
   * A position (`split:17-20`) or announced bet (`voisins`, `neighbours:17`, `neighbours:17:3` for
   * three each side). Without an amount a position takes one chip of the selected value and an
   * announced bet one such chip per piece.
   */
  | { type: 'bet.place'; bet: string; amount?: Minor }
  | { type: 'bet.undo' }
  | { type: 'bet.clear' }
  | { type: 'bet.rebet' }
  | { type: 'bet.double' }
  | { type: 'spin.start' }
  | { type: 'round.retry' }
  | { type: 'anim.done' }
  /** The stage's timer ran out: the view never answered. */
  | { type: 'anim.timeout' }
  /** The wallet's balance changed between rounds (a rebuy). */
  | { type: 'wallet.balance'; balance: Minor };

function defaultAmount(c: RouletteContext, bet: string): Minor {
  if (!isAnnouncedName(bet)) return c.chip;
  try {
    return c.chip * parseAnnounced(bet).chips;
  } catch {
    return c.chip; // the engine refuses the name with its own problem
  }
}

const betsOf = (slip: BetSlip): RouletteBet[] => slipPlacements(slip).map((p) => ({ bet: p.bet, amount: p.amount }));

/** A slip step, or the problem that refuses it (the slip stays as it was). */
function slipUpdate(problem: Notice | null, step: () => { slip: BetSlip }): Partial<RouletteContext> {
  return problem ? { notice: problem } : { slip: step().slip, notice: null };
}

export const rouletteMachine = setup({
  types: {
    context: {} as RouletteContext,
    events: {} as RouletteEvent,
    input: {} as RouletteInput,
  },
  actors: { ...unprovidedPort<readonly RouletteBet[], never, RouletteRoundView, RouletteStepEvent>(), stageTimer },
  guards: {
    ...shared.guards,
    hasBets: ({ context }) => context.slip.actions.length > 0,
    canSpin: ({ context }) => spinProblem(context.table, context.slip, context.balance) === null,
  },
  actions: {
    selectChip: assign(({ context }, value: Minor) =>
      context.table.chips.includes(value) ? { chip: value, notice: null } : { notice: { code: 'chip.unknown', value } },
    ),
    place: assign(({ context }, p: { bet: string; amount?: Minor }) => {
      const amount = p.amount ?? defaultAmount(context, p.bet);
      const { table, slip, balance } = context;
      return slipUpdate(placeProblem(table, slip, p.bet, amount, balance), () =>
        placeBet(table, slip, p.bet, amount, balance),
      );
    }),
    undo: assign(({ context }) => ({ slip: undoBet(context.slip).slip, notice: null })),
    clear: assign(({ context }) => ({ slip: clearBets(context.slip).slip, notice: null })),
    rebet: assign(({ context }) => {
      const { table, slip, lastBets, balance } = context;
      return slipUpdate(rebetProblem(table, slip, lastBets, balance), () => rebet(table, slip, lastBets, balance));
    }),
    double: assign(({ context }) => {
      const { table, slip, balance } = context;
      return slipUpdate(doubleProblem(table, slip, balance), () => doubleBets(table, slip, balance));
    }),
    explainSpin: assign(({ context }) => ({ notice: spinProblem(context.table, context.slip, context.balance) })),
    openRound: assign(({ context }) => ({ ...shared.openCall(context, betsOf(context.slip)) })),
    setBalance: assign((_, balance: Minor) => ({ balance })),
    refuse: assign((_, error: unknown) => ({ notice: shared.noticeOf(error) })),
    dropCall: assign({ call: null }),
    /** The spin is decided: the wheel turns first. */
    takeStep: assign(({ context }, step: RouletteStep | null) => ({
      ...(step &&
        shared.takeStep(
          context,
          step,
          step.events.filter((e) => e.type === 'wheel.spin'),
        )),
      lastBets: slipPlacements(context.slip),
    })),
    /** The ball has landed: the layout is settled and the number joins the statistics. */
    showResult: assign(({ context }) => {
      const round = context.round;
      if (!round) return {};
      return {
        ...shared.nextStage(
          context,
          round.events.filter((e) => e.type !== 'wheel.spin'),
        ),
        stats: recordResult(context.table, context.stats, round.view.spin.number),
      };
    }),
    showPayout: assign(({ context }) => {
      const returned = context.round?.view.settlement.returned ?? 0;
      const { balance } = shared.paidBalance(context);
      return { ...shared.nextStage(context, [{ type: 'win.paid' as const, returned, balance }]), balance };
    }),
    newBets: assign(({ context }) => ({ slip: EMPTY_SLIP, ...shared.nextStage(context, []) })),
  },
}).createMachine({
  id: 'roulette',
  context: ({ input }) => ({
    ...shared.initial<RouletteViewEvent>(input),
    table: input.table,
    chip: input.table.chips[0] ?? input.table.limits.min,
    slip: EMPTY_SLIP,
    lastBets: [],
    stats: input.stats ?? EMPTY_STATS,
  }),
  initial: 'resuming',
  states: {
    resuming: resuming('spinning'),
    betting: {
      on: {
        'chip.select': { actions: { type: 'selectChip', params: ({ event }) => event.value } },
        'bet.place': { actions: { type: 'place', params: ({ event }) => event } },
        'bet.undo': { guard: 'hasBets', actions: 'undo' },
        'bet.clear': { guard: 'hasBets', actions: 'clear' },
        'bet.rebet': { actions: 'rebet' },
        'bet.double': { guard: 'hasBets', actions: 'double' },
        'spin.start': [{ guard: 'canSpin', target: 'opening', actions: 'openRound' }, { actions: 'explainSpin' }],
        'wallet.balance': { actions: { type: 'setBalance', params: ({ event }) => event.balance } },
      },
    },
    opening: opening('spinning'),
    spinning: animating('result'),
    result: { entry: 'showResult', ...animating('payout') },
    payout: { entry: 'showPayout', ...animating({ target: 'betting', actions: 'newBets' }) },
    failed: openFailed,
  },
});

export type RouletteActor = ActorRefFrom<typeof rouletteMachine>;
export type RouletteSnapshot = SnapshotFrom<typeof rouletteMachine>;
