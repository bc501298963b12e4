/**
 * The reality check (UKGC, Malta, Ontario): the session so far — time played, stakes, returns and
 * the net position — and the two ways on, carry on or leave. Play waits for the answer, so the
 * panel cannot be put away any other way: no close button, and a tap beside the card does nothing.
 * The figures are read when it opens; the inspector lists each of them, and the whole check as one
 * sentence (`reality.text`), which is also what a screen reader hears first.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { Minor } from '../engine/shared/money';
import { Button } from '../look/button';
import { expose } from '../look/inspector';
import { COLORS, FONT_UI } from '../look/theme';
import type { Language, Translate } from '../platform/i18n';
import { upper } from '../platform/i18n/upper';
import { formatSessionTime } from '../platform/session-tally';
import { signedMoney } from '../view/kit/hud/session-figures';
import { Panel } from './panel';

interface RealityFigures {
  elapsedMs: number;
  staked: Minor;
  returned: Minor;
}

export interface RealityCheckOptions {
  t: Translate;
  lang: Language;
  money: (minor: Minor) => string;
  invalidate: () => void;
  figures: RealityFigures;
  onContinue: () => void;
  onLeave: () => void;
}

const ROW_H = 40;
const GAP = 12;

interface Row {
  label: Text;
  value: Text;
}

export class RealityCheckPanel extends Panel {
  private readonly intro: Text;
  private readonly block = new Container();
  private readonly rules = new Graphics();
  private readonly rows: Row[];
  private readonly continueButton: Button;
  private readonly leaveButton: Button;
  /** The wider button's own width: side by side only when both fit at that. */
  private readonly natural: number;
  /** The whole check in one sentence, as the player hears it. */
  readonly said: string;

  constructor(o: RealityCheckOptions) {
    super(o.t('reality.title'), o.t('settings.close'), o.invalidate, () => undefined);
    const { t, lang, money, figures } = o;
    this.cardMaxWidth = 440;
    this.closeButton.visible = false;
    const time = formatSessionTime(figures.elapsedMs);
    const net = signedMoney(money, figures.returned - figures.staked);
    const values = { time, staked: money(figures.staked), returned: money(figures.returned), net };
    this.said = t('reality.said', values);
    this.intro = new Text({
      text: t('reality.intro'),
      style: { fontFamily: FONT_UI, fontSize: 17, fill: COLORS.cream, wordWrap: true, lineHeight: 25 },
    });
    this.rows = (['time', 'staked', 'returned', 'net'] as const).map((id) => {
      const label = new Text({
        text: t(`reality.${id}`),
        style: { fontFamily: FONT_UI, fontSize: 16, fill: COLORS.muted },
      });
      const value = new Text({
        text: values[id],
        style: { fontFamily: FONT_UI, fontSize: 18, fontWeight: '700', fill: COLORS.cream },
      });
      this.block.addChild(label, value);
      expose(`reality.${id}`, value, () => value.text);
      return { label, value };
    });
    this.block.addChildAt(this.rules, 0);
    const continueLabel = upper(t('reality.continue'), lang);
    const leaveLabel = upper(t('reality.leave'), lang);
    this.continueButton = new Button({ label: continueLabel, onTap: o.onContinue, invalidate: o.invalidate });
    this.leaveButton = new Button({
      label: leaveLabel,
      variant: 'secondary',
      onTap: o.onLeave,
      invalidate: o.invalidate,
    });
    this.natural = Math.max(this.continueButton.buttonWidth, this.leaveButton.buttonWidth, 180);
    this.content.addChild(this.intro, this.block, this.continueButton, this.leaveButton);
    expose('reality.text', this.block, () => this.said, undefined, { role: 'text' });
    expose('reality.continue', this.continueButton, () => continueLabel);
    expose('reality.leave', this.leaveButton, () => leaveLabel);
  }

  /** Only the two answers close it (a tap beside the card, Escape: nothing). */
  override close(): void {}

  protected layoutContent(width: number): number {
    this.intro.style.wordWrapWidth = width;
    this.intro.position.set(0, 0);
    let y = Math.round(this.intro.height + 14);
    this.block.position.set(0, y);
    const g = this.rules.clear();
    this.rows.forEach((row, i) => {
      const top = i * ROW_H;
      // A label too long for its half (a narrow phone in Greek) shrinks rather than meet its value.
      row.label.scale.set(1);
      const room = width - row.value.width - 16;
      if (row.label.width > room) row.label.scale.set(Math.max(0.7, room / row.label.width));
      row.label.position.set(0, Math.round(top + (ROW_H - row.label.height) / 2));
      row.value.position.set(Math.round(width - row.value.width), Math.round(top + (ROW_H - row.value.height) / 2));
      g.rect(0, top + ROW_H - 1, width, 1).fill({ color: COLORS.panelEdge, alpha: 1 });
    });
    // The net position is the figure the check is about: a brass rule above it sets it apart.
    g.rect(0, 3 * ROW_H - 1, width, 1).fill({ color: COLORS.brass, alpha: 0.7 });
    y += this.rows.length * ROW_H + 22;
    const side = Math.floor((width - GAP) / 2);
    if (this.natural <= side) {
      // Side by side, carry on first where the eye starts.
      this.continueButton.resizeTo(side);
      this.leaveButton.resizeTo(side);
      this.continueButton.position.set(0, y);
      this.leaveButton.position.set(Math.round(side + GAP), y);
      return y + this.continueButton.buttonHeight + 4;
    }
    this.continueButton.resizeTo(width);
    this.leaveButton.resizeTo(width);
    this.continueButton.position.set(0, y);
    this.leaveButton.position.set(0, Math.round(y + this.continueButton.buttonHeight + GAP));
    return this.leaveButton.y + this.leaveButton.buttonHeight + 4;
  }
}
