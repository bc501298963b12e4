/**
 * The baccarat table as an XState v5 statechart: betting → opening (the round port takes the
 * stakes, deals and settles) → dealing (the cards, third cards included) → payout (the areas are
 * paid, the roads grow) → betting. The machine owns the phase and the chips on the felt; the
 * round port (round-port.ts) decides and pays the round. Each stage the table must show is tagged
 * `animating` and waits for `anim.done` (or, if the view never answers, the animation timeout).
 */
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { keptRounds, ROUNDS_KEPT } from '../engine/baccarat/kept-rounds';
import type { RoundRecord } from '../engine/baccarat/roads';
import { type BaccaratRules, type BetArea, type Bets, NO_BETS } from '../engine/baccarat/rules';
import type { Minor } from '../engine/shared/money';
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
import type { BaccaratRoundView, BaccaratStep, BaccaratStepEvent } from './baccarat/port';
import type { Notice } from './notices';
import { unprovidedPort } from './round-port';
import type { TableContext } from './table/context';
import * as shared from './table/context';
import { stageTimer } from './table/stage-timer';
import { animating, openFailed, opening, resuming } from './table/states';

export { legalMoves } from './baccarat/moves';

/** The roads keep this many rounds at most, dropping whole bead-plate columns (kept-rounds.ts). */
export const HISTORY_KEPT = ROUNDS_KEPT;

export interface BaccaratInput {
  rules: BaccaratRules;
  /** The wallet's balance when the table opens. */
  balance: Minor;
  /** This table's own id, the stem of its request ids. */
  callerId: string;
  /** Round history to show on the roads (a returning player's table). */
  history?: RoundRecord[];
  animationTimeout?: number;
  /** What the table opens saying (a round voided as it opened). */
  notice?: Notice | null;
}

type BaccaratTool = 'chip' | 'remove';

export interface BaccaratContext extends TableContext<Bets, never, BaccaratRoundView, BaccaratStepEvent> {
  rules: BaccaratRules;
  chip: Minor;
  tool: BaccaratTool;
  placements: Placement[];
  /** The bets of the last round dealt (SAME BETS, REBET ×2). */
  lastBets: Bets | null;
  history: RoundRecord[];
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
  | { type: 'anim.done' }
  /** The stage's timer ran out: the view never answered. */
  | { type: 'anim.timeout' }
  /** The wallet's balance changed between rounds (a rebuy). */
  | { type: 'wallet.balance'; balance: Minor };

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
  actors: { ...unprovidedPort<Bets, never, BaccaratRoundView, BaccaratStepEvent>(), stageTimer },
  guards: {
    ...shared.guards,
    hasChips: ({ context }) => context.placements.length > 0,
    canDeal: ({ context }) => dealProblem(context) === null,
    hasLastBets: ({ context }) => context.lastBets !== null,
    removing: ({ context }) => context.tool === 'remove',
  },
  actions: {
    selectChip: assign(({ context }, value: Minor) =>
      context.rules.chips.includes(value)
        ? { chip: value, tool: 'chip' as const, notice: null }
        : { notice: { code: 'chip.unknown', value } },
    ),
    selectRemove: assign({ tool: 'remove' as const, notice: null }),
    placeChip: assign(({ context }, area: BetArea) =>
      withBets(context, [...context.placements, { area, amount: context.chip, batch: nextBatch(context.placements) }]),
    ),
    removeChip: assign(({ context }, area: BetArea) => {
      const next = removeChip(context.placements, area);
      return next ? { placements: next, notice: null } : { notice: { code: 'chip.none', area } };
    }),
    undo: assign(({ context }) => ({ placements: undoLast(context.placements), notice: null })),
    clear: assign({ placements: [], notice: null }),
    rebet: assign(({ context }) => withBets(context, placementsFor(context.lastBets ?? NO_BETS, 1))),
    rebetDouble: assign(({ context }) => withBets(context, placementsFor(doubled(context.lastBets ?? NO_BETS), 1))),
    explainDeal: assign(({ context }) => ({ notice: dealProblem(context) })),
    openRound: assign(({ context }) => shared.openCall(context, betsOf(context.placements))),
    setBalance: assign((_, balance: Minor) => ({ balance })),
    refuse: assign((_, error: unknown) => ({ notice: shared.noticeOf(error) })),
    dropCall: assign({ call: null }),
    /** The round is decided: its cards are dealt first. */
    takeStep: assign(({ context }, step: BaccaratStep | null) =>
      step
        ? shared.takeStep(
            context,
            step,
            step.events.filter((e) => e.type !== 'settled'),
          )
        : {},
    ),
    /** The cards are shown: the areas are paid and the round joins the roads. */
    showPayout: assign(({ context }) => {
      const round = context.round;
      if (!round) return {};
      return {
        ...shared.nextStage(context, round.view.settlement.events),
        ...shared.paidBalance(context),
        history: keptRounds([...context.history, round.view.record]),
        lastBets: round.view.bets,
      };
    }),
    newBets: assign(({ context }) => ({ placements: [], ...shared.nextStage(context, []) })),
  },
}).createMachine({
  id: 'baccarat',
  context: ({ input }) => ({
    ...shared.initial<BaccaratStepEvent>(input),
    rules: input.rules,
    chip: input.rules.chips[0] ?? 0,
    tool: 'chip',
    placements: [],
    lastBets: null,
    history: keptRounds(input.history ?? []),
  }),
  initial: 'resuming',
  states: {
    resuming: resuming('dealing'),
    betting: {
      on: {
        'chip.select': { actions: { type: 'selectChip', params: ({ event }) => event.value } },
        'tool.remove': { actions: 'selectRemove' },
        'bet.place': [
          { guard: 'removing', actions: { type: 'removeChip', params: ({ event }) => event.area } },
          { actions: { type: 'placeChip', params: ({ event }) => event.area } },
        ],
        'bet.remove': { actions: { type: 'removeChip', params: ({ event }) => event.area } },
        'bet.undo': { guard: 'hasChips', actions: 'undo' },
        'bet.clear': { guard: 'hasChips', actions: 'clear' },
        'bet.rebet': { guard: 'hasLastBets', actions: 'rebet' },
        'bet.double': { guard: 'hasLastBets', actions: 'rebetDouble' },
        'round.deal': [{ guard: 'canDeal', target: 'opening', actions: 'openRound' }, { actions: 'explainDeal' }],
        'wallet.balance': { actions: { type: 'setBalance', params: ({ event }) => event.balance } },
      },
    },
    opening: opening('dealing'),
    dealing: animating('payout'),
    payout: { entry: 'showPayout', ...animating({ target: 'betting', actions: 'newBets' }) },
    failed: openFailed,
  },
});

export type BaccaratActor = ActorRefFrom<typeof baccaratMachine>;
export type BaccaratSnapshot = SnapshotFrom<typeof baccaratMachine>;
