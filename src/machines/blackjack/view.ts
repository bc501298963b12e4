/**
 * What the table view renders from a snapshot: the round as the player may see it (the port's
 * public view), the betting state, and the buttons that are live now (only the legal moves).
 */
import type { RoundEvent, TableRound } from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';
import type { BlackjackSnapshot } from '../blackjack.machine';
import type { Notice } from '../notices';
import { type StagedView, stagedView } from '../table/view';
import { dealProblem, type Placement } from './bets';
import { EVENT_OF } from './decisions';
import { hintFor } from './hint';
import type { MoveEvent } from './types';

export interface BlackjackTableView extends StagedView {
  readonly chip: Minor;
  readonly seat: number;
  readonly placements: readonly Placement[];
  readonly notice: Notice | null;
  readonly round: TableRound | null;
  readonly roundId: string | null;
  readonly events: readonly RoundEvent[];
  /** Insurance and player buttons to show: the legal moves, and only while the table asks. */
  readonly moves: readonly MoveEvent[];
  /** REBET can put last round's bets back. */
  readonly canRebet: boolean;
  /** A call to the table could not be completed: the table offers to try again. */
  readonly failed: boolean;
  /** Why DEAL is disabled (null when it is enabled); only meaningful while betting. */
  readonly dealProblem: Notice | null;
  /**
   * The hint button: the button the computed basic strategy would press now (one of `moves`), or
   * null when the table asks nothing. A function, so the strategy is worked out only when asked.
   */
  readonly hint: () => MoveEvent | null;
  /** The seats that are the player's (1 to this); the others are computer players. */
  readonly playerSeats: number;
}

/** Whether the machine's last round is the one on the felt (not while the next one is bet or opened). */
const inRound = (phase: string, call: 'open' | 'act' | undefined): boolean =>
  phase !== 'betting' && phase !== 'opening' && phase !== 'resuming' && !(phase === 'failed' && call === 'open');

export function tableView(snapshot: BlackjackSnapshot): BlackjackTableView {
  const { context } = snapshot;
  const base = stagedView(snapshot);
  const { phase } = base;
  const asking = phase === 'insurance' || phase === 'playerTurn';
  const view = context.round?.view ?? null;
  const moves = asking && view ? view.legal.map((d) => EVENT_OF[d]) : [];
  return {
    ...base,
    chip: context.chip,
    seat: context.seat,
    placements: context.placements,
    notice: context.notice,
    // Between rounds the machine keeps the last round; the table shows an empty felt for betting.
    round: view && inRound(phase, context.call?.kind) ? view : null,
    roundId: context.round?.roundId ?? null,
    events: context.stage.events,
    moves,
    canRebet: context.lastBets !== null,
    failed: phase === 'failed',
    dealProblem: phase === 'betting' ? dealProblem(context.rules, context.balance, context.placements) : null,
    playerSeats: context.rules.seats,
    hint: () => {
      if (moves.length === 0) return null;
      const decision = hintFor(context.rules, view);
      return decision ? EVENT_OF[decision] : null;
    },
  };
}
