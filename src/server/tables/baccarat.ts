/**
 * Punto Banco on the server: the round is dealt, settled and paid in the call that opens it. The
 * table's shoe (shuffled before every round at both tables) stays in the database between rounds.
 */
import { BaccaratRuleError } from '../../engine/baccarat/problems';
import { BET_AREAS, type Bets, betProblem, tableRules, totalStake } from '../../engine/baccarat/rules';
import { settle } from '../../engine/baccarat/settle';
import { dealRound } from '../../engine/baccarat/tableau';
import { SeededRng } from '../../engine/shared/rng';
import { beginRound, endRound, roundCards, type ShoeState, stackedShoe } from '../../engine/shared/shoe';
import { amountFields, badRequest, isPlainObject, onlyFields } from './bets-shape';
import type { RoundRecordData, TableGame } from './types';

export function baccaratGame(table: string): TableGame {
  const rules = tableRules(table);

  const play = (bets: Bets, shoe: ShoeState, rng: SeededRng | Parameters<typeof dealRound>[1]) => {
    const dealt = dealRound(beginRound(shoe, rng), rng);
    const { tableau } = dealt;
    if (!tableau.outcome) throw new Error('a dealt baccarat round has an outcome');
    const settlement = settle(bets, tableau.outcome.winner, rules);
    return { dealt, tableau, outcome: tableau.outcome, settlement };
  };

  return {
    game: 'baccarat',
    table,
    shoe: { decks: rules.decks, shuffle: rules.shuffle },

    checkBets(raw, tier, balance) {
      if (tier !== undefined) throw badRequest('tier', `no tier: ${table} has one set of limits`);
      if (!isPlainObject(raw)) throw badRequest('bets', 'an object { player, banker, tie } of minor units');
      onlyFields(raw, BET_AREAS, 'bets');
      amountFields(raw, BET_AREAS, 'bets');
      const bets = { player: 0, banker: 0, tie: 0, ...raw } as Bets;
      const problem = betProblem(bets, rules, balance);
      if (problem) throw new BaccaratRuleError(problem);
      return { bets, stake: totalStake(bets), tier: null };
    },

    open(checked, _balanceBefore, shoe, rng) {
      const bets = checked.bets as Bets;
      const { dealt, tableau, outcome, settlement } = play(bets, shoe as ShoeState, rng);
      const { winner, playerTotal, bankerTotal, natural } = outcome;
      const record = { winner, playerTotal, bankerTotal, natural };
      const view = { bets, tableau, settlement, record };
      return {
        status: 'settled',
        phase: 'settled',
        secret: null,
        shoe: endRound(dealt.shoe, rng),
        view,
        events: [...dealt.events, ...settlement.events],
        legal: [],
        staked: settlement.staked,
        returned: settlement.returned,
        record: {
          bets,
          cards: [...roundCards(dealt.shoe)],
          outcome: { player: tableau.player, banker: tableau.banker, ...record, areas: settlement.areas },
          staked: settlement.staked,
          returned: settlement.returned,
        },
      };
    },

    replay(record: RoundRecordData) {
      const { settlement } = play(record.bets as Bets, stackedShoe(record.cards ?? []), new SeededRng(0));
      return { staked: settlement.staked, returned: settlement.returned };
    },
  };
}
