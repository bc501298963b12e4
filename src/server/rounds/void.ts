/**
 * Malfunction voids (RULES.md sheet 001, SERVER.md "Malfunction voids"): a round that cannot be
 * completed returns every stake not yet settled, pays no further win, and stays in history as
 * `void` with its reason. Bets already settled in it (Perfect Pairs, 777, even money) stand.
 */
import type { RoundAnswer } from '../../contract/rounds';
import type { VoidReason } from '../../contract/void-reasons';
import type { Minor } from '../../engine/shared/money';
import type { Sql } from '../db/db';
import type { RoundRow } from '../store/rounds';
import type { RoundMoney } from '../wallet/round-money';

export async function voidRound(
  tx: Sql,
  round: Pick<RoundRow, 'id' | 'player_id' | 'game' | 'table_id' | 'tier' | 'staked' | 'nonces' | 'first_card'>,
  reason: VoidReason,
  refund: Minor,
  requestId: string | null,
  money: RoundMoney,
): Promise<RoundAnswer> {
  const balance = await money.close(tx, {
    playerId: round.player_id,
    roundId: round.id,
    amount: refund,
    requestId,
    refund: true,
  });
  const answer: RoundAnswer = {
    roundId: round.id,
    game: round.game,
    table: round.table_id,
    status: 'void',
    phase: 'void',
    events: [],
    view: null,
    legal: [],
    staked: round.staked,
    returned: refund,
    balance,
    ...(round.tier ? { tier: round.tier } : {}),
    reason,
  };
  await tx.query(
    `update rounds set status = 'void', phase = 'void', returned = $2, state = null, reason = $3,
            answer = $4::jsonb, finished_at = now() where id = $1`,
    [round.id, refund, reason, JSON.stringify(answer)],
  );
  return answer;
}
