/**
 * A viewport onto a panel bigger than its box (the betting layout or racetrack at finger size on a
 * phone): drag to move it, wheel to scroll it; a tap that did not drag goes through to the panel.
 * A panel that fits is centred and does not move.
 */
import { Container, type FederatedPointerEvent, type FederatedWheelEvent, Graphics, Rectangle } from 'pixi.js';
import type { Rect } from './layout';

/** Movement (px) after which a press is a drag, not a tap. */
const DRAG = 8;

export class PanView extends Container {
  readonly content = new Container();
  private readonly maskShape = new Graphics();
  private box: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private size = { width: 0, height: 0 };
  private offset = { x: 0, y: 0 };
  private press: { x: number; y: number; ox: number; oy: number } | null = null;
  private clipped = false;
  /** True while the current press has dragged (the panel ignores its tap). */
  dragged = false;

  constructor(private readonly invalidate: () => void) {
    super();
    this.addChild(this.content);
    this.eventMode = 'static';
    this.on('pointerdown', (e: FederatedPointerEvent) => {
      this.press = { x: e.global.x, y: e.global.y, ox: this.offset.x, oy: this.offset.y };
      this.dragged = false;
    });
    this.on('globalpointermove', (e: FederatedPointerEvent) => {
      const p = this.press;
      if (!p) return;
      const dx = e.global.x - p.x;
      const dy = e.global.y - p.y;
      if (!this.dragged && Math.hypot(dx, dy) < DRAG) return;
      this.dragged = true;
      this.moveTo(p.ox + dx, p.oy + dy);
    });
    const end = () => {
      this.press = null;
    };
    this.on('pointerup', end);
    this.on('pointerupoutside', end);
    this.on('wheel', (e: FederatedWheelEvent) => {
      this.moveTo(this.offset.x - e.deltaX, this.offset.y - e.deltaY);
    });
  }

  /** The box on screen and the panel's own size. */
  layout(box: Rect, width: number, height: number): void {
    this.box = box;
    this.size = { width, height };
    this.position.set(box.x, box.y);
    this.hitArea = new Rectangle(0, 0, box.width, box.height);
    this.maskShape.clear().rect(0, 0, box.width, box.height).fill(0xffffff);
    this.clip(this.scrollable);
    this.moveTo(this.offset.x, this.offset.y);
  }

  /**
   * A panel that fits its box is drawn without a mask: a mask is a stencil pass round the panel on
   * every frame the table draws (the busiest were roulette's, two masked pans), and there is
   * nothing outside the box to hide.
   */
  private clip(on: boolean): void {
    if (this.clipped === on) return;
    this.clipped = on;
    if (on) {
      this.addChild(this.maskShape);
      this.content.mask = this.maskShape;
    } else {
      this.content.mask = null;
      this.removeChild(this.maskShape);
    }
  }

  get scrollable(): boolean {
    return this.size.width > this.box.width + 1 || this.size.height > this.box.height + 1;
  }

  /** Moves the panel so that its point (x, y) is in the middle of the box, as far as it goes. */
  centreOn(x: number, y: number): void {
    this.moveTo(this.box.width / 2 - x, this.box.height / 2 - y);
  }

  private moveTo(x: number, y: number): void {
    const clampAxis = (v: number, view: number, size: number) =>
      size <= view ? (view - size) / 2 : Math.max(view - size, Math.min(0, v));
    this.offset = {
      x: clampAxis(x, this.box.width, this.size.width),
      y: clampAxis(y, this.box.height, this.size.height),
    };
    this.content.position.set(Math.round(this.offset.x), Math.round(this.offset.y));
    this.invalidate();
  }
}
