/**
 * Chips in flight between two points of the screen, for every table: a stack of the amount flies
 * over the table (LOOK.md: ~350 ms, ease out, no bounce on money; speed play shortens it) and is
 * hidden on arrival, kept for the next flight. The render loop is held while any chip is in the air.
 * A flight to a bet names its spot, and the flyer keeps what is still in the air to each spot
 * (airborne.ts): chips placed one after another, each with its own flight, each show once, on landing.
 */
import type { Container, ContainerChild, Point } from 'pixi.js';
import type { Minor } from '../../../engine/shared/money';
import { growStack, whenIdle } from '../stage/idle-work';
import { tween } from '../stage/motion';
import { Airborne } from './airborne';
import { type ChipAtlas, ChipStack } from './chips';

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
  /** The bet it flies to (`player`, `1:main`): counted in `airborne(spot)` until it lands. */
  spot?: string;
}

/** Stacks kept for the next flights (a round flies a few; more at once are made and let go). */
const SPARE_STACKS = 10;

export class ChipFlyer {
  private count = 0;
  private readonly spare: ChipStack[] = [];
  private readonly inAir = new Airborne();
  /** Stops the idle making of spare stacks (`reserve`). */
  private stopReserving: (() => void) | null = null;

  constructor(private readonly o: ChipFlyerOptions) {}

  /**
   * Makes `count` spare stacks of chip `size` in idle time, hidden in the layer and grown to the
   * tallest stack and longest total, so the flights of a busy round (every seat paid at once)
   * take stacks already made instead of making them mid-animation.
   */
  reserve(count: number, size: number): void {
    this.stopReserving?.();
    this.stopReserving = whenIdle(() => {
      if (this.o.layer.destroyed) return false;
      if (this.spare.filter((s) => s.size === size && !s.destroyed).length >= Math.min(count, SPARE_STACKS))
        return false;
      const stack = this.make(size);
      this.o.layer.addChild(stack);
      growStack(stack, this.o.denominations);
      this.spare.push(stack);
      return true;
    });
  }

  get flying(): boolean {
    return this.count > 0;
  }

  /** What is still in the air to a spot (its stack shows the stake less this). */
  airborne(spot: string): Minor {
    return this.inAir.of(spot);
  }

  /**
   * The bets changed other than by a placement (undo, clear, a rebet, a deal): every stack shows
   * its whole stake again, and the chips still in the air no longer count against it.
   */
  forget(): void {
    this.inAir.forget();
  }

  /** Flies `amount` in chips between two global points; resolves on arrival. */
  async fly(amount: Minor, from: Point, to: Point, style: FlightStyle = {}): Promise<void> {
    if (amount <= 0) return;
    const size = style.size ?? 36;
    const stack = this.stack(size);
    stack.setAmount(amount);
    stack.alpha = 1;
    const start = this.o.layer.toLocal(from);
    const end = this.o.layer.toLocal(to);
    stack.position.set(start.x, start.y);
    this.o.layer.addChild(stack); // on top of the layer (a spare one moves up)
    if (this.count++ === 0) this.o.hold(this.o.key);
    const land = style.spot === undefined ? null : this.inAir.launch(style.spot, amount);
    try {
      await tween(stack, {
        x: end.x,
        y: end.y,
        alpha: style.endAlpha ?? 1,
        duration: (style.seconds ?? 0.35) * this.o.speed(),
        ease: 'power2.out',
      });
    } finally {
      // Kept hidden in the layer for the next flight (and destroyed with it), or let go.
      if (!stack.destroyed) {
        if (this.spare.length < SPARE_STACKS) {
          stack.setAmount(0);
          this.spare.push(stack);
        } else stack.destroy({ children: true, context: true }); // `context`: its Graphics' own, or the renderer keeps them
      }
      land?.();
      if (--this.count === 0) {
        this.o.release(this.o.key);
        this.o.landed?.();
      }
    }
  }

  /** A spare stack of this chip size, or a new one. */
  private stack(size: number): ChipStack {
    for (;;) {
      const i = this.spare.findIndex((s) => s.size === size);
      if (i < 0) break;
      const stack = this.spare.splice(i, 1)[0] as ChipStack;
      if (!stack.destroyed) return stack;
    }
    return this.make(size);
  }

  private make(size: number): ChipStack {
    const stack = new ChipStack(this.o.atlas, this.o.denominations, this.o.format, size);
    stack.eventMode = 'none';
    return stack;
  }
}
