/**
 * The baccarat table in real Chromium: seeded rounds played by clicking (a Player win, a Banker
 * win with its commission shown to the cent, a tie that pushes), each balance checked against the
 * engine dealing the same seed; the roads, the paytable, sheet 001's controls, speed
 * play, a reload in the middle of a round, and no frames while the table rests.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bets } from '../../src/engine/baccarat/rules';
import {
  type BacState,
  bacState,
  bacUrl,
  bet,
  eur,
  START,
  type Stakes,
  stakesShown,
  waitForRounds,
} from './baccarat-page';
import { type BaccaratRound, findSeed, replayRounds } from './baccarat-replay';
import { clickNode, DESKTOP, launchBrowser, node, nodes, openGame, PHONE, screenshot, settle } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TABLE = 'baccarat-8deck';
const LANDSCAPE = { width: 844, height: 390, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

const shownBalance = async (page: Page) => (await node(page, 'hud.balance')).label;
const message = async (page: Page) => (await node(page, 'bac.message')).label;
/** The cards the table shows, against the engine's hands. */
const cardsOf = (s: BacState) => ({ player: s.player, banker: s.banker });
const handsOf = (r: BaccaratRound) => ({ player: [...r.tableau.player], banker: [...r.tableau.banker] });

describe('baccarat table', () => {
  it('plays a Player win with a third card by clicking on a phone, with the balance the engine computes', async () => {
    const bets: Bets = { player: 500, banker: 0, tie: 0 };
    const { seed, round } = findSeed(
      TABLE,
      'pwin',
      bets,
      (r) => r.tableau.outcome?.winner === 'player' && r.tableau.player.length === 3,
    );
    const game = await openGame(browser, PHONE, bacUrl(TABLE, seed));
    try {
      await bet(game.page, 500, 'player');
      await stakesShown(game.page, { player: 500 });
      expect((await node(game.page, 'hud.bet')).label).toBe(eur(500));
      await screenshot(game.page, 'baccarat-phone-betting');
      await clickNode(game.page, 'bac.deal');
      const s = await waitForRounds(game.page, 1);
      expect(cardsOf(s)).toEqual(handsOf(round));
      expect(await shownBalance(game.page)).toBe(eur(round.balance));
      expect(round.balance).toBe(START + 500);
      expect(await message(game.page)).toContain('PLAYER WINS');
      expect(await message(game.page)).toContain(`You win ${eur(1000)}`);
      // sheet 001: the result stays with NEW BET, SAME BETS and REBET ×2
      expect(s.showingResult).toBe(true);
      for (const id of ['bac.newBet', 'bac.same', 'bac.double']) expect((await node(game.page, id)).enabled).toBe(true);
      await screenshot(game.page, 'baccarat-phone-result');
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('pays a Banker win less the commission, to the cent, and shows it (desktop, third cards, roads)', async () => {
    const bets: Bets = { player: 0, banker: 30, tie: 0 };
    const { seed, round } = findSeed(
      TABLE,
      'bwin',
      bets,
      (r) => r.tableau.outcome?.winner === 'banker' && r.tableau.player.length === 3 && r.tableau.banker.length === 3,
    );
    const game = await openGame(browser, DESKTOP, bacUrl(TABLE, seed, '&speed=fast'));
    try {
      await bet(game.page, 10, 'banker', 3);
      await clickNode(game.page, 'bac.deal');
      // a third-card round shows its third cards one by one
      const third = Date.now() + 20_000;
      for (;;) {
        const s = await bacState(game.page);
        if (s.player.length === 3 && s.player[2] !== null) break;
        if (Date.now() > third) throw new Error('no third card shown');
        await game.page.waitForTimeout(30);
      }
      await screenshot(game.page, 'baccarat-desktop-third-card');
      const s = await waitForRounds(game.page, 1);
      expect(cardsOf(s)).toEqual(handsOf(round));
      // 0.30 on BANKER returns 0.58: 1.95 × 0.30 = 0.585, rounded down to the cent
      expect(round.settlement.returned).toBe(58);
      expect(await message(game.page)).toContain(`BANKER ${eur(30)} returns ${eur(58)} (5 % commission)`);
      expect(await shownBalance(game.page)).toBe(eur(START + 28));
      const roads = JSON.parse((await node(game.page, 'bac.roads')).label) as { rounds: number; bead: string[] };
      expect(roads.rounds).toBe(1);
      expect(roads.bead).toEqual([`b${round.tableau.outcome?.bankerTotal}`]);
      await clickNode(game.page, 'bac.ask.player');
      await screenshot(game.page, 'baccarat-desktop-result-roads');
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('a tie pays 8 to 1 and pushes the Player and Banker bets (landscape phone)', async () => {
    const bets: Bets = { player: 100, banker: 100, tie: 100 };
    const { seed, round } = findSeed(TABLE, 'tie', bets, (r) => r.tableau.outcome?.winner === 'tie', 20_000);
    const game = await openGame(browser, LANDSCAPE, bacUrl(TABLE, seed, '&speed=fast'));
    try {
      for (const area of ['player', 'banker', 'tie'] as const) await bet(game.page, 100, area);
      await clickNode(game.page, 'bac.deal');
      const s = await waitForRounds(game.page, 1);
      expect(cardsOf(s)).toEqual(handsOf(round));
      expect(round.balance).toBe(START - 300 + 100 + 100 + 900);
      expect(await shownBalance(game.page)).toBe(eur(round.balance));
      expect(await message(game.page)).toContain(`PLAYER and BANKER bets push: ${eur(200)} back`);
      await screenshot(game.page, 'baccarat-landscape-tie');
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('sheet 001 controls: remove chip, undo, clear, SAME BETS, REBET ×2, NEW BET; the paytable on hover', async () => {
    const game = await openGame(browser, DESKTOP, bacUrl(TABLE, 'controls', '&speed=fast'));
    try {
      const stakes = (want: Partial<Stakes>) => stakesShown(game.page, want);
      await bet(game.page, 100, 'player', 2);
      await bet(game.page, 50, 'tie');
      await stakes({ player: 200, banker: 0, tie: 50 });
      await clickNode(game.page, 'bac.remove');
      await clickNode(game.page, 'bac.area.player');
      await stakes({ player: 100 });
      await clickNode(game.page, 'bac.undo'); // the removed chip comes back
      await stakes({ player: 200 });
      await clickNode(game.page, 'bac.clear');
      await stakes({ player: 0, banker: 0, tie: 0 });
      await bet(game.page, 500, 'banker');
      await clickNode(game.page, 'bac.deal');
      const [first, second] = replayRounds(
        TABLE,
        'controls',
        [
          { player: 0, banker: 500, tie: 0 },
          { player: 0, banker: 1000, tie: 0 },
        ],
        START,
      );
      await waitForRounds(game.page, 1);
      expect(await shownBalance(game.page)).toBe(eur(first!.balance));
      await clickNode(game.page, 'bac.same');
      await stakes({ player: 0, banker: 500, tie: 0 });
      await clickNode(game.page, 'bac.clear');
      await clickNode(game.page, 'bac.double');
      await stakes({ player: 0, banker: 1000, tie: 0 });
      expect((await bacState(game.page)).player).toEqual([]); // the last round swept away
      await clickNode(game.page, 'bac.deal');
      await waitForRounds(game.page, 2);
      expect(await shownBalance(game.page)).toBe(eur(second!.balance));
      await clickNode(game.page, 'bac.newBet');
      const fresh = await bacState(game.page);
      expect(fresh.showingResult).toBe(false);
      expect((await node(game.page, 'bac.deal')).enabled).toBe(false);
      // MIN/MAX: the paytable opens under the pointer with the rules' figures
      const info = await node(game.page, 'bac.info');
      await game.page.mouse.move(info.x + info.width / 2, info.y + info.height / 2);
      await settle(game.page);
      const paytable = await node(game.page, 'bac.paytable');
      expect(paytable.enabled).toBe(true);
      expect(paytable.label).toContain('BANKER 0.95:1 €0.10 €5,000.00');
      expect(paytable.label).toContain('TIE 8:1 €0.10 €1,000.00');
      await screenshot(game.page, 'baccarat-desktop-paytable');
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('the roads fill in on a phone: bead plate, big road and derived roads as the engine dealt', async () => {
    const bets: Bets = { player: 0, banker: 100, tie: 0 };
    const rounds = replayRounds(TABLE, 'roads', Array(5).fill(bets), START);
    // (a phone's layout at one device pixel per CSS pixel: software WebGL draws a quarter as much)
    const game = await openGame(browser, { ...PHONE, deviceScaleFactor: 1 }, bacUrl(TABLE, 'roads', '&speed=fast'));
    try {
      await bet(game.page, 100, 'banker');
      await clickNode(game.page, 'bac.deal');
      await waitForRounds(game.page, 1);
      for (let n = 2; n <= rounds.length; n++) {
        await clickNode(game.page, 'bac.same');
        await clickNode(game.page, 'bac.deal');
        await waitForRounds(game.page, n);
      }
      expect(await shownBalance(game.page)).toBe(eur(rounds[rounds.length - 1]!.balance));
      const roads = JSON.parse((await node(game.page, 'bac.roads')).label) as { rounds: number; big: number };
      expect(roads.rounds).toBe(rounds.length);
      expect(roads.big).toBe(rounds.filter((r) => r.tableau.outcome?.winner !== 'tie').length);
      await clickNode(game.page, 'bac.ask.banker');
      expect(JSON.parse((await node(game.page, 'bac.roads')).label).asking).toBe('banker');
      await screenshot(game.page, 'baccarat-phone-roads');
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('a reload in the middle of a round brings the same cards back and finishes it once', async () => {
    const bets: Bets = { player: 1000, banker: 0, tie: 0 };
    const { seed, round } = findSeed(TABLE, 'reload', bets, (r) => r.tableau.player.length === 3);
    const game = await openGame(browser, PHONE, bacUrl(TABLE, seed, '&speed=normal'));
    try {
      await bet(game.page, 1000, 'player');
      await clickNode(game.page, 'bac.deal');
      const end = Date.now() + 10_000;
      while ((await bacState(game.page)).phase !== 'dealing' && Date.now() < end) await game.page.waitForTimeout(20);
      await game.page.reload();
      await game.page.waitForFunction(() => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready);
      const back = await bacState(game.page);
      expect(back.phase === 'dealing' || back.phase === 'payout' || back.phase === 'betting').toBe(true);
      expect(back.player.slice(0, 2)).toEqual(round.tableau.player.slice(0, 2));
      expect(await shownBalance(game.page)).not.toBe(eur(START));
      await waitForRounds(game.page, 1);
      const s = await bacState(game.page);
      expect(cardsOf(s)).toEqual(handsOf(round));
      expect(await shownBalance(game.page)).toBe(eur(round.balance));
      // history has the round once
      await clickNode(game.page, 'hud.history');
      const rows = (await nodes(game.page)).filter((n) => n.id.startsWith('history.row.'));
      expect(rows).toHaveLength(1);
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('speed play deals the same round in a fraction of the time; the roads close with their X', async () => {
    const bets: Bets = { player: 100, banker: 0, tie: 0 };
    const { seed } = findSeed(TABLE, 'speed', bets, (r) => r.tableau.banker.length === 3);
    const timeRound = async (extra: string) => {
      const game = await openGame(browser, DESKTOP, bacUrl(TABLE, seed, extra));
      try {
        await bet(game.page, 100, 'player');
        const t0 = Date.now();
        await clickNode(game.page, 'bac.deal');
        await waitForRounds(game.page, 1);
        const ms = Date.now() - t0;
        if (extra.includes('fast')) {
          expect((await nodes(game.page)).some((x) => x.id === 'bac.roads')).toBe(true);
          await clickNode(game.page, 'bac.roads.close');
          expect((await nodes(game.page)).some((x) => x.id === 'bac.roads')).toBe(false);
          await screenshot(game.page, 'baccarat-desktop-roads-closed');
        }
        return ms;
      } finally {
        await game.close();
      }
    };
    const normal = await timeRound('&speed=normal');
    const fast = await timeRound('&speed=fast');
    expect(fast).toBeLessThan(normal * 0.6);
  });
});
