/**
 * Pixi (8.22) keeps its batches in a pool that never shrinks, hundreds of them where a batch holds
 * one texture (a software GPU, software-gpu.ts), and each batch keeps in `textures.ids` the place of
 * every texture source it ever held: clearing a batch for its next use sets those places to null,
 * it never removes them. Keyed by the sources' numbers, each batch's table grows towards the
 * highest number it has met (about a kilobyte), a batch at a time as the pool's batches take turns:
 * the heap grew 70 KB in a hundred baccarat rounds that way, for most of a session. Here a cleared
 * batch starts a new, empty table instead, holding only the sources it holds now.
 */
import { BatchTextureArray } from 'pixi.js';

let installed = false;

/** Before the first renderer draws: batches cleared from then on forget the sources they held. */
export function batchesForgetTheirTextures(): void {
  if (installed) return;
  installed = true;
  const clear = BatchTextureArray.prototype.clear;
  BatchTextureArray.prototype.clear = function clearAndForget(this: BatchTextureArray): void {
    clear.call(this);
    // what Pixi's constructor makes: no prototype, so a source's number is never an inherited key
    this.ids = Object.create(null);
  };
}
