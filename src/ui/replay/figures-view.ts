/**
 * The round's figures beside its replay: which round, where and when, every bet by name, what it
 * staked and returned, the net and the balance before and after; and the replay's steps, the one
 * on show marked. Drawn as the history recall draws a round (ui/history/pieces.ts), so a round
 * reads the same in both.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { Minor } from '../../engine/shared/money';
import { COLORS } from '../../look/theme';
import type { Language } from '../../platform/i18n';
import type { ReplayTranslate } from '../../platform/i18n/replay';
import { upper } from '../../platform/i18n/upper';
import { netFigure } from '../history/format';
import { FigureRow, label, TONE } from '../history/pieces';

/** What the figures show, in words already (the page's words and money formats). */
export interface RoundFigures {
  roundId: string;
  table: string;
  started: string;
  finished: string | null;
  staked: Minor;
  returned: Minor;
  /** Null: the record does not hold them (an operator's wallet keeps the balance). */
  balanceBefore: Minor | null;
  balanceAfter: Minor | null;
  /** Each bet by its name, with its amount. */
  bets: { name: string; amount: Minor }[];
  /** A shared table's round: everyone's bets there, summed as the table showed them. */
  tableBets: { name: string; amount: Minor }[] | null;
  /** Each step of the replay in words. */
  steps: string[];
}

type Piece = { node: Text | FigureRow; gap: number; indent: number };

export class FiguresView extends Container {
  private readonly pieces: Piece[] = [];
  private readonly stepsHeading: Text;
  private readonly stepRows: Text[];
  private readonly marker = new Graphics();
  private shown = 0;
  private laidOut: [number, boolean] | null = null;

  constructor(
    f: RoundFigures,
    private readonly o: { rt: ReplayTranslate; lang: Language; money: (m: Minor) => string },
  ) {
    super();
    const { rt, money } = o;
    this.text(label(f.table, 19, COLORS.cream, '700'), 0);
    this.text(label(rt('replay.round', { id: f.roundId }), 12, COLORS.muted), 2);
    this.row(rt('replay.started'), f.started, 10);
    if (f.finished) this.row(rt('replay.finished'), f.finished);
    this.heading('replay.heading.figures');
    const net = netFigure(f, money);
    this.row(rt('replay.staked'), money(f.staked));
    this.row(rt('replay.returned'), money(f.returned));
    this.row(rt('replay.net'), net.text, 4, TONE[net.tone]);
    const balance = (m: Minor | null) => (m === null ? '—' : money(m));
    this.row(rt('replay.balanceBefore'), balance(f.balanceBefore), 10);
    this.row(rt('replay.balanceAfter'), balance(f.balanceAfter));
    if (f.balanceBefore === null) this.text(label(rt('replay.balanceNote'), 12, COLORS.muted), 4);
    this.heading('replay.heading.bets');
    for (const b of f.bets) this.row(b.name, money(b.amount));
    if (f.tableBets) {
      this.heading('replay.heading.table');
      for (const b of f.tableBets) this.row(b.name, money(b.amount));
    }
    for (const p of this.pieces) this.addChild(p.node);
    this.stepsHeading = label(upper(rt('replay.heading.steps'), o.lang), 12, COLORS.brassLight, '700', 1.5);
    this.stepRows = f.steps.map((s, i) => label(`${i + 1}. ${s}`, 14, COLORS.muted));
    this.addChild(this.marker, this.stepsHeading, ...this.stepRows);
  }

  /** Marks the step on show: the last of the `done` steps (the ones before it are over). */
  setProgress(done: number): void {
    if (done === this.shown) return;
    this.shown = done;
    this.stepRows.forEach((row, i) => {
      row.style.fill = i < done ? COLORS.cream : COLORS.muted;
      row.style.fontWeight = i === done - 1 ? '700' : '400';
    });
    if (this.laidOut) this.layout(...this.laidOut);
  }

  /** Lays the figures out `width` wide (the steps too when `steps`); returns the height. */
  layout(width: number, steps: boolean): number {
    this.laidOut = [width, steps];
    let y = 0;
    for (const p of this.pieces) {
      y += p.gap;
      p.node.position.set(p.indent, y);
      if (p.node instanceof FigureRow) y += p.node.layout(width - p.indent);
      else {
        p.node.style.wordWrapWidth = width;
        y += p.node.height;
      }
    }
    this.stepsHeading.visible = steps;
    this.marker.clear();
    for (const row of this.stepRows) row.visible = steps;
    if (!steps) return y;
    y += 18;
    this.stepsHeading.position.set(0, y);
    y += this.stepsHeading.height + 4;
    this.stepRows.forEach((row, i) => {
      y += 4;
      row.style.wordWrapWidth = width - 14;
      row.position.set(10, y);
      // The step on show: a brass bar beside it.
      if (i === this.shown - 1) this.marker.rect(0, y + 2, 3, row.height - 4).fill(COLORS.brass);
      y += row.height;
    });
    return y;
  }

  private text(node: Text, gap: number): void {
    this.pieces.push({ node, gap, indent: 0 });
  }

  private heading(key: 'replay.heading.figures' | 'replay.heading.bets' | 'replay.heading.table'): void {
    this.text(label(upper(this.o.rt(key), this.o.lang), 12, COLORS.brassLight, '700', 1.5), 18);
  }

  private row(name: string, figure: string, gap = 4, fill: number = COLORS.cream): void {
    this.pieces.push({ node: new FigureRow(name, figure, fill), gap, indent: 0 });
  }
}
