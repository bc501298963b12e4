/**
 * The rules and paytable panel of one table, drawn from `rulesContent` (built from the engine's
 * rules objects, so it can never disagree with them): summary, rule sections, grids for the
 * paytable, drawing rules and limits, and the return to player; at a blackjack table, the control
 * that opens its strategy chart under the return that assumes it. Long content scrolls.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { Button } from '../look/button';
import { expose } from '../look/inspector';
import { COLORS, FONT_UI } from '../look/theme';
import type { Translate } from '../platform/i18n';
import { upper } from '../platform/i18n/upper';
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

/** A grid as a screen reader reads it: a row a line, then its notes (the return and the strategy it assumes). */
const gridText = (table: RulesTable): string =>
  [table.columns, ...table.rows]
    .map((row) => row.join(' — '))
    .concat(table.notes)
    .join('\n');

export class RulesPanel extends Panel {
  private readonly body = new Container();
  private readonly pieces: {
    node: Text | Container | Button;
    kind: 'title' | 'summary' | 'heading' | 'line' | 'grid' | 'chart';
    table?: RulesTable;
  }[] = [];
  private chartButton: Button | null = null;

  /** `onChart` opens the table's strategy chart; without it the chart's control is not drawn. */
  constructor(content: RulesContent, t: Translate, invalidate: () => void, onClose: () => void, onChart?: () => void) {
    super(content.heading, t('settings.close'), invalidate, onClose);
    this.cardMaxWidth = 640;
    this.content.addChild(this.body);
    this.add(text(content.title, 19, COLORS.cream, '700'), 'title');
    this.add(text(content.summary, 14, COLORS.muted), 'summary');
    for (const block of content.blocks) {
      if (block.kind === 'lines') {
        this.add(text(upper(block.section.heading, content.lang), 13, COLORS.brassLight, '700'), 'heading');
        for (const line of block.section.lines) this.add(text(`•  ${line}`, 14, COLORS.cream), 'line');
      } else if (block.kind === 'table') {
        this.add(text(upper(block.table.heading, content.lang), 13, COLORS.brassLight, '700'), 'heading');
        this.pieces.push({ node: new Container(), kind: 'grid', table: block.table });
      } else if (onChart) {
        const label = upper(block.label, content.lang);
        const button = new Button({ label, variant: 'secondary', fontSize: 14, onTap: onChart, invalidate });
        expose('rules.strategy', button, () => label);
        this.chartButton = button;
        this.pieces.push({ node: button, kind: 'chart' });
      }
    }
    for (const p of this.pieces) this.body.addChild(p.node);
    expose('rules.close', this.closeButton, () => t('settings.close'));
    expose('rules.body', this.body, () => content.title, undefined, {
      role: 'scroll',
      name: () => content.heading,
      text: () =>
        this.pieces
          .map((p) => (p.table ? gridText(p.table) : p.node instanceof Text ? p.node.text : ''))
          .filter(Boolean)
          .join('\n'),
      key: (key) => this.scrollKey(key),
    });
  }

  private add(node: Text, kind: 'title' | 'summary' | 'heading' | 'line'): void {
    this.pieces.push({ node, kind });
  }

  /** Scrolls the strategy chart's control into view (back from the chart, the player lands where they left). */
  revealChart(): void {
    if (this.chartButton) this.scrollBy(this.chartButton.y - 48);
  }

  protected layoutContent(width: number): number {
    let y = 0;
    for (const p of this.pieces) {
      if (p.kind === 'grid' && p.table) {
        y += 4;
        y = this.layoutGrid(p.node as Container, p.table, width, y) + 10;
        continue;
      }
      if (p.node instanceof Button) {
        p.node.position.set(0, y + 6);
        y += p.node.height + 16;
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
  private layoutGrid(grid: Container, table: RulesTable, width: number, top: number): number {
    for (const old of grid.removeChildren()) old.destroy();
    // the cells sit beside the drawing, not in it: a Graphics takes no children in Pixi 8
    const g = grid.addChild(new Graphics());
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
        grid.addChild(cell);
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
      grid.addChild(n);
      y += n.height + 6;
    }
    return y;
  }
}
