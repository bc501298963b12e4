/**
 * As its renderer starts, Pixi asks a WebGL context for a few figures (the highest precision of a
 * fragment shader, the texture units a batch may use, checked by compiling a test shader: its
 * `getTestContext`) and makes that context on a new canvas of its own: a second WebGL context, in
 * software WebGL about as slow to make as the first, lost again once asked. The renderer's own
 * context answers the same, from the same GPU: while `run` goes on, a new canvas asked for WebGL 1
 * gets a view of the renderer's context once there is one, a view that cannot lose it.
 */
import { DOMAdapter } from 'pixi.js';

type Gl = WebGLRenderingContext | WebGL2RenderingContext;

/** The context with its methods bound, except that `WEBGL_lose_context` is not to be had. */
export function keptContext(gl: Gl): Gl {
  return new Proxy(gl, {
    get(target, key) {
      if (key === 'getExtension')
        return (name: string) => (name === 'WEBGL_lose_context' ? null : target.getExtension(name));
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function withRendererTestContext<T>(gl: () => Gl | undefined, run: () => Promise<T>): Promise<T> {
  const adapter = DOMAdapter.get();
  let view: Gl | null = null;
  const answer = (): Gl | null => {
    const own = gl();
    if (!own) return null;
    view ??= keptContext(own);
    return view;
  };
  DOMAdapter.set({
    ...adapter,
    createCanvas: (width, height) => {
      const canvas = adapter.createCanvas(width, height);
      // Pixi's test canvas is made without a size; canvases with one (textures, text) are left alone.
      if (width === undefined && height === undefined) {
        const own = canvas.getContext.bind(canvas) as (type: string, options?: unknown) => unknown;
        canvas.getContext = ((type: string, options?: unknown) =>
          (type === 'webgl' ? answer() : null) ?? own(type, options)) as typeof canvas.getContext;
      }
      return canvas;
    },
  });
  try {
    return await run();
  } finally {
    DOMAdapter.set(adapter);
  }
}
