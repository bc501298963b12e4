/**
 * The insurance amount picker of an up-to-half table (bj-european): − and + step one currency
 * unit (exactly half is one of the stops), HALF goes back to exactly half, and the amount in
 * between is the stake INSURE takes. It sits in the chip tray's row, which is empty while the
 * insurance question is asked. Which amounts are allowed comes from the machine's view; the
 * picker only remembers the one the player is looking at.
 */
import { Container, Graphics } from 'pixi.js';
import type { InsuranceChoice } from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';
import { Button } from '../../look/button';
import { expose } from '../../look/inspector';
import { COLORS } from '../../look/theme';
import { defaultInsurance } from '../../machines/blackjack/decisions';
import type { Translate } from '../../platform/i18n';
import type { Rect } from '../kit/table/geometry';
import { uiText } from '../kit/text/ui-text';
import { pickerSlots } from './insurance-layout';
import { mostAmount, type PickerCommand, stepDown, stepUp } from './insurance-steps';

/** The question the picker answers: the allowed amounts, and which question it is (a new one starts at the default). */
export interface PickerState {
  range: InsuranceChoice;
  /** The round and seat asked: a new key puts the amount back to its default. */
  key: string;
}

/** A minus or plus sign, for the step buttons. */
const sign =
  (plus: boolean) =>
  (g: Graphics, color: number): void => {
    g.rect(-8, -1.5, 16, 3).fill(color);
    if (plus) g.rect(-1.5, -8, 3, 16).fill(color);
  };

export class InsurancePicker extends Container {
  private readonly less: Button;
  private readonly more: Button;
  private readonly half: Button;
  /** The width HALF's words want (its size as made, before a layout resized it). */
  private readonly halfWords: number;
  private readonly pill = new Graphics();
  private readonly value = uiText('', { fontSize: 20, fontWeight: '700', fill: COLORS.cream });
  private state: PickerState | null = null;
  /** The question the amount was last reset for: hiding the picker (while the table animates) keeps it. */
  private asked = '';
  private chosen: Minor = 0;
  private box: Rect = { x: 0, y: 0, width: 0, height: 0 };

  constructor(
    private readonly t: Translate,
    private readonly money: (minor: Minor) => string,
    onCommand: (command: PickerCommand) => void,
    private readonly onChange: () => void,
    private readonly invalidate: () => void,
  ) {
    super();
    const step = (command: PickerCommand, plus: boolean) =>
      new Button({ variant: 'icon', icon: sign(plus), onTap: () => onCommand(command), invalidate });
    this.less = step('insurance.less', false);
    this.more = step('insurance.more', true);
    this.half = new Button({
      label: t('bj.insurance.half'),
      variant: 'secondary',
      fontSize: 14,
      onTap: () => onCommand('insurance.half'),
      invalidate,
    });
    this.halfWords = this.half.buttonWidth;
    this.addChild(this.pill, this.value, this.less, this.more, this.half);
    this.visible = false;
    for (const [command, button] of [
      ['insurance.less', this.less],
      ['insurance.more', this.more],
      ['insurance.half', this.half],
    ] as const) {
      expose(
        `bj.${command}`,
        button,
        () => this.labelOf(command),
        () => this.can(command),
      );
    }
    expose('bj.insurance.amount', this.value, () => this.value.text, undefined, {
      role: 'text',
      name: () => t('bj.insurance.amount', { amount: this.value.text }),
    });
  }

  /** A button's words, as the inspector and a screen reader give them. */
  labelOf(command: PickerCommand): string {
    if (command === 'insurance.half') return this.t('bj.insurance.half');
    const amount = this.money(this.state?.range.unit ?? 0);
    return this.t(command === 'insurance.less' ? 'bj.insurance.less' : 'bj.insurance.more', { amount });
  }

  /** The stake INSURE takes now; null while the picker is not asked. */
  get amount(): Minor | null {
    return this.state ? this.chosen : null;
  }

  /** Shows the picker for a question (null hides it); a new question starts at exactly half (or the most the balance covers). */
  show(state: PickerState | null): void {
    this.state = state;
    this.visible = state !== null;
    if (state && state.key !== this.asked) {
      this.asked = state.key;
      this.chosen = defaultInsurance(state.range);
    }
    this.refresh();
  }

  /** Whether the command would change the amount now (its key works exactly then). */
  can(command: PickerCommand): boolean {
    const r = this.state?.range;
    if (!r || !this.visible) return false;
    if (command === 'insurance.less') return stepDown(r, this.chosen) !== this.chosen;
    if (command === 'insurance.more') return stepUp(r, this.chosen) !== this.chosen;
    return r.halfAllowed && r.half !== this.chosen;
  }

  /** Steps the amount as the command says. */
  pick(command: PickerCommand): void {
    const r = this.state?.range;
    if (!r || !this.can(command)) return;
    if (command === 'insurance.less') this.chosen = stepDown(r, this.chosen);
    else if (command === 'insurance.more') this.chosen = stepUp(r, this.chosen);
    else this.chosen = r.half;
    this.refresh();
    this.onChange();
  }

  private refresh(): void {
    const r = this.state?.range;
    this.value.text = r ? this.money(Math.min(this.chosen, mostAmount(r))) : '';
    this.less.enabled = this.can('insurance.less');
    this.more.enabled = this.can('insurance.more');
    this.half.enabled = this.can('insurance.half');
    this.place();
    this.invalidate();
  }

  /** Lays the picker out centred in `box`: − amount + and HALF, each a full-height target. */
  layout(box: Rect): void {
    this.box = box;
    this.place();
  }

  private place(): void {
    if (this.box.width <= 0) return;
    const s = pickerSlots(this.box, this.halfWords);
    this.less.resizeTo(s.less.width, s.less.height);
    this.less.position.set(s.less.x, s.less.y);
    const a = s.amount;
    this.pill
      .clear()
      .roundRect(a.x, a.y + 2, a.width, a.height - 4, 10)
      .fill({ color: COLORS.night, alpha: 0.72 })
      .stroke({ color: COLORS.brass, width: 1.5, alpha: 0.8 });
    this.value.scale.set(1);
    if (this.value.width > a.width - 16) this.value.scale.set((a.width - 16) / this.value.width);
    this.value.position.set(
      Math.round(a.x + (a.width - this.value.width) / 2),
      Math.round(a.y + (a.height - this.value.height) / 2),
    );
    this.more.resizeTo(s.more.width, s.more.height);
    this.more.position.set(s.more.x, s.more.y);
    this.half.resizeTo(s.half.width, s.half.height);
    this.half.position.set(s.half.x, s.half.y);
  }
}
