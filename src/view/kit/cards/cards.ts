/**
 * Playing cards: an atlas that paints each face once (on first use, then cached) and a sprite
 * that shows a face or the back and flips between them.
 *
 * Textures are drawn at max(2, resolution × 1.5) pixels per design unit so cards stay crisp when a
 * table scales them up; 52 faces × 2 colour modes + the back are painted when first shown, or
 * beforehand in idle time (`prepare`), and then sent to the GPU in idle time too, so the first
 * deal of a card neither paints nor uploads.
 *
 * The atlas also keeps the card sprites a table has finished with (`take` / `give`): a round's
 * cards are the last round's sprites shown again, not new display objects.
 */
import type { Container, Renderer, Texture, TextureSource } from 'pixi.js';
import { type Card, standardDeck } from '../../../engine/shared/cards';
import { paintTexture } from '../stage/canvas-texture';
import { idleJob } from '../stage/idle-work';
import { FACE_H, FACE_W, paintBack, paintFace, paintShadow, SHADOW_PAD } from './card-face';
import { CardSprite } from './card-sprite';

export { CardSprite };

export const CARD_W = FACE_W;
export const CARD_H = FACE_H;

/** Card sprites kept ready at rest, made in idle time: a three-seat round with a split shows about 15. */
const SPARE_CARDS = 16;
/** How long after the last frame drawn the table counts as at rest (ms). */
const REST_MS = 250;

/** How long after a table opens the atlas starts painting faces in idle time (out of the load's way). */
const PREPARE_AFTER_MS = 1500;

export class CardAtlas {
  readonly resolution: number;
  private readonly faces = new Map<string, Texture>();
  private backTexture: Texture | null = null;
  private shadowTexture: Texture | null = null;
  /** Stops the idle painting `prepare` started (null when none runs). */
  private stopPreparing: (() => void) | null = null;
  /** Card sprites off the table, kept for the next deal. */
  private readonly spare: CardSprite[] = [];
  /** The renderer the cards are drawn with, once one has drawn them (`attach`). */
  private renderer: Renderer | null = null;
  /** When a hand was last drawn (performance.now()). */
  private lastDrawn = 0;
  /** Painted textures not on the GPU yet. */
  private readonly unsent = new Set<TextureSource>();
  /** Where spare sprites made ahead wait, hidden (the first hand's card layer: `parkIn`). */
  private park: Container | null = null;

  constructor(resolution: number) {
    this.resolution = Math.max(2, resolution * 1.5);
  }

  texture(card: Card, fourColour: boolean): Texture {
    const key = fourColour ? `${card}4` : card;
    let t = this.faces.get(key);
    if (!t) {
      t = paintTexture(CARD_W, CARD_H, this.resolution, (ctx) => paintFace(ctx, card, fourColour));
      this.faces.set(key, t);
      this.unsent.add(t.source);
    }
    return t;
  }

  /**
   * The renderer that draws the cards, told on every frame that draws a hand: from then on the
   * idle steps send painted faces to the GPU while the table rests (Pixi would otherwise upload
   * each the first time a deal draws it, in the middle of a frame).
   */
  attach(renderer: Renderer): void {
    this.renderer = renderer;
    this.lastDrawn = performance.now();
  }

  /** Whether the table is at rest: no frame drawn for a while (no deal or sweep under way). */
  private get resting(): boolean {
    return performance.now() - this.lastDrawn > REST_MS;
  }

  /** A layer of the table's scene where sprites made ahead in idle time can wait, hidden. */
  parkIn(layer: Container): void {
    if (!this.park || this.park.destroyed) this.park = layer;
  }

  /**
   * Makes one spare sprite ahead (false when there are enough, or nowhere to keep them), so a
   * round with more cards on the table than any before takes sprites already made.
   */
  private spareOne(): boolean {
    const park = this.park;
    if (!park || park.destroyed || this.spare.length >= SPARE_CARDS || !this.resting) return false;
    const sprite = new CardSprite(this, null, false);
    sprite.visible = false;
    park.addChild(sprite);
    this.spare.push(sprite);
    return true;
  }

  /** A card sprite showing `card`: one the table finished with when there is one, else a new one. */
  take(card: Card | null, faceUp: boolean, fourColour: boolean): CardSprite {
    for (;;) {
      const sprite = this.spare.pop();
      if (!sprite) return new CardSprite(this, card, faceUp, fourColour);
      if (sprite.destroyed) continue;
      sprite.reset(card, faceUp, fourColour);
      return sprite;
    }
  }

  /**
   * Takes a sprite off the table (hidden) and keeps it for a later `take`: its motion stops where
   * it is (tweens killed, a flip settled) so nothing of this use reaches the next one.
   */
  give(sprite: CardSprite): void {
    if (sprite.destroyed) return;
    sprite.stop();
    // Hidden where it is rather than taken off: the table's scene keeps it (and frees it with the
    // rest) until the next deal moves it to its new hand.
    sprite.visible = false;
    if (!this.spare.includes(sprite)) this.spare.push(sprite);
  }

  /** Sprites kept for the next deals. */
  get spares(): number {
    return this.spare.length;
  }

  /**
   * Sends one painted texture to the GPU (false when there is nothing left to send or no
   * renderer yet). Pixi uploads a source once; later draws only bind it.
   */
  private sendOne(): boolean {
    const renderer = this.renderer;
    // not while frames are drawn: an upload then would wait in the GPU's queue before a frame
    if (!renderer || !this.resting) return false;
    for (const source of this.unsent) {
      this.unsent.delete(source);
      if (source.destroyed) continue;
      renderer.texture.initSource(source);
      return true;
    }
    return false;
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
    const job = idleJob();
    let handle: number | null = null;
    // the back and the shadow go to the GPU with the faces (the first deal draws them too)
    this.back();
    this.shadow();
    const step = (deadline: IdleDeadline): void => {
      while (deadline.timeRemaining() > 6) {
        // spare sprites first (a few, quick), then a painted face up before the next is painted:
        // each idle slot leaves nothing half done
        if (this.spareOne() || this.sendOne()) continue;
        if (todo.length === 0) break;
        this.texture(todo.pop() as Card, fourColour);
      }
      // until a renderer has drawn the cards, the painted faces wait for it
      const more = todo.length > 0 || this.unsent.size > 0 || (this.park !== null && this.spare.length < SPARE_CARDS);
      handle = more ? idle(step) : null;
      if (!more) job.done();
    };
    const timer = setTimeout(() => {
      handle = idle(step);
    }, PREPARE_AFTER_MS);
    this.stopPreparing = () => {
      clearTimeout(timer);
      if (handle !== null) globalThis.cancelIdleCallback(handle);
      job.done();
    };
  }

  back(): Texture {
    if (!this.backTexture) {
      this.backTexture = paintTexture(CARD_W, CARD_H, this.resolution, (ctx) => paintBack(ctx));
      this.unsent.add(this.backTexture.source);
    }
    return this.backTexture;
  }

  /** A soft shadow, CARD_W + 2·SHADOW_PAD wide, for sprites to lay under a card. */
  shadow(): Texture {
    if (!this.shadowTexture) {
      this.shadowTexture = paintTexture(CARD_W + 2 * SHADOW_PAD, CARD_H + 2 * SHADOW_PAD, this.resolution / 2, (ctx) =>
        paintShadow(ctx),
      );
      this.unsent.add(this.shadowTexture.source);
    }
    return this.shadowTexture;
  }

  destroy(): void {
    this.stopPreparing?.();
    this.renderer = null;
    this.unsent.clear();
    for (const s of this.spare.splice(0)) s.destroy({ children: true });
    for (const t of this.faces.values()) t.destroy(true);
    this.faces.clear();
    this.backTexture?.destroy(true);
    this.shadowTexture?.destroy(true);
    this.backTexture = null;
    this.shadowTexture = null;
  }
}
