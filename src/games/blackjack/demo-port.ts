/**
 * The blackjack round port of demo play: the engine runs here in the browser, and the round's
 * secret part (the shoe's order, the hole card) stays in the demo bank with the round, never in
 * the machine or the view. The table's shoe is made when the table opens (the engine's own
 * order of RNG draws: shoe, then rounds) and lasts between rounds and visits.
 */
import {
  actTableRound,
  BlackjackRuleError,
  type BlackjackRules,
  betsProblem,
  type Decision,
  decisionStake,
  legalMoves,
  openTableRound,
  type RoundState,
  type SeatBet,
  type Step,
  tableRound,
  turnSeat,
} from '../../engine/blackjack/index';
import { sum } from '../../engine/shared/money';
import type { Rng } from '../../engine/shared/rng';
import type { ShoeState } from '../../engine/shared/shoe';
import type { BlackjackPort } from '../../machines/blackjack/port';
import { BankRefusal, type BankTx, type DemoBank, type OpenRound } from '../../platform/demo-bank';
import type { GameHistory } from '../../platform/history';
import { isRecord } from '../../platform/storage';
import { demoCall } from '../table/demo-call';
import {
  keepRound,
  openAnswer,
  type RoundMeta,
  settleRound,
  stakeMore,
  stakeRound,
  voidUnreadable,
} from '../table/demo-round';
import { keptShoe, prepareShoe, shoeIn } from '../table/shoe';
import { roundRecord } from './record';

export interface BlackjackDemoOptions {
  bank: DemoBank;
  history: GameHistory | null;
  table: string;
  rules: BlackjackRules;
  rng: Rng;
  /** A stacked shoe (tests): the table deals from it instead of a shuffled one. */
  shoe?: ShoeState;
}

const GAME = 'blackjack';

/**
 * The engine's round kept with an open round, when it reads back whole and agrees with the money
 * the bank took for it (a round that does not cannot be played on: it is void).
 */
function roundOf(open: OpenRound, rules: BlackjackRules): RoundState | null {
  const saved = isRecord(open.state) ? open.state.round : null;
  if (!isRecord(saved) || !Array.isArray(saved.seats) || !isRecord(saved.dealer) || !isRecord(saved.rules)) return null;
  const state = saved as unknown as RoundState;
  if (!keptShoe({ shoe: state.shoe }, state.rules)) return null;
  try {
    return tableRound(rules, state).staked === sum(open.stakes) ? state : null;
  } catch {
    return null;
  }
}

/**
 * Voids the open blackjack round when it cannot be played on (see `roundOf`), before a table
 * decides where it opens: `rulesOf` gives the rules of the round's own table.
 */
export function voidUnplayable(
  bank: DemoBank,
  history: GameHistory | null,
  rulesOf: (table: string) => BlackjackRules,
): void {
  voidUnreadable(bank, history, GAME, (open) => roundOf(open, rulesOf(open.table)) !== null);
}

export function blackjackDemoPort(o: BlackjackDemoOptions): BlackjackPort {
  const { bank, rules, table, rng } = o;
  const key = `${GAME}:${table}`;
  voidUnplayable(bank, o.history, () => rules);
  prepareShoe(bank, key, rules, rng, o.shoe);

  const figures = (state: RoundState) => {
    const view = tableRound(rules, state);
    return { view, staked: view.staked, returned: view.returned };
  };

  /** A step's round: settled when over (paid, to history), else kept for the next decision. */
  const finish = (tx: BankTx, meta: RoundMeta, step: Step) => {
    const { state } = step;
    if (state.phase !== 'over')
      return keepRound(tx, meta, { round: state }, { ...figures(state), events: step.events });
    tx.setTable(key, { shoe: state.shoe });
    return settleRound(tx, meta, { ...figures(state), events: step.events, record: roundRecord(state, rules.seats) });
  };

  const call = (request: { requestId: string; body: unknown }, work: (tx: BankTx) => ReturnType<typeof finish>) =>
    demoCall(bank, o.history, GAME, request, work, BlackjackRuleError);

  return {
    open: ({ requestId, bets }) =>
      call({ requestId, body: { op: 'open', table, bets } }, (tx) => {
        if (tx.round(GAME)) throw new BankRefusal('round-in-progress', `${GAME} has a round open`);
        const problem = betsProblem(rules, bets, tx.balance);
        if (problem) throw new BlackjackRuleError(problem);
        const before = tx.balance;
        const meta = stakeRound(tx, GAME, table, sum(bets.map((b: SeatBet) => b.main + (b.perfectPairs ?? 0))));
        return finish(tx, meta, openTableRound(rules, shoeIn(tx, key, rules, rng), bets, before, rng));
      }),

    act: ({ requestId, roundId, decision }) =>
      call({ requestId, body: { op: 'act', roundId, decision } }, (tx) => {
        const open = tx.round(GAME);
        const state = open && open.id === roundId ? roundOf(open, rules) : null;
        if (!open || !state) throw new BankRefusal('no-round', `no open ${GAME} round ${roundId}`);
        refuseIllegal(rules, state, decision);
        const { state: _, ...meta } = open;
        const staked = stakeMore(tx, meta, decisionStake(state, decision));
        return finish(tx, staked, actTableRound(rules, state, decision, rng));
      }),

    resume: () =>
      Promise.resolve(
        bank.peek((tx) => {
          const open = tx.round(GAME);
          const state = open && open.table === table ? roundOf(open, rules) : null;
          if (!open || !state) return null;
          const { state: _, ...meta } = open;
          return openAnswer(meta, figures(state), tx.balance);
        }),
      ),
  };
}

/** A decision that is not the player's to make now is refused with the legal moves. */
function refuseIllegal(rules: BlackjackRules, state: RoundState, decision: Decision): void {
  const seat = turnSeat(state);
  const legal = seat !== null && seat <= rules.seats ? legalMoves(state) : [];
  if (!legal.includes(decision)) {
    const hand = state.phase === 'player' && state.turn ? state.turn.hand + 1 : null;
    throw new BlackjackRuleError({ code: 'move.illegal', decision, seat, hand, legal });
  }
}
