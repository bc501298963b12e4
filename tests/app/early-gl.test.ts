/**
 * The WebGL context asked for while the code downloads (src/app/early-gl.ts): the renderer gets
 * that canvas once, with the context Pixi would ask for; a refusal then is kept for the renderer
 * to report, not thrown at the page.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Early = typeof import('../../src/app/early-gl');

function fakeDocument(getContext: (type: string, attrs: unknown) => unknown) {
  const canvases: { getContext: typeof getContext }[] = [];
  return {
    canvases,
    doc: {
      createElement: () => {
        const c = { getContext };
        canvases.push(c);
        return c;
      },
    } as unknown as Pick<Document, 'createElement'>,
  };
}

let early: Early;
beforeEach(async () => {
  vi.resetModules();
  early = await import('../../src/app/early-gl');
});

describe('the early WebGL context', () => {
  it("asks for WebGL 2 with the renderer's attributes and its extensions, and hands the canvas over once", () => {
    const extensions: string[] = [];
    const getContext = vi.fn(() => ({ getExtension: (n: string) => extensions.push(n) }));
    const { doc, canvases } = fakeDocument(getContext);
    early.prepareCanvas(doc);
    early.prepareCanvas(doc);
    expect(canvases).toHaveLength(1);
    expect(getContext).toHaveBeenCalledWith('webgl2', early.CONTEXT_ATTRIBUTES);
    expect(early.CONTEXT_ATTRIBUTES).toMatchObject({ alpha: false, antialias: true, stencil: true });
    expect(extensions).toContain('WEBGL_lose_context');
    const taken = early.takeCanvas();
    expect(taken).toEqual({ canvas: canvases[0], error: null });
    // A second renderer makes its own canvas; none is made for it here.
    expect(early.takeCanvas()).toBeNull();
    early.prepareCanvas(doc);
    expect(canvases).toHaveLength(1);
  });

  it('keeps a refusal for the renderer to report', () => {
    const refusal = new EvalError('refused by the policy');
    const { doc } = fakeDocument(() => {
      throw refusal;
    });
    expect(() => early.prepareCanvas(doc)).not.toThrow();
    expect(early.takeCanvas()?.error).toBe(refusal);
  });

  it('does nothing without a document (the renderer then makes its own canvas)', () => {
    expect(early.prepareCanvas(undefined)).toBeNull();
    expect(early.takeCanvas()).toBeNull();
  });
});

describe('the GPU set up off the main thread', () => {
  const fakeWorker = () => {
    const w = { onmessage: null as null | (() => void), onerror: null as null | (() => void), terminate: vi.fn() };
    return w;
  };

  it("makes the page's context only once the worker has its own, and ends the worker", () => {
    vi.stubGlobal('Worker', function Worker() {});
    vi.stubGlobal('OffscreenCanvas', function OffscreenCanvas() {});
    try {
      const w = fakeWorker();
      const then = vi.fn();
      early.warmGpuOffThread(then, () => w as unknown as Worker);
      // the worker is still setting the GPU up: the main thread asks for nothing yet
      expect(then).not.toHaveBeenCalled();
      w.onmessage?.();
      expect(then).toHaveBeenCalledTimes(1);
      expect(w.terminate).toHaveBeenCalled();
      // a worker that fails (no WebGL there) still lets the page ask for its own
      const failing = fakeWorker();
      const after = vi.fn();
      early.warmGpuOffThread(after, () => failing as unknown as Worker);
      failing.onerror?.();
      expect(after).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('goes straight on where there are no workers or OffscreenCanvas, or the worker cannot start', () => {
    const then = vi.fn();
    const start = vi.fn();
    vi.stubGlobal('OffscreenCanvas', undefined);
    try {
      early.warmGpuOffThread(then, start);
      expect(then).toHaveBeenCalledTimes(1);
      expect(start).not.toHaveBeenCalled();
      vi.stubGlobal('Worker', function Worker() {});
      vi.stubGlobal('OffscreenCanvas', function OffscreenCanvas() {});
      early.warmGpuOffThread(then, () => {
        throw new Error('refused by the policy');
      });
      expect(then).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
