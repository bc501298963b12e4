import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickCanvas, clickNode, DESKTOP, node, nodes, openGame, PHONE, screenshot, settle } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await (await import('./harness')).launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const saved = (page: import('playwright-core').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('felt.settings') ?? 'null')?.data);

describe.each([
  ['phone-portrait', PHONE],
  ['desktop', DESKTOP],
] as const)('settings panel at %s', (label, viewport) => {
  it('opens from the lobby, changes are saved at once and survive a reload', async () => {
    const game = await openGame(browser, viewport);
    try {
      await clickNode(game.page, 'lobby.settings');
      const rows = (await nodes(game.page)).filter((n) => n.id.startsWith('settings.'));
      expect(rows.map((r) => r.id).sort()).toEqual(
        [
          'settings.close',
          'settings.computerPlayers',
          'settings.effects',
          'settings.fourColour',
          'settings.history',
          'settings.music',
          'settings.sound',
          'settings.speed',
          'settings.volume',
        ].sort(),
      );
      for (const r of rows) {
        expect(r.height).toBeGreaterThanOrEqual(44);
        expect(r.x).toBeGreaterThanOrEqual(0);
        expect(r.x + r.width).toBeLessThanOrEqual(viewport.width);
        expect(r.y + r.height).toBeLessThanOrEqual(viewport.height);
      }
      await screenshot(game.page, `settings-${label}`);

      await clickNode(game.page, 'settings.sound'); // on → off
      const speed = await node(game.page, 'settings.speed');
      await clickCanvas(game.page, speed.x + speed.width - 20, speed.y + speed.height / 2); // Fast
      const volume = await node(game.page, 'settings.volume');
      await clickCanvas(game.page, volume.x + volume.width - 2, volume.y + volume.height / 2); // full
      expect(await saved(game.page)).toMatchObject({ sound: false, speed: 'fast', volume: 1 });
      const state = await game.page.evaluate(
        () => (window as unknown as { __FELT__: { settings: { speed: string } } }).__FELT__.settings,
      );
      expect(state.speed).toBe('fast');
      await screenshot(game.page, `settings-${label}-changed`);

      await clickNode(game.page, 'settings.close');
      expect((await nodes(game.page)).some((n) => n.id.startsWith('settings.'))).toBe(false);

      await game.page.reload();
      await game.page.waitForFunction(
        () => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready === true,
      );
      await settle(game.page);
      expect(
        await game.page.evaluate(
          () => (window as unknown as { __FELT__: { settings: { speed: string } } }).__FELT__.settings.speed,
        ),
      ).toBe('fast');
      expect(await saved(game.page)).toMatchObject({ sound: false, speed: 'fast', volume: 1 });
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });
});

describe('sound follows the player', () => {
  it('stays locked until the first tap, then mutes with the sound setting', async () => {
    const game = await openGame(browser, DESKTOP);
    try {
      type Status = { unlocked: boolean; muted: boolean };
      const status = () =>
        game.page.evaluate(() => (window as unknown as { __FELT__: { audio(): Status } }).__FELT__.audio());
      expect(await status()).toMatchObject({ unlocked: false });
      await clickNode(game.page, 'lobby.settings'); // the first gesture
      await game.page.waitForFunction(
        () => (window as unknown as { __FELT__: { audio(): Status } }).__FELT__.audio().unlocked,
      );
      expect(await status()).toMatchObject({ unlocked: true, muted: false });
      await clickNode(game.page, 'settings.sound');
      expect(await status()).toMatchObject({ muted: true });
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });
});

describe('speed layers', () => {
  it('the speed launch parameter overrides the saved setting for the session', async () => {
    const game = await openGame(browser, DESKTOP, '/?speed=fast');
    try {
      expect(
        await game.page.evaluate(
          () => (window as unknown as { __FELT__: { settings: { speed: string } } }).__FELT__.settings.speed,
        ),
      ).toBe('fast');
      expect(await saved(game.page)).toBeUndefined();
    } finally {
      await game.close();
    }
  });
});
