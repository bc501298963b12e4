/**
 * Pixi in node, for tests of panels as the player sees them (their texts, their buttons, what the
 * inspector lists) without a browser: pixi.js reads `navigator` as it loads, and measures text on
 * a canvas. Here a text is 7 px a character and 1.3 × its size high — enough for layout to run;
 * nothing is drawn. Import this before anything that imports pixi.js (dynamic imports after it).
 */
const g = globalThis as { navigator?: unknown };
g.navigator ??= { userAgent: 'node' };

const { DOMAdapter, uid } = await import('pixi.js');

type Metrics = (text: string, font: string) => Record<string, number>;

const fixedMetrics: Metrics = (text) => ({
  width: text.length * 7,
  actualBoundingBoxAscent: 10,
  actualBoundingBoxDescent: 3,
  fontBoundingBoxAscent: 11,
  fontBoundingBoxDescent: 4,
});
let measure: Metrics = fixedMetrics;

/**
 * From now on text is measured by its font size, a character 0.7 of it wide (system-ui bold
 * digits are about 0.65), so a bigger font takes more room: for tests of what fits where.
 */
export function measureByFontSize(): void {
  measure = (text, font) => {
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 10);
    return {
      width: [...text].length * size * 0.7,
      actualBoundingBoxAscent: size * 0.8,
      actualBoundingBoxDescent: size * 0.2,
      fontBoundingBoxAscent: size * 0.95,
      fontBoundingBoxDescent: size * 0.25,
    };
  };
}

/** From now on text is measured by `metrics` (a test's own faces: felt-sans.ts, shipped-fonts.ts). */
export function measureWith(metrics: Metrics): void {
  measure = metrics;
}

/** A 2D context that measures and draws nothing else. */
function context(): unknown {
  const state: Record<string | symbol, unknown> = {};
  const metrics = (text: string) => measure(text, String(state.font ?? ''));
  return new Proxy(state, {
    get: (target, key) => {
      if (key in target) return target[key];
      if (key === 'measureText') return metrics;
      if (key === 'getImageData')
        return (_x: number, _y: number, w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) });
      return () => {};
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
}

DOMAdapter.set({
  ...DOMAdapter.get(),
  createCanvas: (width = 1, height = 1) => ({ width, height, style: {}, getContext: context }) as never,
  getCanvasRenderingContext2D: () => class {} as never,
  getNavigator: () => ({ userAgent: 'node', gpu: null }) as never,
});

/**
 * A 2D context that paints nothing and takes any call (a gradient's colour stops included), for
 * views that paint their textures once on a canvas `document` makes (canvas-texture.ts).
 */
export function paintsNothing(): unknown {
  const state: Record<string | symbol, unknown> = {};
  const any: unknown = new Proxy(state, {
    get: (target, key) => (key in target ? target[key] : () => any),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  return any;
}

/** A `document` whose canvases paint nothing, unless the test has one already. */
export function canvasesPaintNothing(): void {
  (globalThis as { document?: unknown }).document ??= {
    createElement: () => ({ width: 1, height: 1, style: {}, getContext: paintsNothing }),
  };
}

/** A node of the scene, as these tests walk it. */
interface SceneNode {
  children: readonly unknown[];
}

/** `root` and every node under it. */
export function sceneNodes<N extends SceneNode>(root: N): N[] {
  return [root, ...root.children.flatMap((c) => sceneNodes(c as N))];
}

/**
 * Counts display objects made: each call returns how many were made since the last (every Pixi
 * container takes the next 'renderable' uid, and asking takes one too).
 */
export function objectsMade(): () => number {
  let last = uid('renderable');
  return () => {
    const now = uid('renderable');
    const n = now - last - 1;
    last = now;
    return n;
  };
}
