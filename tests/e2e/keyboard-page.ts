/**
 * Keyboard and screen-reader play as the browser tests see it: the accessibility layer's focused
 * control (its name, role, state and whether its focus ring shows), Tab until a control has the
 * focus, and what the polite live region has said.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settle } from './harness';

export interface Focused {
  id: string;
  name: string;
  role: string;
  pressed: string | null;
  disabled: boolean;
  /** The focus ring shows (:focus-visible with a solid outline of at least 2 px). */
  ring: boolean;
  rect: { x: number; y: number; width: number; height: number };
}

export async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el?.dataset.id) return null;
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return {
      id: el.dataset.id,
      name: el.getAttribute('aria-label') ?? '',
      role: el.getAttribute('role') ?? '',
      pressed: el.getAttribute('aria-pressed') ?? el.getAttribute('aria-checked'),
      disabled: el.getAttribute('aria-disabled') === 'true',
      ring: el.matches(':focus-visible') && s.outlineStyle === 'solid' && Number.parseFloat(s.outlineWidth) >= 2,
      rect: { x: r.x, y: r.y, width: r.width, height: r.height },
    };
  });
}

/** Waits until the layer offers at least one control. */
export async function layerReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.access-layer > [tabindex="0"]').length > 0, null, {
    timeout: 10_000,
  });
}

/** Presses Tab until a control whose name matches has the focus; returns it. */
export async function tabTo(page: Page, name: string | RegExp, max = 60): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f && (typeof name === 'string' ? f.name === name : name.test(f.name))) return f;
    seen.push(f?.name ?? '(nothing)');
  }
  throw new Error(`Tab never reached "${String(name)}"; it went through: ${seen.join(' | ')}`);
}

/** Presses a key on the focused control and lets the table draw. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await settle(page);
}

/** One full Tab cycle: each control's name and rectangle, in the order the focus visits them. */
export async function tabCycle(page: Page): Promise<Focused[]> {
  const out: Focused[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f) continue;
    if (out.some((o) => o.id === f.id)) break;
    out.push(f);
  }
  return out;
}

/** Every control in the cycle has a name, a focus ring, and comes in reading order. */
export function expectReadable(cycle: Focused[]): void {
  expect(cycle.length).toBeGreaterThan(3);
  for (const f of cycle) {
    expect(f.name, f.id).not.toBe('');
    expect(f.name, f.id).not.toMatch(/^(bj|bac|rou|hud|lobby)\./);
    expect(f.ring, `${f.id} shows a focus ring`).toBe(true);
  }
  for (let i = 1; i < cycle.length; i++) {
    const a = cycle[i - 1] as Focused;
    const b = cycle[i] as Focused;
    const am = a.rect.y + a.rect.height / 2;
    const bm = b.rect.y + b.rect.height / 2;
    const sameRow = Math.abs(am - bm) <= Math.min(a.rect.height, b.rect.height) / 2;
    // the next control is on a lower row, or on the same row further right
    expect(sameRow ? b.rect.x > a.rect.x : bm > am, `${a.name} → ${b.name}`).toBe(true);
  }
}

export async function announcements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __FELT__: { announcements(): string[] } }).__FELT__.announcements(),
  );
}

/** Waits until the live region has said something matching (the failure lists what it said). */
export async function heard(page: Page, text: string | RegExp, timeout = 20_000): Promise<void> {
  const source = typeof text === 'string' ? text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : text.source;
  try {
    await page.waitForFunction(
      (src) =>
        (window as unknown as { __FELT__: { announcements(): string[] } }).__FELT__
          .announcements()
          .some((a) => new RegExp(src).test(a)),
      source,
      { timeout, polling: 100 },
    );
  } catch {
    throw new Error(`the live region never said /${source}/; it said:\n${(await announcements(page)).join('\n')}`);
  }
}
