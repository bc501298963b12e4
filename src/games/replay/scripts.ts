/**
 * What the replay's controller presses on a table's machine, step by step, to play a recorded
 * round again as it was played: the recorded bets placed, the deal or the spin, then each recorded
 * decision by the event its button sends. The machine is the one of live play (its guards check
 * every step); the replay port (replay-port.ts) answers it from the re-run.
 */
import type { BaccaratRules, BetArea, Bets } from '../../engine/baccarat/rules';
import { type Choice, type Decision, insuranceAmountOf, type SeatBet } from '../../engine/blackjack/index';
import type { BaccaratEvent } from '../../machines/baccarat.machine';
import { placementsOf } from '../../machines/blackjack/bets';
import { EVENT_OF } from '../../machines/blackjack/decisions';
import type { BlackjackEvent } from '../../machines/blackjack.machine';
import type { RouletteBet } from '../../machines/roulette/port';
import type { RouletteEvent } from '../../machines/roulette.machine';
import { ReplayProblem } from './record';
import type { DecisionMark } from './rerun';

export type StepKind = 'bets' | 'deal' | 'spin' | 'decision';

export interface ScriptStep<Event> {
  readonly kind: StepKind;
  /** Sent in order, at once: one step the viewer sees. */
  readonly events: readonly Event[];
  /** A decision's move and box (decision steps only). */
  readonly mark?: DecisionMark;
}

/** The machines' states in which a table waits for the next step (besides its payout shown). */
export const WAITS = {
  blackjack: ['betting', 'insurance', 'playerTurn', 'behind'],
  baccarat: ['betting'],
  roulette: ['betting'],
} as const;

/** A blackjack decision as the event its button sends (an insurance amount with its amount). */
function decisionEvent(choice: Choice): BlackjackEvent {
  const amount = insuranceAmountOf(choice);
  if (amount !== null) return { type: 'insurance.accept', amount };
  const type = EVENT_OF[choice as Decision];
  if (!type) throw new ReplayProblem('replay-unreadable', `decision "${choice}" is not one this table knows`);
  return { type };
}

export function blackjackScript(
  bets: readonly SeatBet[],
  decisions: readonly Choice[],
  marks: readonly DecisionMark[],
): ScriptStep<BlackjackEvent>[] {
  const placed = placementsOf(bets).map((p): BlackjackEvent => ({ type: 'bet.place', ...p }));
  return [
    { kind: 'bets', events: placed },
    { kind: 'deal', events: [{ type: 'round.deal' }] },
    ...decisions.map((d, i) => ({ kind: 'decision' as const, events: [decisionEvent(d)], mark: marks[i] })),
  ];
}

/** The boxes' bets compared as stakes per box: a spot left out is a spot with nothing on it. */
export function sameSeatBets(a: readonly SeatBet[], b: readonly SeatBet[]): boolean {
  const key = (bets: readonly SeatBet[]) =>
    [...bets]
      .filter((x) => x.main + (x.perfectPairs ?? 0) + (x.behind ?? 0) > 0)
      .sort((x, y) => x.seat - y.seat)
      .map((x) => `${x.seat}:${x.main}:${x.perfectPairs ?? 0}:${x.behind ?? 0}`)
      .join(',');
  return key(a) === key(b);
}

/** A roulette bet placed as it was, with its amount; one name placed twice goes on as one. */
function mergedBets(bets: readonly RouletteBet[]): RouletteBet[] {
  const totals = new Map<string, number>();
  for (const b of bets) totals.set(b.bet, (totals.get(b.bet) ?? 0) + b.amount);
  return [...totals].map(([bet, amount]) => ({ bet, amount }));
}

export function rouletteScript(bets: readonly RouletteBet[]): ScriptStep<RouletteEvent>[] {
  const placed = mergedBets(bets).map((b): RouletteEvent => ({ type: 'bet.place', bet: b.bet, amount: b.amount }));
  return [
    { kind: 'bets', events: placed },
    { kind: 'spin', events: [{ type: 'spin.start' }] },
  ];
}

export function sameLayoutBets(a: readonly RouletteBet[], b: readonly RouletteBet[]): boolean {
  const key = (bets: readonly RouletteBet[]) =>
    mergedBets(bets)
      .map((x) => `${x.bet}=${x.amount}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}

/**
 * A baccarat area's stake as chips of the table's denominations, largest first (the table takes
 * chips, not amounts); a stake no set of its chips makes cannot be bet again, and is unreadable.
 */
function chipsOf(amount: number, denominations: readonly number[], area: BetArea): number[] {
  const chips: number[] = [];
  let left = amount;
  for (const chip of [...denominations].sort((x, y) => y - x)) {
    while (left >= chip) {
      chips.push(chip);
      left -= chip;
    }
  }
  if (left !== 0) throw new ReplayProblem('replay-unreadable', `the ${area} bet ${amount} is not made of chips`);
  return chips;
}

export function baccaratScript(bets: Bets, rules: Pick<BaccaratRules, 'chips'>): ScriptStep<BaccaratEvent>[] {
  const placed: BaccaratEvent[] = [];
  for (const area of ['player', 'banker', 'tie'] as const) {
    for (const value of chipsOf(bets[area], rules.chips, area)) {
      placed.push({ type: 'chip.select', value }, { type: 'bet.place', area });
    }
  }
  return [
    { kind: 'bets', events: placed },
    { kind: 'deal', events: [{ type: 'round.deal' }] },
  ];
}

export function sameAreaBets(a: Bets, b: Bets): boolean {
  return a.player === b.player && a.banker === b.banker && a.tie === b.tie;
}
