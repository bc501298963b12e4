/**
 * bj-european's insurance of a chosen amount in real Chromium: under a dealer ace the picker
 * offers exactly half, the arrow keys step it down by whole euros, I takes it, and the balance
 * drops by exactly that amount and ends where the engine, playing the same seed, says it does.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actTableRound,
  type Choice,
  openTableRound,
  type RoundState,
  tableRound,
  tableRules,
} from '../../src/engine/blackjack/index';
import { SeededRng } from '../../src/engine/shared/rng';
import { createShoe } from '../../src/engine/shared/shoe';
import { betAndDeal, eur, START, shownBalance, tableState, url, waitForPhase } from './blackjack-page';
import { DESKTOP, launchBrowser, node, openGame, screenshot, settle } from './harness';

const TABLE = 'bj-european';
const BET = 1000;
const INSURED = 300;

/** The page's round for a seed: insurance of INSURED under an ace, then stand; null if no ace shows. */
function replay(seed: string): { seed: string; balance: number } | null {
  const rules = tableRules(TABLE);
  const rng = new SeededRng(seed);
  const shoe = createShoe(rules.decks, rules.shuffle, rng);
  let round: RoundState = openTableRound(rules, shoe, [{ seat: 1, main: BET }], START, rng).state;
  if (round.phase !== 'insurance' || round.seats[round.turn?.seat ?? -1]?.seat !== 1) return null;
  for (let guard = 0; guard < 20 && round.phase !== 'over'; guard++) {
    const decision: Choice = round.phase === 'insurance' ? `insurance:${INSURED}` : 'stand';
    round = actTableRound(rules, round, decision, rng).state;
  }
  // The player's own stakes and returns (the computer players' boxes are their own money).
  const mine = tableRound(rules, round);
  return { seed, balance: START - mine.staked + mine.returned };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('bj-european insurance amount', () => {
  it('the picker starts at half; two steps down by key and I insure 3.00 of a 10.00 bet', async () => {
    let r: { seed: string; balance: number } | null = null;
    for (let i = 1; i < 2000 && !r; i++) r = replay(`ins-amount-${i}`);
    if (!r) throw new Error('no seed deals a dealer ace');
    const game = await openGame(browser, DESKTOP, url(TABLE, r.seed, '&speed=fast'));
    try {
      await waitForPhase(game.page, ['betting']);
      await betAndDeal(game.page, BET);
      await waitForPhase(game.page, ['insurance']);
      expect((await node(game.page, 'bj.insurance.amount')).label).toBe(eur(500));
      expect((await node(game.page, 'bj.insurance.accept')).label).toBe(`INSURE ${eur(500)}`);
      expect(await shownBalance(game.page)).toBe(eur(START - BET));
      await game.page.keyboard.press('ArrowLeft');
      await game.page.keyboard.press('-');
      await settle(game.page);
      expect((await node(game.page, 'bj.insurance.amount')).label).toBe(eur(INSURED));
      expect((await node(game.page, 'bj.insurance.accept')).label).toBe(`INSURE ${eur(INSURED)}`);
      await screenshot(game.page, 'insurance-desktop');
      await game.page.keyboard.press('i');
      await waitForPhase(game.page, ['playerTurn', 'betting'], 30_000);
      // The stake taken is the amount picked, to the cent.
      if ((await tableState(game.page)).phase === 'playerTurn') {
        expect(await shownBalance(game.page)).toBe(eur(START - BET - INSURED));
        await game.page.keyboard.press('s');
      }
      await waitForPhase(game.page, ['betting'], 30_000);
      expect(await shownBalance(game.page)).toBe(eur(r.balance));
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });
});
