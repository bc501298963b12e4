/**
 * The players (SERVER.md "Players and sessions"): a demo player with its demo wallet, an
 * operator's player made on its first launch and its balance as the operator's wallet last said.
 * The ledger (ledger.ts) moves their money; this makes them and reads what they began with.
 */
import type { Sql } from '../db/db';

export async function insertDemoPlayer(
  tx: Sql,
  p: { playerId: string; currency: string; balance: number },
): Promise<void> {
  await tx.query(`insert into players (id, kind, currency, balance, start_balance) values ($1, 'demo', $2, $3, $3)`, [
    p.playerId,
    p.currency,
    p.balance,
  ]);
}

/** Makes an operator's player on its first launch; false when it was there already. */
export async function insertOperatorPlayer(
  tx: Sql,
  p: { playerId: string; currency: string; balance: number; operatorId: string; externalId: string },
): Promise<boolean> {
  const made = await tx.query(
    `insert into players (id, kind, currency, balance, start_balance, operator_id, external_id, balance_at)
     values ($1, 'operator', $2, $3, 0, $4, $5, now()) on conflict (id) do nothing returning id`,
    [p.playerId, p.currency, p.balance, p.operatorId, p.externalId],
  );
  return made.length > 0;
}

/**
 * The player's currency, its row locked for the rest of the transaction (and its version moved, as
 * every lock of a player's row does); null when there is no such player.
 */
export async function lockedCurrency(tx: Sql, playerId: string): Promise<string | null> {
  const [player] = await tx.query<{ currency: string }>(
    'update players set version = version + 1 where id = $1 returning currency',
    [playerId],
  );
  return player?.currency ?? null;
}

/** The balance the operator's wallet just answered: what the page shows until a round answers. */
export async function setOperatorBalance(tx: Sql, playerId: string, balance: number): Promise<void> {
  await tx.query('update players set balance = $2, balance_at = now() where id = $1', [playerId, balance]);
}

/** What a demo wallet began with (what a rebuy tops up to); 0 for a player that is gone. */
export async function startBalance(tx: Sql, playerId: string): Promise<number> {
  const [player] = await tx.query<{ start_balance: number }>('select start_balance from players where id = $1', [
    playerId,
  ]);
  return player?.start_balance ?? 0;
}
