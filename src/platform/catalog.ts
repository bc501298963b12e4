/**
 * The games and tables the lobby offers (RULES.md). A game is playable once its screen module is
 * registered in `load`; until then its tile shows, disabled, so a player sees what is coming.
 */
import type { MessageKey } from './i18n';

export type GameId = 'blackjack' | 'baccarat' | 'roulette';

export interface TableEntry {
  id: string;
  /** Limits of the main bet per seat or area, minor units; shown on the tile. */
  minBet: number;
  maxBet: number;
}

export interface GameEntry {
  id: GameId;
  tables: readonly TableEntry[];
  /** Loads the game's screen; absent while the game is not built. */
  load?: () => Promise<unknown>;
}

export const CATALOG: readonly GameEntry[] = [
  {
    id: 'blackjack',
    tables: [
      { id: 'bj-classic', minBet: 100, maxBet: 50_000 },
      { id: 'bj-european', minBet: 1_000, maxBet: 50_000 },
      { id: 'bj-multiseat', minBet: 100, maxBet: 30_000 },
      { id: 'bj-h17-8deck', minBet: 100, maxBet: 50_000 },
    ],
  },
  {
    id: 'baccarat',
    tables: [
      { id: 'baccarat-8deck', minBet: 10, maxBet: 500_000 },
      { id: 'baccarat-6deck', minBet: 10, maxBet: 500_000 },
    ],
  },
  {
    id: 'roulette',
    tables: [{ id: 'roulette-european', minBet: 10, maxBet: 500_000 }],
  },
];

export const gameNameKey = (game: GameId): MessageKey => `game.${game}`;
export const gameTaglineKey = (game: GameId): MessageKey => `game.${game}.tagline`;
export const tableNameKey = (table: string): MessageKey => `table.${table}` as MessageKey;
export const tableBlurbKey = (table: string): MessageKey => `table.${table}.blurb` as MessageKey;

export function isPlayable(game: GameEntry): boolean {
  return typeof game.load === 'function';
}
