/**
 * The shared tables' ids and the solo table each plays by (SHARED.md), apart from the wire's
 * schemas: the browser's first load names them (the lobby, the launch) without carrying TypeBox.
 */

/** The shared tables and the solo table whose rules (sheet) each plays by. */
export const SHARED_TABLE_IDS = ['bj-european-shared', 'baccarat-shared', 'roulette-shared'] as const;
export type SharedTableId = (typeof SHARED_TABLE_IDS)[number];

/** Each shared table's game, and the solo table whose rules (sheet) it plays by. */
export const SHARED_TABLE_BASE: Readonly<
  Record<SharedTableId, { game: 'blackjack' | 'baccarat' | 'roulette'; base: string; tier?: string }>
> = {
  'bj-european-shared': { game: 'blackjack', base: 'bj-european', tier: '10-500' },
  'baccarat-shared': { game: 'baccarat', base: 'baccarat-8deck' },
  'roulette-shared': { game: 'roulette', base: 'roulette-european' },
};

export function isSharedTableId(table: string): table is SharedTableId {
  return (SHARED_TABLE_IDS as readonly string[]).includes(table);
}
