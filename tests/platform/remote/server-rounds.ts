/**
 * Rounds as the game server keeps them, for tests of the browser's side: dealt and played by the
 * server's own table games (src/server/tables), from a stacked shoe, a seeded shuffle or a chosen
 * number, and summarised as `GET /v1/history` answers (src/server/routes/history.ts), JSON and all.
 * `demoRecord` is what the demo writes for the same engine values (src/games/<game>/record.ts).
 */

import type { RoundSummary } from '../../../src/contract/history';
import type { GameId } from '../../../src/contract/names';
import { roundRecord as baccaratRecord } from '../../../src/demo/baccarat/record';
import { roundRecord as blackjackRecord } from '../../../src/demo/blackjack/record';
import { roundRecord as rouletteRecord } from '../../../src/demo/roulette/record';
import type { Settlement as BaccaratSettlement } from '../../../src/engine/baccarat/settle';
import type { Tableau } from '../../../src/engine/baccarat/tableau';
import { tableRules as blackjackRules, type RoundState } from '../../../src/engine/blackjack/index';
import type { Settlement as RouletteSettlement } from '../../../src/engine/roulette/settle';
import { type Rng, SeededRng } from '../../../src/engine/shared/rng';
import { createShoe, stackedShoe } from '../../../src/engine/shared/shoe';
import type { Wager } from '../../../src/platform/history';
import { tableGame } from '../../../src/server/tables/index';

export interface Deal {
  /** The shoe's cards in order (card games); else a seeded shuffle of `seed`. */
  shoe?: string[];
  seed?: string;
  /** Roulette's winning number. */
  result?: number;
  /** Blackjack: the decision to take, given the legal ones. */
  play?: (legal: string[]) => string;
  balance?: number;
  tier?: string;
  roundId?: string;
  /** When the round ended (ms since the epoch). */
  at?: number;
}

/** Plays one round through the server's table game and answers its history summary. */
export function serverRound(table: string, bets: unknown, d: Deal = {}): RoundSummary {
  const game = tableGame(table);
  if (!game) throw new Error(`no table ${table}`);
  const balance = d.balance ?? 100_000;
  const checked = game.checkBets(bets, d.tier, balance);
  const result = d.result;
  const rng: Rng =
    result !== undefined ? { uint32: () => result, int: () => result } : new SeededRng(d.seed ?? 'history');
  const shoe = game.shoe ? (d.shoe ? stackedShoe(d.shoe) : createShoe(game.shoe.decks, game.shoe.shuffle, rng)) : null;
  let step = game.open(checked, balance, shoe, rng);
  while (step.status === 'open') {
    if (!game.act || !d.play) throw new Error('an open round needs a decision');
    step = game.act(step.secret, d.play(step.legal), rng);
  }
  const rec = step.record;
  if (!rec) throw new Error('a settled round has a record');
  const at = d.at ?? Date.UTC(2026, 0, 2, 12, 0, 0);
  // Through JSON, as the database gives it back.
  return JSON.parse(
    JSON.stringify({
      roundId: d.roundId ?? `${table}-${at}`,
      game: game.game,
      table,
      ...(checked.tier ? { tier: checked.tier } : {}),
      status: 'settled',
      staked: rec.staked,
      returned: rec.returned,
      startedAt: new Date(at - 1000).toISOString(),
      finishedAt: new Date(at).toISOString(),
      bets: rec.bets,
      ...(rec.result !== undefined ? { result: rec.result } : {}),
      outcome: rec.outcome,
      balanceBefore: balance,
      balanceAfter: balance - rec.staked + rec.returned,
    }),
  ) as RoundSummary;
}

/** A void round as the server lists it: its stakes back, nothing dealt that history shows. */
/**
 * A void round's summary. `reason` may be one this build's contract does not have (an earlier or
 * a later server's): the browser must still list the round.
 */
export function voidSummary(table: string, game: GameId, reason: string, staked: number, at: number): RoundSummary {
  return {
    roundId: `void-${at}`,
    game,
    table,
    status: 'void',
    staked,
    returned: staked,
    reason: reason as RoundSummary['reason'],
    startedAt: new Date(at - 1000).toISOString(),
    finishedAt: new Date(at).toISOString(),
    bets: null,
    outcome: null,
    balanceBefore: 50_000,
    balanceAfter: 50_000,
  };
}

/** What the demo records of the same round (the demo's own record.ts over the engine's values). */
export function demoRecord(s: RoundSummary): { wagers: Wager[]; wins: Wager[]; detail: unknown } {
  const outcome = s.outcome as Record<string, unknown>;
  if (s.game === 'blackjack') {
    const round = { seats: outcome.seats, dealer: { cards: outcome.dealer } } as unknown as RoundState;
    return blackjackRecord(round, blackjackRules(s.table).seats);
  }
  if (s.game === 'baccarat') {
    return baccaratRecord(
      { areas: outcome.areas } as unknown as BaccaratSettlement,
      { player: outcome.player, banker: outcome.banker } as unknown as Tableau,
    );
  }
  return rouletteRecord(
    s.bets as { bet: string; amount: number }[],
    { stakes: outcome.stakes, spin: { number: s.result } } as unknown as RouletteSettlement,
  );
}
