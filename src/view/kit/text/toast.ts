/** A short message over the screen's lower part, wrapped to fit a phone, that leaves by itself. */
import { Container, Graphics, Text } from 'pixi.js';
import { COLORS, FONT_UI } from '../../../look/theme';

export class Toast extends Container {
  private readonly bg = new Graphics();
  private readonly text = new Text({
    text: '',
    style: { fontFamily: FONT_UI, fontSize: 15, fill: COLORS.cream, align: 'center', wordWrap: true, lineHeight: 21 },
  });
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly onChange: () => void) {
    super();
    this.addChild(this.bg, this.text);
    this.visible = false;
    this.eventMode = 'none';
  }

  /** Shows `message` for `ms` milliseconds, centred in a viewport `w` wide with its bottom at `bottom`. */
  show(message: string, ms: number, onHide: () => void): void {
    this.text.text = message;
    this.visible = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.visible = false;
      onHide();
      this.onChange();
    }, ms);
    this.onChange();
  }

  place(w: number, bottom: number): void {
    const maxW = Math.min(w - 32, 520);
    this.text.style.wordWrapWidth = maxW - 40;
    const tw = Math.min(this.text.width, maxW - 40);
    const boxW = Math.ceil(tw + 40);
    const boxH = Math.ceil(this.text.height + 24);
    this.bg
      .clear()
      .roundRect(0, 0, boxW, boxH, 14)
      .fill({ color: 0x0d2419, alpha: 0.96 })
      .stroke({ color: COLORS.brass, width: 1, alpha: 0.7 });
    this.text.position.set(20 + (tw - this.text.width) / 2, 12);
    this.position.set(Math.round((w - boxW) / 2), Math.round(bottom - boxH));
  }

  cancel(): void {
    clearTimeout(this.timer);
  }
}
