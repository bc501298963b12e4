/**
 * How many neighbours each side a tap on a racetrack number bets: − and + (each a finger wide)
 * around the count, from NEIGHBOURS_MIN to NEIGHBOURS_MAX, two to begin with. The track turns a
 * tap on N into `neighbours:N` (two) or `neighbours:N:K`.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import { NEIGHBOURS_EACH_SIDE, NEIGHBOURS_MAX, NEIGHBOURS_MIN, neighboursName } from '../../engine/roulette/bets';
import { Button, MIN_TOUCH } from '../../look/button';
import { expose } from '../../look/inspector';
import { COLORS } from '../../look/theme';
import { uiText } from '../kit/text/ui-text';
import type { Rect } from './layout';

const BUTTON_W = 52;
const COUNT_W = 44;
const GAP = 8;

export class NeighbourStepper extends Container {
  private value = NEIGHBOURS_EACH_SIDE;
  private readonly back = new Graphics();
  private readonly caption: Text;
  private readonly countText: Text;
  private readonly less: Button;
  private readonly more: Button;

  constructor(
    title: string,
    private readonly invalidate: () => void,
  ) {
    super();
    this.caption = uiText(title, { fontSize: 12, fontWeight: '700', letterSpacing: 1.5, fill: COLORS.brassLight });
    this.countText = uiText(String(this.value), { fontSize: 24, fontWeight: '800', fill: COLORS.cream });
    this.caption.anchor.set(0, 0.5);
    this.countText.anchor.set(0.5);
    const step = (by: number) => () => this.set(this.value + by);
    this.less = new Button({ label: '−', variant: 'secondary', fontSize: 24, onTap: step(-1), invalidate });
    this.more = new Button({ label: '+', variant: 'secondary', fontSize: 24, onTap: step(1), invalidate });
    this.addChild(this.back, this.caption, this.less, this.countText, this.more);
    const label = () => `${title} ${this.value}`;
    expose('rou.neighbours.less', this.less, label, () => this.less.enabled);
    expose('rou.neighbours.more', this.more, label, () => this.more.enabled);
    expose('rou.neighbours.count', this.countText, () => String(this.value));
    this.set(this.value);
  }

  /** Neighbours each side. */
  get count(): number {
    return this.value;
  }

  /** The bet a tap on number `n` of the track places. */
  betOn(n: number): string {
    return neighboursName(n, this.value);
  }

  set(count: number): void {
    this.value = Math.max(NEIGHBOURS_MIN, Math.min(NEIGHBOURS_MAX, count));
    this.countText.text = String(this.value);
    this.less.enabled = this.value > NEIGHBOURS_MIN;
    this.more.enabled = this.value < NEIGHBOURS_MAX;
    this.invalidate();
  }

  /** Caption, −, count, + in a row, centred in the box (the buttons at least 44 px each way). */
  layout(box: Rect): void {
    const h = Math.max(MIN_TOUCH, Math.min(52, box.height));
    const controls = BUTTON_W * 2 + COUNT_W + GAP * 2;
    // the caption takes two lines where one does not leave the row inside the box
    this.caption.style.wordWrap = true;
    this.caption.style.wordWrapWidth = Math.max(80, box.width - controls - GAP * 6);
    const captionW = this.caption.width + GAP * 2;
    const w = controls + captionW;
    const x0 = Math.round(box.x + (box.width - w) / 2);
    const cy = Math.round(box.y + box.height / 2);
    this.back
      .clear()
      .roundRect(x0 - GAP, cy - h / 2 - 3, w + GAP * 2, h + 6, 12)
      .fill({ color: COLORS.feltDark, alpha: 0.55 });
    this.caption.position.set(x0 + GAP, cy);
    let x = x0 + captionW;
    this.less.resizeTo(BUTTON_W, h);
    this.less.position.set(x, cy - h / 2);
    x += BUTTON_W + GAP;
    this.countText.position.set(x + COUNT_W / 2, cy);
    x += COUNT_W + GAP;
    this.more.resizeTo(BUTTON_W, h);
    this.more.position.set(x, cy - h / 2);
    this.invalidate();
  }
}
