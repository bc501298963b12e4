/**
 * Split aces at bj-multiseat in real Chromium (sheet 003: each split hand, aces included, is
 * played on): after SPLIT on a pair of aces the table lights HIT and DOUBLE on the first ace, the
 * player hits it, and the balance comes out where the engine playing the same seed puts it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { betAndDeal, eur, playDecisions, START, shownBalance, url, waitForPhase } from './blackjack-page';
import { findSeed, replay } from './blackjack-replay';
import { DESKTOP, launchBrowser, nodes, openGame, screenshot } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('bj-multiseat: a split ace is hit like any split hand and the round settles to the engine’s balance', async () => {
  const table = 'bj-multiseat';
  const bets = [{ seat: 1, main: 1000, perfectPairs: 0 }];
  // A pair of aces against a dealer 2–9 (no insurance question), split, hit the first ace once.
  const r = findSeed(
    'split-aces',
    (seed) => {
      let hits = 0;
      const x = replay(table, seed, bets, START, (round, legal) => {
        if (legal.includes('split')) return 'split';
        const hand = round.turn?.hand ?? 0;
        if (hand === 0 && hits === 0 && legal.includes('hit')) {
          hits++;
          return 'hit';
        }
        return 'stand';
      });
      const [first, second] = x.dealt.seats[0]?.hands[0]?.cards ?? [];
      const up = x.dealt.dealer.cards[0]?.[0];
      return first?.[0] === 'A' && second?.[0] === 'A' && up !== 'A' && up !== 'T' && x.decisions.includes('hit')
        ? x
        : null;
    },
    20_000,
  );
  const game = await openGame(browser, DESKTOP, url(table, r.seed));
  try {
    await waitForPhase(game.page, ['betting']);
    await betAndDeal(game.page, 1000);
    await playDecisions(game.page, { ...r, decisions: ['split'] });
    const turn = await waitForPhase(game.page, ['playerTurn']);
    expect(turn.seats['1']?.[0]?.[0]).toMatch(/^A/);
    const live = (await nodes(game.page)).filter((n) => n.enabled && n.id.startsWith('bj.player.')).map((n) => n.id);
    expect(live).toEqual(expect.arrayContaining(['bj.player.hit', 'bj.player.double', 'bj.player.stand']));
    await screenshot(game.page, 'blackjack-desktop-split-aces');
    await playDecisions(game.page, { ...r, decisions: r.decisions.slice(1) });
    await waitForPhase(game.page, ['betting'], 30_000);
    expect(await shownBalance(game.page)).toBe(eur(r.balance));
    expect(game.errors).toEqual([]);
  } finally {
    await game.close();
  }
});
