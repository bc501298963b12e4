/**
 * The game's WebGL context, asked for while the rest of the code downloads. The page's first WebGL
 * context is the slow one (the browser sets up its GPU channel, or software WebGL starts), and the
 * main thread has nothing to do until the code has arrived: the built pages run this small module
 * on its own (`async`, first in the head: vite.config.ts), and `Stage.create` hands its canvas to
 * the renderer, whose request for the same context type gets this context back.
 *
 * It imports nothing, so it runs as soon as its own few hundred bytes have arrived.
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

// After the loader's first frame: making the context holds the main thread (long, in software
// WebGL), and the loader must paint first. Rendering waits for the stylesheet, and so does this.
if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(() => prepareCanvas(), 0));
