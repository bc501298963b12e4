/**
 * What is still in the air to each bet: a chip placed flies from the tray, and the bet's stack
 * shows its stake less what is flying to it, so every chip shows once, when it lands, however
 * many are placed while others fly. When the bets change otherwise (undo, clear, a rebet, a deal)
 * the tally is forgotten and the stacks show their whole stakes at once.
 */
import type { Minor } from '../../../engine/shared/money';

export class Airborne {
  private readonly amounts = new Map<string, Minor>();
  /** Bumped by `forget`: flights that left before it land on nothing. */
  private generation = 0;

  /** What is flying to a spot now. */
  of(spot: string): Minor {
    return this.amounts.get(spot) ?? 0;
  }

  /** A flight leaves for a spot; call the returned function when it lands. */
  launch(spot: string, amount: Minor): () => void {
    this.amounts.set(spot, this.of(spot) + amount);
    const generation = this.generation;
    let landed = false;
    return () => {
      if (landed || generation !== this.generation) return;
      landed = true;
      const left = this.of(spot) - amount;
      if (left > 0) this.amounts.set(spot, left);
      else this.amounts.delete(spot);
    };
  }

  forget(): void {
    this.amounts.clear();
    this.generation++;
  }
}
