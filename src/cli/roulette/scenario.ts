/**
 * Roulette scenarios (HEADLESS.md): rounds of bets, each spun to a forced `result` or by the
 * seeded RNG, settled through the engine. Every user mistake is a UsageError naming the round and
 * the bet, so the dispatcher prints one line and exits 2 without a partial result.
 */
import { expandBet, type Stake } from '../../engine/roulette/bets';
import { describeRoulette, RouletteRuleError } from '../../engine/roulette/problems';
import { RouletteError, type RouletteTable, rouletteTable } from '../../engine/roulette/rules';
import { limitProblem, settle, stakedTotal } from '../../engine/roulette/settle';
import { EMPTY_STATS, recordResult, summarise } from '../../engine/roulette/stats';
import { isNumber, type Spin, spinTo, spinWheel } from '../../engine/roulette/wheel';
import { CryptoRng, type Rng, SeededRng } from '../../engine/shared/rng';
import { UsageError } from '../io';

const TOP_KEYS = ['game', 'table', 'rules', 'balance', 'seed', 'rounds', 'description'];
const ROUND_KEYS = ['bets', 'result', 'description'];
const BET_KEYS = ['bet', 'amount'];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkKeys(obj: Record<string, unknown>, known: readonly string[], where: string): void {
  for (const key of Object.keys(obj)) {
    if (!known.includes(key)) throw new UsageError(`${where}: unknown field "${key}" (known: ${known.join(', ')})`);
  }
}

/** Runs `body`, turning the engine's rule errors into usage errors located at `where`. */
function at<T>(where: string, body: () => T): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof RouletteError || e instanceof RouletteRuleError) throw new UsageError(`${where}: ${e.message}`);
    throw e;
  }
}

function loadTable(doc: Record<string, unknown>): RouletteTable {
  if (doc.rules !== undefined && !isObject(doc.rules)) throw new UsageError('"rules" must be a JSON object');
  return at('table', () => rouletteTable(doc.table, doc.rules as Record<string, unknown> | undefined));
}

interface ScenarioBet {
  bet: string;
  amount: number;
  returned: number;
  announced?: string;
  chips?: number;
}

interface ScenarioRound {
  round: number;
  result: number;
  colour: Spin['colour'];
  pocket: number;
  bets: ScenarioBet[];
  staked: number;
  returned: number;
  balanceAfter: number;
}

export function runScenario(doc: Record<string, unknown>): unknown {
  checkKeys(doc, TOP_KEYS, 'scenario');
  const table = loadTable(doc);
  const start = doc.balance;
  if (!Number.isSafeInteger(start) || (start as number) < 0) {
    throw new UsageError(`"balance" must be a non-negative integer of minor units, got ${JSON.stringify(start)}`);
  }
  let balance = start as number;
  if (doc.seed !== undefined && typeof doc.seed !== 'string' && !Number.isSafeInteger(doc.seed)) {
    throw new UsageError(`"seed" must be a string or an integer, got ${JSON.stringify(doc.seed)}`);
  }
  if (!Array.isArray(doc.rounds) || doc.rounds.length === 0) {
    throw new UsageError('"rounds" must be a non-empty array of rounds');
  }
  let rng: Rng | undefined;
  const spinner = (): Rng => {
    rng ??= doc.seed === undefined ? new CryptoRng() : new SeededRng(doc.seed as string | number);
    return rng;
  };

  let stats = EMPTY_STATS;
  const rounds: ScenarioRound[] = doc.rounds.map((round: unknown, r) => {
    const where = `round ${r + 1}`;
    if (!isObject(round)) throw new UsageError(`${where}: a round is an object with "bets" and optionally "result"`);
    checkKeys(round, ROUND_KEYS, where);
    if (!Array.isArray(round.bets) || round.bets.length === 0) {
      throw new UsageError(`${where}: "bets" must be a non-empty array of { "bet", "amount" }`);
    }
    const stakes: Stake[] = round.bets.flatMap((b: unknown, i) => {
      const whereBet = `${where}, bet ${i + 1}`;
      if (!isObject(b)) throw new UsageError(`${whereBet}: a bet is an object { "bet", "amount" }`);
      checkKeys(b, BET_KEYS, whereBet);
      return at(`${whereBet} (${String(b.bet)} ${String(b.amount)})`, () => expandBet(b.bet, b.amount));
    });
    const refusal = limitProblem(table, stakes);
    if (refusal) throw new UsageError(`${where}: ${describeRoulette(refusal)}`);
    const staked = stakedTotal(stakes);
    if (staked > balance) throw new UsageError(`${where}: the bets total ${staked} but the balance is ${balance}`);
    if (round.result !== undefined && !isNumber(round.result)) {
      throw new UsageError(`${where}: "result" must be a pocket number 0–36, got ${JSON.stringify(round.result)}`);
    }
    const spin = round.result === undefined ? spinWheel(spinner()) : spinTo(round.result as number);
    const { settlement } = settle(table, stakes, spin);
    balance = balance - settlement.staked + settlement.returned;
    stats = recordResult(table, stats, spin.number);
    return {
      round: r + 1,
      result: spin.number,
      colour: spin.colour,
      pocket: spin.pocket,
      bets: settlement.stakes.map((s) => ({
        bet: s.position,
        amount: s.amount,
        returned: s.returned,
        ...(s.announced ? { announced: s.announced, chips: s.chips } : {}),
      })),
      staked: settlement.staked,
      returned: settlement.returned,
      balanceAfter: balance,
    };
  });

  return {
    game: 'roulette',
    table: table.id,
    ...(doc.seed !== undefined ? { seed: doc.seed } : {}),
    rounds,
    balance,
    statistics: summarise(table, stats),
  };
}
