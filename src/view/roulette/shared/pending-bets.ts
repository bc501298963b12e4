/**
 * The player's chips for the shared table's window, before and as the server takes them. A bet call
 * at a shared table replaces the player's WHOLE bet for the window (SHARED.md "Bets"), so the screen
 * keeps the chips here as the solo table's slip does (engine/roulette/slip.ts: each chip, rebet or
 * double one action, so UNDO takes back exactly one) and sends the whole set after each change; an
 * empty set withdraws the bet. It knows the window it belongs to: a new window starts it afresh, with
 * what the server holds for the player (after a reload in the middle of a window, their chips come
 * back). The last window's chips are kept for REBET. Checks are the engine's: the table's limits and
 * what the player can stake (the balance plus what is already staked this window).
 */

import { expandBet, isAnnouncedName, parseAnnounced } from '../../../engine/roulette/bets';
import type { RouletteProblem } from '../../../engine/roulette/problems';
import type { RouletteTable } from '../../../engine/roulette/rules';
import {
  type BetSlip,
  clearBets,
  clearProblem,
  doubleBets,
  doubleProblem,
  EMPTY_SLIP,
  type Placement,
  placeBet,
  placeProblem,
  rebet,
  rebetProblem,
  slipPlacements,
  slipTotal,
  undoBet,
  undoProblem,
} from '../../../engine/roulette/slip';
import type { Minor } from '../../../engine/shared/money';
import { ownAmounts } from './table-bets';

/** One bet as the server takes it. */
export interface WireBet {
  bet: string;
  amount: Minor;
}

/** A player's whole bet as the server holds it, as the placements it stands for (bad entries left out). */
export function placementsOf(raw: unknown): Placement[] {
  const out: Placement[] = [];
  for (const [bet, amount] of ownAmounts(raw)) {
    try {
      out.push({ bet, amount, stakes: expandBet(bet, amount) });
    } catch {
      // a bet this page cannot lay out is the server's to keep; it is not shown
    }
  }
  return out;
}

/** What one chip of `chip` puts on a bet: the chip itself, or one on each piece of an announced bet (as at the solo table). */
function chipAmount(bet: string, chip: Minor): Minor {
  if (!isAnnouncedName(bet)) return chip;
  try {
    return chip * parseAnnounced(bet).chips;
  } catch {
    return chip; // the engine refuses the name with its own problem
  }
}

/** The slip as the server takes it: one entry per bet id, amounts summed, in the order first placed. */
export function wireOf(slip: BetSlip): WireBet[] {
  const sums = new Map<string, Minor>();
  for (const p of slipPlacements(slip)) sums.set(p.bet, (sums.get(p.bet) ?? 0) + p.amount);
  return [...sums].map(([bet, amount]) => ({ bet, amount }));
}

export class PendingBets {
  private slip: BetSlip = EMPTY_SLIP;
  /** The slip the server last took (a refused send goes back to it). */
  private accepted: BetSlip = EMPTY_SLIP;
  private round: string | null = null;
  /** The chips of the last window that played, for REBET. */
  private previous: readonly Placement[] = [];

  constructor(private readonly table: RouletteTable) {}

  /** The window these chips belong to (null before the first). */
  get window(): string | null {
    return this.round;
  }

  get placements(): Placement[] {
    return slipPlacements(this.slip);
  }

  get total(): Minor {
    return slipTotal(this.slip);
  }

  get empty(): boolean {
    return this.slip.actions.length === 0;
  }

  /** The whole bet to send now. */
  wire(): WireBet[] {
    return wireOf(this.slip);
  }

  /**
   * The table is at window `round`, the server holding `serverBets` for the player: a new window
   * starts afresh with those (a reload's chips); the same window keeps the chips as they are.
   * Returns whether the window changed.
   */
  follow(round: string, serverBets: unknown): boolean {
    if (round === this.round) return false;
    this.round = round;
    const held = placementsOf(serverBets);
    this.slip = held.length > 0 ? { actions: [held] } : EMPTY_SLIP;
    this.accepted = this.slip;
    return true;
  }

  /** The window closed with these bets of the player's (the server's): REBET places them again next time. */
  played(serverBets: unknown): void {
    const bets = placementsOf(serverBets);
    if (bets.length > 0) this.previous = bets;
  }

  /** The server took the set sent from `slip`. */
  confirm(slip: BetSlip): void {
    this.accepted = slip;
  }

  /** The server refused: the chips go back to what it last took. */
  revert(): void {
    this.slip = this.accepted;
  }

  /** The slip now (what a send carries, to confirm it when the answer comes). */
  get current(): BetSlip {
    return this.slip;
  }

  /**
   * One chip of `chip` on a position (on each piece of an announced bet), within the limits and
   * `available`; the problem if not.
   */
  place(bet: string, chip: Minor, available: Minor): RouletteProblem | null {
    const amount = chipAmount(bet, chip);
    const problem = placeProblem(this.table, this.slip, bet, amount, available);
    if (problem) return problem;
    this.slip = placeBet(this.table, this.slip, bet, amount, available).slip;
    return null;
  }

  undo(): RouletteProblem | null {
    const problem = undoProblem(this.slip);
    if (problem) return problem;
    this.slip = undoBet(this.slip).slip;
    return null;
  }

  clear(): RouletteProblem | null {
    const problem = clearProblem(this.slip);
    if (problem) return problem;
    this.slip = clearBets(this.slip).slip;
    return null;
  }

  rebet(available: Minor): RouletteProblem | null {
    const problem = rebetProblem(this.table, this.slip, this.previous, available);
    if (problem) return problem;
    this.slip = rebet(this.table, this.slip, this.previous, available).slip;
    return null;
  }

  double(available: Minor): RouletteProblem | null {
    const problem = doubleProblem(this.table, this.slip, available);
    if (problem) return problem;
    this.slip = doubleBets(this.table, this.slip, available).slip;
    return null;
  }

  /** Which of UNDO, CLEAR, REBET and DOUBLE would be taken now. */
  moves(available: Minor): { undo: boolean; clear: boolean; rebet: boolean; double: boolean } {
    return {
      undo: undoProblem(this.slip) === null,
      clear: clearProblem(this.slip) === null,
      rebet: rebetProblem(this.table, this.slip, this.previous, available) === null,
      double: doubleProblem(this.table, this.slip, available) === null,
    };
  }
}
