/**
 * A layer of many texts that change only when the table is laid out again (the roulette layout's
 * and racetrack's numbers): drawn once into a texture and shown as one quad. Each text is a
 * texture of its own, and a software GPU batches one texture per draw call
 * (software-gpu.ts), so fifty labels were fifty draw calls on every frame the table drew.
 *
 * Call after the layer's children changed; the texture follows the renderer's resolution then.
 */
import type { Container } from 'pixi.js';

export function stillLayer(layer: Container): void {
  const bounds = layer.getLocalBounds();
  if (layer.children.length === 0 || bounds.width < 1 || bounds.height < 1) {
    // an empty layer has no bounds to size a texture by
    if (layer.isCachedAsTexture) layer.cacheAsTexture(false);
    return;
  }
  if (layer.isCachedAsTexture) layer.updateCacheTexture();
  else layer.cacheAsTexture(true);
}
