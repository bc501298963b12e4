/**
 * The blackjack table as an XState v5 statechart: betting → debiting → dealing → insurance (when
 * offered) → player turn (seat by seat, hand by hand) → dealer turn → crediting → payout →
 * betting. The machine owns the phase; the engine (src/engine/blackjack) owns cards, legal moves
 * and money. Each step puts the engine's events in `context.events` and waits for `anim.done`
 * (or, if the view never answers, `animationTimeout` ms) so the table can catch up.
 *
 * Wallet: the round's stakes are debited at DEAL, each extra stake (insurance, double, split) is
 * debited before the move is made, and everything returned is credited once the dealer is done,
 * all in invoked actors. Wallet and RNG come in the input and are not data: persistBlackjack
 * saves a snapshot without them and resumeBlackjack puts them back.
 */
import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type Decision, decide, playDealer, type RoundState, startRound } from '../engine/blackjack/index';
import type { Minor } from '../engine/shared/money';
import { createShoe } from '../engine/shared/shoe';
import { betsOf, dealProblem, type Placement, placementsOf, removeLast, tableProblem, totalOf } from './blackjack/bets';
import { decisionOf, isLegal, stakeFor } from './blackjack/decisions';
import {
  dealingRules,
  playerReturned,
  playerStaked,
  robotBets,
  robotDecision,
  robotStake,
  robotTurn,
} from './blackjack/robots';
import type { BlackjackContext, BlackjackEvent, BlackjackInput, Transfer } from './blackjack/types';

export { decisionOf, stakeFor } from './blackjack/decisions';
export { persistBlackjack, resumeBlackjack } from './blackjack/persist';

export type { BlackjackContext, BlackjackEvent, BlackjackInput, Transfer } from './blackjack/types';

const roundId = (c: BlackjackContext): string => `blackjack-${c.roundNo}`;

const applyDecision = (context: BlackjackContext, decision: Decision): Partial<BlackjackContext> => {
  const step = decide(context.round as RoundState, decision, context.rng);
  return { round: step.state, events: [...step.events], pending: null, notice: null };
};

const withPlacements = (context: BlackjackContext, next: Placement[]): Partial<BlackjackContext> => {
  const problem = tableProblem(context.rules, context.balance, next);
  return problem ? { notice: problem } : { placements: next, notice: null };
};

const phaseIs =
  (phase: RoundState['phase']) =>
  ({ context }: { context: BlackjackContext }) =>
    context.round?.phase === phase;

/** Where play goes once the table has caught up with a step. */
const ROUTE = [
  { guard: 'inInsurance', target: '#blackjack.insurance' },
  { guard: 'inPlayerTurn', target: '#blackjack.playerTurn' },
  { guard: 'inDealerTurn', target: '#blackjack.dealerTurn' },
  { target: '#blackjack.crediting' },
] as const;

const DECISION = [
  { guard: 'legalWithStake', target: '#blackjack.staking', actions: 'holdDecision' },
  { guard: 'legal', target: '#blackjack.resolving', actions: 'applyDecision' },
] as const;

/** A computer player's decision, made by the machine after a human-paced delay. */
const ROBOT = {
  src: 'robotPause',
  input: ({ context }: { context: BlackjackContext }) => ({
    ms: robotTurn(context) === null ? null : context.robotDelay,
  }),
  onDone: { guard: 'robotTurn', target: '#blackjack.resolving', actions: 'robotPlays' },
} as const;

export const blackjackMachine = setup({
  types: {
    context: {} as BlackjackContext,
    events: {} as BlackjackEvent,
    input: {} as BlackjackInput,
  },
  actors: {
    debit: fromPromise<Minor, Transfer>(({ input }) => input.wallet.debit(input.amount, input.roundId)),
    credit: fromPromise<Minor, Transfer>(({ input }) => input.wallet.credit(input.amount, input.roundId)),
    // A computer player's thinking time; never ends on the player's turn. An invoked actor rather
    // than a delayed event, so a table resumed from a snapshot starts it again.
    robotPause: fromPromise<void, { ms: number | null }>(
      ({ input }) => new Promise((done) => input.ms !== null && setTimeout(done, input.ms)),
    ),
  },
  delays: {
    animationTimeout: ({ context }) => context.animationTimeout,
  },
  guards: {
    validSeat: ({ context, event }) => {
      const seat = (event as { seat: number }).seat;
      return Number.isInteger(seat) && seat >= 1 && seat <= context.rules.seats;
    },
    hasChips: ({ context }) => context.placements.length > 0,
    hasLastBets: ({ context }) => context.lastBets !== null,
    canDeal: ({ context }) => dealProblem(context.rules, context.balance, context.placements) === null,
    legal: ({ context, event }) => isLegal(context, event),
    legalWithStake: ({ context, event }) =>
      isLegal(context, event) && stakeFor(context.round as RoundState, decisionOf(context, event)!) > 0,
    robotTurn: ({ context }) => robotTurn(context) !== null,
    inInsurance: phaseIs('insurance'),
    inPlayerTurn: phaseIs('player'),
    inDealerTurn: phaseIs('dealer'),
  },
  actions: {
    selectSeat: assign(({ event }) => ({ seat: (event as { seat: number }).seat, notice: null })),
    selectChip: assign(({ context, event }) => {
      const value = (event as { value: Minor }).value;
      if (!context.rules.chips.includes(value)) {
        return { notice: `there is no ${value} chip (chips: ${context.rules.chips.join(', ')})` };
      }
      return { chip: value, notice: null };
    }),
    placeChip: assign(({ context, event }) => {
      const e = event as Extract<BlackjackEvent, { type: 'bet.place' }>;
      const chip: Placement = {
        seat: e.seat ?? context.seat,
        spot: e.spot ?? 'main',
        amount: e.amount ?? context.chip,
      };
      return withPlacements(context, [...context.placements, chip]);
    }),
    removeChip: assign(({ context, event }) => {
      const e = event as Extract<BlackjackEvent, { type: 'bet.remove' }>;
      const next = removeLast(context.placements, e.seat ?? context.seat, e.spot ?? 'main');
      return next ? { placements: next, notice: null } : { notice: 'there is no chip there to remove' };
    }),
    clear: assign({ placements: [], notice: null }),
    rebet: assign(({ context }) => withPlacements(context, placementsOf(context.lastBets ?? []))),
    explainDeal: assign(({ context }) => ({ notice: dealProblem(context.rules, context.balance, context.placements) })),
    fixBets: assign(({ context }) => ({ roundNo: context.roundNo + 1, notice: null, events: [], round: null })),
    refuseDebit: assign(({ event }) => ({
      notice: `the stake could not be taken: ${((event as { error?: unknown }).error as Error)?.message}`,
      pending: null,
    })),
    deal: assign(({ context, event }) => {
      // The stake is already debited; the engine counts from the balance before it, plus what the
      // computer players stake (their money never touches the wallet).
      const { rules, robots } = context;
      const bets = [...betsOf(context.placements), ...robotBets(rules, robots)];
      const balance = context.balance + robotStake(rules, robots);
      const step = startRound(dealingRules(rules, robots), context.shoe, bets, balance, context.rng);
      return { round: step.state, events: [...step.events], balance: (event as unknown as { output: Minor }).output };
    }),
    holdDecision: assign(({ context, event }) => ({ pending: decisionOf(context, event), notice: null })),
    applyDecision: assign(({ context, event }) => applyDecision(context, decisionOf(context, event)!)),
    robotPlays: assign(({ context }) => applyDecision(context, robotDecision(context.rules, context.round!)!)),
    applyPending: assign(({ context, event }) => ({
      ...applyDecision(context, context.pending!),
      balance: (event as unknown as { output: Minor }).output,
    })),
    dealerPlays: assign(({ context }) => {
      const step = playDealer(context.round as RoundState, context.rng);
      return { round: step.state, events: [...step.events] };
    }),
    setBalance: assign(({ event }) => ({ balance: (event as unknown as { output: Minor }).output })),
    refuseCredit: assign(({ event }) => ({
      notice: `the win could not be paid yet: ${((event as { error?: unknown }).error as Error)?.message}`,
    })),
    showPayout: assign(({ context }) => ({
      events: context.round
        ? [
            {
              type: 'round.over',
              staked: playerStaked(context.round, context.rules.seats),
              returned: playerReturned(context.round, context.rules.seats),
            },
          ]
        : [{ type: 'round.over', staked: 0, returned: 0 }],
    })),
    newBets: assign(({ context }) => ({
      lastBets: betsOf(context.placements),
      placements: [],
      events: [],
      shoe: context.round?.shoe ?? context.shoe,
    })),
  },
}).createMachine({
  id: 'blackjack',
  context: ({ input }) => ({
    rules: input.rules,
    wallet: input.wallet,
    rng: input.rng,
    animationTimeout: input.animationTimeout ?? 15_000,
    robots: input.robots ?? 0,
    robotDelay: input.robotDelay ?? 900,
    balance: input.wallet.balance(),
    chip: input.rules.chips[0] ?? input.rules.minBet,
    seat: 1,
    placements: [],
    lastBets: null,
    roundNo: 0,
    shoe: input.shoe ?? createShoe(input.rules.decks, input.rules.shuffle, input.rng),
    round: null,
    events: [],
    pending: null,
    notice: null,
  }),
  initial: 'betting',
  states: {
    betting: {
      on: {
        'seat.select': { guard: 'validSeat', actions: 'selectSeat' },
        'chip.select': { actions: 'selectChip' },
        'bet.place': { actions: 'placeChip' },
        'bet.remove': { guard: 'hasChips', actions: 'removeChip' },
        'bet.clear': { guard: 'hasChips', actions: 'clear' },
        'bet.rebet': { guard: 'hasLastBets', actions: 'rebet' },
        'round.deal': [{ guard: 'canDeal', target: 'debiting', actions: 'fixBets' }, { actions: 'explainDeal' }],
      },
    },
    debiting: {
      invoke: {
        src: 'debit',
        input: ({ context }) => ({
          wallet: context.wallet,
          amount: totalOf(context.placements),
          roundId: roundId(context),
        }),
        onDone: { target: 'dealing', actions: 'deal' },
        onError: { target: 'betting', actions: 'refuseDebit' },
      },
    },
    dealing: { on: { 'anim.done': ROUTE }, after: { animationTimeout: ROUTE } },
    insurance: {
      on: { 'insurance.accept': DECISION, 'insurance.decline': DECISION },
      invoke: ROBOT,
    },
    playerTurn: {
      invoke: ROBOT,
      on: {
        'player.hit': DECISION,
        'player.stand': DECISION,
        'player.double': DECISION,
        'player.split': DECISION,
        'player.surrender': DECISION,
      },
    },
    staking: {
      invoke: {
        src: 'debit',
        input: ({ context }) => ({
          wallet: context.wallet,
          amount: stakeFor(context.round as RoundState, context.pending!),
          roundId: roundId(context),
        }),
        onDone: { target: 'resolving', actions: 'applyPending' },
        onError: [
          { guard: 'inInsurance', target: 'insurance', actions: 'refuseDebit' },
          { target: 'playerTurn', actions: 'refuseDebit' },
        ],
      },
    },
    resolving: { on: { 'anim.done': ROUTE }, after: { animationTimeout: ROUTE } },
    dealerTurn: {
      entry: 'dealerPlays',
      on: { 'anim.done': 'crediting' },
      after: { animationTimeout: 'crediting' },
    },
    crediting: {
      initial: 'paying',
      states: {
        paying: {
          invoke: {
            src: 'credit',
            input: ({ context }) => ({
              wallet: context.wallet,
              amount: context.round ? playerReturned(context.round, context.rules.seats) : 0,
              roundId: roundId(context),
            }),
            onDone: { target: '#blackjack.payout', actions: 'setBalance' },
            onError: { target: 'failed', actions: 'refuseCredit' },
          },
        },
        failed: { on: { 'round.retry': { target: 'paying' } } },
      },
    },
    payout: {
      entry: 'showPayout',
      on: { 'anim.done': { target: 'betting', actions: 'newBets' } },
      after: { animationTimeout: { target: 'betting', actions: 'newBets' } },
    },
  },
});

export type BlackjackActor = ActorRefFrom<typeof blackjackMachine>;
export type BlackjackSnapshot = SnapshotFrom<typeof blackjackMachine>;
