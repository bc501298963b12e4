/**
 * European roulette on the server: the bets are checked, the wheel spun and the layout settled and
 * paid in the call that opens the round. The winning number is the provably fair stream's
 * int(37) (SERVER.md), the number itself.
 */
import { expandBet, type Stake } from '../../engine/roulette/bets';
import { RouletteRuleError } from '../../engine/roulette/problems';
import { rouletteTable } from '../../engine/roulette/rules';
import { limitProblem, settle, stakedTotal } from '../../engine/roulette/settle';
import { POCKETS, spinTo } from '../../engine/roulette/wheel';
import { badRequest, isPlainObject, onlyFields } from './bets-shape';
import type { RoundRecordData, TableGame } from './types';

interface RouletteBet {
  bet: string;
  amount: number;
}

export function rouletteGame(table: string): TableGame {
  const rules = rouletteTable(table);
  const stakesOf = (bets: readonly RouletteBet[]): Stake[] => bets.flatMap((b) => expandBet(b.bet, b.amount));

  return {
    game: 'roulette',
    table,
    shoe: null,

    checkBets(raw, tier, balance) {
      if (tier !== undefined) throw badRequest('tier', `no tier: ${table} has one set of limits`);
      if (!Array.isArray(raw)) throw badRequest('bets', 'an array of { bet, amount }');
      if (raw.length === 0) throw new RouletteRuleError({ code: 'bet.none' });
      raw.forEach((b, i) => {
        if (!isPlainObject(b)) throw badRequest(`bets[${i}]`, 'an object { bet, amount }');
        onlyFields(b, ['bet', 'amount'], `bets[${i}]`);
      });
      const bets = raw as RouletteBet[];
      const stakes = stakesOf(bets);
      const limit = limitProblem(rules, stakes);
      if (limit) throw new RouletteRuleError(limit);
      const total = stakedTotal(stakes);
      if (total > balance) throw new RouletteRuleError({ code: 'bet.overBalance', total, balance });
      return { bets, stake: total, tier: null };
    },

    open(checked, _balanceBefore, _shoe, rng) {
      const bets = checked.bets as RouletteBet[];
      const spin = spinTo(rng.int(POCKETS));
      const { settlement, events } = settle(rules, stakesOf(bets), spin);
      return {
        status: 'settled',
        phase: 'settled',
        secret: null,
        shoe: null,
        view: { bets, spin, settlement },
        events: [{ type: 'wheel.spin', spin }, ...events],
        legal: [],
        staked: settlement.staked,
        returned: settlement.returned,
        record: {
          bets,
          result: spin.number,
          outcome: { spin, stakes: settlement.stakes },
          staked: settlement.staked,
          returned: settlement.returned,
        },
      };
    },

    replay(record: RoundRecordData) {
      const { settlement } = settle(rules, stakesOf(record.bets as RouletteBet[]), spinTo(record.result as number));
      return { staked: settlement.staked, returned: settlement.returned };
    },
  };
}
