/**
 * Chips in motion at the baccarat table: a chip from the selector to the area it was bet on,
 * lost stakes to the dealer, winnings from the dealer to the area, and at the end what the player
 * keeps into the balance. LOOK.md: chips fly ~350 ms, ease out, no bounce on money.
 */
import type { Point } from 'pixi.js';
import type { BetArea } from '../../engine/baccarat/rules';
import type { Settlement } from '../../engine/baccarat/settle';
import type { Minor } from '../../engine/shared/money';
import { ChipFlyer, type ChipFlyerOptions } from '../kit/chips/chip-flyer';
import type { BetAreaView } from './bet-area';

export type FlightOptions = Omit<ChipFlyerOptions, 'key'>;

export class BaccaratFlights {
  private readonly flyer: ChipFlyer;

  constructor(o: FlightOptions) {
    this.flyer = new ChipFlyer({ ...o, key: 'bac.chips' });
    // a round's settlement flies the lost stakes, the winnings and then the chips home at once
    this.flyer.reserve(4, 36);
  }

  get flying(): boolean {
    return this.flyer.flying;
  }

  /** A chip bet on an area: it flies from the selector, and the area's stack counts it on landing. */
  place(amount: Minor, from: Point, area: BetArea, to: Point): Promise<void> {
    return this.flyer.fly(amount, from, to, { spot: area });
  }

  /** What is still flying to an area. */
  airborne(area: BetArea): Minor {
    return this.flyer.airborne(area);
  }

  /** The bets changed other than by a chip placed (undo, clear, a rebet, a deal). */
  forget(): void {
    this.flyer.forget();
  }

  /** Flies `amount` in chips between two global points; resolves on arrival. */
  fly(amount: Minor, from: Point, to: Point, fade = false): Promise<void> {
    return this.flyer.fly(amount, from, to, { endAlpha: fade ? 0 : 1 });
  }

  /** Each settled area: a lost stake goes to the dealer, winnings come from the dealer beside it. */
  settle(settlement: Settlement, areas: ReadonlyMap<BetArea, BetAreaView>, dealer: Point): Promise<unknown> {
    const moves: Promise<void>[] = [];
    for (const event of settlement.events) {
      const area = areas.get(event.area);
      if (!area) continue;
      area.setResult(event.result === 'win' ? 'win' : event.result === 'lose' ? 'lose' : null);
      if (event.result === 'lose') {
        const from = area.stack.getGlobalPosition();
        area.stack.setAmount(0);
        moves.push(this.fly(event.bet, from, dealer, true));
      } else if (event.result === 'win') {
        const won = event.returned - event.bet;
        moves.push(this.fly(won, dealer, area.payStack.getGlobalPosition()).then(() => area.payStack.setAmount(won)));
      }
    }
    return Promise.all(moves);
  }

  /** Everything left on the areas (stakes back and winnings) flies into the balance. */
  collect(areas: ReadonlyMap<BetArea, BetAreaView>, balance: Point): Promise<unknown> {
    const home: Promise<void>[] = [];
    for (const area of areas.values()) {
      const kept = area.stack.amount + area.payStack.amount;
      if (kept <= 0) continue;
      const from = area.stack.getGlobalPosition();
      area.stack.setAmount(0);
      area.payStack.setAmount(0);
      home.push(this.fly(kept, from, balance, true));
    }
    return Promise.all(home);
  }
}
