/**
 * Playing cards: an atlas that paints each face once (on first use, then cached) and a sprite
 * that shows a face or the back and flips between them.
 *
 * Textures are drawn at max(2, resolution × 1.5) pixels per design unit so cards stay crisp when a
 * table scales them up; 52 faces × 2 colour modes + the back are painted when first shown, or
 * beforehand in idle time (`prepare`).
 */
import gsap from 'gsap';
import { Container, Sprite, type Texture } from 'pixi.js';
import { type Card, standardDeck } from '../../engine/shared/cards';
import { paintTexture } from './canvas-texture';
import { FACE_H, FACE_W, paintBack, paintFace, paintShadow, SHADOW_PAD } from './card-face';

export const CARD_W = FACE_W;
export const CARD_H = FACE_H;

/** How long after a table opens the atlas starts painting faces in idle time (out of the load's way). */
const PREPARE_AFTER_MS = 1500;

export class CardAtlas {
  readonly resolution: number;
  private readonly faces = new Map<string, Texture>();
  private backTexture: Texture | null = null;
  private shadowTexture: Texture | null = null;
  /** Stops the idle painting `prepare` started (null when none runs). */
  private stopPreparing: (() => void) | null = null;

  constructor(resolution: number) {
    this.resolution = Math.max(2, resolution * 1.5);
  }

  texture(card: Card, fourColour: boolean): Texture {
    const key = fourColour ? `${card}4` : card;
    let t = this.faces.get(key);
    if (!t) {
      t = paintTexture(CARD_W, CARD_H, this.resolution, (ctx) => paintFace(ctx, card, fourColour));
      this.faces.set(key, t);
    }
    return t;
  }

  /**
   * Paints the faces not shown yet while the page has nothing else to do, a few per idle slot,
   * so the first deals do not stop to paint them (a court card takes several milliseconds on a
   * phone). Nothing happens where the browser has no idle callbacks.
   */
  prepare(fourColour: boolean): void {
    const idle = globalThis.requestIdleCallback?.bind(globalThis);
    if (!idle || this.stopPreparing) return;
    const todo = standardDeck();
    let handle: number | null = null;
    const step = (deadline: IdleDeadline): void => {
      while (todo.length > 0 && deadline.timeRemaining() > 6) this.texture(todo.pop() as Card, fourColour);
      handle = todo.length > 0 ? idle(step) : null;
    };
    const timer = setTimeout(() => {
      handle = idle(step);
    }, PREPARE_AFTER_MS);
    this.stopPreparing = () => {
      clearTimeout(timer);
      if (handle !== null) globalThis.cancelIdleCallback(handle);
    };
  }

  back(): Texture {
    this.backTexture ??= paintTexture(CARD_W, CARD_H, this.resolution, (ctx) => paintBack(ctx));
    return this.backTexture;
  }

  /** A soft shadow, CARD_W + 2·SHADOW_PAD wide, for sprites to lay under a card. */
  shadow(): Texture {
    this.shadowTexture ??= paintTexture(CARD_W + 2 * SHADOW_PAD, CARD_H + 2 * SHADOW_PAD, this.resolution / 2, (ctx) =>
      paintShadow(ctx),
    );
    return this.shadowTexture;
  }

  destroy(): void {
    this.stopPreparing?.();
    for (const t of this.faces.values()) t.destroy(true);
    this.faces.clear();
    this.backTexture?.destroy(true);
    this.shadowTexture?.destroy(true);
    this.backTexture = null;
    this.shadowTexture = null;
  }
}

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
