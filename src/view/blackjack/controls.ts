/**
 * The blackjack controls under the felt: the chip tray (pick a chip, then tap a circle) and one
 * row of buttons that changes with the phase: UNDO · CLEAR · REBET · DEAL while betting, the legal
 * moves and HINT during a turn, the insurance question when it is asked. Only buttons the machine
 * lists as legal are shown (ARCHITECTURE.md: the view never decides).
 */
import { Container, Graphics, type Point } from 'pixi.js';
import type { Minor } from '../../engine/shared/money';
import type { MoveEvent } from '../../machines/blackjack/view';
import type { Translate } from '../../platform/i18n';
import { Button } from '../../ui/button';
import { type ChipAtlas, ChipSprite } from '../kit/chips';
import { expose } from '../kit/inspector';
import type { Rect } from './layout';

export type BetCommand = 'undo' | 'clear' | 'rebet' | 'deal';
export type Command = BetCommand | MoveEvent | 'hint' | 'retry';

const MOVE_KEYS: Record<MoveEvent, string> = {
  'player.hit': 'bj.action.hit',
  'player.stand': 'bj.action.stand',
  'player.double': 'bj.action.double',
  'player.split': 'bj.action.split',
  'player.surrender': 'bj.action.surrender',
  'insurance.accept': 'bj.action.insurance',
  'insurance.decline': 'bj.action.noInsurance',
};

/** Buttons that move up to the chip tray's row while it is empty. */
const UPPER_ROW: ReadonlySet<Command> = new Set(['player.surrender', 'hint', 'retry']);

/** The order buttons appear in, left to right. */
const ORDER: readonly Command[] = [
  'undo',
  'clear',
  'rebet',
  'deal',
  'insurance.decline',
  'insurance.accept',
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
}

export class BlackjackControls extends Container {
  private readonly chipTray = new Container();
  private readonly chipSprites = new Map<Minor, ChipSprite>();
  private readonly buttons = new Map<Command, Button>();
  private readonly glow = new Graphics();
  private state: ControlsState = { buttons: {}, evenMoney: false, chips: false, selectedChip: 0, hinted: null };
  private chipsBox: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private buttonsBox: Rect = { x: 0, y: 0, width: 0, height: 0 };

  constructor(
    private readonly t: Translate,
    chips: ChipAtlas,
    values: readonly Minor[],
    private readonly chipLabel: (value: Minor) => string,
    private readonly onChip: (value: Minor) => void,
    private readonly onCommand: (command: Command) => void,
    private readonly invalidate: () => void,
  ) {
    super();
    this.addChild(this.chipTray, this.glow);
    for (const value of values) {
      const chip = new ChipSprite(chips, value);
      chip.eventMode = 'static';
      chip.cursor = 'pointer';
      chip.on('pointertap', () => this.onChip(value));
      this.chipSprites.set(value, chip);
      this.chipTray.addChild(chip);
      expose(
        `bj.chip.${value}`,
        chip,
        () => this.chipLabel(value),
        () => this.state.chips,
        { name: () => this.t('a11y.chip', { value: this.chipLabel(value) }), checked: () => chip.isSelected },
      );
    }
    for (const command of ORDER) {
      const primary = command === 'deal' || command === 'player.hit' || command === 'insurance.accept';
      const button = new Button({
        label: this.labelOf(command),
        variant: primary ? 'primary' : 'secondary',
        fontSize: 14,
        onTap: () => this.onCommand(command),
        invalidate,
      });
      button.visible = false;
      this.buttons.set(command, button);
      this.addChild(button);
      expose(
        `bj.${command}`,
        button,
        () => this.labelOf(command),
        () => button.enabled && button.visible,
      );
    }
  }

  /** The button's text for a command, as the player sees it. */
  labelFor(command: Command): string {
    return this.labelOf(command);
  }

  private labelOf(command: Command): string {
    if (command === 'insurance.accept' && this.state?.evenMoney) return this.t('bj.action.evenMoney');
    if (command === 'insurance.decline' && this.state?.evenMoney) return this.t('bj.action.noEvenMoney');
    if (command in MOVE_KEYS) return this.t(MOVE_KEYS[command as MoveEvent] as never);
    const keys: Record<string, string> = {
      undo: 'bj.bet.undo',
      clear: 'bj.bet.clear',
      rebet: 'bj.bet.rebet',
      deal: 'bj.bet.deal',
      hint: 'bj.action.hint',
      retry: 'bj.action.retry',
    };
    return this.t(keys[command] as never);
  }

  /** Screen position of a chip in the tray (chips fly from here to a circle). */
  chipPosition(value: Minor): Point | null {
    const chip = this.chipSprites.get(value);
    return chip ? chip.getGlobalPosition() : null;
  }

  setState(state: ControlsState): void {
    this.state = state;
    for (const [value, chip] of this.chipSprites) {
      chip.setSelected(value === state.selectedChip && state.chips);
      // Chips are only in the tray while bets are taken; the row then holds the rarer moves.
      chip.visible = state.chips;
      chip.eventMode = state.chips ? 'static' : 'none';
    }
    for (const [command, button] of this.buttons) {
      const shown = command in state.buttons;
      button.visible = shown;
      if (shown) {
        button.enabled = state.buttons[command] === true;
        button.setLabel(this.labelOf(command));
      }
    }
    this.layoutButtons();
    this.invalidate();
  }

  layout(chips: Rect, buttons: Rect, chipSize: number, buttonHeight: number): void {
    this.chipsBox = chips;
    this.buttonsBox = buttons;
    const n = this.chipSprites.size;
    const step = Math.min(chipSize + 14, chips.width / Math.max(1, n));
    let x = chips.x + chips.width / 2 - (step * (n - 1)) / 2;
    for (const chip of this.chipSprites.values()) {
      chip.position.set(x, chips.y + chips.height / 2);
      chip.scale.set(chipSize / 56);
      x += step;
    }
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
    this.row(upper, { x: up.x, y: up.y + (up.height - h) / 2, width: up.width, height: h }, g);
  }

  private row(commands: readonly Command[], box: Rect, g: Graphics): void {
    if (commands.length === 0) return;
    const gap = 6;
    // Equal widths that share the row; a button never narrower than a 44 px target.
    const w = Math.max(44, Math.min(160, (box.width - gap * (commands.length - 1)) / commands.length));
    const total = w * commands.length + gap * (commands.length - 1);
    let x = box.x + (box.width - total) / 2;
    for (const c of commands) {
      const b = this.buttons.get(c) as Button;
      b.resizeTo(w, box.height);
      b.position.set(Math.round(x), Math.round(box.y));
      if (this.state.hinted === c) {
        g.roundRect(x - 4, box.y - 4, w + 8, box.height + 8, 14).stroke({ color: 0xffe08a, width: 3, alpha: 0.9 });
      }
      x += w + gap;
    }
  }
}
