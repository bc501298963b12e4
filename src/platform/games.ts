/**
 * The games and tables of the suite, read from the engines' own table presets (RULES.md) so the
 * lobby can never disagree with the rules: ids, and each table's bet limits. What a game looks
 * like and how it loads is the app's (app/registry.ts); the platform knows ids and limits only.
 */
import { GAME_IDS, type GameId } from '../contract/names';
import { SHARED_TABLE_BASE, SHARED_TABLE_IDS } from '../contract/shared-tables';
import { BACCARAT_TABLE_IDS, BACCARAT_TABLES } from '../engine/baccarat/rules';
import { BLACKJACK_TABLES, tableRules as blackjackRules } from '../engine/blackjack/rules';
import { ROULETTE_TABLE_IDS, rouletteTable } from '../engine/roulette/rules';

/** The games' ids are the API's (src/contract/names.ts). */
export { GAME_IDS, type GameId };

export function isGameId(value: unknown): value is GameId {
  return (GAME_IDS as readonly unknown[]).includes(value);
}

export interface TableEntry {
  id: string;
  /** The smallest and largest single bet the table takes, minor units; shown on the tile. */
  minBet: number;
  maxBet: number;
  /** The table's limit tiers, its first the default (RULES.md `tiers`); empty: one set of limits. */
  tiers: readonly TierEntry[];
  /** A shared table (SHARED.md): several players at one table, on the game server only; its rules are `base`'s. */
  shared?: { base: string };
}

/** A limit tier as the lobby offers it and the launch parameter `tier` names it. */
interface TierEntry {
  id: string;
  minBet: number;
  maxBet: number;
}

export const TABLES: Readonly<Record<GameId, readonly TableEntry[]>> = {
  blackjack: BLACKJACK_TABLES.map((id) => {
    const rules = blackjackRules(id);
    const tiers = rules.tiers.map((t) => ({ id: t.id, minBet: t.minBet, maxBet: t.maxBet }));
    return { id, minBet: rules.minBet, maxBet: rules.maxBet, tiers };
  }),
  baccarat: BACCARAT_TABLE_IDS.map((id) => {
    const areas = Object.values(BACCARAT_TABLES[id]!.limits);
    return {
      id,
      minBet: Math.min(...areas.map((a) => a.min)),
      maxBet: Math.max(...areas.map((a) => a.max)),
      tiers: [],
    };
  }),
  roulette: ROULETTE_TABLE_IDS.map((id) => {
    const { limits } = rouletteTable(id);
    return { id, minBet: limits.min, maxBet: limits.total, tiers: [] };
  }),
};

/** The game's first table: where it opens when no table is asked for. */
export const firstTable = (game: GameId): string => TABLES[game][0]?.id ?? '';

/**
 * The shared tables of each game (SHARED.md), with the limits of the solo table (and tier) whose
 * rules each plays by. Apart from TABLES: they play only on the game server, so what lists or
 * simulates the solo tables never meets them.
 */
export const SHARED_TABLES: Readonly<Record<GameId, readonly TableEntry[]>> = Object.fromEntries(
  GAME_IDS.map((game) => [
    game,
    SHARED_TABLE_IDS.filter((id) => SHARED_TABLE_BASE[id].game === game).map((id) => {
      const { base, tier } = SHARED_TABLE_BASE[id];
      const solo = TABLES[game].find((t) => t.id === base);
      const limits = solo?.tiers.find((x) => x.id === tier) ?? solo;
      return { id, minBet: limits?.minBet ?? 0, maxBet: limits?.maxBet ?? 0, tiers: [], shared: { base } };
    }),
  ]),
) as unknown as Record<GameId, readonly TableEntry[]>;
