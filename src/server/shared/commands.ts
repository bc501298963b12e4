/**
 * The commands of a shared table (SHARED.md "Commands"): take or leave a seat, bet, decide. Each
 * runs in one transaction that takes the table row's lock first (players' rows after it), returns
 * the stored answer of a repeated `requestId` as SERVER.md does, and answers with the table's
 * public state, its last event `seq` and the caller's own balance. A refusal leaves the table and
 * every balance as they were.
 */
import { createHash } from 'node:crypto';
import type { SharedAnswer, SharedTableId, SharedTestBody } from '../../contract/shared';
import { stackedShoe } from '../../engine/shared/shoe';
import { authenticate, type Session } from '../auth';
import { fingerprint } from '../canonical';
import type { Db, Sql } from '../db/db';
import { ApiError, isRuleError, ruleErrorToApi } from '../errors';
import { type Answer, type CallAnswer, type CallKey, type CallRequest, runCallIn } from '../mutation';
import { nextRoundInMs } from '../rounds/pace';
import type { SeamlessWallet } from '../wallet/seamless-wallet';
import { settleRound, startClosing } from './cycle';
import { emit, ensureInstance, lockTable, readInstance, saveStep, type TableStep } from './instance';
import { lockedBalance, NeedsDebit, openPart, TableMoney } from './money';
import { sharedGame } from './play/index';
import type { SharedGame } from './play/types';
import { debitThenRun, type RunAtTable, settleFollow, twinInFlight, waitForTwin } from './seamless';
import { publicState } from './state';
import { inTurn } from './table-queue';
import { BOXES, BOXES_PER_PLAYER, displayName, instanceOf, isSharedTable } from './tables';

export interface SharedContext {
  db: Db;
  allowTestSeeds: boolean;
  /** The operators' seamless wallets and their outbox (WALLET=seamless). */
  wallet?: SeamlessWallet | null;
  outbox?: { kick(): void } | null;
  /** Tells this server's subscribers at once (other servers hear the NOTIFY). */
  poke?(instance: string): void;
}

/** A command's work at the locked table. */
type Work = (tx: Sql, step: TableStep, session: Session & { name: string }, game: SharedGame) => Promise<void>;

/** The instances known to exist, per database (a test process opens several). */
const known = new WeakMap<Db, Set<string>>();

/** The instance of the session's mode and currency, created on first use. */
export async function instanceFor(db: Db, table: string, session: Session): Promise<string> {
  if (!isSharedTable(table)) throw new ApiError('not-found', `no shared table "${table}"`);
  const instance = instanceOf(table, session);
  const seen = known.get(db) ?? new Set<string>();
  known.set(db, seen);
  if (!seen.has(instance)) {
    await ensureInstance(db, table as SharedTableId, instance);
    seen.add(instance);
  }
  return instance;
}

async function nameOf(sql: Sql, playerId: string): Promise<string> {
  const [row] = await sql.query<{ nickname: string | null }>('select nickname from players where id = $1', [playerId]);
  return displayName(playerId, row?.nickname ?? null);
}

async function balanceOf(sql: Sql, playerId: string): Promise<number> {
  const [row] = await sql.query<{ balance: number }>('select balance from players where id = $1', [playerId]);
  return row?.balance ?? 0;
}

/** The answer every shared call gives: the public state, its last seq, the caller's balance and place. */
export function answerOf(
  step: Pick<TableStep, 'table' | 'state' | 'now' | 'seq'>,
  game: SharedGame,
  playerId: string,
  balance: number,
  name: string,
): SharedAnswer {
  const s = step.state;
  const mine = s.stakes.find((p) => p.playerId === playerId);
  const boxes = s.seats.filter((h) => h.playerId === playerId).map((h) => h.box);
  return {
    table: step.table,
    game: game.game,
    seq: step.seq,
    state: publicState(step.table, game.game, s, step.now, game.publicBets(s), game.publicRound(s)),
    balance,
    you: {
      name,
      seated: boxes.length > 0 || s.players.some((p) => p.playerId === playerId),
      boxes,
      bets: mine?.bets ?? null,
      roundId: mine?.roundId ?? null,
    },
  };
}

/** Runs a command: the session, the table's lock, the stored answer or the work, the saved step. */
export async function tableCall(
  ctx: SharedContext,
  table: string,
  call: CallRequest<{ requestId: string }>,
  work: Work,
): Promise<CallAnswer<SharedAnswer>> {
  const session = await authenticate(ctx.db, call.authorization);
  const instance = await instanceFor(ctx.db, table, session);
  const game = sharedGame(table as SharedTableId);
  const key: CallKey = {
    scope: session.playerId,
    requestId: call.body.requestId,
    fingerprint: fingerprint(call.method, call.path, call.body),
  };
  let queued = false;
  const follows: string[] = [];
  const run: RunAtTable = (before, prepaid) =>
    inTurn(ctx.db, instance, () =>
      ctx.db.transaction(async (tx) => {
        const step = await lockTable(tx, instance);
        if (!step) throw new Error(`the instance ${instance} vanished`);
        const first = before ? await before(tx) : null;
        if (first === 'stop') return { status: 503, body: null as never };
        if (first) return first;
        step.money = new TableMoney(prepaid);
        const answer = await runCallIn<SharedAnswer>(tx, key, async (t): Promise<Answer<SharedAnswer>> => {
          const name = await nameOf(t, session.playerId);
          try {
            await work(t, step, { ...session, name }, game);
          } catch (e) {
            if (isRuleError(e)) throw ruleErrorToApi(e);
            throw e;
          }
          await saveStep(t, step);
          const balance = prepaid?.used ? prepaid.balanceAfter : await balanceOf(t, session.playerId);
          return { status: 200, body: answerOf(step, game, session.playerId, balance, name) };
        });
        // A refusal rolled back what the command wrote: a stake the operator took for it goes back.
        if (prepaid && answer.status >= 400) prepaid.used = false;
        await step.money.returnUnused(tx);
        queued ||= step.money.queued;
        if (answer.status < 400) follows.push(...step.follows);
        return answer;
      }),
    );

  let answer: CallAnswer<SharedAnswer>;
  try {
    answer = await (session.operator && ctx.wallet
      ? waitForTwin(async () => {
          const twin = await ctx.db.transaction((tx) => twinInFlight(tx, session.playerId, key.requestId));
          return twin ? 'wait' : run(null, null);
        })
      : run(null, null));
  } catch (e) {
    if (!(e instanceof NeedsDebit)) throw e;
    if (!ctx.wallet || !session.operator)
      throw new ApiError('wallet-unavailable', 'operator play is off on this server (WALLET)');
    answer = await debitThenRun(
      { db: ctx.db, wallet: ctx.wallet, outbox: ctx.outbox ?? null },
      session,
      key,
      instance,
      e,
      run,
    );
  }
  if (queued) ctx.outbox?.kick();
  ctx.poke?.(instance);
  if (ctx.wallet)
    for (const uuid of follows)
      await settleFollow({ db: ctx.db, wallet: ctx.wallet, outbox: ctx.outbox ?? null }, instance, uuid);
  if (follows.length > 0) ctx.poke?.(instance);
  return answer;
}

/** `GET /v1/shared/{table}`: the table as it is now, for any session (a spectator included). */
export async function readTable(
  ctx: SharedContext,
  table: string,
  authorization: string | undefined,
): Promise<SharedAnswer> {
  const session = await authenticate(ctx.db, authorization);
  const instance = await instanceFor(ctx.db, table, session);
  const game = sharedGame(table as SharedTableId);
  const row = await readInstance(ctx.db, instance);
  if (!row) throw new Error(`the instance ${instance} vanished`);
  const step = { table: table as SharedTableId, ...row };
  return answerOf(step, game, session.playerId, session.balance, await nameOf(ctx.db, session.playerId));
}

export const takeSeatWork =
  (box: number | undefined): Work =>
  async (_tx, step, session, game) => {
    const s = step.state;
    if (game.game !== 'blackjack') {
      if (!s.players.some((p) => p.playerId === session.playerId)) {
        s.players.push({ playerId: session.playerId, name: session.name });
        emit(step, { type: 'seat.taken', name: session.name });
      }
      return;
    }
    if (box !== undefined && s.seats.some((h) => h.box === box && h.playerId === session.playerId)) return;
    const held = s.seats.filter((h) => h.playerId === session.playerId).length;
    if (held >= BOXES_PER_PLAYER) {
      throw new ApiError('seat-limit', `a player holds at most ${BOXES_PER_PLAYER} boxes`, {
        code: 'seat.limit',
        max: BOXES_PER_PLAYER,
      });
    }
    const free = Array.from({ length: BOXES }, (_, i) => i + 1).filter((b) => !s.seats.some((h) => h.box === b));
    const chosen = box ?? free[0];
    if (chosen === undefined || !free.includes(chosen))
      throw new ApiError('seat-taken', box ? `box ${box} is taken` : 'every box is taken');
    s.seats.push({ box: chosen, playerId: session.playerId, name: session.name, idle: 0, leaving: false });
    s.seats.sort((a, b) => a.box - b.box);
    emit(step, { type: 'seat.taken', box: chosen, name: session.name });
  };

export const leaveWork =
  (box: number | undefined): Work =>
  async (_tx, step, session, game) => {
    const s = step.state;
    if (game.game !== 'blackjack') {
      if (s.players.some((p) => p.playerId === session.playerId)) {
        s.players = s.players.filter((p) => p.playerId !== session.playerId);
        emit(step, { type: 'seat.left', name: session.name });
      }
      return;
    }
    const mine = s.seats.filter((h) => h.playerId === session.playerId && (box === undefined || h.box === box));
    if (box !== undefined && mine.length === 0) throw new ApiError('bad-request', `box ${box} is not yours`);
    const staked = s.stakes.find((p) => p.playerId === session.playerId);
    for (const seat of mine) {
      // Money already staked stays in the round: such a box is freed when the next window opens.
      const inPlay = staked !== undefined && (staked.bets as { box: number }[]).some((b) => b.box === seat.box);
      if (inPlay) seat.leaving = true;
      else {
        s.seats = s.seats.filter((h) => h !== seat);
        emit(step, { type: 'seat.left', box: seat.box, name: seat.name });
      }
    }
  };

export const betWork =
  (tableRoundId: string, bets: unknown, requestId: string, minRoundMs: number): Work =>
  async (tx, step, session, game) => {
    const s = step.state;
    const open = (s.phase === 'betting' || s.phase === 'closing') && tableRoundId === s.tableRoundId;
    if (!open || (s.closesAt !== null && step.now >= s.closesAt)) {
      throw new ApiError('betting-closed', `bets for round ${tableRoundId} are closed`, {
        code: 'bet.closed',
        tableRoundId: s.tableRoundId,
      });
    }
    if (minRoundMs > 0) {
      // The part would start as the window closes: not sooner than minRoundMs after the player's last round began.
      const closesIn = s.closesAt !== null ? s.closesAt - step.now : s.timings.bettingSeconds * 1000;
      const wait = await nextRoundInMs(tx, session.playerId, minRoundMs);
      if (wait > closesIn)
        throw new ApiError('too-soon', `the next round may start in ${wait} ms`, { code: 'round.tooSoon', wait });
    }
    const balance = await lockedBalance(tx, session.playerId);
    let stake = s.stakes.find((p) => p.playerId === session.playerId);
    const checked = game.checkBets(s, session.playerId, bets, balance + (stake?.staked ?? 0));
    if (!stake) {
      if (checked.stake === 0) return;
      stake = {
        playerId: session.playerId,
        name: session.name,
        roundId: partRoundId(s.tableRoundId, session.playerId),
        bets: null,
        staked: 0,
        debits: [],
        seamless: session.operator !== null,
      };
      await openPart(tx, {
        roundId: stake.roundId,
        playerId: session.playerId,
        game: game.game,
        table: step.table,
        tableRoundId: s.tableRoundId,
      });
      s.stakes.push(stake);
    }
    await step.money.restake(tx, stake, checked.stake, requestId);
    stake.bets = checked.bets;
    stake.follows = checked.follows ?? [];
    if (checked.stake > 0) {
      s.firstBet ??= requestId;
      if (game.game !== 'blackjack' && !s.players.some((p) => p.playerId === session.playerId)) {
        s.players.push({ playerId: session.playerId, name: session.name });
        emit(step, { type: 'seat.taken', name: session.name });
      }
      startClosing(step);
    }
    emit(step, { type: 'bets', tableRoundId: s.tableRoundId, bets: game.publicBets(s) });
  };

export const actWork =
  (tableRoundId: string, box: number, hand: number, action: string, requestId: string): Work =>
  async (tx, step, session, game) => {
    if (!game.act) throw new ApiError('not-your-turn', `${step.table} has no decisions`);
    if (tableRoundId !== step.state.tableRoundId)
      throw new ApiError('not-your-turn', `round ${tableRoundId} is not in play`);
    const dealt = await game.act(tx, step, session.playerId, box, hand, action, requestId);
    if (dealt) await settleRound(tx, step, game, dealt);
  };

export const testWork =
  (body: SharedTestBody, allowed: boolean): Work =>
  async (_tx, step) => {
    if (!allowed) throw new ApiError('bad-request', 'not accepted by this server (ALLOW_TEST_SEEDS is off)');
    const s = step.state;
    if (body.timings) s.timings = body.timings;
    if (body.shoe) {
      try {
        stackedShoe(body.shoe);
      } catch (e) {
        throw new ApiError('bad-request', `shoe: ${(e as Error).message}`);
      }
    }
    if (body.shoe || body.result !== undefined) {
      s.test = {
        ...(body.shoe ? { shoe: body.shoe } : {}),
        ...(body.result !== undefined ? { result: body.result } : {}),
      };
    }
  };

/**
 * A player's part of a table round has one id however often its first bet is tried: a seamless
 * bet names it to the operator before the transaction that opens it (seamless.ts).
 */
function partRoundId(tableRoundId: string, playerId: string): string {
  const h = createHash('sha256').update(`${tableRoundId}\n${playerId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((Number.parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}
