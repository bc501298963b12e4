/**
 * A demo player's round call worked out from its snapshot, in memory, with the same rules, deal
 * and answer as the locked path (open.ts, act.ts): what to write and what to answer. Anything that
 * path would refuse, void or need more rows for gives `null`, and the call takes that path instead
 * (nothing has been written, so it starts there afresh): a refusal (4xx, stored as its answer
 * there), a malfunction void, a table with a least time between rounds, a first round without a
 * seed.
 */
import { randomUUID } from 'node:crypto';
import type { OpenRoundBody } from '../../../contract/rounds';
import type { Minor } from '../../../engine/shared/money';
import { storedProfile } from '../../auth';
import { MAX_AMOUNT } from '../../ledger';
import { tableGame } from '../../tables/index';
import type { GameStep } from '../../tables/types';
import { dealFrom, stepDeal } from '../fair-deal';
import { stepAnswer } from '../step-answer';
import { type ActSnapshot, type CallSnapshot, type OpenSnapshot, seedOf, shoeOf } from './snapshot';
import type { LedgerMove, OneTripWrite } from './write';

/** What the call writes, without the parts the caller knows (the request and the session's token). */
export type OneTripStep = Omit<OneTripWrite, 'requestId' | 'fingerprint' | 'tokenHash'>;

/** Runs `f`; null when it throws (the locked path will refuse or void, and store that answer). */
function orNull<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null;
  }
}

/** The ledger moves of a step: its stake (when it takes one) and, as the round ends, its returns. */
function movesOf(balance: Minor, stake: Minor, step: GameStep, debitAlways: boolean): LedgerMove[] | null {
  const moves: LedgerMove[] = [];
  let after = balance;
  if (stake > 0 || debitAlways) {
    after -= stake;
    if (after < 0) return null;
    moves.push({ kind: 'debit', amount: stake, balanceAfter: after });
  }
  if (step.status === 'settled') {
    after += step.returned;
    if (after > MAX_AMOUNT) return null;
    moves.push({ kind: 'credit', amount: step.returned, balanceAfter: after });
  }
  return moves;
}

function base(s: CallSnapshot) {
  return { playerId: s.player_id, version: s.version, balanceBefore: s.balance, sessionId: s.session_id };
}

/** `POST /v1/tables/{table}/rounds` (open.ts), or null for the locked path. */
export function openStep(
  s: OpenSnapshot,
  table: string,
  body: OpenRoundBody,
  allowTestSeeds: boolean,
): OneTripStep | null {
  const game = tableGame(table);
  const seed = seedOf(s);
  if (!game || !seed || s.open_round !== null) return null;
  if (body.testSeed !== undefined && !allowTestSeeds) return null;
  if (storedProfile(s.jurisdiction, s.jurisdiction_profile).minRoundMs > 0) return null;
  const checked = orNull(() => game.checkBets(body.bets, body.tier, s.balance));
  const deal = checked && orNull(() => dealFrom(s.player_id, seed, game, true, body.testSeed, shoeOf(s)));
  const step = checked && deal && orNull(() => game.open(checked, s.balance, deal.shoe, deal.rng));
  const moves = checked && step && movesOf(s.balance, checked.stake, step, true);
  if (!checked || !deal || !step || !moves) return null;
  const fairness = deal.fairness(null);
  const balance = moves.at(-1)?.balanceAfter ?? s.balance;
  const round = { id: randomUUID(), game: game.game, table, tier: checked.tier };
  return {
    ...base(s),
    roundXmin: null,
    status: 201,
    balance,
    moves,
    round: { ...round, seedId: seed.id, ...stepRound(step), ...fairness },
    deal: deal.writes(step.shoe, fairness),
    answer: stepAnswer(round, step, balance),
  };
}

/** `POST /v1/rounds/{roundId}/actions` (act.ts), or null for the locked path. */
export function actStep(s: ActSnapshot, action: string): OneTripStep | null {
  const row = s.round;
  const seed = seedOf(s);
  const game = row && tableGame(row.table_id);
  if (!row || !seed || !game?.act || !game.actionStake || row.status !== 'open') return null;
  const stake = orNull(() => game.actionStake?.(row.state, action) ?? 0);
  if (stake === null || stake > s.balance) return null;
  const deal = stepDeal(s.player_id, game, seed, row.nonces);
  const step = orNull(() => game.act?.(row.state, action, deal.rng) ?? null);
  const moves = step && movesOf(s.balance, stake, step, false);
  if (!step || !moves) return null;
  const fairness = deal.fairness({ nonces: row.nonces, firstCard: row.first_card });
  const balance = moves.at(-1)?.balanceAfter ?? s.balance;
  const round = { id: row.id, game: row.game, table: row.table_id, tier: row.tier };
  return {
    ...base(s),
    roundXmin: row.xmin,
    status: 200,
    balance,
    moves,
    round: { ...round, seedId: seed.id, ...stepRound(step), ...fairness },
    deal: deal.writes(step.status === 'settled' ? step.shoe : null, fairness),
    answer: stepAnswer(round, step, balance),
  };
}

function stepRound(step: GameStep) {
  return {
    status: step.status,
    phase: step.phase,
    staked: step.staked,
    returned: step.returned,
    state: step.secret,
    record: step.record,
  };
}
