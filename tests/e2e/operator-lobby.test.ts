/**
 * Real money as an operator's player meets it (SERVER.md "Operator integration"): the reference
 * casino (tools/operator) on one origin, the game server with WALLET=seamless on another, real
 * Chromium between them. What the API tests cannot show: the casino's play page really frames the
 * game across origins (frame-ancestors lets it), the frame exchanges its one-time launch code and
 * plays the casino's money, a round tapped in the frame moves the casino's ledger by exactly its
 * stakes and returns, the balance beside the frame (fed by the game's postMessage and the casino's
 * poll) and the frame's HUD both show the casino's new balance, both ledgers agree afterwards, and
 * the launch URL opened again is refused rather than starting a second session.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addOperator } from '../../src/server/operators/store';
import { reconcile } from '../../src/server/reconcile';
import { crossCheck, type ServerWalletCall } from '../../tools/operator/cross-check';
import { formatMoney } from '../../tools/operator/lobby-page';
import { type ReferenceOperator, startReferenceOperator } from '../../tools/operator/operator';
import { eur, shownBalance } from './blackjack-page';
import { clickNode, DESKTOP, launchBrowser, PHONE, settle } from './harness';
import { tableState, tapPosition, waitForPhase } from './roulette-page';
import { type GameServer, startGameServer, waitReady } from './server-harness';
import { felt } from './server-page';

const OPERATOR = 'e2e-casino';
const PLAYER = 'alice';
/** Not the game's demo balance: a HUD showing it shows the casino's money. */
const START = 73_450;
const TABLE = 'roulette-european';
const CHIP = 100;
const SHOTS = process.env.SHOTS_DIR ?? 'test-results';
/** The phone's CSS size at 2x: software WebGL draws every pixel on the CPU. */
const SMALL_PHONE = { ...PHONE, deviceScaleFactor: 2 };

let browser: Browser;
let server: GameServer;
let operator: ReferenceOperator;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startGameServer({ distDir: inject('distDir'), wallet: 'seamless' }),
  ]);
  operator = await startReferenceOperator({ operatorId: OPERATOR, secret: '0'.repeat(64), gameServerUrl: server.url });
  // The casino is another origin (another port): only its own origin may frame the game.
  const { secret } = await addOperator(server.db, {
    id: OPERATOR,
    name: 'E2E casino',
    walletUrl: operator.walletUrl,
    allowedOrigins: [operator.url],
  });
  operator.setSecrets([secret]);
  await operator.setPlayer({ playerId: PLAYER, balance: START });
});

afterAll(async () => {
  await browser?.close();
  await operator?.close();
  await server?.stop();
});

interface Lobby {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors of the casino's page and the framed game. */
  errors: string[];
}

/** A player's browser on the casino: it records the game's messages as the casino's page hears them. */
async function openBrowser(viewport: typeof PHONE | typeof DESKTOP | typeof SMALL_PHONE): Promise<Lobby> {
  const { width, height, deviceScaleFactor, isMobile, hasTouch } = viewport;
  // Reduced motion starts the game in fast play (a 4 s spin instead of 12 s): the money is the point here.
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile,
    hasTouch,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => {
    if (window !== window.top) return;
    const w = window as unknown as { heard: { origin: string; data: unknown }[] };
    w.heard = [];
    window.addEventListener('message', (e) => w.heard.push({ origin: e.origin, data: e.data }));
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** The framed game once it plays: it must come from the game server, not a browser's refusal page. */
async function gameFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator('iframe#game').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the casino page frames no game');
  await page.waitForLoadState('load');
  // A frame refused by frame-ancestors shows chrome-error://chromewebdata/ and never gets ready.
  expect(frame.url(), 'the game frame did not load (refused by frame-ancestors?)').toMatch(
    new RegExp(`^${server.url}/play\\.html\\?`),
  );
  await waitReady(frame as unknown as Page);
  return frame;
}

/**
 * The framed game as the harness's helpers drive it: they tap points of the game's own canvas,
 * which sits below the casino's header, so each point is moved by where the frame is on the page.
 */
async function shifted(page: Page, frame: Frame): Promise<Frame> {
  const box = await page.locator('iframe#game').boundingBox();
  if (!box) throw new Error('the game frame is not on screen');
  const bind = (t: object, k: string | symbol) => {
    const v = Reflect.get(t, k);
    return typeof v === 'function' ? v.bind(t) : v;
  };
  const at = (x: number, y: number) => [x + box.x, y + box.y] as const;
  const touchscreen = { tap: (x: number, y: number) => page.touchscreen.tap(...at(x, y)) };
  const mouse = {
    click: (x: number, y: number, o?: object) => page.mouse.click(...at(x, y), o),
    move: (x: number, y: number, o?: object) => page.mouse.move(...at(x, y), o),
    down: (o?: object) => page.mouse.down(o),
    up: (o?: object) => page.mouse.up(o),
  };
  const onPage = new Proxy(page, {
    get: (t, k) => (k === 'touchscreen' ? touchscreen : k === 'mouse' ? mouse : bind(t, k)),
  });
  return new Proxy(frame, { get: (t, k) => (k === 'page' ? () => onPage : bind(t, k)) });
}

const lobbyBalance = (page: Page) => page.locator('#balance').textContent();

/** The casino's wallet balance for the player, from its own ledger (its /api/balance). */
async function casinoBalance(): Promise<number> {
  const res = await fetch(`${operator.url}/api/balance?player=${PLAYER}`);
  return ((await res.json()) as { balance: number }).balance;
}

/** The server's player whose real-money session the frame keeps (the token in its sessionStorage). */
async function sessionPlayer(frame: Frame): Promise<string | null> {
  const token = await frame.evaluate(() => sessionStorage.getItem('felt.session.real.self.EUR'));
  if (!token) return null;
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await server.db.query<{ player_id: string }>('select player_id from sessions where token_hash = $1', [
    hash,
  ]);
  return row?.player_id ?? null;
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe("an operator's lobby framing the game with real money", () => {
  it('phone: the casino frames the table, a round moves its ledger exactly, both balances follow, the launch code is spent', async () => {
    const { context, page, errors } = await openBrowser(SMALL_PHONE);
    try {
      await page.goto(`${operator.url}/?player=${PLAYER}&lang=en`);
      expect(await lobbyBalance(page)).toBe(formatMoney(START, 'EUR'));
      await page.tap(`a.tile[data-table="${TABLE}"]`);
      await page.waitForURL(/\/play\?/);
      const frame = await gameFrame(page);
      const launchUrl = frame.url();
      expect(new URL(launchUrl).searchParams.get('parentOrigin')).toBe(operator.url);

      // The frame exchanged its code for the casino player's real-money session and shows its balance.
      expect(await felt(frame as unknown as Page)).toMatchObject({ play: 'server', connection: 'online' });
      expect(await sessionPlayer(frame)).toBe(`op:${OPERATOR}:${PLAYER}`);
      expect(await frame.evaluate(() => localStorage.getItem('felt.session.demo.self.EUR'))).toBeNull();
      const game = await shifted(page, frame);
      await waitForPhase(game, ['betting']);
      expect(await shownBalance(game)).toBe(eur(START));

      await clickNode(game, `rou.chip.${CHIP}`);
      await tapPosition(game, 'red');
      const before = await tableState(game);
      expect(before.bets).toEqual([{ bet: 'red', amount: CHIP }]);
      await clickNode(game, 'rou.spin');
      await frame.waitForFunction(
        (n) => {
          const f = (window as unknown as { __FELT__: { nodes(): { id: string; label: string }[] } }).__FELT__;
          const s = JSON.parse(f.nodes().find((x) => x.id === 'rou.state')?.label ?? '{}');
          return s.phase === 'betting' && !s.busy && s.recent.length > n;
        },
        before.recent.length,
        { timeout: 40_000 },
      );
      await settle(game);

      // The round as the game server settled it, and what it moved at the casino: exactly that.
      const rounds = await server.db.query<{ id: string; status: string; staked: number; returned: number }>(
        'select id, status, staked, returned from rounds where player_id = $1',
        [`op:${OPERATOR}:${PLAYER}`],
      );
      expect(rounds).toHaveLength(1);
      const round = rounds[0] as (typeof rounds)[number];
      expect(round).toMatchObject({ status: 'settled', staked: CHIP });
      expect([0, 2 * CHIP]).toContain(round.returned);
      const moves = (await operator.transactions()).filter((t) => t.playerId === PLAYER && t.kind !== 'adjustment');
      expect(moves.map((t) => [t.kind, t.movement, t.roundId])).toEqual([
        ['debit', -CHIP, round.id],
        ['credit', round.returned, round.id],
      ]);
      const after = START - CHIP + round.returned;
      expect(await casinoBalance()).toBe(after);

      // The balance beside the frame (the game's roundEnded, posted across origins) and the HUD.
      await page.waitForFunction(
        (text) => document.getElementById('balance')?.textContent === text,
        formatMoney(after, 'EUR'),
        {
          timeout: 5_000,
        },
      );
      const heard = await page.evaluate(
        () => (window as unknown as { heard: { origin: string; data: { type?: string; payload?: unknown } }[] }).heard,
      );
      expect(heard.filter((m) => m.data?.type === 'roundEnded')).toEqual([
        expect.objectContaining({
          origin: server.url,
          data: expect.objectContaining({ payload: expect.objectContaining({ balance: after }) }),
        }),
      ]);
      expect(await shownBalance(game)).toBe(eur(after));
      await screenshot(page, 'operator-phone');

      const calls = await server.db.query<ServerWalletCall>(
        'select transaction_uuid, player_id, kind, amount, state, reference_uuid, round_id, round_closed from wallet_calls',
      );
      expect(crossCheck(calls, await operator.transactions())).toEqual({ ok: true, differences: [] });
      expect(await reconcile(server.db)).toMatchObject({ ok: true, differences: [] });
      expect(await operator.reconcile()).toMatchObject({ ok: true, differences: [] });
      expect(errors).toEqual([]);

      // The launch URL again, in a new tab (no session kept there): refused, no second session.
      const [sessions] = await server.db.query<{ n: number }>(
        'select count(*)::int8 as n from sessions where player_id = $1',
        [`op:${OPERATOR}:${PLAYER}`],
      );
      const again = await context.newPage();
      await again.goto(launchUrl);
      await waitReady(again);
      expect(await felt(again)).toMatchObject({ screen: 'error' });
      expect(
        await again.evaluate(() => (window as unknown as { __FELT__: { lastMessage: string } }).__FELT__.lastMessage),
      ).toContain('already used');
      expect(
        await server.db.query('select count(*)::int8 as n from sessions where player_id = $1', [
          `op:${OPERATOR}:${PLAYER}`,
        ]),
      ).toEqual([sessions]);
    } finally {
      await context.close();
    }
    // A framed table at 2x on a software GPU, its load and a whole round: 55 s on this 2-core
    // machine while other browsers run, so 60 s left no room.
  }, 120_000);

  it("desktop: a second launch frames the table with the casino's balance", async () => {
    const { context, page, errors } = await openBrowser(DESKTOP);
    try {
      const balance = await casinoBalance();
      await page.goto(`${operator.url}/play?table=${TABLE}&player=${PLAYER}&lang=en`);
      const frame = await gameFrame(page);
      const game = await shifted(page, frame);
      await waitForPhase(game, ['betting']);
      expect(await shownBalance(game)).toBe(eur(balance));
      expect(await lobbyBalance(page)).toBe(formatMoney(balance, 'EUR'));
      await screenshot(page, 'operator-desktop');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 40_000);
});
