/**
 * Where an operator's wallet is and the key its calls are signed with: the oldest key still
 * active. While a key rotates the operator's wallet learns the new key; the server keeps signing
 * with the one it surely knows until the overlap ends (`rotate-key --overlap-hours 0` switches at once).
 */
import type { Sql } from '../db/db';
import type { WalletEndpoint } from './seamless-client';

export async function walletEndpoint(sql: Sql, operatorId: string): Promise<WalletEndpoint> {
  const [row] = await sql.query<{ wallet_url: string; secret: string }>(
    `select o.wallet_url, k.secret from operators o
       join operator_keys k on k.operator_id = o.id and (k.expires_at is null or k.expires_at > now())
      where o.id = $1 order by k.id asc limit 1`,
    [operatorId],
  );
  if (!row) throw new Error(`operator ${operatorId} has no wallet URL or no active key`);
  return { operatorId, walletUrl: row.wallet_url, secret: row.secret };
}
