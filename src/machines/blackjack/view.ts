/**
 * What the table view renders from a snapshot: the round as the player may see it (hole card and
 * shoe hidden), the betting state, and the buttons that are live now (only the legal moves).
 */
import { type Decision, legalMoves, type PublicRound, publicView, type RoundEvent } from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';
import type { BlackjackEvent, BlackjackSnapshot } from '../blackjack.machine';
import { dealProblem, type Placement } from './bets';
import { hintFor } from './hint';
import { playerReturned, playerStaked, robotTurn } from './robots';

export type MoveEvent = Extract<BlackjackEvent['type'], `insurance.${string}` | `player.${string}`>;

const EVENT_OF: Record<Decision, MoveEvent> = {
  'insurance:yes': 'insurance.accept',
  'insurance:no': 'insurance.decline',
  'even-money:yes': 'insurance.accept',
  'even-money:no': 'insurance.decline',
  hit: 'player.hit',
  stand: 'player.stand',
  double: 'player.double',
  split: 'player.split',
  surrender: 'player.surrender',
};

export interface BlackjackTableView {
  /** The top-level state: betting, debiting, dealing, insurance, playerTurn, staking, ... */
  readonly phase: string;
  readonly balance: Minor;
  readonly chip: Minor;
  readonly seat: number;
  readonly placements: readonly Placement[];
  readonly notice: string | null;
  readonly round: PublicRound | null;
  readonly events: readonly RoundEvent[];
  /** Insurance and player buttons to show: the legal moves, and only while the table asks. */
  readonly moves: readonly MoveEvent[];
  /** REBET can put last round's bets back. */
  readonly canRebet: boolean;
  /** The win could not be credited: the table offers to try again. */
  readonly creditFailed: boolean;
  /** Why DEAL is disabled (null when it is enabled); only meaningful while betting. */
  readonly dealProblem: string | null;
  /**
   * The hint button: the button the computed basic strategy would press now (one of `moves`), or
   * null when the table asks nothing. A function, so the strategy is worked out only when asked.
   */
  readonly hint: () => MoveEvent | null;
  /** The seat number of the computer player whose decision it is now, or null. */
  readonly robotTurn: number | null;
  /** The seats that are the player's (1 to this); the others are computer players. */
  readonly playerSeats: number;
}

/** The top-level state of a snapshot (`crediting` for both of its substates). */
export const phaseOf = (snapshot: BlackjackSnapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;

export function tableView(snapshot: BlackjackSnapshot): BlackjackTableView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const robot = robotTurn(context);
  const asking = (phase === 'insurance' || phase === 'playerTurn') && robot === null;
  const moves = asking && context.round ? legalMoves(context.round).map((d) => EVENT_OF[d]) : [];
  return {
    phase,
    balance: context.balance,
    chip: context.chip,
    seat: context.seat,
    placements: context.placements,
    notice: context.notice,
    // Between rounds the machine keeps the last round; the table shows an empty felt for betting.
    // Its stake and return are the player's own: the computer players' money is not the player's.
    round:
      context.round && phase !== 'betting'
        ? {
            ...publicView(context.round),
            staked: playerStaked(context.round, context.rules.seats),
            returned: playerReturned(context.round, context.rules.seats),
          }
        : null,
    events: context.events,
    moves,
    canRebet: context.lastBets !== null,
    creditFailed: snapshot.matches({ crediting: 'failed' }),
    dealProblem: phase === 'betting' ? dealProblem(context.rules, context.balance, context.placements) : null,
    robotTurn: robot,
    playerSeats: context.rules.seats,
    hint: () => {
      if (moves.length === 0) return null;
      const decision = hintFor(context);
      return decision ? EVENT_OF[decision] : null;
    },
  };
}
