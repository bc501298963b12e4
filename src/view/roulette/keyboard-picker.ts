/**
 * Bets by keyboard on the roulette layout and the racetrack: while the layout (or the track) has
 * the focus, the arrow keys move a ring from spot to spot — on the layout to the nearest position
 * in that direction, so half a step right of a number is the split on its line; on the racetrack
 * through the sectors and then the numbers in wheel order — and Enter or Space places the chip
 * there, as a tap would. Each move is said in the live region ("Split 17/20, €2 on it").
 */
import { type Container, Graphics } from 'pixi.js';
import type { Access } from '../../look/inspector';
import { DIRECTIONS, type Spot, stepSpot } from './spot-step';

export type { Spot } from './spot-step';

export interface PickerOptions {
  /** The container the spots are in (the ring is drawn in it). */
  view: Container;
  /** Every spot, in the view's coordinates; for a `linear` picker in the order the keys walk. */
  spots: () => Spot[];
  linear: boolean;
  first: string;
  /** The ring's radius, px. */
  radius: () => number;
  name: () => string;
  /** The spot in the player's words, with what is on it. */
  words: (name: string) => string;
  pick: (name: string) => void;
  announce: (text: string) => void;
  invalidate: () => void;
}

export class KeyboardPicker {
  private current: string;
  private focused = false;
  private readonly ring = new Graphics();

  constructor(private readonly o: PickerOptions) {
    this.current = o.first;
    this.ring.eventMode = 'none';
    this.ring.visible = false;
    o.view.addChild(this.ring);
  }

  get spot(): string {
    return this.current;
  }

  /** How the accessibility layer offers this picker. */
  access(): Access {
    return {
      role: 'picker',
      name: this.o.name,
      value: () => this.o.words(this.current),
      key: (key) => this.key(key),
      activate: () => this.o.pick(this.current),
      focus: (on) => {
        this.focused = on;
        this.draw();
      },
    };
  }

  private key(key: string): boolean {
    const spots = this.o.spots();
    const from = spots.find((s) => s.name === this.current) ?? spots[0];
    if (!from) return false;
    let next: Spot | null = null;
    if (this.o.linear) {
      const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
      if (key === 'Home') next = spots[0] ?? null;
      else if (key === 'End') next = spots[spots.length - 1] ?? null;
      else if (step !== 0) next = spots[(spots.indexOf(from) + step + spots.length) % spots.length] ?? null;
    } else {
      const dir = DIRECTIONS[key];
      if (!dir) return false;
      next = stepSpot(spots, from, dir);
    }
    if (key.startsWith('Arrow') || key === 'Home' || key === 'End') {
      if (next) {
        this.current = next.name;
        this.draw();
        this.o.announce(this.o.words(this.current));
      }
      return true; // at the edge the key still belongs to the picker
    }
    return false;
  }

  /** Draws the ring on the current spot while the picker has the focus. */
  draw(): void {
    const spot = this.o.spots().find((s) => s.name === this.current);
    this.ring.visible = this.focused && spot !== undefined;
    if (spot) {
      const r = this.o.radius();
      this.ring
        .clear()
        .circle(spot.x, spot.y, r)
        .stroke({ color: 0x04110b, width: 6, alpha: 0.8 })
        .circle(spot.x, spot.y, r)
        .stroke({ color: 0xffd54a, width: 3 });
      this.o.view.addChild(this.ring); // on top of any chips placed since
    }
    this.o.invalidate();
  }
}
