/**
 * Where the tables' rounds are played: in this browser (src/demo/, the engine here and play money
 * in this browser's storage) or on the game server (remote-tables.ts). Boot picks one, once
 * (app/open-play.ts), and hands it down; a table's session asks it for what it found as the table
 * opened and for the table's round port, and never asks which one it is.
 */
import type { RoundRecord } from '../../engine/baccarat/roads';
import type { BaccaratRules } from '../../engine/baccarat/rules';
import type { BlackjackRules } from '../../engine/blackjack/index';
import type { RouletteTable } from '../../engine/roulette/rules';
import type { RouletteStats } from '../../engine/roulette/stats';
import type { BaccaratPort } from '../../machines/baccarat/port';
import type { BlackjackPort } from '../../machines/blackjack/port';
import type { RoulettePort } from '../../machines/roulette/port';
import type { GameId } from '../../platform/games';
import type { TableFinds } from '../../platform/table-finds';

export interface RoundService {
  /** Fetches what a table shows of its earlier rounds, before it opens (the tables in this browser keep their own). */
  prepare(game: GameId, table: string): Promise<void>;
  readonly blackjack: BlackjackRounds;
  readonly baccarat: BaccaratRounds;
  readonly roulette: RouletteRounds;
}

export interface BlackjackRounds {
  /**
   * Once as a table opens, before it looks for its round: a saved round that cannot be played on
   * is void, and one older than `expiryMinutes` (null: none) is completed and settled. `rulesOf`
   * gives the rules of the round's own table.
   */
  opening(o: { rulesOf: (table: string) => BlackjackRules; expiryMinutes: number | null }): TableFinds;
  /** The rules a table plays by: with computer players as the player's setting says, where the service follows it. */
  seated(preset: BlackjackRules, computerPlayers: boolean): BlackjackRules;
  /** The limit tier of the round open at `table` (null: none open there, or its tier not known). */
  openTier(table: string, preset: BlackjackRules): string | null;
  port(at: { table: string; tier: string | null; rules: BlackjackRules }): BlackjackPort;
}

interface BaccaratRounds {
  /** Once as a table opens: a round found open is void (a baccarat round never stays open). */
  opening(): TableFinds;
  port(at: { table: string; rules: BaccaratRules }): BaccaratPort;
  /** The table's roads as the service keeps them (null: the table keeps its own). */
  roads(table: string): RoundRecord[] | null;
}

interface RouletteRounds {
  /** Once as a table opens: a round found open is void (a spin never stays open). */
  opening(): TableFinds;
  port(table: RouletteTable): RoulettePort;
  /** The table's statistics as the service keeps them (null: the table keeps its own). */
  stats(table: string): RouletteStats | null;
}
