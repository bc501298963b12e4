/**
 * The games and tables the lobby offers, read from the engines' own table presets (RULES.md), so
 * the lobby can never disagree with the rules. A game is playable once its screen module is
 * registered in `load`; until then its tile shows, disabled, so a player sees what is coming.
 */
import { BACCARAT_TABLE_IDS, BACCARAT_TABLES } from '../engine/baccarat/rules';
import { BLACKJACK_TABLES, tableRules as blackjackRules } from '../engine/blackjack/rules';
import { ROULETTE_TABLE_IDS, rouletteTable } from '../engine/roulette/rules';
import type { MessageKey } from './i18n';

export const GAME_IDS = ['blackjack', 'baccarat', 'roulette'] as const;
export type GameId = (typeof GAME_IDS)[number];

export interface TableEntry {
  id: string;
  /** The smallest and largest single bet the table takes, minor units; shown on the tile. */
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
    load: () => import('../view/blackjack/index'),
    tables: BLACKJACK_TABLES.map((id) => {
      const rules = blackjackRules(id);
      return { id, minBet: rules.minBet, maxBet: rules.maxBet };
    }),
  },
  {
    id: 'baccarat',
    load: () => import('../view/baccarat/index'),
    tables: BACCARAT_TABLE_IDS.map((id) => {
      const areas = Object.values(BACCARAT_TABLES[id]!.limits);
      return { id, minBet: Math.min(...areas.map((a) => a.min)), maxBet: Math.max(...areas.map((a) => a.max)) };
    }),
  },
  {
    id: 'roulette',
    load: () => import('../view/roulette/index'),
    tables: ROULETTE_TABLE_IDS.map((id) => {
      const { limits } = rouletteTable(id);
      return { id, minBet: limits.min, maxBet: limits.total };
    }),
  },
];

export function findGame(id: string): GameEntry | undefined {
  return CATALOG.find((g) => g.id === id);
}

export const gameNameKey = (game: GameId): MessageKey => `game.${game}`;
export const gameTaglineKey = (game: GameId): MessageKey => `game.${game}.tagline`;
export const tableNameKey = (table: string): MessageKey => `table.${table}` as MessageKey;
export const tableBlurbKey = (table: string): MessageKey => `table.${table}.blurb` as MessageKey;

export function isPlayable(game: GameEntry): boolean {
  return typeof game.load === 'function';
}
