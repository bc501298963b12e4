/**
 * Every player's part of a baccarat coup or a roulette spin: the base table's own round of that
 * player's bets on the same cards or number, so a part re-plays as any solo round does.
 */
import type { Rng } from '../../../engine/shared/rng';
import type { ShoeState } from '../../../engine/shared/shoe';
import type { TableGame } from '../../tables/types';
import type { PartResult } from '../money';
import type { PlayerStake } from '../state';

export function soloParts(
  base: TableGame,
  stakes: readonly PlayerStake[],
  shoe: () => ShoeState | null,
  rng: Rng,
): Map<string, PartResult> {
  const parts = new Map<string, PartResult>();
  for (const p of stakes) {
    const played = base.open({ bets: p.bets, stake: p.staked, tier: null }, 0, shoe(), rng);
    if (!played.record) throw new Error(`a ${base.game} round settles as it is dealt`);
    parts.set(p.playerId, {
      staked: played.staked,
      returned: played.returned,
      record: played.record,
      view: played.view,
    });
  }
  return parts;
}
