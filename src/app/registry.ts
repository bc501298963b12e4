/**
 * The game registry: each game the suite offers, its tables (with their limits, from the rules
 * presets: platform/games.ts) and its module, loaded on demand when one of its tables opens. Only
 * main.ts uses it; a game without a module shows in the lobby as coming soon.
 */
import { GAME_IDS, type GameId, TABLES, type TableEntry } from '../platform/games';
import type { GameModule } from '../view/game-context';

export interface GameEntry {
  id: GameId;
  tables: readonly TableEntry[];
  /** Loads the game's module; absent while the game is not built. */
  load?: () => Promise<GameModule>;
  /** Loads its shared tables' module (SHARED.md), a chunk of its own. */
  loadShared: () => Promise<GameModule>;
}

const MODULES: Record<GameId, () => Promise<GameModule>> = {
  blackjack: async () => (await import('../view/blackjack/module')).blackjackModule,
  baccarat: async () => (await import('../view/baccarat/module')).baccaratModule,
  roulette: async () => (await import('../view/roulette/module')).rouletteModule,
};

const SHARED_MODULES: Record<GameId, () => Promise<GameModule>> = {
  blackjack: async () => (await import('../view/blackjack/shared/module')).sharedBlackjackModule,
  baccarat: async () => (await import('../view/baccarat/shared/module')).sharedBaccaratModule,
  roulette: async () => (await import('../view/roulette/shared/module')).sharedRouletteModule,
};

export const REGISTRY: readonly GameEntry[] = GAME_IDS.map((id) => ({
  id,
  tables: TABLES[id],
  load: MODULES[id],
  loadShared: SHARED_MODULES[id],
}));

export function findGame(id: string): GameEntry | undefined {
  return REGISTRY.find((g) => g.id === id);
}

export function isPlayable(game: GameEntry): boolean {
  return typeof game.load === 'function';
}
