/**
 * One hand on the felt: its cards fanned so every corner index stays visible, the total above
 * ("7 / 17" while soft), a result badge over the cards, and an arrow when it is the hand to play.
 * Cards are kit sprites made from the shared atlas; the view moves them, never redraws them.
 */
import gsap from 'gsap';
import { Container, Graphics } from 'pixi.js';
import type { Card } from '../../engine/shared/cards';
import { figureText } from '../../look/figure-font';
import { COLORS, FONT_UI } from '../../look/theme';
import { CardHand } from '../kit/cards/card-hand';
import type { CardAtlas, CardSprite } from '../kit/cards/cards';
import { drawShape } from '../kit/stage/shape-redraw';
import { sentenceText } from '../kit/text/sentence-font';
import { CARD_H, CARD_W, fan, type Point } from './layout';

export type Badge = 'blackjack' | 'bust' | 'win' | 'push' | 'lose' | 'surrender' | 'bonus777' | 'evenMoney' | null;

export const BADGE_COLOURS: Record<Exclude<Badge, null>, number> = {
  // deep gold and green rather than brass and bright green: white text on them meets WCAG AA
  blackjack: 0x7d6124,
  bonus777: 0x7d6124,
  win: 0x217a45,
  evenMoney: 0x217a45,
  push: 0x5d7180,
  lose: 0x7a2a2a,
  bust: 0x9c2b2b,
  surrender: 0x6b5a3c,
};

/** Glyphs a badge's word makes room for up front (the longest, in Greek, is 12). */
const BADGE_CAPACITY = 16;

export class HandView extends CardHand {
  private readonly totalBg = new Graphics();
  /** The total changes with every card: a figure from the glyph atlas, not a new texture each time. */
  private readonly totalText = figureText(
    '',
    { fontSize: 15, fontWeight: '700', fill: COLORS.cream },
    '10 / 20'.length,
  );
  private readonly badgeBg = new Graphics();
  /**
   * The badge's word, from the sentences' glyph atlas: a BUST or a WIN a hand shows for the first
   * time paints and uploads nothing (a Text would paint a canvas for each new word).
   */
  private readonly badgeLabel = sentenceText(
    { fontFamily: FONT_UI, fontSize: 14, fontWeight: '800', letterSpacing: 1.5, fill: 0xffffff },
    BADGE_CAPACITY,
  );
  private readonly arrow = new Graphics();
  private readonly badgeBox = new Container();
  /** How far each card sits right of the one before, as a fraction of a card's width. */
  private step = 0.3;
  /** How much higher each card sits than the one before (a player's fan climbs; the dealer's row does not). */
  rise = 0.08;
  private badge: Badge = null;

  constructor(atlas: CardAtlas, fourColour: boolean) {
    super(atlas, fourColour);
    // The arrow's shape is fixed (its tip at its origin): it is drawn once and placed.
    this.arrow.moveTo(-9, -12).lineTo(9, -12).lineTo(0, 0).closePath().fill({ color: COLORS.brassLight });
    this.badgeBox.addChild(this.badgeBg, this.badgeLabel);
    this.addChild(this.arrow, this.cardLayer, this.totalBg, this.totalText, this.badgeBox);
    this.badgeBox.visible = false;
    this.totalBg.visible = false;
    this.arrow.visible = false;
    this.eventMode = 'none';
  }

  /** Where card `i` rests, in this view's coordinates (the centre of the card). */
  override slot(i: number): Point {
    const p = fan(i + 1, this.cardScale, this.step, this.rise)[i] as Point;
    return { x: p.x + (CARD_W * this.cardScale) / 2, y: p.y };
  }

  /** The fan's width for `count` cards. */
  widthFor(count: number): number {
    const last = fan(Math.max(1, count), this.cardScale, this.step, this.rise)[Math.max(1, count) - 1] as Point;
    return last.x + CARD_W * this.cardScale;
  }

  setCardScale(scale: number, step = this.step): void {
    this.cardScale = scale;
    this.step = step;
    this.restCards();
    this.placeDecor();
  }

  /** Adds a card at its resting place and returns the sprite (the animator moves it in). */
  override addCard(card: Card | null, faceUp: boolean): CardSprite {
    const sprite = super.addCard(card, faceUp);
    this.placeDecor();
    return sprite;
  }

  /** Takes the last card off (a split moves it to the new hand). */
  takeLast(): CardSprite | null {
    const sprite = this.cards.pop() ?? null;
    if (sprite) this.cardLayer.removeChild(sprite);
    this.placeDecor();
    return sprite;
  }

  /** Adopts a sprite from another hand at the next slot (kept where it is on screen). */
  adopt(sprite: CardSprite): Point {
    const global = sprite.getGlobalPosition();
    this.cards.push(sprite);
    this.cardLayer.addChild(sprite);
    const local = this.cardLayer.toLocal(global);
    sprite.position.set(local.x, local.y);
    sprite.scale.set(this.cardScale);
    this.placeDecor();
    return this.slot(this.cards.length - 1);
  }

  /** Makes the shown cards exactly `cards` (null = face down), without animation. */
  sync(cards: readonly (Card | null)[]): void {
    while (this.cards.length > cards.length) {
      const last = this.cards[this.cards.length - 1];
      if (last) this.release(last);
    }
    cards.forEach((card, i) => {
      const existing = this.cards[i];
      if (!existing) this.addCard(card, card !== null);
      else if (existing.card !== card || existing.faceUp !== (card !== null)) existing.show(card, card !== null);
    });
    this.setCardScale(this.cardScale);
  }

  setTotal(text: string | null): void {
    this.totalText.text = text ?? '';
    this.totalBg.visible = text !== null && text !== '';
    this.totalText.visible = this.totalBg.visible;
    this.placeDecor();
  }

  setBadge(badge: Badge, label: string): void {
    this.badge = badge;
    this.badgeBox.visible = badge !== null;
    if (badge) {
      const text = this.badgeLabel;
      text.text = label;
      const w = text.width + 20;
      const h = text.height + 8;
      // drawn again only for another colour or size (the seat's draw list is rebuilt when it is)
      drawShape(this.badgeBg, `${badge} ${w}×${h}`, (g) =>
        g
          .roundRect(0, 0, w, h, h / 2)
          .fill({ color: BADGE_COLOURS[badge], alpha: 0.95 })
          .stroke({ color: 0xffffff, width: 1, alpha: 0.35 }),
      );
      text.position.set(10, 4);
      this.badgeBox.pivot.set(w / 2, h / 2);
    }
    this.placeDecor();
  }

  /** The word the badge shows ('' with no badge). */
  get badgeWord(): string {
    return this.badge ? this.badgeLabel.text : '';
  }

  get currentBadge(): Badge {
    return this.badge;
  }

  /** Pops the badge in (a short, quiet scale), or shows it at once when `seconds` is 0. */
  popBadge(seconds: number): void {
    if (!this.badgeBox.visible || seconds <= 0) return;
    gsap.fromTo(this.badgeBox.scale, { x: 0.6, y: 0.6 }, { x: 1, y: 1, duration: seconds, ease: 'power2.out' });
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    gsap.killTweensOf(this.position);
    gsap.killTweensOf(this.badgeBox.scale);
    // its cards outlive it, in the atlas's spares
    this.releaseAll();
    super.destroy(options);
  }

  setActive(on: boolean): void {
    this.arrow.visible = on;
    this.placeDecor();
  }

  /** Empty, as a new hand: its cards back to the atlas, no total, badge or arrow, nothing moving. */
  clear(): void {
    this.releaseAll();
    gsap.killTweensOf(this.badgeBox.scale);
    this.badgeBox.scale.set(1);
    this.setTotal(null);
    this.setBadge(null, '');
    this.setActive(false);
  }

  private placeDecor(): void {
    const n = Math.max(1, this.cards.length);
    const w = this.widthFor(n);
    const ch = CARD_H * this.cardScale;
    const top = -ch / 2 - (n - 1) * CARD_W * this.cardScale * this.rise;
    const tw = this.totalText.width + 16;
    const th = this.totalText.height + 4;
    drawShape(this.totalBg, `${tw}×${th}`, (g) =>
      g.roundRect(0, 0, tw, th, th / 2).fill({ color: 0x000000, alpha: 0.55 }),
    );
    this.totalBg.position.set(w / 2 - tw / 2, top - th - 4);
    this.totalText.position.set(w / 2 - this.totalText.width / 2, top - th - 2);
    this.badgeBox.position.set(w / 2, ch * 0.12);
    this.arrow.position.set(w / 2, top - th - 10);
  }
}
