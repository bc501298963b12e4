/**
 * One session through every game, as a player moves around the suite: the lobby opens a
 * blackjack table, a seeded round is played, the HUD's Lobby button comes back; then baccarat,
 * then roulette, each the same way. The page keeps ONE seeded RNG for the whole session (main.ts),
 * so the expected figures come from the engine replaying that one stream in the page's order:
 * the blackjack machine makes its shoe when its table opens and deals the round from it; the
 * baccarat machine makes its shoe when its table opens, then begins, deals and ends the round;
 * roulette draws the spin. After every round the HUD and then the lobby show the engine's balance.
 *
 * The run is made twice: in a page of its own (a phone), with the WebGL context lost in the
 * middle of the roulette spin and restored after the table rests; then framed by a lobby host
 * page from another origin (a desktop), which checks the messages: ready, balance, and for each
 * round roundStarted and busy, roundEnded and idle with the engine's staked, returned and balance.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StaticServer, serveDirectory } from '../../scripts/static-server';
import { bet as bacBet, stakesShown, waitForRounds } from './baccarat-page';
import { eur, playDecisions, START, shownBalance, waitForPhase } from './blackjack-page';
import { BAC_BETS, BAC_TABLE, BJ_CHIP, BJ_TABLE, findPlan, type Plan, ROU_BETS, ROU_CHIP } from './cross-game-plan';
import {
  canvasPixels,
  clickCanvas,
  clickNode,
  frameOf,
  frames,
  launchBrowser,
  node,
  nodes,
  openGame,
  PHONE,
  type PixelStats,
  type Surface,
  screenshot,
  settle,
} from './harness';
import { tableState as rouState, tapPosition, waitForPhase as waitForRoulette } from './roulette-page';

let browser: Browser;
let hostServer: StaticServer;

const PLAN = findPlan('cross');

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await hostServer?.close();
});

const screenIs = (s: Surface, name: string) =>
  frameOf(s).waitForFunction(
    (n) => (window as unknown as { __FELT__: { screen: string } }).__FELT__.screen === n,
    name,
    { timeout: 20_000 },
  );

/** Taps a table's row in the lobby and waits until that table's screen reports its state. */
async function openTable(s: Surface, table: string, stateNode: string): Promise<void> {
  // Tapped on the table's name, at the row's left (the words are drawn over the row's target: a
  // tap there must open this table, not the game's first one).
  const row = await node(s, `lobby.table.${table}`);
  const info = await node(s, `lobby.rules.${table}`);
  const x = row.x + 14;
  expect(x).toBeLessThan(info.x);
  await clickCanvas(s, x, row.y + row.height / 2);
  await frameOf(s).waitForFunction(
    (id) =>
      (window as unknown as { __FELT__: { nodes(): { id: string }[] } }).__FELT__.nodes().some((n) => n.id === id),
    stateNode,
    { timeout: 20_000 },
  );
}

/** The round just played is the history's newest row, and it opens as a marked recall. */
async function recall(s: Surface, label: RegExp): Promise<void> {
  await clickNode(s, 'hud.history');
  await clickNode(s, 'history.row.0');
  expect((await node(s, 'history.recall')).label).toMatch(label);
  await clickNode(s, 'history.close');
}

/** Back to the lobby through the HUD: the lobby's header shows the balance the engine computed. */
async function backToLobby(s: Surface, balance: number): Promise<void> {
  await clickNode(s, 'hud.lobby');
  await screenIs(s, 'lobby');
  await settle(s);
  expect((await node(s, 'lobby.balance')).label).toBe(`Balance ${eur(balance)}`);
}

interface Hooks {
  /** Called with the roulette bets placed, just before PLACE BET is tapped. */
  beforeSpin?: () => Promise<void>;
  /** Called once PLACE BET has been tapped; returns when the table may go on being checked. */
  afterSpin?: () => Promise<void>;
  /** Called after each round with its engine figures. */
  afterRound?: (round: { staked: number; returned: number; balance: number }) => Promise<void>;
}

/** The whole session from the lobby, on a page or in a lobby's frame. */
async function playSession(s: Surface, p: Plan, hooks: Hooks = {}): Promise<void> {
  await screenIs(s, 'lobby');
  expect((await node(s, 'lobby.balance')).label).toBe(`Balance ${eur(START)}`);

  // Blackjack: the row of the lobby's tile opens the table picked.
  await openTable(s, BJ_TABLE, 'bj.state');
  await waitForPhase(s, ['betting']);
  const ids = (await nodes(s)).map((n) => n.id);
  // bj-european: three seats, each with its Perfect Pairs circle, and the HUD's way back
  expect(ids).toEqual(expect.arrayContaining(['bj.seat.1', 'bj.seat.3', 'bj.pairs.1', 'bj.pairs.3', 'hud.lobby']));
  await clickNode(s, `bj.chip.${BJ_CHIP}`);
  await clickNode(s, 'bj.seat.1');
  expect((await node(s, 'hud.bet')).label).toBe(eur(BJ_CHIP));
  await clickNode(s, 'bj.deal');
  const turn = await waitForPhase(s, ['playerTurn']);
  expect(turn.seats['1']?.[0]).toEqual(p.blackjack.dealt.seats[0]?.hands[0]?.cards);
  expect(turn.dealer[0]).toBe(p.blackjack.dealt.dealer.cards[0]);
  expect(await shownBalance(s)).toBe(eur(START - BJ_CHIP));
  await playDecisions(s, p.blackjack);
  await waitForPhase(s, ['betting'], 30_000);
  expect(await shownBalance(s)).toBe(eur(p.blackjack.balance));
  expect((await node(s, 'hud.win')).label).toBe(eur(p.blackjack.final.returned));
  await recall(s, /^RECALL blackjack-/);
  await hooks.afterRound?.({
    staked: p.blackjack.final.staked,
    returned: p.blackjack.final.returned,
    balance: p.blackjack.balance,
  });
  await backToLobby(s, p.blackjack.balance);

  // Baccarat: a Banker win, its commission taken, from the same stream.
  await openTable(s, BAC_TABLE, 'bac.state');
  await waitForRounds(s, 0);
  await bacBet(s, BAC_BETS.banker, 'banker');
  await stakesShown(s, { banker: BAC_BETS.banker });
  await clickNode(s, 'bac.deal');
  const dealt = await waitForRounds(s, 1);
  expect({ player: dealt.player, banker: dealt.banker }).toEqual({
    player: [...p.baccarat.tableau.player],
    banker: [...p.baccarat.tableau.banker],
  });
  expect(await shownBalance(s)).toBe(eur(p.baccarat.balance));
  await hooks.afterRound?.({
    staked: p.baccarat.settlement.staked,
    returned: p.baccarat.settlement.returned,
    balance: p.baccarat.balance,
  });
  await backToLobby(s, p.baccarat.balance);

  // Roulette: a split, a corner and red, the spin the stream gives.
  await openTable(s, 'roulette-european', 'rou.state');
  await waitForRoulette(s, ['betting']);
  await clickNode(s, `rou.chip.${ROU_CHIP}`);
  for (const name of ROU_BETS) {
    await tapPosition(s, name);
    expect((await rouState(s)).bets.at(-1), name).toEqual({ bet: name, amount: ROU_CHIP });
  }
  await hooks.beforeSpin?.();
  await clickNode(s, 'rou.spin');
  await hooks.afterSpin?.();
  const after = await waitForRoulette(s, ['betting'], 60_000);
  expect(after.recent[0]).toBe(p.roulette.number);
  expect(after.resting).toBe(p.roulette.number);
  expect(await shownBalance(s)).toBe(eur(p.roulette.balance));
  expect((await node(s, 'hud.win')).label).toBe(eur(p.roulette.returned));
  await recall(s, /^RECALL roulette-/);
  await hooks.afterRound?.({
    staked: p.roulette.staked,
    returned: p.roulette.returned,
    balance: p.roulette.balance,
  });
  await backToLobby(s, p.roulette.balance);
}

/**
 * Installed in the page before the spin: loses the canvas's WebGL context (WEBGL_lose_context)
 * the moment the roulette table reports its ball running, and notes the phase it was lost in.
 */
const LOSE_WHEN_SPINNING = `(() => {
  const canvas = document.querySelector('canvas');
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  window.__gl = gl;
  window.__loseContext = gl.getExtension('WEBGL_lose_context');
  const poll = setInterval(() => {
    const node = window.__FELT__.nodes().find((n) => n.id === 'rou.state');
    const state = node ? JSON.parse(node.label) : null;
    if (!state || state.phase === 'betting') return;
    clearInterval(poll);
    window.__loseContext.loseContext();
    window.__lost = { phase: state.phase, lost: gl.isContextLost() };
  }, 5);
})()`;

describe('a session through the three games', () => {
  it("lobby → blackjack → lobby → baccarat → lobby → roulette → lobby on a phone, each balance the engine's; the table survives a lost WebGL context", async () => {
    const game = await openGame(
      browser,
      { ...PHONE, deviceScaleFactor: 1 },
      `/?seed=${PLAN.seed}&balance=${START}&lang=en&speed=fast`,
    );
    const page = game.page;
    try {
      let before: PixelStats | null = null;
      await playSession(page, PLAN, {
        // The context is lost as soon as the ball runs and comes back only once the table rests:
        // the round must go on without drawing, and the table must draw itself again, textures
        // (felt, chips, text) and all, though nothing moves any more to make it render.
        beforeSpin: async () => {
          before = await canvasPixels(page);
          await screenshot(page, 'cross-game-roulette-before-loss');
          await page.evaluate(LOSE_WHEN_SPINNING);
        },
        afterSpin: async () => {
          // (functions, not strings: under the game's CSP a string polled again is an eval)
          await page.waitForFunction(() => (window as { __lost?: unknown }).__lost !== undefined, null, {
            timeout: 20_000,
          });
          expect(await page.evaluate('window.__lost')).toEqual({ phase: 'spinning', lost: true });
          const rested = await waitForRoulette(page, ['betting'], 60_000);
          expect(rested.recent[0]).toBe(PLAN.roulette.number);
          const lost = await canvasPixels(page);
          await screenshot(page, 'cross-game-context-lost');
          // (nothing of the table while the context is lost)
          expect(lost.distinctColours).toBeLessThan(10);
          const drawn = await frames(page);
          await page.evaluate('window.__loseContext.restoreContext()');
          await page.waitForFunction(() => !(window as { __gl?: WebGLRenderingContext }).__gl?.isContextLost());
          await page.waitForFunction(
            (n) => (window as unknown as { __FELT__: { frames(): number } }).__FELT__.frames() > n,
            drawn,
          );
          await settle(page);
          const after = await canvasPixels(page);
          await screenshot(page, 'cross-game-context-restored');
          const b = before as unknown as PixelStats;
          expect(after.distinctColours).toBeGreaterThan(b.distinctColours * 0.7);
          expect(after.nonBackground).toBeGreaterThan(b.nonBackground * 0.7);
          expect(Math.abs(after.luminance - b.luminance)).toBeLessThan(b.luminance * 0.25);
        },
      });
      await screenshot(page, 'cross-game-lobby-after');
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  }, 180_000);

  it('the same session framed by a lobby from another origin reports each round with the engine’s figures', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'felt-cross-host-'));
    const gameUrl = `${inject('baseUrl')}/play.html?seed=${PLAN.seed}&balance=${START}&lang=en&speed=fast`;
    writeFileSync(
      join(dir, 'host.html'),
      `<!doctype html><html><head><link rel="icon" href="data:,"></head><body style="margin:0;background:#222">
<iframe id="game" src="${gameUrl}" style="position:absolute;left:0;top:0;width:800px;height:600px;border:0"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (e) => {
    if (e.source === document.getElementById('game').contentWindow) window.received.push({ origin: e.origin, data: e.data });
  });
</script></body></html>`,
    );
    hostServer = await serveDirectory(dir);
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    type Message = { origin: string; data: { type: string; payload?: Record<string, unknown> } };
    const received = () => page.evaluate(() => (window as unknown as { received: Message[] }).received);
    try {
      await page.goto(`${hostServer.url}/host.html`);
      const gameOrigin = new URL(inject('baseUrl')).origin;
      await page.waitForFunction(() =>
        (window as unknown as { received: Message[] }).received.some((m) => m.data.type === 'ready'),
      );
      const frame = page.frames().find((f) => f.url().startsWith(gameOrigin)) as Frame;
      await frame.waitForFunction(() => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready);
      const start = await received();
      // play.html without a game opens the lobby and says so
      expect(start.find((m) => m.data.type === 'ready')?.data.payload).toEqual({
        game: null,
        table: null,
        lang: 'en',
        currency: 'EUR',
      });
      expect(start.find((m) => m.data.type === 'balance')?.data.payload).toEqual({ balance: START });

      let seen = 0;
      let rounds = 0;
      await playSession(frame, PLAN, {
        afterRound: async (round) => {
          await page.waitForFunction(
            (n) =>
              (window as unknown as { received: Message[] }).received.filter((m) => m.data.type === 'idle').length >= n,
            rounds + 1,
          );
          const all = await received();
          const mine = all.slice(seen);
          seen = all.length;
          rounds++;
          const types = mine.map((m) => m.data.type);
          const started = mine.find((m) => m.data.type === 'roundStarted')?.data.payload;
          const ended = mine.find((m) => m.data.type === 'roundEnded')?.data.payload;
          expect(started).toMatchObject({ staked: round.staked, balance: round.balance - round.returned });
          expect(ended).toEqual({ roundId: started?.roundId, ...round });
          expect(types.indexOf('roundStarted')).toBeLessThan(types.indexOf('busy'));
          expect(types.indexOf('busy')).toBeLessThan(types.indexOf('roundEnded'));
          expect(types.indexOf('roundEnded')).toBeLessThan(types.lastIndexOf('idle'));
          // the last balance the lobby heard is the engine's
          expect(mine.filter((m) => m.data.type === 'balance').at(-1)?.data.payload).toEqual({
            balance: round.balance,
          });
        },
      });
      expect(rounds).toBe(3);
      for (const m of await received()) expect(m.origin).toBe(gameOrigin);
      // Each balance change is posted once: never the same balance twice in a row.
      const balances = (await received())
        .filter((m) => m.data.type === 'balance')
        .map((m) => (m.data.payload as { balance: number }).balance);
      expect(balances.filter((b, i) => i > 0 && b === balances[i - 1])).toEqual([]);
      await screenshot(page, 'cross-game-embedded-lobby');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);
});
