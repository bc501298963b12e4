/**
 * The JS heap over many real rounds: the used heap after garbage collection at three points, and
 * beside it the same heap without the code V8 compiled meanwhile (heap-snapshot.ts), the figure
 * growth is judged on. `npm run bench` (index.ts) and the smoke test call it through measure.ts.
 */
import type { Browser } from 'playwright-core';
import { heapSplit } from './heap-snapshot';
import { FIRST_TABLE, type GameId, heapUsed, newPage, SMALL, screenPath, waitPlayable } from './page';
import { measureIdle, waitQuiet } from './rest';
import { playRound } from './rounds';

/** The heap at one point: bytes used after two full collections, and of them the code and the rest. */
interface HeapPoint {
  used: number;
  code: number;
  data: number;
}

export interface HeapReport {
  table: string;
  rounds: number;
  /** Used JS heap after GC, bytes: after `early` rounds and after `rounds`. */
  early: number;
  heapEarly: number;
  /** Halfway between `early` and `rounds`: growth that slows down is warm-up, not a leak. */
  mid: number;
  heapMid: number;
  heapEnd: number;
  growth: number;
  /** The same three points split into compiled code and data (a heap snapshot each). */
  points: { early: HeapPoint; mid: HeapPoint; end: HeapPoint };
  /** The data's growth from `early` to `rounds`: the used heap's without the code compiled meanwhile. */
  dataGrowth: number;
  codeGrowth: number;
  /** Wall-clock seconds per round (speed=fast, unthrottled), the measuring left out. */
  secondsPerRound: number;
  /** Frames per second drawn at rest after the last round (when `idleSeconds` was given). */
  idleFps: number | null;
}

/**
 * Plays `rounds` real rounds through the UI (keys and clicks, speed=fast, a small window at one
 * device pixel per CSS pixel) and compares the used JS heap after garbage collection (CDP
 * HeapProfiler.collectGarbage, Runtime.getHeapUsage) after `early` rounds, halfway and after all
 * of them, each with a heap snapshot's split of it into compiled code and data.
 */
export async function measureHeap(
  browser: Browser,
  target: { baseUrl: string },
  game: GameId,
  opts: { rounds: number; early: number; idleSeconds?: number; onRound?: (n: number) => void },
): Promise<HeapReport> {
  const early = Math.min(opts.early, opts.rounds);
  const bp = await newPage(browser, SMALL);
  let measuring = 0;
  const point = async (): Promise<HeapPoint> => {
    const t = Date.now();
    const used = await heapUsed(bp.cdp);
    const { code, data } = await heapSplit(bp.cdp);
    measuring += Date.now() - t;
    return { used, code, data };
  };
  try {
    await bp.page.goto(target.baseUrl + screenPath(game, 'bench-heap'));
    await waitPlayable(bp.page, game);
    const mid = Math.round((early + opts.rounds) / 2);
    const points: Partial<Record<'early' | 'mid', HeapPoint>> = {};
    const started = Date.now();
    for (let n = 1; n <= opts.rounds; n++) {
      await playRound(bp.page, game, n === 1);
      opts.onRound?.(n);
      if (n === early) points.early = await point();
      if (n === mid) points.mid = await point();
    }
    const seconds = (Date.now() - started - measuring) / 1000;
    await waitQuiet(bp.page);
    const end = await point();
    const idleFps = opts.idleSeconds ? await measureIdle(bp.page, opts.idleSeconds) : null;
    if (bp.errors.length) throw new Error(`${game}: page errors: ${bp.errors.join('; ')}`);
    const first = points.early ?? end;
    const half = points.mid ?? end;
    return {
      table: FIRST_TABLE[game],
      rounds: opts.rounds,
      early,
      heapEarly: first.used,
      mid,
      heapMid: half.used,
      heapEnd: end.used,
      growth: end.used - first.used,
      points: { early: first, mid: half, end },
      dataGrowth: end.data - first.data,
      codeGrowth: end.code - first.code,
      secondsPerRound: seconds / opts.rounds,
      idleFps,
    };
  } finally {
    await bp.close();
  }
}
