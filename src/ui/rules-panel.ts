/**
 * The rules and paytable panel of one table, drawn from `rulesContent` (built from the engine's
 * rules objects, so it can never disagree with them): summary, rule sections, grids for the
 * paytable, drawing rules and limits, and the return to player. Long content scrolls.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { Translate } from '../platform/i18n';
import { expose } from '../view/kit/inspector';
import { COLORS, FONT_UI } from '../view/kit/theme';
import { Panel } from './panel';
import type { RulesContent, RulesTable } from './rules/types';

const text = (value: string, size: number, fill: number, weight: '400' | '600' | '700' = '400') =>
  new Text({
    text: value,
    style: {
      fontFamily: FONT_UI,
      fontSize: size,
      fill,
      fontWeight: weight,
      wordWrap: true,
      lineHeight: Math.round(size * 1.4),
    },
  });

export class RulesPanel extends Panel {
  private readonly body = new Container();
  private readonly pieces: {
    node: Text | Graphics;
    kind: 'title' | 'summary' | 'heading' | 'line' | 'grid';
    table?: RulesTable;
  }[] = [];

  constructor(content: RulesContent, t: Translate, invalidate: () => void, onClose: () => void) {
    super(content.heading, t('settings.close'), invalidate, onClose);
    this.cardMaxWidth = 640;
    this.content.addChild(this.body);
    this.add(text(content.title, 19, COLORS.cream, '700'), 'title');
    this.add(text(content.summary, 14, COLORS.muted), 'summary');
    for (const block of content.blocks) {
      if (block.kind === 'lines') {
        this.add(text(block.section.heading.toLocaleUpperCase(content.lang), 13, COLORS.brassLight, '700'), 'heading');
        for (const line of block.section.lines) this.add(text(`•  ${line}`, 14, COLORS.cream), 'line');
      } else {
        this.add(text(block.table.heading.toLocaleUpperCase(content.lang), 13, COLORS.brassLight, '700'), 'heading');
        this.pieces.push({ node: new Graphics(), kind: 'grid', table: block.table });
      }
    }
    for (const p of this.pieces) this.body.addChild(p.node);
    expose('rules.close', this.closeButton, () => t('settings.close'));
    expose('rules.body', this.body, () => content.title, undefined, {
      role: 'scroll',
      name: () => content.heading,
      text: () =>
        this.pieces
          .map((p) => (p.kind === 'grid' ? '' : (p.node as Text).text))
          .filter(Boolean)
          .join('\n'),
      key: (key) => this.scrollKey(key),
    });
  }

  private add(node: Text, kind: 'title' | 'summary' | 'heading' | 'line'): void {
    this.pieces.push({ node, kind });
  }

  protected layoutContent(width: number): number {
    let y = 0;
    for (const p of this.pieces) {
      if (p.kind === 'grid' && p.table) {
        y += 4;
        y = this.layoutGrid(p.node as Graphics, p.table, width, y) + 10;
        continue;
      }
      const t = p.node as Text;
      t.style.wordWrapWidth = width;
      if (p.kind === 'heading') y += 12;
      t.position.set(0, y);
      y += t.height + (p.kind === 'line' ? 4 : 6);
    }
    return y;
  }

  /** Draws a table as a grid with its notes; returns the bottom. */
  private layoutGrid(g: Graphics, table: RulesTable, width: number, top: number): number {
    for (const old of g.removeChildren()) old.destroy();
    g.clear();
    const cols = table.columns.length;
    const cells = [table.columns, ...table.rows].map((row, r) =>
      row.map((value) => text(value, 13, r === 0 ? COLORS.brassLight : COLORS.cream, r === 0 ? '600' : '400')),
    );
    // the first column (the bet or the total) takes what it needs, up to 40 %; the others share the rest
    const firstW = Math.min(width * 0.4, Math.max(...cells.map((row) => (row[0]?.width ?? 0) + 16)));
    const otherW = cols > 1 ? (width - firstW) / (cols - 1) : width;
    let y = top;
    cells.forEach((row, r) => {
      let x = 0;
      let rowH = 0;
      row.forEach((cell, c) => {
        const w = c === 0 ? firstW : otherW;
        cell.style.wordWrapWidth = w - 10;
        cell.position.set(x + 6, y + 6);
        rowH = Math.max(rowH, cell.height + 12);
        x += w;
        g.addChild(cell);
      });
      if (r === 0) g.rect(0, y, width, rowH).fill({ color: 0x000000, alpha: 0.3 });
      else if (r % 2 === 0) g.rect(0, y, width, rowH).fill({ color: 0xffffff, alpha: 0.03 });
      y += rowH;
    });
    g.rect(0, top, width, y - top).stroke({ color: COLORS.brass, width: 1, alpha: 0.35 });
    for (const note of table.notes) {
      const n = text(note, 12, COLORS.muted);
      n.style.wordWrapWidth = width;
      n.position.set(0, y + 6);
      g.addChild(n);
      y += n.height + 6;
    }
    return y;
  }
}
