/**
 * The rules panel's content as plain data: every string already translated and formatted, so a
 * Pixi panel only lays it out. Built from the engines' rules objects by `rulesContent`.
 */
import type { Minor } from '../../engine/shared/money';
import type { Language } from '../../platform/i18n';

export type GameKind = 'blackjack' | 'baccarat' | 'roulette';

/** A heading and its rule lines, one sentence each. */
export interface RulesSection {
  readonly id: string;
  readonly heading: string;
  readonly lines: readonly string[];
}

/** A table to draw as a grid: header cells, then rows of as many cells; notes go under it. */
export interface RulesTable {
  readonly id: string;
  readonly heading: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly notes: readonly string[];
}

/** A return-to-player figure as a number (null when not known), with the row it is shown in. */
export interface ReturnFigure {
  readonly id: string;
  readonly value: number | null;
  /** A side bet, staked apart from the main game (blackjack's Perfect Pairs). */
  readonly side?: true;
}

/** One thing the panel draws, in reading order. */
export type RulesBlock =
  | { readonly kind: 'lines'; readonly section: RulesSection }
  | { readonly kind: 'table'; readonly table: RulesTable }
  /** The control that opens the table's strategy chart (blackjack), with its label. */
  | { readonly kind: 'chart'; readonly label: string };

export interface RulesContent {
  readonly table: string;
  readonly game: GameKind;
  readonly lang: Language;
  /** The panel's heading ("Rules and payouts"). */
  readonly heading: string;
  /** Game and table ("Blackjack · Classic"). */
  readonly title: string;
  /** One line of the table's main rules ("6 decks · Dealer stands on all 17s · …"). */
  readonly summary: string;
  readonly sections: readonly RulesSection[];
  readonly paytable: RulesTable;
  readonly limits: RulesTable;
  readonly returns: RulesTable;
  /** The figures behind `returns`, unformatted (share of the stake, 0.9894). */
  readonly returnFigures: readonly ReturnFigure[];
  /** Further tables: baccarat's third-card rules, roulette's announced bets. */
  readonly extras: readonly RulesTable[];
  /** Whether the screen shows the return to player (the jurisdiction's `showRtp`); `returns` is drawn only then. */
  readonly showsRtp: boolean;
  /**
   * Every section and table once, in reading order: the paytable after the game section, each
   * other table after the section of the same id (baccarat's drawing rules, roulette's limits and
   * announced bets), the rest at the end (limits, returns, blackjack's strategy chart control),
   * then the site's terms and the complaints and version section (terms.ts). A panel can draw them
   * one under another.
   */
  readonly blocks: readonly RulesBlock[];
}

/** The operator's terms every table's rules screen states (RULES.md "Every table"), in minutes; null: not set. */
export interface SiteTerms {
  readonly roundExpiryMinutes: number | null;
  readonly inactivityMinutes: number | null;
}

export interface RulesContentOptions {
  readonly lang: Language;
  /** Formats an amount in minor units for the player's currency and locale ("€5.00"). */
  readonly money: (minor: Minor) => string;
  /** Rules fields merged over the table's preset, as the engines accept them. */
  readonly overrides?: Record<string, unknown>;
  /** Blackjack only: the limit tier the table is played at (an id of its `tiers`); absent: its first. */
  readonly tier?: string;
  /** The operator's terms for unfinished rounds and inactivity (launch parameters); absent: none set. */
  readonly terms?: SiteTerms;
  /**
   * Blackjack only: the main game's return to player (0.995), e.g. measured by the simulator. When
   * absent it is computed from the rules with the engine's basic strategy.
   */
  readonly rtp?: number;
  /** The jurisdiction's `showRtp`: false leaves the return to player off the screen. Absent: shown. */
  readonly showRtp?: boolean;
  /** The operator's words on how to complain (the profile's `complaintsText`); absent or null: the default line. */
  readonly complaints?: string | null;
  /** The game's version (`__APP_VERSION__`), stated in the closing section; absent: not stated. */
  readonly version?: string;
}
