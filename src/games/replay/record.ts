/**
 * A finished round as its replay reads it (`GET /v1/replays/{roundId}`, src/contract/replays.ts):
 * the record the server kept and what draws it, checked field by field before anything is dealt
 * again. A record this build cannot read, or one that did not play out (a void round), is a coded
 * problem the page says as such: a replay never guesses.
 */
import type { ReplayAnswer } from '../../contract/replays';
import type { Minor } from '../../engine/shared/money';
import { type GameId, isGameId } from '../../platform/games';
import { isAmount, isRecord } from '../../platform/storage';

/** Why a round cannot be replayed: the page's error screen says it in the player's words, with the code. */
export type ReplayProblemCode = 'replay-unreadable' | 'replay-void' | 'replay-mismatch' | 'replay-unsupported';

export class ReplayProblem extends Error {
  override name = 'ReplayProblem';
  constructor(
    readonly code: ReplayProblemCode,
    /** What exactly, in English, for whoever looks into it (the console, the lobby's `error`). */
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

/** The round's own figures and where it was played: what the figures panel shows beside the table. */
export interface ReplayRecord {
  readonly roundId: string;
  readonly game: GameId;
  /** The table the round was played at (a shared table's own id). */
  readonly table: string;
  /** The solo table whose rules and view the round is replayed with (a solo table: itself). */
  readonly base: string;
  readonly tier: string | null;
  readonly currency: string;
  readonly startedAt: string;
  readonly finishedAt: string | null;
  readonly staked: Minor;
  readonly returned: Minor;
  /**
   * The balance before the round's first stake and after its last movement, as the server's
   * ledger has them; null where the server does not keep the balance (an operator's seamless
   * wallet holds it): the replay then shows it as not known.
   */
  readonly balanceBefore: Minor | null;
  readonly balanceAfter: Minor | null;
  /** Each game's own shape (HEADLESS.md), read by that game's re-run. */
  readonly bets: unknown;
  readonly cards: readonly string[];
  readonly decisions: readonly string[];
  /** Roulette's winning number. */
  readonly result: number | null;
  /** The round's place in its shoe (fairness `firstCard`; 0 for a round dealt from a test seed). */
  readonly firstCard: number;
  /** A shared table's round as the whole table saw it (null: a solo round). */
  readonly shared: ReplayAnswer['shared'] | null;
}

const unreadable = (what: string) => new ReplayProblem('replay-unreadable', what);

const text = (v: unknown, what: string): string => {
  if (typeof v !== 'string' || v.length === 0) throw unreadable(`${what}: expected a text`);
  return v;
};

const amount = (v: unknown, what: string): Minor => {
  if (!isAmount(v)) throw unreadable(`${what}: expected an amount of minor units`);
  return v;
};

const texts = (v: unknown, what: string): string[] => {
  if (!Array.isArray(v) || !v.every((c) => typeof c === 'string'))
    throw unreadable(`${what}: expected a list of texts`);
  return v;
};

/**
 * What the round's table plays with: the balance before it, or where that is not known, the
 * round's own stakes (every recorded stake was covered then, so each is covered again).
 */
export const fundsOf = (r: Pick<ReplayRecord, 'balanceBefore' | 'staked'>): Minor => r.balanceBefore ?? r.staked;

/** The answer of `GET /v1/replays/{roundId}` as a replay plays it; throws a ReplayProblem. */
export function readReplay(answer: unknown, asked: string): ReplayRecord {
  if (!isRecord(answer) || !isRecord(answer.round) || !isRecord(answer.table)) throw unreadable('not a replay answer');
  const round = answer.round;
  const table = answer.table;
  const roundId = text(round.roundId, 'round.roundId');
  if (roundId.toLowerCase() !== asked.toLowerCase()) throw unreadable(`the answer is round ${roundId}, not ${asked}`);
  if (!isGameId(round.game) || round.game !== table.game) throw unreadable(`round.game: ${String(round.game)}`);
  if (round.status === 'void') throw new ReplayProblem('replay-void', `round ${roundId} is void`);
  // A shared blackjack round is the whole table's (other players' boxes and decisions): its
  // player's record holds a part the solo table cannot deal alone, so it replays from the table
  // round (`shared`) on the shared table's screen; without it, it does not replay. Baccarat's and
  // roulette's parts are solo rounds of their base table, on the table's own cards or number.
  if (table.shared === true && round.game === 'blackjack' && !isRecord(answer.shared))
    throw new ReplayProblem('replay-unsupported', `round ${roundId} was played at a shared blackjack table`);
  if (round.status !== 'settled') throw unreadable(`round.status: ${String(round.status)}`);
  const balanceBefore = round.balanceBefore === null ? null : amount(round.balanceBefore, 'round.balanceBefore');
  const balanceAfter = round.balanceAfter === null ? null : amount(round.balanceAfter, 'round.balanceAfter');
  if ((balanceBefore === null) !== (balanceAfter === null)) throw unreadable('round: one balance without the other');
  const fairness = isRecord(round.fairness) ? round.fairness : null;
  const result = round.result;
  if (result !== undefined && !(Number.isInteger(result) && (result as number) >= 0 && (result as number) <= 36))
    throw unreadable('round.result: expected a pocket from 0 to 36');
  return {
    roundId,
    game: round.game,
    table: text(table.id, 'table.id'),
    base: text(table.base, 'table.base'),
    tier: typeof table.tier === 'string' ? table.tier : null,
    currency: text(answer.currency, 'currency'),
    startedAt: text(round.startedAt, 'round.startedAt'),
    finishedAt: typeof round.finishedAt === 'string' ? round.finishedAt : null,
    staked: amount(round.staked, 'round.staked'),
    returned: amount(round.returned, 'round.returned'),
    balanceBefore,
    balanceAfter,
    bets: round.bets,
    cards: texts(round.cards ?? [], 'round.cards'),
    decisions: texts(round.decisions ?? [], 'round.decisions'),
    result: typeof result === 'number' ? result : null,
    firstCard: fairness && isAmount(fairness.firstCard) ? fairness.firstCard : 0,
    shared: isRecord(answer.shared) ? (answer.shared as ReplayAnswer['shared']) : null,
  };
}
