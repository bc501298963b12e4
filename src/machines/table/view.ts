/**
 * What every table's view of a snapshot starts from (each game's `tableView` adds its own): the
 * phase, whether the stage on show waits for the table, which stage it is, and the balance the
 * table shows. Read by the shared table screen (view/kit/table/table-screen.ts).
 */
import { phaseOf } from './context';

export interface StagedView {
  /** The machine's state: resuming, betting, opening, a stage, failed. */
  readonly phase: string;
  /** The stage on show waits for the table's `anim.done`. */
  readonly animating: boolean;
  /** Counts the stages shown, so each is animated once. */
  readonly stage: number;
  /** The balance the table shows. */
  readonly balance: number;
}

export function stagedView(snapshot: {
  value: unknown;
  hasTag(tag: 'animating'): boolean;
  context: { stage: { seq: number }; balance: number };
}): StagedView {
  return {
    phase: phaseOf(snapshot),
    animating: snapshot.hasTag('animating'),
    stage: snapshot.context.stage.seq,
    balance: snapshot.context.balance,
  };
}
