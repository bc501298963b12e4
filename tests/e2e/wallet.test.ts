import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, node, openGame, PHONE, screenshot, settle } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await (await import('./harness')).launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const felt = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { __FELT__: { lastMessage: string } }).__FELT__.lastMessage);

describe('demo wallet in the lobby', () => {
  it('shows the play-money balance of the currency, from the balance parameter on a first visit', async () => {
    const game = await openGame(browser, DESKTOP, '/?currency=JPY&balance=25000&lang=fi');
    try {
      const balance = (await node(game.page, 'lobby.balance')).label.replace(/\s/g, ' ');
      expect(balance).toBe('Saldo 25 000 ¥');
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('a corrupt saved balance is replaced by a fresh one and the player is told', async () => {
    const game = await openGame(browser, PHONE, '/?balance=50000');
    try {
      await game.page.evaluate(() => localStorage.setItem('felt.wallet.EUR', '{"v":1,"data":{"balance":-5}}'));
      await game.page.reload();
      await game.page.waitForFunction(
        () => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready === true,
      );
      await settle(game.page);
      expect(await felt(game.page)).toBe(
        'Your saved play-money balance could not be read, so it starts again at €500.00.',
      );
      expect((await node(game.page, 'lobby.balance')).label).toBe('Balance €500.00');
      const saved = await game.page.evaluate(() => JSON.parse(localStorage.getItem('felt.wallet.EUR') ?? 'null'));
      expect(saved.data.balance).toBe(50_000);
      await screenshot(game.page, 'lobby-phone-portrait-wallet-reset');
    } finally {
      await game.close();
    }
  });
});
