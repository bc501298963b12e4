import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickNode, DESKTOP, node, nodes, openGame, PHONE, screenshot, settle } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await (await import('./harness')).launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function waitForNode(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (nodeId) =>
      (window as unknown as { __FELT__: { nodes(): { id: string }[] } }).__FELT__.nodes().some((n) => n.id === nodeId),
    id,
    { timeout: 30_000 },
  );
  await settle(page);
}

describe.each([
  ['phone-portrait', PHONE, 'baccarat-8deck', 'Baccarat · Eight decks'],
  ['desktop', DESKTOP, 'bj-h17-8deck', 'Blackjack · Eight-deck H17'],
] as const)('rules from the lobby at %s', (label, viewport, table, title) => {
  it('a tap on a table row opens its rules and paytable, which scroll and close', async () => {
    const game = await openGame(browser, viewport);
    try {
      await clickNode(game.page, `lobby.rules.${table}`);
      await waitForNode(game.page, 'rules.body');
      const body = await node(game.page, 'rules.body');
      expect(body.label).toBe(title);
      // the tile's own tap (the coming-soon message) did not fire
      expect(
        await game.page.evaluate(
          () => (window as unknown as { __FELT__: { lastMessage: string } }).__FELT__.lastMessage,
        ),
      ).toBe('');
      await screenshot(game.page, `rules-${label}`);
      const before = (await node(game.page, 'rules.body')).y;
      await game.page.mouse.move(viewport.width / 2, viewport.height / 2);
      await game.page.mouse.wheel(0, 600);
      await settle(game.page);
      expect((await node(game.page, 'rules.body')).y).toBeLessThan(before);
      await screenshot(game.page, `rules-${label}-scrolled`);
      await clickNode(game.page, 'rules.close');
      expect((await nodes(game.page)).some((n) => n.id === 'rules.body')).toBe(false);
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });
});

/** Scrolls the open panel until a node is in the middle of the window (the wheel moves a step at a time). */
async function centre(page: Page, id: string, height: number): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const n = await node(page, id);
    const off = n.y + n.height / 2 - height / 2;
    if (Math.abs(off) < height / 4) return;
    await page.mouse.wheel(0, Math.sign(off) * Math.min(Math.abs(off), 400));
    await settle(page);
  }
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('a blackjack table’s strategy chart at %s', (label, viewport) => {
  it('the rules name the strategy under the return; STRATEGY CHART opens the chart, which closes back to them', async () => {
    const game = await openGame(browser, viewport);
    try {
      await clickNode(game.page, 'lobby.rules.bj-h17-8deck');
      await waitForNode(game.page, 'rules.body');
      // Bring the chart's control to the middle of the window: the returns above it, the
      // complaints line and the version below.
      await game.page.mouse.move(viewport.width / 2, viewport.height / 2);
      await centre(game.page, 'rules.strategy', viewport.height);
      const moved = await node(game.page, 'rules.strategy');
      expect(moved.label).toBe('STRATEGY CHART');
      expect(moved.y).toBeGreaterThan(0);
      expect(moved.y + moved.height).toBeLessThan(viewport.height);
      await screenshot(game.page, `rules-strategy-${label}`);
      await game.page.mouse.wheel(0, 5000);
      await settle(game.page);
      await screenshot(game.page, `rules-end-${label}`);

      await centre(game.page, 'rules.strategy', viewport.height);
      await clickNode(game.page, 'rules.strategy');
      await waitForNode(game.page, 'strategy.body');
      expect((await node(game.page, 'strategy.body')).label).toBe('Blackjack · Eight-deck H17');
      expect((await nodes(game.page)).some((n) => n.id === 'rules.body')).toBe(false);
      await screenshot(game.page, `rules-chart-${label}`);
      await game.page.mouse.wheel(0, 5000);
      await settle(game.page);
      await screenshot(game.page, `rules-chart-end-${label}`);
      await clickNode(game.page, 'strategy.close');
      await waitForNode(game.page, 'rules.body');
      expect((await nodes(game.page)).some((n) => n.id === 'strategy.body')).toBe(false);
      // back where the player left: the control they tapped is in view
      const back = await node(game.page, 'rules.strategy');
      expect(back.y).toBeGreaterThan(0);
      expect(back.y + back.height).toBeLessThan(viewport.height);
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });
});
