/**
 * On a software GPU the batch shader holds one texture (its per-pixel branch per texture is most of
 * a frame there); a hardware GPU keeps what Pixi measured. The browser tests run on SwiftShader,
 * where tests/e2e/loader.test.ts sees the shader the game compiles.
 */
import { describe, expect, it } from 'vitest';
import { capBatchTextures, SOFTWARE_BATCH_TEXTURES } from '../../../../src/view/kit/stage/software-gpu';

const UNMASKED_RENDERER = 0x9246;
const RENDERER = 0x1f01;

/** A context that names its renderer as a driver does (through the debug extension, or only masked). */
function context(name: string, debugInfo = true): WebGL2RenderingContext {
  return {
    RENDERER,
    getExtension: (ext: string) =>
      debugInfo && ext === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: UNMASKED_RENDERER } : null,
    getParameter: (p: number) => (p === UNMASKED_RENDERER ? name : p === RENDERER ? 'WebKit WebGL' : null),
  } as unknown as WebGL2RenderingContext;
}

describe('batch textures on a software GPU', () => {
  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
  ])('caps them on %s', (name) => {
    const limits = { maxBatchableTextures: 16 };
    capBatchTextures(limits, context(name));
    expect(limits.maxBatchableTextures).toBe(SOFTWARE_BATCH_TEXTURES);
    expect(SOFTWARE_BATCH_TEXTURES).toBeLessThan(16);
  });

  it.each(['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'Apple GPU', 'Mali-G78'])(
    'leaves a hardware GPU its own: %s',
    (name) => {
      const limits = { maxBatchableTextures: 16 };
      capBatchTextures(limits, context(name));
      expect(limits.maxBatchableTextures).toBe(16);
    },
  );

  it('leaves them alone when the browser does not name the renderer', () => {
    const limits = { maxBatchableTextures: 8 };
    capBatchTextures(limits, context('SwiftShader', false));
    expect(limits.maxBatchableTextures).toBe(8);
  });
});
