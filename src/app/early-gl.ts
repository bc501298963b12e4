/**
 * The game's WebGL context, asked for while the rest of the code downloads. The page's first WebGL
 * context is the slow one (the browser sets up its GPU channel, or software WebGL starts), and the
 * main thread has nothing to do until the code has arrived: the built pages run this small module
 * on its own (`async`, first in the head: vite.config.ts), and `Stage.create` hands its canvas to
 * the renderer, whose request for the same context type gets this context back.
 *
 * It imports nothing, so it runs as soon as its own few hundred bytes have arrived; the slow part
 * of the first context, setting up the GPU, is a worker's (`warmGpuOffThread`).
 */

/**
 * What Pixi's WebGL renderer asks for (GlContextSystem: an opaque background, premultiplied alpha,
 * antialias without a back buffer, a stencil): a context made with other attributes would be the
 * one the renderer gets all the same.
 */
export const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: false,
  premultipliedAlpha: true,
  antialias: true,
  stencil: true,
  preserveDrawingBuffer: false,
  powerPreference: 'default',
};

/**
 * The extensions Pixi's GlContextSystem asks for as it starts: the browser's first answer is a
 * round trip to the GPU process, later ones come from the context's own cache.
 */
const EXTENSIONS = [
  'EXT_texture_filter_anisotropic',
  'OES_texture_float_linear',
  'WEBGL_compressed_texture_s3tc',
  'WEBGL_compressed_texture_s3tc_srgb',
  'WEBGL_compressed_texture_etc',
  'WEBGL_compressed_texture_etc1',
  'WEBGL_compressed_texture_pvrtc',
  'WEBKIT_WEBGL_compressed_texture_pvrtc',
  'WEBGL_compressed_texture_atc',
  'WEBGL_compressed_texture_astc',
  'EXT_texture_compression_bptc',
  'EXT_texture_compression_rgtc',
  'WEBGL_lose_context',
  'EXT_color_buffer_float',
  'WEBGL_provoking_vertex',
];

export interface EarlyCanvas {
  canvas: HTMLCanvasElement;
  /** Why the context could not be had (a page's policy refusing it, no WebGL 2): the renderer says so once. */
  error: unknown;
}

let early: EarlyCanvas | null = null;
let taken = false;

/** Makes the canvas and asks for its context (at most once); null outside a browser. */
export function prepareCanvas(
  doc: Pick<Document, 'createElement'> | undefined = globalThis.document,
): EarlyCanvas | null {
  if (early || taken || !doc) return early;
  const canvas = doc.createElement('canvas');
  let error: unknown = null;
  try {
    // WebGL 2 first, as Pixi does; without it the renderer asks for WebGL 1 itself.
    const gl = canvas.getContext('webgl2', CONTEXT_ATTRIBUTES);
    if (gl) for (const name of EXTENSIONS) gl.getExtension(name);
  } catch (e) {
    error = e;
  }
  early = { canvas, error };
  return early;
}

/**
 * The canvas made early, for the renderer (made now if it was not yet); once: a second renderer
 * gets a canvas of its own.
 */
export function takeCanvas(): EarlyCanvas | null {
  const made = early ?? prepareCanvas();
  early = null;
  taken = true;
  return made;
}

/** Starts the worker that sets the GPU up (gpu-warm-worker.ts); a module of its own in the build. */
function startWarmWorker(): Worker {
  return new Worker(new URL('./gpu-warm-worker.ts', import.meta.url), { type: 'module' });
}

/**
 * The first WebGL context of a page is slow to make because the browser sets up its GPU channel
 * first (hundreds of ms; seconds of software WebGL at a slow phone's speed), and it holds the thread
 * that asks. A worker asks first, on an OffscreenCanvas, so the wait is off the main thread; the
 * channel is the page's, so the context asked for after it takes milliseconds. `then` runs when
 * the worker has its context, failed, or could not start (no workers or OffscreenCanvas: then at once).
 */
export function warmGpuOffThread(then: () => void, start: () => Worker = startWarmWorker): void {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') {
    then();
    return;
  }
  let worker: Worker;
  try {
    worker = start();
  } catch {
    then();
    return;
  }
  const done = () => {
    worker.terminate();
    then();
  };
  worker.onmessage = done;
  worker.onerror = done;
}

// The page's own context once the worker has set the GPU up, after the loader's next frame:
// whatever of it still holds the main thread, the loader paints first. Rendering waits for the
// stylesheet, and so does this.
if (typeof requestAnimationFrame === 'function') {
  warmGpuOffThread(() => requestAnimationFrame(() => setTimeout(() => prepareCanvas(), 0)));
}
