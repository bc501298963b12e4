/**
 * The player's own bet at a shared blackjack table for the window open now: chips placed on their
 * own boxes (main, Perfect Pairs) and back bets on other players' boxes, in the order placed (UNDO
 * takes the last back), with the follow answer for back bets. The server takes a player's whole
 * bet each time (SHARED.md "Commands"), so `wire()` is what is sent after every change; what the
 * server holds comes back in `you.bets` and replaces what is here when the two differ (a refusal,
 * another device).
 */
import type { BetSpot, Placement } from '../../../machines/blackjack/bets';

/** One box of a player's bet as the server takes it. */
export interface BoxBet {
  box: number;
  main?: number;
  perfectPairs?: number;
  behind?: number;
  behindFollows?: boolean;
}

const SPOTS: readonly BetSpot[] = ['main', 'perfectPairs', 'behind'];

export class OwnBets {
  private placed: Placement[] = [];
  /** Back bets follow the holder's doubles and splits (the player's remembered answer). */
  follows: boolean;

  constructor(follows: boolean) {
    this.follows = follows;
  }

  get placements(): readonly Placement[] {
    return this.placed;
  }

  get total(): number {
    return this.placed.reduce((sum, p) => sum + p.amount, 0);
  }

  amount(box: number, spot: BetSpot): number {
    return this.placed.filter((p) => p.seat === box && p.spot === spot).reduce((sum, p) => sum + p.amount, 0);
  }

  add(box: number, spot: BetSpot, amount: number): void {
    this.placed.push({ seat: box, spot, amount });
  }

  undo(): void {
    this.placed.pop();
  }

  clear(): void {
    this.placed = [];
  }

  /** The bet the server holds (null: none), when it differs from this one. */
  adopt(held: unknown): void {
    const bets = Array.isArray(held) ? (held as BoxBet[]) : [];
    if (sameBets(bets, this.wire())) return;
    this.placed = bets.flatMap((b) =>
      SPOTS.flatMap((spot) => ((b[spot] ?? 0) > 0 ? [{ seat: b.box, spot, amount: b[spot] as number }] : [])),
    );
    const back = bets.find((b) => (b.behind ?? 0) > 0);
    if (back) this.follows = back.behindFollows === true;
  }

  /** The whole bet in the server's shape, box by box. */
  wire(): BoxBet[] {
    const boxes = [...new Set(this.placed.map((p) => p.seat))].sort((a, b) => a - b);
    return boxes.map((box) => {
      const bet: BoxBet = { box };
      for (const spot of SPOTS) {
        const amount = this.amount(box, spot);
        if (amount > 0) bet[spot] = amount;
      }
      if (bet.behind) bet.behindFollows = this.follows;
      return bet;
    });
  }
}

/** Two bets alike, amounts and follow answers (the order of boxes aside). */
export function sameBets(a: readonly BoxBet[], b: readonly BoxBet[]): boolean {
  const key = (bets: readonly BoxBet[]) =>
    JSON.stringify(
      [...bets]
        .filter((x) => (x.main ?? 0) + (x.perfectPairs ?? 0) + (x.behind ?? 0) > 0)
        .sort((x, y) => x.box - y.box)
        .map((x) => [x.box, x.main ?? 0, x.perfectPairs ?? 0, x.behind ?? 0, (x.behind ?? 0) > 0 && !!x.behindFollows]),
    );
  return key(a) === key(b);
}
