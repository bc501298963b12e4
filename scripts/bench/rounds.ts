/**
 * Real rounds through the UI, as a player plays them with the keyboard (and a click or two to
 * place the first bet): each function starts a round and returns once the table rests in its
 * betting phase again. A round is driven through a `Drive`: in real time (the heap measure, the
 * warm-up) or frame by frame on the page's stepped clock (frames.ts); either way the bench waits
 * for what it needs (the bet registered, DEAL or SPIN enabled) before it presses a key.
 */
import type { Page } from 'playwright-core';
import { type BoardGeometry, spotCentre } from '../../src/view/roulette/board-geometry';
import { clickAt, clickNode, type GameId, nodeInfo, press } from './page';

export interface TableState {
  phase: string;
  busy: boolean;
  history?: number;
  /** DEAL (SPIN) shown and enabled: a press starts the round (the probe's, page.ts). */
  startEnabled?: boolean;
  [key: string]: unknown;
}

export async function tableState(page: Page, game: GameId): Promise<TableState> {
  const s = (await page.evaluate(`window.__BENCH__.state(${JSON.stringify(game)})`)) as TableState | null;
  if (!s) throw new Error(`${game}: no table state on screen`);
  return s;
}

/** How the bench moves a table on: in real time, or frame by frame on the page's stepped clock. */
export interface Drive {
  readonly page: Page;
  /** Lets the table run until `ok`; null once `timeoutMs` of the table's time has gone by. */
  until(game: GameId, ok: (s: TableState) => boolean, timeoutMs?: number): Promise<TableState | null>;
  /** Presses a key (the table answers in the frames that follow). */
  press(key: string): Promise<void>;
  /** Lets the table run a little (a tenth of a second, or one frame). */
  pause(): Promise<void>;
}

/** Real time: the table's state polled every 100 ms (the polling must not load the page). */
export function realTime(page: Page): Drive {
  return {
    page,
    until: async (game, ok, timeout = 60_000) => {
      const end = Date.now() + timeout;
      for (;;) {
        const s = await tableState(page, game);
        if (ok(s)) return s;
        if (Date.now() > end) return null;
        await page.waitForTimeout(100);
      }
    },
    press: (key) => press(page, key),
    pause: () => page.waitForTimeout(100),
  };
}

/** `until` that must succeed: the error says what the table showed instead. */
export async function must(
  d: Drive,
  game: GameId,
  ok: (s: TableState) => boolean,
  what: string,
  timeout = 60_000,
): Promise<TableState> {
  const s = await d.until(game, ok, timeout);
  if (s) return s;
  const now = await tableState(d.page, game);
  throw new Error(`${game}: table stuck waiting for ${what}: ${JSON.stringify(now).slice(0, 300)}`);
}

export const resting = (s: TableState) => s.phase === 'betting' && !s.busy;

const START_ID: Record<GameId, string> = { blackjack: 'bj.deal', baccarat: 'bac.deal', roulette: 'rou.spin' };

/**
 * Presses `key` once DEAL (SPIN) is enabled, then waits until the round has visibly started: the
 * phase left betting, the control went off (a round so quick it was over between two looks leaves
 * it off, with the bets taken), or `started` says so. A press that changed nothing is repeated.
 */
export async function startRound(d: Drive, game: GameId, key: string, started: (s: TableState) => boolean) {
  await must(d, game, (s) => s.phase === 'betting' && s.startEnabled === true, `${START_ID[game]} enabled`, 20_000);
  for (let attempt = 0; attempt < 3; attempt++) {
    await d.press(key);
    const s = await d.until(game, (x) => x.phase !== 'betting' || !x.startEnabled || started(x), 5_000);
    if (s) return;
  }
  const prefix = { blackjack: 'bj', baccarat: 'bac', roulette: 'rou' }[game];
  const note = await nodeInfo(d.page, `${prefix}.message`).catch(() => null);
  const s = await tableState(d.page, game);
  throw new Error(`${game}: ${key} did not start a round (${JSON.stringify(s).slice(0, 300)}; "${note?.label ?? ''}")`);
}

/** After DEAL: S on every hand and N to insurance until the table rests again. */
export async function standOut(d: Drive): Promise<void> {
  for (;;) {
    const s = await must(d, 'blackjack', (x) => !x.busy, 'the table to settle');
    if (s.phase === 'betting') return;
    if (s.phase === 'playerTurn') await d.press('s');
    else if (s.phase === 'insurance') await d.press('n');
    else await d.pause();
  }
}

/** Blackjack at bj-classic: one chip on seat 1 (REBET after the first round), Space, S on every hand, N to insurance. */
async function blackjackRound(page: Page, first: boolean): Promise<void> {
  const d = realTime(page);
  await must(d, 'blackjack', resting, 'betting');
  if (first) {
    await clickNode(page, 'bj.chip.100');
    await clickNode(page, 'bj.seat.1');
  } else await clickNode(page, 'bj.rebet');
  await startRound(d, 'blackjack', 'Space', () => false);
  await standOut(d);
}

/** Baccarat: P puts a chip on PLAYER (R repeats the last bets after the first round), Enter deals. */
async function baccaratRound(page: Page, first: boolean): Promise<void> {
  const d = realTime(page);
  const before = await must(d, 'baccarat', resting, 'betting');
  await d.press(first ? 'p' : 'r');
  await startRound(d, 'baccarat', 'Enter', (s) => s.history !== before.history);
  await must(d, 'baccarat', (s) => resting(s) && s.history !== before.history, 'the round to end');
}

/** Taps an even-money box of the roulette layout (from its geometry, as the browser tests do). */
async function tapRouletteSpot(page: Page, spot: string): Promise<void> {
  const raw = JSON.parse((await nodeInfo(page, 'rou.board')).label) as BoardGeometry & { x: number; y: number };
  const c = spotCentre(raw, spot);
  if (!c) throw new Error(`no roulette spot ${spot}`);
  await clickAt(page, raw.x + c.x, raw.y + c.y);
}

export const hasBets = (s: TableState) => Array.isArray(s.bets) && s.bets.length > 0;

/** A chip on RED (R rebets after the first round), waited for until the table has taken it. */
export async function rouletteBet(page: Page, first: boolean): Promise<void> {
  const d = realTime(page);
  await must(d, 'roulette', resting, 'betting');
  if (first) await tapRouletteSpot(page, 'red');
  else await d.press('r');
  await must(d, 'roulette', (s) => hasBets(s) && s.startEnabled === true, 'the bet and SPIN', 10_000);
}

/** Roulette: a chip on RED (R rebets after the first round), Space spins. */
async function rouletteRound(page: Page, first: boolean): Promise<void> {
  const d = realTime(page);
  await rouletteBet(page, first);
  await startRound(d, 'roulette', 'Space', () => false);
  await must(d, 'roulette', resting, 'the spin to end');
}

/** Plays one real round at the table the page shows; `first` places the first bet by hand. */
export function playRound(page: Page, game: GameId, first: boolean): Promise<void> {
  if (game === 'blackjack') return blackjackRound(page, first);
  if (game === 'baccarat') return baccaratRound(page, first);
  return rouletteRound(page, first);
}
