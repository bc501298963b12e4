/**
 * The blackjack table in real Chromium: seeded rounds played by clicking, each balance checked
 * against the engine playing the same seed; speed play; a reload in the middle of a round.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betAndDeal, eur, playDecisions, START, shownBalance, url, waitForPhase } from './blackjack-page';
import { findSeed, replay } from './blackjack-replay';
import { clickNode, DESKTOP, launchBrowser, node, nodes, openGame, PHONE, screenshot } from './harness';
import { heard } from './keyboard-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TABLE = 'bj-h17-8deck';
const CHIP = 2500;
const bet = [{ seat: 1, main: CHIP, perfectPairs: 0 }];

describe('blackjack table', () => {
  // (a seeded round by mouse at a desktop size, with its balance, win and recall, is played by
  // cross-game.test.ts in a lobby's frame)
  it.each([['phone', PHONE]] as const)(
    'plays a round to a win by clicking on a %s, and shows the balance the engine computes',
    async (size, viewport) => {
      const r = findSeed('win', (seed) => {
        const x = replay(TABLE, seed, bet, START, () => 'stand');
        return x.dealt.phase === 'player' && x.final.seats[0]?.hands[0]?.outcome === 'win' ? x : null;
      });
      const game = await openGame(browser, viewport, url(TABLE, r.seed));
      try {
        await waitForPhase(game.page, ['betting']);
        await clickNode(game.page, `bj.chip.${CHIP}`);
        await clickNode(game.page, 'bj.seat.1');
        expect((await node(game.page, 'hud.bet')).label).toBe(eur(CHIP));
        await screenshot(game.page, `blackjack-${size}-betting`);
        await clickNode(game.page, 'bj.deal');
        const turn = await waitForPhase(game.page, ['playerTurn']);
        expect(turn.seats['1']?.[0]).toEqual(r.dealt.seats[0]?.hands[0]?.cards);
        expect(turn.dealer).toEqual([r.dealt.dealer.cards[0], null]);
        expect(await shownBalance(game.page)).toBe(eur(START - CHIP));
        await clickNode(game.page, 'bj.player.stand');
        await waitForPhase(game.page, ['payout'], 20_000, true);
        // the payout's message shows for a moment; the live region's log keeps what it said
        await heard(game.page, `You win ${eur(2 * CHIP)}`);
        await screenshot(game.page, `blackjack-${size}-payout`);
        await waitForPhase(game.page, ['betting']);
        expect(r.balance).toBe(START + CHIP);
        expect(await shownBalance(game.page)).toBe(eur(r.balance));
        expect((await node(game.page, 'hud.win')).label).toBe(eur(2 * CHIP));
        // the round is in the history, newest first, and opens as a recall
        await clickNode(game.page, 'hud.history');
        await clickNode(game.page, 'history.row.0');
        expect((await node(game.page, 'history.recall')).label).toMatch(/^RECALL blackjack-/);
        await screenshot(game.page, `blackjack-${size}-recall`);
        await clickNode(game.page, 'history.close');
        expect(game.errors).toEqual([]);
      } finally {
        await game.close();
      }
    },
  );

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('splits a pair into two hands played one after the other on a %s', async (size, viewport) => {
    const r = findSeed('split', (seed) => {
      const x = replay(TABLE, seed, bet, START, (round, legal) =>
        legal.includes('split') && round.seats[0]!.hands.length === 1 ? 'split' : 'stand',
      );
      return x.dealt.phase === 'player' && x.decisions[0] === 'split' ? x : null;
    });
    const game = await openGame(browser, viewport, url(TABLE, r.seed));
    try {
      await waitForPhase(game.page, ['betting']);
      await betAndDeal(game.page, CHIP);
      await waitForPhase(game.page, ['playerTurn']);
      await clickNode(game.page, 'bj.player.split');
      const split = await waitForPhase(game.page, ['playerTurn']);
      expect(split.seats['1']?.length).toBe(2);
      expect((await node(game.page, 'hud.bet')).label).toBe(eur(2 * CHIP));
      await screenshot(game.page, `blackjack-${size}-split`);
      await playDecisions(game.page, { ...r, decisions: r.decisions.slice(1) });
      await waitForPhase(game.page, ['betting'], 30_000);
      expect(await shownBalance(game.page)).toBe(eur(r.balance));
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('offers insurance under a dealer ace and settles it', async () => {
    const r = findSeed('insure', (seed) => {
      const x = replay(TABLE, seed, bet, START, (_round, legal) =>
        legal.includes('insurance:yes') ? 'insurance:yes' : 'stand',
      );
      return x.dealt.phase === 'insurance' && x.decisions[0] === 'insurance:yes' ? x : null;
    });
    const game = await openGame(browser, PHONE, url(TABLE, r.seed));
    try {
      await waitForPhase(game.page, ['betting']);
      await betAndDeal(game.page, CHIP);
      await waitForPhase(game.page, ['insurance']);
      const ids = (await nodes(game.page)).filter((n) => n.enabled).map((n) => n.id);
      expect(ids).toContain('bj.insurance.accept');
      expect(ids).not.toContain('bj.player.hit');
      await screenshot(game.page, 'blackjack-phone-insurance');
      await playDecisions(game.page, r);
      await waitForPhase(game.page, ['betting'], 30_000);
      expect(await shownBalance(game.page)).toBe(eur(r.balance));
    } finally {
      await game.close();
    }
  });

  it('speed play deals the same round in a fraction of the time', async () => {
    const r = findSeed('speed', (seed) => {
      const x = replay(TABLE, seed, bet, START, () => 'stand');
      return x.dealt.phase === 'player' ? x : null;
    });
    const timeDeal = async (extra: string) => {
      const game = await openGame(browser, DESKTOP, url(TABLE, r.seed, extra));
      try {
        await waitForPhase(game.page, ['betting']);
        await clickNode(game.page, `bj.chip.${CHIP}`);
        await clickNode(game.page, 'bj.seat.1');
        // Timed in the page: from the DEAL tap until the table rests at the player's turn.
        await game.page.evaluate(`(() => {
          const state = () => JSON.parse(window.__FELT__.nodes().find((n) => n.id === 'bj.state').label);
          window.__dealt = null;
          window.__t0 = null;
          const poll = setInterval(() => {
            const s = state();
            if (window.__t0 === null && s.phase !== 'betting') window.__t0 = performance.now();
            if (window.__t0 !== null && s.phase === 'playerTurn' && !s.busy) {
              window.__dealt = performance.now() - window.__t0;
              clearInterval(poll);
            }
          }, 10);
        })()`);
        await clickNode(game.page, 'bj.deal');
        await waitForPhase(game.page, ['playerTurn']);
        // (a function, not a string: under the game's CSP a string polled again is an eval)
        await game.page.waitForFunction(() => (window as { __dealt?: number | null }).__dealt !== null);
        const ms = (await game.page.evaluate('window.__dealt')) as number;
        await clickNode(game.page, 'bj.player.stand');
        await waitForPhase(game.page, ['betting'], 30_000);
        expect(await shownBalance(game.page)).toBe(eur(r.balance));
        return ms;
      } finally {
        await game.close();
      }
    };
    const normal = await timeDeal('&speed=normal');
    const fast = await timeDeal('&speed=fast');
    expect(fast).toBeLessThan(normal * 0.6);
  });

  it('a reload in the middle of a round brings the same cards back and finishes the round', async () => {
    const r = findSeed('reload', (seed) => {
      const x = replay(TABLE, seed, bet, START, () => 'stand');
      return x.dealt.phase === 'player' ? x : null;
    });
    const game = await openGame(browser, PHONE, url(TABLE, r.seed));
    try {
      await waitForPhase(game.page, ['betting']);
      await betAndDeal(game.page, CHIP);
      const before = await waitForPhase(game.page, ['playerTurn']);
      await game.page.reload();
      await game.page.waitForFunction(() => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready);
      const after = await waitForPhase(game.page, ['playerTurn']);
      expect(after.seats).toEqual(before.seats);
      expect(after.dealer).toEqual(before.dealer);
      expect(await shownBalance(game.page)).toBe(eur(START - CHIP));
      await clickNode(game.page, 'bj.player.stand');
      await waitForPhase(game.page, ['betting'], 30_000);
      expect(await shownBalance(game.page)).toBe(eur(r.balance));
    } finally {
      await game.close();
    }
  });

  it('after a lost round Rebuy tops the play money back up to the starting balance', async () => {
    const r = findSeed('lose', (seed) => {
      const x = replay(TABLE, seed, bet, START, () => 'stand');
      return x.dealt.phase === 'player' && x.final.returned === 0 ? x : null;
    });
    const game = await openGame(browser, PHONE, url(TABLE, r.seed));
    try {
      await waitForPhase(game.page, ['betting']);
      expect((await nodes(game.page)).some((n) => n.id === 'hud.rebuy')).toBe(false);
      await betAndDeal(game.page, CHIP);
      await waitForPhase(game.page, ['playerTurn']);
      await clickNode(game.page, 'bj.player.stand');
      await waitForPhase(game.page, ['betting'], 30_000);
      expect(await shownBalance(game.page)).toBe(eur(START - CHIP));
      await clickNode(game.page, 'hud.rebuy');
      expect(await shownBalance(game.page)).toBe(eur(START));
      const saved = await game.page.evaluate(() => JSON.parse(localStorage.getItem('felt.wallet.EUR') ?? 'null'));
      expect(saved.data.balance).toBe(START);
    } finally {
      await game.close();
    }
  });
});
