/**
 * Casino chips: an atlas that paints each value once (first use, then cached; colours from
 * chip-values.ts), a single chip for the tray, and a stack with its total for a betting spot.
 */
import { Container, Graphics, Rectangle, Sprite, type Texture } from 'pixi.js';
import type { Minor } from '../../../engine/shared/money';
import { COLORS, css, FONT_UI } from '../../../look/theme';
import { paintTexture } from '../stage/canvas-texture';
import { Pill } from '../text/pill';
import { breakIntoChips, chipColours, luminance } from './chip-values';

export const CHIP_SIZE = 56;
/** How far each chip of a stack sits above the one below it, in design px. */
const STACK_STEP = 4;
export const STACK_MAX = 8;

const mix = (a: number, b: number, t: number): number => {
  const ch = (s: number) => Math.round(((a >> s) & 0xff) * (1 - t) + ((b >> s) & 0xff) * t) << s;
  return ch(16) | ch(8) | ch(0);
};

function paintChip(ctx: CanvasRenderingContext2D, value: Minor, label: string): void {
  const { face, edge, text } = chipColours(value);
  const c = CHIP_SIZE / 2;
  const r = c - 0.75;
  const dark = luminance(face) < 0.05;
  // Body with a soft top-left light, so the chip reads as a solid disc.
  ctx.beginPath();
  ctx.arc(c, c, r, 0, Math.PI * 2);
  const body = ctx.createRadialGradient(c - r * 0.35, c - r * 0.45, r * 0.1, c, c, r * 1.05);
  body.addColorStop(0, css(mix(face, 0xffffff, dark ? 0.22 : 0.18)));
  body.addColorStop(1, css(mix(face, 0x000000, 0.18)));
  ctx.fillStyle = body;
  ctx.fill();
  // Eight edge inserts around the rim.
  ctx.fillStyle = css(edge);
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 - Math.PI / 2;
    const half = Math.PI / 22;
    ctx.beginPath();
    ctx.arc(c, c, r, a - half, a + half);
    ctx.arc(c, c, r * 0.76, a + half * 0.8, a - half * 0.8, true);
    ctx.closePath();
    ctx.fill();
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(0,0,0,0.45)';
  ctx.beginPath();
  ctx.arc(c, c, r, 0, Math.PI * 2);
  ctx.stroke();
  // The inlay: a ring of the insert colour and a flat centre for the value.
  ctx.beginPath();
  ctx.arc(c, c, r * 0.68, 0, Math.PI * 2);
  ctx.fillStyle = css(mix(face, dark ? 0xffffff : 0x000000, dark ? 0.1 : 0.06));
  ctx.fill();
  ctx.lineWidth = 1.3;
  ctx.strokeStyle = css(edge);
  ctx.globalAlpha = 0.9;
  ctx.setLineDash([2.2, 1.6]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
  // The value, as large as fits in the inlay.
  const maxW = r * 1.22;
  let size = Math.round(r * 0.8);
  ctx.font = `800 ${size}px ${FONT_UI}`;
  const w = ctx.measureText(label).width;
  if (w > maxW) {
    size = Math.max(9, Math.floor((size * maxW) / w));
    ctx.font = `800 ${size}px ${FONT_UI}`;
  }
  const m = ctx.measureText(label);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = css(text);
  ctx.fillText(label, c, c + m.actualBoundingBoxAscent / 2);
}

export class ChipAtlas {
  readonly resolution: number;
  private readonly textures = new Map<Minor, Texture>();

  constructor(
    resolution: number,
    private readonly label: (value: Minor) => string,
  ) {
    this.resolution = Math.max(2, resolution * 1.5);
  }

  texture(value: Minor): Texture {
    let t = this.textures.get(value);
    if (!t) {
      const text = this.label(value);
      t = paintTexture(CHIP_SIZE, CHIP_SIZE, this.resolution, (ctx) => paintChip(ctx, value, text));
      this.textures.set(value, t);
    }
    return t;
  }

  destroy(): void {
    for (const t of this.textures.values()) t.destroy(true);
    this.textures.clear();
  }
}

function chipShadow(size: number): Graphics {
  return new Graphics().ellipse(1.5, 3, size * 0.5, size * 0.47).fill({ color: 0x000000, alpha: 0.3 });
}

/** One chip, pivot at its centre: the tray's chips, selectable. */
export class ChipSprite extends Container {
  private readonly lift = new Container();
  private readonly ring = new Graphics();
  private selected = false;

  constructor(
    atlas: ChipAtlas,
    readonly value: Minor,
    readonly size = CHIP_SIZE,
  ) {
    super();
    const sprite = new Sprite(atlas.texture(value));
    sprite.anchor.set(0.5);
    sprite.scale.set(size / CHIP_SIZE);
    const r = size / 2;
    this.ring
      .circle(0, 0, r + 7)
      .stroke({ color: COLORS.brassLight, width: 6, alpha: 0.18 })
      .circle(0, 0, r + 3.5)
      .stroke({ color: COLORS.brassLight, width: 2.5, alpha: 0.95 });
    this.ring.visible = false;
    this.lift.addChild(this.ring, sprite);
    this.addChild(chipShadow(size), this.lift);
    this.placeBounds();
  }

  get isSelected(): boolean {
    return this.selected;
  }

  /** Lifts the chip a little and rings it in gold. */
  setSelected(on: boolean): void {
    this.selected = on;
    this.ring.visible = on;
    this.lift.y = on ? -Math.round(this.size * 0.1) : 0;
    this.placeBounds();
  }

  /**
   * Its place on screen (for the inspector, the access layer and layout checks): the chip, and when
   * selected its gold ring lifted with it, not the faint glow round the ring, which may touch a
   * neighbour.
   */
  private placeBounds(): void {
    const r = this.size / 2 + (this.selected ? 5 : 0);
    this.boundsArea = new Rectangle(-r, -r + this.lift.y, r * 2, r * 2);
  }
}

export type StackLabelSide = 'right' | 'left' | 'below' | 'none';

/** A stack of chips with its total, pivot at the bottom chip's centre; empty and hidden at 0. */
export class ChipStack extends Container {
  private readonly chips = new Container();
  private readonly shadow: Graphics;
  private readonly pill: Pill;
  private _amount: Minor = 0;
  private side: StackLabelSide = 'right';

  constructor(
    private readonly atlas: ChipAtlas,
    private readonly denominations: readonly Minor[],
    private readonly formatTotal: (m: Minor) => string,
    readonly size = CHIP_SIZE,
  ) {
    super();
    this.shadow = chipShadow(size);
    this.pill = new Pill('', {
      fill: 0x000000,
      fillAlpha: 0.6,
      text: COLORS.cream,
      fontSize: 12,
      height: 20,
      paddingX: 8,
      figure: true,
    });
    this.addChild(this.shadow, this.chips, this.pill);
    this.visible = false;
  }

  get amount(): Minor {
    return this._amount;
  }

  /** Where the total label sits: beside the stack (right by default, left by a screen edge), under it, or nowhere. */
  setLabelSide(side: StackLabelSide): void {
    this.side = side;
    this.placeLabel();
  }

  setAmount(amount: Minor): void {
    if (amount === this._amount) return;
    this._amount = amount;
    this.visible = amount > 0;
    if (amount <= 0) return;
    let values = breakIntoChips(amount, this.denominations);
    // An amount below the smallest chip still shows one chip; the label carries the exact total.
    if (values.length === 0) values = [Math.min(...this.denominations)];
    values = values.slice(0, STACK_MAX);
    // The chip sprites are kept from one amount to the next (a stack changes every round).
    const sprites = this.chips.children as Sprite[];
    values.forEach((v, i) => {
      let s = sprites[i];
      if (s) s.texture = this.atlas.texture(v);
      else {
        s = new Sprite(this.atlas.texture(v));
        s.anchor.set(0.5);
        s.scale.set(this.size / CHIP_SIZE);
        s.y = -i * STACK_STEP;
        this.chips.addChild(s);
      }
      s.visible = true;
    });
    for (let i = values.length; i < sprites.length; i++) (sprites[i] as Sprite).visible = false;
    this.pill.setText(this.formatTotal(amount));
    this.placeLabel();
  }

  private placeLabel(): void {
    const r = this.size / 2;
    this.pill.visible = this.side !== 'none';
    if (this.side === 'right') this.pill.position.set(r + 4, -10);
    else if (this.side === 'left') this.pill.position.set(-r - 4 - this.pill.width, -10);
    else this.pill.position.set(-Math.round(this.pill.width / 2), r + 4);
  }
}
