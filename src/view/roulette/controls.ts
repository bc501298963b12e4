/**
 * The roulette controls: the chip tray (pick the value a tap places), the bet buttons UNDO ·
 * CLEAR · REBET · DOUBLE · SPIN (each enabled only when the machine lists its move), TRY AGAIN
 * when a win could not be paid, and on phones the TABLE · TRACK · STATS tabs.
 */
import { Container, Graphics, type Point } from 'pixi.js';
import type { Minor } from '../../engine/shared/money';
import type { Button } from '../../look/button';
import { COLORS } from '../../look/theme';
import type { Translate } from '../../platform/i18n';
import { ChipTray } from '../kit/chips/chip-tray';
import type { ChipAtlas } from '../kit/chips/chips';
import { buttonSet, placeRow, showButtons } from '../kit/controls/button-row';
import type { Rect } from '../kit/table/geometry';

export type Command = 'undo' | 'clear' | 'rebet' | 'double' | 'spin' | 'retry';
const COMMANDS: readonly Command[] = ['undo', 'clear', 'rebet', 'double', 'spin', 'retry'];
export type Tab = 'board' | 'track' | 'stats';
const TABS: readonly Tab[] = ['board', 'track', 'stats'];

export interface ControlsState {
  buttons: Partial<Record<Command, boolean>>;
  chips: boolean;
  selectedChip: Minor;
  /** PLACE BET's label while the next round must wait (it is then not enabled); absent or null: its own. */
  waiting?: string | null;
}

export class RouletteControls extends Container {
  private readonly chipTray: ChipTray;
  private readonly buttons: Map<Command, Button>;
  private readonly tabButtons: Map<Tab, Button>;
  private readonly tabMark = new Graphics();
  private state: ControlsState = { buttons: {}, chips: false, selectedChip: 0 };
  private buttonsBox: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private tab: Tab = 'board';

  constructor(
    private readonly t: Translate,
    atlas: ChipAtlas,
    values: readonly Minor[],
    chipLabel: (v: Minor) => string,
    onChip: (value: Minor) => void,
    onCommand: (command: Command) => void,
    onTab: (tab: Tab) => void,
    private readonly invalidate: () => void,
  ) {
    super();
    this.chipTray = new ChipTray({ atlas, values, game: 'rou', t, chipLabel, onChip, enabled: () => this.state.chips });
    this.addChild(this.chipTray);
    this.buttons = buttonSet(this, {
      commands: COMMANDS,
      id: (command) => `rou.${command}`,
      label: (command) => this.labelOf(command),
      variant: (command) => (command === 'spin' ? 'primary' : 'secondary'),
      fontSize: 14,
      onTap: onCommand,
      invalidate,
    });
    this.addChild(this.tabMark);
    this.tabButtons = buttonSet(this, {
      commands: TABS,
      id: (tab) => `rou.tab.${tab}`,
      label: (tab) => t(`rou.tab.${tab}`),
      variant: () => 'secondary',
      fontSize: 13,
      onTap: onTab,
      invalidate,
      // the tabs are reported as always enabled
      enabled: () => true,
    });
  }

  /** A button's words as the player sees them: PLACE BET counts the wait down while there is one. */
  private labelOf(command: Command): string {
    if (command === 'spin' && this.state?.waiting) return this.state.waiting;
    return this.t(`rou.button.${command}`);
  }

  chipPosition(value: Minor): Point | null {
    return this.chipTray.chipPosition(value);
  }

  setState(state: ControlsState): void {
    this.state = state;
    for (const [value, chip] of this.chipTray.chips) {
      chip.setSelected(value === state.selectedChip);
      // a disabled chip fades (its value may fall below WCAG AA: inactive controls are exempt)
      chip.alpha = state.chips ? 1 : 0.45;
      chip.eventMode = state.chips ? 'static' : 'none';
    }
    showButtons(this.buttons, state.buttons);
    this.buttons.get('spin')?.setLabel(this.labelOf('spin'));
    this.layoutButtons();
    this.invalidate();
  }

  setTab(tab: Tab): void {
    this.tab = tab;
    this.drawTabMark();
  }

  layout(chips: Rect, buttons: Rect, chipSize: number, tabs: Rect | null): void {
    this.buttonsBox = buttons;
    this.chipTray.layoutRow(chips, chipSize, 12);
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
    placeRow(
      this.buttons,
      COMMANDS.filter((c) => c in this.state.buttons),
      this.buttonsBox,
      150,
    );
  }
}
