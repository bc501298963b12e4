/**
 * The betting layout drawn from its geometry (board-geometry.ts): the zero, the 3×12 numbers in
 * their colours, the column, dozen and even-money boxes; the chip stacks on their positions with
 * their totals; the winning number lit. A tap becomes the position under it.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { Minor } from '../../engine/shared/money';
import { COLORS, FONT_UI } from '../../look/theme';
import { type ChipAtlas, ChipStack } from '../kit/chips/chips';
import { TapSurface } from '../kit/controls/tap-surface';
import { stillLayer } from '../kit/stage/still-layer';
import { type BoardGeometry, EVEN_MONEY, hitTest as hitTestAt, numberBox, spotCentre, toBoard } from './board-geometry';
import { POCKET_RED, pocketColour } from './wheel-view';

export interface BoardOptions {
  atlas: ChipAtlas;
  denominations: readonly Minor[];
  chipLabel: (m: Minor) => string;
  /** EVEN and ODD in the player's language. */
  evenText: string;
  oddText: string;
  onPick: (position: string) => void;
  /** False while a drag is moving the panel (its tap is not a bet). */
  tapAllowed: () => boolean;
}

const LINE = 0xf4ecd8;

export class BoardView extends TapSurface<BoardGeometry> {
  private readonly felt = new Graphics();
  private readonly labels = new Container();
  private readonly glow = new Graphics();
  private readonly stacks = new Container();
  private readonly byPosition = new Map<string, ChipStack>();
  private lit: number | null = null;

  constructor(private readonly o: BoardOptions) {
    super(o.tapAllowed, o.onPick);
    this.addChild(this.felt, this.labels, this.glow, this.stacks);
  }

  protected override pick(g: BoardGeometry, x: number, y: number): string | null {
    return hitTestAt(g, x, y);
  }

  layout(g: BoardGeometry): void {
    this.setGeometry(g);
    this.draw(g);
    for (const [name, stack] of this.byPosition) this.placeStack(name, stack);
    this.light(this.lit);
  }

  /** The chips on each position (totals in minor units). */
  setStakes(totals: ReadonlyMap<string, Minor>): void {
    for (const [name, stack] of this.byPosition) {
      if (!totals.has(name)) {
        // with its Graphics' own contexts: `children` alone leaves them (and their vertices) in the renderer
        stack.destroy({ children: true, context: true });
        this.byPosition.delete(name);
      }
    }
    for (const [name, amount] of totals) {
      let stack = this.byPosition.get(name);
      if (!stack) {
        stack = new ChipStack(this.o.atlas, this.o.denominations, this.o.chipLabel, this.chipSize());
        stack.eventMode = 'none';
        this.byPosition.set(name, stack);
        this.stacks.addChild(stack);
        this.placeStack(name, stack);
      }
      stack.setAmount(amount);
      // One chip says its own value; a stack of several carries its total beside it.
      stack.setLabelSide(this.o.denominations.includes(amount) ? 'none' : 'right');
    }
  }

  /** Lays `layer` over the layout's felt and under the player's own chips (a shared table's other players' chips). */
  underStacks(layer: Container): void {
    this.addChildAt(layer, this.getChildIndex(this.stacks));
  }

  stack(name: string): ChipStack | undefined {
    return this.byPosition.get(name);
  }

  /** Rings the winning number (null: none). */
  light(n: number | null): void {
    this.lit = n;
    const g = this.glow.clear();
    if (n === null || !this.geometry) return;
    const b = numberBox(this.geometry, n);
    g.roundRect(b.x + 2, b.y + 2, b.width - 4, b.height - 4, 6)
      .fill({ color: 0xffe08a, alpha: 0.28 })
      .stroke({ color: 0xffe08a, width: 4, alpha: 0.95 });
  }

  private chipSize(): number {
    const g = this.geometry;
    return g ? Math.min(38, Math.min(g.along, g.across) * 0.42) : 30;
  }

  private placeStack(name: string, stack: ChipStack): void {
    const g = this.geometry;
    const c = g ? spotCentre(g, name) : null;
    if (c) stack.position.set(c.x, c.y);
  }

  private text(value: string, size: number, x: number, y: number, rotate = false, fill: number = LINE): void {
    const t = new Text({
      text: value,
      style: { fontFamily: FONT_UI, fontSize: size, fontWeight: '700', fill, letterSpacing: 1 },
    });
    t.anchor.set(0.5);
    t.position.set(x, y);
    if (rotate) t.rotation = -Math.PI / 2;
    this.labels.addChild(t);
  }

  private draw(g: BoardGeometry): void {
    const f = this.felt.clear();
    for (const c of this.labels.removeChildren()) c.destroy();
    const vertical = g.orientation === 'vertical';
    const rect = (s0: number, s1: number, q0: number, q1: number) => {
      const a = toBoard(g, s0, q0);
      const b = toBoard(g, s1, q1);
      return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x), h: Math.abs(a.y - b.y) };
    };
    const stroke = { color: LINE, width: 1.5, alpha: 0.75 };
    const fontSize = Math.round(Math.min(g.along, g.across) * 0.36);
    for (let n = 0; n <= 36; n++) {
      const b = numberBox(g, n);
      f.rect(b.x, b.y, b.width, b.height)
        .fill({ color: pocketColour(n), alpha: 0.92 })
        .stroke(stroke);
      this.text(String(n), n === 0 ? fontSize + 4 : fontSize, b.x + b.width / 2, b.y + b.height / 2);
    }
    for (let c = 0; c < 3; c++) {
      const r = rect(12, 13, c, c + 1);
      f.rect(r.x, r.y, r.w, r.h).fill({ color: COLORS.felt, alpha: 0.6 }).stroke(stroke);
      this.text('2:1', Math.round(fontSize * 0.8), r.x + r.w / 2, r.y + r.h / 2, vertical);
    }
    const dz = g.dozens / g.across;
    const ev = g.evens / g.across;
    const dozenText = ['1–12', '13–24', '25–36'];
    for (let d = 0; d < 3; d++) {
      const r = rect(4 * d, 4 * d + 4, -dz, 0);
      f.rect(r.x, r.y, r.w, r.h).fill({ color: COLORS.felt, alpha: 0.55 }).stroke(stroke);
      // the dozen's words sit clear of the street/six-line band along the numbers
      const c = toBoard(g, 4 * d + 2, -(g.band + (g.dozens - g.band) / 2) / g.across);
      this.text(dozenText[d] as string, Math.round(fontSize * 0.75), c.x, c.y, vertical);
    }
    const evenText = ['1–18', this.o.evenText, '', '', this.o.oddText, '19–36'];
    EVEN_MONEY.forEach((kind, i) => {
      const r = rect(2 * i, 2 * i + 2, -dz - ev, -dz);
      f.rect(r.x, r.y, r.w, r.h).fill({ color: COLORS.felt, alpha: 0.55 }).stroke(stroke);
      const cx = r.x + r.w / 2;
      const cy = r.y + r.h / 2;
      if (kind === 'red' || kind === 'black') {
        const w = Math.min(r.w, r.h) * 0.42;
        const [hw, hh] = vertical ? [w * 0.55, w] : [w, w * 0.55];
        f.poly([cx - hw, cy, cx, cy - hh, cx + hw, cy, cx, cy + hh])
          .fill(kind === 'red' ? POCKET_RED : 0x111113)
          .stroke({ color: LINE, width: 1.2, alpha: 0.8 });
      } else this.text(evenText[i] as string, Math.round(fontSize * 0.62), cx, cy, vertical);
    });
    stillLayer(this.labels);
  }
}
