/**
 * The casino's players: a wallet made with a starting balance the first time a player is used, the
 * tokens the casino issues when it launches a game for them (the game server sends a token back on
 * every wallet call; a token not issued to that player is `session-invalid`), and the test hooks
 * that set a balance or block a player. A balance set by hand is an `adjustment` row in the ledger,
 * so the ledger check (reconcile.ts) still adds up.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { LedgerDb } from './ledger-db';

/** 1000.00 EUR. */
const DEFAULT_START_BALANCE = 100_000;
export const MAX_BALANCE = 1_000_000_000_000;

/** A casino player id: what the game server keeps as the operator's playerId. */
export const PLAYER_ID = /^[A-Za-z0-9_.@-]{1,64}$/;

export interface PlayerWallet {
  playerId: string;
  currency: string;
  balance: number;
  startBalance: number;
  blocked: boolean;
}

interface Row {
  player_id: string;
  currency: string;
  balance: number;
  start_balance: number;
  blocked: boolean;
}

const toWallet = (r: Row): PlayerWallet => ({
  playerId: r.player_id,
  currency: r.currency,
  balance: r.balance,
  startBalance: r.start_balance,
  blocked: r.blocked,
});

export async function findPlayer(db: LedgerDb, playerId: string): Promise<PlayerWallet | null> {
  const [row] = await db.query<Row>(
    'select player_id, currency, balance, start_balance, blocked from wallets where player_id = $1',
    [playerId],
  );
  return row ? toWallet(row) : null;
}

export async function listPlayers(db: LedgerDb): Promise<PlayerWallet[]> {
  const rows = await db.query<Row>(
    'select player_id, currency, balance, start_balance, blocked from wallets order by player_id',
  );
  return rows.map(toWallet);
}

/** The player's wallet, made with `startBalance` if this is their first visit. */
export async function ensurePlayer(
  db: LedgerDb,
  playerId: string,
  startBalance = DEFAULT_START_BALANCE,
): Promise<PlayerWallet> {
  if (!PLAYER_ID.test(playerId)) throw new RangeError(`player id "${playerId}" is not 1-64 of A-Z a-z 0-9 _ . @ -`);
  await db.query(
    `insert into wallets (player_id, balance, start_balance) values ($1, $2, $2)
       on conflict (player_id) do nothing`,
    [playerId, startBalance],
  );
  return (await findPlayer(db, playerId))!;
}

/** A fresh token for the player (their wallet made if new): 192 random bits, base64url. */
export async function issueToken(db: LedgerDb, playerId: string): Promise<string> {
  await ensurePlayer(db, playerId);
  const token = randomBytes(24).toString('base64url');
  await db.query('insert into tokens (token, player_id) values ($1, $2)', [token, playerId]);
  return token;
}

/**
 * Tests and the operator's back office: make the player, or set their balance (an adjustment row
 * records the difference) and whether they are blocked.
 */
export async function setPlayer(
  db: LedgerDb,
  s: { playerId: string; balance?: number; blocked?: boolean },
): Promise<PlayerWallet> {
  if (s.balance !== undefined && !(Number.isSafeInteger(s.balance) && s.balance >= 0 && s.balance <= MAX_BALANCE)) {
    throw new RangeError(`balance must be a whole number of minor units from 0 to ${MAX_BALANCE}`);
  }
  await ensurePlayer(db, s.playerId, s.balance ?? DEFAULT_START_BALANCE);
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ balance: number }>('select balance from wallets where player_id = $1 for update', [
      s.playerId,
    ]);
    if (s.balance !== undefined && row && row.balance !== s.balance) {
      const movement = s.balance - row.balance;
      const body = { balance: s.balance, adjustment: movement };
      await tx.query(
        `insert into transactions (transaction_uuid, kind, player_id, amount, movement, status, answer, balance_after)
         values ($1, 'adjustment', $2, $3, $4, 200, $5, $6)`,
        [`adjust-${randomUUID()}`, s.playerId, Math.abs(movement), movement, JSON.stringify(body), s.balance],
      );
      await tx.query('update wallets set balance = $2 where player_id = $1', [s.playerId, s.balance]);
    }
    if (s.blocked !== undefined) {
      await tx.query('update wallets set blocked = $2 where player_id = $1', [s.playerId, s.blocked]);
    }
  });
  return (await findPlayer(db, s.playerId))!;
}
