/**
 * The roads' marks as sprites reused from one redraw to the next (as text-pool.ts does for their
 * digits): a redraw takes as many as it shows, pointed at the atlas's marks (road-atlas.ts), and
 * the rest show the atlas's blank cell. None is hidden or removed: a visibility flip or a child
 * removed makes Pixi rebuild the draw list of the layer's render group; a sprite moved to another
 * cell of the same texture source does not. The pool only grows, to the most marks a redraw
 * showed, or ahead of time to what the roads show in practice at their size (`reserve`, in idle
 * time), so a round makes none.
 */
import { type Container, Sprite, type Texture } from 'pixi.js';

export class MarkPool {
  private readonly sprites: Sprite[] = [];
  private used = 0;

  constructor(private readonly layer: Container) {}

  /** Starts a redraw: every sprite is free again. */
  begin(): void {
    this.used = 0;
  }

  /** A sprite showing `texture` centred on (x, y). */
  take(texture: Texture, x: number, y: number): void {
    const sprite = this.sprites[this.used] ?? this.make(texture);
    sprite.texture = texture;
    sprite.position.set(x, y);
    this.used++;
  }

  /** Ends a redraw: the sprites it did not take show `blank` (kept for the next one). */
  end(blank: Texture): void {
    for (let i = this.used; i < this.sprites.length; i++) (this.sprites[i] as Sprite).texture = blank;
  }

  /** Makes sprites, showing `blank`, until there are `count`. */
  reserve(count: number, blank: Texture): void {
    while (this.sprites.length < count) this.make(blank);
  }

  /** Sprites shown by the last redraw. */
  get shown(): number {
    return this.used;
  }

  private make(texture: Texture): Sprite {
    const sprite = new Sprite(texture);
    sprite.anchor.set(0.5);
    this.sprites.push(sprite);
    this.layer.addChild(sprite);
    return sprite;
  }
}
