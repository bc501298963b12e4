/** Every table the server deals, by table id (RULES.md ids; the same as the browser's). */
import { BACCARAT_TABLE_IDS } from '../../engine/baccarat/rules';
import { BLACKJACK_TABLES } from '../../engine/blackjack/rules';
import { ROULETTE_TABLE_IDS } from '../../engine/roulette/rules';
import { baccaratGame } from './baccarat';
import { blackjackGame } from './blackjack';
import { rouletteGame } from './roulette';
import type { TableGame } from './types';

const TABLE_GAMES: ReadonlyMap<string, TableGame> = new Map(
  [
    ...BLACKJACK_TABLES.map(blackjackGame),
    ...BACCARAT_TABLE_IDS.map(baccaratGame),
    ...ROULETTE_TABLE_IDS.map(rouletteGame),
  ].map((g) => [g.table, g]),
);

export function tableGame(table: string): TableGame | null {
  return TABLE_GAMES.get(table) ?? null;
}
