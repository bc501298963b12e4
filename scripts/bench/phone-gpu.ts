/**
 * The frame measures' page sees a phone's GPU, an init script. The game caps a batch at one texture
 * on a software GPU (src/view/kit/stage/software-gpu.ts), where every texture a batch may hold costs
 * a shader branch per pixel on the CPU; a phone's GPU is never one, and there Pixi batches up to 16
 * textures. The bench renders with SwiftShader but takes WebGL's time out of the JavaScript it
 * reports, so the JavaScript it should report is a phone's: its batches, its draw calls. Here the
 * driver's renderer name (what software-gpu.ts reads) is a phone's, and so is the number of texture
 * units a fragment shader may use (SwiftShader offers 32, a phone 16: Pixi batches that many).
 */
const PHONE_GPU = 'Adreno (TM) 640';
/** Its fragment shaders' texture units (MAX_TEXTURE_IMAGE_UNITS). */
export const PHONE_TEXTURE_UNITS = 16;

export const PHONE_GPU_SCRIPT = `(() => {
  const RENDERER = 0x1f01;
  const UNMASKED_RENDERER = 0x9246;
  const MAX_TEXTURE_IMAGE_UNITS = 0x8872;
  for (const Ctx of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!Ctx) continue;
    const get = Ctx.prototype.getParameter;
    Ctx.prototype.getParameter = function (p) {
      if (p === RENDERER || p === UNMASKED_RENDERER) return ${JSON.stringify(PHONE_GPU)};
      if (p === MAX_TEXTURE_IMAGE_UNITS) return Math.min(${PHONE_TEXTURE_UNITS}, get.call(this, p));
      return get.call(this, p);
    };
  }
})();`;
