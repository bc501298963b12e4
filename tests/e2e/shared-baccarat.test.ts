/**
 * The shared baccarat table (SHARED.md, `baccarat-shared`) in two browsers against the real game
 * server, its shoe stacked and its clock shortened through the test hook: a player who arrives
 * mid-shoe finds the roads of the shoe's first coup; each player's chips (tapped, or by keys)
 * land on the other's table as someone else's (the area's total of everyone else), never as their
 * own; both tables deal the same coup, announce the cut card's coup and show the same road marks;
 * and each page's HUD balance is its player's ledger.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BacState, bet, eur, stakesShown } from './baccarat-page';
import { shownBalance } from './blackjack-page';
import { launchBrowser, node, PHONE } from './harness';
import { heard } from './keyboard-page';
import { type GameServer, moneyOf, openAt, playerOfPage, type ServerPage, startGameServer } from './server-harness';
import { hudIsLedger, screenIs } from './server-page';
import { testHookOf, untilTable } from './shared-table-page';

const TABLE = 'baccarat-shared';
const START = 100_000;
/** Software WebGL draws every pixel on the CPU: a phone's CSS size at 1x, and a small landscape window. */
const SMALL = { ...PHONE, deviceScaleFactor: 1 };
const LANDSCAPE = { width: 1024, height: 700 };

/**
 * Coup 1: Player 9S KH (natural 9), Banker 2D 3C (5): PLAYER WINS. Coup 2: Player 2H 3S (5),
 * Banker 8D KC (natural 8): BANKER WINS, and its last card passes the cut (a test shoe's cut lies
 * six cards from its end), so it is the shoe's last coup.
 */
const SHOE = ['9S', '2D', 'KH', '3C', '2H', '8D', '3S', 'KC', '5C', '6D', '7H', '4S', 'QD', 'JH'];

/** The shared table's state as the page shows it (bac.state: the solo fields and the shared ones). */
type SharedBacState = BacState & {
  others: BacState['stakes'];
  table: BacState['stakes'];
  own: BacState['stakes'];
  clock: number | null;
  balance: number;
};

let browser: Browser;
let server: GameServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startGameServer({ distDir: inject('distDir') })]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tableUrl = () => `${server.url}/?game=baccarat&table=${TABLE}&balance=${START}&lang=en&speed=fast`;

/** Sets the table's next shoe and clock through the test hook (ALLOW_TEST_SEEDS), as any session may. */
async function testHook(body: Record<string, unknown>): Promise<void> {
  expect(await testHookOf(server.url, TABLE)(body)).toBe(200);
}

const timings = (bettingSeconds: number, settleSeconds: number) => ({
  timings: { bettingSeconds, settleSeconds, turnSeconds: 5 },
});

/** Waits until the table shows what `ok` wants; fails with what it showed last. */
const until = (page: Page, what: string, ok: (s: SharedBacState) => boolean, ms = 30_000) =>
  untilTable<SharedBacState>(page, 'bac.state', what, ok, ms);

/** The roads panel's marks (bead plate and big road), as the page draws them. */
async function roadsOf(page: Page): Promise<{ rounds: number; bead: string[]; big: number }> {
  const { rounds, bead, big } = JSON.parse((await node(page, 'bac.roads')).label);
  return { rounds, bead, big };
}

/** Waits for the settlement's balance to be read back, then holds the HUD against the ledger. */
async function hudShowsLedger(page: Page, playerId: string, want: number): Promise<void> {
  const end = Date.now() + 10_000;
  while ((await shownBalance(page)) !== eur(want) && Date.now() < end) await page.waitForTimeout(50);
  expect(await hudIsLedger(server.db, page, playerId)).toBe(want);
  expect((await moneyOf(server.db, playerId)).balance).toBe(want);
}

const resting = (rounds: number) => (s: SharedBacState) =>
  s.history === rounds && !s.busy && (s.phase === 'betting' || s.phase === 'idle');

describe('the shared baccarat table in two browsers', () => {
  let a: ServerPage;
  let b: ServerPage;

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a player arriving mid-shoe finds its roads; each sees the other’s chips land as someone else’s', async () => {
    await testHook({ ...timings(1.5, 0.5), shoe: SHOE });
    a = await openAt(browser, SMALL, tableUrl());
    await screenIs(a.page, 'baccarat');
    const playerA = await playerOfPage(server.db, a.page);
    await until(a.page, 'an open window', (s) => s.phase === 'betting' && !s.busy);

    // Coup 1: A alone, €10 on PLAYER; the stacked shoe's natural 9 pays it.
    await bet(a.page, 1000, 'player');
    await stakesShown(a.page, { player: 1000 });
    await until(a.page, 'the first coup settled', resting(1));
    await hudShowsLedger(a.page, playerA, START + 1000);

    // B arrives mid-shoe: the roads of the shoe's first coup, as A has them.
    b = await openAt(browser, LANDSCAPE, tableUrl());
    await screenIs(b.page, 'baccarat');
    const playerB = await playerOfPage(server.db, b.page);
    await until(b.page, 'the shoe’s first coup', resting(1));
    expect(await roadsOf(b.page)).toEqual(await roadsOf(a.page));
    expect((await roadsOf(b.page)).bead).toEqual(['p9']);

    // Coup 2, a window long enough for both: A's €5 on BANKER lands on B's table as someone
    // else's, B's €1 on TIE on A's; each area's own stack is only its player's.
    await testHook(timings(8, 3));
    await bet(a.page, 500, 'banker');
    await stakesShown(a.page, { banker: 500 });
    const seenByB = await until(b.page, 'A’s chips', (s) => s.others.banker === 500);
    expect(seenByB.stakes).toEqual({ player: 0, banker: 0, tie: 0 });
    expect((await node(b.page, 'bac.others.banker')).label).toBe(`Other players on BANKER: ${eur(500)}`);
    expect(seenByB.clock).toBeGreaterThan(0);
    // B plays by keys: → → picks the €1 chip (from €0.10), T puts it on TIE.
    for (const key of ['ArrowRight', 'ArrowRight', 't']) await b.page.keyboard.press(key);
    await stakesShown(b.page, { tie: 100 });
    const seenByA = await until(a.page, 'B’s chips', (s) => s.others.tie === 100);
    expect(seenByA).toMatchObject({
      stakes: { player: 0, banker: 500, tie: 0 },
      others: { player: 0, banker: 0, tie: 100 },
      table: { player: 0, banker: 500, tie: 100 },
    });
    expect((await until(b.page, 'the sums', (s) => s.table.banker === 500)).others).toEqual({
      player: 0,
      banker: 500,
      tie: 0,
    });

    // Both deal the same coup, the cut card's: the shoe's last.
    const dealt = (page: Page) =>
      until(
        page,
        'the second coup dealt',
        (s) => s.history === 2 && s.showingResult && s.banker.length === 2 && s.banker.every((c) => c !== null),
      );
    const [coupA, coupB] = await Promise.all([dealt(a.page), dealt(b.page)]);
    for (const coup of [coupA, coupB])
      expect([coup.player, coup.banker]).toEqual([
        ['2H', '3S'],
        ['8D', 'KC'],
      ]);
    // The message line (and so the live region) announced the cut card's coup, and the countdown
    // was said at 5 s.
    for (const page of [a.page, b.page]) {
      await heard(page, 'The cut card is out: this is the shoe’s last coup');
      await heard(page, 'Bets close in 5 s');
    }

    // At rest: the same roads on both tables, and each HUD is its player's ledger.
    await Promise.all([until(a.page, 'rest', resting(2)), until(b.page, 'rest', resting(2))]);
    const roads = await roadsOf(a.page);
    expect(roads).toEqual(await roadsOf(b.page));
    expect(roads).toMatchObject({ rounds: 2, bead: ['p9', 'b8'], big: 2 });
    expect((await node(a.page, 'bac.message')).label).toBe('A new shoe · Place your bets');
    await hudShowsLedger(a.page, playerA, START + 1000 + 475);
    await hudShowsLedger(b.page, playerB, START - 100);
    expect([...a.errors, ...b.errors]).toEqual([]);
  }, 120_000);
});
