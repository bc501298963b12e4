/**
 * The tables in real Chromium against the real game server (src/server/app.ts on PGlite, serving
 * the test build: its pages carry the server's mark and play there). What only a browser on a
 * real server can show: the balance the HUD and the lobby show is the one the server's ledger adds
 * up to, round after round through the three games; a reload in the middle of a blackjack round
 * gets the round back from the server; an answer lost on the way is asked for again and applied
 * once, with the calm "reconnecting" banner over the table meanwhile; an expired session ends on a
 * screen that says so; nothing the browser received or stored named the hole card before it
 * turned; and a launch's session and its table's earlier rounds are asked for while the boot code
 * downloads, once.
 */
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bet as bacBet, stakesShown, waitForRounds } from './baccarat-page';
import { eur, type TableState, waitForPhase } from './blackjack-page';
import { clickNode, DESKTOP, launchBrowser, node, nodes, PHONE, screenshot, settle } from './harness';
import { tableState as rouState, tapPosition, waitForPhase as waitForRoulette } from './roulette-page';
import {
  type GameServer,
  moneyOf,
  openAt,
  openRoundOf,
  playerOfPage,
  roundLedger,
  startGameServer,
  waitReady,
} from './server-harness';
import { backToLobby, dealToDecision, felt, hudIsLedger, openTable, screenIs } from './server-page';
import { doubleRound, HOLE_CHIP, HOLE_TABLE, START, standRound } from './server-plan';

let browser: Browser;
let server: GameServer;

/** Software WebGL draws every pixel on the CPU: a phone's CSS size at 1x where no screenshot is taken. */
const SMALL = { ...PHONE, deviceScaleFactor: 1 };

const XG_TABLE = 'bj-european';
const XG_CHIP = 2500;
const XG_ROUND = standRound(XG_TABLE, XG_CHIP, 'srv-xg');
const DOUBLE = doubleRound('srv-dbl');

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startGameServer({ distDir: inject('distDir') })]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tableUrl = (table: string, seed: string, extra = '') =>
  `${server.url}/play.html?game=blackjack&table=${table}&seed=${seed}&balance=${START}&lang=en&speed=fast${extra}`;

/** The cards the table shows, as a reload must show them again. */
const cardsOf = (s: TableState) => ({ dealer: s.dealer, seats: s.seats });

describe('tables on the game server', () => {
  it("lobby → blackjack → baccarat → roulette → lobby: each balance the HUD and the lobby show is the server ledger's", async () => {
    const game = await openAt(
      browser,
      SMALL,
      `${server.url}/?seed=${XG_ROUND.seed}&balance=${START}&lang=en&speed=fast`,
    );
    const { page } = game;
    try {
      await screenIs(page, 'lobby');
      expect(await felt(page)).toMatchObject({ play: 'server', connection: 'online' });
      const player = await playerOfPage(server.db, page);
      expect((await node(page, 'lobby.balance')).label).toBe(`Balance ${eur(START)}`);

      await openTable(page, XG_TABLE, 'bj.state');
      const dealt = await dealToDecision(page, XG_CHIP);
      expect(dealt.seats['1']?.[0]).toEqual(XG_ROUND.dealt.seats[0]?.hands[0]?.cards);
      expect(await hudIsLedger(server.db, page, player)).toBe(START - XG_CHIP);
      await clickNode(page, 'bj.player.stand');
      await waitForPhase(page, ['betting'], 30_000);
      expect(await hudIsLedger(server.db, page, player)).toBe(XG_ROUND.balance);
      await backToLobby(page, XG_ROUND.balance);

      await openTable(page, 'baccarat-8deck', 'bac.state');
      await waitForRounds(page, 0);
      await bacBet(page, 1000, 'banker');
      await stakesShown(page, { banker: 1000 });
      await clickNode(page, 'bac.deal');
      await waitForRounds(page, 1);
      const afterBaccarat = await hudIsLedger(server.db, page, player);
      await backToLobby(page, afterBaccarat);

      await openTable(page, 'roulette-european', 'rou.state');
      await waitForRoulette(page, ['betting']);
      await clickNode(page, 'rou.chip.100');
      for (const name of ['split:17-20', 'red']) await tapPosition(page, name);
      const spins = (await rouState(page)).recent.length;
      await clickNode(page, 'rou.spin');
      await page.waitForFunction(
        (n) => {
          const f = (window as unknown as { __FELT__: { nodes(): { id: string; label: string }[] } }).__FELT__;
          const s = JSON.parse(f.nodes().find((x) => x.id === 'rou.state')?.label ?? '{}');
          return s.phase === 'betting' && !s.busy && s.recent.length > n;
        },
        spins,
        { timeout: 60_000 },
      );
      await settle(page);
      const afterRoulette = await hudIsLedger(server.db, page, player);
      const [ledgerRows] = await server.db.query<{ n: number }>(
        'select count(*)::int8 as n from ledger where player_id = $1',
        [player],
      );
      // three rounds: each a debit and (unless lost) a credit
      expect(ledgerRows?.n).toBeGreaterThanOrEqual(3);
      await backToLobby(page, afterRoulette);
      expect(await felt(page)).toMatchObject({ play: 'server', connection: 'online' });
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  }, 120_000);

  it('a reload in the middle of a blackjack round resumes it from the server: the same cards and balance', async () => {
    const game = await openAt(browser, SMALL, tableUrl(HOLE_TABLE, DOUBLE.seed));
    const { page } = game;
    try {
      const player = await playerOfPage(server.db, page);
      const before = await dealToDecision(page, HOLE_CHIP);
      expect(await hudIsLedger(server.db, page, player)).toBe(START - HOLE_CHIP);
      await page.reload();
      await waitReady(page);
      const after = await waitForPhase(page, ['playerTurn'], 30_000);
      expect(cardsOf(after)).toEqual(cardsOf(before));
      expect(await hudIsLedger(server.db, page, player)).toBe(START - HOLE_CHIP);
      await clickNode(page, 'bj.player.double');
      await waitForPhase(page, ['betting'], 30_000);
      expect(await hudIsLedger(server.db, page, player)).toBe(DOUBLE.balance);
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  }, 60_000);

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'an answer lost on the way (%s) is asked for again and applied once, the table reconnecting meanwhile',
    async (label, viewport) => {
      const HOLD_MS = 3_000;
      let calls = 0;
      let held: () => void = () => undefined;
      const released = new Promise<void>((done) => {
        held = done;
      });
      // The first try of the double reaches the server (applied) and its answer is lost; the retry's
      // answer is held for a while, so the table shows how it waits.
      const handler = async (route: Route) => {
        calls++;
        const response = await route.fetch();
        if (calls === 1) return route.abort('connectionreset');
        await new Promise((done) => setTimeout(done, HOLD_MS));
        await route.fulfill({ response });
        held();
      };
      const game = await openAt(browser, viewport, tableUrl(HOLE_TABLE, DOUBLE.seed));
      const { page } = game;
      try {
        const player = await playerOfPage(server.db, page);
        await dealToDecision(page, HOLE_CHIP);
        await page.route('**/v1/rounds/*/actions', handler);
        await clickNode(page, 'bj.player.double');
        const banner = page.locator('.connection-banner');
        await banner.waitFor({ state: 'visible', timeout: 5_000 });
        expect(await banner.textContent()).toBe('Reconnecting… your round is safe');
        expect((await felt(page)).connection).toBe('reconnecting');
        // the table takes no new input while it waits
        const buttons = (await nodes(page)).filter((n) => n.id.startsWith('bj.player.'));
        expect(buttons.filter((b) => b.enabled)).toEqual([]);
        await screenshot(page, `server-reconnecting-${label}`);
        await released;
        await banner.waitFor({ state: 'hidden', timeout: 5_000 });
        await waitForPhase(page, ['betting'], 30_000);
        expect((await felt(page)).connection).toBe('online');
        await page.unroute('**/v1/rounds/*/actions', handler);

        // one try lost, one answered: the same call twice, applied once
        expect(calls).toBe(2);
        const round = (
          await server.db.query<{ id: string }>(
            'select id from rounds where player_id = $1 order by seq desc limit 1',
            [player],
          )
        )[0]?.id as string;
        const rows = await roundLedger(server.db, round);
        expect(rows).toEqual([
          { kind: 'debit', amount: HOLE_CHIP },
          { kind: 'debit', amount: HOLE_CHIP },
          { kind: 'credit', amount: DOUBLE.final.returned },
        ]);
        expect(await hudIsLedger(server.db, page, player)).toBe(DOUBLE.balance);
        // play goes on: the table takes bets for the next round
        expect((await node(page, `bj.chip.${HOLE_CHIP}`)).enabled).toBe(true);
        expect(game.errors.filter((e) => !/ERR_CONNECTION_RESET|Failed to load resource/.test(e))).toEqual([]);
      } finally {
        await game.close();
      }
    },
    60_000,
  );

  it('a roulette launch asks for its session and its table’s spins while the boot code downloads, and plays on that one session', async () => {
    const asked: string[] = [];
    let heldUntil = -1;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = () => {
        if (heldUntil < 0) heldUntil = asked.length;
        resolve();
      };
    });
    const early = (r: string) => r.startsWith('POST /v1/sessions') || r.startsWith('GET /v1/history?game=roulette');
    const game = await openAt(
      browser,
      SMALL,
      `${server.url}/play.html?game=roulette&balance=${START}&lang=en&speed=fast`,
      async (page) => {
        page.on('request', (r) => {
          const url = new URL(r.url());
          asked.push(`${r.method()} ${url.pathname}${url.search}`);
          if (asked.filter(early).length === 2) release();
        });
        // The boot code is held until the two calls were made (or 10 s): made meanwhile, they are the early script's.
        setTimeout(release, 10_000);
        await page.route('**/assets/main-*.js', async (route) => {
          await held;
          await route.continue();
        });
      },
    );
    try {
      const before = asked.slice(0, heldUntil);
      expect(before.filter(early)).toEqual([
        'POST /v1/sessions',
        'GET /v1/history?game=roulette&table=roulette-european&limit=500',
      ]);
      // The boot took both: no second session, no second read of the table's spins.
      expect(asked.filter(early)).toHaveLength(2);
      expect(await felt(game.page)).toMatchObject({ play: 'server', connection: 'online' });
      const player = await playerOfPage(server.db, game.page);
      expect(await hudIsLedger(server.db, game.page, player)).toBe(START);
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('a session that expired on the server ends on a screen that says so', async () => {
    const game = await openAt(browser, SMALL, tableUrl(HOLE_TABLE, DOUBLE.seed, '&inactivityMinutes=5'));
    const { page } = game;
    try {
      const player = await playerOfPage(server.db, page);
      await waitForPhase(page, ['betting']);
      await server.db.query(`update sessions set last_seen = now() - interval '2 hours' where player_id = $1`, [
        player,
      ]);
      await clickNode(page, `bj.chip.${HOLE_CHIP}`);
      await clickNode(page, 'bj.seat.1');
      await clickNode(page, 'bj.deal');
      await screenIs(page, 'session-ended');
      await settle(page);
      expect((await node(page, 'session-ended.action')).label).toBe('START A NEW SESSION');
      // nothing was staked: the server refused the call before the round
      expect(await moneyOf(server.db, player)).toEqual({ balance: START, ledger: START });
    } finally {
      await game.close();
    }
  }, 60_000);

  it('no answer and no storage entry named the hole card before it turned', async () => {
    const bodies: string[] = [];
    const game = await openAt(browser, SMALL, tableUrl(HOLE_TABLE, DOUBLE.seed), (page) => {
      page.on('response', async (r) => {
        if (new URL(r.url()).pathname.startsWith('/v1/')) bodies.push(await r.text().catch(() => ''));
      });
    });
    const { page } = game;
    try {
      const player = await playerOfPage(server.db, page);
      await dealToDecision(page, HOLE_CHIP);
      const open = await openRoundOf(server.db, player, HOLE_TABLE);
      const round = open?.state.round as { dealer: { cards: string[] } } | undefined;
      const hole = round?.dealer.cards[1] as string;
      expect(hole).toBe(DOUBLE.dealt.dealer.cards[1]);
      const storage = await page.evaluate(() => [...Object.entries(localStorage), ...Object.entries(sessionStorage)]);
      // (the session token and the table's saved snapshot at least)
      expect(storage.length).toBeGreaterThan(1);
      // A card's name on its own, not inside a longer run of token characters (the session token)
      const names = (text: string) => new RegExp(`(^|[^A-Za-z0-9_-])${hole}([^A-Za-z0-9_-]|$)`).test(text);
      // the new session's answer (the session in it) and the round's, dealt to the decision
      expect(bodies.length).toBeGreaterThanOrEqual(2);
      expect(bodies.some((b) => b.includes('"roundId"'))).toBe(true);
      expect(bodies.filter(names)).toEqual([]);
      expect(storage.filter(([key, value]) => names(key) || names(value))).toEqual([]);
      // Turned, it is named: the search above would have found it.
      const seen = bodies.length;
      await clickNode(page, 'bj.player.double');
      await waitForPhase(page, ['betting'], 30_000);
      expect(bodies.slice(seen).some(names)).toBe(true);
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  }, 60_000);
});
