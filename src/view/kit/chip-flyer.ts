/**
 * Chips in flight between two points of the screen, for every table: a stack of the amount flies
 * over the table (LOOK.md: ~350 ms, ease out, no bounce on money; speed play shortens it) and is
 * freed on arrival. The render loop is held while any chip is in the air.
 */
import type { Container, ContainerChild, Point } from 'pixi.js';
import type { Minor } from '../../engine/shared/money';
import { type ChipAtlas, ChipStack } from './chips';
import { tween } from './motion';

export interface ChipFlyerOptions {
  layer: Container<ContainerChild>;
  atlas: ChipAtlas;
  denominations: readonly Minor[];
  format: (m: Minor) => string;
  speed: () => number;
  hold: (key: string) => void;
  release: (key: string) => void;
  /** The render loop's hold key (one per table). */
  key: string;
  /** Called when the last chip in the air lands. */
  landed?: () => void;
}

export interface FlightStyle {
  /** The stack's alpha on arrival (0: it fades into where it goes). */
  endAlpha?: number;
  /** Chip size in design px. */
  size?: number;
  /** Seconds at normal speed. */
  seconds?: number;
}

export class ChipFlyer {
  private count = 0;

  constructor(private readonly o: ChipFlyerOptions) {}

  get flying(): boolean {
    return this.count > 0;
  }

  /** Flies `amount` in chips between two global points; resolves on arrival. */
  async fly(amount: Minor, from: Point, to: Point, style: FlightStyle = {}): Promise<void> {
    if (amount <= 0) return;
    const stack = new ChipStack(this.o.atlas, this.o.denominations, this.o.format, style.size ?? 36);
    stack.setAmount(amount);
    stack.eventMode = 'none';
    const start = this.o.layer.toLocal(from);
    const end = this.o.layer.toLocal(to);
    stack.position.set(start.x, start.y);
    this.o.layer.addChild(stack);
    if (this.count++ === 0) this.o.hold(this.o.key);
    try {
      await tween(stack, {
        x: end.x,
        y: end.y,
        alpha: style.endAlpha ?? 1,
        duration: (style.seconds ?? 0.35) * this.o.speed(),
        ease: 'power2.out',
      });
    } finally {
      stack.destroy({ children: true });
      if (--this.count === 0) {
        this.o.release(this.o.key);
        this.o.landed?.();
      }
    }
  }
}
