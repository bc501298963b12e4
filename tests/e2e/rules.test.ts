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
