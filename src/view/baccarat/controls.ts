/**
 * The baccarat controls of sheet 001 under the felt: the chip selector (with arrows when more chip
 * values exist than fit), the remove-chip tool, and one row of buttons that follows the round:
 * UNDO · CLEAR · DEAL while betting (SAME BETS and REBET ×2 before the first chip), NEW BET ·
 * SAME BETS · REBET ×2 while the last round's result is on the table, TRY AGAIN when a payment
 * failed. Which are enabled comes from the machine's legal moves (the view never decides).
 */
import { Container, Graphics, type Point } from 'pixi.js';
import type { Minor } from '../../engine/shared/money';
import { Button } from '../../look/button';
import { expose } from '../../look/inspector';
import { COLORS } from '../../look/theme';
import type { MessageKey, Translate } from '../../platform/i18n';
import { ChipTray } from '../kit/chips/chip-tray';
import type { ChipAtlas, ChipSprite } from '../kit/chips/chips';
import { buttonSet, placeRow, showButtons } from '../kit/controls/button-row';
import type { Rect } from '../kit/table/geometry';

export type BacCommand = 'newBet' | 'same' | 'double' | 'undo' | 'clear' | 'deal' | 'retry';

const ORDER: readonly BacCommand[] = ['newBet', 'undo', 'clear', 'same', 'double', 'deal', 'retry'];

const LABELS: Record<BacCommand, MessageKey> = {
  newBet: 'bac.bet.newBet',
  same: 'bac.bet.same',
  double: 'bac.bet.double',
  undo: 'bac.bet.undo',
  clear: 'bac.bet.clear',
  deal: 'bac.bet.deal',
  retry: 'bac.bet.retry',
};

export interface BacControlsState {
  buttons: Partial<Record<BacCommand, boolean>>;
  /** The chip selector takes taps (betting). */
  chips: boolean;
  selectedChip: Minor;
  removing: boolean;
  /** DEAL's label while the next round must wait (it is then not enabled); absent or null: DEAL. */
  waiting?: string | null;
}

const arrow =
  (dir: -1 | 1) =>
  (g: Graphics, color: number): void => {
    g.moveTo(-4 * dir, -9)
      .lineTo(5 * dir, 0)
      .lineTo(-4 * dir, 9)
      .stroke({ color, width: 3, cap: 'round', join: 'round' });
  };

/** The remove tool's glyph: a chip with a cross. */
const eraser = (g: Graphics, color: number): void => {
  g.circle(0, 0, 12).stroke({ color, width: 2.5 });
  g.moveTo(-5, -5).lineTo(5, 5).moveTo(5, -5).lineTo(-5, 5).stroke({ color, width: 2.5, cap: 'round' });
};

export class BaccaratControls extends Container {
  private readonly chipSprites: ReadonlyMap<Minor, ChipSprite>;
  private readonly buttons: Map<BacCommand, Button>;
  private readonly prev: Button;
  private readonly next: Button;
  private readonly remove: Button;
  private readonly removeRing = new Graphics();
  private state: BacControlsState = { buttons: {}, chips: false, selectedChip: 0, removing: false };
  private start = 0;
  private fit: number;
  private chipsBox: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private buttonsBox: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private chipSize = 56;

  constructor(
    private readonly t: Translate,
    atlas: ChipAtlas,
    private readonly values: readonly Minor[],
    chipLabel: (value: Minor) => string,
    onChip: (value: Minor) => void,
    private readonly onRemoveTool: () => void,
    onCommand: (command: BacCommand) => void,
    private readonly invalidate: () => void,
  ) {
    super();
    this.fit = values.length;
    const tray = new ChipTray({
      atlas,
      values,
      game: 'bac',
      t,
      chipLabel,
      onChip,
      enabled: (chip) => this.state.chips && chip.visible,
    });
    this.chipSprites = tray.chips;
    this.addChild(tray);
    const icon = (draw: (g: Graphics, c: number) => void, onTap: () => void) =>
      new Button({ variant: 'icon', icon: draw, width: 44, height: 44, onTap, invalidate });
    this.prev = icon(arrow(-1), () => this.scroll(-1));
    this.next = icon(arrow(1), () => this.scroll(1));
    this.remove = icon(eraser, () => this.onRemoveTool());
    this.addChild(this.removeRing, this.prev, this.next, this.remove);
    expose(
      'bac.chips.prev',
      this.prev,
      () => t('bac.chips.prev'),
      () => this.prev.visible && this.prev.enabled,
    );
    expose(
      'bac.chips.next',
      this.next,
      () => t('bac.chips.next'),
      () => this.next.visible && this.next.enabled,
    );
    expose(
      'bac.remove',
      this.remove,
      () => t('bac.tool.remove'),
      () => this.state.chips,
    );
    this.buttons = buttonSet(this, {
      commands: ORDER,
      id: (command) => `bac.${command}`,
      label: (command) => this.labelOf(command),
      variant: (command) => (command === 'deal' || command === 'newBet' ? 'primary' : 'secondary'),
      fontSize: 14,
      onTap: onCommand,
      invalidate,
    });
  }

  /** Screen position of a chip in the selector (chips fly from here), or of the selector's middle. */
  chipPosition(value: Minor): Point {
    const chip = this.chipSprites.get(value);
    if (chip?.visible) return chip.getGlobalPosition();
    const box = this.chipsBox;
    return this.toGlobal({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }

  /** A button's words as the player sees them: DEAL counts the wait down while there is one. */
  private labelOf(command: BacCommand): string {
    if (command === 'deal' && this.state?.waiting) return this.state.waiting;
    return this.t(LABELS[command]);
  }

  /** The button is on show and enabled now (its key works exactly then). */
  shows(command: BacCommand): boolean {
    return this.state.buttons[command] === true;
  }

  /** The chip selector and the areas take chips now (P, B, T and the arrows work exactly then). */
  get takesChips(): boolean {
    return this.state.chips;
  }

  setState(state: BacControlsState): void {
    const reveal = state.selectedChip !== this.state.selectedChip;
    this.state = state;
    if (reveal) this.reveal(state.selectedChip);
    showButtons(this.buttons, state.buttons);
    this.buttons.get('deal')?.setLabel(this.labelOf('deal'));
    this.layoutChips();
    this.layoutButtons();
    this.invalidate();
  }

  layout(chips: Rect, buttons: Rect, chipSize: number, buttonHeight: number): void {
    this.chipsBox = chips;
    this.buttonsBox = buttons;
    this.chipSize = chipSize;
    const step = chipSize + 8;
    const all = this.values.length * step + 52;
    this.fit = all <= chips.width ? this.values.length : Math.max(1, Math.floor((chips.width - 2 * 46 - 52) / step));
    this.start = Math.min(this.start, this.values.length - this.fit);
    this.reveal(this.state.selectedChip);
    for (const b of this.buttons.values()) b.resizeTo(b.buttonWidth, buttonHeight);
    this.layoutChips();
    this.layoutButtons();
  }

  private scroll(by: number): void {
    this.start = Math.max(0, Math.min(this.values.length - this.fit, this.start + by * Math.max(1, this.fit - 1)));
    this.layoutChips();
    this.invalidate();
  }

  /** Scrolls the selector so the chip shows. */
  private reveal(value: Minor): void {
    const i = this.values.indexOf(value);
    if (i < 0) return;
    if (i < this.start) this.start = i;
    if (i >= this.start + this.fit) this.start = i - this.fit + 1;
  }

  private layoutChips(): void {
    const box = this.chipsBox;
    const s = this.state;
    const arrows = this.fit < this.values.length;
    const step = this.chipSize + 8;
    const cy = box.y + box.height / 2;
    const span = this.fit * step + (arrows ? 2 * 46 : 0) + 52;
    let x = box.x + Math.max(0, (box.width - span) / 2);
    this.prev.visible = arrows && s.chips;
    this.next.visible = arrows && s.chips;
    if (arrows) {
      this.prev.position.set(x, cy - 22);
      this.prev.enabled = this.start > 0;
      x += 46;
    }
    this.values.forEach((value, i) => {
      const chip = this.chipSprites.get(value) as ChipSprite;
      const shown = s.chips && i >= this.start && i < this.start + this.fit;
      chip.visible = shown;
      chip.eventMode = shown ? 'static' : 'none';
      chip.setSelected(value === s.selectedChip && !s.removing);
      chip.scale.set(this.chipSize / 56);
      if (shown) chip.position.set(x + step * (i - this.start) + step / 2, cy);
    });
    x += this.fit * step;
    if (arrows) {
      this.next.position.set(x, cy - 22);
      this.next.enabled = this.start + this.fit < this.values.length;
      x += 46;
    }
    this.remove.visible = s.chips;
    this.remove.position.set(x + 4, cy - 22);
    const ring = this.removeRing.clear();
    ring.visible = s.chips && s.removing;
    if (ring.visible) ring.roundRect(x + 1, cy - 25, 50, 50, 12).stroke({ color: COLORS.brassLight, width: 2.5 });
  }

  private layoutButtons(): void {
    placeRow(
      this.buttons,
      ORDER.filter((c) => c in this.state.buttons),
      this.buttonsBox,
      170,
    );
  }
}
