/**
 * The player's hands at the shared baccarat table: the chip tray, taps on the areas, the buttons
 * and the solo table's keys where they fit (P, B, T put the chip on PLAYER, BANKER, TIE; ← and →
 * choose the chip; X the remove tool; Backspace undoes, Delete clears; R is SAME BETS, D REBET
 * ×2; the clock deals, so there is no DEAL key). A chip the limits or the balance refuse never
 * leaves the tray and the table says why; a placed one flies to its area as at the solo table.
 */
import { Point } from 'pixi.js';
import { type BaccaratRules, type BetArea, betProblem, totalStake } from '../../../engine/baccarat/rules';
import type { Minor } from '../../../engine/shared/money';
import { tableKey } from '../../kit/table/table-keys';
import type { TableKit } from '../../kit/table/table-kit';
import { noticeText } from '../../kit/words/notices';
import type { BaccaratFlights } from '../chip-flights';
import type { BacCommand, BacControlsState } from '../controls';
import { AREA_KEYS, COMMAND_KEYS, nextChip } from '../table-input';
import type { TableScene } from '../table-scene';
import type { OwnBet } from './own-bet';
import { controlsOf } from './table-read';

export interface BetInputParts {
  kit: Pick<TableKit, 't' | 'money' | 'sound'>;
  scene: TableScene;
  flights: BaccaratFlights;
  bet: OwnBet;
  rules: BaccaratRules;
  /** The areas take chips now (the window is open and no coup is on show). */
  open(): boolean;
  /** The player's balance as the server last said. */
  balance(): Minor;
  /** A choice changed what the table shows (the chip, the tool): draw it again. */
  redraw(): void;
  /** Says why a chip was refused, until the next step. */
  notify(text: string): void;
  /** Clears what the table said last. */
  clearNote(): void;
}

export class BetInput {
  chip: Minor;
  removing = false;

  constructor(private readonly o: BetInputParts) {
    this.chip = o.rules.chips[0] ?? 0;
  }

  /** The controls for the window as it stands (`busy`: a coup on show). */
  controls(open: boolean, busy: boolean): BacControlsState {
    const { bet } = this.o;
    return controlsOf({ open, busy, own: bet.shown, last: bet.last, chip: this.chip, removing: this.removing });
  }

  selectChip(value: Minor): void {
    this.o.kit.sound('click');
    this.chip = value;
    this.removing = false;
    this.o.clearNote();
    this.o.redraw();
  }

  toggleRemove(): void {
    this.o.kit.sound('click');
    this.removing = !this.removing;
    this.o.clearNote();
    this.o.redraw();
  }

  command(command: BacCommand): void {
    const { bet, flights, kit } = this.o;
    if (!this.o.open()) return;
    this.o.clearNote();
    flights.forget();
    kit.sound(command === 'same' || command === 'double' ? 'chipPlace' : 'click');
    if (command === 'undo') bet.undo();
    else if (command === 'clear') bet.clear();
    else if (command === 'same') bet.repeat(1);
    else if (command === 'double') bet.repeat(2);
  }

  /** The selected chip onto an area (or, with the remove tool, its last chip off), checked first. */
  placeChip(area: BetArea): void {
    const { bet, flights, kit, scene } = this.o;
    const view = scene.areas.get(area);
    if (!this.o.open() || !view) return;
    this.o.clearNote();
    if (this.removing) {
      flights.forget();
      if (!bet.takeOff(area)) this.o.notify(kit.t('bac.problem.noChip', { area: kit.t(`bac.${area}`) }));
      return;
    }
    const problem = betProblem(bet.with(area, this.chip), this.o.rules, this.o.balance() + totalStake(bet.confirmed));
    if (problem && problem.code !== 'bet.none') {
      this.o.notify(noticeText(problem, { game: 'baccarat', t: kit.t, money: kit.money }));
      return;
    }
    kit.sound('chipPlace');
    const from = scene.controls.chipPosition(this.chip);
    void flights.place(this.chip, new Point(from.x, from.y), area, view.stack.getGlobalPosition());
    bet.place(area, this.chip);
  }

  /** A key while the table shows: each works exactly while its button (or the tray) does. */
  key(e: KeyboardEvent): void {
    const key = tableKey(e);
    if (key === null || !this.o.open()) return;
    const command = COMMAND_KEYS[key];
    if (command) {
      if (this.controls(true, false).buttons[command] !== true) return;
      e.preventDefault();
      this.command(command);
      return;
    }
    const area = AREA_KEYS[key];
    if (area) {
      e.preventDefault();
      this.placeChip(area);
    } else if (key === 'arrowleft' || key === 'arrowright') {
      e.preventDefault();
      const value = nextChip(this.o.rules.chips, this.chip, key === 'arrowleft' ? -1 : 1);
      if (value !== null) this.selectChip(value);
    } else if (key === 'x') {
      e.preventDefault();
      this.toggleRemove();
    }
  }
}
