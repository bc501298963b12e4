/**
 * Taps and keys are never lost as controls appear or while chips fly (issue #18). Blackjack: STAND
 * tapped on the very frame it first shows after a deal, ahead of the table drawing that frame,
 * stands. Baccarat: twenty P presses in quick succession while the first chip flies put twenty
 * chips on PLAYER, and taps on BANKER in one burst count each.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eur as bacEur, bacState, bacUrl, stakesShown, waitForRounds } from './baccarat-page';
import { betAndDeal, eur, START, shownBalance, tableState, url, waitForPhase } from './blackjack-page';
import { findSeed, replay } from './blackjack-replay';
import { DESKTOP, launchBrowser, node, openGame } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * From now on, ahead of every animation-frame callback (the table's drawing among them), the page
 * looks for the node and, the first time it is listed, taps its centre on the canvas: the tap
 * comes on the frame the node first shows, before the table has drawn that frame.
 */
async function tapWhenShown(page: Page, id: string): Promise<void> {
  await page.evaluate((id) => {
    type Node = { id: string; x: number; y: number; width: number; height: number };
    const w = window as unknown as {
      __FELT__: { nodes(): Node[] };
      __tapped?: boolean;
    };
    const native = window.requestAnimationFrame.bind(window);
    w.__tapped = false;
    const tap = () => {
      const n = w.__tapped ? undefined : w.__FELT__.nodes().find((x) => x.id === id);
      if (!n) return;
      w.__tapped = true;
      const canvas = document.querySelector('canvas') as HTMLCanvasElement;
      const at = {
        clientX: n.x + n.width / 2,
        clientY: n.y + n.height / 2,
        bubbles: true,
        cancelable: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: 0,
      };
      canvas.dispatchEvent(new PointerEvent('pointerdown', { ...at, buttons: 1 }));
      canvas.dispatchEvent(new PointerEvent('pointerup', { ...at, buttons: 0 }));
    };
    window.requestAnimationFrame = (callback) =>
      native((time) => {
        tap();
        callback(time);
      });
  }, id);
}

describe('taps and keys as controls appear', () => {
  it('blackjack: STAND tapped on the frame it first shows after the deal stands', async () => {
    const TABLE = 'bj-h17-8deck';
    const CHIP = 2500;
    const r = findSeed('taps', (seed) => {
      const x = replay(TABLE, seed, [{ seat: 1, main: CHIP, perfectPairs: 0 }], START, () => 'stand');
      return x.dealt.phase === 'player' && x.decisions.length === 1 ? x : null;
    });
    const game = await openGame(browser, DESKTOP, url(TABLE, r.seed));
    const { page } = game;
    try {
      await waitForPhase(page, ['betting']);
      await tapWhenShown(page, 'bj.player.stand');
      await betAndDeal(page, CHIP);
      // A lost tap leaves the table waiting for the player's decision.
      const end = Date.now() + 10_000;
      let state = await tableState(page);
      while (state.phase === 'dealing' || state.phase === 'playerTurn') {
        if (Date.now() > end) throw new Error(`the STAND tap was lost: the table is still in ${state.phase}`);
        await page.waitForTimeout(50);
        state = await tableState(page);
      }
      expect(await page.evaluate(() => (window as unknown as { __tapped: boolean }).__tapped)).toBe(true);
      await waitForPhase(page, ['betting']);
      // the round went on with a stand: the engine standing on the same seed pays the same
      expect(await shownBalance(page)).toBe(eur(r.balance));
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('baccarat: 20 presses of P while the first chip flies put 20 chips on PLAYER; a burst of taps counts each', async () => {
    const game = await openGame(browser, DESKTOP, bacUrl('baccarat-8deck', 'taps-1'));
    const { page } = game;
    try {
      await waitForRounds(page, 0);
      const { chip } = await bacState(page);
      const banker = await node(page, 'bac.area.banker');
      await page.evaluate(
        async ({ x, y }) => {
          const press = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', bubbles: true }));
          press();
          // the first chip is in the air: nineteen more presses in quick succession
          await new Promise((frame) => requestAnimationFrame(frame));
          for (let i = 0; i < 19; i++) press();
          // and five taps on BANKER in one burst
          const canvas = document.querySelector('canvas') as HTMLCanvasElement;
          const at = { clientX: x, clientY: y, bubbles: true, pointerId: 1, pointerType: 'mouse', button: 0 };
          for (let i = 0; i < 5; i++) {
            canvas.dispatchEvent(new PointerEvent('pointerdown', { ...at, buttons: 1 }));
            canvas.dispatchEvent(new PointerEvent('pointerup', { ...at, buttons: 0 }));
          }
        },
        { x: banker.x + banker.width / 2, y: banker.y + banker.height / 2 },
      );
      await stakesShown(page, { player: 20 * chip, banker: 5 * chip, tie: 0 });
      expect((await node(page, 'hud.bet')).label).toBe(bacEur(25 * chip));
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });
});
