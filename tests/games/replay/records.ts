/**
 * Round records as the game server keeps them (src/server/tables/*.ts), made here by the same
 * engine calls from a stacked shoe, bets and decisions: what `GET /v1/replays/{id}` answers for a
 * round the tests then replay.
 */

import { type Bets, tableRules as baccaratRules } from '../../../src/engine/baccarat/rules';
import { settle as settleCoup } from '../../../src/engine/baccarat/settle';
import { dealRound } from '../../../src/engine/baccarat/tableau';
import {
  actTableRound,
  atTier,
  type Choice,
  openTableRound,
  type SeatBet,
  tableRound,
  tableRules,
} from '../../../src/engine/blackjack/index';
import { expandBet } from '../../../src/engine/roulette/bets';
import { rouletteTable } from '../../../src/engine/roulette/rules';
import { settle as settleSpin } from '../../../src/engine/roulette/settle';
import { spinTo } from '../../../src/engine/roulette/wheel';
import { SeededRng } from '../../../src/engine/shared/rng';
import { beginRound, stackedShoe } from '../../../src/engine/shared/shoe';

export const BEFORE = 100_000;

/** The record's part of an answer, as the tests read and spoil it. */
interface TestRound {
  roundId: string;
  status: string;
  staked: number;
  returned: number;
  balanceBefore: number;
  balanceAfter: number;
  bets: unknown;
  cards: string[];
  decisions: string[];
  result?: number;
  fairness: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: each game's own outcome, read loosely by the tests
  outcome: any;
}

export interface TestAnswer {
  round: TestRound & Record<string, unknown>;
  currency: string;
  table: Record<string, unknown>;
}

/** The answer of `GET /v1/replays/{id}` around a round's own part. */
function answer(game: string, table: string, tier: string | null, round: Partial<TestRound>): TestAnswer {
  return {
    round: {
      roundId: 'r-1',
      game,
      table,
      ...(tier ? { tier } : {}),
      status: 'settled',
      reason: undefined,
      startedAt: '2025-03-01T12:00:00.000Z',
      finishedAt: '2025-03-01T12:00:20.000Z',
      outcome: {},
      fairness: null,
      decisions: [],
      cards: [],
      staked: 0,
      returned: 0,
      balanceBefore: 0,
      balanceAfter: 0,
      bets: null,
      ...round,
    },
    currency: 'EUR',
    table: { id: table, game, tier, shared: false, base: table },
  };
}

export function blackjackAnswer(o: {
  table: string;
  tier?: string | null;
  shoe: string[];
  bets: SeatBet[];
  decisions: Choice[];
}) {
  const tier = o.tier ?? null;
  const rules = tier ? atTier(tableRules(o.table), tier) : tableRules(o.table);
  const rng = new SeededRng(0);
  let step = openTableRound(rules, stackedShoe(o.shoe), o.bets, BEFORE, rng);
  let dealt = step.events.filter((e) => e.type === 'card.dealt').length;
  for (const d of o.decisions) {
    step = actTableRound(rules, step.state, d, rng);
    dealt += step.events.filter((e) => e.type === 'card.dealt').length;
  }
  if (step.state.phase !== 'over') throw new Error(`the test round is not over: ${step.state.phase}`);
  const view = tableRound(rules, step.state);
  return answer('blackjack', o.table, tier, {
    bets: o.bets.map((b) => ({ ...b })),
    cards: o.shoe.slice(0, dealt),
    decisions: [...o.decisions],
    outcome: { dealer: step.state.dealer.cards, seats: view.seats },
    staked: view.staked,
    returned: view.returned,
    balanceBefore: BEFORE,
    balanceAfter: BEFORE - view.staked + view.returned,
  });
}

export function rouletteAnswer(bets: { bet: string; amount: number }[], result: number) {
  const table = rouletteTable('roulette-european');
  const spin = spinTo(result);
  const { settlement } = settleSpin(
    table,
    bets.flatMap((b) => expandBet(b.bet, b.amount)),
    spin,
  );
  return answer('roulette', 'roulette-european', null, {
    bets,
    result,
    outcome: { spin, stakes: settlement.stakes },
    staked: settlement.staked,
    returned: settlement.returned,
    balanceBefore: BEFORE,
    balanceAfter: BEFORE - settlement.staked + settlement.returned,
  });
}

export function baccaratAnswer(bets: Bets, shoe: string[]) {
  const rules = baccaratRules('baccarat-8deck');
  const rng = new SeededRng(0);
  const dealt = dealRound(beginRound(stackedShoe(shoe), rng), rng);
  const outcome = dealt.tableau.outcome;
  if (!outcome) throw new Error('no outcome');
  const settlement = settleCoup(bets, outcome.winner, rules);
  return answer('baccarat', 'baccarat-8deck', null, {
    bets,
    cards: shoe.slice(0, dealt.tableau.player.length + dealt.tableau.banker.length),
    outcome: { ...outcome, areas: settlement.areas },
    staked: settlement.staked,
    returned: settlement.returned,
    balanceBefore: BEFORE,
    balanceAfter: BEFORE - settlement.staked + settlement.returned,
  });
}

/** A split of eights against a six, a double on each hand (bj-h17-8deck: second cards at once). */
export const SPLIT_DOUBLE = {
  table: 'bj-h17-8deck',
  shoe: ['8S', '6H', '8D', 'TC', '3C', '2H', 'TD', 'KS', '9D', '4C', '5C', '7C'],
  bets: [{ seat: 1, main: 500 }],
  decisions: ['split', 'double', 'double'] as Choice[],
};
