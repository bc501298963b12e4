/**
 * The game under the strict Content-Security-Policy casinos serve their pages with (and
 * `npm start` and the test server send, scripts/security-headers.ts): no eval, no inline code, no
 * blob: workers, everything from the game's own origin. The page's `securitypolicyviolation` events
 * are listened to from before its first script; the session opens every table from the lobby, plays
 * a seeded round at each game (the engine's balances), opens the history, rules and settings and
 * lets the sound start, and the policy must have refused nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bet as bacBet, stakesShown, waitForRounds } from './baccarat-page';
import { eur, playDecisions, START, shownBalance, waitForPhase } from './blackjack-page';
import { BAC_BETS, BAC_TABLE, BJ_CHIP, BJ_TABLE, findPlan, ROU_BETS, ROU_CHIP } from './cross-game-plan';
import { clickCanvas, clickNode, launchBrowser, node, settle } from './harness';
import { tapPosition, waitForPhase as waitForRoulette } from './roulette-page';

const STRICT =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors ";

/** Installed before any script of the page: every refusal of the policy, as the page hears it. */
const LISTEN = `window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__violations.push(e.effectiveDirective + ' ' + e.blockedURI + ' ' + e.sourceFile + ':' + e.lineNumber);
});`;

const PLAN = findPlan('csp');
const OTHER_TABLES = [
  ['bj-classic', 'bj.state'],
  ['bj-multiseat', 'bj.state'],
  ['bj-h17-8deck', 'bj.state'],
  ['baccarat-6deck', 'bac.state'],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

const screenIs = (page: Page, name: string) =>
  page.waitForFunction((n) => (window as unknown as { __FELT__: { screen: string } }).__FELT__.screen === n, name, {
    timeout: 20_000,
  });

/** Taps a table's row in the lobby (on its name) and waits until the table reports its state. */
async function openTable(page: Page, table: string, stateNode: string): Promise<void> {
  const row = await node(page, `lobby.table.${table}`);
  await clickCanvas(page, row.x + 14, row.y + row.height / 2);
  await page.waitForFunction(
    (id) =>
      (window as unknown as { __FELT__: { nodes(): { id: string }[] } }).__FELT__.nodes().some((n) => n.id === id),
    stateNode,
    { timeout: 20_000 },
  );
  await settle(page);
}

async function backToLobby(page: Page): Promise<void> {
  await clickNode(page, 'hud.lobby');
  await screenIs(page, 'lobby');
  await settle(page);
}

/** Opens a panel from the HUD, waits for one of its nodes, and closes it. */
async function openPanel(page: Page, button: string, shown: string, close: string): Promise<void> {
  await clickNode(page, button);
  await page.waitForFunction(
    (id) =>
      (window as unknown as { __FELT__: { nodes(): { id: string }[] } }).__FELT__.nodes().some((n) => n.id === id),
    shown,
    { timeout: 20_000 },
  );
  await clickNode(page, close);
}

describe('under a strict Content-Security-Policy', () => {
  it('the lobby opens every table and a round of each game is played, and the policy refuses nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    await context.addInitScript(LISTEN);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    try {
      const response = await page.goto(`${inject('baseUrl')}/?seed=${PLAN.seed}&balance=${START}&lang=en&speed=fast`);
      // the page really is served with the strict policy: no 'unsafe-eval', no 'unsafe-inline'
      expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`^${STRICT}`));
      expect(response?.headers()['x-frame-options']).toBeUndefined();
      // The game boots: without Pixi's unsafe-eval module its renderer needs eval, and the page
      // says so instead of showing the lobby.
      await page.waitForFunction(
        () =>
          (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready === true ||
          document.querySelector('#boot-status.error') !== null,
        null,
        { timeout: 30_000 },
      );
      expect(await page.evaluate(() => document.querySelector('#boot-status.error'))).toBeNull();
      // The loader fades once the lobby is playable, then leaves the page.
      await page.waitForFunction(() => document.getElementById('boot-status') === null, null, { timeout: 10_000 });
      await screenIs(page, 'lobby');

      // Blackjack: the engine's round, then the history panel, the rules and the settings.
      await openTable(page, BJ_TABLE, 'bj.state');
      await waitForPhase(page, ['betting']);
      await clickNode(page, `bj.chip.${BJ_CHIP}`);
      await clickNode(page, 'bj.seat.1');
      await clickNode(page, 'bj.deal');
      await playDecisions(page, PLAN.blackjack);
      await waitForPhase(page, ['betting'], 30_000);
      expect(await shownBalance(page)).toBe(eur(PLAN.blackjack.balance));
      await openPanel(page, 'hud.history', 'history.row.0', 'history.close');
      await openPanel(page, 'hud.rules', 'rules.body', 'rules.close');
      await openPanel(page, 'hud.settings', 'settings.close', 'settings.close');
      await backToLobby(page);

      // Baccarat: a Banker win.
      await openTable(page, BAC_TABLE, 'bac.state');
      await waitForRounds(page, 0);
      await bacBet(page, BAC_BETS.banker, 'banker');
      await stakesShown(page, { banker: BAC_BETS.banker });
      await clickNode(page, 'bac.deal');
      await waitForRounds(page, 1);
      expect(await shownBalance(page)).toBe(eur(PLAN.baccarat.balance));
      await backToLobby(page);

      // Roulette: a split, a corner and red.
      await openTable(page, 'roulette-european', 'rou.state');
      await waitForRoulette(page, ['betting']);
      await clickNode(page, `rou.chip.${ROU_CHIP}`);
      for (const name of ROU_BETS) await tapPosition(page, name);
      await clickNode(page, 'rou.spin');
      const after = await waitForRoulette(page, ['betting'], 60_000);
      expect(after.recent[0]).toBe(PLAN.roulette.number);
      expect(await shownBalance(page)).toBe(eur(PLAN.roulette.balance));
      await backToLobby(page);

      // Every other table opens and waits for bets.
      for (const [table, state] of OTHER_TABLES) {
        await openTable(page, table, state);
        if (state === 'bj.state') await waitForPhase(page, ['betting']);
        else await waitForRounds(page, 0);
        await backToLobby(page);
      }

      // The sound started on the first tap and plays (its code and the AudioContext are allowed).
      const audio = await page.evaluate(() =>
        (window as unknown as { __FELT__: { audio(): { loaded: boolean; context: string } } }).__FELT__.audio(),
      );
      expect(audio).toMatchObject({ loaded: true, context: 'running' });
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it("names the page's security policy, not WebGL, when the policy stops the renderer", async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
    // The renderer is made to need eval as it asks for its WebGL 2 context (Pixi's support probe
    // asks for WebGL 1 and passes): the policy refuses it, a real EvalError and a real violation,
    // as it refused Pixi's generated shader code.
    await context.addInitScript(`${LISTEN}
const getContext = HTMLCanvasElement.prototype.getContext;
HTMLCanvasElement.prototype.getContext = function (...args) {
  if (args[0] === 'webgl2') new Function('return 1');
  return getContext.apply(this, args);
};`);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    try {
      await page.goto(`${inject('baseUrl')}/play.html?lang=en`);
      await page.waitForSelector('#boot-status.error', { timeout: 30_000 });
      expect(await page.textContent('#boot-status')).toBe(
        "The security settings of this page stop the game from drawing the tables. Please tell the casino's support.",
      );
      expect(warnings.some((w) => w.startsWith('renderer failed to start (security-policy)'))).toBe(true);
      expect(await violations(page)).toEqual([expect.stringMatching(/^script-src eval /)]);
    } finally {
      await context.close();
    }
  });
});
