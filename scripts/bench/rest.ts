/**
 * The table at rest, as the measures wait for it and watch it: no frame drawn for a while, its
 * idle-time work done, and the frames it draws with nothing to do.
 */
import type { Page } from 'playwright-core';
import { frameCount } from './page';

/** Waits until the app has drawn no frame for `quietMs` (the table at rest). */
export async function waitQuiet(page: Page, quietMs = 400, timeout = 30_000): Promise<void> {
  const end = Date.now() + timeout;
  let last = await frameCount(page);
  let since = Date.now();
  while (Date.now() < end) {
    await page.waitForTimeout(100);
    const now = await frameCount(page);
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
  throw new Error('the table never stopped drawing');
}

/**
 * Waits until the table has done the work it does in idle time at rest (cards painted and sent
 * to the GPU, spare sprites made: `__FELT__.idleWork()`), as a player's device would have between
 * two rounds; returns how long that took (ms). Throws when it is not done within `timeout`.
 */
export async function waitIdleWork(page: Page, timeout = 30_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const left = (await page.evaluate('window.__FELT__.idleWork()')) as number;
    if (left === 0) return Date.now() - started;
    if (Date.now() - started > timeout)
      throw new Error(`the table's idle work was not done in ${timeout} ms (${left} left)`);
    await page.waitForTimeout(100);
  }
}

/** Frames the app draws per second at rest: the frame counter over `seconds` with nothing to do. */
export async function measureIdle(page: Page, seconds: number): Promise<number> {
  await waitQuiet(page);
  const before = await frameCount(page);
  await page.waitForTimeout(seconds * 1000);
  return ((await frameCount(page)) - before) / seconds;
}
