/**
 * `npm run bench:tap [-- --steps=40 --rebuild]`: how long a tap takes to move cards when the
 * round is played on the game server. Builds the client once into test-results/bench-tap-dist
 * (reused on later runs unless --rebuild), starts the real server (`npm start`'s app) on an
 * embedded PGlite in a temporary directory, and plays blackjack at bj-h17-8deck in headless
 * Chromium (a phone's CSS size, turbo speed) for about `steps` taps: DEAL, then HIT to 11 and STAND
 * (insurance declined), round after round, dealt from the player's fair seeds (no test seed).
 *
 * Prints one JSON line (figures only, nothing asserted):
 * - `api`: the round calls' round trips as the page's API client timed them (`__FELT__.apiTimings()`
 *   entries of `/v1/tables/…/rounds` and `/v1/rounds/…/actions`), p50/p95 in ms;
 * - `tapToCards`: from the tap's pointerdown to the first animation frame in which a card on the
 *   table is added or turned (the dealt card leaving the shoe, the hole card turning), p50/p95 ms,
 *   for every tap, for DEAL (which sweeps the last round's cards first) and for the decisions.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import type { NodeInfo } from '../src/look/inspector';
import { startGameServer } from '../tests/e2e/server-harness';
import { launchBrowser } from './browser';

const TABLE = 'bj-h17-8deck';
const CHIP = 100;
const ROUND_CALL = /\/v1\/(tables\/[^/]+\/rounds|rounds\/[^/]+\/actions)$/;

function options(argv: readonly string[]): { steps: number; rebuild: boolean } {
  const o = { steps: 40, rebuild: false };
  for (const arg of argv) {
    const m = /^--steps=(\d+)$/.exec(arg);
    if (m) o.steps = Number(m[1]);
    else if (arg === '--rebuild') o.rebuild = true;
    else throw new Error(`unexpected argument ${arg} (options: --steps=N, --rebuild)`);
  }
  return o;
}

const log = (line: string) => process.stderr.write(`${line}\n`);

function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, i)] as number) * 10) / 10;
}

const figures = (values: readonly number[]) => ({
  n: values.length,
  p50: percentile(values, 50),
  p95: percentile(values, 95),
});

interface TableState {
  phase: string;
  busy: boolean;
  dealer: (string | null)[];
  seats: Record<string, (string | null)[][]>;
}

type Felt = { ready: boolean; nodes(): NodeInfo[]; apiTimings(): number[] };

const nodes = (page: Page) => page.evaluate(() => (window as unknown as { __FELT__: Felt }).__FELT__.nodes());

async function state(page: Page): Promise<TableState> {
  const n = (await nodes(page)).find((x) => x.id === 'bj.state');
  if (!n) throw new Error('the blackjack table is not on screen');
  return JSON.parse(n.label) as TableState;
}

/** Taps a node once it is on screen and enabled (a chip still flying keeps DEAL waiting). */
async function click(page: Page, id: string): Promise<void> {
  const end = Date.now() + 10_000;
  let n = (await nodes(page)).find((x) => x.id === id);
  while (!n?.enabled) {
    if (Date.now() > end) throw new Error(`no enabled node ${id} on screen`);
    await page.waitForTimeout(20);
    n = (await nodes(page)).find((x) => x.id === id);
  }
  await page.mouse.click(n.x + n.width / 2, n.y + n.height / 2);
  // (as the browser tests do: the frames after a tap drawn before the next one)
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Arms the page for one tap: its pointerdown's time, then every animation frame until a card on
 * the table is added or turns face up (a sweep of the last round's cards first is not that).
 * (A string: the bundler's helpers for named functions do not exist in the page.)
 */
const ARM = `(() => {
  const count = () => {
    const label = window.__FELT__.nodes().find((n) => n.id === 'bj.state')?.label;
    const s = label ? JSON.parse(label) : null;
    const cards = s ? [s.dealer, ...Object.values(s.seats).flat()].flat() : [];
    return { total: cards.length, up: cards.filter((c) => c !== null).length };
  };
  window.__tap = undefined;
  window.addEventListener('pointerdown', (e) => {
    const tap = { at: e.timeStamp, moved: null };
    window.__tap = tap;
    let low = count();
    const frame = () => {
      const now = count();
      if (now.total > low.total || now.up > low.up) {
        tap.moved = performance.now();
        return;
      }
      low = { total: Math.min(low.total, now.total), up: Math.min(low.up, now.up) };
      if (performance.now() - tap.at < 15000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, { capture: true, once: true });
})()`;

/**
 * Waits until the tap was answered and the table rests for the player's next input, changed by
 * it: another phase or other cards, or cards that came and went (a blackjack dealt and settled at
 * once ends where it began: betting, the table swept).
 */
async function rest(page: Page, before: string, tap: string, timed: number): Promise<TableState> {
  const end = Date.now() + 30_000;
  for (;;) {
    const s = await state(page);
    const shown = JSON.stringify({ phase: s.phase, dealer: s.dealer, seats: s.seats });
    const seen = await page.evaluate(
      () => (window as unknown as { __FELT__: Felt; __tap?: { moved: number | null } }).__tap?.moved != null,
    );
    const answered = await page.evaluate(() => (window as unknown as { __FELT__: Felt }).__FELT__.apiTimings().length);
    const changed = shown !== before || seen;
    if (answered > timed && changed && !s.busy && ['betting', 'playerTurn', 'insurance'].includes(s.phase)) return s;
    if (Date.now() > end) {
      const message = (await nodes(page)).find((x) => x.id === 'bj.message')?.label;
      throw new Error(`the table did not rest after ${tap} (${s.phase}, busy ${s.busy}, "${message}"): ${before}`);
    }
    await page.waitForTimeout(20);
  }
}

const total = (cards: readonly (string | null)[]) => {
  let sum = 0;
  let aces = 0;
  for (const c of cards) {
    if (!c) continue;
    const r = c[0] as string;
    sum += r === 'A' ? 11 : /[TJQK]/.test(r) ? 10 : Number(r);
    if (r === 'A') aces++;
  }
  for (; sum > 21 && aces > 0; aces--) sum -= 10;
  return sum;
};

/** The tap this state asks for: deal a new round, decline insurance, hit to 11, else stand. */
async function nextTap(page: Page, s: TableState): Promise<string> {
  if (s.phase === 'betting') {
    await click(page, `bj.chip.${CHIP}`);
    await click(page, 'bj.seat.1');
    return 'bj.deal';
  }
  if (s.phase === 'insurance') return 'bj.insurance.decline';
  const hand = s.seats['1']?.find((h) => h.length > 0) ?? [];
  return total(hand) <= 11 ? 'bj.player.hit' : 'bj.player.stand';
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  const distDir = resolve('test-results/bench-tap-dist');
  const reused = !o.rebuild && existsSync(join(distDir, 'index.html'));
  if (!reused) {
    log('building the client into test-results/bench-tap-dist …');
    await build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  }
  const server = await startGameServer({ distDir });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The answers of the page's calls, in the order they came: which of its timings are round calls.
    const answered: string[] = [];
    page.on('requestfinished', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/v1/')) answered.push(path);
    });
    await page.goto(`${server.url}/play.html?game=blackjack&table=${TABLE}&balance=1000000&lang=en&speed=fast`);
    await page.waitForFunction(() => (window as unknown as { __FELT__?: Felt }).__FELT__?.ready === true);
    log(`playing ${o.steps} taps at ${TABLE} on ${server.url} …`);
    const api: number[] = [];
    const tapToCards: { deal: number[]; action: number[] } = { deal: [], action: [] };
    let s = await rest(page, '', 'loading', -1);
    for (let step = 0; step < o.steps; step++) {
      const tap = await nextTap(page, s);
      const before = JSON.stringify({ phase: s.phase, dealer: s.dealer, seats: s.seats });
      const timed = await page.evaluate(() => (window as unknown as { __FELT__: Felt }).__FELT__.apiTimings().length);
      const seen = answered.length;
      await page.evaluate(ARM);
      await click(page, tap);
      s = await rest(page, before, tap, timed);
      const timings = await page.evaluate(
        (from) => (window as unknown as { __FELT__: Felt }).__FELT__.apiTimings().slice(from),
        timed,
      );
      const paths = answered.slice(seen);
      // Paired by order when every answered call was timed; else only a step of round calls alone.
      if (paths.length === timings.length) {
        for (const [i, t] of timings.entries()) if (ROUND_CALL.test(paths[i] ?? '')) api.push(t);
      } else if (paths.every((p) => ROUND_CALL.test(p))) api.push(...timings);
      const moved = await page.evaluate(() => {
        const t = (window as unknown as { __tap?: { at: number; moved: number | null } }).__tap;
        return t && t.moved !== null ? t.moved - t.at : null;
      });
      if (moved !== null) tapToCards[tap === 'bj.deal' ? 'deal' : 'action'].push(moved);
    }
    const result = {
      bench: 'tap',
      table: TABLE,
      steps: o.steps,
      build: reused ? 'reused' : 'built',
      api: figures(api),
      // DEAL: the last round's cards are swept first; HIT, STAND: the card drawn or the hole turned.
      tapToCards: {
        all: figures([...tapToCards.deal, ...tapToCards.action]),
        deal: figures(tapToCards.deal),
        action: figures(tapToCards.action),
      },
      // (a shared machine's load moves every figure: said with them)
      loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      cpus: cpus().length,
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(`bench:tap: ${(e as Error).stack ?? e}`);
  process.exit(1);
});
