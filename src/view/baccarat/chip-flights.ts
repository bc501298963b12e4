/**
 * Chips in motion at the baccarat table: a chip from the selector to the area it was bet on,
 * lost stakes to the dealer, winnings from the dealer to the area, and at the end what the player
 * keeps into the balance. LOOK.md: chips fly ~350 ms, ease out, no bounce on money.
 */
import type { Container, ContainerChild, Point } from 'pixi.js';
import type { BetArea } from '../../engine/baccarat/rules';
import type { Settlement } from '../../engine/baccarat/settle';
import type { Minor } from '../../engine/shared/money';
import { type ChipAtlas, ChipStack } from '../kit/chips';
import { tween } from '../kit/motion';
import type { BetAreaView } from './bet-area';

export interface FlightOptions {
  layer: Container<ContainerChild>;
  atlas: ChipAtlas;
  denominations: readonly Minor[];
  format: (m: Minor) => string;
  speed: () => number;
  hold: (key: string) => void;
  release: (key: string) => void;
  /** Called when the last chip in flight lands. */
  landed: () => void;
}

export class BaccaratFlights {
  private count = 0;

  constructor(private readonly o: FlightOptions) {}

  get flying(): boolean {
    return this.count > 0;
  }

  /** Flies `amount` in chips between two global points; resolves on arrival. */
  async fly(amount: Minor, from: Point, to: Point, fade = false): Promise<void> {
    if (amount <= 0) return;
    const stack = new ChipStack(this.o.atlas, this.o.denominations, this.o.format, 36);
    stack.setAmount(amount);
    stack.eventMode = 'none';
    const start = this.o.layer.toLocal(from);
    const end = this.o.layer.toLocal(to);
    stack.position.set(start.x, start.y);
    this.o.layer.addChild(stack);
    if (this.count++ === 0) this.o.hold('bac.chips');
    try {
      await tween(stack, {
        x: end.x,
        y: end.y,
        alpha: fade ? 0 : 1,
        duration: 0.35 * this.o.speed(),
        ease: 'power2.out',
      });
    } finally {
      stack.destroy({ children: true });
      if (--this.count === 0) {
        this.o.release('bac.chips');
        this.o.landed();
      }
    }
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
