/**
 * The in-browser round service: demo play with the engine here, the game server's twin for a page
 * that no game server serves (app/open-play.ts picks it at boot, or the remote one). The rounds,
 * the money and the shoes live in the demo bank; what the tables settle goes to this browser's
 * history. It answers the games' round service (games/table/round-service.ts) by its shape.
 */
import type { BaccaratRules } from '../engine/baccarat/rules';
import type { BlackjackRules } from '../engine/blackjack/index';
import type { RouletteTable } from '../engine/roulette/rules';
import type { Rng } from '../engine/shared/rng';
import type { ShoeState } from '../engine/shared/shoe';
import type { GameHistory } from '../platform/history';
import { baccaratDemoPort } from './baccarat/demo-port';
import type { DemoBank } from './bank/demo-bank';
import { blackjackDemoPort } from './blackjack/demo-port';
import { expireUnfinished } from './blackjack/expiry';
import { openRoundTier, unplayableReason } from './blackjack/saved-round';
import { rouletteDemoPort } from './roulette/demo-port';
import { voidUnplayable } from './table/void-round';

export interface DemoRoundsOptions {
  bank: DemoBank;
  history: GameHistory | null;
  /** The dealing RNG (seeded in test builds). */
  rng: Rng;
  /** A stacked shoe (tests): the card tables deal from it instead of a shuffled one. */
  shoe?: ShoeState;
}

export function demoRounds(o: DemoRoundsOptions) {
  const { bank, history, rng, shoe } = o;
  // Baccarat's and roulette's ports never keep a round open between calls: one found open (an
  // older build's, a tampered storage) cannot be read back.
  const unreadable = () => 'unreadable' as const;
  return {
    // The tables here keep their earlier rounds themselves, with their saved snapshots.
    prepare: () => Promise.resolve(),
    blackjack: {
      opening: (terms: { rulesOf: (table: string) => BlackjackRules; expiryMinutes: number | null }) => {
        const { rulesOf, expiryMinutes: minutes } = terms;
        const voided = voidUnplayable(bank, history, 'blackjack', (open) => unplayableReason(open, rulesOf));
        const expired = expireUnfinished(bank, history, rulesOf, { minutes, rng });
        return { voided, expired };
      },
      // In this browser the computer players sit as the player's setting says (off: their boxes stay empty).
      seated: (preset: BlackjackRules, computerPlayers: boolean) =>
        computerPlayers ? preset : { ...preset, otherPlayers: 0 },
      openTier: (table: string, preset: BlackjackRules) => openRoundTier(bank, table, preset),
      port: (at: { table: string; rules: BlackjackRules }) => blackjackDemoPort({ bank, history, rng, shoe, ...at }),
    },
    baccarat: {
      opening: () => ({ voided: voidUnplayable(bank, history, 'baccarat', unreadable), expired: null }),
      port: (at: { table: string; rules: BaccaratRules }) => baccaratDemoPort({ bank, history, rng, shoe, ...at }),
      roads: () => null,
    },
    roulette: {
      opening: () => ({ voided: voidUnplayable(bank, history, 'roulette', unreadable), expired: null }),
      port: (table: RouletteTable) => rouletteDemoPort({ bank, history, rng, table }),
      stats: () => null,
    },
  };
}
