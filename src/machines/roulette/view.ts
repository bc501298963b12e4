/** What the roulette table view renders from a snapshot: the machine's context and the legal moves. */
import type { RouletteContext, RouletteSnapshot } from '../roulette.machine';
import { type StagedView, stagedView } from '../table/view';
import { legalMoves, type RouletteMove } from './moves';

export interface RouletteTableView extends StagedView {
  readonly context: RouletteContext;
  readonly moves: readonly RouletteMove[];
}

export function tableView(snapshot: RouletteSnapshot): RouletteTableView {
  return { ...stagedView(snapshot), context: snapshot.context, moves: legalMoves(snapshot) };
}
