/**
 * The roulette round port of demo play: the bets are checked against the table, the stakes taken,
 * the wheel spun and the layout settled and paid in the call that opens the round, in one bank
 * write.
 */
import { expandBet, type Stake } from '../../engine/roulette/bets';
import { RouletteRuleError } from '../../engine/roulette/problems';
import type { RouletteTable } from '../../engine/roulette/rules';
import { limitProblem, settle, stakedTotal } from '../../engine/roulette/settle';
import { spinWheel } from '../../engine/roulette/wheel';
import type { Rng } from '../../engine/shared/rng';
import type { RoulettePort } from '../../machines/roulette/port';
import type { GameHistory } from '../../platform/history';
import type { DemoBank } from '../bank/demo-bank';
import { demoCall, RoundMalfunction } from '../table/demo-call';
import { settleRound, stakeRound } from '../table/demo-round';
import { roundRecord } from './record';

export interface RouletteDemoOptions {
  bank: DemoBank;
  history: GameHistory | null;
  table: RouletteTable;
  rng: Rng;
}

const GAME = 'roulette';

export function rouletteDemoPort(o: RouletteDemoOptions): RoulettePort {
  const { bank, table, rng } = o;
  return {
    open: ({ requestId, bets }) =>
      demoCall(
        bank,
        o.history,
        GAME,
        { requestId, body: { op: 'open', table: table.id, bets } },
        (tx) => {
          // This port never leaves a round open: one that is (an older build's, a tampered
          // storage, a void at opening the storage refused) cannot be read back, and is void.
          if (tx.round(GAME)) throw new RoundMalfunction('unreadable', `${GAME} has a round open`);
          if (bets.length === 0) throw new RouletteRuleError({ code: 'bet.none' });
          const stakes: Stake[] = bets.flatMap((b) => expandBet(b.bet, b.amount));
          const limit = limitProblem(table, stakes);
          if (limit) throw new RouletteRuleError(limit);
          const total = stakedTotal(stakes);
          if (total > tx.balance) throw new RouletteRuleError({ code: 'bet.overBalance', total, balance: tx.balance });
          const meta = stakeRound(tx, GAME, table.id, total);
          const spin = spinWheel(rng);
          const { settlement, events } = settle(table, stakes, spin);
          return settleRound(tx, meta, {
            view: { bets, spin, settlement },
            events: [{ type: 'wheel.spin', spin }, ...events],
            staked: settlement.staked,
            returned: settlement.returned,
            record: roundRecord(bets, settlement),
          });
        },
        RouletteRuleError,
      ),
    // Spins are settled in the call that opens them: none is ever left open.
    act: () => Promise.reject(new Error('roulette takes no decisions')),
    resume: () => Promise.resolve(null),
  };
}
