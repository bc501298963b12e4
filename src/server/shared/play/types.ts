/**
 * What a shared table needs of its game: a player's whole bet checked (the solo table's own checks,
 * against that player's balance), the public bets and round, the deal at the close, and for
 * blackjack the holders' decisions and the turn clock. The cycle around it (cycle.ts) opens and
 * closes windows, keeps the stakes and settles every player's part.
 */
import type { GameId } from '../../../contract/names';
import type { Minor } from '../../../engine/shared/money';
import type { Sql } from '../../db/db';
import type { TableGame } from '../../tables/types';
import type { WalletOutcome } from '../../wallet/seamless-client';
import type { TableStep } from '../instance';
import type { PartResult } from '../money';
import type { TableState } from '../state';

interface CheckedShared {
  bets: unknown;
  stake: Minor;
  /** Blackjack: the boxes whose back bet follows the holder's doubles and splits. */
  follows?: number[];
}

/** A deal's outcome: every part's result by player id, and the table round's record. */
export interface Dealt {
  parts: Map<string, PartResult>;
  record: unknown;
  /** The nonce of the table's seed the round was dealt from (null: a test deal). */
  nonce: number | null;
}

export interface SharedGame {
  readonly game: GameId;
  /** The solo table whose rules it plays by (its bets' checks and settlement, its replay). */
  readonly base: TableGame;
  checkBets(state: TableState, playerId: string, raw: unknown, balance: Minor): CheckedShared;
  /** The bets of the round summed per box or area: amounts, never names. */
  publicBets(state: TableState): unknown;
  /** The game's public round (null before the deal). */
  publicRound(state: TableState): unknown;
  /** The window closed with stakes: deals; returns the settlement, or null while decisions are awaited. */
  deal(tx: Sql, step: TableStep): Promise<Dealt | null>;
  /** Blackjack: a holder's decision (refused when it is not theirs to make now). */
  act?(
    tx: Sql,
    step: TableStep,
    playerId: string,
    box: number,
    hand: number,
    action: string,
    requestId: string,
  ): Promise<Dealt | null>;
  /** Blackjack: the operator's answer to a back bet's follow (its debit `uuid`), under the table lock. */
  settleFollow?(tx: Sql, step: TableStep, uuid: string, outcome: WalletOutcome): Promise<Dealt | null>;
  /** Blackjack: the asked hand's time ran out: it stands (insurance and even money declined). */
  timeout?(tx: Sql, step: TableStep): Promise<Dealt | null>;
}
