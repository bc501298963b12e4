/**
 * A name on the left and its value on the right, like the recall's figure rows; a value too long
 * to sit beside its name (a 64-character client seed on a phone) goes under it, broken anywhere.
 */
import { Container, type Text } from 'pixi.js';
import { COLORS } from '../../look/theme';
import { label } from '../history/pieces';

export class InfoRow extends Container {
  private readonly title: Text;
  private readonly figure: Text;

  constructor(name: string, value = '') {
    super();
    this.title = label(name, 14, COLORS.muted);
    this.figure = label(value, 14, COLORS.cream, '600');
    this.figure.style.breakWords = true;
    this.addChild(this.title, this.figure);
  }

  set value(text: string) {
    this.figure.text = text;
  }

  get value(): string {
    return this.figure.text;
  }

  layout(width: number): number {
    this.title.style.wordWrapWidth = width;
    this.figure.style.wordWrapWidth = 100_000;
    this.title.position.set(0, 0);
    const beside = this.title.width + 16 + this.figure.width <= width;
    if (beside) {
      this.figure.position.set(Math.round(width - this.figure.width), 0);
      return Math.max(this.title.height, this.figure.height);
    }
    this.figure.style.wordWrapWidth = width;
    this.figure.position.set(0, Math.round(this.title.height + 2));
    return this.figure.y + this.figure.height;
  }
}
