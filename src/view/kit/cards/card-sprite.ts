/**
 * A card sprite: a face or the back over a soft shadow, pivot at its centre, that turns between
 * them; the card atlas (cards.ts) paints its textures and keeps the sprites a table is done with.
 */
import gsap from 'gsap';
import { Container, Sprite } from 'pixi.js';
import type { Card } from '../../../engine/shared/cards';
import type { CardAtlas } from './cards';

/** One card, pivot at its centre; its own scale is left to the table, flips turn an inner body. */
export class CardSprite extends Container {
  private readonly body = new Container();
  private readonly shade: Sprite;
  private readonly face: Sprite;
  private fourColour: boolean;
  private tween: gsap.core.Timeline | null = null;
  private settle: (() => void) | null = null;
  private _card: Card | null;
  private _faceUp: boolean;

  constructor(
    private readonly atlas: CardAtlas,
    card: Card | null,
    faceUp: boolean,
    fourColour = false,
  ) {
    super();
    this.fourColour = fourColour;
    this._card = card;
    this._faceUp = faceUp;
    this.shade = new Sprite(atlas.shadow());
    this.shade.anchor.set(0.5);
    this.shade.position.set(1.5, 2.5);
    this.face = new Sprite(atlas.back());
    this.face.anchor.set(0.5);
    this.body.addChild(this.shade, this.face);
    this.addChild(this.body);
    this.refresh();
  }

  get card(): Card | null {
    return this._card;
  }

  get faceUp(): boolean {
    return this._faceUp;
  }

  show(card: Card | null, faceUp: boolean): void {
    this.finish();
    this._card = card;
    this._faceUp = faceUp;
    this.refresh();
  }

  /**
   * Turns the card face up showing `card`: the body narrows to nothing (ease in), the face swaps,
   * and it widens back (ease out), so the whole turn eases in and out (power1). `seconds` 0 is
   * instant. A flip started over another settles the first at once.
   */
  flip(card: Card, seconds: number): Promise<void> {
    this.finish();
    if (seconds <= 0) {
      this.show(card, true);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        this.tween = null;
        this.settle = null;
        this.body.scale.x = 1;
        resolve();
      };
      this.settle = () => {
        this.tween?.kill();
        this._card = card;
        this._faceUp = true;
        this.refresh();
        done();
      };
      this.tween = gsap
        .timeline({ onComplete: done })
        .to(this.body.scale, { x: 0, duration: seconds / 2, ease: 'power1.in' })
        .call(() => {
          this._card = card;
          this._faceUp = true;
          this.refresh();
        })
        .to(this.body.scale, { x: 1, duration: seconds / 2, ease: 'power1.out' });
    });
  }

  setFourColour(on: boolean): void {
    if (on === this.fourColour) return;
    this.fourColour = on;
    this.refresh();
  }

  /**
   * Stops everything moving it: a flip settles, and the tweens on it (a deal's slide, a sweep's
   * fade, a split's move) are killed, so none of them touches it once it is used again.
   */
  stop(): void {
    this.finish();
    gsap.killTweensOf(this);
    gsap.killTweensOf(this.position);
    gsap.killTweensOf(this.scale);
    gsap.killTweensOf(this.body.scale);
  }

  /** Off the table and into the atlas's spares, for a later deal (a sweep's cards once gone). */
  recycle(): void {
    this.atlas.give(this);
  }

  /** Back to a fresh card's look showing `card` (a sprite taken from the atlas's spares). */
  reset(card: Card | null, faceUp: boolean, fourColour: boolean): void {
    this.stop();
    this.removeAllListeners();
    this.position.set(0, 0);
    this.scale.set(1);
    this.rotation = 0;
    this.alpha = 1;
    this.tint = 0xffffff;
    this.visible = true;
    this.body.scale.set(1);
    this.fourColour = fourColour;
    this._card = card;
    this._faceUp = faceUp;
    this.refresh();
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.finish();
    super.destroy(options);
  }

  /** Ends a running flip at its final look, resolving its promise. */
  private finish(): void {
    this.settle?.();
  }

  private refresh(): void {
    this.face.texture =
      this._faceUp && this._card ? this.atlas.texture(this._card, this.fourColour) : this.atlas.back();
  }
}
