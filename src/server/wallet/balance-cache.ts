/**
 * An operator player's balance for `GET /v1/session`, asked of the operator's wallet at most once
 * per BALANCE_MAX_AGE_S per player, across every server: a player (or a script) reloading in a
 * loop costs the casino one signed balance call per few seconds, not one per request. The claim
 * is one conditional update in the database, so of any number of parallel requests on any number
 * of servers one asks and the rest answer the balance last known, saying how old it is.
 */
import type { Minor } from '../../engine/shared/money';
import type { Db } from '../db/db';
import type { SeamlessWallet, WalletPlayer } from './seamless-wallet';

export const BALANCE_MAX_AGE_S = 5;

export interface KnownBalance {
  balance: Minor;
  /** How long ago the operator's wallet said it (a debit's, credit's or balance call's answer). */
  ageMs: number;
}

export async function operatorBalance(
  db: Db,
  wallet: SeamlessWallet,
  player: WalletPlayer,
  internalId: string,
): Promise<KnownBalance> {
  const [claimed] = await db.query<{ id: string }>(
    `update players set balance_asked_at = now()
      where id = $1
        and (balance_at is null or balance_at < now() - make_interval(secs => $2))
        and (balance_asked_at is null or balance_asked_at < now() - make_interval(secs => $2))
      returning id`,
    [internalId, BALANCE_MAX_AGE_S],
  );
  // A wallet that does not answer leaves the last known balance, and its age says so.
  if (claimed) await wallet.balance(player, internalId).catch(() => null);
  const [row] = await db.query<{ balance: Minor; age_ms: number }>(
    `select balance, (extract(epoch from (clock_timestamp() - coalesce(balance_at, created_at))) * 1000)::float8 as age_ms
       from players where id = $1`,
    [internalId],
  );
  return { balance: row?.balance ?? 0, ageMs: Math.max(0, Math.round(row?.age_ms ?? 0)) };
}
