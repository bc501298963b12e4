/** The dictionary keys of the games' and tables' names and lines (the lobby, history, rules). */
import type { GameId } from '../../../platform/games';
import type { MessageKey } from '../../../platform/i18n';

export const gameNameKey = (game: GameId): MessageKey => `game.${game}`;
export const gameTaglineKey = (game: GameId): MessageKey => `game.${game}.tagline`;
export const tableNameKey = (table: string): MessageKey => `table.${table}` as MessageKey;
export const tableBlurbKey = (table: string): MessageKey => `table.${table}.blurb` as MessageKey;
