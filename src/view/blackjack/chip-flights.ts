/**
 * Chips in motion: a chip from the tray to the circle it was bet on, winnings from the dealer's
 * rack to the seat, lost stakes to the rack, and at the end of a round what the player keeps
 * into the balance. LOOK.md: chips fly ~350 ms, ease out, no bounce on money.
 */
import { type Container, type ContainerChild, Point } from 'pixi.js';
import type { Minor } from '../../engine/shared/money';
import type { EffectName } from '../../platform/audio/audio';
import { type ChipAtlas, ChipStack } from '../kit/chips';
import { tween } from './motion';

export interface FlightOptions {
  layer: Container<ContainerChild>;
  atlas: ChipAtlas;
  denominations: readonly Minor[];
  format: (m: Minor) => string;
  speed: () => number;
  sound: (name: EffectName) => void;
  hold: (key: string) => void;
  release: (key: string) => void;
}

export class ChipFlights {
  private flying = 0;

  constructor(private readonly o: FlightOptions) {}

  /** Flies `amount` in chips between two global points; resolves on arrival. */
  async fly(amount: Minor, from: Point, to: Point, options: { fade?: boolean; size?: number } = {}): Promise<void> {
    if (amount <= 0) return;
    const stack = new ChipStack(this.o.atlas, this.o.denominations, this.o.format, options.size ?? 40);
    stack.setAmount(amount);
    stack.eventMode = 'none';
    const start = this.o.layer.toLocal(from);
    const end = this.o.layer.toLocal(to);
    stack.position.set(start.x, start.y);
    this.o.layer.addChild(stack);
    if (this.flying++ === 0) this.o.hold('bj.chips');
    try {
      await tween(stack, {
        x: end.x,
        y: end.y,
        alpha: options.fade ? 0 : 1,
        duration: 0.35 * this.o.speed(),
        ease: 'power2.out',
      });
    } finally {
      stack.destroy({ children: true });
      if (--this.flying === 0) this.o.release('bj.chips');
    }
  }

  static centre(node: Container): Point {
    return node.getGlobalPosition(new Point());
  }
}
