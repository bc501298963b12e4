/**
 * Bet behind at bj-european in real Chromium, framed by a lobby host page: the player bets box 1
 * and, by clicking, puts a back bet on computer player 4's box; that player doubles, the table
 * asks whether to match (NO preselected until the player has answered), the player matches, and
 * the balance and the lobby's roundEnded carry the engine's figures, back bet and match included.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type StaticServer, serveDirectory } from '../../scripts/static-server';
import { eur, START, shownBalance, tableState, url, waitForPhase } from './blackjack-page';
import { findSeed, replay } from './blackjack-replay';
import { clickNode, launchBrowser, node, screenshot } from './harness';

const TABLE = 'bj-european';
const BETS = [
  { seat: 1, main: 1000 },
  { seat: 4, main: 0, behind: 1000 },
];
// A round where box 1 stands and computer player 4 doubles, and only that is asked: MATCH.
const R = findSeed('behind', (seed) => {
  const x = replay(TABLE, seed, BETS, START, (_round, legal) =>
    legal.includes('behind:yes') ? 'behind:yes' : 'stand',
  );
  const box4 = x.final.seats.find((s) => s.seat === 4)?.hands ?? [];
  return x.dealt.phase === 'player' && x.decisions.join() === 'stand,behind:yes' && box4[0]?.doubled ? x : null;
});

type Message = { type: string; payload?: Record<string, unknown> };

let browser: Browser;
let host: StaticServer;

beforeAll(async () => {
  browser = await launchBrowser();
  const dir = mkdtempSync(join(tmpdir(), 'felt-behind-'));
  const game = `${inject('baseUrl')}${url(TABLE, R.seed, '&speed=fast')}`;
  writeFileSync(
    join(dir, 'host.html'),
    `<!doctype html><html><body style="margin:0">
<iframe src="${game}" style="position:absolute;left:0;top:0;width:1280px;height:800px;border:0"></iframe>
<script>window.received = []; addEventListener('message', (e) => window.received.push(e.data));</script>
</body></html>`,
  );
  host = await serveDirectory(dir);
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Message[] }).received);

it('a back bet placed by clicking follows the holder’s double when matched; balance and roundEnded agree', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.goto(`${host.url}/host.html`);
    const origin = new URL(inject('baseUrl')).origin;
    await page.waitForFunction(() => (window as unknown as { received: Message[] }).received.length > 0);
    const frame = page.frames().find((f) => f.url().startsWith(origin)) as Frame;
    await waitForPhase(frame, ['betting']);
    await clickNode(frame, 'bj.chip.1000');
    await clickNode(frame, 'bj.seat.1');
    await clickNode(frame, 'bj.behind.4');
    expect((await node(frame, 'hud.bet')).label).toBe(eur(2000));
    await clickNode(frame, 'bj.deal');
    await waitForPhase(frame, ['playerTurn']);
    await clickNode(frame, 'bj.player.stand');

    const asked = await waitForPhase(frame, ['behind']);
    expect(asked).toMatchObject({ preselected: 'behind.decline' });
    expect((await node(frame, 'bj.message')).label).toBe('Player 4 doubles. Match your back bet?');
    await screenshot(page, 'behind-desktop-question');
    await clickNode(frame, 'bj.behind.match');
    await waitForPhase(frame, ['betting'], 30_000);

    expect(await shownBalance(frame)).toBe(eur(R.balance));
    const ended = (await received(page)).find((m) => m.type === 'roundEnded')?.payload;
    // The player's money: box 1's bet, the back bet and its match, and what came back of them.
    expect(ended).toMatchObject({ staked: R.final.staked, returned: R.final.returned, balance: R.balance });
    expect(R.final.staked).toBe(3000);
    // The answer is remembered for the next question.
    const settings = await frame.evaluate(() => JSON.parse(localStorage.getItem('felt.settings') ?? 'null'));
    expect(settings?.data?.behindMatch).toBe(true);
    expect((await tableState(frame)).phase).toBe('betting');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
