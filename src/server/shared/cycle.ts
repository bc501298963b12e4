/**
 * The round cycle of SHARED.md, run by the table's clock and by the commands that move it: a
 * window opens `settleSeconds` after a settlement; the first bet sets its close; at the close
 * every player with a stake takes part and the round is dealt; it settles (at once, or after
 * blackjack's turns) with one closing credit per part. Every function runs under the table lock.
 */
import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/db';
import { emit, type TableStep } from './instance';
import { closePart, dropPart } from './money';
import type { Dealt, SharedGame } from './play/types';
import type { PlayerStake } from './state';
import { IDLE_WINDOWS } from './tables';

/** Opens the next window: a new table round, the stakes of the last one gone, idle boxes freed. */
async function openWindow(tx: Sql, step: TableStep, game: SharedGame): Promise<void> {
  const s = step.state;
  const gone = await withoutLiveSession(
    tx,
    s.seats.map((h) => h.playerId),
  );
  for (const seat of [...s.seats]) {
    if (seat.leaving || seat.idle >= IDLE_WINDOWS || gone.has(seat.playerId)) {
      s.seats = s.seats.filter((h) => h !== seat);
      emit(step, { type: 'seat.left', box: seat.box, name: seat.name });
    }
  }
  s.tableRoundId = randomUUID();
  s.phase = 'betting';
  s.closesAt = null;
  s.nextAt = null;
  s.stakes = [];
  s.firstBet = null;
  s.asked = null;
  await tx.query('insert into table_rounds (id, instance, game, status) values ($1, $2, $3, $4)', [
    s.tableRoundId,
    step.instance,
    game.game,
    'open',
  ]);
  // Keep the last round's events and this one's (baccarat: its shoe's too, play/baccarat.ts).
  const opened = step.seq + step.events.length + 1;
  const shoeFrom = (s.game as { shoeFrom?: number } | null)?.shoeFrom;
  s.keepFrom = Math.min(s.roundFrom ?? 0, shoeFrom ?? Number.MAX_SAFE_INTEGER);
  s.roundFrom = opened;
  emit(step, { type: 'window.opened', tableRoundId: s.tableRoundId });
}

/** The players among `ids` whose every session has ended (an operator's inactivity limit passed). */
async function withoutLiveSession(tx: Sql, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.query<{ id: string }>(
    `select p.id from players p where p.id = any($1::text[]) and not exists (
       select 1 from sessions s where s.player_id = p.id
          and (s.inactivity_minutes is null or s.last_seen >= now() - make_interval(mins => s.inactivity_minutes)))`,
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}

/** The first bet of a window sets its close. */
export function startClosing(step: TableStep): void {
  const s = step.state;
  if (s.phase !== 'betting') return;
  s.phase = 'closing';
  s.closesAt = step.now + s.timings.bettingSeconds * 1000;
  emit(step, { type: 'window.closing', tableRoundId: s.tableRoundId, closesAt: s.closesAt });
}

/**
 * The window's close: the players with a stake take part and the round is dealt; a player whose
 * bets were all withdrawn has no part. With no stake left the window stays open, without a close.
 */
async function closeWindow(tx: Sql, step: TableStep, game: SharedGame): Promise<void> {
  const s = step.state;
  for (const stake of s.stakes.filter((p) => p.staked === 0)) await dropPart(tx, stake);
  s.stakes = s.stakes.filter((p) => p.staked > 0);
  if (s.stakes.length === 0) {
    s.phase = 'betting';
    s.closesAt = null;
    return;
  }
  for (const seat of s.seats) {
    const bet = s.stakes.some((p) => p.playerId === seat.playerId && boxesOf(p).includes(seat.box));
    seat.idle = bet ? 0 : seat.idle + 1;
  }
  s.phase = 'playing';
  s.closesAt = null;
  emit(step, { type: 'window.closed', tableRoundId: s.tableRoundId, players: s.stakes.length });
  const dealt = await game.deal(tx, step);
  if (dealt) await settleRound(tx, step, game, dealt);
}

/** The boxes a blackjack stake holds a main bet on (none for the other games). */
function boxesOf(p: PlayerStake): number[] {
  return Array.isArray(p.bets)
    ? (p.bets as { box?: number; main?: number }[]).flatMap((b) => (b.main ? [b.box ?? 0] : []))
    : [];
}

/**
 * Settles every part (players in ascending id: the lock order after the table's), keeps the table
 * round's record, and starts the pause before the next window.
 */
export async function settleRound(tx: Sql, step: TableStep, game: SharedGame, dealt: Dealt): Promise<void> {
  const s = step.state;
  const stakes = [...s.stakes].sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0));
  const view = game.publicRound(s);
  for (const stake of stakes) {
    const part = dealt.parts.get(stake.playerId);
    if (!part) throw new Error(`the deal has no result for a stake of ${stake.playerId}`);
    await closePart(tx, step.money, stake, part, (balance) => ({
      roundId: stake.roundId,
      tableRoundId: s.tableRoundId,
      game: game.game,
      table: step.table,
      status: 'settled',
      phase: 'settled',
      events: [],
      view: part.view,
      legal: [],
      staked: part.staked,
      returned: part.returned,
      balance,
    }));
  }
  await tx.query(
    `update table_rounds set status = 'settled', record = $2::jsonb, seed_id = $3, nonce = $4, settled_at = now()
      where id = $1`,
    [s.tableRoundId, JSON.stringify(dealt.record), dealt.nonce === null ? null : (s.seed?.id ?? null), dealt.nonce],
  );
  s.phase = 'settled';
  s.asked = null;
  s.nextAt = step.now + s.timings.settleSeconds * 1000;
  // When the next window opens: a watcher counts down to it.
  emit(step, {
    type: 'round.settled',
    tableRoundId: s.tableRoundId,
    round: view,
    bets: game.publicBets(s),
    opensAt: s.nextAt,
  });
}

/**
 * What the clock does at this moment, if anything: it acts only when the state it finds (under the
 * lock) is past its deadline on the database's clock, so two servers that both think they hold the
 * lease never do one step twice. Returns whether it changed anything.
 */
export async function clockStep(tx: Sql, step: TableStep, game: SharedGame): Promise<boolean> {
  const s = step.state;
  if (s.phase === 'settled' && s.nextAt !== null && step.now >= s.nextAt) {
    await openWindow(tx, step, game);
    return true;
  }
  if (s.phase === 'closing' && s.closesAt !== null && step.now >= s.closesAt) {
    await closeWindow(tx, step, game);
    return true;
  }
  if (s.phase === 'playing' && s.asked && step.now >= s.asked.deadline && game.timeout) {
    const dealt = await game.timeout(tx, step);
    if (dealt) await settleRound(tx, step, game, dealt);
    return true;
  }
  return false;
}
