/**
 * `npm run lighthouse [-- --runs=3 --pages=lobby,roulette --categories=performance --dist=dist
 * --out=test-results/lighthouse-dist --url=http://127.0.0.1:3000 --save]`: Lighthouse's mobile
 * audit (its default config: a Moto G Power's screen, simulated slow 4G and a 4× slower CPU) of
 * the lobby and of each game's launch, as `npm start` serves them: a production build (no seeds),
 * made fresh into `--out` (or `--dist`, a build served as it is), on the game server (the real app
 * on an embedded PGlite in a temporary directory; `--url`: a server already running instead, and
 * nothing built). Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) through
 * chrome-launcher, a fresh browser for each run. Of each page's runs the one of median
 * performance score is printed: its metrics, the scripts that kept the main thread busiest, the
 * long tasks and the LCP element. The summary goes to bench/results/lighthouse-<timestamp>.json;
 * `--save` writes each median run's full report and trace beside it (DevTools' Performance panel
 * opens the trace; `--js-samples` adds V8's sampling profiler to it, which costs some time).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result, type Trace } from 'lighthouse';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { build } from 'vite';
import { startGameServer } from '../tests/e2e/server-harness';
import { CHROMIUM_ARGS } from './browser';
import { findChromium, INSTALL_HINT } from './chromium.mjs';

const PAGES = {
  lobby: '/?lang=en',
  blackjack: '/play.html?game=blackjack&lang=en',
  baccarat: '/play.html?game=baccarat&lang=en',
  roulette: '/play.html?game=roulette&lang=en',
} as const;
type PageId = keyof typeof PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The flags every script and browser test drives Chromium with (scripts/browser.ts), headless. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * Lighthouse 12.2.3's trace engine reads each frame's sequence number from PipelineReporter's
 * `args.chrome_frame_reporter`, which today's Chromium calls `frame_reporter`: without that name the
 * LCP element, render-blocking, layout-shift and lazy-LCP audits fail ("reading 'frame_sequence'").
 * The trace gets the old name beside the new one as Lighthouse collects it.
 */
const collect = TraceGatherer.endTraceAndCollectEvents.bind(TraceGatherer);
TraceGatherer.endTraceAndCollectEvents = async (session) => {
  const trace = await collect(session);
  for (const e of trace.traceEvents) {
    const args = e.args as Record<string, unknown> | undefined;
    if (e.name === 'PipelineReporter' && args?.frame_reporter && !args.chrome_frame_reporter)
      args.chrome_frame_reporter = args.frame_reporter;
  }
  return trace;
};

interface Options {
  runs: number;
  pages: PageId[];
  categories: string[];
  url: string | null;
  dist: string | null;
  out: string;
  save: boolean;
  jsSamples: boolean;
}

function parseOptions(argv: readonly string[]): Options {
  const o: Options = {
    runs: 3,
    pages: Object.keys(PAGES) as PageId[],
    categories: [...CATEGORIES],
    url: null,
    dist: null,
    out: 'test-results/lighthouse-dist',
    save: false,
    jsSamples: false,
  };
  for (const arg of argv) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`unexpected argument ${arg} (options are --name=value)`);
    const [, name, v = ''] = m as unknown as [string, string, string | undefined];
    const list = v.split(',').filter(Boolean);
    if (name === 'runs') {
      o.runs = Math.round(Number(v));
      if (!(o.runs >= 1)) throw new Error(`--runs must be a positive number, got ${v}`);
    } else if (name === 'pages') {
      for (const p of list) if (!(p in PAGES)) throw new Error(`--pages: unknown page ${p}`);
      o.pages = list as PageId[];
    } else if (name === 'categories') {
      for (const c of list)
        if (!(CATEGORIES as readonly string[]).includes(c)) throw new Error(`--categories: unknown category ${c}`);
      o.categories = list.includes('performance') ? list : ['performance', ...list];
    } else if (name === 'url') o.url = v.replace(/\/+$/, '');
    else if (name === 'dist') o.dist = v;
    else if (name === 'out') o.out = v;
    else if (name === 'save') o.save = true;
    else if (name === 'js-samples') o.jsSamples = true;
    else throw new Error(`unknown option --${name}`);
  }
  return o;
}

/** What the summary keeps of one Lighthouse run. */
interface RunSummary {
  scores: Record<string, number | null>;
  /** Milliseconds (CLS: unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; si: number; tti: number; cls: number };
  bootup: { url: string; total: number; scripting: number; parse: number }[];
  mainThread: { group: string; ms: number }[];
  longTasks: { url: string; start: number; ms: number }[];
  lcpElement: { label: string; selector: string; snippet: string } | null;
  lcpPhases: { phase: string; ms: number }[];
  /** The page's main thread from the first contentful paint to the trace's end, as observed (no simulation). */
  cpu: CpuFigures | null;
  warnings: string[];
  benchmarkIndex: number;
  /** The machine's 1-minute load average as the run started. */
  load: number;
}

/**
 * A busy machine stretches a task's wall time while the renderer waits for a core (or for the GPU
 * process, itself waiting), and Lighthouse counts wall time: `tbt4x` blocks with the tasks' thread
 * CPU time instead (Σ of 4 × CPU − 50 ms over the main thread's tasks from navigation on, before and
 * after FCP and TTI alike), a figure that moves far less when other work shares the machine.
 */
type CpuFigures = { wallMs: number; cpuMs: number; tbt4x: number };

function cpuFigures(trace: Trace | undefined, url: string): CpuFigures | null {
  const events = (trace?.traceEvents ?? []) as (Trace['traceEvents'][number] & { tdur?: number })[];
  const nav = events.find((e) => e.name === 'navigationStart' && e.args.data?.documentLoaderURL === url);
  if (!nav) return null;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts);
  const sum = (f: (e: (typeof tasks)[number]) => number) => tasks.reduce((a, e) => a + f(e), 0) / 1000;
  return {
    wallMs: sum((e) => e.dur ?? 0),
    cpuMs: sum((e) => e.tdur ?? 0),
    tbt4x: sum((e) => Math.max(0, 4 * (e.tdur ?? 0) - 50_000)),
  };
}

type Item = Record<string, unknown>;

function itemsOf(lhr: Result, id: string): Item[] {
  const d = lhr.audits[id]?.details as { items?: Item[] } | undefined;
  return d?.items ?? [];
}

function summarize(lhr: Result, base: string, trace: Trace | undefined, load: number): RunSummary {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const short = (u: unknown) => String(u ?? '').replace(base, '') || '/';
  const lcpLists = itemsOf(lhr, 'largest-contentful-paint-element') as { items?: Item[] }[];
  const node = lcpLists[0]?.items?.[0]?.node as Item | undefined;
  const failed = itemsOf(lhr, 'network-requests').flatMap((i) =>
    Number(i.statusCode) >= 400 ? [`HTTP ${i.statusCode} ${short(i.url)}`] : [],
  );
  // NO_LCP: the loader was never presented (its frame dropped while the GPU process was busy): no score.
  const lcpError = lhr.audits['largest-contentful-paint']?.errorMessage;
  const noScore = lhr.categories.performance?.score == null ? [`no performance score: ${lcpError ?? '?'}`] : [];
  const consoleErrors = itemsOf(lhr, 'errors-in-console').map((i) => `console: ${String(i.description).slice(0, 160)}`);
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, c.score])),
    metrics: {
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      si: num('speed-index'),
      tti: num('interactive'),
      cls: num('cumulative-layout-shift'),
    },
    bootup: itemsOf(lhr, 'bootup-time').map((i) => ({
      url: short(i.url),
      total: Number(i.total),
      scripting: Number(i.scripting),
      parse: Number(i.scriptParseCompile),
    })),
    mainThread: itemsOf(lhr, 'mainthread-work-breakdown').map((i) => ({
      group: String(i.groupLabel ?? i.group),
      ms: Number(i.duration),
    })),
    longTasks: itemsOf(lhr, 'long-tasks').map((i) => ({
      url: short(i.url),
      start: Number(i.startTime),
      ms: Number(i.duration),
    })),
    lcpElement: node
      ? { label: String(node.nodeLabel), selector: String(node.selector), snippet: String(node.snippet) }
      : null,
    lcpPhases: ((lcpLists[1]?.items ?? []) as Item[]).map((i) => ({ phase: String(i.phase), ms: Number(i.timing) })),
    cpu: cpuFigures(trace, lhr.requestedUrl ?? ''),
    // A failed call or a console error: the page may not have got as far as a player's launch does.
    warnings: [...lhr.runWarnings.map(String), ...new Set(failed), ...consoleErrors, ...noScore],
    benchmarkIndex: lhr.environment.benchmarkIndex,
    load,
  };
}

const log = (s: string) => process.stderr.write(`${s}\n`);
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : '–');
const sec = (x: number) => (Number.isFinite(x) ? `${(x / 1000).toFixed(2)} s` : '–');
const score = (x: number | null | undefined) => (x == null ? '–' : x.toFixed(2));

/** One Lighthouse run of `url` in a Chromium of its own. */
async function runOnce(url: string, o: Options, chromePath: string): Promise<{ lhr: Result; trace?: Trace }> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: o.categories,
      ...(o.jsSamples ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, trace: (result.artifacts as { Trace?: Trace }).Trace };
  } finally {
    chrome.kill();
  }
}

/** The run of median performance score (of an even count, the lower of the middle two) of those that have one. */
function medianRun<T extends { summary: RunSummary }>(runs: readonly T[]): T {
  const scored = runs.filter((r) => r.summary.scores.performance != null);
  const sorted = (scored.length ? scored : runs).toSorted(
    (a, b) => a.summary.scores.performance! - b.summary.scores.performance!,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) =>
    r
      .map((x, i) => x.padEnd(widths[i] as number))
      .join(' │ ')
      .trimEnd();
  return [line(head), widths.map((w) => '─'.repeat(w)).join('─┼─'), ...rows.map(line)].join('\n');
}

function report(results: { page: PageId; runs: RunSummary[]; median: RunSummary }[]): string {
  const others = CATEGORIES.filter((c) => c !== 'performance' && results[0]?.median.scores[c] !== undefined);
  const head = ['page', 'perf (runs)', 'FCP', 'LCP', 'TBT', 'SI', 'TTI', 'CLS', 'CPU TBT', 'CPU %', 'load', ...others];
  const rows = results.map(({ page, runs, median: m }) => [
    page,
    `${score(m.scores.performance)} (${runs.map((r) => score(r.scores.performance)).join(' ')})`,
    sec(m.metrics.fcp),
    sec(m.metrics.lcp),
    ms(m.metrics.tbt),
    sec(m.metrics.si),
    sec(m.metrics.tti),
    m.metrics.cls.toFixed(3),
    ms(m.cpu?.tbt4x ?? Number.NaN),
    m.cpu ? `${Math.round((100 * m.cpu.cpuMs) / m.cpu.wallMs)}%` : '–',
    m.load.toFixed(1),
    ...others.map((c) => score(m.scores[c])),
  ]);
  const out = [
    table(head, rows),
    '',
    'targets: performance ≥ 0.90, TBT ≤ 200 ms, LCP ≤ 2.5 s. CPU TBT: Σ(4 × thread CPU − 50 ms) of the main',
    "thread's tasks from navigation on, as observed; CPU %: their CPU time over their wall time (far under 100%: the",
    'page waited for a busy machine or GPU process, and the wall-clock figures are stretched); load: 1-min load average.',
  ];
  for (const { page, median: m } of results) {
    out.push('', `── ${page} (median run; Lighthouse's simulated times: observed CPU × 4, slow 4G)`);
    const boot = m.bootup.slice(0, 4).map((b) => `${b.url} ${ms(b.total)} (script ${ms(b.scripting)})`);
    out.push(`  bootup-time: ${boot.join('; ') || '–'}`);
    const work = m.mainThread.slice(0, 5).map((w) => `${w.group} ${ms(w.ms)}`);
    out.push(`  main-thread work: ${work.join('; ') || '–'}`);
    const tasks = [...m.longTasks].sort((a, b) => b.ms - a.ms).slice(0, 6);
    out.push(
      `  long tasks (${m.longTasks.length}): ${tasks.map((t) => `${t.url} ${ms(t.ms)} @${ms(t.start)}`).join('; ')}`,
    );
    const lcp = m.lcpElement ? `${m.lcpElement.label} [${m.lcpElement.selector}]` : '–';
    const phases = m.lcpPhases.map((p) => `${p.phase} ${ms(p.ms)}`).join(', ');
    out.push(`  LCP element: ${lcp}${phases ? ` — ${phases}` : ''}`);
    for (const w of m.warnings) out.push(`  warning: ${w}`);
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  const chromePath = findChromium();
  if (!chromePath) throw new Error(INSTALL_HINT);
  const started = Date.now();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  mkdirSync('bench/results', { recursive: true });
  let base = o.url;
  let stop = async () => {};
  if (!base) {
    const distDir = resolve(o.dist ?? o.out);
    if (!o.dist) {
      log(`building the game as \`npm start\` does into ${o.out} …`);
      await build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
    }
    const server = await startGameServer({ distDir });
    base = server.url;
    stop = server.stop;
    log(`game server on ${base} serving ${distDir}`);
  }
  const results: { page: PageId; url: string; runs: RunSummary[]; median: RunSummary }[] = [];
  try {
    for (const page of o.pages) {
      const url = `${base}${PAGES[page]}`;
      const runs: { summary: RunSummary; lhr: Result; trace?: Trace }[] = [];
      for (let i = 0; i < o.runs; i++) {
        const load = loadavg()[0] ?? 0;
        const { lhr, trace } = await runOnce(url, o, chromePath);
        const summary = summarize(lhr, base, trace, load);
        runs.push({ summary, lhr, trace });
        const m = summary.metrics;
        log(
          `${page} run ${i + 1}/${o.runs}: performance ${score(summary.scores.performance)}, FCP ${sec(m.fcp)}, LCP ${sec(m.lcp)}, TBT ${ms(m.tbt)}, SI ${sec(m.si)}; CPU TBT ${ms(summary.cpu?.tbt4x ?? Number.NaN)}, load ${load.toFixed(1)}`,
        );
      }
      const mid = medianRun(runs);
      results.push({ page, url, runs: runs.map((r) => r.summary), median: mid.summary });
      if (o.save) {
        writeFileSync(`bench/results/lighthouse-${stamp}-${page}.report.json`, JSON.stringify(mid.lhr));
        writeFileSync(`bench/results/lighthouse-${stamp}-${page}.trace.json`, JSON.stringify(mid.trace));
      }
    }
  } finally {
    await stop();
  }
  console.log(report(results));
  const file = `bench/results/lighthouse-${stamp}.json`;
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? '?', chromium: chromePath, load: loadavg() };
  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), seconds, machine, options: o, results }, null, 2)}\n`,
  );
  log(`\nwritten ${file}${o.save ? ' (and the median runs’ reports and traces beside it)' : ''} in ${seconds} s`);
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
