/**
 * The in-page half of the frame-by-frame measure (`window.__BENCH_STEP__`), an init script: a
 * page clock the bench can stop and step, so an animation yields every one of its frames at a fixed
 * 16.7 ms step however slowly this machine (or its software GPU) draws them, and counters of what
 * the game itself costs per frame: its JavaScript without the time spent inside WebGL calls, the
 * draw calls, the texture uploads and the display objects it made. Plain JavaScript text, so no
 * bundler helper leaks into it.
 *
 * The page clock is `performance.now`, `Date.now`, `requestAnimationFrame` and the timers. It
 * follows the real clock until `start()`; from then on time moves only in `step()`: 16.7 ms on,
 * the timers due by then run (each in its own task, so promise continuations keep their order),
 * then the animation-frame callbacks, timed on the real clock. GSAP's ticker (which reads
 * `Date.now`), the render loop, the motion clock and the machines' stage timers (both setTimeout
 * on `performance.now`) all run on it, so the round's timing is the one a 60 Hz device would see.
 * `stop()` hands the clock back to real time, where it stood.
 */
export const STEP_SCRIPT = `(() => {
  const realNow = performance.now.bind(performance);
  const realDateNow = Date.now.bind(Date);
  const realRaf = window.requestAnimationFrame.bind(window);
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  const STEP = 1000 / 60;
  const dateBase = realDateNow() - realNow();
  let stepping = false;
  let offset = 0;
  let vnow = 0;
  const now = () => (stepping ? vnow : realNow() + offset);
  performance.now = now;
  Date.now = () => Math.floor(now() + dateBase);

  // ------------------------------------------------------------------ timers
  const timers = new Map();
  let nextId = 1;
  const arm = (id, t) => {
    t.real = realSetTimeout(() => fire(id), Math.max(0, t.due - now()));
  };
  const fire = (id) => {
    const t = timers.get(id);
    if (!t) return;
    t.real = null;
    if (t.every === null) timers.delete(id);
    else {
      t.due = stepping ? t.due + t.every : Math.max(t.due + t.every, now());
      if (!stepping) arm(id, t);
    }
    t.fn(...t.args);
  };
  const add = (fn, ms, args, every) => {
    if (typeof fn !== 'function') return realSetTimeout(fn, ms);
    const id = nextId++;
    const delay = Math.max(0, Number(ms) || 0);
    const t = { fn, args, due: now() + delay, every: every ? Math.max(4, delay) : null, real: null };
    timers.set(id, t);
    if (!stepping) arm(id, t);
    return id;
  };
  const clear = (id) => {
    const t = timers.get(id);
    if (!t) return;
    if (t.real !== null) realClearTimeout(t.real);
    timers.delete(id);
  };
  window.setTimeout = (fn, ms, ...args) => add(fn, ms, args, false);
  window.setInterval = (fn, ms, ...args) => add(fn, ms, args, true);
  window.clearTimeout = clear;
  window.clearInterval = clear;

  // ------------------------------------------------------------------ animation frames
  let rafs = new Map();
  let pumping = false;
  const runFrame = (time) => {
    const batch = rafs;
    rafs = new Map();
    for (const cb of batch.values()) {
      try {
        cb(time);
      } catch (e) {
        realSetTimeout(() => {
          throw e;
        });
      }
    }
  };
  const pump = (ts) => {
    pumping = false;
    if (!stepping) runFrame(ts + offset);
  };
  window.requestAnimationFrame = (cb) => {
    const id = nextId++;
    rafs.set(id, cb);
    if (!stepping && !pumping) {
      pumping = true;
      realRaf(pump);
    }
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    rafs.delete(id);
  };

  // ------------------------------------------------------------------ WebGL
  const gl = { ms: 0, calls: 0, draws: 0, uploads: [] };
  const DRAWS = ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced', 'drawRangeElements'];
  // For each upload: where its width and height are among the arguments (a source has its own).
  const SIZE = {
    texImage2D: (a) => (a.length >= 9 ? [a[3], a[4]] : dims(a[5])),
    texSubImage2D: (a) => (a.length >= 9 ? [a[4], a[5]] : dims(a[6])),
    texImage3D: (a) => [a[3], a[4] * a[5]],
    texSubImage3D: (a) => [a[5], a[6] * a[7]],
    texStorage2D: (a) => [a[3], a[4]],
    texStorage3D: (a) => [a[3], a[4] * a[5]],
    compressedTexImage2D: (a) => [a[3], a[4]],
    compressedTexSubImage2D: (a) => [a[4], a[5]],
    copyTexImage2D: (a) => [a[5], a[6]],
    copyTexSubImage2D: (a) => [a[6], a[7]],
  };
  const dims = (s) => [
    (s && (s.displayWidth || s.videoWidth || s.naturalWidth || s.codedWidth || s.width)) || 0,
    (s && (s.displayHeight || s.videoHeight || s.naturalHeight || s.codedHeight || s.height)) || 0,
  ];
  const kindOf = (name, a) => {
    const last = a[a.length - 1];
    if (name.startsWith('texStorage')) return 'storage';
    return last && typeof last === 'object' && last.constructor ? last.constructor.name : 'none';
  };
  // A wrapper times its call on the real clock; its own cost (the closure, the two clock reads)
  // is not the game's, and is taken out per call by \`calibrate\`. It passes \`arguments\` on, so
  // it makes no array per call.
  const wrap = (name, fn) => {
    const draw = DRAWS.includes(name);
    const size = SIZE[name];
    return function () {
      gl.calls++;
      const t = realNow();
      try {
        return fn.apply(this, arguments);
      } finally {
        gl.ms += realNow() - t;
        if (draw) gl.draws++;
        if (size) {
          const [w, h] = size(arguments);
          gl.uploads.push({ call: name, w, h, kind: kindOf(name, arguments) });
        }
      }
    };
  };
  // The contexts the page made, and WebGL's own readPixels: a one-pixel read waits until the GPU
  // process has run every command sent so far (\`gpuDrain\`).
  const contexts = [];
  const realGetContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind) {
    const c = realGetContext.apply(this, arguments);
    if (c && String(kind).startsWith('webgl') && !contexts.includes(c)) contexts.push(c);
    return c;
  };
  const realReadPixels = {};
  const pixel = new Uint8Array(4);
  const gpuDrain = () => {
    const t = realNow();
    for (const c of contexts) {
      if (c.isContextLost()) continue;
      const read = realReadPixels[c instanceof window.WebGL2RenderingContext ? 2 : 1];
      read.call(c, 0, 0, 1, 1, c.RGBA, c.UNSIGNED_BYTE, pixel);
    }
    return realNow() - t;
  };
  for (const C of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!C) continue;
    const proto = C.prototype;
    realReadPixels[C === window.WebGL2RenderingContext ? 2 : 1] = proto.readPixels;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, name);
      if (!d || typeof d.value !== 'function' || name === 'constructor') continue;
      proto[name] = wrap(name, d.value);
    }
  }
  // The wrapper's own time per call outside the measured WebGL time, at the CPU rate of the
  // measure (the bench throttles before \`start\`): many calls of a wrapped empty function, less
  // as many plain calls and the time the wrapper counted as inside the call. The minimum of
  // several rounds, so a round the machine interrupted does not count.
  const calibrate = () => {
    const N = 4000;
    const target = { f() {} };
    const wrapped = wrap('calibration', target.f);
    const saved = { ms: gl.ms, calls: gl.calls };
    let best = Infinity;
    for (let round = 0; round < 7; round++) {
      const inner0 = gl.ms;
      let t = realNow();
      for (let i = 0; i < N; i++) wrapped.call(target);
      const tw = realNow() - t;
      const inner = gl.ms - inner0;
      t = realNow();
      for (let i = 0; i < N; i++) target.f.call(target);
      const tr = realNow() - t;
      best = Math.min(best, Math.max(0, (tw - inner - tr) / N));
    }
    gl.ms = saved.ms;
    gl.calls = saved.calls;
    return best;
  };

  // ------------------------------------------------------------------ the scene
  const seen = new WeakSet();
  let textKeys = new Set();
  const texts = new WeakMap();
  const names = new WeakMap();
  let nextName = 1;
  /** Where a node sits: the nearest exposed node above it, then child indices. */
  const whereIs = (node, exposed) => {
    const path = [];
    for (let n = node; n; n = n.parent) {
      const id = exposed.get(n);
      if (id) return id + (path.length ? '/' + path.reverse().join('/') : '');
      path.push(n.parent ? n.parent.children.indexOf(n) : 'stage');
    }
    return path.reverse().join('/');
  };
  /** Walks the scene: the display objects not seen before, and the texts that changed. */
  const walk = (record) => {
    const felt = window.__FELT__;
    const view = felt && felt.scene ? felt.scene() : null;
    if (!view || !view.root) return { made: [], changed: [], shown: [] };
    const exposed = new Map(view.exposed.map(([id, n]) => [n, id]));
    const made = [];
    const changed = [];
    const shown = [];
    const keysNow = new Set();
    const stack = [view.root];
    const visibleAbove = new Map([[view.root, true]]);
    while (stack.length) {
      const n = stack.pop();
      const visible = visibleAbove.get(n) && n.visible && n.renderable !== false;
      // Pixi keeps one canvas texture per text key (string, style, resolution) while some Text
      // holds it, and paints and uploads one when a Text is drawn with a key none held: a text
      // drawn with a key no Text held at the last step is one painted and uploaded in this one.
      if (n.renderPipeId === 'text' && n._gpuData) {
        const gpu = Object.values(n._gpuData)[0];
        const key = gpu && gpu.texture ? gpu.currentKey : null;
        if (key !== null) {
          keysNow.add(key);
          if (visible && record && !textKeys.has(key)) shown.push({ at: whereIs(n, exposed), text: String(n.text).slice(0, 40) });
        }
      }
      if (!seen.has(n)) {
        seen.add(n);
        // Where it was made: under which node, and what it is (a text, a sprite, a graphics …).
        if (record) made.push((n.parent ? whereIs(n.parent, exposed) : '') + ' ' + (n.renderPipeId || 'container'));
      }
      if (typeof n.text === 'string') {
        const before = texts.get(n);
        if (before !== undefined && before !== n.text && record && n.visible) {
          if (!names.has(n)) names.set(n, nextName++);
          changed.push({ node: names.get(n), at: whereIs(n, exposed), kind: n.renderPipeId || n.constructor.name, text: n.text });
        }
        texts.set(n, n.text);
      }
      for (const c of n.children || []) {
        visibleAbove.set(c, visible);
        stack.push(c);
      }
    }
    textKeys = keysNow;
    return { made, changed, shown };
  };

  // ------------------------------------------------------------------ stepping
  const port = new MessageChannel();
  const waiting = [];
  port.port1.onmessage = () => waiting.shift()();
  const nextTask = () =>
    new Promise((done) => {
      waiting.push(done);
      port.port2.postMessage(0);
    });
  // The end of a piece of work is taken after its promise continuations (a hundred hops), not at
  // the next task, which may be the bench's own call into the page.
  const drain = async () => {
    for (let i = 0; i < 100; i++) await null;
  };
  // Nodes the renderer walks to rebuild a render group's instructions (which it does after any
  // child is added, removed, shown or hidden in that group): counted on Pixi's own method, found
  // on the scene's prototype chain.
  const rebuild = { nodes: 0 };
  const countRebuilds = () => {
    const view = window.__FELT__ && window.__FELT__.scene ? window.__FELT__.scene() : null;
    let p = view && view.root;
    while (p && !Object.prototype.hasOwnProperty.call(p, 'collectRenderables')) p = Object.getPrototypeOf(p);
    if (!p || p.__benchCounted) return;
    const collect = p.collectRenderables;
    p.collectRenderables = function () {
      rebuild.nodes++;
      return collect.apply(this, arguments);
    };
    p.__benchCounted = true;
  };
  // What the measure itself costs, found at \`start\`: per wrapped WebGL call, and per timed piece
  // of work (the drain's hops and the clock reads around an empty piece).
  const cost = { perCall: 0, empty: 0 };
  const timed = async (work) => {
    const t = realNow();
    const g = gl.ms;
    const calls0 = gl.calls;
    try {
      work();
    } catch (e) {
      realSetTimeout(() => {
        throw e;
      });
    }
    await drain();
    const ms = realNow() - t;
    const inGl = gl.ms - g;
    const calls = gl.calls - calls0;
    await nextTask();
    return { js: Math.max(0, ms - inGl - calls * cost.perCall - cost.empty), raw: ms - inGl, gl: inGl, calls };
  };
  const calibrateTimed = async () => {
    const runs = [];
    for (let i = 0; i < 9; i++) runs.push((await timed(() => {})).js);
    return runs.sort((a, b) => a - b)[0];
  };
  let frames = [];
  window.__BENCH_STEP__ = {
    gpuDrain,
    get stepping() {
      return stepping;
    },
    start: async () => {
      if (stepping) return;
      cost.perCall = 0;
      cost.empty = 0;
      countRebuilds();
      cost.perCall = calibrate();
      cost.empty = await calibrateTimed();
      vnow = now();
      stepping = true;
      for (const t of timers.values())
        if (t.real !== null) {
          realClearTimeout(t.real);
          t.real = null;
        }
      frames = [];
      walk(false);
      return { ...cost };
    },
    /** One frame: the clock 16.7 ms on, the timers due, the animation frame, the counts. */
    step: async (game) => {
      if (!stepping) throw new Error('not stepping');
      vnow += STEP;
      const before = window.__FELT__ ? window.__FELT__.frames() : 0;
      const f = { t: vnow, timerJs: 0, timers: 0, js: 0, jsRaw: 0, gl: 0, glCalls: 0, rebuilt: 0, draws: 0, uploads: [], made: [], changed: [], shown: [] };
      gl.draws = 0;
      gl.uploads = [];
      const nodes0 = rebuild.nodes;
      for (let fired = 0; fired < 50; fired++) {
        let id = null;
        let due = Infinity;
        for (const [k, t] of timers) if (t.due <= vnow && t.due < due) [id, due] = [k, t.due];
        if (id === null) break;
        const r = await timed(() => fire(id));
        f.timerJs += r.js;
        f.gl += r.gl;
        f.glCalls += r.calls;
        f.timers++;
      }
      if (rafs.size > 0) {
        const r = await timed(() => runFrame(vnow));
        f.js = r.js;
        f.jsRaw = r.raw;
        f.gl += r.gl;
        f.glCalls += r.calls;
      }
      f.draws = gl.draws;
      f.rebuilt = rebuild.nodes - nodes0;
      f.uploads = gl.uploads;
      f.rendered = (window.__FELT__ ? window.__FELT__.frames() : 0) !== before;
      const w = walk(true);
      f.made = w.made;
      f.changed = w.changed;
      f.shown = w.shown;
      // A stepped frame is drawn without waiting for the display, so without this the GPU
      // process (a software one here) falls behind by whole seconds and takes a core from the
      // frames measured next, and from whatever the browser does after the measure.
      f.gpuWait = gpuDrain();
      frames.push(f);
      return window.__BENCH__ && game ? window.__BENCH__.state(game) : null;
    },
    stop: () => {
      if (stepping) {
        offset = vnow - realNow();
        stepping = false;
        for (const [id, t] of timers) arm(id, t);
        if (rafs.size > 0 && !pumping) {
          pumping = true;
          realRaf(pump);
        }
      }
      const out = frames;
      frames = [];
      return out;
    },
  };
})();`;
