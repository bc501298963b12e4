/**
 * A modal panel: the table dims behind it, a card with a title and a close button holds the
 * content, a tap outside or the close button shuts it. Content lays itself out in `layoutContent`.
 */
import { Container, type FederatedPointerEvent, type FederatedWheelEvent, Graphics, Rectangle, Text } from 'pixi.js';
import { Button, closeIcon } from '../look/button';
import { COLORS, FONT_DISPLAY } from '../look/theme';

export abstract class Panel extends Container {
  private readonly shade = new Graphics();
  private readonly card = new Graphics();
  private readonly heading: Text;
  protected readonly closeButton: Button;
  protected readonly content = new Container();
  /** Clips the content when it is taller than the card can show; it then scrolls. */
  private readonly viewport = new Graphics();
  private scrollY = 0;
  private maxScroll = 0;
  private dragFrom: number | null = null;
  /** The widest card this panel uses. */
  protected cardMaxWidth = 460;

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
    this.addChild(this.shade, this.card, this.heading, this.closeButton, this.content, this.viewport);
    this.content.mask = this.viewport;
    this.eventMode = 'static'; // wheel and drag anywhere on the panel scroll long content
    this.on('wheel', (e: FederatedWheelEvent) => this.scrollBy(e.deltaY));
    this.on('pointerdown', (e: FederatedPointerEvent) => {
      this.dragFrom = e.global.y;
    });
    this.on('globalpointermove', (e: FederatedPointerEvent) => {
      if (this.dragFrom === null) return;
      this.scrollBy(this.dragFrom - e.global.y);
      this.dragFrom = e.global.y;
    });
    const stop = () => {
      this.dragFrom = null;
    };
    this.on('pointerup', stop);
    this.on('pointerupoutside', stop);
  }

  /** Scrolls long content by `dy` pixels (wheel or drag). */
  scrollBy(dy: number): void {
    const next = Math.min(this.maxScroll, Math.max(0, this.scrollY + dy));
    if (next === this.scrollY) return;
    this.content.y += this.scrollY - next;
    this.scrollY = next;
    this.invalidate();
  }

  /** Keyboard scrolling: arrows by a line, Page Up/Down by a screen, Home and End. */
  scrollKey(key: string): boolean {
    const page = Math.max(60, this.viewport.height * 0.85);
    const by: Record<string, number> = {
      ArrowDown: 40,
      ArrowUp: -40,
      PageDown: page,
      PageUp: -page,
      ' ': page,
      Home: -this.maxScroll,
      End: this.maxScroll,
    };
    const dy = by[key];
    if (dy === undefined) return false;
    this.scrollBy(dy);
    return true;
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
    const cardW = Math.min(w - 24, this.cardMaxWidth);
    const pad = 22;
    const contentH = this.layoutContent(cardW - pad * 2);
    const headH = Math.max(this.heading.height, this.closeButton.buttonHeight);
    const chrome = pad + headH + 16 + pad;
    const cardH = Math.min(h - 24, chrome + contentH);
    const x = Math.round((w - cardW) / 2);
    const y = Math.round(Math.max(12, (h - cardH) / 2));
    this.card
      .clear()
      .roundRect(x, y, cardW, cardH, 18)
      .fill({ color: COLORS.panel, alpha: 1 })
      .stroke({ color: COLORS.brass, width: 1, alpha: 0.6 });
    this.card.hitArea = new Rectangle(x, y, cardW, cardH);
    this.heading.style.wordWrap = true;
    this.heading.style.wordWrapWidth = cardW - pad * 2 - this.closeButton.buttonWidth - 8;
    this.heading.position.set(x + pad, y + pad + (headH - this.heading.height) / 2);
    this.closeButton.position.set(
      x + cardW - pad - this.closeButton.buttonWidth + 6,
      y + pad - 6 + (headH - this.closeButton.buttonHeight) / 2,
    );
    const top = y + pad + headH + 16;
    const visible = cardH - chrome;
    this.maxScroll = Math.max(0, contentH - visible);
    this.scrollY = Math.min(this.scrollY, this.maxScroll);
    this.content.position.set(x + pad, top - this.scrollY);
    this.viewport
      .clear()
      .rect(x + 1, top - 6, cardW - 2, visible + 6)
      .fill(0xffffff);
  }
}
