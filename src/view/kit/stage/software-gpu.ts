/**
 * A software GPU (SwiftShader, llvmpipe: a browser whose graphics driver is blocklisted, a virtual
 * desktop, a CI runner) runs the fragment shader on the CPU, pixel by pixel. Pixi's batch shader
 * picks each pixel's texture through one branch per texture a batch may hold, 16 by default, and a
 * software GPU pays for those branches at every pixel of every sprite: most of a frame's time. There,
 * batches hold fewer textures: a few more draw calls, each far cheaper (a browser test that taps
 * twenty roulette positions on a 1440 × 900 page took 45 s with 16, 20–25 s with 1 to 4).
 * (No Pixi here: the browser tests read the cap in Node; software-gpu-limits.ts puts it in the renderer.)
 */
/** Textures a batch may hold on a software GPU. */
export const SOFTWARE_BATCH_TEXTURES = 1;

const SOFTWARE = /SwiftShader|llvmpipe|softpipe|Software Rasterizer|Microsoft Basic Render/i;

/** The renderer's name as the driver gives it (WEBGL_debug_renderer_info), or '' when the browser keeps it. */
function rendererName(gl: WebGLRenderingContext | WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
  return typeof name === 'string' ? name : '';
}

const isSoftwareGpu = (gl: WebGLRenderingContext | WebGL2RenderingContext): boolean => SOFTWARE.test(rendererName(gl));

/** The cap itself, on the limits Pixi measured from this context. */
export function capBatchTextures(
  limits: { maxBatchableTextures: number },
  gl: WebGLRenderingContext | WebGL2RenderingContext,
): void {
  if (isSoftwareGpu(gl)) limits.maxBatchableTextures = Math.min(limits.maxBatchableTextures, SOFTWARE_BATCH_TEXTURES);
}
