/**
 * The shared blackjack table's figures in real browsers (issue "Shared tables in the browser"):
 * three Chromium contexts at one table on the real server (two players and a spectator) play
 * rounds for `--seconds`; each player's tap (a chip on a box, a decision) is timed from its
 * `pointerdown` to the moment each context's table shows the step it caused (its shown `seq`
 * moves), and the spectator's every byte received after the table opened is counted (Chrome's
 * own network events, compressed sizes), per minute of play.
 *
 *   npx tsx scripts/shared-look/figures.ts --dist DIR [--seconds 60]
 *
 * DIR: a test build (`VITE_ALLOW_SEED=true npx vite build --outDir DIR`). Timings: windows of 3 s,
 * turns of 5 s, 1 s between rounds (the test hook), so a minute holds about eight rounds.
 */
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { clickNode } from '../../tests/e2e/harness';
import { startGameServer, waitReady } from '../../tests/e2e/server-harness';
import { tableState, testHookOf, untilTable } from '../../tests/e2e/shared-table-page';
import { launchBrowser } from '../browser';
import { percentile } from '../cluster/stats';

const { values } = parseArgs({ options: { dist: { type: 'string' }, seconds: { type: 'string', default: '60' } } });
if (!values.dist) throw new Error('--dist DIR: a test build');
const seconds = Number(values.seconds);
const TABLE = 'bj-european-shared';
const server = await startGameServer({ distDir: values.dist });
const browser = await launchBrowser();

interface Shown {
  phase: string;
  seq: number;
  mine: number[];
  asked: { box: number } | null;
}

/** Records, in the page, each time its table shows a new `seq` and each tap's moment (page clock = wall clock). */
const RECORDER = () => {
  const w = window as unknown as {
    __seen: [number, number][];
    __taps: number[];
    __FELT__: { nodes(): { id: string; label: string }[] };
  };
  w.__seen = [];
  w.__taps = [];
  window.addEventListener('pointerdown', () => w.__taps.push(Date.now()), { capture: true });
  let last = -1;
  setInterval(() => {
    const label = w.__FELT__?.nodes().find((n) => n.id === 'bj.state')?.label;
    if (!label) return;
    const seq = (JSON.parse(label) as { seq: number }).seq;
    if (seq !== last) {
      last = seq;
      w.__seen.push([seq, Date.now()]);
    }
  }, 4);
};

const shown = async (page: Page): Promise<Shown> => {
  const s = await tableState<Shown>(page, 'bj.state');
  if (!s) throw new Error('the table is not on screen');
  return s;
};
const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: [number, number][] }).__seen);
const lastTap = (page: Page) => page.evaluate(() => (window as unknown as { __taps: number[] }).__taps.at(-1) ?? 0);

let bytes = 0;
let counting = false;

async function open(count = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 720 } });
  const page = await context.newPage();
  if (count) {
    // Listening from before the page loads: a stream opened before the listener's start is never reported.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.dataReceived', (e) => {
      if (counting) bytes += e.encodedDataLength;
    });
  }
  await page.goto(`${server.url}/?game=blackjack&table=${TABLE}&lang=en`);
  await waitReady(page);
  await page.evaluate(RECORDER);
  await page.waitForTimeout(800);
  return page;
}

const until = (page: Page, ok: (s: Shown) => boolean, ms = 20_000) =>
  untilTable<Shown>(page, 'bj.state', 'the next step', ok, ms);

// The test hook's timings, through a session of its own.
await testHookOf(server.url, TABLE)({ timings: { settleSeconds: 1, bettingSeconds: 3, turnSeconds: 5 } });

// The spectator's bytes once play starts: every response body and stream chunk, as received (compressed).
const [a, b, watcher] = [await open(), await open(), await open(true)] as [Page, Page, Page];
const pages = [a, b, watcher];

await clickNode(a, 'bj.seat.1');
await until(a, (s) => s.mine.includes(1));
await clickNode(b, 'bj.seat.2');
await until(b, (s) => s.mine.includes(2));

const latencies: number[] = [];
/** Taps a node on `page` and times its step to every context's table. */
async function timed(page: Page, id: string): Promise<void> {
  const before = (await shown(page)).seq;
  await clickNode(page, id);
  const tapped = await lastTap(page);
  for (const p of pages) {
    const end = Date.now() + 10_000;
    for (;;) {
      const first = (await seen(p)).find(([seq, at]) => seq > before && at >= tapped);
      if (first) {
        latencies.push(first[1] - tapped);
        break;
      }
      if (Date.now() > end) throw new Error(`a context never showed the step after seq ${before}`);
      await p.waitForTimeout(10);
    }
  }
}

const start = Date.now();
counting = true;
let rounds = 0;
while (Date.now() - start < seconds * 1000) {
  await until(a, (s) => s.phase === 'betting' || s.phase === 'idle');
  await clickNode(a, 'bj.chip.1000');
  await timed(a, 'bj.seat.1');
  await timed(b, 'bj.seat.2');
  await timed(a, 'bj.seat.1');
  for (const [page, box] of [
    [a, 1],
    [b, 2],
  ] as const) {
    const s = await until(page, (x) => x.asked?.box === box || x.phase === 'settled' || x.phase === 'betting');
    if (s.asked?.box === box) await timed(page, 'bj.player.stand');
  }
  await until(watcher, (s) => s.phase === 'settled' || s.phase === 'betting');
  rounds++;
}
const minutes = (Date.now() - start) / 60_000;
const sorted = [...latencies].sort((x, y) => x - y);
console.log(`rounds ${rounds} in ${(minutes * 60).toFixed(0)} s; ${latencies.length / 3} commands × 3 contexts`);
console.log(
  `tap → every context shows it: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)} ms`,
);
console.log(`spectator downloads ${(bytes / 1024 / minutes).toFixed(1)} KB per minute of play (${bytes} bytes)`);
await browser.close();
await server.stop();
