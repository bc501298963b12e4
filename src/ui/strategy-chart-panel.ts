/**
 * A blackjack table's strategy chart, drawn from `strategyChart` (the engine's basic strategy for
 * the table's own rules): hard totals, soft totals and pairs against the dealer's up card, each
 * cell coloured by the move it asks for and lettered with it, so the colour is never the only cue.
 * On a wide card the hard totals sit beside soft totals and pairs; on a phone they stack and the
 * chart scrolls. Closing it goes back to the rules (the caller's `onClose`).
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { StrategyCode } from '../engine/blackjack/strategy';
import { expose } from '../look/inspector';
import { COLORS, FONT_UI } from '../look/theme';
import type { Translate } from '../platform/i18n';
import { upper as capitals } from '../platform/i18n/upper';
import { Panel } from './panel';
import { type ChartSection, CODE_FAMILY, type MoveFamily, type StrategyChartContent } from './rules/strategy-chart';

/** Cell colours by move, as printed charts use them, with the letter's colour that reads on each. */
const FAMILY_COLOURS: Readonly<Record<MoveFamily, { fill: number; ink: number }>> = {
  hit: { fill: 0xb8453c, ink: 0xffffff },
  stand: { fill: 0xe6c978, ink: 0x1c1a10 },
  double: { fill: 0x4fae6e, ink: 0x0b1d15 },
  split: { fill: 0x7aa5f2, ink: 0x0b1d15 },
  surrender: { fill: 0xd9d4c7, ink: 0x1c1a10 },
};

/** Below this content width the three grids stack in one column. */
const TWO_COLUMNS_FROM = 660;
const GAP = 24;

const text = (value: string, size: number, fill: number, weight: '400' | '600' | '700' = '400', wrap = true) =>
  new Text({
    text: value,
    style: { fontFamily: FONT_UI, fontSize: size, fill, fontWeight: weight, wordWrap: wrap, lineHeight: size * 1.35 },
  });

interface GridPiece {
  readonly section: ChartSection;
  readonly heading: Text;
  readonly hint: Text | null;
  readonly caption: Text;
  readonly columns: Text[];
  readonly labels: Text[];
  readonly cells: Text[][];
  readonly face: Graphics;
}

export class StrategyChartPanel extends Panel {
  private readonly body = new Container();
  private readonly title: Text;
  private readonly basis: Text;
  private readonly grids: GridPiece[];
  private readonly legend: { swatch: Graphics; code: Text; meaning: Text; fill: number }[];
  private readonly notes: Text[];

  constructor(chart: StrategyChartContent, t: Translate, invalidate: () => void, onClose: () => void) {
    super(chart.heading, t('settings.close'), invalidate, onClose);
    this.cardMaxWidth = 860;
    this.content.addChild(this.body);
    const upper = (s: string) => capitals(s, chart.lang);
    this.title = text(chart.title, 19, COLORS.cream, '700');
    this.basis = text(chart.basis, 13, COLORS.muted);
    this.body.addChild(this.title, this.basis);
    this.grids = chart.sections.map((section) => {
      const piece: GridPiece = {
        section,
        heading: text(upper(section.heading), 13, COLORS.brassLight, '700'),
        hint: section.hint ? text(section.hint, 12, COLORS.muted) : null,
        caption: text(chart.upCard, 11, COLORS.muted, '400', false),
        columns: chart.columns.map((c) => text(c, 13, COLORS.brassLight, '700', false)),
        labels: section.rows.map((r) => text(r.label, 13, COLORS.cream, '700', false)),
        cells: section.rows.map((r) =>
          r.cells.map((code) => text(chart.codes[code], 12, FAMILY_COLOURS[CODE_FAMILY[code]].ink, '700', false)),
        ),
        face: new Graphics(),
      };
      this.body.addChild(piece.face, piece.heading, piece.caption, ...piece.columns, ...piece.labels);
      if (piece.hint) this.body.addChild(piece.hint);
      for (const row of piece.cells) this.body.addChild(...row);
      return piece;
    });
    this.legend = chart.legend.map((key) => {
      const swatch = new Graphics();
      const { fill, ink } = FAMILY_COLOURS[CODE_FAMILY[key.code]];
      const code = text(key.short, 12, ink, '700', false);
      const meaning = text(key.text, 13, COLORS.cream);
      this.body.addChild(swatch, code, meaning);
      return { swatch, code, meaning, fill };
    });
    this.notes = chart.notes.map((n) => text(n, 12, COLORS.muted));
    this.body.addChild(...this.notes);

    expose('strategy.close', this.closeButton, () => t('settings.close'));
    expose('strategy.body', this.body, () => chart.title, undefined, {
      role: 'scroll',
      name: () => chart.heading,
      text: () => chartText(chart),
      key: (key) => this.scrollKey(key),
    });
  }

  protected layoutContent(width: number): number {
    this.title.style.wordWrapWidth = width;
    this.title.position.set(0, 0);
    let y = this.title.height + 4;
    this.basis.style.wordWrapWidth = width;
    this.basis.position.set(0, y);
    y += this.basis.height + 14;

    const [hard, ...rest] = this.grids;
    if (width >= TWO_COLUMNS_FROM && hard) {
      // Hard totals with the key under them on the left; soft totals and pairs on the right: about
      // as tall, so the whole chart fits a desktop window without scrolling.
      const colW = (width - GAP) / 2;
      const left = this.layoutNotes(0, this.layoutLegend(0, this.layoutGrid(hard, 0, y, colW) + 16, colW), colW);
      let right = y;
      for (const g of rest) right = this.layoutGrid(g, colW + GAP, right, colW) + 14;
      return Math.max(left, right);
    }
    for (const g of this.grids) y = this.layoutGrid(g, 0, y, width) + 14;
    return this.layoutNotes(0, this.layoutLegend(0, y + 2, width), width);
  }

  private layoutNotes(x: number, top: number, width: number): number {
    let y = top;
    for (const n of this.notes) {
      n.style.wordWrapWidth = width;
      n.position.set(x, y);
      y += n.height + 6;
    }
    return y;
  }

  /** A grid of `colW` at (x, top): heading, up-card caption and header row, then one row per hand. */
  private layoutGrid(g: GridPiece, x: number, top: number, colW: number): number {
    g.heading.style.wordWrapWidth = colW;
    g.heading.position.set(x, top);
    let y = top + g.heading.height + 6;
    if (g.hint) {
      g.hint.style.wordWrapWidth = colW;
      g.hint.position.set(x, y - 3);
      y += g.hint.height + 1;
    }
    const labelW = Math.max(44, ...g.labels.map((l) => l.width + 14));
    const cellW = (colW - labelW) / g.columns.length;
    const cellH = Math.round(Math.min(28, Math.max(24, cellW * 0.8)));
    g.caption.position.set(x + labelW + (colW - labelW - g.caption.width) / 2, y);
    y += g.caption.height + 2;
    const gridTop = y;
    const face = g.face.clear();
    face.rect(x, y, colW, cellH).fill({ color: 0x000000, alpha: 0.3 });
    for (const [i, c] of g.columns.entries()) {
      c.position.set(x + labelW + i * cellW + (cellW - c.width) / 2, y + (cellH - c.height) / 2);
    }
    y += cellH;
    g.section.rows.forEach((row, r) => {
      const label = g.labels[r] as Text;
      if (r % 2 === 1) face.rect(x, y, labelW, cellH).fill({ color: 0xffffff, alpha: 0.03 });
      label.position.set(x + 7, y + (cellH - label.height) / 2);
      row.cells.forEach((code: StrategyCode, i) => {
        const cx = x + labelW + i * cellW;
        face.roundRect(cx + 1, y + 1, cellW - 2, cellH - 2, 3).fill({ color: FAMILY_COLOURS[CODE_FAMILY[code]].fill });
        const letter = g.cells[r]?.[i] as Text;
        letter.position.set(cx + (cellW - letter.width) / 2, y + (cellH - letter.height) / 2);
      });
      y += cellH;
    });
    face.rect(x, gridTop, colW, y - gridTop).stroke({ color: COLORS.brass, width: 1, alpha: 0.35 });
    return y;
  }

  /** The key: a swatch with its letters and what they mean, in as many columns as fit. */
  private layoutLegend(left: number, top: number, width: number): number {
    const swatchW = 34;
    const swatchH = 24;
    const columns = width >= TWO_COLUMNS_FROM ? 3 : width >= 380 ? 2 : 1;
    const colW = width / columns;
    let y = top;
    let rowH = 0;
    this.legend.forEach((item, i) => {
      const col = i % columns;
      if (col === 0 && i > 0) {
        y += rowH + 6;
        rowH = 0;
      }
      const x = left + col * colW;
      item.meaning.style.wordWrapWidth = colW - swatchW - 18;
      const h = Math.max(swatchH, item.meaning.height);
      item.swatch
        .clear()
        .roundRect(x, y + (h - swatchH) / 2, swatchW, swatchH, 3)
        .fill({ color: item.fill });
      item.code.position.set(x + (swatchW - item.code.width) / 2, y + (h - item.code.height) / 2);
      item.meaning.position.set(x + swatchW + 8, y + (h - item.meaning.height) / 2);
      rowH = Math.max(rowH, h);
    });
    return y + rowH + 12;
  }
}

/** The chart as a screen reader reads it: each section, the up cards, then each hand's moves in order. */
function chartText(chart: StrategyChartContent): string {
  const lines = [chart.title, chart.basis];
  for (const s of chart.sections) {
    lines.push(s.heading, ...(s.hint ? [s.hint] : []), `${chart.upCard}: ${chart.columns.join(' ')}`);
    for (const r of s.rows) lines.push(`${r.label}: ${r.cells.map((c) => chart.codes[c]).join(' ')}`);
  }
  for (const k of chart.legend) lines.push(`${k.short}: ${k.text}`);
  return [...lines, ...chart.notes].join('\n');
}
