/** Plays scripted rounds on stacked shoes and records what the table asked at every decision. */
import {
  type Decision,
  handValue,
  playRound,
  type RoundEvent,
  type RoundState,
  type SeatBet,
  tableRules,
} from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { stackedShoe } from '../../../src/engine/shared/shoe';

export interface Scripted {
  state: RoundState;
  events: readonly RoundEvent[];
  /** The legal moves offered at each decision, in order. */
  asked: Decision[][];
  /** Decisions the script still held when the round ended. */
  unused: Decision[];
}

export function play(
  table: string,
  shoe: string[],
  decisions: Decision[],
  options: { bets?: SeatBet[]; balance?: number; rules?: Record<string, unknown> } = {},
): Scripted {
  const rules = tableRules(table, options.rules);
  const queue = [...decisions];
  const asked: Decision[][] = [];
  const { state, events } = playRound(
    rules,
    stackedShoe(shoe),
    options.bets ?? [{ seat: 1, main: 1000 }],
    options.balance ?? 100000,
    new SeededRng(1),
    (_s, legal) => {
      asked.push([...legal]);
      const next = queue.shift();
      if (next === undefined) throw new Error(`script ran out of decisions; legal: ${legal.join(', ')}`);
      return next;
    },
  );
  return { state, events, asked, unused: queue };
}

/** The hands of a seat as the test tables describe them. */
export function hands(state: RoundState, seatIndex = 0) {
  return state.seats[seatIndex]!.hands.map((h) => ({
    cards: h.cards.join(' '),
    total: handValue(h.cards).total,
    bet: h.bet,
    outcome: h.outcome,
    returned: h.returned,
  }));
}

export const TABLES = ['bj-classic', 'bj-european', 'bj-multiseat', 'bj-h17-8deck'] as const;
