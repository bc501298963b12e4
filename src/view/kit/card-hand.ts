/**
 * A hand of cards on the felt, at every card table: kit sprites from the shared atlas, each at the
 * resting place its hand gives card i (the animator moves a new one in from the shoe), all at the
 * table's card scale and in the player's colour mode. Each game's hand adds what it draws around
 * its cards (totals, names, badges) and where the cards rest (`slot`).
 */
import { Container } from 'pixi.js';
import type { Card } from '../../engine/shared/cards';
import { type CardAtlas, CardSprite } from './cards';
import type { Point } from './geometry';

export abstract class CardHand extends Container {
  readonly cards: CardSprite[] = [];
  /** The cards' own layer, which the hand places among what it draws. */
  protected readonly cardLayer = new Container();
  /** Card scale against the kit's design card (100 × 140). */
  protected cardScale = 1;

  constructor(
    private readonly atlas: CardAtlas,
    private fourColour: boolean,
  ) {
    super();
  }

  /** Where card `i` rests, in this view's coordinates (the centre of the card). */
  abstract slot(i: number): Point;

  /** Adds a card at its resting place and returns the sprite (the animator moves it in). */
  addCard(card: Card | null, faceUp: boolean): CardSprite {
    const sprite = new CardSprite(this.atlas, card, faceUp, this.fourColour);
    sprite.scale.set(this.cardScale);
    const p = this.slot(this.cards.length);
    sprite.position.set(p.x, p.y);
    this.cards.push(sprite);
    this.cardLayer.addChild(sprite);
    return sprite;
  }

  setFourColour(on: boolean): void {
    this.fourColour = on;
    for (const c of this.cards) c.setFourColour(on);
  }

  /** Every card to its resting place, at the card scale now. */
  protected restCards(): void {
    this.cards.forEach((c, i) => {
      c.scale.set(this.cardScale);
      const p = this.slot(i);
      c.position.set(p.x, p.y);
    });
  }
}
