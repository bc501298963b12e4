/**
 * Pixi's capability questions at the renderer's start go to the renderer's own context
 * (src/view/kit/stage/test-context.ts), never through a view that could lose it; other canvases are
 * left alone, and Pixi's adapter comes back afterwards.
 */
import '../ui/support/pixi-node';
import { afterEach, describe, expect, it } from 'vitest';

const { DOMAdapter } = await import('pixi.js');
const { keptContext, withRendererTestContext } = await import('../../src/view/kit/stage/test-context');

const original = DOMAdapter.get();
afterEach(() => DOMAdapter.set(original));

class FakeGl {
  lost = false;
  readonly MAX_TEXTURE_IMAGE_UNITS = 0x8872;
  getParameter(this: FakeGl, p: number) {
    if (!(this instanceof FakeGl)) throw new TypeError('Illegal invocation');
    return p === this.MAX_TEXTURE_IMAGE_UNITS ? 16 : 0;
  }
  getExtension(name: string) {
    return name === 'WEBGL_lose_context' ? { loseContext: () => (this.lost = true) } : { name };
  }
}

function fakeAdapter() {
  const made: { width?: number; asked: string[] }[] = [];
  DOMAdapter.set({
    ...original,
    createCanvas: (width?: number) => {
      const rec = { width, asked: [] as string[] };
      made.push(rec);
      return {
        getContext: (type: string) => {
          rec.asked.push(type);
          return `own ${type}`;
        },
      } as never;
    },
  });
  return made;
}

describe("the renderer's context as Pixi's test context", () => {
  it('answers with its methods bound and cannot be lost through the view', () => {
    const gl = new FakeGl();
    const view = keptContext(gl as unknown as WebGL2RenderingContext) as unknown as FakeGl;
    expect(view.getParameter(view.MAX_TEXTURE_IMAGE_UNITS)).toBe(16);
    expect(view.getExtension('WEBGL_lose_context')).toBeNull();
    expect(view.getExtension('EXT_color_buffer_float')).toEqual({ name: 'EXT_color_buffer_float' });
    expect(gl.lost).toBe(false);
  });

  it('hands it to an unsized canvas asked for WebGL 1 while the renderer starts, and only then', async () => {
    const made = fakeAdapter();
    const adapter = DOMAdapter.get();
    const gl = new FakeGl();
    let ready: FakeGl | undefined;
    await withRendererTestContext(
      () => ready as unknown as WebGL2RenderingContext | undefined,
      async () => {
        // Before the renderer has its context, the canvas makes its own.
        expect(DOMAdapter.get().createCanvas().getContext('webgl')).toBe('own webgl');
        ready = gl;
        const test = DOMAdapter.get().createCanvas().getContext('webgl') as unknown as FakeGl;
        expect(test.getParameter(test.MAX_TEXTURE_IMAGE_UNITS)).toBe(16);
        expect(DOMAdapter.get().createCanvas().getContext('2d')).toBe('own 2d');
        expect(DOMAdapter.get().createCanvas(8, 8).getContext('webgl')).toBe('own webgl');
      },
    );
    expect(DOMAdapter.get()).toBe(adapter);
    expect(made.map((m) => m.asked)).toEqual([['webgl'], [], ['2d'], ['webgl']]);
  });
});
