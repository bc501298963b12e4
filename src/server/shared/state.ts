/**
 * A shared table instance's whole state as its row keeps it (secret parts included: the shoe, the
 * seed), and the public view anyone watching may see. Times are ms since the epoch on the
 * database's clock.
 */
import type { PublicSeat, SharedPhase, SharedPublicState, SharedTimings } from '../../contract/shared';
import type { Minor } from '../../engine/shared/money';

/** A blackjack box and its holder. */
interface SeatHolder {
  box: number;
  playerId: string;
  name: string;
  /** Windows in a row the box had no bet (IDLE_WINDOWS frees it). */
  idle: number;
  /** Asked to leave while its stake was in play: freed when the round settles. */
  leaving: boolean;
}

interface Joined {
  playerId: string;
  name: string;
}

/** One debit of a player's stake in this window, as its ledger row or wallet call names it. */
interface StakeDebit {
  amount: Minor;
  requestId: string;
  /** An operator's player: the debit's wallet call (a rollback references it). */
  transactionUuid?: string;
}

/** A player's stake in the current table round: a round of its own (`roundId`) in the ledger. */
export interface PlayerStake {
  playerId: string;
  name: string;
  roundId: string;
  /** The player's whole bet for the window, in the game's own shape (checked). */
  bets: unknown;
  staked: Minor;
  debits: StakeDebit[];
  /** An operator's player: the money moves through the operator's seamless wallet. */
  seamless?: boolean;
  /** Blackjack: back bets that follow the holder's doubles and splits, by box. */
  follows?: number[];
}

/** The shoe or block of rounds dealt from one seed of the table's chain. */
export interface SeedInPlay {
  id: number;
  chain: number;
  k: number;
  clientSeed: string | null;
  /** Rounds or spins dealt from it (roulette and blackjack use 100 per seed). */
  used: number;
}

export interface TableState {
  timings: SharedTimings;
  phase: SharedPhase;
  tableRoundId: string;
  closesAt: number | null;
  /** Settled: when the next window opens. */
  nextAt: number | null;
  seats: SeatHolder[];
  players: Joined[];
  stakes: PlayerStake[];
  /** The first bet's requestId of the window: the client seed when a new shoe or block starts. */
  firstBet: string | null;
  seed: SeedInPlay | null;
  /** The chain in use: its number and commitment s_0. */
  chain: { chain: number; commitment: string };
  /** Each game's own part (play/*.ts): a shoe, a blackjack round, the last numbers. */
  game: unknown;
  /** Baccarat: the coups of the shoe; roulette: the last numbers; blackjack: the last dealer totals. */
  history: unknown[];
  /** The hand asked now (blackjack). */
  asked: SharedPublicState['asked'];
  /**
   * The oldest event a reconnect must still find (SHARED.md: the current shoe at baccarat, the
   * current and last round otherwise); older ones may be pruned, and a resume from before them
   * starts with a snapshot. `roundFrom`: the current round's first event.
   */
  keepFrom?: number;
  /**
   * Blackjack: an operator's player's back bet following a double or split, its debit with the
   * operator's wallet (the round rests on it until it answers or the turn's time runs out).
   */
  follow?: { uuid: string; playerId: string; amount: Minor } | null;
  roundFrom?: number;
  /** What a test set for the next deal (ALLOW_TEST_SEEDS). */
  test: { shoe?: string[]; result?: number } | null;
}

/** When the clock next has something to do, or null. */
export function dueAt(s: TableState): number | null {
  if (s.phase === 'closing') return s.closesAt;
  if (s.phase === 'settled') return s.nextAt;
  if (s.phase === 'playing') return s.asked?.deadline ?? null;
  return null;
}

/** Bets summed per box (blackjack) or per area / bet (baccarat, roulette): amounts, never names. */
export type PublicBets = unknown;

export function publicState(
  table: string,
  game: SharedPublicState['game'],
  s: TableState,
  now: number,
  bets: PublicBets,
  round: unknown,
): SharedPublicState {
  const seats: PublicSeat[] = s.seats.map((h) => ({ box: h.box, name: h.name }));
  return {
    table,
    game,
    timings: s.timings,
    now,
    tableRoundId: s.tableRoundId,
    phase: s.phase,
    closesAt: s.phase === 'settled' ? s.nextAt : s.closesAt,
    seats,
    players: s.players.map((p) => p.name),
    bets,
    round,
    asked: s.asked,
    fairness: {
      chain: s.chain.chain,
      commitment: s.chain.commitment,
      k: s.seed?.k ?? 0,
      clientSeed: s.seed?.clientSeed ?? null,
      version: 2,
    },
    history: s.history,
  };
}
