/**
 * The roulette table as the browser tests see it: its state through the inspector's `rou.state`
 * node, where each betting position and racetrack bet is on screen (from the layout's own
 * geometry, which the `rou.board` and `rou.track` nodes place), and the player's taps and drags.
 */
import { type BoardGeometry, spotCentre } from '../../src/view/roulette/board-geometry';
import {
  numberCentre,
  SECTORS,
  type Sector,
  sectorCentre,
  type TrackGeometry,
} from '../../src/view/roulette/track-geometry';
import { clickCanvas, node, pageOf, type Surface, settle } from './harness';

export const START = 100_000;
export const TABLE = 'roulette-european';

export const url = (seed: string, extra = '') =>
  `/play.html?game=roulette&table=${TABLE}&seed=${seed}&balance=${START}&lang=en${extra}`;

export interface RouletteState {
  phase: string;
  busy: boolean;
  chip: number;
  bets: { bet: string; amount: number }[];
  number: number | null;
  resting: number;
  spinning: boolean;
  recent: number[];
  /** Chips flown from the tray to a bet so far. */
  flown: number;
}

export async function tableState(page: Surface): Promise<RouletteState> {
  return JSON.parse((await node(page, 'rou.state')).label) as RouletteState;
}

export async function waitForPhase(page: Surface, phases: string[], timeout = 30_000, busyOk = false) {
  const end = Date.now() + timeout;
  for (;;) {
    const s = await tableState(page);
    if (phases.includes(s.phase) && (busyOk || !s.busy)) {
      await settle(page);
      return s;
    }
    if (Date.now() > end) throw new Error(`table stuck in ${s.phase} (busy ${s.busy}), waiting for ${phases}`);
    await page.waitForTimeout(50);
  }
}

interface Placed<G> {
  geometry: G;
  x: number;
  y: number;
  view: { x: number; y: number; width: number; height: number };
}

async function placed<G>(page: Surface, id: string): Promise<Placed<G>> {
  const raw = JSON.parse((await node(page, id)).label) as G & { x: number; y: number; view: Placed<G>['view'] };
  return { geometry: raw, x: raw.x, y: raw.y, view: raw.view };
}

/** Where the betting layout sits on screen and the viewport it shows in (a drag would move the first). */
export async function placedBoard(page: Surface): Promise<{ x: number; y: number; view: Placed<unknown>['view'] }> {
  const { x, y, view } = await placed<BoardGeometry>(page, 'rou.board');
  return { x, y, view };
}

/** Drags a panning viewport so that a screen point comes well inside it. */
async function bringIntoView(page: Surface, view: Placed<unknown>['view'], p: { x: number; y: number }) {
  const margin = 12;
  const cx = view.x + view.width / 2;
  const cy = view.y + view.height / 2;
  const inside =
    p.x > view.x + margin &&
    p.x < view.x + view.width - margin &&
    p.y > view.y + margin &&
    p.y < view.y + view.height - margin;
  if (inside) return false;
  const { mouse } = pageOf(page);
  await mouse.move(cx, cy);
  await mouse.down();
  await mouse.move(cx + (cx - p.x) / 2, cy + (cy - p.y) / 2, { steps: 4 });
  await mouse.move(cx + (cx - p.x), cy + (cy - p.y), { steps: 4 });
  await mouse.up();
  await settle(page);
  return true;
}

/** Taps the point of the layout where a position's chip goes (dragging the layout first if needed). */
export async function tapPosition(page: Surface, name: string): Promise<{ x: number; y: number }> {
  for (let i = 0; i < 4; i++) {
    const b = await placed<BoardGeometry>(page, 'rou.board');
    const c = spotCentre(b.geometry, name);
    if (!c) throw new Error(`no spot for ${name}`);
    const p = { x: b.x + c.x, y: b.y + c.y };
    if (i < 3 && (await bringIntoView(page, b.view, p))) continue;
    await clickCanvas(page, p.x, p.y);
    return p;
  }
  throw new Error(`could not bring ${name} into view`);
}

/** Taps a racetrack number (its neighbours bet) or sector (its announced bet). */
export async function tapTrack(page: Surface, bet: string): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const tr = await placed<TrackGeometry>(page, 'rou.track');
    const c = SECTORS.includes(bet as Sector)
      ? sectorCentre(tr.geometry, bet as Sector)
      : numberCentre(tr.geometry, Number(bet.split(':')[1]));
    const p = { x: tr.x + c.x, y: tr.y + c.y };
    if (i < 3 && (await bringIntoView(page, tr.view, p))) continue;
    await clickCanvas(page, p.x, p.y);
    return;
  }
  throw new Error(`could not bring ${bet} into view`);
}

export async function shownBalance(page: Surface): Promise<string> {
  return (await node(page, 'hud.balance')).label;
}
