/**
 * European roulette as an XState v5 statechart: betting → spinning (no more bets: the stakes are
 * debited, the ball is spun) → result (the layout is settled) → payout (returns credited) →
 * betting. The machine owns the phase; the engine (src/engine/roulette) owns positions, limits
 * and money. Each step that the table must show puts its events in `context.events` and waits for
 * `anim.done`, so the view animates them first (and tests or fast play skip them).
 *
 * Wallet and RNG arrive in the input and are not data: `persistRoulette` saves a snapshot without
 * them and `resumeRoulette` puts them back, so a round resumes where it stopped. A wallet call in
 * flight when the snapshot was taken runs again on resume; it carries the round id so a real
 * wallet can recognise the repeat.
 */
import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { isAnnouncedName, parseAnnounced } from '../engine/roulette/bets';
import type { RouletteTable } from '../engine/roulette/rules';
import { type Settlement, type SettlementEvent, settle } from '../engine/roulette/settle';
import {
  type BetSlip,
  clearBets,
  doubleBets,
  EMPTY_SLIP,
  type Placement,
  placeBet,
  rebet,
  type SlipEvent,
  type SlipStep,
  slipPlacements,
  slipStakes,
  slipTotal,
  undoBet,
} from '../engine/roulette/slip';
import { EMPTY_STATS, type RouletteStats, recordResult } from '../engine/roulette/stats';
import { type Spin, spinWheel } from '../engine/roulette/wheel';
import type { Minor } from '../engine/shared/money';
import type { Rng } from '../engine/shared/rng';
import { type Ports, persistWithoutPorts, type WalletPort, withPorts } from './ports';
import { spinProblem } from './roulette/moves';

export { legalMoves, type RouletteMove, spinProblem } from './roulette/moves';

export interface RouletteInput {
  table: RouletteTable;
  wallet: WalletPort;
  rng: Rng;
  /** Earlier results, for the statistics board of a returning player. */
  stats?: RouletteStats;
  /** Rounds already played at this table, so round ids (`roulette-european-42`) never repeat. */
  round?: number;
}

/** What the view animates: chips placed or taken back, the wheel, the settlement, the payment. */
export type RouletteViewEvent =
  | SlipEvent
  | SettlementEvent
  | { type: 'wheel.spin'; spin: Spin }
  | { type: 'win.paid'; returned: Minor; balance: Minor };

export interface RouletteContext {
  table: RouletteTable;
  wallet: WalletPort;
  rng: Rng;
  balance: Minor;
  /** The chip value a tap on the layout places. */
  chip: Minor;
  slip: BetSlip;
  /** The bets of the last round spun (REBET). */
  lastBets: Placement[];
  round: number;
  /** The spin of the round in play, or the last one while betting. */
  spin: Spin | null;
  settlement: Settlement | null;
  stats: RouletteStats;
  events: RouletteViewEvent[];
  /** Why the last request was refused, for the view to show; null after a move that worked. */
  notice: string | null;
}

export type RouletteEvent =
  | { type: 'chip.select'; value: Minor }
  /**
   * A position (`split:17-20`) or announced bet (`voisins`, `neighbours:17`, `neighbours:17:3` for
   * three each side). Without an amount a
   * position takes one chip of the selected value and an announced bet one such chip per piece.
   */
  | { type: 'bet.place'; bet: string; amount?: Minor }
  | { type: 'bet.undo' }
  | { type: 'bet.clear' }
  | { type: 'bet.rebet' }
  | { type: 'bet.double' }
  | { type: 'spin.start' }
  | { type: 'round.retry' }
  | { type: 'anim.done' };

interface Transfer {
  wallet: WalletPort;
  amount: Minor;
  roundId: string;
}

export const rouletteRoundId = (c: Pick<RouletteContext, 'table' | 'round'>): string => `${c.table.id}-${c.round}`;

function defaultAmount(c: RouletteContext, bet: string): Minor {
  if (isAnnouncedName(bet)) {
    try {
      return c.chip * parseAnnounced(bet).chips;
    } catch {
      return c.chip; // the engine refuses the name with its own message
    }
  }
  return c.chip;
}

function applyStep(step: SlipStep): Partial<RouletteContext> {
  return step.ok
    ? { slip: step.slip, events: step.events, notice: null }
    : { events: step.events, notice: step.reason };
}

export const rouletteMachine = setup({
  types: {
    context: {} as RouletteContext,
    events: {} as RouletteEvent,
    input: {} as RouletteInput,
  },
  actors: {
    debit: fromPromise<Minor, Transfer>(({ input }) => input.wallet.debit(input.amount, input.roundId)),
    credit: fromPromise<Minor, Transfer>(({ input }) => input.wallet.credit(input.amount, input.roundId)),
  },
  guards: {
    hasBets: ({ context }) => context.slip.actions.length > 0,
    hasLastBets: ({ context }) => context.lastBets.length > 0,
    canSpin: ({ context }) => spinProblem(context) === null,
    hasWin: ({ context }) => (context.settlement?.returned ?? 0) > 0,
  },
  actions: {
    selectChip: assign(({ context, event }) => {
      const value = (event as { value: Minor }).value;
      if (!context.table.chips.includes(value)) {
        return { events: [], notice: `there is no ${value} chip (chips: ${context.table.chips.join(', ')})` };
      }
      return { chip: value, events: [], notice: null };
    }),
    place: assign(({ context, event }) => {
      const { bet, amount } = event as { bet: string; amount?: Minor };
      return applyStep(
        placeBet(context.table, context.slip, bet, amount ?? defaultAmount(context, bet), context.balance),
      );
    }),
    undo: assign(({ context }) => applyStep(undoBet(context.slip))),
    clear: assign(({ context }) => applyStep(clearBets(context.slip))),
    rebet: assign(({ context }) => applyStep(rebet(context.table, context.slip, context.lastBets, context.balance))),
    double: assign(({ context }) => applyStep(doubleBets(context.table, context.slip, context.balance))),
    explainSpin: assign(({ context }) => ({ events: [], notice: spinProblem(context) })),
    noMoreBets: assign(({ context }) => ({
      round: context.round + 1,
      spin: null,
      settlement: null,
      events: [],
      notice: null,
    })),
    refuseDebit: assign(({ event }) => ({
      notice: `the stake could not be taken: ${(event as { error?: Error }).error?.message}`,
    })),
    setBalance: assign(({ event }) => ({ balance: (event as unknown as { output: Minor }).output })),
    spinBall: assign(({ context }) => {
      const spin = spinWheel(context.rng);
      return { spin, events: [{ type: 'wheel.spin' as const, spin }] };
    }),
    settleRound: assign(({ context }) => {
      const spin = context.spin!;
      const { settlement, events } = settle(context.table, slipStakes(context.slip), spin);
      return {
        settlement,
        events,
        stats: recordResult(context.table, context.stats, spin.number),
        lastBets: slipPlacements(context.slip),
      };
    }),
    showPayout: assign(({ context }) => ({
      events: [{ type: 'win.paid' as const, returned: context.settlement?.returned ?? 0, balance: context.balance }],
    })),
    refuseCredit: assign(({ event }) => ({
      notice: `the win could not be paid yet: ${(event as { error?: Error }).error?.message}`,
    })),
    newBets: assign({ slip: EMPTY_SLIP, events: [], settlement: null }),
  },
}).createMachine({
  id: 'roulette',
  context: ({ input }) => ({
    table: input.table,
    wallet: input.wallet,
    rng: input.rng,
    balance: input.wallet.balance(),
    chip: input.table.chips[0] ?? input.table.limits.min,
    slip: EMPTY_SLIP,
    lastBets: [],
    round: input.round ?? 0,
    spin: null,
    settlement: null,
    stats: input.stats ?? EMPTY_STATS,
    events: [],
    notice: null,
  }),
  initial: 'betting',
  states: {
    betting: {
      on: {
        'chip.select': { actions: 'selectChip' },
        'bet.place': { actions: 'place' },
        'bet.undo': { guard: 'hasBets', actions: 'undo' },
        'bet.clear': { guard: 'hasBets', actions: 'clear' },
        'bet.rebet': { guard: 'hasLastBets', actions: 'rebet' },
        'bet.double': { guard: 'hasBets', actions: 'double' },
        'spin.start': [{ guard: 'canSpin', target: 'spinning', actions: 'noMoreBets' }, { actions: 'explainSpin' }],
      },
    },
    spinning: {
      initial: 'debiting',
      states: {
        debiting: {
          invoke: {
            src: 'debit',
            input: ({ context }) => ({
              wallet: context.wallet,
              amount: slipTotal(context.slip),
              roundId: rouletteRoundId(context),
            }),
            onDone: { target: 'turning', actions: 'setBalance' },
            onError: { target: '#roulette.betting', actions: 'refuseDebit' },
          },
        },
        turning: {
          entry: 'spinBall',
          on: { 'anim.done': { target: '#roulette.result' } },
        },
      },
    },
    result: {
      entry: 'settleRound',
      on: { 'anim.done': { target: 'payout' } },
    },
    payout: {
      initial: 'crediting',
      states: {
        crediting: {
          // A round without a win has nothing to credit.
          always: [{ guard: 'hasWin', target: 'paying' }, { target: 'paid' }],
        },
        paying: {
          invoke: {
            src: 'credit',
            input: ({ context }) => ({
              wallet: context.wallet,
              amount: context.settlement?.returned ?? 0,
              roundId: rouletteRoundId(context),
            }),
            onDone: { target: 'paid', actions: 'setBalance' },
            onError: { target: 'failed', actions: 'refuseCredit' },
          },
        },
        failed: { on: { 'round.retry': { target: 'paying' } } },
        paid: {
          entry: 'showPayout',
          on: { 'anim.done': { target: '#roulette.betting', actions: 'newBets' } },
        },
      },
    },
  },
});

export type RouletteActor = ActorRefFrom<typeof rouletteMachine>;
export type RouletteSnapshot = SnapshotFrom<typeof rouletteMachine>;

/** The actor's persisted snapshot as plain JSON, without the wallet and RNG. */
export function persistRoulette(actor: RouletteActor): unknown {
  return persistWithoutPorts(actor);
}

/** A saved snapshot with the wallet and RNG put back, for `createActor(rouletteMachine, { snapshot })`. */
export function resumeRoulette(saved: unknown, ports: Ports): RouletteSnapshot {
  return withPorts<RouletteSnapshot>(saved, ports);
}
