/**
 * `npm run bench [-- --only=load,frames,idle,heap,text,sim --runs=5 --rounds=300 --early=100
 * --sim-rounds=200000 --idle=5 --cpu=4 --frames-on=desktop|phone --frames-gpu=phone|software --out=test-results/bench-dist]`: builds the game (seeds
 * allowed) into the `--out` folder, serves it, measures it in headless Chromium and with the `sim` command,
 * prints one table (each row says how it was measured) and writes the figures to
 * bench/results/<timestamp>.json. The first loads come from the game server as `npm start` runs
 * it (its pages play there; files compressed as it sends them); the animations, the rest and the
 * heap from a static server of the same build (the pages play in the browser, seeded). `--runs`
 * counts the loads of each screen and the plays of each stepped animation (each frame's least
 * JavaScript over them, frame-runs.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { build } from 'vite';
import { startGameServer } from '../../tests/e2e/server-harness';
import { serveDirectory } from '../static-server';
import { type FrameFigures, measureFrames } from './frames';
import { type HeapReport, measureHeap } from './heap';
import {
  type AnimationRun,
  type LoadRun,
  measureAnimation,
  measureLoad,
  measureScreenIdle,
  measureSim,
  median,
  type SimRun,
} from './measure';
import { GAMES, type GameId, launchBrowser, PHONE_TOUCH, type ScreenId } from './page';
import { formatMisses, formatTable, kb, ms, type Row, stepRows } from './report';
import { measureTextCost, textCostRows } from './text-cost';

const PARTS = ['load', 'frames', 'idle', 'heap', 'text', 'sim'] as const;
type Part = (typeof PARTS)[number];

interface Options {
  only: Part[];
  games: GameId[];
  runs: number;
  rounds: number;
  early: number;
  simRounds: number;
  idle: number;
  cpu: number;
  /** Where the busiest animations are stepped: a desktop, or a phone held upright (390×844, touch). */
  framesOn: 'desktop' | 'phone';
  /** Whose batching the stepped frames draw with (phone-gpu.ts). */
  framesGpu: 'phone' | 'software';
  out: string;
}

function parseOptions(argv: readonly string[]): Options {
  const o: Options = {
    only: [...PARTS],
    games: [...GAMES],
    runs: 5,
    rounds: 300,
    early: 100,
    simRounds: 200_000,
    idle: 5,
    cpu: 4,
    framesOn: 'desktop',
    framesGpu: 'phone',
    out: 'test-results/bench-dist',
  };
  const positive = (name: string, v: string) => {
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got ${v}`);
    return n;
  };
  for (const arg of argv) {
    const m = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (!m) throw new Error(`unexpected argument ${arg} (options are --name=value)`);
    const [, name, v] = m as unknown as [string, string, string];
    const list = v.split(',').filter(Boolean);
    if (name === 'only') {
      for (const p of list) if (!(PARTS as readonly string[]).includes(p)) throw new Error(`--only: unknown part ${p}`);
      o.only = list as Part[];
    } else if (name === 'games') {
      for (const g of list)
        if (!(GAMES as readonly string[]).includes(g)) throw new Error(`--games: unknown game ${g}`);
      o.games = list as GameId[];
    } else if (name === 'runs') o.runs = Math.round(positive(name, v));
    else if (name === 'rounds') o.rounds = Math.round(positive(name, v));
    else if (name === 'early') o.early = Math.round(positive(name, v));
    else if (name === 'sim-rounds') o.simRounds = Math.round(positive(name, v));
    else if (name === 'idle') o.idle = positive(name, v);
    else if (name === 'cpu') o.cpu = positive(name, v);
    else if (name === 'frames-on') {
      if (v !== 'desktop' && v !== 'phone') throw new Error(`--frames-on: desktop or phone, got ${v}`);
      o.framesOn = v;
    } else if (name === 'frames-gpu') {
      if (v !== 'phone' && v !== 'software') throw new Error(`--frames-gpu: phone or software, got ${v}`);
      o.framesGpu = v;
    } else if (name === 'out') o.out = v;
    else throw new Error(`unknown option --${name}`);
  }
  if (o.early >= o.rounds) o.early = Math.max(1, Math.floor(o.rounds / 2));
  return o;
}

const log = (s: string) => process.stderr.write(`${s}\n`);

/** Where a load's time went: the network until its code was in, then the page's own work. */
function loadCause(runs: readonly LoadRun[]): string {
  const codeIn = median(runs.map((r) => r.codeInMs));
  const after = median(runs.map((r) => r.ms - r.codeInMs));
  const bytes = median(runs.map((r) => r.bytes));
  return `its code (${kb(bytes)}) was in at ${ms(codeIn)} over the slow network (the medians), then ${ms(after)} of the page's own work on the 4× CPU until playable (building the table, its first frame)`;
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const screens: ScreenId[] = ['lobby', ...o.games];
  const distDir = resolve(o.out);
  log(`building the game (VITE_ALLOW_SEED=true) into ${o.out} …`);
  process.env.VITE_ALLOW_SEED = 'true';
  await build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  const server = await serveDirectory(distDir);
  const target = { baseUrl: server.url };
  const gameServer = await startGameServer({ distDir });
  const served = { baseUrl: gameServer.url };
  const browser = await launchBrowser();
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  try {
    // The first page of a fresh browser starts its GPU process and SwiftShader: not the game's cost.
    await measureLoad(browser, served, 'lobby', false);

    if (o.only.includes('load')) {
      const loads: Record<string, LoadRun[]> = {};
      for (const s of screens) {
        loads[s] = [];
        for (let i = 0; i < o.runs; i++) {
          const run = await measureLoad(browser, served, s, true);
          loads[s].push(run);
          log(
            `load ${s} run ${i + 1}/${o.runs}: painted ${ms(run.paintMs)}, code in ${ms(run.codeInMs)}, playable ${ms(run.ms)}, ${kb(run.bytes)} received (bodies ${kb(run.bodies)}), fonts ${kb(run.fonts)}, API ${kb(run.api)}`,
          );
        }
      }
      details.load = loads;
      for (const s of screens) {
        const runs = loads[s] as LoadRun[];
        const most = runs.reduce((a, r) => (r.bytes > a.bytes ? r : a));
        const bytes = most.bytes;
        const code = most.files.filter((f) => f.kind !== 'font' && f.kind !== 'api');
        rows.push({
          figure: 'first-load bytes',
          subject: s,
          value: bytes,
          unit: 'bytes',
          shown: `${kb(bytes)} (bodies ${kb(most.bodies)})`,
          target: '< 300 KB',
          ok: bytes < 300 * 1024,
          how: `bytes received (CDP Network.loadingFinished encodedDataLength: headers and bodies as sent, ${code.filter((f) => f.encoding === 'br').length} of ${code.length} files brotli) from the game server as \`npm start\` serves the build, every same-origin file but fonts and API calls, navigation until playable, fresh context; the most of ${runs.length} runs`,
        });
        const fonts = Math.max(...runs.map((r) => r.fonts));
        rows.push({
          figure: 'first-load fonts',
          subject: s,
          value: fonts,
          unit: 'bytes',
          shown: kb(fonts),
          target: '≤ 60 KB',
          ok: fonts <= 60 * 1024,
          how: 'bytes received for the .woff2 files fetched until playable (headers included; sent as they are, compressed already)',
        });
      }
      // Two times of the same loads: the loader's first paint, then the table playable.
      const times = [
        ['loader painted', (r: LoadRun) => r.paintMs, 1000, 'first-contentful-paint, median'],
        ['time to playable', (r: LoadRun) => r.ms, 3000, 'navigation to playable, median'],
      ] as const;
      for (const [figure, time, limit, what] of times) {
        for (const s of screens) {
          const runs = loads[s] as LoadRun[];
          const t = median(runs.map(time));
          rows.push({
            figure,
            subject: s,
            value: t,
            unit: 'ms',
            shown: ms(t),
            target: `≤ ${limit} ms`,
            ok: t <= limit,
            how: `${what} of ${runs.length} (${runs.map((r) => Math.round(time(r))).join(', ')}); the game server; 150 ms RTT, 1.6/0.75 Mbps, 4× CPU, no cache, fresh context, 390×844`,
            miss: `${ms(t)}, ${ms(t - limit)} over ${ms(limit)}; ${loadCause(runs)}`,
          });
        }
      }
    }

    const anim: Partial<Record<GameId, AnimationRun>> = {};
    if (o.only.includes('frames')) {
      for (const g of o.games) {
        const run = await measureAnimation(browser, target, g, { cpu: o.cpu, idleSeconds: o.idle });
        anim[g] = run;
        log(
          `frames ${g}: p50 ${run.frames.p50.toFixed(1)} ms, p95 ${run.frames.p95.toFixed(1)} ms, ${run.frames.frames} frames`,
        );
      }
      details.frames = anim;
      const stepped: Partial<Record<GameId, FrameFigures>> = {};
      for (const g of o.games) {
        const f = await measureFrames(browser, target, g, {
          cpu: o.cpu,
          warmUp: true,
          viewport: o.framesOn === 'phone' ? PHONE_TOUCH : undefined,
          gpu: o.framesGpu,
          runs: o.runs,
        });
        stepped[g] = f;
        log(
          `stepped frames ${g}: ${f.frames} drawn of ${f.steps}, JS p95 ${f.js.p95.toFixed(2)} ms (p50 ${f.js.p50.toFixed(2)}; each play's p95 ${f.jsEachRun.map((r) => r.p95.toFixed(1)).join(', ')}), draws max ${f.draws.max}, ${f.rebuilt.frames} rebuilds (${f.rebuilt.total} nodes), ${f.uploads.count} uploads, ${f.made.total} objects made (${Math.round(f.realSeconds)} s)`,
        );
      }
      details.steppedFrames = stepped;
      for (const g of o.games) {
        const f = (anim[g] as AnimationRun).frames;
        const how = `${f.table} seed ${f.seed}, ${f.what}; ${o.framesOn === 'phone' ? '390×844 touch' : '1440×900'}, ${o.cpu}× CPU; rAF callbacks' time summed per rendered frame (${f.frames} frames, ${(f.windowMs / 1000).toFixed(1)} s)`;
        rows.push({
          figure: 'frame work p50',
          subject: g,
          value: f.p50,
          unit: 'ms',
          shown: `${f.p50.toFixed(1)} ms`,
          target: '–',
          ok: null,
          how,
        });
        rows.push({
          figure: 'frame work p95',
          subject: g,
          value: f.p95,
          unit: 'ms',
          shown: `${f.p95.toFixed(1)} ms`,
          // The old measure: its wall time here is mostly the software GPU's, so the frame's own
          // target is on the stepped frames' JavaScript (frame JS p95, below).
          target: '–',
          ok: null,
          how,
        });
        rows.push({
          figure: 'long animation frames',
          subject: g,
          value: f.loafs ?? Number.NaN,
          unit: 'count',
          shown: f.loafs === null ? 'unsupported' : String(f.loafs),
          target: '–',
          ok: null,
          how: `PerformanceObserver 'long-animation-frame' (buffered), entries over 50 ms begun in the same window`,
        });
      }
      for (const g of o.games) rows.push(...stepRows(g, stepped[g] as FrameFigures));
    }

    if (o.only.includes('idle')) {
      const idle: Record<string, { fresh: number; afterRound: number | null }> = {};
      for (const s of screens) {
        const fresh = await measureScreenIdle(browser, target, s, o.idle);
        const after = s === 'lobby' ? null : (anim[s as GameId]?.idleFps ?? null);
        idle[s] = { fresh, afterRound: after };
        log(`idle ${s}: ${fresh} fps fresh${after === null ? '' : `, ${after} fps after a round`}`);
      }
      details.idle = idle;
      for (const s of screens) {
        const { fresh, afterRound } = idle[s] as { fresh: number; afterRound: number | null };
        const fps = Math.max(fresh, afterRound ?? 0);
        rows.push({
          figure: 'frames/s at rest',
          subject: s,
          value: fps,
          unit: 'fps',
          shown: `${fps} fps`,
          target: '0',
          ok: fps === 0,
          how: `__FELT__.frames() over ${o.idle} s once nothing has drawn for 0.4 s: freshly opened${afterRound === null ? '' : ' and after the busiest round (the larger)'}`,
        });
      }
    }

    if (o.only.includes('heap')) {
      const heaps: Partial<Record<GameId, HeapReport>> = {};
      for (const g of o.games) {
        const t = Date.now();
        heaps[g] = await measureHeap(browser, target, g, {
          rounds: o.rounds,
          early: o.early,
          onRound: (n) => {
            if (n % 25 === 0) log(`heap ${g}: round ${n}/${o.rounds} (${Math.round((Date.now() - t) / 1000)} s)`);
          },
        });
        const h = heaps[g] as HeapReport;
        log(
          `heap ${g}: ${kb(h.heapEarly)} after ${h.early}, ${kb(h.heapEnd)} after ${h.rounds}; data ${kb(h.points.early.data)} → ${kb(h.points.end.data)}, code ${kb(h.points.early.code)} → ${kb(h.points.end.code)} (${h.secondsPerRound.toFixed(2)} s/round)`,
        );
      }
      details.heap = heaps;
      for (const g of o.games) {
        const h = heaps[g] as HeapReport;
        const { early, mid, end } = h.points;
        rows.push({
          figure: `JS heap growth, rounds ${h.early}→${h.rounds}`,
          subject: g,
          value: h.dataGrowth,
          unit: 'bytes',
          shown: `data ${h.dataGrowth >= 0 ? '+' : ''}${kb(h.dataGrowth)} (${kb(early.data)} → ${kb(mid.data)} → ${kb(end.data)}); used ${h.growth >= 0 ? '+' : ''}${kb(h.growth)} (${kb(h.heapEarly)} → ${kb(h.heapMid)} → ${kb(h.heapEnd)}), of it compiled code ${h.codeGrowth >= 0 ? '+' : ''}${kb(h.codeGrowth)}`,
          target: '≤ 0.2 MB after warm-up',
          ok: h.dataGrowth <= 0.2 * 1024 * 1024,
          how: `used heap after 2 CDP GCs, after ${h.early} (→ ${h.mid}) → ${h.rounds} real rounds (keys, speed=fast, 960×600 @1x, ${h.secondsPerRound.toFixed(1)} s/round); judged on the data: the same heap without the code V8 compiles as functions get hot (warm-up, not a leak), from a heap snapshot at each point (V8's nodes but type code, shapes' dependent_code lists and what only code holds)`,
        });
      }
    }

    if (o.only.includes('text')) {
      const textCost = await measureTextCost(browser, { cpu: o.cpu, runs: o.runs, outDir: `${distDir}-text-cost` });
      details.textCost = textCost;
      rows.push(...textCostRows(textCost, { cpu: o.cpu, runs: o.runs }));
    }

    if (o.only.includes('sim')) {
      const sims: Partial<Record<GameId, SimRun>> = {};
      for (const g of o.games) {
        sims[g] = await measureSim(g, o.simRounds);
        log(`sim ${g}: ${sims[g]?.roundsPerSecond} rounds/s`);
      }
      details.sim = sims;
      for (const g of o.games) {
        const s = sims[g] as SimRun;
        rows.push({
          figure: 'engine rounds/s',
          subject: g,
          value: s.roundsPerSecond,
          unit: 'rounds/s',
          shown: s.roundsPerSecond.toLocaleString('en'),
          target: '–',
          ok: null,
          how: `\`sim --game ${g} --table ${s.table} --rounds ${s.rounds} --seed bench\` (tsx), its own clock over the rounds`,
        });
      }
    }

    const seconds = Math.round((Date.now() - started) / 1000);
    const machine = {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      memoryGB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      chromium: browser.version(),
      webgl: 'SwiftShader (software)',
    };
    console.log(formatTable(rows));
    const misses = formatMisses(rows);
    if (misses) console.log(`\n${misses}`);
    console.log(
      `\n${machine.cpus} cores (${machine.cpu}), Node ${machine.node}, Chromium ${machine.chromium} with ${machine.webgl}; bench took ${seconds} s`,
    );
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/${stamp}.json`;
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), seconds, machine, options: o, rows, details }, null, 2)}\n`,
    );
    console.log(`written to ${file}`);
  } finally {
    await browser.close();
    await server.close();
    await gameServer.stop();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
