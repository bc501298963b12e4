/**
 * The history list: one row per round, newest first — when, which table, the net result in its
 * colour and the stake under it. A tap opens the round's recall (a drag that scrolls the panel is
 * not a tap).
 */
import { Container, type FederatedPointerEvent, Graphics, Rectangle, type Text } from 'pixi.js';
import { expose } from '../../look/inspector';
import { COLORS } from '../../look/theme';
import type { HistoryEntry } from '../../platform/history';
import type { Language, Translate } from '../../platform/i18n';
import { gameNameKey } from '../../view/kit/words/names';
import { voidReasonText } from '../../view/kit/words/void-reason';
import { netFigure, tableName, timeText } from './format';
import { label, TONE } from './pieces';

export interface ViewOptions {
  t: Translate;
  lang: Language;
  money: (minor: number) => string;
  invalidate: () => void;
}

const ROW_H = 62;
const DRAG_SLOP = 8;

class Row extends Container {
  private readonly face = new Graphics();
  private readonly when: Text;
  private readonly where: Text;
  private readonly net: Text;
  private readonly stake: Text;
  private readonly chevron: Text;
  private readonly tag: Text | null;
  /** Why a void round was void: a line of its own under the table (a longer row). */
  private readonly why: Text | null;
  private hovered = false;
  private w = 0;
  private h = ROW_H;

  constructor(entry: HistoryEntry, mixed: boolean, o: ViewOptions, onTap: () => void) {
    super();
    const { t } = o;
    const table = tableName(entry.table, t);
    const net = netFigure(entry, o.money);
    const when = timeText(entry.time, o.lang);
    this.when = label(mixed ? `${when} · ${t(gameNameKey(entry.game))}` : when, 12, COLORS.muted);
    this.where = label(table, 15, COLORS.cream, '600');
    this.net = label(net.text, 16, TONE[net.tone], '700');
    this.stake = label(`${t('history.staked')} ${o.money(entry.staked)}`, 12, COLORS.muted);
    this.chevron = label('›', 24, COLORS.brass, '400');
    this.tag = entry.status === 'void' ? label(t('history.voidTag'), 10, COLORS.brassLight, '700', 1.2) : null;
    const reason = entry.status === 'void' ? voidReasonText(entry.voidReason, t) : null;
    this.why = reason ? label(reason, 12, COLORS.brassLight) : null;
    if (this.why) this.addChild(this.why);
    for (const text of [this.where, this.net, this.stake, this.chevron]) text.style.wordWrap = false;
    this.addChild(this.face, this.when, this.where, this.net, this.stake, this.chevron);
    if (this.tag) this.addChild(this.tag);
    this.eventMode = 'static';
    this.cursor = 'pointer';
    let from: number | null = null;
    this.on('pointerdown', (e: FederatedPointerEvent) => {
      from = e.global.y;
    });
    this.on('pointertap', (e: FederatedPointerEvent) => {
      if (from !== null && Math.abs(e.global.y - from) > DRAG_SLOP) return;
      onTap();
    });
    this.on('pointerover', () => this.hover(true, o.invalidate));
    this.on('pointerout', () => this.hover(false, o.invalidate));
  }

  layout(width: number): number {
    this.w = width;
    const right = width - 26;
    this.chevron.position.set(right + 8, Math.round((ROW_H - this.chevron.height) / 2) - 2);
    this.net.position.set(Math.round(right - this.net.width), 11);
    this.stake.position.set(Math.round(right - this.stake.width), 35);
    const leftW = Math.max(80, right - Math.max(this.net.width, this.stake.width) - 24);
    this.when.position.set(12, 11);
    this.where.position.set(12, 31);
    // a long table name is scaled down to its column rather than running under the figures
    this.where.scale.set(Math.min(1, (leftW - 12) / Math.max(1, this.where.width / this.where.scale.x)));
    if (this.tag) this.tag.position.set(Math.round(12 + this.when.width + 10), 13);
    this.h = ROW_H;
    if (this.why) {
      this.why.style.wordWrapWidth = right - 12;
      this.why.position.set(12, ROW_H - 6);
      this.h = ROW_H + Math.ceil(this.why.height) + 4;
    }
    this.draw();
    return this.h;
  }

  private hover(on: boolean, invalidate: () => void): void {
    this.hovered = on;
    this.draw();
    invalidate();
  }

  private draw(): void {
    this.face
      .clear()
      .roundRect(0, 0, this.w, this.h - 6, 10)
      .fill({ color: 0xffffff, alpha: this.hovered ? 0.08 : 0.04 })
      .stroke({ color: COLORS.brass, width: 1, alpha: this.hovered ? 0.6 : 0.22 });
    if (this.tag) {
      const b = this.tag.getLocalBounds();
      this.face
        .roundRect(this.tag.x - 5, this.tag.y - 2 + b.y, this.tag.width + 10, this.tag.height + 4, 4)
        .stroke({ color: COLORS.brassLight, width: 1, alpha: 0.7 });
    }
    this.hitArea = new Rectangle(0, 0, this.w, this.h - 6);
  }
}

export class HistoryList extends Container {
  private readonly rows: Row[];
  private readonly empty: Text | null;

  constructor(entries: readonly HistoryEntry[], o: ViewOptions, onOpen: (index: number) => void) {
    super();
    const mixed = new Set(entries.map((e) => e.game)).size > 1;
    const sorted = [...entries].sort((a, b) => b.time - a.time);
    this.rows = sorted.map((entry, i) => {
      const row = new Row(entry, mixed, o, () => onOpen(entries.indexOf(entry)));
      // A void row is named as void, with its reason, for a player who cannot see the canvas too.
      const why = entry.status === 'void' ? voidReasonText(entry.voidReason, o.t) : null;
      const tag = entry.status === 'void' ? ` · ${o.t('history.voidTag')}${why ? `: ${why}` : ''}` : '';
      expose(`history.row.${i}`, row, () => `${timeText(entry.time, o.lang)} ${entry.roundId}${tag}`);
      return row;
    });
    this.empty = entries.length === 0 ? label(o.t('history.empty'), 15, COLORS.muted) : null;
    if (this.empty) this.addChild(this.empty);
    for (const row of this.rows) this.addChild(row);
  }

  /** Shows or hides the list; rows are hidden one by one so the inspector stops listing them. */
  show(on: boolean): void {
    this.visible = on;
    for (const row of this.rows) row.visible = on;
  }

  layout(width: number): number {
    if (this.empty) {
      this.empty.style.wordWrapWidth = width;
      this.empty.position.set(0, 8);
      return this.empty.height + 24;
    }
    let y = 0;
    for (const row of this.rows) {
      row.y = y;
      y += row.layout(width);
    }
    return y - 6;
  }
}
