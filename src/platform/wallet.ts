/**
 * The wallet a table plays with, whichever keeps it: the demo bank in this browser
 * (demo/bank/demo-bank.ts) or the game server's (remote/remote-wallet.ts). The table reads the balance the
 * wallet last knew, finds a round the game still has open, follows balance changes, and tops a
 * demo wallet up between rounds.
 */
import type { Minor } from '../engine/shared/money';
import type { GameId } from './games';

export interface BalanceChange {
  balance: Minor;
  previous: Minor;
  reason: 'round' | 'rebuy';
}

export type RebuyResult =
  | { ok: true; balance: Minor; added: Minor }
  | { ok: false; reason: 'not-needed' | 'round-in-progress' | 'unsaved' | 'elsewhere' | 'unavailable' };

export type MoneyKind = 'demo' | 'real';

export interface TableWallet {
  readonly currency: string;
  /** Play money or the operator's real money (the lobby and the HUD say which). */
  readonly kind: MoneyKind;
  /** The balance as the wallet last knew it. */
  balance(): Minor;
  /** What a rebuy tops the balance up to (real money: 0, it has no rebuy). */
  start(): Minor;
  /** True while a game has a round open (stakes taken, not settled). */
  busy(): boolean;
  /** The game's open round: where it is played, its id and (blackjack) its limit tier when known. */
  openRound(game: GameId): { roundId: string; table: string; tier?: string | null } | null;
  /** Follows every balance change; returns a function that stops following. */
  onChange(listener: (change: BalanceChange) => void): () => void;
  /** Tops a demo balance up to its start, between rounds only. */
  rebuy(): RebuyResult | Promise<RebuyResult>;
}
