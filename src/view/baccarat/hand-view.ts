/**
 * A baccarat hand on the felt (PLAYER or BANKER): its name and total over the cards, two cards
 * side by side and the third beside them; the winning hand's name glows, a natural is marked.
 * Cards are kit sprites made from the shared atlas; the animator moves and turns them.
 */
import { Graphics, type Text } from 'pixi.js';
import { figureText } from '../../look/figure-font';
import { COLORS } from '../../look/theme';
import { CardHand } from '../kit/cards/card-hand';
import type { CardAtlas, CardSprite } from '../kit/cards/cards';
import { uiText } from '../kit/text/ui-text';
import { CARD_H, CARD_W, HAND_HEAD, HAND_SPAN, type Point, type Rect } from './layout';
import { ROAD_COLOURS } from './roads-view';

const STEP = 0.66;

export class BaccaratHandView extends CardHand {
  private readonly head = new Graphics();
  /** The card boxes printed on the felt, so an empty table shows where the hands go. */
  private readonly boxes = new Graphics();
  private readonly nameText: Text;
  /** The total changes with every card: a figure from the glyph atlas, not a new texture each time. */
  private readonly totalText = figureText('', { fontSize: 18, fontWeight: '800', fill: 0xffffff });
  private readonly badge = uiText('', { fontSize: 12, fontWeight: '800', letterSpacing: 1.5, fill: COLORS.brassLight });
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
   * The winner's head glows; `mark` adds a mark under the cards (NATURAL). No mark hides the label
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
    const g = this.head.clear();
    g.roundRect(0, 0, w, h, h / 2).fill({ color: colour, alpha: this.winner ? 0.95 : 0.55 });
    if (this.winner) g.roundRect(-3, -3, w + 6, h + 6, h / 2 + 3).stroke({ color: COLORS.brassLight, width: 2.5 });
    this.nameText.style.fontSize = w < 170 ? 13 : 15;
    this.nameText.position.set(12, (h - this.nameText.height) / 2);
    this.totalText.text = this.total === null ? '' : String(this.total);
    this.totalText.position.set(w - 14 - this.totalText.width, (h - this.totalText.height) / 2);
    this.badge.position.set((w - this.badge.width) / 2, HAND_HEAD + 8 + CARD_H * this.cardScale);
    this.badge.visible = this.marked;
  }
}
