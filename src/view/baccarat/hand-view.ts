/**
 * A baccarat hand on the felt (PLAYER or BANKER): its name and total over the cards, two cards
 * side by side and the third beside them; the winning hand's name glows. A natural is marked in
 * the name bar, after the name, or in its place where the bar is too short for both (a phone): the
 * bar is the hand's own, so the mark never meets the felt's print under the cards or the cards.
 * Cards are kit sprites made from the shared atlas; the animator moves and turns them.
 */
import { Graphics, type Text } from 'pixi.js';
import { figureText } from '../../look/figure-font';
import { COLORS } from '../../look/theme';
import { CardHand } from '../kit/cards/card-hand';
import type { CardAtlas, CardSprite } from '../kit/cards/cards';
import { drawShape } from '../kit/stage/shape-redraw';
import { uiText } from '../kit/text/ui-text';
import { CARD_H, CARD_W, HAND_HEAD, HAND_SPAN, type Point, type Rect } from './layout';
import { ROAD_COLOURS } from './road-colours';

const STEP = 0.66;
/** The head's words keep this far in from its rounded ends, and this far from each other, px. */
const HEAD_PAD = 12;
const MARK_GAP = 10;
/** The natural's mark is never smaller than this, px. */
const MIN_MARK = 10;

export class BaccaratHandView extends CardHand {
  private readonly head = new Graphics();
  /** The card boxes printed on the felt, so an empty table shows where the hands go. */
  private readonly boxes = new Graphics();
  private readonly nameText: Text;
  /** The total changes with every card: a figure from the glyph atlas, not a new texture each time. */
  private readonly totalText = figureText('', { fontSize: 18, fontWeight: '800', fill: 0xffffff });
  private readonly badge = uiText('', { fontSize: 13, fontWeight: '800', letterSpacing: 1.3, fill: COLORS.brassLight });
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private total: number | null = null;
  private winner = false;
  /** The mark under the cards shows. */
  private marked = false;

  constructor(
    private readonly side: 'player' | 'banker',
    name: string,
    atlas: CardAtlas,
    fourColour: boolean,
  ) {
    super(atlas, fourColour);
    this.nameText = uiText(name, { fontSize: 15, fontWeight: '800', letterSpacing: 2.5, fill: COLORS.cream });
    this.addChild(this.boxes, this.head, this.nameText, this.totalText, this.badge, this.cardLayer);
    this.eventMode = 'none';
  }

  layout(rect: Rect, cardScale: number): void {
    this.rect = rect;
    this.cardScale = cardScale;
    this.position.set(rect.x, rect.y);
    this.restCards();
    this.drawHead();
    const cw = CARD_W * cardScale;
    const ch = CARD_H * cardScale;
    // one printed box where the hand's cards go
    const first = this.slot(0);
    const last = this.slot(2);
    this.boxes
      .clear()
      .roundRect(first.x - cw / 2 - 4, first.y - ch / 2 - 4, last.x - first.x + cw + 8, ch + 8, 10 * cardScale)
      .stroke({ color: COLORS.cream, width: 1, alpha: 0.2 });
  }

  /** Card i's resting centre, in this view's coordinates. */
  override slot(i: number): Point {
    const cw = CARD_W * this.cardScale;
    const x0 = (this.rect.width - HAND_SPAN * cw) / 2;
    return { x: x0 + cw / 2 + i * STEP * cw, y: HAND_HEAD + 6 + (CARD_H * this.cardScale) / 2 };
  }

  setTotal(total: number | null): void {
    if (total === this.total) return;
    this.total = total;
    this.drawHead();
  }

  /**
   * The winner's head glows; `mark` adds a mark in the head (NATURAL). No mark hides the label
   * rather than emptying it, so the word painted once shows again without being painted again.
   */
  setWinner(on: boolean, mark = ''): void {
    this.winner = on;
    this.marked = mark !== '';
    if (this.marked && this.badge.text !== mark) this.badge.text = mark;
    this.drawHead();
  }

  /**
   * Hands the cards over (for a sweep, which gives them back to the atlas when done: `recycle`)
   * and empties the hand at once, so the next round's cards never share it with them.
   */
  takeCards(): CardSprite[] {
    const cards = this.cards.splice(0);
    this.total = null;
    this.winner = false;
    this.marked = false;
    this.drawHead();
    return cards;
  }

  /** Empty at once: its cards back to the atlas (their motion stopped), no total, no light. */
  clear(): void {
    this.releaseAll();
    this.total = null;
    this.winner = false;
    this.marked = false;
    this.drawHead();
  }

  private drawHead(): void {
    const w = this.rect.width;
    const colour = ROAD_COLOURS[this.side];
    const h = HAND_HEAD - 4;
    // drawn again only when its size or light changes, not for each card's new total
    drawShape(this.head, `${w}×${h} ${this.winner}`, (g) => {
      g.roundRect(0, 0, w, h, h / 2).fill({ color: colour, alpha: this.winner ? 0.95 : 0.55 });
      if (this.winner) g.roundRect(-3, -3, w + 6, h + 6, h / 2 + 3).stroke({ color: COLORS.brassLight, width: 2.5 });
    });
    const size = w < 170 ? 13 : 15;
    this.nameText.style.fontSize = size;
    this.nameText.position.set(HEAD_PAD, (h - this.nameText.height) / 2);
    this.totalText.text = this.total === null ? '' : String(this.total);
    this.totalText.position.set(w - HEAD_PAD - this.totalText.width, (h - this.totalText.height) / 2);
    this.badge.visible = this.marked;
    this.nameText.visible = true;
    if (!this.marked) return;
    // The mark after the name; where both do not fit before the total, in the name's place, its
    // type smaller if it must (never below MIN_MARK).
    const end = this.totalText.x - MARK_GAP;
    const markSize = (s: number) => {
      this.badge.style.fontSize = s;
      this.badge.style.letterSpacing = s / 10;
    };
    markSize(size);
    const beside = this.nameText.x + this.nameText.width + MARK_GAP;
    this.nameText.visible = beside + this.badge.width <= end;
    for (let s = size; !this.nameText.visible && s > MIN_MARK && HEAD_PAD + this.badge.width > end; s--)
      markSize(s - 1);
    this.badge.position.set(this.nameText.visible ? beside : HEAD_PAD, (h - this.badge.height) / 2);
  }

  /** The words in the head and where they are (its own space): for the layout tests. */
  headWords(): { text: string; x: number; width: number; size: number }[] {
    return [this.nameText, this.badge, this.totalText]
      .filter((t) => t.visible && t.text !== '')
      .map((t) => ({ text: t.text, x: t.x, width: t.width, size: Number(t.style.fontSize) }));
  }
}
