/**
 * The baccarat round port of demo play: the engine deals and settles the round in the call that
 * opens it, with the stakes and the payment in the same bank write. The table's shoe (shuffled
 * before every round at both tables) is kept with the table between rounds.
 */
import { BaccaratRuleError } from '../../engine/baccarat/problems';
import type { RoundRecord } from '../../engine/baccarat/roads';
import { type BaccaratRules, betProblem, totalStake } from '../../engine/baccarat/rules';
import { settle } from '../../engine/baccarat/settle';
import { dealRound } from '../../engine/baccarat/tableau';
import { beginRound, endRound } from '../../engine/shared/shoe';
import type { BaccaratPort } from '../../machines/baccarat/port';
import { demoCall, RoundMalfunction } from '../table/demo-call';
import { settleRound, stakeRound } from '../table/demo-round';
import { type CardTableOptions, prepareShoe, shoeIn } from '../table/shoe';
import { roundRecord } from './record';

const GAME = 'baccarat';

export function baccaratDemoPort(o: CardTableOptions<BaccaratRules>): BaccaratPort {
  const { bank, rules, table, rng } = o;
  const key = `${GAME}:${table}`;
  prepareShoe(bank, key, rules, rng, o.shoe);

  return {
    open: ({ requestId, bets }) =>
      demoCall(
        bank,
        o.history,
        GAME,
        { requestId, body: { op: 'open', table, bets } },
        (tx) => {
          // This port never leaves a round open: one that is (an older build's, a tampered
          // storage, a void at opening the storage refused) cannot be read back, and is void.
          if (tx.round(GAME)) throw new RoundMalfunction('unreadable', `${GAME} has a round open`);
          const problem = betProblem(bets, rules, tx.balance);
          if (problem) throw new BaccaratRuleError(problem);
          const meta = stakeRound(tx, GAME, table, totalStake(bets));
          const dealt = dealRound(beginRound(shoeIn(tx, key, rules, rng), rng), rng);
          tx.setTable(key, { shoe: endRound(dealt.shoe, rng) });
          const { tableau } = dealt;
          if (!tableau.outcome) throw new Error('a dealt baccarat round has an outcome');
          const { winner, playerTotal, bankerTotal, natural } = tableau.outcome;
          const settlement = settle(bets, winner, rules);
          const record: RoundRecord = { winner, playerTotal, bankerTotal, natural };
          return settleRound(tx, meta, {
            view: { bets, tableau, settlement, record },
            events: [...dealt.events, ...settlement.events],
            staked: settlement.staked,
            returned: settlement.returned,
            record: roundRecord(settlement, tableau),
          });
        },
        BaccaratRuleError,
      ),
    // Rounds are settled in the call that opens them: none is ever left open.
    act: () => Promise.reject(new Error('baccarat takes no decisions')),
    resume: () => Promise.resolve(null),
  };
}
