/**
 * Each blackjack table's own layout of seats in real Chromium: bj-european's three seats and
 * Perfect Pairs, bj-multiseat's fresh shoe, bj-classic's computer players; balances checked
 * against the engine playing the same seed.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eur, playDecisions, START, shownBalance, tableState, url, waitForPhase } from './blackjack-page';
import { findSeed, replay } from './blackjack-replay';
import { clickNode, DESKTOP, launchBrowser, node, nodes, openGame, PHONE, screenshot } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('blackjack tables', () => {
  it.each([
    ['phone-landscape', { width: 844, height: 390, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
    ['tablet', { width: 768, height: 1024, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
  ] as const)(
    'bj-european on a %s: two seats and a Perfect Pairs bet settle to the engine’s balance',
    async (size, viewport) => {
      const table = 'bj-european';
      const bets = [
        { seat: 1, main: 1000, perfectPairs: 1000 },
        { seat: 3, main: 2500, perfectPairs: 0 },
      ];
      const r = findSeed(`eu-${size}`, (seed) => {
        const x = replay(table, seed, bets, START, () => 'stand');
        return x.dealt.phase === 'player' ? x : null;
      });
      const game = await openGame(browser, viewport, url(table, r.seed));
      try {
        await waitForPhase(game.page, ['betting']);
        await clickNode(game.page, 'bj.chip.1000');
        await clickNode(game.page, 'bj.seat.1');
        await clickNode(game.page, 'bj.pairs.1');
        await clickNode(game.page, 'bj.chip.2500');
        await clickNode(game.page, 'bj.seat.3');
        expect((await node(game.page, 'hud.bet')).label).toBe(eur(4500));
        await clickNode(game.page, 'bj.deal');
        const dealt = await waitForPhase(game.page, ['playerTurn']);
        expect(dealt.seats['1']?.[0]).toEqual(r.dealt.seats[0]?.hands[0]?.cards);
        expect(dealt.seats['3']?.[0]).toEqual(r.dealt.seats[1]?.hands[0]?.cards);
        expect(dealt.dealer).toEqual([r.dealt.dealer.cards[0]]); // no hole card at this table
        await screenshot(game.page, `blackjack-${size}-two-seats`);
        await playDecisions(game.page, r);
        await waitForPhase(game.page, ['betting'], 30_000);
        expect(await shownBalance(game.page)).toBe(eur(r.balance));
        expect(game.errors).toEqual([]);
      } finally {
        await game.close();
      }
    },
  );

  it('bj-classic seats two computer players who act by themselves; only the player’s seat touches the balance', async () => {
    const game = await openGame(browser, PHONE, url('bj-classic', 'robots-1'));
    try {
      await waitForPhase(game.page, ['betting']);
      const ids = (await nodes(game.page)).map((n) => n.id);
      expect(ids).toEqual(expect.arrayContaining(['bj.seat.1']));
      await clickNode(game.page, 'bj.chip.500');
      await clickNode(game.page, 'bj.seat.1');
      await clickNode(game.page, 'bj.deal');
      // play the player's hand by standing (declining insurance) until the round is over
      for (let i = 0; i < 30; i++) {
        const s = await tableState(game.page);
        if (s.phase === 'betting' && !s.busy && i > 0) break;
        const enabled = (await nodes(game.page)).filter((n) => n.enabled).map((n) => n.id);
        if (enabled.includes('bj.player.stand')) {
          await screenshot(game.page, 'blackjack-phone-computer-players');
          await clickNode(game.page, 'bj.player.stand');
        } else if (enabled.includes('bj.insurance.decline')) await clickNode(game.page, 'bj.insurance.decline');
        else await game.page.waitForTimeout(300);
      }
      const last = await waitForPhase(game.page, ['betting'], 30_000);
      expect(Object.keys(last.seats)).toHaveLength(3);
      // the round as history recorded it: only seat 1's money, and the balance follows it exactly
      const entry = await game.page.evaluate(() => {
        const h = JSON.parse(localStorage.getItem('felt.history.EUR') ?? 'null');
        return h.data.blackjack[0];
      });
      expect(entry.wagers.every((w: { bet: string }) => w.bet.endsWith(':1'))).toBe(true);
      expect(entry.balanceBefore).toBe(START);
      expect(entry.balanceAfter).toBe(START - entry.staked + entry.returned);
      expect(await shownBalance(game.page)).toBe(eur(entry.balanceAfter));
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('bj-multiseat on a desktop: a fresh shoe every round, two seats played out to the engine’s balance', async () => {
    const table = 'bj-multiseat';
    const bets = [
      { seat: 1, main: 500, perfectPairs: 0 },
      { seat: 2, main: 100, perfectPairs: 0 },
    ];
    const r = findSeed('multi', (seed) => {
      const x = replay(table, seed, bets, START, () => 'stand');
      return x.dealt.phase === 'player' ? x : null;
    });
    const game = await openGame(browser, DESKTOP, url(table, r.seed));
    try {
      await waitForPhase(game.page, ['betting']);
      await clickNode(game.page, 'bj.chip.500');
      await clickNode(game.page, 'bj.seat.1');
      await clickNode(game.page, 'bj.chip.100');
      await clickNode(game.page, 'bj.seat.2');
      await clickNode(game.page, 'bj.deal');
      const dealt = await waitForPhase(game.page, ['playerTurn']);
      expect(dealt.seats['1']?.[0]).toEqual(r.dealt.seats[0]?.hands[0]?.cards);
      expect(dealt.seats['2']?.[0]).toEqual(r.dealt.seats[1]?.hands[0]?.cards);
      await playDecisions(game.page, r);
      await waitForPhase(game.page, ['betting'], 30_000);
      expect(await shownBalance(game.page)).toBe(eur(r.balance));
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });
});
