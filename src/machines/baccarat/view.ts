/**
 * What the baccarat table view renders from a snapshot: the betting state, the round on the felt
 * (from its deal to its payout) and the moves the player may make now.
 */
import type { Bets } from '../../engine/baccarat/rules';
import type { BaccaratContext, BaccaratSnapshot } from '../baccarat.machine';
import { type StagedView, stagedView } from '../table/view';
import { betsOf } from './bets';
import { type BaccaratMove, legalMoves } from './moves';
import type { BaccaratRoundView, BaccaratStepEvent } from './port';

export interface BaccaratTableView extends StagedView {
  context: BaccaratContext;
  moves: ReadonlySet<BaccaratMove>;
  /** The round on the felt (from its deal to its payout), or null while the next one is bet. */
  round: BaccaratRoundView | null;
  /** What the stage on show animates. */
  events: readonly BaccaratStepEvent[];
}

export function tableView(snapshot: BaccaratSnapshot): BaccaratTableView {
  const base = stagedView(snapshot);
  const c = snapshot.context;
  return {
    ...base,
    context: c,
    moves: new Set(legalMoves(snapshot)),
    round: base.phase === 'dealing' || base.phase === 'payout' ? (c.round?.view ?? null) : null,
    events: c.stage.events,
  };
}

/** The stake on each area as the felt shows it: chips placed while betting, the round's bets after. */
export function stakesOf(view: BaccaratTableView): Bets {
  return view.round?.bets ?? betsOf(view.context.placements);
}
