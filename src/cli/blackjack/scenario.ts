/**
 * Blackjack scenarios (HEADLESS.md): replay rounds from a stacked shoe (or the product's own
 * shuffled shoe from a seed) with scripted decisions, and report every card, total and amount.
 * Any problem is a UsageError naming the round, seat, hand and the moves that were legal.
 */
import {
  BlackjackRuleError,
  type BlackjackRules,
  type Choice,
  DECISIONS,
  handValue,
  insuranceAmountOf,
  insuranceChoiceOf,
  isBlackjack,
  legalText,
  playRound,
  type RoundState,
  RulesError,
  type SeatBet,
  tableRules,
} from '../../engine/blackjack/index';
import { SeededRng } from '../../engine/shared/rng';
import { createShoe, ShoeError, type ShoeState, stackedShoe } from '../../engine/shared/shoe';
import { UsageError } from '../io';

const TOP_FIELDS = ['game', 'table', 'rules', 'balance', 'shoe', 'seed', 'rounds'];
const ROUND_FIELDS = ['bets', 'decisions'];
const BET_FIELDS = ['seat', 'main', 'perfectPairs', 'behind', 'behindFollows'];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function onlyFields(obj: Record<string, unknown>, allowed: readonly string[], where: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key))
      throw new UsageError(`${where}: unknown field "${key}" (allowed: ${allowed.join(', ')})`);
  }
}

function parseRules(doc: Record<string, unknown>): BlackjackRules {
  if (typeof doc.table !== 'string') throw new UsageError('"table" must be a blackjack table id, e.g. "bj-classic"');
  if (doc.rules !== undefined && !isObject(doc.rules))
    throw new UsageError('"rules" must be an object of rules fields');
  try {
    return tableRules(doc.table, (doc.rules as Record<string, unknown> | undefined) ?? {});
  } catch (e) {
    if (e instanceof RulesError) throw new UsageError(e.message);
    throw e;
  }
}

function parseShoe(doc: Record<string, unknown>, rules: BlackjackRules): { shoe: ShoeState; rng: SeededRng } {
  if (doc.shoe !== undefined && doc.seed !== undefined) throw new UsageError('give either "shoe" or "seed", not both');
  if (doc.shoe !== undefined) {
    if (!Array.isArray(doc.shoe)) throw new UsageError('"shoe" must be an array of card codes such as "TD"');
    try {
      return { shoe: stackedShoe(doc.shoe), rng: new SeededRng(0) };
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  const seed = doc.seed;
  if (!(typeof seed === 'string' || Number.isSafeInteger(seed))) {
    throw new UsageError('a scenario needs "shoe" (cards in order) or "seed" (an integer or a string)');
  }
  const rng = new SeededRng(seed as number | string);
  return { shoe: createShoe(rules.decks, rules.shuffle, rng), rng };
}

function parseRound(raw: unknown, n: number): { bets: SeatBet[]; decisions: Choice[]; follows: Set<unknown> } {
  if (!isObject(raw)) throw new UsageError(`round ${n}: a round is an object with "bets" and "decisions"`);
  onlyFields(raw, ROUND_FIELDS, `round ${n}`);
  if (!Array.isArray(raw.bets)) throw new UsageError(`round ${n}: "bets" must be an array of { seat, main }`);
  const bets = raw.bets.map((b, i): SeatBet => {
    if (!isObject(b)) throw new UsageError(`round ${n}: bets[${i}] must be an object { seat, main, perfectPairs }`);
    onlyFields(b, BET_FIELDS, `round ${n}, bets[${i}]`);
    if (b.behindFollows !== undefined && typeof b.behindFollows !== 'boolean') {
      throw new UsageError(`round ${n}, bets[${i}]: "behindFollows" must be true or false`);
    }
    const bet = { seat: b.seat as number, main: b.main as number, perfectPairs: (b.perfectPairs ?? 0) as number };
    return b.behind === undefined ? bet : { ...bet, behind: b.behind as number };
  });
  const decisions = raw.decisions ?? [];
  if (!Array.isArray(decisions)) throw new UsageError(`round ${n}: "decisions" must be an array`);
  decisions.forEach((d, i) => {
    // `insurance:AMOUNT` (minor units) is a decision too; whether the table takes it is the round's to say.
    const amount = typeof d === 'string' ? insuranceAmountOf(d) : null;
    if (!(DECISIONS as readonly unknown[]).includes(d) && amount === null) {
      throw new UsageError(
        `round ${n}: decisions[${i}] ${JSON.stringify(d)} is not a decision (${DECISIONS.join(', ')}, insurance:AMOUNT)`,
      );
    }
  });
  // The back bettor's answer to each "match the double / split?" of that box (HEADLESS.md).
  const follows = new Set(raw.bets.flatMap((b) => (isObject(b) && b.behindFollows === true ? [b.seat] : [])));
  return { bets, decisions: decisions as Choice[], follows };
}

function where(n: number, seat: number | null, hand: number | null): string {
  return `round ${n}${seat === null ? '' : `, seat ${seat}`}${hand === null ? '' : `, hand ${hand}`}`;
}

function report(state: RoundState, start: number, unused: readonly Choice[]) {
  const dealer = handValue(state.dealer.cards);
  return {
    dealer: {
      cards: state.dealer.cards,
      total: dealer.total,
      blackjack: isBlackjack(state.dealer.cards),
      bust: dealer.total > 21,
    },
    seats: state.seats.map((seat) => ({
      seat: seat.seat,
      hands: seat.hands.map((hand) => {
        const value = handValue(hand.cards);
        return {
          cards: hand.cards,
          total: value.total,
          soft: value.soft,
          blackjack: isBlackjack(hand.cards, hand.split),
          bust: value.total > 21,
          split: hand.split,
          doubled: hand.doubled,
          bet: hand.bet,
          outcome: hand.outcome,
          returned: hand.returned,
          // A box with a back bet (its first hand always keeps it): each hand's share.
          ...(seat.hands[0]!.behind > 0 ? { behind: { bet: hand.behind, returned: hand.behindReturned } } : {}),
        };
      }),
      insurance: { bet: seat.insurance.bet, returned: seat.insurance.returned },
      sideBets: {
        perfectPairs: {
          bet: seat.perfectPairs.bet,
          result: seat.perfectPairs.result,
          returned: seat.perfectPairs.returned,
        },
      },
    })),
    staked: state.staked,
    returned: state.returned,
    balanceAfter: start - state.staked + state.returned,
    unusedDecisions: unused,
  };
}

export function runScenario(doc: Record<string, unknown>): unknown {
  onlyFields(doc, TOP_FIELDS, 'scenario');
  const rules = parseRules(doc);
  if (!Number.isSafeInteger(doc.balance) || (doc.balance as number) < 0) {
    throw new UsageError('"balance" must be a non-negative integer number of minor units');
  }
  if (!Array.isArray(doc.rounds) || doc.rounds.length === 0) throw new UsageError('"rounds" must be a non-empty array');
  let { shoe, rng } = parseShoe(doc, rules);
  let balance = doc.balance as number;
  const rounds = doc.rounds.map((raw, i) => parseRound(raw, i + 1));
  const out = rounds.map(({ bets, decisions, follows }, i) => {
    const n = i + 1;
    const queue = [...decisions];
    let state: RoundState;
    try {
      ({ state } = playRound(rules, shoe, bets, balance, rng, (s, legal) => {
        // Asked to match the holder's double or split: the bet entry's `behindFollows`, not a decision.
        if (s.phase === 'behind') return follows.has(s.seats[s.turn!.seat]?.seat) ? 'behind:yes' : 'behind:no';
        const next = queue.shift();
        if (next === undefined) {
          const seat = s.turn ? (s.seats[s.turn.seat]?.seat ?? null) : null;
          const hand = s.turn && s.phase === 'player' ? s.turn.hand + 1 : null;
          throw new UsageError(
            `${where(n, seat, hand)}: a decision is asked for but "decisions" has none left; legal moves: ${legalText(legal, insuranceChoiceOf(s))}`,
          );
        }
        return next;
      }));
    } catch (e) {
      if (e instanceof BlackjackRuleError && e.problem.code === 'move.illegal') {
        const { seat, hand, legal, insurance } = e.problem;
        const asked = decisions[decisions.length - queue.length - 1];
        throw new UsageError(
          `${where(n, seat, hand)}: "${asked}" is not allowed; legal moves: ${legalText(legal, insurance)}`,
        );
      }
      if (e instanceof BlackjackRuleError) throw new UsageError(`round ${n}: ${e.message}`);
      if (e instanceof ShoeError) throw new UsageError(`round ${n}: ${e.message}`);
      throw e;
    }
    const result = report(state, balance, queue);
    balance = result.balanceAfter;
    shoe = state.shoe;
    return result;
  });
  return { game: 'blackjack', table: doc.table, rules, rounds: out, balance };
}
