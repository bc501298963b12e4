/**
 * What the table view renders from a snapshot: the round as the player may see it (the port's
 * public view), the betting state, and the buttons that are live now (only the legal moves).
 */
import type { BehindMove, InsuranceChoice, RoundEvent, TableRound } from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';
import type { BlackjackSnapshot } from '../blackjack.machine';
import type { Notice } from '../notices';
import { type StagedView, stagedView } from '../table/view';
import { dealProblem, type Placement } from './bets';
import { EVENT_OF, insuranceRange } from './decisions';
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
  /** Asked to match a computer player's double or split behind: that box and its move (else null). */
  readonly behindAsk: { readonly seat: number; readonly move: BehindMove } | null;
  /** The boxes held by computer players that take a back bet (bet behind tables; empty elsewhere). */
  readonly behindSeats: readonly number[];
  /** The insurance amounts the player may pick while asked at an up-to-half table (null: none to pick). */
  readonly insurance: InsuranceChoice | null;
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
  const asking = phase === 'insurance' || phase === 'playerTurn' || phase === 'behind';
  const view = context.round?.view ?? null;
  const askedSeat = phase === 'behind' && view?.turn ? view.seats[view.turn.seat]?.seat : undefined;
  const { rules } = context;
  const insurance = phase === 'insurance' ? insuranceRange(view) : null;
  const moves = asking && view ? view.legal.map((d) => EVENT_OF[d]) : [];
  // Less than half may be chosen where the balance does not cover half: INSURE stays on offer.
  if (insurance && !moves.includes('insurance.accept')) moves.unshift('insurance.accept');
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
    behindAsk: askedSeat !== undefined && view?.asked ? { seat: askedSeat, move: view.asked } : null,
    behindSeats: rules.betBehind ? Array.from({ length: rules.otherPlayers }, (_, i) => rules.seats + 1 + i) : [],
    insurance,
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
