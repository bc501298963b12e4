/**
 * An unfinished round and the site's expiry in a real page (`roundExpiryMinutes`, RULES.md "Every
 * table"): a blackjack round is left in the middle of the player's turn, the page closes, and the
 * table opened again ten minutes later (the page's clock moved by Playwright) completes it with the
 * safest moves, pays it, tells the player, and shows the balance the engine gives for standing.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { betAndDeal, eur, START, shownBalance, url, waitForPhase } from './blackjack-page';
import { findSeed, replay } from './blackjack-replay';
import { launchBrowser, node, PHONE, settle } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ready = () => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready === true;

it('a round left open past roundExpiryMinutes is stood, settled and reported when its table opens again', async () => {
  const table = 'bj-classic';
  const bets = [{ seat: 1, main: 1000, perfectPairs: 0 }];
  // A round that asks the player something (it stays open when the page goes away).
  const r = findSeed('expiry', (seed) => {
    const x = replay(table, seed, bets, START, () => 'stand');
    return x.dealt.phase === 'player' || x.dealt.phase === 'insurance' ? x : null;
  });
  const path = url(table, r.seed, '&roundExpiryMinutes=5');
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height } });
  try {
    const first = await context.newPage();
    await first.goto(inject('baseUrl') + path);
    await first.waitForFunction(ready, null, { timeout: 30_000 });
    await waitForPhase(first, ['betting']);
    await betAndDeal(first, 1000);
    await waitForPhase(first, ['playerTurn', 'insurance']);
    expect(await shownBalance(first)).toBe(eur(START - 1000));
    await first.close();

    // Ten minutes later, in the same browser (its storage holds the open round).
    const second = await context.newPage();
    const errors: string[] = [];
    second.on('pageerror', (e) => errors.push(String(e)));
    await second.clock.install({ time: Date.now() + 10 * 60_000 });
    await second.goto(inject('baseUrl') + path);
    await second.waitForFunction(ready, null, { timeout: 30_000 });
    await waitForPhase(second, ['betting']);
    await settle(second);
    const staked = r.final.seats[0]?.hands.reduce((sum, h) => sum + h.bet, 0) ?? 0;
    const returned = r.balance - (START - staked);
    expect((await node(second, 'bj.message')).label).toContain('completed with the safest moves');
    expect((await node(second, 'bj.message')).label).toContain(`Staked ${eur(staked)}, returned ${eur(returned)}`);
    expect(await shownBalance(second)).toBe(eur(r.balance));
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
