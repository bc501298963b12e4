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
  type Choice,
  decisionStake,
  illegalChoiceProblem,
  openTableRound,
  type RoundState,
  type SeatBet,
  type Step,
  tableBetsProblem,
  tableRound,
} from '../../engine/blackjack/index';
import { sum } from '../../engine/shared/money';
import type { BlackjackPort } from '../../machines/blackjack/port';
import { BankRefusal, type BankTx } from '../bank/demo-bank';
import { demoCall, RoundMalfunction, voidRound } from '../table/demo-call';
import { keepRound, openAnswer, type RoundMeta, settleRound, stakeMore, stakeRound } from '../table/demo-round';
import { type CardTableOptions, prepareShoe, shoeIn } from '../table/shoe';
import { WalletFaults } from '../table/wallet-faults';
import { roundRecord } from './record';
import { roundOf, unplayableReason } from './saved-round';

const GAME = 'blackjack';

export function blackjackDemoPort(o: CardTableOptions<BlackjackRules>): BlackjackPort {
  const { bank, rules, table, rng } = o;
  const key = `${GAME}:${table}`;
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

  // Rounds stay open between calls here: a storage that keeps refusing them voids the round.
  const faults = new WalletFaults();
  const call = (request: { requestId: string; body: unknown }, work: (tx: BankTx) => ReturnType<typeof finish>) =>
    demoCall(bank, o.history, GAME, request, work, BlackjackRuleError, faults);

  return {
    open: ({ requestId, bets }) =>
      call({ requestId, body: { op: 'open', table, bets } }, (tx) => {
        if (tx.round(GAME)) throw new BankRefusal('round-in-progress', `${GAME} has a round open`);
        const problem = tableBetsProblem(rules, bets, tx.balance);
        if (problem) throw new BlackjackRuleError(problem);
        const before = tx.balance;
        const meta = stakeRound(
          tx,
          GAME,
          table,
          sum(bets.map((b: SeatBet) => b.main + (b.perfectPairs ?? 0) + (b.behind ?? 0))),
        );
        return finish(tx, meta, openTableRound(rules, shoeIn(tx, key, rules, rng), bets, before, rng));
      }),

    act: ({ requestId, roundId, decision }) =>
      call({ requestId, body: { op: 'act', roundId, decision } }, (tx) => {
        const open = tx.round(GAME);
        if (!open || open.id !== roundId) throw new BankRefusal('no-round', `no open ${GAME} round ${roundId}`);
        const state = roundOf(open, rules);
        // The round is this table's but cannot be played on (spoilt since it was saved): void.
        if (!state) throw new RoundMalfunction(unplayableReason(open, () => rules) ?? 'unplayable', open.id);
        refuseIllegal(rules, state, decision);
        const { state: _, ...meta } = open;
        const staked = stakeMore(tx, meta, decisionStake(state, decision));
        return finish(tx, staked, actTableRound(rules, state, decision, rng));
      }),

    resume: () => {
      const { open, balance } = bank.peek((tx) => ({ open: tx.round(GAME), balance: tx.balance }));
      if (!open || open.table !== table) return Promise.resolve(null);
      const state = roundOf(open, rules);
      // A round of this table that cannot be played on (spoilt since the table opened) is void.
      if (!state) return voidRound(bank, o.history, GAME, unplayableReason(open, () => rules) ?? 'unplayable');
      const { state: _, ...meta } = open;
      return Promise.resolve(openAnswer(meta, figures(state), balance));
    },
  };
}

/** A decision that is not the player's to make now is refused with the legal moves. */
function refuseIllegal(rules: BlackjackRules, state: RoundState, decision: Choice): void {
  const problem = illegalChoiceProblem(rules, state, decision);
  if (problem) throw new BlackjackRuleError(problem);
}
