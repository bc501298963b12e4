/**
 * A drawn surface whose taps pick what lies under the finger — a betting layout's position, a
 * racetrack's number or sector — read from the geometry it was last laid out in. Its whole box
 * takes taps; a tap that ends a drag of the panel it sits in is not a pick (`tapAllowed`), and a
 * tap on nothing is dropped. The surfaces differ in what they draw and how a point is read.
 */
import { Container, type FederatedPointerEvent, Rectangle } from 'pixi.js';

export abstract class TapSurface<G extends { width: number; height: number }> extends Container {
  protected geometry: G | null = null;

  constructor(tapAllowed: () => boolean, onPick: (name: string) => void) {
    super();
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.on('pointertap', (e: FederatedPointerEvent) => {
      if (!this.geometry || !tapAllowed()) return;
      const p = e.getLocalPosition(this);
      const name = this.pick(this.geometry, p.x, p.y);
      if (name) onPick(name);
    });
  }

  /** The geometry it was last laid out in (null before the first layout). */
  get layoutGeometry(): G | null {
    return this.geometry;
  }

  /** What a point (in this surface's coordinates) picks, or null. */
  protected abstract pick(geometry: G, x: number, y: number): string | null;

  /** Takes a new geometry: taps are read in it from now on, over its whole box. */
  protected setGeometry(g: G): void {
    this.geometry = g;
    this.hitArea = new Rectangle(0, 0, g.width, g.height);
  }
}
