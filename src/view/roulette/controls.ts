/**
 * The roulette controls: the chip tray (pick the value a tap places), the bet buttons UNDO ·
 * CLEAR · REBET · DOUBLE · SPIN (each enabled only when the machine lists its move), TRY AGAIN
 * when a win could not be paid, and on phones the TABLE · TRACK · STATS tabs: words in a row over
 * the panel when the phone lies on its side, icons down the rail beside the layout when upright.
 */
import { Container, Graphics, type Point } from 'pixi.js';
import type { Minor } from '../../engine/shared/money';
import { Button } from '../../look/button';
import { expose } from '../../look/inspector';
import { COLORS } from '../../look/theme';
import type { Translate } from '../../platform/i18n';
import { ChipTray } from '../kit/chips/chip-tray';
import type { ChipAtlas } from '../kit/chips/chips';
import { buttonSet, placeRow, showButtons } from '../kit/controls/button-row';
import type { Rect } from '../kit/table/geometry';
import { TAB_ICONS } from './tab-icons';

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
  /** The same tabs as icons, for the upright rail. */
  private readonly tabIcons: Map<Tab, Button>;
  private iconTabs = false;
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
    this.tabIcons = new Map(
      TABS.map((tab) => {
        const b = new Button({ variant: 'secondary', icon: TAB_ICONS[tab], onTap: () => onTab(tab), invalidate });
        b.visible = false;
        this.addChild(b);
        return [tab, b];
      }),
    );
  }

  /** The tabs shown now: words or icons, under the same ids and names for tests and screen readers. */
  private get tabs(): Map<Tab, Button> {
    return this.iconTabs ? this.tabIcons : this.tabButtons;
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
    // A box taller than wide is the upright rail: icons one under another.
    const column = tabs !== null && tabs.height > tabs.width;
    if (column !== this.iconTabs) {
      this.iconTabs = column;
      for (const tab of TABS) {
        const b = this.tabs.get(tab) as Button;
        expose(
          `rou.tab.${tab}`,
          b,
          () => this.t(`rou.tab.${tab}`),
          () => true,
        );
      }
    }
    for (const b of [...this.tabButtons.values(), ...this.tabIcons.values()]) b.visible = false;
    if (tabs) {
      const step = column ? (tabs.height - 44) / 2 : 0;
      const w = column ? tabs.width : Math.min(130, (tabs.width - 2 * 6) / 3);
      TABS.forEach((tab, i) => {
        const b = this.tabs.get(tab) as Button;
        b.visible = true;
        b.resizeTo(w, 44);
        if (column) b.position.set(Math.round(tabs.x), Math.round(tabs.y + i * step));
        else b.position.set(Math.round(tabs.x + i * (w + 6)), Math.round(tabs.y));
      });
    }
    this.drawTabMark();
  }

  private drawTabMark(): void {
    const g = this.tabMark.clear();
    const b = this.tabs.get(this.tab);
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
