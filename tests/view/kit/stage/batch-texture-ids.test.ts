/**
 * Pixi's pooled batches keep a table of texture sources' places (BatchTextureArray.ids); cleared
 * for a batch's next use, the table kept a key for every source it ever held, so each pooled batch
 * grew towards the highest source number it met: the heap grew round after round (issue 42).
 */
import { describe, expect, it } from 'vitest';
import '../../../ui/support/pixi-node';

const { BatchTextureArray } = await import('pixi.js');
const { batchesForgetTheirTextures } = await import('../../../../src/view/kit/stage/batch-texture-ids');

/** A batch that holds, in turn, `rounds` sets of `perRound` sources numbered ever higher (as new textures are). */
function keysAfterUse(rounds: number, perRound: number): number {
  const batch = new BatchTextureArray();
  let uid = 1000;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < perRound; i++) {
      const source = { uid: uid++ } as unknown as (typeof batch.textures)[number];
      batch.textures[batch.count] = source;
      batch.ids[source.uid] = batch.count++;
    }
    batch.clear();
  }
  return Object.keys(batch.ids).length;
}

describe('pooled batches', () => {
  it('hold the places only of the sources they hold now, not of every source they ever held', () => {
    // Pixi's own clear: a key left behind (null) per source ever held
    expect(keysAfterUse(50, 4)).toBe(200);
    batchesForgetTheirTextures();
    batchesForgetTheirTextures(); // installed once
    expect(keysAfterUse(50, 4)).toBe(0);
    // and a cleared batch still counts and places what it is given next
    const batch = new BatchTextureArray();
    batch.clear();
    expect(batch.count).toBe(0);
    expect(Object.getPrototypeOf(batch.ids)).toBeNull();
  });
});
