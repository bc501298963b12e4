/**
 * Round replay in real Chromium against the real game server (issue 40). What only a browser
 * shows: a support desk's link (`replay.html?round=…&token=…`, a replay token from the signed
 * operator call) re-animates the round on its real table, a roulette spin landing on the recorded
 * number and a blackjack split with a double on each hand dealing the recorded cards; the history
 * panel's REPLAY opens the player's own round in a window of its own, the session handed over in
 * memory (never in the URL), and its HUD ends on the recorded balance after. A replay's page makes
 * one call, `GET /v1/replays/{round}`, and no POST; the ledger does not move. A record the engine
 * does not reproduce stops on the error screen with its code.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eur, type TableState } from './blackjack-page';
import { clickNode, launchBrowser, node, PHONE, settle } from './harness';
import { type Desk, openDesk, ROULETTE_RESULT, type RoundRecord, SPLIT_SHOE } from './replay-desk';
import { DEMO_TOKEN_KEY, moneyOf, openAt, playerOfPage, waitReady } from './server-harness';

let browser: Browser;
let desk: Desk;

/** Software WebGL draws every pixel on the CPU: a phone's CSS size at 1×. */
const SMALL = { ...PHONE, deviceScaleFactor: 1 };

beforeAll(async () => {
  [browser, desk] = await Promise.all([launchBrowser(), openDesk(inject('distDir'))]);
});

afterAll(async () => {
  await browser?.close();
  await desk?.stop();
});

interface ReplayState {
  done: number;
  total: number;
  ended: boolean;
  problem: string | null;
}

const stateOf = async <T>(page: Page, id: string): Promise<T> => JSON.parse((await node(page, id)).label) as T;

/**
 * What the context's pages asked of the server, `except` one page's own requests (the game page
 * the replay was opened from): `METHOD /path` of every request, the pages' files included.
 */
function recorder(context: BrowserContext, except?: Page) {
  const all: Request[] = [];
  const excluded = new Set<Request>();
  context.on('request', (r: Request) => all.push(r));
  except?.on('request', (r: Request) => excluded.add(r));
  const seen = () =>
    all.filter((r) => !excluded.has(r)).map((r) => ({ method: r.method(), path: new URL(r.url()).pathname }));
  return {
    api: () =>
      seen()
        .filter((r) => r.path.startsWith('/v1/'))
        .map((r) => `${r.method} ${r.path}`),
    methods: () => new Set(seen().map((r) => r.method)),
  };
}

/** Plays the replay to its end: STEP by STEP, or PLAY. */
async function playThrough(page: Page, how: 'step' | 'play'): Promise<ReplayState> {
  await waitReady(page);
  if (how === 'play') await clickNode(page, 'replay.play');
  const end = Date.now() + 45_000;
  for (;;) {
    const s = await stateOf<ReplayState & { running: boolean }>(page, 'replay.state');
    if (s.ended || s.problem) return s;
    if (how === 'step' && !s.running) await clickNode(page, 'replay.step');
    if (Date.now() > end) throw new Error(`the replay stopped at ${JSON.stringify(s)}`);
    await page.waitForTimeout(150);
  }
}

/** Every card the table shows, in one sorted list (the dealer's and each hand's). */
const shownCards = (s: TableState) =>
  [...s.dealer, ...Object.values(s.seats).flatMap((hands) => hands.flat())].filter((c) => c !== null).sort();

function expectBlackjackShown(s: TableState, record: RoundRecord) {
  expect(s.phase).toBe('payout');
  expect(shownCards(s)).toEqual([...record.cards].sort());
  expect(s.dealer).toEqual(record.outcome.dealer);
  expect(s.seats['1']).toEqual(record.outcome.seats?.[0]?.hands.map((h) => h.cards));
}

describe('a round’s replay', () => {
  it('a support desk’s link replays a spin and a split-and-double round on their tables, with one GET', async () => {
    const context = await browser.newContext({ viewport: { width: SMALL.width, height: SMALL.height } });
    try {
      const calls = recorder(context);
      const [roulette, blackjack] = [desk.roulette, desk.blackjack];
      const rows = await desk.server.db.query('select count(*)::int8 as n from ledger');
      const page = await context.newPage();
      await page.goto(`${desk.server.url}${await desk.link(roulette.roundId)}&speed=fast&lang=en`);
      expect((await playThrough(page, 'play')).problem).toBeNull();
      const spun = await stateOf<{ number: number; resting: number; recent: number[] }>(page, 'rou.state');
      expect([spun.number, spun.resting, spun.recent[0]]).toEqual([ROULETTE_RESULT, ROULETTE_RESULT, ROULETTE_RESULT]);
      expect(roulette.result).toBe(ROULETTE_RESULT);
      // An operator's seamless wallet keeps the balance: the record has what it acknowledged, and the HUD ends on it.
      expect(roulette.balanceAfter).toBe((roulette.balanceBefore ?? 0) - roulette.staked + roulette.returned);
      expect((await node(page, 'hud.balance')).label).toBe(eur(roulette.balanceAfter as number));

      await page.goto(`${desk.server.url}${await desk.link(blackjack.roundId)}&speed=fast&lang=en`);
      expect(await playThrough(page, 'step')).toMatchObject({ done: 5, total: 5, problem: null });
      expectBlackjackShown(await stateOf<TableState>(page, 'bj.state'), blackjack);
      expect(blackjack.cards).toEqual(SPLIT_SHOE.slice(0, blackjack.cards.length));
      expect(blackjack.decisions).toEqual(['split', 'double', 'double']);

      expect(calls.api()).toEqual([`GET /v1/replays/${roulette.roundId}`, `GET /v1/replays/${blackjack.roundId}`]);
      expect([...calls.methods()]).toEqual(['GET']);
      expect(await desk.server.db.query('select count(*)::int8 as n from ledger')).toEqual(rows);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('REPLAY in the history panel opens the player’s own round, its HUD ending on the balance after', async () => {
    const game = await openAt(
      browser,
      SMALL,
      `${desk.server.url}/play.html?game=blackjack&table=bj-h17-8deck&balance=100000&lang=en&speed=fast`,
    );
    try {
      const { page } = game;
      const player = await playerOfPage(desk.server.db, page);
      const token = (await page.evaluate((key) => localStorage.getItem(key), DEMO_TOKEN_KEY)) as string;
      const record = await desk.play(token);
      const money = await moneyOf(desk.server.db, player);
      const calls = recorder(page.context(), page);

      await clickNode(page, 'hud.history');
      await clickNode(page, 'history.row.0');
      const [replay] = await Promise.all([page.context().waitForEvent('page'), clickNode(page, 'history.replay')]);
      expect(replay.url()).not.toContain(token);
      expect(await playThrough(replay, 'play')).toMatchObject({ done: 5, ended: true, problem: null });
      await settle(replay);
      expectBlackjackShown(await stateOf<TableState>(replay, 'bj.state'), record);
      expect(record.balanceAfter).toBe((record.balanceBefore ?? 0) - record.staked + record.returned);
      expect((await node(replay, 'hud.balance')).label).toBe(eur(record.balanceAfter as number));

      expect(calls.api()).toEqual([`GET /v1/replays/${record.roundId}`]);
      expect([...calls.methods()]).toEqual(['GET']);
      expect(await moneyOf(desk.server.db, player)).toEqual(money);
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  }, 90_000);

  it('stops on the error screen, with its code, when the engine does not reproduce the record', async () => {
    const context = await browser.newContext({ viewport: { width: SMALL.width, height: SMALL.height } });
    try {
      const page = await context.newPage();
      // The record as a tampered or wrongly kept one would come: a return the rules do not pay.
      await page.route('**/v1/replays/*', async (route) => {
        const answer = await (await route.fetch()).json();
        answer.round.returned += 100;
        await route.fulfill({ json: answer });
      });
      await page.goto(`${desk.server.url}${await desk.link(desk.roulette.roundId)}&lang=en`);
      await waitReady(page);
      const screen = await page.evaluate(() => (window as unknown as { __FELT__: { screen: string } }).__FELT__.screen);
      expect(screen).toBe('error');
      const said = await page.evaluate(
        () => (window as unknown as { __FELT__: { lastMessage: string } }).__FELT__.lastMessage,
      );
      expect(said).toContain('Error code: replay-mismatch');
    } finally {
      await context.close();
    }
  }, 60_000);
});
