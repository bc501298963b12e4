/**
 * The names the API and the client share (SERVER.md): the games, the languages a session plays
 * in and the jurisdiction profiles built into the product. Plain lists, no schema library: the
 * browser imports them as they are.
 */
export const GAME_IDS = ['blackjack', 'baccarat', 'roulette'] as const;
export type GameId = (typeof GAME_IDS)[number];

export const LANGUAGES = ['en', 'fi', 'it', 'el'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The built-in profiles (platform/jurisdictions.ts has their values, keyed by these). */
export const JURISDICTION_IDS = ['default', 'uk'] as const;
export type JurisdictionId = (typeof JURISDICTION_IDS)[number];

/** A round's `status` and `phase` in its public view. */
export const ROUND_STATUSES = ['open', 'settled', 'void'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
export const ROUND_PHASES = ['insurance', 'player', 'dealer', 'settled', 'void'] as const;
export type RoundPhase = (typeof ROUND_PHASES)[number];
