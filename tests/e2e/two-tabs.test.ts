/**
 * Two tabs of one browser share one demo wallet. The page opened last takes the wallet; the other
 * stops at once and says the game is open elsewhere, with a button that takes it back. Rounds
 * overlap (a blackjack round left open in tab A, a roulette spin in tab B, the blackjack round
 * finished in B, then A takes the wallet back and plays on) and the stored ledger reconciles to
 * the cent: no money created, destroyed or paid twice, every round id once.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { betAndDeal, waitForPhase as bjPhase } from './blackjack-page';
import { clickNode, DESKTOP, launchBrowser, node, screenshot, settle } from './harness';
import { waitForPhase as rouPhase, tapPosition } from './roulette-page';

const START = 100_000;
const BLACKJACK = `/play.html?game=blackjack&table=bj-h17-8deck&seed=two-tabs-a&balance=${START}&lang=en&speed=fast`;
const ROULETTE = `/play.html?game=roulette&table=roulette-european&seed=two-tabs-b&balance=${START}&lang=en&speed=fast`;

interface Ledger {
  balance: number;
  totals: { start: number; debited: number; credited: number; toppedUp: number };
  open: string[];
  rounds: { roundId: string; staked: number; returned: number; status: string }[];
}

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: DESKTOP.width, height: DESKTOP.height } });
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e}`));
  await page.goto(inject('baseUrl') + path);
  await ready(page);
  return page;
}

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready === true);
  await settle(page);
}

const screenOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __FELT__: { screen: string } }).__FELT__.screen);

/** The wallet record and the history as the browser stores them. */
async function ledger(page: Page): Promise<Ledger> {
  return page.evaluate(() => {
    const wallet = JSON.parse(localStorage.getItem('felt.wallet.EUR') ?? 'null').data;
    const history = JSON.parse(localStorage.getItem('felt.history.EUR') ?? 'null')?.data ?? {};
    const rounds = Object.values(history).flat() as Ledger['rounds'];
    return {
      balance: wallet.balance,
      totals: wallet.totals,
      open: Object.keys(wallet.open),
      rounds: rounds.map((r) => ({ roundId: r.roundId, staked: r.staked, returned: r.returned, status: r.status })),
    };
  });
}

function reconciles(l: Ledger): void {
  const { start, debited, credited, toppedUp } = l.totals;
  expect(l.balance).toBe(start + credited + toppedUp - debited);
  const ids = l.rounds.map((r) => r.roundId);
  expect(new Set(ids).size).toBe(ids.length);
}

describe('two tabs of one demo wallet', () => {
  it('the page opened last holds the wallet, the other says so; overlapping rounds reconcile to the cent', async () => {
    const a = await open(BLACKJACK);
    await betAndDeal(a, 500);
    await bjPhase(a, ['playerTurn', 'insurance']);
    const before = await ledger(a);
    expect(before.open).toEqual(['blackjack']);
    expect(before.balance).toBe(START - 500);

    // Tab B opens roulette: it takes the wallet; tab A stops and says the game is open elsewhere.
    const b = await open(ROULETTE);
    await a.waitForFunction(
      () => (window as unknown as { __FELT__: { screen: string } }).__FELT__.screen === 'elsewhere',
    );
    await settle(a);
    expect((await node(a, 'elsewhere.action')).label).toBe('PLAY HERE');
    await screenshot(a, 'two-tabs-desktop-elsewhere');

    // B opened the game it was launched for, and says the blackjack round waits at its table.
    expect(await screenOf(b)).toBe('roulette');
    expect((await node(b, 'unfinished.text')).label).toContain('unfinished Blackjack round');
    await screenshot(b, 'two-tabs-desktop-unfinished');
    await clickNode(b, 'unfinished.close');
    await rouPhase(b, ['betting']);
    await clickNode(b, 'rou.chip.500');
    await tapPosition(b, 'red');
    await clickNode(b, 'rou.spin');
    await rouPhase(b, ['betting']);
    const afterSpin = await ledger(b);
    expect(afterSpin.open).toEqual(['blackjack']);
    expect(afterSpin.rounds.filter((r) => r.roundId.startsWith('roulette'))).toHaveLength(1);

    // B goes to the blackjack round (reopened, the panel offers it) and finishes it: standing.
    await b.reload();
    await ready(b);
    await clickNode(b, 'unfinished.go');
    await bjPhase(b, ['playerTurn', 'insurance']);
    await clickNode(
      b,
      (await bjPhase(b, ['playerTurn', 'insurance'])).phase === 'insurance'
        ? 'bj.insurance.decline'
        : 'bj.player.stand',
    );
    await bjPhase(b, ['betting']);

    // A takes the wallet back and plays a round of its own; B now says it is open elsewhere.
    // The player goes back to tab A (a tab in the background draws no frames).
    await a.bringToFront();
    const playHere = await node(a, 'elsewhere.action');
    await Promise.all([
      a.waitForEvent('load'),
      a.mouse.click(playHere.x + playHere.width / 2, playHere.y + playHere.height / 2),
    ]);
    await ready(a);
    await b.waitForFunction(
      () => (window as unknown as { __FELT__: { screen: string } }).__FELT__.screen === 'elsewhere',
    );
    await bjPhase(a, ['betting']);
    await betAndDeal(a, 100);
    const turn = await bjPhase(a, ['playerTurn', 'insurance', 'betting']);
    if (turn.phase !== 'betting') {
      await clickNode(a, turn.phase === 'insurance' ? 'bj.insurance.decline' : 'bj.player.stand');
      await bjPhase(a, ['betting']);
    }

    const after = await ledger(a);
    console.info(`two tabs: ledger before ${JSON.stringify(before)}`);
    console.info(`two tabs: ledger after ${JSON.stringify(after)}`);
    expect(after.open).toEqual([]);
    expect(after.rounds).toHaveLength(3);
    reconciles(after);
    // Every cent the rounds moved is the balance's whole movement.
    const net = after.rounds.reduce((t, r) => t + r.returned - r.staked, 0);
    expect(after.balance).toBe(START + net);
    expect(after.totals.debited).toBe(after.rounds.reduce((t, r) => t + r.staked, 0));
  });

  it('a launch for baccarat with a blackjack round open opens baccarat, says the round waits, and goes to it', async () => {
    // A browser of its own: the seeded shoe starts afresh (the tabs above left theirs part dealt).
    context = await browser.newContext({ viewport: { width: DESKTOP.width, height: DESKTOP.height } });
    const page = await open(BLACKJACK.replace('two-tabs-a', 'cross-launch'));
    await betAndDeal(page, 500);
    await bjPhase(page, ['playerTurn', 'insurance']);
    await page.goto(`${inject('baseUrl')}/play.html?game=baccarat&table=baccarat-8deck&balance=${START}&lang=en`);
    await ready(page);
    expect(await screenOf(page)).toBe('baccarat');
    expect((await node(page, 'unfinished.text')).label).toBe(
      'You have an unfinished Blackjack round. Its stakes are kept until you finish it.',
    );
    await clickNode(page, 'unfinished.go');
    const resumed = await bjPhase(page, ['playerTurn', 'insurance']);
    expect(await screenOf(page)).toBe('blackjack');
    expect(resumed.seats['1']?.[0]?.length).toBe(2);
    await page.close();
  });
});
