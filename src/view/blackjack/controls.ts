/**
 * The blackjack controls under the felt: the chip tray (pick a chip, then tap a circle) and one
 * row of buttons that changes with the phase: UNDO · CLEAR · REBET · DEAL while betting, the legal
 * moves and HINT during a turn, the insurance question when it is asked. Only buttons the machine
 * lists as legal are shown (ARCHITECTURE.md: the view never decides).
 */
import { Container, Graphics, type Point } from 'pixi.js';
import type { Minor } from '../../engine/shared/money';
import type { Button } from '../../look/button';
import type { MoveEvent } from '../../machines/blackjack/types';
import type { MessageKey, Translate } from '../../platform/i18n';
import { ChipTray } from '../kit/chips/chip-tray';
import type { ChipAtlas } from '../kit/chips/chips';
import { buttonSet, placeRow, showButtons } from '../kit/controls/button-row';
import type { Rect } from '../kit/table/geometry';
import { InsurancePicker, type PickerState } from './insurance-picker';
import { isPickerCommand, type PickerCommand } from './insurance-steps';

type BetCommand = 'undo' | 'clear' | 'rebet' | 'deal';
/** A shared table's seat (SHARED.md): take the first free box, or leave every box after the round. */
type SeatCommand = 'seat.take' | 'seat.leave';
export type Command = BetCommand | MoveEvent | SeatCommand | 'hint' | 'retry' | PickerCommand;

/** Each button's words (the insurance picker words its own). */
const LABELS: Record<Exclude<Command, PickerCommand>, MessageKey> = {
  undo: 'bj.bet.undo',
  clear: 'bj.bet.clear',
  rebet: 'bj.bet.rebet',
  deal: 'bj.bet.deal',
  hint: 'bj.action.hint',
  retry: 'bj.action.retry',
  'seat.take': 'shared.takeSeat',
  'seat.leave': 'shared.leave',
  'player.hit': 'bj.action.hit',
  'player.stand': 'bj.action.stand',
  'player.double': 'bj.action.double',
  'player.split': 'bj.action.split',
  'player.surrender': 'bj.action.surrender',
  'insurance.accept': 'bj.action.insurance',
  'insurance.decline': 'bj.action.noInsurance',
  'behind.match': 'bj.action.behindMatch',
  'behind.decline': 'bj.action.behindKeep',
};

/** Buttons that move up to the chip tray's row while it is empty. */
const UPPER_ROW: ReadonlySet<Command> = new Set(['player.surrender', 'hint', 'retry']);

/** The order buttons appear in, left to right. */
const ORDER: readonly Command[] = [
  'seat.leave',
  'seat.take',
  'undo',
  'clear',
  'rebet',
  'deal',
  'insurance.decline',
  'insurance.accept',
  'behind.decline',
  'behind.match',
  'player.surrender',
  'player.split',
  'player.double',
  'player.stand',
  'player.hit',
  'hint',
  'retry',
];

export interface ControlsState {
  /** Buttons to show, each enabled or not. */
  buttons: Partial<Record<Command, boolean>>;
  /** The insurance question is even money (a blackjack against an ace). */
  evenMoney: boolean;
  chips: boolean;
  selectedChip: Minor;
  /** A move the hint recommends, highlighted. */
  hinted: Command | null;
  /** The insurance amount to pick (up-to-half tables, while insurance is asked); absent or null: none. */
  insurance?: PickerState | null;
  /** DEAL's label while the next round must wait (it is then not enabled); absent or null: DEAL. */
  waiting?: string | null;
}

export class BlackjackControls extends Container {
  private readonly chipTray: ChipTray;
  private readonly buttons: Map<Command, Button>;
  private readonly glow = new Graphics();
  private readonly picker: InsurancePicker;
  private state: ControlsState = { buttons: {}, evenMoney: false, chips: false, selectedChip: 0, hinted: null };
  private chipsBox: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private buttonsBox: Rect = { x: 0, y: 0, width: 0, height: 0 };

  constructor(
    private readonly t: Translate,
    chips: ChipAtlas,
    values: readonly Minor[],
    chipLabel: (value: Minor) => string,
    onChip: (value: Minor) => void,
    onCommand: (command: Command) => void,
    private readonly invalidate: () => void,
    private readonly money: (minor: Minor) => string = chipLabel,
  ) {
    super();
    this.chipTray = new ChipTray({
      atlas: chips,
      values,
      game: 'bj',
      t,
      chipLabel,
      onChip,
      enabled: () => this.state.chips,
    });
    // INSURE says the amount it takes, so it is relabelled as the picker steps.
    this.picker = new InsurancePicker(t, this.money, onCommand, () => this.relabel(), invalidate);
    this.addChild(this.chipTray, this.glow, this.picker);
    this.buttons = buttonSet(this, {
      commands: ORDER,
      id: (command) => `bj.${command}`,
      label: (command) => this.labelOf(command),
      variant: (command) =>
        command === 'deal' || command === 'player.hit' || command === 'insurance.accept' || command === 'seat.take'
          ? 'primary'
          : 'secondary',
      fontSize: 14,
      onTap: onCommand,
      invalidate,
    });
  }

  /** The button's text for a command, as the player sees it. */
  labelFor(command: Command): string {
    return this.labelOf(command);
  }

  /** The insurance stake the picker shows (null: no amount to pick now, INSURE takes exactly half). */
  insuranceAmount(): Minor | null {
    return this.picker.amount;
  }

  /** Steps the insurance picker (its buttons and keys). */
  pick(command: PickerCommand): void {
    this.picker.pick(command);
  }

  private labelOf(command: Command): string {
    if (isPickerCommand(command)) return this.picker.labelOf(command);
    const amount = command === 'insurance.accept' ? this.picker.amount : null;
    if (amount !== null) return this.t('bj.action.insureAmount', { amount: this.money(amount) });
    if (command === 'insurance.accept' && this.state?.evenMoney) return this.t('bj.action.evenMoney');
    if (command === 'insurance.decline' && this.state?.evenMoney) return this.t('bj.action.noEvenMoney');
    if (command === 'deal' && this.state?.waiting) return this.state.waiting;
    return this.t(LABELS[command]);
  }

  /** Screen position of a chip in the tray (chips fly from here to a circle). */
  chipPosition(value: Minor): Point | null {
    return this.chipTray.chipPosition(value);
  }

  /** The button is on show and enabled now (its key works exactly then). */
  shows(command: Command): boolean {
    if (isPickerCommand(command)) return this.picker.can(command);
    return this.state.buttons[command] === true;
  }

  private relabel(): void {
    this.buttons.get('insurance.accept')?.setLabel(this.labelOf('insurance.accept'));
    this.invalidate();
  }

  setState(state: ControlsState): void {
    this.state = state;
    for (const [value, chip] of this.chipTray.chips) {
      chip.setSelected(value === state.selectedChip && state.chips);
      // Chips are only in the tray while bets are taken; the row then holds the rarer moves.
      chip.visible = state.chips;
      chip.eventMode = state.chips ? 'static' : 'none';
    }
    this.picker.show(state.insurance ?? null);
    showButtons(this.buttons, state.buttons);
    for (const [command, button] of this.buttons) if (button.visible) button.setLabel(this.labelOf(command));
    this.layoutButtons();
    this.invalidate();
  }

  layout(chips: Rect, buttons: Rect, chipSize: number, buttonHeight: number): void {
    this.chipsBox = chips;
    this.buttonsBox = buttons;
    this.chipTray.layoutRow(chips, chipSize, 14);
    for (const b of this.buttons.values()) b.resizeTo(b.buttonWidth, buttonHeight);
    this.layoutButtons();
  }

  private layoutButtons(): void {
    const shown = ORDER.filter((c) => c in this.state.buttons);
    // Betting: chips above, the bet buttons below. A turn: the main moves in the thumb row, the
    // rarer ones (surrender, hint) in the tray's row, which is empty while cards are in play.
    const upper = this.state.chips ? [] : shown.filter((c) => UPPER_ROW.has(c));
    const lower = shown.filter((c) => !upper.includes(c));
    const g = this.glow.clear();
    this.row(lower, this.buttonsBox, g);
    const up = this.chipsBox;
    const h = this.buttonsBox.height;
    const upperBox = { x: up.x, y: up.y + (up.height - h) / 2, width: up.width, height: h };
    this.row(upper, upperBox, g);
    // The insurance amount takes the tray's row, empty while the question is asked.
    this.picker.layout(upperBox);
  }

  /** A row of buttons; the move the hint recommends is ringed. */
  private row(commands: readonly Command[], box: Rect, g: Graphics): void {
    const slots = placeRow(this.buttons, commands, box, 160);
    commands.forEach((c, i) => {
      const slot = slots[i];
      if (slot && this.state.hinted === c) {
        g.roundRect(slot.x - 4, box.y - 4, slot.width + 8, box.height + 8, 14).stroke({
          color: 0xffe08a,
          width: 3,
          alpha: 0.9,
        });
      }
    });
  }
}
