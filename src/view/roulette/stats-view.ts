/**
 * The statistics board: the last numbers (RULES.md: 13), newest first, in their colours; the hot
 * and cold numbers with their counts; and the red/black/zero and odd/even shares, over the
 * table's window of spins (engine stats.ts does the counting).
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { StatsSummary } from '../../engine/roulette/stats';
import type { Translate } from '../../platform/i18n';
import { COLORS, FONT_UI } from '../kit/theme';
import type { Rect } from './layout';
import { POCKET_BLACK, POCKET_GREEN, POCKET_RED, pocketColour } from './wheel-view';

function disc(g: Graphics, x: number, y: number, r: number, n: number, ring = false): void {
  g.circle(x, y, r)
    .fill(pocketColour(n))
    .stroke({ color: ring ? 0xffe08a : COLORS.cream, width: ring ? 2.5 : 1, alpha: 0.8 });
}

function label(text: string, size: number, fill: number = COLORS.cream, weight: '600' | '700' = '700'): Text {
  return new Text({
    text,
    style: { fontFamily: FONT_UI, fontSize: size, fontWeight: weight, fill, letterSpacing: 0.5 },
  });
}

/** A board drawn whole (its discs, bars and labels) in its box, again when the box or what it shows changes. */
abstract class Board extends Container {
  private readonly g = new Graphics();
  protected readonly texts = new Container();
  protected box: Rect = { x: 0, y: 0, width: 0, height: 0 };

  constructor() {
    super();
    this.addChild(this.g, this.texts);
  }

  layout(box: Rect): void {
    this.box = box;
    this.position.set(box.x, box.y);
    this.draw();
  }

  /** Wipes the last drawing and its labels; returns the graphics to draw on. */
  protected wipe(): Graphics {
    for (const c of this.texts.removeChildren()) c.destroy();
    return this.g.clear();
  }

  protected abstract draw(): void;
}

/** The last numbers in a row, newest (ringed) first. */
export class RecentStrip extends Board {
  private numbers: readonly number[] = [];

  constructor(private readonly emptyText: string) {
    super();
  }

  set(numbers: readonly number[]): void {
    this.numbers = numbers;
    this.draw();
  }

  protected override draw(): void {
    const g = this.wipe();
    const h = this.box.height;
    if (this.numbers.length === 0) {
      const t = label(this.emptyText, 12, COLORS.cream, '600');
      t.position.set(4, (h - t.height) / 2);
      this.texts.addChild(t);
      return;
    }
    const r = Math.min(h / 2 - 1, this.box.width / 13 / 2 - 1.5);
    this.numbers.forEach((n, i) => {
      const x = r + 1 + i * (2 * r + 3);
      disc(g, x, h / 2, r, n, i === 0);
      const t = label(String(n), Math.round(r * 0.95));
      t.anchor.set(0.5);
      t.position.set(x, h / 2);
      this.texts.addChild(t);
    });
  }
}

/** Hot and cold numbers and the shares, in a panel. */
export class StatsPanel extends Board {
  private summary: StatsSummary | null = null;

  constructor(private readonly t: Translate) {
    super();
  }

  set(summary: StatsSummary): void {
    this.summary = summary;
    this.draw();
  }

  protected override draw(): void {
    const g = this.wipe();
    const s = this.summary;
    const { width } = this.box;
    if (!s || width <= 0) return;
    g.roundRect(0, 0, width, this.box.height, 12).fill({ color: COLORS.panel, alpha: 0.55 });
    const pad = 12;
    let y = pad;
    const heading = (text: string) => {
      const h = label(text.toUpperCase(), 11, COLORS.muted, '700');
      h.style.letterSpacing = 2;
      h.position.set(pad, y);
      this.texts.addChild(h);
      y += h.height + 6;
    };
    heading(this.t('rou.stats.title', { spins: s.spins }));
    const r = Math.min(15, (width - pad * 2) / 5 / 2 - 10);
    const row = (caption: string, list: StatsSummary['hot']) => {
      const c = label(caption, 13, COLORS.cream, '700');
      c.position.set(pad, y + r - c.height / 2);
      this.texts.addChild(c);
      const x0 = pad + Math.max(64, c.width + 10);
      const step = Math.min(2 * r + 26, (width - x0 - pad) / 5);
      list.forEach((e, i) => {
        const x = x0 + r + i * step;
        disc(g, x, y + r, r, e.number);
        const n = label(String(e.number), Math.round(r * 0.9));
        n.anchor.set(0.5);
        n.position.set(x, y + r);
        const k = label(`×${e.count}`, 10, COLORS.muted, '600');
        k.position.set(x + r + 2, y + r * 2 - k.height);
        this.texts.addChild(n, k);
      });
      if (list.length === 0) {
        const none = label('—', 13, COLORS.muted);
        none.position.set(x0, y + r - none.height / 2);
        this.texts.addChild(none);
      }
      y += 2 * r + 10;
    };
    row(this.t('rou.stats.hot'), s.hot);
    row(this.t('rou.stats.cold'), s.cold);
    y += 4;
    const bar = (parts: [string, number, number][]) => {
      const w = width - pad * 2;
      let x = pad;
      const total = parts.reduce((a, p) => a + p[1], 0);
      for (const [text, share, colour] of parts) {
        const pw = total > 0 ? (w * share) / total : w / parts.length;
        if (pw <= 0) continue;
        g.rect(x, y, pw, 22).fill({ color: colour, alpha: total > 0 ? 1 : 0.35 });
        const p = label(`${text} ${Math.round(share * 100)}%`, 11);
        if (p.width < pw - 4) {
          p.position.set(x + (pw - p.width) / 2, y + (22 - p.height) / 2);
          this.texts.addChild(p);
        } else p.destroy();
        x += pw;
      }
      y += 30;
    };
    bar([
      [this.t('bet.rou.red'), s.shares.red, POCKET_RED],
      [this.t('rou.colour.green'), s.shares.zero, POCKET_GREEN],
      [this.t('bet.rou.black'), s.shares.black, POCKET_BLACK],
    ]);
    bar([
      [this.t('bet.rou.odd'), s.shares.odd, 0x3a5f86],
      [this.t('rou.colour.green'), s.shares.zero, POCKET_GREEN],
      [this.t('bet.rou.even'), s.shares.even, 0x6a4e8a],
    ]);
  }
}
