/**
 * A label in the interface font (FONT_UI): the words the tables print on the felt and their
 * controls. Each label gives only its size, weight, spacing and colour.
 */
import { Text, type TextStyleOptions } from 'pixi.js';
import { FONT_UI } from '../../../look/theme';

export function uiText(text: string, style: Omit<TextStyleOptions, 'fontFamily'>): Text {
  return new Text({ text, style: { fontFamily: FONT_UI, ...style } });
}
