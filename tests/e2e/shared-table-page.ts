/**
 * A shared table as its browser tests (and `npm run bench:shared-browser`) see it: the state a
 * table's screen exposes as JSON on its inspector node (`bj.state`, `bac.state`, `rou.state`), a
 * wait for it, and the server's test hook (ALLOW_TEST_SEEDS: the next shoe or number, the table's
 * timings) called with a demo session of its own. No vitest import: the benchmark runs it too.
 */
import type { Page } from 'playwright-core';

/** The state the page's table shows on its node `id` (null: not on screen). */
export async function tableState<T>(page: Page, id: string): Promise<T | null> {
  const label = await page.evaluate(
    (node) =>
      (window as unknown as { __FELT__: { nodes(): { id: string; label: string }[] } }).__FELT__
        .nodes()
        .find((n) => n.id === node)?.label ?? 'null',
    id,
  );
  return JSON.parse(label) as T | null;
}

/** Waits until the table on node `id` shows what `ok` wants; fails naming `what` and what it showed last. */
export async function untilTable<T>(page: Page, id: string, what: string, ok: (s: T) => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const s = await tableState<T>(page, id).catch(() => null);
    if (s && ok(s)) return s;
    if (Date.now() > end) throw new Error(`the table never showed ${what}: ${JSON.stringify(s)}`);
    await page.waitForTimeout(50);
  }
}

/** The server's test hook for `table`: each call sends `body` with a fresh requestId and returns the status. */
export function testHookOf(serverUrl: string, table: string): (body: Record<string, unknown>) => Promise<number> {
  let token: Promise<string> | null = null;
  const session = async () => {
    const r = await fetch(`${serverUrl}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: crypto.randomUUID(), mode: 'demo', currency: 'EUR', balance: 0, lang: 'en' }),
    });
    return ((await r.json()) as { token: string }).token;
  };
  return async (body) => {
    token ??= session();
    const r = await fetch(`${serverUrl}/v1/shared/${table}/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await token}` },
      body: JSON.stringify({ requestId: crypto.randomUUID(), ...body }),
    });
    return r.status;
  };
}
