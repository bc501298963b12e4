/**
 * The replay's transport, where a player's chips and buttons are at a live table: RESTART, PLAY or
 * PAUSE, STEP, the speed (1× or 3×) and, on a phone, the round's figures; and a line saying the
 * step on show. Round icon buttons with the universal glyphs (⟲ ▶ ❚❚ ▶|), so the row fits a phone
 * in every language; their names are the dictionary's, for the keyboard and screen-reader layer.
 */
import { Container, type Graphics, Text } from 'pixi.js';
import { Button } from '../../look/button';
import { expose } from '../../look/inspector';
import { COLORS, FONT_UI } from '../../look/theme';
import type { ReplayTranslate } from '../../platform/i18n/replay';
import type { Rect } from '../../view/kit/table/geometry';

export interface TransportActions {
  onRestart(): void;
  onPlay(): void;
  onPause(): void;
  onStep(): void;
  onSpeed(): void;
  onFigures(): void;
}

export interface TransportState {
  playing: boolean;
  /** Nothing more to play: the round has ended (or the replay failed). */
  over: boolean;
  fast: boolean;
  /** The round's figures are open over the table (phone). */
  figuresOpen: boolean;
  caption: string;
}

const play = (g: Graphics, c: number) => g.poly([-5, -9, 9, 0, -5, 9]).fill(c);
const pause = (g: Graphics, c: number) => g.roundRect(-7, -8, 5, 16, 1).fill(c).roundRect(2, -8, 5, 16, 1).fill(c);
const step = (g: Graphics, c: number) => g.poly([-8, -7, 3, 0, -8, 7]).fill(c).roundRect(4, -7, 3, 14, 1).fill(c);
function restart(g: Graphics, c: number): void {
  g.arc(0, 0, 8, -Math.PI * 0.2, Math.PI * 1.45).stroke({ color: c, width: 2.2, cap: 'round' });
  g.poly([8.6, -9, 8.4, -1.4, 1.6, -4.4]).fill(c);
}
function list(g: Graphics, c: number): void {
  for (const y of [-6, 0, 6])
    g.circle(-7, y, 1.4)
      .fill(c)
      .roundRect(-3, y - 1, 11, 2, 1)
      .fill(c);
}

const BUTTON = 48;
const GAP = 8;

export class Transport extends Container {
  private readonly restart: Button;
  private readonly play: Button;
  private readonly pause: Button;
  private readonly step: Button;
  private readonly speed: Button;
  private readonly figures: Button;
  private readonly caption: Text;
  private speedText = '1×';
  private figuresOpen = false;

  constructor(rt: ReplayTranslate, a: TransportActions, invalidate: () => void) {
    super();
    const icon = (glyph: (g: Graphics, c: number) => void, onTap: () => void, primary = false) =>
      new Button({
        variant: primary ? 'primary' : 'icon',
        icon: glyph,
        width: BUTTON,
        height: BUTTON,
        onTap,
        invalidate,
      });
    this.restart = icon(restart, a.onRestart);
    this.play = icon(play, a.onPlay, true);
    this.pause = icon(pause, a.onPause, true);
    this.step = icon(step, a.onStep);
    this.figures = icon(list, a.onFigures);
    this.speed = new Button({
      label: '1×',
      variant: 'secondary',
      fontSize: 15,
      width: 58,
      height: BUTTON,
      onTap: a.onSpeed,
      invalidate,
    });
    this.caption = new Text({
      text: '',
      style: { fontFamily: FONT_UI, fontSize: 15, fontWeight: '600', fill: COLORS.cream, wordWrap: false },
    });
    this.addChild(this.caption, this.restart, this.play, this.pause, this.step, this.speed, this.figures);
    expose('replay.restart', this.restart, () => rt('replay.restart'));
    expose(
      'replay.play',
      this.play,
      () => rt('replay.play'),
      () => this.play.enabled,
    );
    expose('replay.pause', this.pause, () => rt('replay.pause'));
    expose(
      'replay.step',
      this.step,
      () => rt('replay.step'),
      () => this.step.enabled,
    );
    expose('replay.speed', this.speed, () => rt('replay.speedSaid'), undefined, {
      value: () => (this.speed.enabled ? this.speedText : ''),
    });
    expose('replay.figures', this.figures, () => rt(this.figuresOpen ? 'replay.showTable' : 'replay.showFigures'));
    expose('replay.caption', this.caption, () => this.caption.text, undefined, { role: 'text' });
  }

  set(s: TransportState): void {
    this.play.visible = !s.playing;
    this.pause.visible = s.playing;
    this.play.enabled = !s.over;
    this.step.enabled = !s.over;
    this.speedText = s.fast ? '3×' : '1×';
    this.speed.setLabel(this.speedText);
    this.figuresOpen = s.figuresOpen;
    this.caption.text = s.caption;
  }

  /** Lays the row out in `box`: on a phone the line over the buttons, else beside them. */
  layout(box: Rect, narrow: boolean): void {
    this.figures.visible = narrow;
    const row = [this.restart, this.play, this.step, this.speed, ...(narrow ? [this.figures] : [])];
    const rowWidth = row.reduce((w, b) => w + b.buttonWidth, 0) + GAP * (row.length - 1);
    const lineH = this.caption.height;
    const stacked = narrow || box.width < rowWidth + 220;
    const top = stacked ? box.y + Math.max(0, box.height - BUTTON - lineH - 6) : box.y + (box.height - BUTTON) / 2;
    let x = stacked ? box.x + (box.width - rowWidth) / 2 : box.x + box.width - rowWidth;
    const y = stacked ? top + lineH + 6 : top;
    for (const b of row) {
      b.position.set(Math.round(x), Math.round(y));
      if (b === this.play) this.pause.position.copyFrom(b.position);
      x += b.buttonWidth + GAP;
    }
    // The line keeps to its room: a long one shrinks rather than run under the buttons.
    const room = stacked ? box.width : box.width - rowWidth - 24;
    this.caption.scale.set(Math.min(1, room / Math.max(1, this.caption.width / this.caption.scale.x)));
    this.caption.position.set(
      Math.round(stacked ? box.x + (box.width - this.caption.width) / 2 : box.x),
      Math.round(stacked ? top : box.y + (box.height - this.caption.height) / 2),
    );
  }
}
