/**
 * A hand of cards on the felt, at every card table: kit sprites from the shared atlas, each at the
 * resting place its hand gives card i (the animator moves a new one in from the shoe), all at the
 * table's card scale and in the player's colour mode. Each game's hand adds what it draws around
 * its cards (totals, names, badges) and where the cards rest (`slot`).
 *
 * The sprites come from the atlas's spares and go back to them when the hand lets a card go
 * (`release`), so a round deals the sprites of the round before instead of making new ones. The
 * hand also tells the atlas of each frame that draws it (and its renderer), so the atlas can send
 * faces to the GPU before they are dealt, while the table rests.
 */
import { Container } from 'pixi.js';
import type { Card } from '../../../engine/shared/cards';
import type { Point } from '../table/geometry';
import type { CardAtlas, CardSprite } from './cards';

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
    // every frame: the atlas sends faces to the GPU only while no frame is drawn
    this.onRender = (renderer) => atlas.attach(renderer);
  }

  /** Where card `i` rests, in this view's coordinates (the centre of the card). */
  abstract slot(i: number): Point;

  /** Adds a card at its resting place and returns the sprite (the animator moves it in). */
  addCard(card: Card | null, faceUp: boolean): CardSprite {
    // the atlas keeps the sprites it makes ahead in a hand that has dealt
    this.atlas.parkIn(this.cardLayer);
    const sprite = this.atlas.take(card, faceUp, this.fourColour);
    sprite.scale.set(this.cardScale);
    const p = this.slot(this.cards.length);
    sprite.position.set(p.x, p.y);
    this.cards.push(sprite);
    this.cardLayer.addChild(sprite);
    return sprite;
  }

  /** Lets a card go back to the atlas's spares (it leaves this hand and the table). */
  protected release(sprite: CardSprite): void {
    const i = this.cards.indexOf(sprite);
    if (i >= 0) this.cards.splice(i, 1);
    this.atlas.give(sprite);
  }

  /** Every card back to the atlas's spares. */
  protected releaseAll(): void {
    for (const c of this.cards.splice(0)) this.atlas.give(c);
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
