/**
 * The roulette table in real Chromium: every kind of bet placed by tapping its point on the
 * canvas (the machine must get exactly that position), a seeded spin that pays a split and a
 * corner with the balance the engine computes, the ball resting in the result's pocket, a reload
 * in the middle of a spin, and screenshots of betting, the spin and the result.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rouletteTable } from '../../src/engine/roulette/rules';
import { settle as settleStakes } from '../../src/engine/roulette/settle';
import { EMPTY_SLIP, placeBet, slipStakes } from '../../src/engine/roulette/slip';
import { spinWheel } from '../../src/engine/roulette/wheel';
import { SeededRng } from '../../src/engine/shared/rng';
import { eur } from './blackjack-page';
import { clickNode, DESKTOP, frames, launchBrowser, node, openGame, PHONE, screenshot } from './harness';
import {
  placedBoard,
  START,
  shownBalance,
  tableState,
  tapPosition,
  tapTrack,
  url,
  waitForPhase,
} from './roulette-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CHIP = 100;
const table = rouletteTable('roulette-european');

/** Every kind of position, by the engine's names. */
const POSITIONS = [
  'straight:17',
  'straight:0',
  'split:17-20',
  'split:17-18',
  'split:0-3',
  'corner:17-18-20-21',
  'street:16-17-18',
  'line:13-14-15-16-17-18',
  'trio:0-1-2',
  'trio:0-2-3',
  'basket:0-1-2-3',
  'column:1',
  'column:3',
  'dozen:2',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];

interface Frame {
  phase: string;
  spinning: boolean;
  balance: string;
}

/** Starts recording, at every frame the page draws, the table's phase, its wheel and the balance shown. */
async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __FELT__: { nodes(): { id: string; label: string }[] };
      __frames: { phase: string; spinning: boolean; balance: string }[];
    };
    w.__frames = [];
    const look = () => {
      const nodes = w.__FELT__.nodes();
      const state = JSON.parse(nodes.find((n) => n.id === 'rou.state')?.label ?? '{}');
      const balance = nodes.find((n) => n.id === 'hud.balance')?.label ?? '';
      w.__frames.push({ phase: state.phase, spinning: state.spinning, balance });
      if (state.phase !== 'result' && state.phase !== 'payout' && w.__frames.length < 5000) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

async function recorded(page: Page): Promise<Frame[]> {
  return page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
}

/** One of each kind, spread over the whole layout: a phone upright shows it all at once. */
const PHONE_POSITIONS = [
  'straight:36',
  'black',
  'straight:17',
  'split:17-20',
  'split:0-3',
  'corner:17-18-20-21',
  'street:16-17-18',
  'line:13-14-15-16-17-18',
  'trio:0-1-2',
  'basket:0-1-2-3',
  'column:3',
  'dozen:2',
  'red',
  'high',
];

async function placeEach(page: Page, names: readonly string[]) {
  for (const name of names) {
    await tapPosition(page, name);
    const s = await tableState(page);
    expect(s.bets.at(-1), name).toEqual({ bet: name, amount: CHIP });
  }
}

/** The first seed (`prefix-1`, …) whose first spin lands on one of `numbers`. */
function seedFor(prefix: string, numbers: number[]): { seed: string; number: number } {
  for (let i = 1; i < 5000; i++) {
    const seed = `${prefix}-${i}`;
    const n = spinWheel(new SeededRng(seed)).number;
    if (numbers.includes(n)) return { seed, number: n };
  }
  throw new Error('no seed');
}

/** The balance after one spin with these bets, as the engine settles it. */
function replayBalance(seed: string, bets: string[]): { balance: number; returned: number; number: number } {
  let slip = EMPTY_SLIP;
  for (const b of bets) slip = placeBet(table, slip, b, CHIP).slip;
  const spin = spinWheel(new SeededRng(seed));
  const { settlement } = settleStakes(table, slipStakes(slip), spin);
  return {
    balance: START - settlement.staked + settlement.returned,
    returned: settlement.returned,
    number: spin.number,
  };
}

describe('roulette table', () => {
  it.each([
    ['desktop', DESKTOP],
    // the phone's CSS layout at one device pixel per CSS pixel: the taps are the same, and
    // software WebGL draws a quarter of the pixels of a 2× canvas while the layout pans
    ['phone', { ...PHONE, deviceScaleFactor: 1 }],
  ] as const)(
    'places a chip on every kind of position by tapping its point on a %s',
    async (_size, viewport) => {
      // (speed play: the chips' flights are short, so each tap settles sooner)
      const game = await openGame(browser, viewport, url('positions', '&speed=fast'));
      try {
        await waitForPhase(game.page, ['betting']);
        await clickNode(game.page, `rou.chip.${CHIP}`);
        expect((await tableState(game.page)).chip).toBe(CHIP);
        // a phone taps one of each kind, a desktop all of them; upright, the phone's layout is all on
        // screen: 36, the third column and BLACK are tapped where they are, nothing is dragged
        const names = viewport.isMobile ? PHONE_POSITIONS : POSITIONS;
        const before = await placedBoard(game.page);
        await placeEach(game.page, names);
        if (viewport.isMobile) expect(await placedBoard(game.page)).toEqual(before);
        expect((await node(game.page, 'hud.bet')).label).toBe(eur(CHIP * names.length));
        // a placed chip flies from the tray to its spot (one flight per position), then nothing renders
        const flown = (await tableState(game.page)).flown;
        expect(flown).toBe(names.length);
        await tapPosition(game.page, 'straight:17');
        const placed = await tableState(game.page);
        expect(placed.bets.at(-1)).toEqual({ bet: 'straight:17', amount: CHIP });
        expect(placed.flown).toBe(flown + 1);
        await game.page.waitForTimeout(1500);
        const landed = await frames(game.page);
        await game.page.waitForTimeout(400);
        expect(await frames(game.page)).toBe(landed);
        // the racetrack: a sector is its announced bet, a number its neighbours
        if (viewport.isMobile) await clickNode(game.page, 'rou.tab.track');
        await tapTrack(game.page, 'voisins');
        expect((await tableState(game.page)).bets.at(-1)).toEqual({ bet: 'voisins', amount: CHIP * 9 });
        await tapTrack(game.page, 'neighbours:17');
        expect((await tableState(game.page)).bets.at(-1)).toEqual({ bet: 'neighbours:17', amount: CHIP * 5 });
        // the stepper chooses the neighbours each side: 3 is seven chips, 1 three
        expect((await node(game.page, 'rou.neighbours.count')).label).toBe('2');
        await clickNode(game.page, 'rou.neighbours.more');
        expect((await node(game.page, 'rou.neighbours.count')).label).toBe('3');
        await tapTrack(game.page, 'neighbours:26');
        expect((await tableState(game.page)).bets.at(-1)).toEqual({ bet: 'neighbours:26:3', amount: CHIP * 7 });
        await clickNode(game.page, 'rou.neighbours.less');
        await clickNode(game.page, 'rou.neighbours.less');
        expect((await node(game.page, 'rou.neighbours.less')).enabled).toBe(false);
        await tapTrack(game.page, 'neighbours:5');
        expect((await tableState(game.page)).bets.at(-1)).toEqual({ bet: 'neighbours:5:1', amount: CHIP * 3 });
        if (viewport.isMobile) await screenshot(game.page, 'roulette-phone-track');
        else await screenshot(game.page, 'roulette-desktop-track');
        await tapTrack(game.page, 'tiers');
        await tapTrack(game.page, 'orphelins');
        await tapTrack(game.page, 'jeu-zero');
        expect((await tableState(game.page)).bets.slice(-3).map((b) => b.bet)).toEqual([
          'tiers',
          'orphelins',
          'jeu-zero',
        ]);
        // UNDO takes back the last bet, the Backspace key the one before
        await clickNode(game.page, 'rou.undo');
        await game.page.keyboard.press('Backspace');
        expect((await tableState(game.page)).bets.at(-1)?.bet).toBe('tiers');
        expect(game.errors).toEqual([]);
      } finally {
        await game.close();
      }
    },
    240_000,
  );

  it.each([
    ['phone', PHONE],
    // (the desktop's: cross-game.test.ts places the same bets by mouse in a lobby's frame)
  ] as const)(
    "a seeded spin pays a split and a corner: the ball rests on the result and the balance is the engine's (%s)",
    async (size, viewport) => {
      const bets = ['split:17-20', 'corner:17-18-20-21', 'red'];
      const { seed } = seedFor(`pays-${size}`, [17, 20]);
      const r = replayBalance(seed, bets);
      const game = await openGame(browser, viewport, url(seed));
      try {
        await waitForPhase(game.page, ['betting']);
        await clickNode(game.page, `rou.chip.${CHIP}`);
        await placeEach(game.page, bets);
        await screenshot(game.page, `roulette-${size}-betting`);
        // What the table shows frame by frame, recorded in the page: on a loaded machine a round
        // trip to the page can take longer than the whole spin.
        await recordFrames(game.page);
        await clickNode(game.page, 'rou.spin');
        await screenshot(game.page, `roulette-${size}-spin`);
        // (a phone's screenshot is slow: the result may already be showing, or paid)
        const result = await waitForPhase(game.page, ['result', 'payout', 'betting'], 20_000, true);
        expect(result.number).toBe(r.number);
        // The ball was seen in flight, with the stakes taken and nothing paid yet.
        const inFlight = (await recorded(game.page)).filter((f) => f.phase === 'spinning' && f.spinning);
        expect(inFlight.length).toBeGreaterThan(0);
        expect(new Set(inFlight.map((f) => f.balance))).toEqual(new Set([eur(START - CHIP * bets.length)]));
        await screenshot(game.page, `roulette-${size}-result`);
        // the ball rests in exactly the pocket of the result
        const resting = await tableState(game.page);
        expect(resting.spinning).toBe(false);
        expect(resting.resting).toBe(r.number);
        const after = await waitForPhase(game.page, ['betting']);
        expect(after.recent[0]).toBe(r.number);
        expect(r.returned).toBeGreaterThan(0);
        expect(await shownBalance(game.page)).toBe(eur(r.balance));
        expect((await node(game.page, 'hud.win')).label).toBe(eur(r.returned));
        // the round is in the history
        await clickNode(game.page, 'hud.history');
        await clickNode(game.page, 'history.row.0');
        await screenshot(game.page, `roulette-${size}-history`);
        await clickNode(game.page, 'history.close');
        expect(game.errors).toEqual([]);
      } finally {
        await game.close();
      }
    },
  );

  it('a reload in the middle of a spin lands the same ball and pays the same balance', async () => {
    const bets = ['straight:5', 'split:0-3'];
    const { seed } = seedFor('reload', [5, 0, 3]);
    const r = replayBalance(seed, bets);
    // a phone's layout at one device pixel per CSS pixel (software WebGL draws a quarter as much)
    const game = await openGame(browser, { ...PHONE, deviceScaleFactor: 1 }, url(seed));
    try {
      await waitForPhase(game.page, ['betting']);
      await clickNode(game.page, `rou.chip.${CHIP}`);
      await placeEach(game.page, bets);
      await clickNode(game.page, 'rou.spin');
      await game.page.waitForTimeout(1500);
      expect((await tableState(game.page)).phase).toBe('spinning');
      await game.page.reload();
      await game.page.waitForFunction(() => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready);
      const back = await tableState(game.page);
      expect(['spinning', 'result', 'payout']).toContain(back.phase);
      expect(back.number).toBe(r.number);
      expect(await shownBalance(game.page)).toBe(eur(START - CHIP * bets.length));
      const after = await waitForPhase(game.page, ['betting']);
      expect(after.recent[0]).toBe(r.number);
      expect(await shownBalance(game.page)).toBe(eur(r.balance));
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });
});
