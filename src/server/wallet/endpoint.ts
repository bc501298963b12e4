/** Where an operator's wallet is and the key its calls are signed with (the newest active one). */
import type { Sql } from '../db/db';
import type { WalletEndpoint } from './seamless-client';

export async function walletEndpoint(sql: Sql, operatorId: string): Promise<WalletEndpoint> {
  const [row] = await sql.query<{ wallet_url: string; secret: string }>(
    `select o.wallet_url, k.secret from operators o
       join operator_keys k on k.operator_id = o.id and (k.expires_at is null or k.expires_at > now())
      where o.id = $1 order by k.id desc limit 1`,
    [operatorId],
  );
  if (!row) throw new Error(`operator ${operatorId} has no wallet URL or no active key`);
  return { operatorId, walletUrl: row.wallet_url, secret: row.secret };
}
