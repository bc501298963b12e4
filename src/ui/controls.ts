/**
 * The controls of the settings panel: an on/off switch, a two-way choice and a stepped slider,
 * each a row with its label, each at least 44 px tall for a thumb.
 */
import { Container, type FederatedPointerEvent, Graphics, Rectangle, Text } from 'pixi.js';
import { MIN_TOUCH } from '../look/button';
import { tapped } from '../look/feedback';
import type { Access } from '../look/inspector';
import { COLORS, FONT_UI } from '../look/theme';

const labelStyle = { fontFamily: FONT_UI, fontSize: 16, fill: COLORS.cream };

abstract class Row extends Container {
  protected readonly caption: Text;
  protected width_ = 300;

  constructor(
    label: string,
    protected readonly invalidate: () => void,
  ) {
    super();
    this.caption = new Text({ text: label, style: labelStyle });
    this.addChild(this.caption);
    this.eventMode = 'static';
  }

  layout(width: number): number {
    this.width_ = width;
    // The whole row is the touch target, and measures as such.
    this.boundsArea = new Rectangle(0, 0, width, MIN_TOUCH);
    this.caption.position.set(0, Math.round((MIN_TOUCH - this.caption.height) / 2));
    this.draw();
    return MIN_TOUCH;
  }

  protected abstract draw(): void;

  /** How the accessibility layer offers this row: its caption is its name. */
  abstract access(): Access;
}

export class Toggle extends Row {
  private readonly track = new Graphics();

  constructor(
    label: string,
    private isOn: boolean,
    private readonly onChange: (on: boolean) => void,
    invalidate: () => void,
  ) {
    super(label, invalidate);
    this.addChild(this.track);
    this.cursor = 'pointer';
    this.on('pointertap', () => {
      tapped();
      this.set(!this.isOn);
    });
  }

  get value(): boolean {
    return this.isOn;
  }

  access(): Access {
    return { role: 'switch', name: () => this.caption.text, checked: () => this.isOn };
  }

  set(on: boolean): void {
    if (on === this.isOn) return;
    this.isOn = on;
    this.draw();
    this.invalidate();
    this.onChange(on);
  }

  protected draw(): void {
    const tw = 52;
    const th = 30;
    const x = this.width_ - tw;
    const y = (MIN_TOUCH - th) / 2;
    this.track
      .clear()
      .roundRect(x, y, tw, th, th / 2)
      .fill(this.isOn ? COLORS.brass : 0x33443c)
      .circle(this.isOn ? x + tw - th / 2 : x + th / 2, y + th / 2, th / 2 - 3)
      .fill(this.isOn ? 0x22180a : 0xcfd8d3);
    this.hitArea = { contains: (px: number, py: number) => px >= 0 && py >= 0 && px <= this.width_ && py <= MIN_TOUCH };
  }
}

export class Choice<T extends string> extends Row {
  private readonly bg = new Graphics();
  private readonly labels: Text[];

  constructor(
    label: string,
    private readonly options: readonly { value: T; label: string }[],
    private selected: T,
    private readonly onChange: (value: T) => void,
    invalidate: () => void,
  ) {
    super(label, invalidate);
    this.labels = options.map(
      (o) => new Text({ text: o.label, style: { ...labelStyle, fontSize: 14, fontWeight: '700' } }),
    );
    this.addChild(this.bg, ...this.labels);
    this.cursor = 'pointer';
    this.on('pointertap', (e: FederatedPointerEvent) => {
      const local = this.toLocal(e.global);
      this.choose(this.segments().findIndex((s) => local.x >= s.x && local.x <= s.x + s.w));
    });
  }

  private choose(index: number): void {
    const option = this.options[index];
    if (option && option.value !== this.selected) {
      tapped();
      this.selected = option.value;
      this.draw();
      this.invalidate();
      this.onChange(option.value);
    }
  }

  /** Enter or Space takes the next option; the arrow keys step through them. */
  access(): Access {
    const at = () => this.options.findIndex((o) => o.value === this.selected);
    return {
      role: 'button',
      name: () => this.caption.text,
      value: () => this.options[at()]?.label ?? '',
      activate: () => this.choose((at() + 1) % this.options.length),
      key: (key) => {
        const step =
          key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
        if (step === 0) return false;
        this.choose(Math.min(this.options.length - 1, Math.max(0, at() + step)));
        return true;
      },
    };
  }

  get value(): T {
    return this.selected;
  }

  private segments(): { x: number; w: number }[] {
    const segW = Math.max(76, ...this.labels.map((l) => l.width + 28));
    const total = segW * this.options.length;
    return this.options.map((_, i) => ({ x: this.width_ - total + i * segW, w: segW }));
  }

  protected draw(): void {
    const segs = this.segments();
    const h = 34;
    const y = (MIN_TOUCH - h) / 2;
    const first = segs[0] as { x: number; w: number };
    const width = segs.reduce((s, g) => s + g.w, 0);
    this.bg
      .clear()
      .roundRect(first.x, y, width, h, h / 2)
      .fill(0x0a1711)
      .stroke({ color: COLORS.brass, width: 1, alpha: 0.6 });
    segs.forEach((s, i) => {
      const chosen = this.options[i]?.value === this.selected;
      if (chosen) this.bg.roundRect(s.x + 2, y + 2, s.w - 4, h - 4, (h - 4) / 2).fill(COLORS.brass);
      const label = this.labels[i] as Text;
      label.style.fill = chosen ? 0x22180a : COLORS.cream;
      label.position.set(Math.round(s.x + (s.w - label.width) / 2), Math.round(y + (h - label.height) / 2));
    });
    this.hitArea = {
      contains: (px: number, py: number) => px >= first.x && py >= 0 && px <= this.width_ && py <= MIN_TOUCH,
    };
  }
}

/** A slider in steps of 0.1 from 0 to 1; drag or tap along the track. */
export class Slider extends Row {
  private readonly track = new Graphics();
  private dragging = false;

  constructor(
    label: string,
    private level: number,
    private readonly onChange: (value: number) => void,
    invalidate: () => void,
  ) {
    super(label, invalidate);
    this.addChild(this.track);
    this.cursor = 'pointer';
    this.on('pointerdown', (e: FederatedPointerEvent) => {
      this.dragging = true;
      this.pick(e);
    });
    this.on('globalpointermove', (e: FederatedPointerEvent) => {
      if (this.dragging) this.pick(e);
    });
    const stop = () => {
      this.dragging = false;
    };
    this.on('pointerup', stop);
    this.on('pointerupoutside', stop);
  }

  get value(): number {
    return this.level;
  }

  private trackBox(): { x: number; w: number } {
    const w = Math.min(180, this.width_ * 0.5);
    return { x: this.width_ - w, w };
  }

  /** The arrow keys step by a tenth; Home and End go to the ends. */
  access(): Access {
    return {
      role: 'slider',
      name: () => this.caption.text,
      value: () => `${Math.round(this.level * 100)} %`,
      level: () => this.level * 100,
      key: (key) => {
        const to: Record<string, number> = {
          ArrowRight: this.level + 0.1,
          ArrowUp: this.level + 0.1,
          ArrowLeft: this.level - 0.1,
          ArrowDown: this.level - 0.1,
          Home: 0,
          End: 1,
        };
        const v = to[key];
        if (v === undefined) return false;
        this.setLevel(Math.round(Math.min(1, Math.max(0, v)) * 10) / 10);
        return true;
      },
    };
  }

  private pick(e: FederatedPointerEvent): void {
    const { x, w } = this.trackBox();
    const local = this.toLocal(e.global);
    this.setLevel(Math.round(Math.min(1, Math.max(0, (local.x - x) / w)) * 10) / 10);
  }

  private setLevel(v: number): void {
    if (v === this.level) return;
    this.level = v;
    this.draw();
    this.invalidate();
    this.onChange(v);
  }

  protected draw(): void {
    const { x, w } = this.trackBox();
    const y = MIN_TOUCH / 2;
    this.track
      .clear()
      .roundRect(x, y - 3, w, 6, 3)
      .fill(0x33443c)
      .roundRect(x, y - 3, w * this.level, 6, 3)
      .fill(COLORS.brass)
      .circle(x + w * this.level, y, 11)
      .fill(COLORS.cream)
      .stroke({ color: COLORS.brass, width: 2 });
    this.hitArea = {
      contains: (px: number, py: number) => px >= x - 14 && py >= 0 && px <= x + w + 14 && py <= MIN_TOUCH,
    };
  }
}
