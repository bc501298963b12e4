/**
 * The statistics board: the last numbers (RULES.md: 13), newest first, in their colours; the hot
 * and cold numbers with their counts; and the red/black/zero and odd/even shares, over the
 * table's window of spins (engine stats.ts does the counting). Redrawn after every spin: the
 * numbers, counts and shares are glyph-atlas figures reused from one draw to the next, the words
 * Texts kept while shown, so a spin draws and uploads no text texture.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { StatsSummary } from '../../engine/roulette/stats';
import type { FigureText, FigureWeight } from '../../look/figure-font';
import { COLORS, FONT_UI } from '../../look/theme';
import type { Language, Translate } from '../../platform/i18n';
import { upper } from '../../platform/i18n/upper';
import { whenIdle } from '../kit/stage/idle-work';
import { stillLayer } from '../kit/stage/still-layer';
import { TextPool } from '../kit/text/text-pool';
import type { Rect } from './layout';
import { POCKET_BLACK, POCKET_GREEN, POCKET_RED, pocketColour } from './wheel-view';

function disc(g: Graphics, x: number, y: number, r: number, n: number, ring = false): void {
  g.circle(x, y, r)
    .fill(pocketColour(n))
    .stroke({ color: ring ? 0xffe08a : COLORS.cream, width: ring ? 2.5 : 1, alpha: 0.8 });
}

/** Where the spin count goes in the title, to split its words from its figure. */
const SPLIT = '\u0000';

/** A board drawn whole (its discs, bars and labels) in its box, again when the box or what it shows changes. */
abstract class Board extends Container {
  private readonly g = new Graphics();
  protected readonly texts = new Container();
  private readonly figureLayer = new Container();
  private readonly figures = new TextPool(this.figureLayer);
  /** Words by what they say and look like, kept (with their textures) while a draw shows them. */
  private kept = new Map<string, Text>();
  private shown = new Map<string, Text>();
  protected box: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private stopReserving: (() => void) | null = null;

  constructor() {
    super();
    this.addChild(this.g, this.texts, this.figureLayer);
  }

  layout(box: Rect): void {
    this.box = box;
    this.position.set(box.x, box.y);
    this.redraw();
    this.reserveFigures();
  }

  /** The most figures a draw of this board can show (its pool is filled to it in idle time). */
  protected abstract readonly mostFigures: number;

  /**
   * Makes the figures the board can show in idle time, so a spin that shows more than any draw
   * before takes figures already made rather than making them in the middle of its animation;
   * one idle slot makes them and redraws, so no frame sees them.
   */
  private reserveFigures(): void {
    this.stopReserving?.();
    this.stopReserving = whenIdle(() => {
      if (this.destroyed) return false;
      this.figures.begin();
      // glyphs for "100%" or "×12" in each
      for (let i = 0; i < this.mostFigures; i++)
        this.figures.take('', { fontSize: 11, fontWeight: '700', fill: 0 }, 0, 0).reserve(4);
      this.redraw();
      return false;
    });
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.stopReserving?.();
    super.destroy(options);
  }

  /** Wipes the last drawing and its labels; returns the graphics to draw on. */
  protected wipe(): Graphics {
    this.texts.removeChildren();
    for (const [key, t] of this.kept) if (!this.shown.has(key)) t.destroy();
    this.kept = this.shown;
    this.shown = new Map();
    this.figures.begin();
    this.figures.end();
    // The board's whole box, unseen: its still texture keeps one size from draw to draw, so Pixi's
    // texture pool hands the same one back rather than making a new render target when a new
    // number widens the strip in the middle of a spin's end.
    return this.g.clear().rect(0, 0, this.box.width, this.box.height).fill({ color: 0, alpha: 0 });
  }

  /** A word on the board (placed by the caller): the one the last draw showed, if it said the same. */
  protected word(text: string, size: number, fill: number = COLORS.cream, weight: '600' | '700' = '700'): Text {
    const look = `${text}|${size}|${fill}|${weight}`;
    let n = 0;
    while (this.shown.has(`${look}#${n}`)) n++;
    const key = `${look}#${n}`;
    const t =
      this.kept.get(key) ??
      new Text({ text, style: { fontFamily: FONT_UI, fontSize: size, fontWeight: weight, fill, letterSpacing: 0.5 } });
    this.shown.set(key, t);
    this.texts.addChild(t);
    t.alpha = 1;
    return t;
  }

  /** A number on the board, centred on (x, y). */
  protected figure(
    text: string,
    size: number,
    x: number,
    y: number,
    fill: number = COLORS.cream,
    weight: FigureWeight = '700',
  ): FigureText {
    return this.figures.take(text, { fontSize: size, fontWeight: weight, fill }, x, y);
  }

  protected abstract draw(): void;

  /**
   * Draws the board and keeps it as one texture until its next draw: its discs and figures stay
   * still while the wheel spins over them, and a hundred glyph sprites from several atlases were a
   * hundred draw calls a frame on a software GPU (kit/stage/still-layer.ts).
   */
  protected redraw(): void {
    this.draw();
    stillLayer(this);
  }
}

/** The last numbers in a row, newest (ringed) first. */
export class RecentStrip extends Board {
  private numbers: readonly number[] = [];
  /** The 13 last numbers. */
  protected readonly mostFigures = 13;

  constructor(private readonly emptyText: string) {
    super();
  }

  /** Draws again only when the numbers changed: the table syncs many times between two spins. */
  set(numbers: readonly number[]): void {
    if (numbers.length === this.numbers.length && numbers.every((n, i) => n === this.numbers[i])) return;
    this.numbers = numbers;
    this.redraw();
  }

  protected override draw(): void {
    const g = this.wipe();
    const { width: w, height: h } = this.box;
    // Upright phones: the numbers read down the rail beside the layout, newest at the top.
    const down = h > w;
    if (this.numbers.length === 0) {
      const t = this.word(this.emptyText, 12, COLORS.cream, '600');
      t.rotation = down ? -Math.PI / 2 : 0;
      if (down) {
        t.position.set((w - t.height) / 2, Math.min(h, t.width + 4));
      } else t.position.set(4, (h - t.height) / 2);
      return;
    }
    const r = down ? Math.min(w / 2 - 2, 15) : Math.min(h / 2 - 1, w / 13 / 2 - 1.5);
    const fits = Math.floor(((down ? h : w) + 3) / (2 * r + 3));
    this.numbers.slice(0, fits).forEach((n, i) => {
      const along = r + 1 + i * (2 * r + 3);
      const [x, y] = down ? [w / 2, along] : [along, h / 2];
      disc(g, x, y, r, n, i === 0);
      this.figure(String(n), Math.round(r * 0.95), x, y);
    });
  }
}

/** Hot and cold numbers and the shares, in a panel. */
export class StatsPanel extends Board {
  private summary: StatsSummary | null = null;
  private shownKey = '';
  /** The spin count, five hot and five cold numbers with their counts, and the shares. */
  protected readonly mostFigures = 1 + 2 * 2 * 5 + 8;

  constructor(
    private readonly t: Translate,
    private readonly lang: Language,
  ) {
    super();
  }

  /** Draws again only when a figure changed: the table syncs many times between two spins. */
  set(summary: StatsSummary): void {
    const key = JSON.stringify(summary);
    if (key === this.shownKey) return;
    this.shownKey = key;
    this.summary = summary;
    this.redraw();
  }

  protected override draw(): void {
    const g = this.wipe();
    const s = this.summary;
    const { width } = this.box;
    if (!s || width <= 0) return;
    g.roundRect(0, 0, width, this.box.height, 12).fill({ color: COLORS.panel, alpha: 0.55 });
    const pad = 12;
    let y = pad;
    // the title's words stay while its spin count (a figure) moves
    const heading = (text: string, count: string) => {
      let x = pad;
      let h = 0;
      text.split(SPLIT).forEach((part, i) => {
        if (i > 0) {
          const f = this.figure(count, 11, 0, 0, COLORS.muted);
          f.position.set(x + f.width / 2, y + f.height / 2);
          x += f.width + 2;
        }
        if (!part) return;
        const w = this.word(upper(part, this.lang), 11, COLORS.muted, '700');
        w.style.letterSpacing = 2;
        w.position.set(x, y);
        x += w.width;
        h = Math.max(h, w.height);
      });
      y += h + 6;
    };
    heading(this.t('rou.stats.title', { spins: SPLIT }), String(s.spins));
    const row = (caption: string, list: StatsSummary['hot']) => {
      const c = this.word(caption, 13, COLORS.cream, '700');
      const x0 = pad + Math.max(64, c.width + 10);
      // Each number's count goes under its disc, not beside it, where it would crowd the next one.
      const slot = (width - x0 - pad) / 5;
      const r = Math.max(10, Math.min(15, slot / 2 - 4));
      const step = Math.min(2 * r + 16, slot);
      c.position.set(pad, y + r - c.height / 2);
      list.forEach((e, i) => {
        const x = x0 + r + i * step;
        disc(g, x, y + r, r, e.number);
        this.figure(String(e.number), Math.round(r * 0.9), x, y + r);
        this.figure(`×${e.count}`, 10, x, y + 2 * r + 8, COLORS.muted, '600');
      });
      if (list.length === 0) {
        const none = this.word('—', 13, COLORS.muted);
        none.position.set(x0, y + r - none.height / 2);
      }
      y += 2 * r + 22;
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
        if (pw > 0) g.rect(x, y, pw, 22).fill({ color: colour, alpha: total > 0 ? 1 : 0.35 });
        // the share's word, then its percentage (a figure); both only where the segment has room
        const p = this.word(text, 11);
        const f = this.figure(`${Math.round(share * 100)}%`, 11, 0, 0);
        const need = p.width + 4 + f.width;
        if (pw > 0 && need < pw - 4) {
          const left = x + (pw - need) / 2;
          p.position.set(left, y + (22 - p.height) / 2);
          f.position.set(left + p.width + 4 + f.width / 2, y + 11);
        } else {
          // Drawn unseen rather than left out: its texture is painted now, not in the middle of
          // the spin that first gives the segment room (BLACK after a first spin on red).
          p.alpha = 0;
          p.position.set(pad, y);
          // Emptied, not hidden: the pool hands this figure to another label next draw (a hidden one
          // would stay hidden there: a cold number's disc or a share left blank).
          f.text = '';
        }
        x += Math.max(0, pw);
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
