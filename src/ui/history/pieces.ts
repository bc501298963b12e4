/** Small drawn pieces of the history panel: text, mini cards, the roulette pocket, figure rows. */
import { Container, Graphics, Text } from 'pixi.js';
import type { Card } from '../../engine/shared/cards';
import { COLORS, FONT_UI } from '../../look/theme';
import { cardText } from './format';

export const TONE = { up: 0x7fd49b, down: 0xf08a80, even: COLORS.muted } as const;
export const POCKET = { red: COLORS.red, black: 0x141414, green: 0x0e7a45 } as const;

export function label(
  value: string,
  size: number,
  fill: number,
  weight: '400' | '600' | '700' = '400',
  spacing = 0,
): Text {
  return new Text({
    text: value,
    style: {
      fontFamily: FONT_UI,
      fontSize: size,
      fill,
      fontWeight: weight,
      letterSpacing: spacing,
      wordWrap: true,
      wordWrapWidth: 10_000,
      lineHeight: Math.round(size * 1.35),
    },
  });
}

/** A small white card with its rank and coloured suit, 30 px high; `marked` rings it in `ring`. */
function miniCard(card: Card, ring: number | null = null): Container {
  const { text, red } = cardText(card);
  const face = label(text, 15, red ? COLORS.red : COLORS.black, '700');
  const w = Math.max(30, Math.ceil(face.width) + 12);
  const g = new Graphics()
    .roundRect(0, 1, w, 30, 4)
    .fill({ color: 0x000000, alpha: 0.3 })
    .roundRect(0, 0, w, 30, 4)
    .fill(0xfbfaf6)
    .stroke({ color: 0xd8d2c2, width: 1 });
  if (ring !== null) g.roundRect(-3, -3, w + 6, 36, 6).stroke({ color: ring, width: 2.5 });
  face.position.set(Math.round((w - face.width) / 2), Math.round((30 - face.height) / 2));
  const one = new Container();
  one.addChild(g, face);
  return one;
}

/** A row of small white cards with their rank and coloured suit. */
export function miniCards(cards: readonly Card[]): Container {
  const row = new Container();
  let x = 0;
  for (const card of cards) {
    const one = miniCard(card);
    one.x = x;
    row.addChild(one);
    x += one.width + 4;
  }
  return row;
}

/**
 * Small cards in rows no wider than `width` (a long round's cards wrap); the cards whose index
 * `ringed` holds are ringed in `ring`.
 */
export function miniCardRows(
  cards: readonly Card[],
  width: number,
  ringed: ReadonlySet<number> = new Set(),
  ring: number = COLORS.red,
): Container {
  const rows = new Container();
  let x = 0;
  let y = 0;
  cards.forEach((card, i) => {
    const one = miniCard(card, ringed.has(i) ? ring : null);
    const w = one.width - (ringed.has(i) ? 6 : 0);
    if (x > 0 && x + w + 6 > width) {
      x = 0;
      y += 40;
    }
    // 3 px in from the edges: room for a ring
    one.position.set(x + 3, y + 3);
    rows.addChild(one);
    x += w + 6;
  });
  return rows;
}

/** The winning pocket: a disc in its colour with the number. */
export function pocket(n: number, colour: keyof typeof POCKET, radius = 20): Container {
  const c = new Container();
  const disc = new Graphics()
    .circle(radius, radius, radius)
    .fill(POCKET[colour])
    .stroke({ color: COLORS.brass, width: 2, alpha: 0.9 });
  const num = label(String(n), Math.round(radius * 0.9), 0xffffff, '700');
  num.position.set(Math.round(radius - num.width / 2), Math.round(radius - num.height / 2));
  c.addChild(disc, num);
  return c;
}

/** A name on the left and a figure on the right, across `width`; returns its height. */
export class FigureRow extends Container {
  private readonly title: Text;
  private readonly figure: Text;

  constructor(name: string, figure: string, figureFill: number = COLORS.cream, nameFill: number = COLORS.cream) {
    super();
    this.title = label(name, 14, nameFill);
    this.figure = label(figure, 14, figureFill, '600');
    this.addChild(this.title, this.figure);
  }

  layout(width: number): number {
    this.figure.style.wordWrap = false;
    this.title.style.wordWrapWidth = Math.max(60, width - this.figure.width - 16);
    this.figure.position.set(Math.round(width - this.figure.width), 0);
    this.title.position.set(0, 0);
    return Math.max(this.title.height, this.figure.height);
  }
}
