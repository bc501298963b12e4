/**
 * A modal panel: the table dims behind it, a card with a title and a close button holds the
 * content, a tap outside or the close button shuts it. Content lays itself out in `layoutContent`.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { COLORS, FONT_DISPLAY } from '../view/kit/theme';
import { Button, closeIcon } from './button';

export abstract class Panel extends Container {
  private readonly shade = new Graphics();
  private readonly card = new Graphics();
  private readonly heading: Text;
  protected readonly closeButton: Button;
  protected readonly content = new Container();

  constructor(
    title: string,
    closeLabel: string,
    protected readonly invalidate: () => void,
    private readonly onClose: () => void,
  ) {
    super();
    this.heading = new Text({
      text: title,
      style: { fontFamily: FONT_DISPLAY, fontSize: 24, fontWeight: '700', fill: COLORS.cream },
    });
    this.closeButton = new Button({ variant: 'icon', icon: closeIcon, onTap: () => this.close(), invalidate });
    this.closeButton.label = closeLabel;
    this.shade.eventMode = 'static';
    this.shade.on('pointertap', () => this.close());
    this.card.eventMode = 'static'; // taps on the card do not reach the shade
    this.addChild(this.shade, this.card, this.heading, this.closeButton, this.content);
  }

  close(): void {
    this.onClose();
  }

  /** Lays out the content in a box `width` wide; returns its height. */
  protected abstract layoutContent(width: number): number;

  resize(w: number, h: number, offsetX = 0, offsetY = 0): void {
    this.shade
      .clear()
      .rect(-offsetX, -offsetY, w + offsetX * 2, h + offsetY * 2)
      .fill({ color: 0x000000, alpha: 0.55 });
    const cardW = Math.min(w - 24, 460);
    const pad = 22;
    const contentH = this.layoutContent(cardW - pad * 2);
    const headH = Math.max(this.heading.height, this.closeButton.buttonHeight);
    const cardH = Math.min(h - 24, pad + headH + 16 + contentH + pad);
    const x = Math.round((w - cardW) / 2);
    const y = Math.round(Math.max(12, (h - cardH) / 2));
    this.card
      .clear()
      .roundRect(x, y, cardW, cardH, 18)
      .fill({ color: COLORS.panel, alpha: 0.98 })
      .stroke({ color: COLORS.brass, width: 1, alpha: 0.6 });
    this.heading.position.set(x + pad, y + pad + (headH - this.heading.height) / 2);
    this.closeButton.position.set(
      x + cardW - pad - this.closeButton.buttonWidth + 6,
      y + pad - 6 + (headH - this.closeButton.buttonHeight) / 2,
    );
    this.content.position.set(x + pad, y + pad + headH + 16);
  }
}
