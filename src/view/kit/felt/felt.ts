/**
 * The table surface: felt with a soft light in the middle and darker edges, a padded rail with a
 * thin brass line, and the table's printed text in spaced capitals. 'arc' is the classic blackjack
 * half-moon (straight dealer side at the top, the rail along the curved player side at the bottom);
 * 'rect' a rounded table railed all round.
 *
 * The light is painted once per 64 px size bucket and stretched (it is a blur, so stretching by a
 * few per cent shows nothing); shape and rail are vectors; the printed text is painted again only
 * when the size or the text changes. Nothing is redrawn per frame.
 */
import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { COLORS, css } from '../../../look/theme';
import { paintTexture } from '../stage/canvas-texture';
import { deviceResolution } from '../stage/device-resolution';
import {
  type ArcGeometry,
  arcGeometry,
  type PrintedLayout,
  paintPrinted,
  printedLayout,
  printPlacement,
} from './felt-print';

export { BettingCircle } from './betting-circle';

export interface FeltOptions {
  colour?: number;
  rail?: number;
  shape: 'arc' | 'rect';
  /**
   * Where the middle of the printed text sits, as a fraction of the table's depth up from the rail
   * ('arc': by default 0.55 of the curve's sag but at least 120 px; 'rect': 0.5, the middle).
   */
  textDepth?: number;
}

const BUCKET = 64;
const LEATHER = 0x2b1d14;
const SHEEN = 0x6a4e37;
/** How far the light in the middle of the felt mixes towards white: kept low so text on it meets WCAG AA. */
export const FELT_LIGHT = 0.06;

const mix = (a: number, b: number, t: number): number => {
  const ch = (s: number) => Math.round(((a >> s) & 0xff) * (1 - t) + ((b >> s) & 0xff) * t) << s;
  return ch(16) | ch(8) | ch(0);
};

export class Felt extends Container {
  private readonly colour: number;
  private readonly railColour: number;
  private readonly light = new Sprite();
  private readonly shape = new Graphics();
  private readonly rail = new Graphics();
  private readonly print = new Sprite();
  private readonly lights = new Map<string, Texture>();
  private printTexture: Texture | null = null;
  private lines: readonly string[] = [];
  private w = 0;
  private h = 0;
  private geometry: ArcGeometry | null = null;
  private layout: PrintedLayout | null = null;
  private textY: number | null = null;
  /** The resolution the printed text was painted at: a window moved to a denser screen paints it again. */
  private printedAt = 0;

  constructor(
    private readonly options: FeltOptions,
    private readonly resolution: number,
  ) {
    super();
    this.colour = options.colour ?? COLORS.felt;
    this.railColour = options.rail ?? COLORS.brass;
    this.light.mask = this.shape;
    this.addChild(this.light, this.shape, this.print, this.rail);
  }

  /** The rail's width for the current size. */
  get railWidth(): number {
    return Math.round(Math.max(8, Math.min(18, Math.min(this.w, this.h) * 0.025)));
  }

  /** For 'arc': the circle the rail follows (centre and radius of its inner edge). */
  arc(): ArcGeometry | null {
    return this.geometry;
  }

  /**
   * A point `inset` px in from the rail's felt edge at `t` of the way along the arc (0 left end,
   * 0.5 the middle, 1 right end), for seats and betting circles that follow the curve; with the
   * 'rect' shape, the same along the bottom rail.
   */
  alongRail(t: number, inset: number): { x: number; y: number } {
    const g = this.geometry;
    if (!g) return { x: this.railWidth + t * (this.w - 2 * this.railWidth), y: this.h - this.railWidth - inset };
    const theta = Math.PI / 2 + g.half * (1 - 2 * t);
    return { x: g.cx + (g.r - inset) * Math.cos(theta), y: g.cy + (g.r - inset) * Math.sin(theta) };
  }

  resize(w: number, h: number): void {
    if (w === this.w && h === this.h && this.printedAt === this.printResolution()) return;
    this.w = w;
    this.h = h;
    this.light.texture = this.lightTexture(w, h);
    this.light.width = w;
    this.light.height = h;
    this.drawShape();
    this.paintText();
  }

  /**
   * The felt is drawn once into a texture and shown as one quad until it changes: its light is
   * masked by the table's shape (a stencil pass), which would otherwise run every frame an
   * animation draws.
   */
  private recache(): void {
    if (this.isCachedAsTexture) this.updateCacheTexture();
    else this.cacheAsTexture(true);
  }

  /**
   * Centres the printed band on `y` (felt coordinates) rather than at the options' depth, so a
   * table can keep its cards off the text; null goes back to the options' depth.
   */
  setTextCentre(y: number | null): void {
    if (y === this.textY) return;
    this.textY = y;
    this.paintText();
  }

  setPrintedText(lines: readonly string[]): void {
    this.lines = lines.slice();
    this.paintText();
  }

  /** Where the printed text sits, in the felt's own coordinates (empty before text and a size). */
  printedArea(): { x: number; y: number; width: number; height: number } {
    const b = this.layout?.bounds;
    return b ? { ...b } : { x: 0, y: 0, width: 0, height: 0 };
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    for (const t of this.lights.values()) t.destroy(true);
    this.lights.clear();
    this.printTexture?.destroy(true);
    super.destroy(options);
  }

  private lightTexture(w: number, h: number): Texture {
    const bw = Math.max(1, Math.round(w / BUCKET)) * BUCKET;
    const bh = Math.max(1, Math.round(h / BUCKET)) * BUCKET;
    const key = `${bw}x${bh}`;
    let t = this.lights.get(key);
    if (!t) {
      const colour = this.colour;
      const arc = this.options.shape === 'arc';
      t = paintTexture(bw / 2, bh / 2, 1, (ctx, cw, ch) => {
        const cx = cw / 2;
        const cy = ch * (arc ? 0.38 : 0.5);
        const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, Math.hypot(cw, ch) * 0.58);
        g.addColorStop(0, css(mix(colour, 0xffffff, FELT_LIGHT)));
        g.addColorStop(0.45, css(colour));
        g.addColorStop(1, css(mix(colour, 0x000000, 0.55)));
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, cw, ch);
      });
      this.lights.set(key, t);
    }
    return t;
  }

  private drawShape(): void {
    const { w, h } = this;
    const t = this.railWidth;
    const brass = this.railColour;
    this.shape.clear();
    this.rail.clear();
    if (this.options.shape === 'arc') {
      const g = arcGeometry(w, h, t);
      this.geometry = g;
      const a0 = Math.PI / 2 - g.half;
      const a1 = Math.PI / 2 + g.half;
      this.shape
        .moveTo(0, 0)
        .lineTo(w, 0)
        .lineTo(w, g.edgeY)
        .arc(g.cx, g.cy, g.r + t * 0.5, a0, a1)
        .lineTo(0, 0)
        .closePath()
        .fill(0xffffff);
      // Padded rail: dark leather, a soft highlight along its crown, a brass line on the felt side.
      this.rail
        .arc(g.cx, g.cy, g.r + t / 2, a0 - 0.05, a1 + 0.05)
        .stroke({ width: t, color: LEATHER })
        .arc(g.cx, g.cy, g.r + t * 0.42, a0 - 0.05, a1 + 0.05)
        .stroke({ width: t * 0.3, color: SHEEN, alpha: 0.45 })
        .arc(g.cx, g.cy, g.r + 0.5, a0 - 0.05, a1 + 0.05)
        .stroke({ width: 1.5, color: brass })
        .arc(g.cx, g.cy, g.r - 3, a0 - 0.05, a1 + 0.05)
        .stroke({ width: 1, color: 0x000000, alpha: 0.18 });
    } else {
      this.geometry = null;
      const r = Math.min(w, h) * 0.06;
      this.shape.roundRect(t * 0.5, t * 0.5, w - t, h - t, r).fill(0xffffff);
      this.rail
        .roundRect(t / 2, t / 2, w - t, h - t, r)
        .stroke({ width: t, color: LEATHER })
        .roundRect(t * 0.42, t * 0.42, w - t * 0.84, h - t * 0.84, r)
        .stroke({ width: t * 0.3, color: SHEEN, alpha: 0.45 })
        .roundRect(t - 0.5, t - 0.5, w - 2 * t + 1, h - 2 * t + 1, Math.max(2, r - t / 2))
        .stroke({ width: 1.5, color: brass });
    }
  }

  /** The printed text's resolution: the device's now, and at least the one the felt was made with. */
  private printResolution(): number {
    return Math.max(this.resolution, deviceResolution());
  }

  private paintText(): void {
    this.printedAt = this.printResolution();
    this.printTexture?.destroy(true);
    this.printTexture = null;
    this.print.visible = false;
    this.layout = null;
    if (this.w === 0 || this.lines.length === 0) {
      this.recache();
      return;
    }
    const place = printPlacement(this.geometry, this.h, this.textY, this.options.textDepth);
    const layout = printedLayout(this.lines, this.w, this.h, place.arc, place.depth);
    this.layout = layout;
    const b = layout.bounds;
    this.printTexture = paintTexture(b.width, b.height, this.printedAt, (ctx) => paintPrinted(ctx, layout));
    this.print.texture = this.printTexture;
    this.print.position.set(b.x, b.y);
    this.print.visible = true;
    this.recache();
  }
}

export type { ArcGeometry } from './felt-print';
