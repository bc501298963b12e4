/**
 * The blackjack table as an XState v5 statechart: betting → opening (the round port takes the
 * stakes and deals) → dealing → insurance (when offered) → player turn → acting (the port takes
 * the decision, and any extra stake) → resolving → … → payout → betting; `behind` when a computer
 * player doubles or splits a box the player bets behind (the port's round rests on the player's
 * answer, a decision like any other: match or not). The machine owns the
 * phase and the chips on the felt; the round port (round-port.ts) decides every card, plays the
 * computer players and the dealer, and pays. Each stage the table must show is tagged
 * `animating` and waits for `anim.done` (or, if the view never answers, the animation timeout).
 */
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import type { Choice, RoundEvent, TableRound } from '../engine/blackjack/index';
import type { Minor } from '../engine/shared/money';
import {
  betsOf,
  dealProblem,
  type Placement,
  placementsOf,
  removeLast,
  roundBets,
  tableProblem,
} from './blackjack/bets';
import { decisionOf, insuranceDecision, isLegal, isLegalChoice } from './blackjack/decisions';
import type { BlackjackBets, BlackjackStep } from './blackjack/port';
import type { BlackjackContext, BlackjackEvent, BlackjackInput, MoveEvent } from './blackjack/types';
import { unprovidedPort } from './round-port';
import * as shared from './table/context';
import { stageTimer } from './table/stage-timer';
import { acting, animating, callFailed, opening, resuming } from './table/states';

export type { BlackjackContext, BlackjackEvent, BlackjackInput, MoveEvent } from './blackjack/types';

const withPlacements = (context: BlackjackContext, next: Placement[]): Partial<BlackjackContext> => {
  const problem = tableProblem(context.rules, context.balance, next);
  return problem ? { notice: problem } : { placements: next, notice: null };
};

const phaseIs =
  (phase: TableRound['phase']) =>
  ({ context }: { context: BlackjackContext }) =>
    context.round?.view.phase === phase;

/** Where play goes once the table has caught up with a stage. */
const ROUTE = [
  { guard: 'inInsurance', target: 'insurance' },
  { guard: 'inPlayerTurn', target: 'playerTurn' },
  { guard: 'inBehind', target: 'behind' },
  { target: 'payout' },
] as const;

const DECISION = {
  guard: { type: 'legal', params: ({ event }: { event: { type: MoveEvent } }) => event.type },
  target: 'acting',
  actions: { type: 'decide', params: ({ event }: { event: { type: MoveEvent } }) => event.type },
} as const;

type InsureEvent = Extract<BlackjackEvent, { type: 'insurance.accept' }>;

/** INSURE: even money, exactly half, or at an up-to-half table the amount the event carries. */
const INSURE = {
  guard: { type: 'legalInsurance', params: ({ event }: { event: InsureEvent }) => event.amount },
  target: 'acting',
  actions: { type: 'insure', params: ({ event }: { event: InsureEvent }) => event.amount },
} as const;

export const blackjackMachine = setup({
  types: {
    context: {} as BlackjackContext,
    events: {} as BlackjackEvent,
    input: {} as BlackjackInput,
  },
  actors: { ...unprovidedPort<BlackjackBets, Choice, TableRound, RoundEvent>(), stageTimer },
  guards: {
    ...shared.guards,
    validSeat: ({ context }, seat: number) => Number.isInteger(seat) && seat >= 1 && seat <= context.rules.seats,
    hasChips: ({ context }) => context.placements.length > 0,
    hasLastBets: ({ context }) => context.lastBets !== null,
    canDeal: ({ context }) => dealProblem(context.rules, context.balance, context.placements) === null,
    legal: ({ context }, move: MoveEvent) =>
      isLegal(context.round?.view ?? null, decisionOf(context.round?.view ?? null, move)),
    legalInsurance: ({ context }, amount: Minor | undefined) => {
      const view = context.round?.view ?? null;
      return isLegalChoice(view, insuranceDecision(view, amount));
    },
    inInsurance: phaseIs('insurance'),
    inPlayerTurn: phaseIs('player'),
    inBehind: phaseIs('behind'),
    hasBehind: ({ context }, seat: number) => context.placements.some((p) => p.spot === 'behind' && p.seat === seat),
  },
  actions: {
    selectSeat: assign((_, seat: number) => ({ seat, notice: null })),
    selectChip: assign(({ context }, value: Minor) =>
      context.rules.chips.includes(value) ? { chip: value, notice: null } : { notice: { code: 'chip.unknown', value } },
    ),
    placeChip: assign(({ context }, e: Extract<BlackjackEvent, { type: 'bet.place' }>) =>
      withPlacements(context, [
        ...context.placements,
        { seat: e.seat ?? context.seat, spot: e.spot ?? 'main', amount: e.amount ?? context.chip },
      ]),
    ),
    removeChip: assign(({ context }, e: Extract<BlackjackEvent, { type: 'bet.remove' }>) => {
      const next = removeLast(context.placements, e.seat ?? context.seat, e.spot ?? 'main');
      return next ? { placements: next, notice: null } : { notice: { code: 'chip.none' } };
    }),
    clear: assign({ placements: [], notice: null }),
    clearBehind: assign(({ context }, seat: number) => ({
      placements: context.placements.filter((p) => !(p.spot === 'behind' && p.seat === seat)),
      notice: null,
    })),
    rebet: assign(({ context }) => withPlacements(context, placementsOf(context.lastBets ?? []))),
    explainDeal: assign(({ context }) => ({ notice: dealProblem(context.rules, context.balance, context.placements) })),
    openRound: assign(({ context }) => shared.openCall(context, betsOf(context.placements))),
    decide: assign(({ context }, move: MoveEvent) =>
      shared.actCall(context, decisionOf(context.round?.view ?? null, move)),
    ),
    insure: assign(({ context }, amount: Minor | undefined) =>
      shared.actCall(context, insuranceDecision(context.round?.view ?? null, amount)),
    ),
    setBalance: assign((_, balance: Minor) => ({ balance })),
    refuse: assign((_, error: unknown) => ({ notice: shared.noticeOf(error) })),
    dropCall: assign({ call: null }),
    takeStep: assign(({ context }, step: BlackjackStep | null) =>
      step ? shared.takeStep(context, step, step.events) : {},
    ),
    showPayout: assign(({ context }) => ({
      ...shared.nextStage(context, [
        { type: 'round.over' as const, staked: context.round?.staked ?? 0, returned: context.round?.returned ?? 0 },
      ]),
      ...shared.paidBalance(context),
    })),
    newBets: assign(({ context }) => ({
      lastBets: context.round ? roundBets(context.round.view) : context.lastBets,
      placements: [],
      ...shared.nextStage(context, []),
    })),
  },
}).createMachine({
  id: 'blackjack',
  context: ({ input }) => ({
    ...shared.initial<RoundEvent>(input),
    rules: input.rules,
    chip: input.rules.chips[0] ?? input.rules.minBet,
    seat: 1,
    placements: [],
    lastBets: null,
  }),
  initial: 'resuming',
  states: {
    resuming: resuming('dealing'),
    betting: {
      on: {
        'seat.select': {
          guard: { type: 'validSeat', params: ({ event }) => event.seat },
          actions: { type: 'selectSeat', params: ({ event }) => event.seat },
        },
        'chip.select': { actions: { type: 'selectChip', params: ({ event }) => event.value } },
        'bet.place': { actions: { type: 'placeChip', params: ({ event }) => event } },
        'bet.remove': { guard: 'hasChips', actions: { type: 'removeChip', params: ({ event }) => event } },
        'bet.clear': { guard: 'hasChips', actions: 'clear' },
        'behind.clear': {
          guard: { type: 'hasBehind', params: ({ event }) => event.seat },
          actions: { type: 'clearBehind', params: ({ event }) => event.seat },
        },
        'bet.rebet': { guard: 'hasLastBets', actions: 'rebet' },
        'round.deal': [{ guard: 'canDeal', target: 'opening', actions: 'openRound' }, { actions: 'explainDeal' }],
        'wallet.balance': { actions: { type: 'setBalance', params: ({ event }) => event.balance } },
      },
    },
    opening: opening('dealing'),
    dealing: animating('routing'),
    routing: { always: ROUTE },
    insurance: {
      on: { 'insurance.accept': INSURE, 'insurance.decline': DECISION },
    },
    playerTurn: {
      on: {
        'player.hit': DECISION,
        'player.stand': DECISION,
        'player.double': DECISION,
        'player.split': DECISION,
        'player.surrender': DECISION,
      },
    },
    // A computer player doubles or splits the box the player bets behind: match it or not.
    behind: {
      on: { 'behind.match': DECISION, 'behind.decline': DECISION },
    },
    acting: acting('resolving'),
    resolving: animating('routing'),
    payout: { entry: 'showPayout', ...animating({ target: 'betting', actions: 'newBets' }) },
    failed: callFailed,
  },
});

export type BlackjackActor = ActorRefFrom<typeof blackjackMachine>;
export type BlackjackSnapshot = SnapshotFrom<typeof blackjackMachine>;
