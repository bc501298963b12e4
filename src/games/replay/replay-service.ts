/**
 * Where a replay's table plays: a round service (round-service.ts) with the replay's one port,
 * and a wallet that holds the balance the round started with and moves nothing. The table's
 * session and machine are the ones of live play; only what answers them differs. Nothing here
 * calls the network or writes storage.
 */
import type { RoundRecord as RoadRecord } from '../../engine/baccarat/roads';
import { EMPTY_STATS } from '../../engine/roulette/stats';
import type { Minor } from '../../engine/shared/money';
import type { BaccaratPort } from '../../machines/baccarat/port';
import type { BlackjackPort } from '../../machines/blackjack/port';
import type { RoulettePort } from '../../machines/roulette/port';
import type { GameId } from '../../platform/games';
import type { MoneyKind, TableWallet } from '../../platform/wallet';
import type { RoundService } from '../table/round-service';

/** The replay's port, for its game; the limit tier of a blackjack round. */
export type ReplayPorts =
  | { game: 'blackjack'; port: BlackjackPort; tier: string | null }
  | { game: 'baccarat'; port: BaccaratPort }
  | { game: 'roulette'; port: RoulettePort };

const nothing = () => ({ voided: null, expired: null });

function noPort(game: GameId): never {
  throw new Error(`this replay has no ${game} round`);
}

export function replayRounds(ports: ReplayPorts): RoundService {
  return {
    prepare: () => Promise.resolve(),
    blackjack: {
      opening: nothing,
      // The server seated the preset's computer players: the replay deals to the same boxes.
      seated: (preset) => preset,
      openTier: () => (ports.game === 'blackjack' ? ports.tier : null),
      port: () => (ports.game === 'blackjack' ? ports.port : noPort('blackjack')),
    },
    baccarat: {
      opening: nothing,
      port: () => (ports.game === 'baccarat' ? ports.port : noPort('baccarat')),
      // The roads start empty: the replay shows its own coup.
      roads: (): RoadRecord[] => [],
    },
    roulette: {
      opening: nothing,
      port: () => (ports.game === 'roulette' ? ports.port : noPort('roulette')),
      stats: () => EMPTY_STATS,
    },
  };
}

/** The replay's wallet: the round's balance before, no rebuy, no round open, no change but the round's own. */
export function replayWallet(o: { currency: string; kind: MoneyKind; balance: Minor }): TableWallet {
  return {
    currency: o.currency,
    kind: o.kind,
    balance: () => o.balance,
    start: () => 0,
    busy: () => false,
    openRound: () => null,
    onChange: () => () => undefined,
    rebuy: () => ({ ok: false, reason: 'not-needed' }),
  };
}
