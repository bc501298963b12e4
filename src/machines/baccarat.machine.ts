/**
 * The baccarat table as an XState v5 statechart: betting → debiting → dealing (four cards, then
 * third cards) → crediting → payout → betting. The machine owns the phase; the engine
 * (src/engine/baccarat) owns cards and money. Every dealing and payout step puts the events it
 * produced in `context.events` and waits for `anim.done`, so the view animates them first.
 *
 * Wallet and RNG arrive in the input and are not data: `persistBaccarat` saves a snapshot
 * without them and `resumeBaccarat` puts them back, so a round can resume where it stopped.
 */
import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { RoundRecord } from '../engine/baccarat/roads';
import { type BaccaratRules, type BetArea, type Bets, NO_BETS, totalStake } from '../engine/baccarat/rules';
import { type SettleEvent, type Settlement, settle } from '../engine/baccarat/settle';
import {
  dealInitial,
  dealThirdCards,
  EMPTY_TABLEAU,
  type Tableau,
  type TableauEvent,
} from '../engine/baccarat/tableau';
import type { Minor } from '../engine/shared/money';
import type { Rng } from '../engine/shared/rng';
import { beginRound, createShoe, endRound, type ShoeState } from '../engine/shared/shoe';
import {
  betsOf,
  doubled,
  nextBatch,
  type Placement,
  placementsFor,
  removeChip,
  tableProblem,
  undoLast,
} from './baccarat/bets';
import { dealProblem } from './baccarat/moves';
import { type Ports, persistWithoutPorts, type WalletPort, withPorts } from './ports';

export { type BaccaratMove, dealProblem, legalMoves } from './baccarat/moves';

export interface BaccaratInput {
  rules: BaccaratRules;
  wallet: WalletPort;
  rng: Rng;
  /** A shoe to deal from (a stacked shoe in tests); otherwise a fresh one by the rules. */
  shoe?: ShoeState;
  /** Round history to show on the roads (a returning player's table). */
  history?: RoundRecord[];
}

export type BaccaratTool = 'chip' | 'remove';

export interface BaccaratContext {
  rules: BaccaratRules;
  wallet: WalletPort;
  rng: Rng;
  balance: Minor;
  chip: Minor;
  tool: BaccaratTool;
  placements: Placement[];
  /** The bets of the last round dealt (SAME BETS, REBET ×2). */
  lastBets: Bets | null;
  /** The bets of the round in play (fixed at DEAL). */
  bets: Bets;
  round: number;
  shoe: ShoeState;
  tableau: Tableau;
  /** What happened in the current step, for the view to animate before it sends anim.done. */
  events: (TableauEvent | SettleEvent)[];
  settlement: Settlement | null;
  history: RoundRecord[];
  /** Why the last request was refused, for the view to show; null after a move that worked. */
  notice: string | null;
}

export type BaccaratEvent =
  | { type: 'chip.select'; value: Minor }
  | { type: 'tool.remove' }
  | { type: 'bet.place'; area: BetArea }
  | { type: 'bet.remove'; area: BetArea }
  | { type: 'bet.undo' }
  | { type: 'bet.clear' }
  | { type: 'bet.rebet' }
  | { type: 'bet.double' }
  | { type: 'round.deal' }
  | { type: 'round.retry' }
  | { type: 'anim.done' };

/** What the debit and credit actors receive. */
export interface Transfer {
  wallet: WalletPort;
  amount: Minor;
  roundId: string;
}

const roundId = (c: BaccaratContext): string => `baccarat-${c.round}`;

function withBets(c: BaccaratContext, next: Placement[]): Partial<BaccaratContext> {
  const problem = tableProblem(betsOf(next), c.rules, c.balance);
  return problem ? { notice: problem } : { placements: next, notice: null };
}

export const baccaratMachine = setup({
  types: {
    context: {} as BaccaratContext,
    events: {} as BaccaratEvent,
    input: {} as BaccaratInput,
  },
  actors: {
    debit: fromPromise<Minor, Transfer>(({ input }) => input.wallet.debit(input.amount, input.roundId)),
    credit: fromPromise<Minor, Transfer>(({ input }) => input.wallet.credit(input.amount, input.roundId)),
  },
  guards: {
    hasChips: ({ context }) => context.placements.length > 0,
    canDeal: ({ context }) => dealProblem(context) === null,
    hasLastBets: ({ context }) => context.lastBets !== null,
    removing: ({ context }) => context.tool === 'remove',
    needsThirdCards: ({ context }) => context.tableau.phase === 'third',
  },
  actions: {
    selectChip: assign(({ context, event }) => {
      const value = (event as { value: Minor }).value;
      if (!context.rules.chips.includes(value)) {
        return { notice: `there is no ${value} chip (chips: ${context.rules.chips.join(', ')})` };
      }
      return { chip: value, tool: 'chip' as const, notice: null };
    }),
    selectRemove: assign({ tool: 'remove' as const, notice: null }),
    placeChip: assign(({ context, event }) => {
      const area = (event as { area: BetArea }).area;
      return withBets(context, [
        ...context.placements,
        { area, amount: context.chip, batch: nextBatch(context.placements) },
      ]);
    }),
    removeChip: assign(({ context, event }) => {
      const area = (event as { area: BetArea }).area;
      const next = removeChip(context.placements, area);
      return next ? { placements: next, notice: null } : { notice: `there is no chip on ${area}` };
    }),
    undo: assign(({ context }) => ({ placements: undoLast(context.placements), notice: null })),
    clear: assign({ placements: [], notice: null }),
    rebet: assign(({ context }) => withBets(context, placementsFor(context.lastBets ?? NO_BETS, 1))),
    rebetDouble: assign(({ context }) => withBets(context, placementsFor(doubled(context.lastBets ?? NO_BETS), 1))),
    explainDeal: assign(({ context }) => ({ notice: dealProblem(context) })),
    fixBets: assign(({ context }) => {
      const bets = betsOf(context.placements);
      return { bets, round: context.round + 1, notice: null, events: [], settlement: null, tableau: EMPTY_TABLEAU };
    }),
    refuseDebit: assign(({ event }) => ({
      notice: `the stake could not be taken: ${(event as { error?: Error }).error?.message}`,
    })),
    setBalance: assign(({ event }) => ({ balance: (event as unknown as { output: Minor }).output })),
    dealFirstCards: assign(({ context }) => {
      const step = dealInitial(beginRound(context.shoe, context.rng), context.rng);
      return { shoe: step.shoe, tableau: step.tableau, events: step.events };
    }),
    dealThirdCards: assign(({ context }) => {
      const step = dealThirdCards(context.tableau, context.shoe, context.rng);
      return { shoe: step.shoe, tableau: step.tableau, events: step.events };
    }),
    settleRound: assign(({ context }) => {
      const outcome = context.tableau.outcome!;
      const settlement = settle(context.bets, outcome.winner, context.rules);
      const record: RoundRecord = {
        winner: outcome.winner,
        playerTotal: outcome.playerTotal,
        bankerTotal: outcome.bankerTotal,
        natural: outcome.natural,
      };
      return {
        settlement,
        shoe: endRound(context.shoe, context.rng),
        history: [...context.history, record],
        lastBets: context.bets,
      };
    }),
    showPayout: assign(({ context }) => ({ events: context.settlement?.events ?? [] })),
    refuseCredit: assign(({ event }) => ({
      notice: `the win could not be paid yet: ${(event as { error?: Error }).error?.message}`,
    })),
    newBets: assign({ placements: [], events: [], tableau: EMPTY_TABLEAU, settlement: null, bets: NO_BETS }),
  },
}).createMachine({
  id: 'baccarat',
  context: ({ input }) => ({
    rules: input.rules,
    wallet: input.wallet,
    rng: input.rng,
    balance: input.wallet.balance(),
    chip: input.rules.chips[0] ?? 0,
    tool: 'chip',
    placements: [],
    lastBets: null,
    bets: NO_BETS,
    round: 0,
    shoe: input.shoe ?? createShoe(input.rules.decks, input.rules.shuffle, input.rng),
    tableau: EMPTY_TABLEAU,
    events: [],
    settlement: null,
    history: input.history ?? [],
    notice: null,
  }),
  initial: 'betting',
  states: {
    betting: {
      on: {
        'chip.select': { actions: 'selectChip' },
        'tool.remove': { actions: 'selectRemove' },
        'bet.place': [{ guard: 'removing', actions: 'removeChip' }, { actions: 'placeChip' }],
        'bet.remove': { actions: 'removeChip' },
        'bet.undo': { guard: 'hasChips', actions: 'undo' },
        'bet.clear': { guard: 'hasChips', actions: 'clear' },
        'bet.rebet': { guard: 'hasLastBets', actions: 'rebet' },
        'bet.double': { guard: 'hasLastBets', actions: 'rebetDouble' },
        'round.deal': [{ guard: 'canDeal', target: 'debiting', actions: 'fixBets' }, { actions: 'explainDeal' }],
      },
    },
    debiting: {
      invoke: {
        src: 'debit',
        input: ({ context }) => ({
          wallet: context.wallet,
          amount: totalStake(context.bets),
          roundId: roundId(context),
        }),
        onDone: { target: 'dealing', actions: 'setBalance' },
        onError: { target: 'betting', actions: 'refuseDebit' },
      },
    },
    dealing: {
      initial: 'firstCards',
      states: {
        firstCards: {
          entry: 'dealFirstCards',
          on: {
            'anim.done': [{ guard: 'needsThirdCards', target: 'thirdCards' }, { target: '#baccarat.crediting' }],
          },
        },
        thirdCards: {
          entry: 'dealThirdCards',
          on: { 'anim.done': { target: '#baccarat.crediting' } },
        },
      },
    },
    crediting: {
      entry: 'settleRound',
      initial: 'paying',
      states: {
        paying: {
          invoke: {
            src: 'credit',
            input: ({ context }) => ({
              wallet: context.wallet,
              amount: context.settlement?.returned ?? 0,
              roundId: roundId(context),
            }),
            onDone: { target: '#baccarat.payout', actions: 'setBalance' },
            onError: { target: 'failed', actions: 'refuseCredit' },
          },
        },
        failed: { on: { 'round.retry': { target: 'paying' } } },
      },
    },
    payout: {
      entry: 'showPayout',
      on: { 'anim.done': { target: 'betting', actions: 'newBets' } },
    },
  },
});

export type BaccaratActor = ActorRefFrom<typeof baccaratMachine>;
export type BaccaratSnapshot = SnapshotFrom<typeof baccaratMachine>;

/** The actor's persisted snapshot as plain JSON, without the wallet and RNG. */
export function persistBaccarat(actor: BaccaratActor): unknown {
  return persistWithoutPorts(actor);
}

/**
 * Actor options that resume a saved snapshot with the wallet and RNG put back:
 * `createActor(baccaratMachine, resumeBaccarat(saved, { wallet, rng }))`.
 */
export function resumeBaccarat(saved: unknown, ports: Ports): { snapshot: BaccaratSnapshot; input: BaccaratInput } {
  const snapshot = withPorts<BaccaratSnapshot>(saved, ports);
  return { snapshot, input: { rules: snapshot.context.rules, wallet: ports.wallet, rng: ports.rng } };
}
