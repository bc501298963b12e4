/** The roulette round port's types: bets as the player placed them, the settled spin it answers with. */
import type { Settlement, SettlementEvent } from '../../engine/roulette/settle';
import type { Spin } from '../../engine/roulette/wheel';
import type { Minor } from '../../engine/shared/money';
import type { RoundPort, RoundStep } from '../round-port';

/** A bet as placed: a position (`split:17-20`) or announced bet (`voisins`) and its amount. */
export interface RouletteBet {
  readonly bet: string;
  readonly amount: Minor;
}

/** A spin's round: settled in the call that opens it. */
export interface RouletteRoundView {
  readonly bets: readonly RouletteBet[];
  readonly spin: Spin;
  readonly settlement: Settlement;
}

export type RouletteStepEvent = { readonly type: 'wheel.spin'; readonly spin: Spin } | SettlementEvent;

export type RoulettePort = RoundPort<readonly RouletteBet[], never, RouletteRoundView, RouletteStepEvent>;
export type RouletteStep = RoundStep<RouletteRoundView, RouletteStepEvent>;
