/**
 * What every table's scene graph has, whatever the game: the root it draws into, the chip atlas
 * its tray and stacks share, the layer chips fly in (over the table, under the HUD), the layout it
 * was last given, and the round's message line with its "show it, say whether it changed". Each
 * game's scene builds its own table into the root, in its own order, and places the message in
 * its layout (`placeMessage`).
 */
import { Container } from 'pixi.js';
import { ChipAtlas } from '../chips/chips';
import { type MessageLine, type MessageStyle, messageText } from '../text/message-line';
import type { TableKit } from './table-kit';

/** What every scene takes from its table's kit: words, chip labels, the resolution, frames, the HUD. */
export type SceneKit = Pick<TableKit, 't' | 'resolution' | 'chipLabel' | 'invalidate' | 'hud'>;

export abstract class TableSceneBase<L> {
  readonly root = new Container();
  readonly chips: ChipAtlas;
  /** Chips in flight fly over the table and under the HUD. */
  readonly flightLayer = new Container();
  layout: L | null = null;
  protected readonly message: MessageLine;

  constructor(kit: SceneKit, message: MessageStyle) {
    this.chips = new ChipAtlas(kit.resolution, kit.chipLabel);
    this.message = messageText(message);
  }

  /** Puts the message where the layout has its line (nothing before the first layout). */
  protected abstract placeMessage(): void;

  /** Shows the round's message; true when it changed. */
  setMessage(text: string): boolean {
    if (this.message.text === text) return false;
    this.message.text = text;
    this.placeMessage();
    return true;
  }

  destroy(): void {
    this.root.destroy({ children: true });
    this.chips.destroy();
  }
}
