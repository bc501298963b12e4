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
