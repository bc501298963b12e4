/**
 * The roulette controls: the chip tray (pick the value a tap places), the bet buttons UNDO ·
 * CLEAR · REBET · DOUBLE · SPIN (each enabled only when the machine lists its move), TRY AGAIN
 * when a win could not be paid, and on phones the TABLE · TRACK · STATS tabs.
 */
import { Container, Graphics, type Point } from 'pixi.js';
import type { Minor } from '../../engine/shared/money';
import type { Translate } from '../../platform/i18n';
import { Button } from '../../ui/button';
import { type ChipAtlas, ChipSprite } from '../kit/chips';
import { expose } from '../kit/inspector';
import { COLORS } from '../kit/theme';
import type { Rect } from './layout';

export type Command = 'undo' | 'clear' | 'rebet' | 'double' | 'spin' | 'retry';
export const COMMANDS: readonly Command[] = ['undo', 'clear', 'rebet', 'double', 'spin', 'retry'];
export type Tab = 'board' | 'track' | 'stats';
export const TABS: readonly Tab[] = ['board', 'track', 'stats'];

export interface ControlsState {
  buttons: Partial<Record<Command, boolean>>;
  chips: boolean;
  selectedChip: Minor;
}

export class RouletteControls extends Container {
  private readonly chipSprites = new Map<Minor, ChipSprite>();
  private readonly buttons = new Map<Command, Button>();
  private readonly tabButtons = new Map<Tab, Button>();
  private readonly tabMark = new Graphics();
  private state: ControlsState = { buttons: {}, chips: false, selectedChip: 0 };
  private buttonsBox: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private tab: Tab = 'board';

  constructor(
    t: Translate,
    atlas: ChipAtlas,
    values: readonly Minor[],
    chipLabel: (v: Minor) => string,
    onChip: (value: Minor) => void,
    onCommand: (command: Command) => void,
    private readonly onTab: (tab: Tab) => void,
    private readonly invalidate: () => void,
  ) {
    super();
    for (const value of values) {
      const chip = new ChipSprite(atlas, value);
      chip.eventMode = 'static';
      chip.cursor = 'pointer';
      chip.on('pointertap', () => onChip(value));
      this.chipSprites.set(value, chip);
      this.addChild(chip);
      expose(
        `rou.chip.${value}`,
        chip,
        () => chipLabel(value),
        () => this.state.chips,
        { name: () => t('a11y.chip', { value: chipLabel(value) }), checked: () => chip.isSelected },
      );
    }
    for (const command of COMMANDS) {
      const button = new Button({
        label: t(`rou.button.${command}`),
        variant: command === 'spin' ? 'primary' : 'secondary',
        fontSize: 14,
        onTap: () => onCommand(command),
        invalidate,
      });
      button.visible = false;
      this.buttons.set(command, button);
      this.addChild(button);
      expose(
        `rou.${command}`,
        button,
        () => t(`rou.button.${command}`),
        () => button.enabled && button.visible,
      );
    }
    this.addChild(this.tabMark);
    for (const tab of TABS) {
      const button = new Button({
        label: t(`rou.tab.${tab}`),
        variant: 'secondary',
        fontSize: 13,
        onTap: () => this.onTab(tab),
        invalidate,
      });
      button.visible = false;
      this.tabButtons.set(tab, button);
      this.addChild(button);
      expose(`rou.tab.${tab}`, button, () => t(`rou.tab.${tab}`));
    }
  }

  chipPosition(value: Minor): Point | null {
    const chip = this.chipSprites.get(value);
    return chip ? chip.getGlobalPosition() : null;
  }

  setState(state: ControlsState): void {
    this.state = state;
    for (const [value, chip] of this.chipSprites) {
      chip.setSelected(value === state.selectedChip);
      // a disabled chip fades (its value may fall below WCAG AA: inactive controls are exempt)
      chip.alpha = state.chips ? 1 : 0.45;
      chip.eventMode = state.chips ? 'static' : 'none';
    }
    for (const [command, button] of this.buttons) {
      const shown = command in state.buttons;
      button.visible = shown;
      if (shown) button.enabled = state.buttons[command] === true;
    }
    this.layoutButtons();
    this.invalidate();
  }

  setTab(tab: Tab): void {
    this.tab = tab;
    this.drawTabMark();
  }

  layout(chips: Rect, buttons: Rect, chipSize: number, tabs: Rect | null): void {
    this.buttonsBox = buttons;
    const n = this.chipSprites.size;
    const step = Math.min(chipSize + 12, chips.width / Math.max(1, n));
    let x = chips.x + chips.width / 2 - (step * (n - 1)) / 2;
    for (const chip of this.chipSprites.values()) {
      chip.position.set(x, chips.y + chips.height / 2);
      chip.scale.set(chipSize / 56);
      x += step;
    }
    this.layoutButtons();
    for (const b of this.tabButtons.values()) b.visible = tabs !== null;
    if (tabs) {
      const w = Math.min(130, (tabs.width - 2 * 6) / 3);
      TABS.forEach((tab, i) => {
        const b = this.tabButtons.get(tab) as Button;
        b.resizeTo(w, tabs.height);
        b.position.set(Math.round(tabs.x + i * (w + 6)), Math.round(tabs.y));
      });
    }
    this.drawTabMark();
  }

  private drawTabMark(): void {
    const g = this.tabMark.clear();
    const b = this.tabButtons.get(this.tab);
    if (!b?.visible) return;
    g.roundRect(b.x - 2, b.y - 2, b.buttonWidth + 4, b.buttonHeight + 4, 12).stroke({
      color: COLORS.brassLight,
      width: 2.5,
    });
    this.invalidate();
  }

  private layoutButtons(): void {
    const shown = COMMANDS.filter((c) => c in this.state.buttons);
    if (shown.length === 0) return;
    const box = this.buttonsBox;
    const gap = 6;
    const w = Math.max(44, Math.min(150, (box.width - gap * (shown.length - 1)) / shown.length));
    const total = w * shown.length + gap * (shown.length - 1);
    let x = box.x + (box.width - total) / 2;
    for (const c of shown) {
      const b = this.buttons.get(c) as Button;
      b.resizeTo(w, box.height);
      b.position.set(Math.round(x), Math.round(box.y));
      x += w + gap;
    }
  }
}
