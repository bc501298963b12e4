/**
 * A button's words, always at the button's type size where they can be: on one line with the
 * usual room at the sides; else on two lines, broken at the space that makes the longer line
 * shortest; else the same with less room at the sides; only words that fit none of these (a row
 * too narrow for them) are scaled down, as little as they can be. A row of buttons asks each for
 * the width it needs (button-row.ts) and shares its width so none has to.
 *
 * A label that ends in a count ("WAIT 4", the round's wait ticking down each second) keeps its
 * words in Texts and draws the count from the figures' glyph atlas, after the words on the last
 * line, so a tick uploads no texture.
 */
import { CanvasTextMetrics, Container, Text, type TextStyle, type TextStyleOptions } from 'pixi.js';
import { type FigureText, figureText } from './figure-font';

/** Room at each side of the words, and the least they may have when the row is tight. */
export const CAPTION_PAD = 7;
export const CAPTION_PAD_TIGHT = 4;
/** From one line's middle to the next's, in type sizes. */
const LINE_PITCH = 1.15;
/** Between the words and the count, in type sizes. */
const COUNT_GAP = 0.3;
/** Words, a space, then a whole number: the number is a count that changes. */
const COUNTED = /^(.*\S)\s+(\d+)$/su;

/** How the words are set on a face `width` wide: their lines, and their scale (1: full size). */
export interface CaptionFit {
  lines: 1 | 2;
  scale: number;
}

/**
 * The setting of words `one` px wide on one line (`two`: on two, the longer line; null: one word)
 * on a face `width` wide: the first of one line, two lines, one line tight, two lines tight that
 * fits; else the narrower scaled down into the tight room.
 */
export function fitCaption(one: number, two: number | null, width: number): CaptionFit {
  for (const pad of [CAPTION_PAD, CAPTION_PAD_TIGHT]) {
    if (one <= width - 2 * pad) return { lines: 1, scale: 1 };
    if (two !== null && two <= width - 2 * pad) return { lines: 2, scale: 1 };
  }
  const lines = two !== null && two < one ? 2 : 1;
  const natural = lines === 2 ? (two as number) : one;
  return { lines, scale: Math.max(0.1, (width - 2 * CAPTION_PAD_TIGHT) / Math.max(1, natural)) };
}

export class ButtonCaption extends Container {
  private readonly first: Text;
  /** The second line, made when the words first need it; emptied, not hidden, when they do not. */
  private second: Text | null = null;
  /** The count after the words, made when a label first has one. */
  private count: FigureText | null = null;
  private words = '';
  /** The words' widths at full size: on one line, and broken in two (null: one word). */
  private oneWidth = 0;
  private split: { lines: [string, string]; width: number } | null = null;

  constructor(
    label: string,
    private readonly style: TextStyleOptions,
  ) {
    super();
    this.first = this.addChild(new Text({ text: '', style }));
    this.set(label);
  }

  /** Sets the words (and the count, when the label ends in one). */
  set(label: string): void {
    const counted = COUNTED.exec(label);
    this.words = counted ? (counted[1] as string) : label;
    if (counted) {
      this.count ??= this.addChild(figureText('', this.countLook()));
      this.count.text = counted[2] as string;
    }
    if (this.count) this.count.visible = counted !== null;
    this.measure();
  }

  /** The words' width on one line at full size. */
  get naturalWidth(): number {
    return this.oneWidth;
  }

  /** The face's width that shows the words at full size with the usual room: on one line. */
  get roomyWidth(): number {
    return Math.ceil(this.oneWidth + 2 * CAPTION_PAD);
  }

  /** The least face's width that shows the words at full size: on two lines if they break, tight. */
  get leastWidth(): number {
    return Math.ceil(Math.min(this.oneWidth, this.split?.width ?? Number.POSITIVE_INFINITY) + 2 * CAPTION_PAD_TIGHT);
  }

  /** Sets the words on a face `width` wide, centred on (width / 2, `middle`). */
  place(width: number, middle: number): void {
    const fit = fitCaption(this.oneWidth, this.split?.width ?? null, width);
    const lines = fit.lines === 2 && this.split ? this.split.lines : [this.words];
    this.first.text = lines[0] as string;
    if (lines.length === 2) this.second ??= this.addChild(new Text({ text: '', style: this.style }));
    if (this.second) this.second.text = lines[1] ?? '';
    const k = fit.scale;
    const size = this.fontSize;
    const pitch = size * LINE_PITCH * k;
    const count = this.count?.visible ? this.count : null;
    const texts = lines.length === 2 ? [this.first, this.second as Text] : [this.first];
    count?.scale.set(k);
    texts.forEach((text, i) => {
      text.scale.set(k);
      const last = i === texts.length - 1;
      // a count alone on its line (a long word before it) has no gap before it
      const gap = last && count && text.text !== '' ? size * COUNT_GAP * k : 0;
      const lineWidth = text.width + (last && count ? gap + count.width : 0);
      const centre = middle + (i - (texts.length - 1) / 2) * pitch;
      const left = Math.round((width - lineWidth) / 2);
      text.position.set(left, Math.round(centre - text.height / 2));
      if (last && count) count.position.set(Math.round(left + text.width + gap), Math.round(centre - count.height / 2));
    });
  }

  private get fontSize(): number {
    return (this.first.style as TextStyle).fontSize;
  }

  /** The widths of the words at full size, on one line and on two; the count goes on the last. */
  private measure(): void {
    const style = this.first.style as TextStyle;
    const width = (s: string) => CanvasTextMetrics.measureText(s, style).width;
    const count = this.count?.visible ? this.count : null;
    count?.scale.set(1);
    // the count follows the last line's words (a gap apart), or stands alone on the second line
    const last = (line: string) =>
      count ? (line === '' ? count.width : width(line) + this.fontSize * COUNT_GAP + count.width) : width(line);
    this.oneWidth = last(this.words);
    this.split = null;
    const words = this.words.split(' ');
    for (let i = 1; i < words.length + (count ? 1 : 0); i++) {
      const lines: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
      const w = Math.max(width(lines[0]), last(lines[1]));
      if (!this.split || w < this.split.width) this.split = { lines, width: w };
    }
  }

  /** The count looks like the words it follows (a figure is tinted and scaled from one font). */
  private countLook() {
    const style = this.first.style as TextStyle;
    return { fontSize: style.fontSize, fontWeight: '700', fill: style.fill as number, letterSpacing: 1 } as const;
  }
}
