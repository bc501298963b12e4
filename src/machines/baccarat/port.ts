/** The baccarat round port's types: the bets on the three areas, the settled round it answers with. */
import type { RoundRecord } from '../../engine/baccarat/roads';
import type { Bets } from '../../engine/baccarat/rules';
import type { SettleEvent, Settlement } from '../../engine/baccarat/settle';
import type { Tableau, TableauEvent } from '../../engine/baccarat/tableau';
import type { RoundPort, RoundStep } from '../round-port';

/** A baccarat round: dealt and settled in the call that opens it. */
export interface BaccaratRoundView {
  readonly bets: Bets;
  readonly tableau: Tableau;
  readonly settlement: Settlement;
  /** What the round adds to the roads. */
  readonly record: RoundRecord;
}

export type BaccaratStepEvent = TableauEvent | SettleEvent;

export type BaccaratPort = RoundPort<Bets, never, BaccaratRoundView, BaccaratStepEvent>;
export type BaccaratStep = RoundStep<BaccaratRoundView, BaccaratStepEvent>;
