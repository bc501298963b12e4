/**
 * Frame figures a GPU does not change: each game's busiest animation played frame by frame on the
 * page's stepped clock (step-script.ts) at a fixed 16.7 ms step, so it yields every frame it has
 * whatever this machine's software GPU manages, with the game's own cost per frame: its JavaScript
 * (animation-frame callbacks and their promise continuations, less the time inside WebGL calls),
 * its draw calls, the textures it uploads and the display objects it makes.
 */
import type { Browser, Page } from 'playwright-core';
import { busiest } from './busiest';
import { leastOfRuns } from './frame-runs';
import { percentile, type Target } from './measure';
import { DESKTOP, type GameId, newPage, screenPath, throttle, type Viewport, waitPlayable } from './page';
import { PHONE_GPU_SCRIPT } from './phone-gpu';
import { waitIdleWork, waitQuiet } from './rest';
import { type Drive, type TableState, tableState } from './rounds';
import { STEP_SCRIPT } from './step-script';

const STEP_MS = 1000 / 60;

/** One step of the page clock, as step-script.ts records it. */
interface StepFrame {
  /** The page clock after the step (ms). */
  t: number;
  /** Timers due in the step: their JavaScript (ms, WebGL taken out) and how many ran. */
  timerJs: number;
  timers: number;
  /** The animation-frame callbacks' JavaScript (ms, WebGL taken out), and the time inside WebGL. */
  js: number;
  /** The same before the measure's own cost was taken out (see \`MeasureCost\`). */
  jsRaw: number;
  gl: number;
  /** WebGL calls the step made. */
  glCalls: number;
  /** Nodes walked to rebuild render instructions (0 when the scene's structure did not change). */
  rebuilt: number;
  draws: number;
  uploads: { call: string; w: number; h: number; kind: string }[];
  /** Display objects in the scene not seen before: where each hangs and what it is. */
  made: string[];
  /** Texts whose string changed in the step: which node (an id per node), where, its new text. */
  changed: { node: number; at: string; kind: string; text: string }[];
  /** Canvas texts drawn with a texture painted (and uploaded) in the step: where, what. */
  shown: { at: string; text: string }[];
  /** The render loop drew in the step. */
  rendered: boolean;
  /** Real ms the step then waited for the GPU process to run its commands (a software GPU here). */
  gpuWait: number;
}

/**
 * What the measure itself costs, found in the page at the start at the measured CPU rate and
 * taken out of each step's JavaScript: the wrapper round each WebGL call (per call), and an empty
 * timed piece of work (the clock reads and the hops that wait for promise continuations).
 */
interface MeasureCost {
  perCall: number;
  empty: number;
}

interface Spread {
  p50: number;
  p95: number;
  max: number;
}

interface TextUploads {
  at: string;
  kind: string;
  /** How many times its string changed in the animation (a canvas text uploads each time). */
  changes: number;
  examples: string[];
}

export interface FrameFigures {
  table: string;
  seed: string;
  what: string;
  cpu: number;
  /** The page's size, CSS px, and whether it was a touch phone ("390×844 touch"). */
  viewport: string;
  /** Whose batching the frames were drawn with (phone-gpu.ts). */
  gpu: 'phone' | 'software';
  /** The animation is the table's second round (after one at the same bets). */
  warmedUp: boolean;
  steps: number;
  /** Plays of the animation measured; `js` is each frame's least over them (frame-runs.ts). */
  runs: number;
  /** Each play's own frame JavaScript, before the plays were merged. */
  jsEachRun: Spread[];
  /** Steps in which the render loop drew. */
  frames: number;
  js: Spread;
  jsRaw: Spread;
  /** The measure's own cost taken out of \`js\` (\`jsRaw\` keeps it). */
  cost: MeasureCost;
  gl: Spread;
  glCalls: Spread;
  /** Nodes walked to rebuild render instructions: per drawn frame, and in all. */
  rebuilt: Spread & { total: number; frames: number };
  draws: Spread;
  /** Real ms each drawn frame waited for the GPU process afterwards (not in \`js\`). */
  gpuWait: Spread;
  /** The longest timer work in one step (ms): JavaScript between frames. */
  timerJsMax: number;
  /** `byKind`: how many of each call, source and size (`texImage2D HTMLCanvasElement 64×32`). */
  uploads: { count: number; bytes: number; frames: number; byKind: Record<string, number> };
  /** `at`: how many were made under each node, of each kind (`rou.board/3 text`). */
  made: { total: number; max: number; frames: number; at: Record<string, number> };
  texts: TextUploads[];
  /** Canvas texts drawn with a texture painted (and uploaded) in the animation: where, what (`bj.seat.1/2 BUST`). */
  firstShown: string[];
  /** The table once the animation was over (it ends resting: betting, not busy). */
  end: { phase: string; busy: boolean };
  realSeconds: number;
  /** How long the bench waited, before the clock started, for the table's idle work (ms). */
  idleWorkMs: number;
  /** The drawn frames over the frame JS target, by what happened in them (the cause of a miss). */
  over: SlowFrames;
  /** Every step as recorded, when asked for (`keep`). */
  raw?: StepFrame[];
}

/** The frame JavaScript target (ms): a phone's 16.7 ms frame with room for the GPU and the browser. */
export const FRAME_JS_TARGET_MS = 4;

interface SlowFrames {
  /** Drawn frames whose JavaScript was over the target. */
  count: number;
  /** Of them: a render group's draw list rebuilt (something shown, hidden, added or taken off). */
  rebuilt: number;
  /** A text changed, with no rebuild. */
  texts: number;
  /** Neither: the motion itself (tweens, transforms, batching the moving sprites). */
  plain: number;
  /** The slowest few: their JavaScript, rebuilt nodes and the texts that changed in them. */
  slowest: string[];
}

function slowFrames(drawn: readonly StepFrame[]): SlowFrames {
  const over = drawn.filter((f) => f.js > FRAME_JS_TARGET_MS);
  const slowest = [...over]
    .sort((a, b) => b.js - a.js)
    .slice(0, 3)
    .map((f) => {
      const texts = [...new Set(f.changed.map((c) => c.at.split('/')[0]))].join(', ');
      return `${f.js.toFixed(1)} ms${f.rebuilt ? `, ${f.rebuilt} nodes rebuilt` : ''}${texts ? `, text: ${texts}` : ''}`;
    });
  return {
    count: over.length,
    rebuilt: over.filter((f) => f.rebuilt > 0).length,
    texts: over.filter((f) => f.rebuilt === 0 && f.changed.length > 0).length,
    plain: over.filter((f) => f.rebuilt === 0 && f.changed.length === 0).length,
    slowest,
  };
}

const spread = (xs: readonly number[]): Spread => ({
  p50: percentile(xs, 50),
  p95: percentile(xs, 95),
  max: xs.length ? Math.max(...xs) : Number.NaN,
});

/** Frame by frame: every `until` steps the page clock one frame at a time and looks again. */
function stepped(page: Page): Drive {
  const step = async (game: GameId | null) =>
    (await page.evaluate(`window.__BENCH_STEP__.step(${JSON.stringify(game)})`)) as TableState | null;
  return {
    page,
    until: async (game, ok, timeout = 60_000) => {
      const s = (await page.evaluate(`window.__BENCH__.state(${JSON.stringify(game)})`)) as TableState | null;
      if (s && ok(s)) return s;
      for (let t = 0; t < timeout; t += STEP_MS) {
        const next = await step(game);
        if (next && ok(next)) return next;
      }
      return null;
    },
    press: (key) => page.keyboard.press(key),
    pause: async () => {
      await step(null);
    },
  };
}

/** What the frames themselves give (the measure's setting and the plays are added by `measureFrames`). */
function summarise(frames: readonly StepFrame[]) {
  const drawn = frames.filter((f) => f.rendered);
  const uploads = frames.flatMap((f) => f.uploads);
  const byKind: Record<string, number> = {};
  for (const u of uploads) {
    const key = `${u.call} ${u.kind} ${u.w}×${u.h}`;
    byKind[key] = (byKind[key] ?? 0) + 1;
  }
  const texts = new Map<number, TextUploads>();
  for (const c of frames.flatMap((f) => f.changed)) {
    const t = texts.get(c.node) ?? { at: c.at, kind: c.kind, changes: 0, examples: [] };
    t.changes++;
    if (t.examples.length < 4) t.examples.push(c.text.slice(0, 40));
    texts.set(c.node, t);
  }
  const made = frames.map((f) => f.made.length);
  const madeAt: Record<string, number> = {};
  for (const at of frames.flatMap((f) => f.made)) madeAt[at] = (madeAt[at] ?? 0) + 1;
  return {
    steps: frames.length,
    frames: drawn.length,
    js: spread(drawn.map((f) => f.js)),
    jsRaw: spread(drawn.map((f) => f.jsRaw)),
    gl: spread(drawn.map((f) => f.gl)),
    glCalls: spread(drawn.map((f) => f.glCalls)),
    rebuilt: {
      ...spread(drawn.map((f) => f.rebuilt)),
      total: frames.reduce((s, f) => s + f.rebuilt, 0),
      frames: frames.filter((f) => f.rebuilt > 0).length,
    },
    draws: spread(drawn.map((f) => f.draws)),
    gpuWait: spread(drawn.map((f) => f.gpuWait)),
    timerJsMax: Math.max(0, ...frames.map((f) => f.timerJs)),
    uploads: {
      count: uploads.length,
      bytes: uploads.reduce((s, u) => s + u.w * u.h * 4, 0),
      frames: frames.filter((f) => f.uploads.length > 0).length,
      byKind,
    },
    made: {
      total: made.reduce((s, x) => s + x, 0),
      max: Math.max(0, ...made),
      frames: made.filter((x) => x > 0).length,
      at: madeAt,
    },
    texts: [...texts.values()].sort((a, b) => b.changes - a.changes),
    firstShown: frames.flatMap((f) => f.shown.map((x) => `${x.at} ${x.text}`)),
    over: slowFrames(drawn),
  };
}

const viewportName = (v: Viewport) => `${v.width}×${v.height}${v.hasTouch ? ' touch' : ''}`;

interface FrameOptions {
  cpu: number;
  warmUp: boolean;
  keep?: boolean;
  viewport?: Viewport;
  /** Whose batching to draw with: a phone's GPU (the default, phone-gpu.ts) or this software one's. */
  gpu?: 'phone' | 'software';
  /** Plays of the same animation, each in a page of its own (frame-runs.ts); 1 when not given. */
  runs?: number;
}

interface OnePlay {
  frames: StepFrame[];
  cost: MeasureCost;
  end: { phase: string; busy: boolean };
  realSeconds: number;
  idleWorkMs: number;
}

/**
 * Opens the game's busiest table on the desktop page with the stepped clock installed, plays a
 * first round at the same bets in real time when `warmUp` (what is made or uploaded once per
 * table is done then), places the bets, then plays the animation frame by frame at `cpu`× CPU.
 */
async function playOnce(browser: Browser, target: Target, game: GameId, opts: FrameOptions): Promise<OnePlay> {
  const b = busiest(game, opts.warmUp);
  const gpu = opts.gpu ?? 'phone';
  const bp = await newPage(
    browser,
    opts.viewport ?? DESKTOP,
    gpu === 'phone' ? [STEP_SCRIPT, PHONE_GPU_SCRIPT] : [STEP_SCRIPT],
  );
  try {
    await bp.page.goto(target.baseUrl + screenPath(game, b.seed, b.table));
    await waitPlayable(bp.page, game);
    if (opts.warmUp) {
      await b.warmUp(bp.page);
      // the round's end drawn, as a player sees it before betting again (a key pressed in the
      // frame the table came to rest would hide its end-of-round buttons before they were drawn)
      await waitQuiet(bp.page);
    }
    await b.prepare(bp.page);
    const idleWorkMs = await waitIdleWork(bp.page);
    await waitQuiet(bp.page);
    await throttle(bp.cdp, { cpu: opts.cpu });
    const started = Date.now();
    const cost = (await bp.page.evaluate('window.__BENCH_STEP__.start()')) as MeasureCost;
    let frames: StepFrame[] = [];
    try {
      await b.play(stepped(bp.page));
    } finally {
      frames = (await bp.page.evaluate('window.__BENCH_STEP__.stop()')) as StepFrame[];
      await throttle(bp.cdp, { cpu: 1 });
    }
    if (bp.errors.length) throw new Error(`${game}: page errors: ${bp.errors.join('; ')}`);
    const end = await tableState(bp.page, game);
    return {
      frames,
      cost,
      end: { phase: end.phase, busy: end.busy },
      realSeconds: (Date.now() - started) / 1000,
      idleWorkMs,
    };
  } finally {
    await bp.close();
  }
}

/**
 * The busiest animation's frame figures over `runs` plays: each frame's JavaScript the least any
 * play spent on it (frame-runs.ts), every other figure the first play's.
 */
export async function measureFrames(
  browser: Browser,
  target: Target,
  game: GameId,
  opts: FrameOptions,
): Promise<FrameFigures> {
  const plays: OnePlay[] = [];
  for (let i = 0; i < Math.max(1, opts.runs ?? 1); i++) plays.push(await playOnce(browser, target, game, opts));
  const first = plays[0] as OnePlay;
  const frames = leastOfRuns(plays.map((p) => p.frames));
  const b = busiest(game, opts.warmUp);
  return {
    table: b.table,
    seed: b.seed,
    what: b.what,
    cpu: opts.cpu,
    viewport: viewportName(opts.viewport ?? DESKTOP),
    gpu: opts.gpu ?? 'phone',
    warmedUp: opts.warmUp,
    cost: first.cost,
    ...summarise(frames),
    runs: plays.length,
    jsEachRun: plays.map((p) => spread(p.frames.filter((f) => f.rendered).map((f) => f.js))),
    end: first.end,
    realSeconds: plays.reduce((s, p) => s + p.realSeconds, 0),
    idleWorkMs: first.idleWorkMs,
    ...(opts.keep ? { raw: frames } : {}),
  };
}
