/**
 * roulette-shared: every player's layout settles against one spin. The number is the fair stream's
 * int(37) of the table's seed at the spin's nonce (one seed per 100 spins, SHARED.md); each part is
 * the solo table's round on that number, so its record re-plays as any solo round does.
 */
import { fairPocket } from '../../../engine/shared/fair';
import type { Rng } from '../../../engine/shared/rng';
import { rouletteGame } from '../../tables/roulette';
import { emit } from '../instance';
import { nextInBlock, revealUsedUp } from './block-seed';
import { soloParts } from './solo-parts';
import type { SharedGame } from './types';

/** The number already drawn, as the solo table's deal asks for it. */
function landedOn(number: number): Rng {
  return { int: () => number, uint32: () => number };
}

/** How many of the last numbers the table shows (its statistics). */
const KEPT_NUMBERS = 100;

export function sharedRoulette(): SharedGame {
  const base = rouletteGame('roulette-european');
  return {
    game: 'roulette',
    base,

    checkBets(_state, _playerId, raw, balance) {
      if (Array.isArray(raw) && raw.length === 0) return { bets: [], stake: 0 };
      const checked = base.checkBets(raw, undefined, balance);
      return { bets: checked.bets, stake: checked.stake };
    },

    publicBets(state) {
      const sums: Record<string, number> = {};
      for (const p of state.stakes) {
        for (const b of p.bets as { bet: string; amount: number }[]) sums[b.bet] = (sums[b.bet] ?? 0) + b.amount;
      }
      return sums;
    },

    publicRound(state) {
      return (state.game as { last?: unknown } | null)?.last ?? null;
    },

    async deal(tx, step) {
      const s = step.state;
      let number: number;
      let nonce: number | null = null;
      if (s.test?.result !== undefined) {
        number = s.test.result;
        s.test = null;
      } else {
        const next = await nextInBlock(tx, step);
        nonce = next.nonce;
        number = fairPocket(next.serverSeed, next.clientSeed, nonce);
      }
      const parts = soloParts(base, s.stakes, () => null, landedOn(number));
      s.game = { last: { number } };
      s.history = [number, ...s.history].slice(0, KEPT_NUMBERS);
      emit(step, { type: 'play', tableRoundId: s.tableRoundId, number });
      await revealUsedUp(tx, step, nonce);
      return { parts, record: { number, bets: s.stakes.map((p) => ({ roundId: p.roundId, bets: p.bets })) }, nonce };
    },
  };
}
