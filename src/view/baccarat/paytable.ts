/**
 * The MIN/MAX badge and its paytable (sheet 001: "see the PAYTABLE by moving the pointer over the
 * MIN/MAX mark"): on desktop it opens on hover, on touch a tap opens and closes it. Every figure
 * comes from the rules object: each area's payout, minimum and maximum, the commission and the
 * tie's "n for 1".
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { BaccaratRules, BetArea } from '../../engine/baccarat/rules';
import type { Minor } from '../../engine/shared/money';
import { expose } from '../../look/inspector';
import { COLORS, FONT_UI } from '../../look/theme';
import type { Translate } from '../../platform/i18n';
import type { Rect } from './layout';
import { commissionPercent, ratioText } from './payouts';

const AREAS: readonly BetArea[] = ['player', 'banker', 'tie'];
/** The badge's outline sits this far in from its tap target's sides; its words this far inside it, px. */
const BADGE_INSET = 3;
const CAPTION_PAD = 4;

export class MinMaxBadge extends Container {
  private readonly bg = new Graphics();
  private readonly caption: Text;
  private readonly popup = new Container();
  private readonly card = new Graphics();
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private open = false;
  private screenW = 0;

  constructor(
    private readonly t: Translate,
    rules: BaccaratRules,
    money: (m: Minor) => string,
    private readonly invalidate: () => void,
    private readonly lang = 'en',
  ) {
    super();
    this.caption = new Text({
      text: t('bac.minmax'),
      style: {
        fontFamily: FONT_UI,
        fontSize: 11,
        fontWeight: '800',
        letterSpacing: 1,
        fill: COLORS.cream,
        align: 'center',
        lineHeight: 13,
      },
    });
    this.addChild(this.bg, this.caption);
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.on('pointerover', (e) => {
      if (e.pointerType === 'mouse') this.setOpen(true);
    });
    this.on('pointerout', (e) => {
      if (e.pointerType === 'mouse') this.setOpen(false);
    });
    this.on('pointertap', (e) => {
      if (e.pointerType !== 'mouse') this.setOpen(!this.open);
    });
    this.popup.eventMode = 'static';
    this.popup.on('pointertap', () => this.setOpen(false));
    this.popup.visible = false;
    this.popup.addChild(this.card);
    this.buildPopup(rules, money);
    expose('bac.info', this, () => t('bac.minmax'));
    expose(
      'bac.paytable',
      this.popup,
      () => this.popupText(),
      () => this.popup.visible,
    );
  }

  /** The popup lives in a layer over the table (added by the scene). */
  get layer(): Container {
    return this.popup;
  }

  get isOpen(): boolean {
    return this.open;
  }

  setOpen(on: boolean): void {
    if (on === this.open) return;
    this.open = on;
    this.popup.visible = on;
    this.placePopup();
    this.invalidate();
  }

  layout(rect: Rect, screenW: number): void {
    this.rect = rect;
    this.screenW = screenW;
    this.position.set(rect.x, rect.y);
    // The words on one line when they fit inside the outline, else one over the other (the
    // square badge of a small phone), the outline then the badge's whole height.
    const oneLine = this.t('bac.minmax');
    this.caption.text = oneLine;
    if (this.caption.width > rect.width - 2 * (BADGE_INSET + CAPTION_PAD))
      this.caption.text = this.t('bac.minmax.stacked');
    const inset = this.caption.text === oneLine ? 8 : 2;
    this.bg
      .clear()
      .roundRect(BADGE_INSET, inset, rect.width - 2 * BADGE_INSET, rect.height - 2 * inset, 8)
      .fill({ color: 0x000000, alpha: 0.3 })
      .stroke({ color: COLORS.brassLight, width: 1.2, alpha: 0.8 });
    this.caption.position.set((rect.width - this.caption.width) / 2, (rect.height - this.caption.height) / 2);
    this.placePopup();
  }

  /** Its words' box and its outline's (its own space): for the layout tests. */
  drawnCaption(): { words: Rect; outline: Rect } {
    const w = this.caption;
    const o = this.bg.getLocalBounds();
    return {
      words: { x: w.x, y: w.y, width: w.width, height: w.height },
      outline: { x: o.x, y: o.y, width: o.width, height: o.height },
    };
  }

  private rows: Text[][] = [];
  private notes: Text[] = [];

  private buildPopup(rules: BaccaratRules, money: (m: Minor) => string): void {
    const t = this.t;
    const cell = (text: string, bold = false, colour: number = COLORS.cream) =>
      new Text({
        text,
        style: { fontFamily: FONT_UI, fontSize: 13, fontWeight: bold ? '800' : '500', fill: colour },
      });
    const head = [t('bac.paytable.bet'), t('bac.paytable.pays'), t('bac.paytable.min'), t('bac.paytable.max')].map(
      (s) => cell(s, true, COLORS.brassLight),
    );
    this.rows = [head];
    for (const area of AREAS) {
      const limits = rules.limits[area];
      this.rows.push([
        cell(t(`bac.${area}` as const), true),
        cell(ratioText(rules.payouts[area], this.lang)),
        cell(money(limits.min)),
        cell(money(limits.max)),
      ]);
    }
    const [tn, td] = rules.payouts.tie;
    const wrap = (text: string) =>
      new Text({
        text,
        style: { fontFamily: FONT_UI, fontSize: 12, fill: COLORS.muted, wordWrap: true, wordWrapWidth: 300 },
      });
    this.notes = [];
    const percent = commissionPercent(rules.payouts.banker);
    if (percent > 0) {
      this.notes.push(
        wrap(t('bac.paytable.commission', { ratio: ratioText(rules.payouts.banker, this.lang), percent })),
      );
    }
    this.notes.push(
      wrap(t('bac.paytable.tie', { ratio: ratioText(rules.payouts.tie, this.lang), factor: (tn + td) / td })),
    );
    for (const row of this.rows) this.popup.addChild(...row);
    this.popup.addChild(...this.notes);
    const widths = [0, 1, 2, 3].map((i) => Math.max(...this.rows.map((r) => (r[i] as Text).width)));
    const pad = 14;
    let y = pad;
    for (const row of this.rows) {
      let x = pad;
      row.forEach((text, i) => {
        text.position.set(i === 0 ? x : x + (widths[i] as number) - text.width, y);
        x += (widths[i] as number) + 18;
      });
      y += 22;
    }
    const tableW = widths.reduce((a, b) => a + b, 0) + 18 * 3;
    const width = Math.max(tableW, 260) + 2 * pad;
    y += 4;
    for (const note of this.notes) {
      note.style.wordWrapWidth = width - 2 * pad;
      note.position.set(pad, y);
      y += note.height + 4;
    }
    this.card
      .roundRect(0, 0, width, y + pad - 4, 12)
      .fill({ color: COLORS.panel, alpha: 0.97 })
      .stroke({ color: COLORS.brass, width: 1.5 });
  }

  private popupText(): string {
    return [...this.rows.map((r) => r.map((c) => c.text).join(' ')), ...this.notes.map((n) => n.text)].join('\n');
  }

  /** Over the badge, kept inside the screen (a little smaller on a phone narrower than it). */
  private placePopup(): void {
    if (!this.popup.visible) return;
    const scale = Math.min(1, (this.screenW - 12) / this.card.width);
    this.popup.scale.set(scale);
    const w = this.card.width * scale;
    const h = this.card.height * scale;
    const x = Math.max(6, Math.min(this.screenW - w - 6, this.rect.x + this.rect.width - w));
    const y = Math.max(6, this.rect.y - h - 6);
    this.popup.position.set(x, y);
  }
}
