/**
 * Baccarat scenarios (HEADLESS.md): replay rounds from a stacked shoe, or from the product's own
 * shoe shuffled from a seed, and report every hand, winner and bet. Any malformed field, unknown
 * table, bet outside the limits or short stacked shoe is a UsageError naming the round.
 */

import { describeBaccarat } from '../../engine/baccarat/problems';
import {
  type BaccaratRules,
  BET_AREAS,
  type Bets,
  betProblem,
  tableRules,
  totalStake,
} from '../../engine/baccarat/rules';
import { settle } from '../../engine/baccarat/settle';
import { dealRound } from '../../engine/baccarat/tableau';
import { SeededRng } from '../../engine/shared/rng';
import { beginRound, createShoe, endRound, type ShoeState, stackedShoe } from '../../engine/shared/shoe';
import { UsageError } from '../io';

const TOP_FIELDS = ['game', 'table', 'rules', 'balance', 'shoe', 'seed', 'rounds'];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseRules(doc: Record<string, unknown>): BaccaratRules {
  if (doc.rules !== undefined && !isObject(doc.rules)) throw new UsageError('"rules" must be an object of rule fields');
  try {
    return tableRules(doc.table, doc.rules as Record<string, unknown> | undefined);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

function parseBets(round: unknown, index: number): Bets {
  const where = `rounds[${index}]`;
  if (!isObject(round) || !isObject(round.bets)) {
    throw new UsageError(`${where} must be an object with "bets": { "player", "banker", "tie" }`);
  }
  for (const key of Object.keys(round)) {
    if (key !== 'bets') throw new UsageError(`${where}.${key} is not a round field (a baccarat round has only "bets")`);
  }
  const bets: Record<string, number> = { player: 0, banker: 0, tie: 0 };
  for (const [area, amount] of Object.entries(round.bets)) {
    if (!(BET_AREAS as readonly string[]).includes(area)) {
      throw new UsageError(`${where}.bets.${area} is not a bet area (areas: ${BET_AREAS.join(', ')})`);
    }
    if (!Number.isSafeInteger(amount) || (amount as number) < 0) {
      throw new UsageError(
        `${where}.bets.${area} must be a non-negative integer of minor units, got ${JSON.stringify(amount)}`,
      );
    }
    bets[area] = amount as number;
  }
  return bets as unknown as Bets;
}

function openShoe(doc: Record<string, unknown>, rules: BaccaratRules, rng: SeededRng): ShoeState {
  if (doc.shoe !== undefined && doc.seed !== undefined) throw new UsageError('give either "shoe" or "seed", not both');
  if (doc.shoe !== undefined) {
    if (!Array.isArray(doc.shoe)) throw new UsageError('"shoe" must be an array of card codes such as "TD"');
    try {
      return stackedShoe(doc.shoe);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  return createShoe(rules.decks, rules.shuffle, rng);
}

function seedOf(doc: Record<string, unknown>): number | string {
  const seed = doc.seed;
  if (seed === undefined) return 0;
  if ((typeof seed === 'number' && Number.isSafeInteger(seed)) || typeof seed === 'string') return seed;
  throw new UsageError(`"seed" must be an integer or a string, got ${JSON.stringify(seed)}`);
}

export function runScenario(doc: Record<string, unknown>): unknown {
  for (const key of Object.keys(doc)) {
    if (!TOP_FIELDS.includes(key))
      throw new UsageError(`unknown scenario field "${key}" (fields: ${TOP_FIELDS.join(', ')})`);
  }
  const rules = parseRules(doc);
  if (!Number.isSafeInteger(doc.balance) || (doc.balance as number) < 0) {
    throw new UsageError(`"balance" must be a non-negative integer of minor units, got ${JSON.stringify(doc.balance)}`);
  }
  if (doc.shoe === undefined && doc.seed === undefined) {
    throw new UsageError('a scenario needs "shoe" (cards in dealing order) or "seed" (the product shoe)');
  }
  if (!Array.isArray(doc.rounds) || doc.rounds.length === 0) throw new UsageError('"rounds" must be a non-empty array');
  const rng = new SeededRng(seedOf(doc));
  let shoe = openShoe(doc, rules, rng);
  let balance = doc.balance as number;
  const rounds = doc.rounds.map((round: unknown, i: number) => {
    const bets = parseBets(round, i);
    const problem = betProblem(bets, rules);
    if (problem) throw new UsageError(`rounds[${i}]: ${describeBaccarat(problem)}`);
    const staked = totalStake(bets);
    if (staked > balance) throw new UsageError(`rounds[${i}]: stakes ${staked} exceed the balance ${balance}`);
    let dealt: ReturnType<typeof dealRound>;
    try {
      dealt = dealRound(beginRound(shoe, rng), rng);
    } catch (e) {
      throw new UsageError(`rounds[${i}]: ${(e as Error).message}`);
    }
    shoe = endRound(dealt.shoe, rng);
    const { tableau } = dealt;
    const outcome = tableau.outcome!;
    const settlement = settle(bets, outcome.winner, rules);
    balance = balance - settlement.staked + settlement.returned;
    return {
      player: { cards: tableau.player, total: outcome.playerTotal },
      banker: { cards: tableau.banker, total: outcome.bankerTotal },
      winner: outcome.winner,
      natural: outcome.natural,
      bets: settlement.areas,
      staked: settlement.staked,
      returned: settlement.returned,
      balanceAfter: balance,
    };
  });
  return { game: 'baccarat', table: doc.table, rounds, balance };
}
