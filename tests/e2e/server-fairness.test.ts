/**
 * Provable fairness as a player checks it, in real Chromium against the real game server: rounds
 * dealt from the player's seeds (no test seed), the history panel's fairness section, a new client
 * seed typed into its field and ROTATE, which reveals the server seed whose hash was shown before
 * play; then a recalled round's VERIFY recomputes the shoe in the browser and finds the round's
 * cards. Before the rotation the same VERIFY says the seed is still in use. A second device of
 * the same player (a desktop with the same session) sees the rotated seeds and verifies too.
 */
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bet as bacBet, stakesShown, waitForRounds } from './baccarat-page';
import { clickNode, DESKTOP, launchBrowser, node, PHONE, screenshot, settle } from './harness';
import { DEMO_TOKEN_KEY, type GameServer, openAt, playerOfPage, startGameServer } from './server-harness';
import { START } from './server-plan';

let browser: Browser;
let server: GameServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startGameServer({ distDir: inject('distDir') })]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const TABLE = 'baccarat-8deck';
const CLIENT_SEED = 'felt-e2e-rotation';
const MATCH = 'Verified: the revealed seed deals these cards.';
const UNREVEALED = "This round's seed is still in use: rotate it to verify.";

const bacUrl = () => `${server.url}/play.html?game=baccarat&table=${TABLE}&balance=${START}&lang=en&speed=fast`;

/** Waits until an exposed node's label passes `ok`; returns it. */
async function labelOf(page: Page, id: string, ok: (label: string) => boolean, timeout = 15_000): Promise<string> {
  const end = Date.now() + timeout;
  for (;;) {
    const n = await node(page, id).catch(() => null);
    if (n && ok(n.label)) return n.label;
    if (Date.now() > end) throw new Error(`${id} shows ${JSON.stringify(n?.label ?? null)}`);
    await page.waitForTimeout(100);
  }
}

/** The newest round's recall, VERIFY tapped: what it found. */
async function verifyNewest(page: Page, want: string): Promise<void> {
  await clickNode(page, 'history.row.0');
  await clickNode(page, 'history.verify');
  expect(await labelOf(page, 'history.verify.result', (l) => l !== 'Checking the round…' && l !== '')).toBe(want);
  await settle(page);
}

describe('fairness in the history panel, on the game server', () => {
  it('a round dealt from the player’s seeds verifies after a rotation, on the phone and on another device', async () => {
    const phone = await openAt(browser, PHONE, bacUrl());
    let token = '';
    try {
      const { page } = phone;
      const player = await playerOfPage(server.db, page);
      // Two rounds dealt from the player's seeds: no test seed, so they carry nonces to verify.
      for (const round of [1, 2]) {
        await waitForRounds(page, round - 1);
        if (round === 1) await bacBet(page, 1000, 'banker');
        else await clickNode(page, 'bac.area.banker');
        await stakesShown(page, { banker: 1000 });
        await clickNode(page, 'bac.deal');
        await waitForRounds(page, round);
      }
      const [dealt] = await server.db.query<{ n: number }>(
        `select count(*)::int8 as n from rounds where player_id = $1 and status = 'settled' and cardinality(nonces) > 0`,
        [player],
      );
      expect(dealt?.n).toBe(2);

      await clickNode(page, 'hud.history');
      const hash = await labelOf(page, 'fairness.serverSeedHash', (l) => /^[0-9a-f]{64}$/.test(l));
      const before = await node(page, 'fairness.clientSeed');
      expect(before.label).not.toBe(CLIENT_SEED);
      // Not yet: the round's seed is the one in use.
      await verifyNewest(page, UNREVEALED);
      await clickNode(page, 'history.back');

      await page.fill('#fairness-client-seed', CLIENT_SEED);
      await clickNode(page, 'fairness.rotate');
      const revealed = await labelOf(page, 'fairness.revealed', (l) => l !== '');
      // The seed revealed is the one whose hash was shown before the rounds were dealt (SHA-256
      // of its 32 bytes).
      expect(createHash('sha256').update(Buffer.from(revealed, 'hex')).digest('hex')).toBe(hash);
      expect(await labelOf(page, 'fairness.clientSeed', (l) => l === CLIENT_SEED)).toBe(CLIENT_SEED);
      expect((await node(page, 'fairness.nonce')).label).toBe('0');
      expect((await node(page, 'fairness.serverSeedHash')).label).not.toBe(hash);
      expect(await page.inputValue('#fairness-client-seed')).toBe('');
      await settle(page);
      await screenshot(page, 'server-fairness-phone');

      await verifyNewest(page, MATCH);
      await screenshot(page, 'server-fairness-verified-phone');
      expect(phone.errors).toEqual([]);
      token = (await page.evaluate((key) => localStorage.getItem(key), DEMO_TOKEN_KEY)) as string;
    } finally {
      await phone.close();
    }

    // The same player on a desktop: the seeds and the rounds come from the server.
    const desktop = await openAt(browser, DESKTOP, bacUrl(), async (page) => {
      await page.addInitScript(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        [DEMO_TOKEN_KEY, token],
      );
    });
    try {
      const { page } = desktop;
      await waitForRounds(page, 2);
      await clickNode(page, 'hud.history');
      expect(await labelOf(page, 'fairness.clientSeed', (l) => l === CLIENT_SEED)).toBe(CLIENT_SEED);
      await settle(page);
      await screenshot(page, 'server-fairness-desktop');
      await verifyNewest(page, MATCH);
      await screenshot(page, 'server-fairness-verified-desktop');
      expect(desktop.errors).toEqual([]);
    } finally {
      await desktop.close();
    }
  }, 120_000);
});
