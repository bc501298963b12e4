/**
 * The chip tray under every table: one chip per value the table offers, each tapped to choose the
 * value the next bet places, and each offered to the inspector and the keyboard layer as
 * `<game>.chip.<value>` with its value in words and whether it is the chosen one. The games differ
 * only in when the tray takes taps and how its chips are shown, so that stays with them; laying
 * all the chips in one centred row is here for the tables that never scroll it.
 */
import { Container, type Point } from 'pixi.js';
import type { Minor } from '../../../engine/shared/money';
import { expose } from '../../../look/inspector';
import type { Translate } from '../../../platform/i18n';
import type { Rect } from '../table/geometry';
import { CHIP_SIZE, type ChipAtlas, ChipSprite } from './chips';

export interface ChipTrayOptions {
  atlas: ChipAtlas;
  values: readonly Minor[];
  /** The game's inspector prefix: `bj` exposes `bj.chip.500`. */
  game: string;
  t: Translate;
  chipLabel: (value: Minor) => string;
  onChip: (value: Minor) => void;
  /** Whether a chip takes taps now, as the inspector reports it. */
  enabled: (chip: ChipSprite) => boolean;
}

export class ChipTray extends Container {
  /** The chips by value, in the table's order. */
  readonly chips = new Map<Minor, ChipSprite>();

  constructor(o: ChipTrayOptions) {
    super();
    const { t, chipLabel } = o;
    for (const value of o.values) {
      const chip = new ChipSprite(o.atlas, value);
      chip.eventMode = 'static';
      chip.cursor = 'pointer';
      chip.on('pointertap', () => o.onChip(value));
      this.chips.set(value, chip);
      this.addChild(chip);
      expose(
        `${o.game}.chip.${value}`,
        chip,
        () => chipLabel(value),
        () => o.enabled(chip),
        { name: () => t('a11y.chip', { value: chipLabel(value) }), checked: () => chip.isSelected },
      );
    }
  }

  /** Screen position of a chip in the tray (chips fly from here to a bet). */
  chipPosition(value: Minor): Point | null {
    const chip = this.chips.get(value);
    return chip ? chip.getGlobalPosition() : null;
  }

  /** Every chip in one row centred in the box, `spacing` apart beyond their size (closer when the row is full). */
  layoutRow(box: Rect, chipSize: number, spacing: number): void {
    const n = this.chips.size;
    const step = Math.min(chipSize + spacing, box.width / Math.max(1, n));
    // A tray narrower than its chips at full size gets smaller chips, not chips over each other
    // (never under a finger's width).
    const size = Math.max(44, Math.min(chipSize, step - 4));
    let x = box.x + box.width / 2 - (step * (n - 1)) / 2;
    for (const chip of this.chips.values()) {
      chip.position.set(x, box.y + box.height / 2);
      chip.scale.set(size / CHIP_SIZE);
      x += step;
    }
  }
}
