/**
 * The screen a player sees when the game cannot start or go on (a bad launch parameter, a game
 * not available, the game open in another tab): what is wrong, in their language, on the table's
 * own backdrop, and the one thing to do about it when there is one; never a blank canvas.
 */
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { Button } from '../look/button';
import { expose } from '../look/inspector';
import { COLORS, FONT_DISPLAY, FONT_UI } from '../look/theme';
import type { Screen } from './kit/stage/screen';
import { paintBackdrop } from './lobby/art';

/** The button under the message: what the player can do about it. */
export interface ErrorAction {
  label: string;
  onTap: () => void;
  invalidate: () => void;
}

export class ErrorScreen implements Screen {
  readonly root = new Container();
  readonly final = true;
  private readonly backdrop: Sprite;
  private readonly card = new Graphics();
  private readonly icon = new Graphics();
  private readonly title: Text;
  private readonly body: Text;
  private readonly button: Button | null;

  constructor(
    title: string,
    message: string,
    resolution: number,
    action: ErrorAction | null = null,
    readonly name: string = 'error',
  ) {
    this.backdrop = new Sprite(paintBackdrop(resolution));
    this.title = new Text({
      text: title,
      style: {
        fontFamily: FONT_DISPLAY,
        fontSize: 26,
        fontWeight: '700',
        fill: COLORS.cream,
        align: 'center',
        wordWrap: true,
      },
    });
    this.body = new Text({
      text: message,
      style: { fontFamily: FONT_UI, fontSize: 16, fill: COLORS.muted, align: 'center', wordWrap: true, lineHeight: 24 },
    });
    this.root.addChild(this.backdrop, this.card, this.icon, this.title, this.body);
    this.button = action
      ? new Button({ label: action.label, onTap: action.onTap, invalidate: action.invalidate })
      : null;
    if (this.button && action) {
      this.root.addChild(this.button);
      expose(`${name}.action`, this.button, () => action.label);
    }
  }

  /** The message as the player reads it (for the inspector and tests). */
  get text(): string {
    return `${this.title.text}\n${this.body.text}`;
  }

  resize(w: number, h: number): void {
    this.backdrop.position.set(-this.root.x, -this.root.y);
    this.backdrop.width = w + this.root.x * 2;
    this.backdrop.height = h + this.root.y * 2;
    const cardW = Math.min(w - 32, 560);
    const inner = cardW - 48;
    this.title.style.wordWrapWidth = inner;
    this.body.style.wordWrapWidth = inner;
    const buttonH = this.button ? this.button.buttonHeight + 20 : 0;
    const cardH = 24 + 56 + 16 + this.title.height + 12 + this.body.height + buttonH + 28;
    const x = Math.round((w - cardW) / 2);
    const y = Math.round(Math.max(16, (h - cardH) / 2.4));
    this.card
      .clear()
      .roundRect(x, y, cardW, cardH, 18)
      .fill({ color: COLORS.panel, alpha: 0.95 })
      .stroke({ color: COLORS.brass, width: 1, alpha: 0.6 });
    const cx = x + cardW / 2;
    this.icon
      .clear()
      .circle(cx, y + 24 + 28, 26)
      .stroke({ color: COLORS.brass, width: 2.5 })
      .roundRect(cx - 2.5, y + 24 + 12, 5, 20, 2.5)
      .fill(COLORS.brass)
      .circle(cx, y + 24 + 42, 3.2)
      .fill(COLORS.brass);
    this.title.position.set(Math.round(cx - this.title.width / 2), y + 24 + 56 + 16);
    this.body.position.set(Math.round(cx - this.body.width / 2), this.title.y + this.title.height + 12);
    this.button?.position.set(Math.round(cx - this.button.buttonWidth / 2), this.body.y + this.body.height + 20);
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
