/**
 * The blackjack table in real Chromium: seeded rounds played by clicking, each balance checked
 * against the engine playing the same seed; speed play; a reload in the middle of a round.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/engine/shared/money';
import { findSeed, type Replay, replay } from './blackjack-replay';
import { clickNode, DESKTOP, frames, launchBrowser, node, nodes, openGame, PHONE, screenshot, settle } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const START = 100_000;
const eur = (minor: number) => formatMoney(minor, 'EUR', 'en');

interface TableState {
  phase: string;
  busy: boolean;
  dealer: (string | null)[];
  seats: Record<string, (string | null)[][]>;
}

async function tableState(page: Page): Promise<TableState> {
  return JSON.parse((await node(page, 'bj.state')).label) as TableState;
}

/** Waits until the table rests in `phase` (its animations done). */
async function waitForPhase(page: Page, phases: string[], timeout = 20_000, busyOk = false): Promise<TableState> {
  const end = Date.now() + timeout;
  for (;;) {
    const s = await tableState(page);
    if (phases.includes(s.phase) && (busyOk || !s.busy)) {
      await settle(page);
      return s;
    }
    if (Date.now() > end) throw new Error(`table stuck in ${s.phase} (busy ${s.busy}), waiting for ${phases}`);
    await page.waitForTimeout(50);
  }
}

async function shownBalance(page: Page): Promise<string> {
  return (await node(page, 'hud.balance')).label;
}

const url = (table: string, seed: string, extra = '') =>
  `/play.html?game=blackjack&table=${table}&seed=${seed}&balance=${START}&lang=en${extra}`;

/** Bets one chip on seat 1 and deals. */
async function betAndDeal(page: Page, chip: number): Promise<void> {
  await clickNode(page, `bj.chip.${chip}`);
  await clickNode(page, 'bj.seat.1');
  await clickNode(page, 'bj.deal');
}

/** Plays the player's turns by pressing the buttons the replay pressed, in order. */
async function playDecisions(page: Page, r: Replay): Promise<void> {
  const button: Record<string, string> = {
    hit: 'bj.player.hit',
    stand: 'bj.player.stand',
    double: 'bj.player.double',
    split: 'bj.player.split',
    surrender: 'bj.player.surrender',
    'insurance:yes': 'bj.insurance.accept',
    'insurance:no': 'bj.insurance.decline',
    'even-money:yes': 'bj.insurance.accept',
    'even-money:no': 'bj.insurance.decline',
  };
  for (const d of r.decisions) {
    await waitForPhase(page, ['playerTurn', 'insurance']);
    await clickNode(page, button[d] as string);
  }
}

const TABLE = 'bj-h17-8deck';
const CHIP = 2500;
const bet = [{ seat: 1, main: CHIP, perfectPairs: 0 }];

describe('blackjack table', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'plays a round to a win by clicking on a %s, and shows the balance the engine computes',
    async (size, viewport) => {
      const r = findSeed('win', (seed) => {
        const x = replay(TABLE, seed, bet, START, () => 'stand');
        return x.dealt.phase === 'player' && x.final.seats[0]?.hands[0]?.outcome === 'win' ? x : null;
      });
      const game = await openGame(browser, viewport, url(TABLE, r.seed));
      try {
        await waitForPhase(game.page, ['betting']);
        await clickNode(game.page, `bj.chip.${CHIP}`);
        await clickNode(game.page, 'bj.seat.1');
        expect((await node(game.page, 'hud.bet')).label).toBe(eur(CHIP));
        await screenshot(game.page, `blackjack-${size}-betting`);
        await clickNode(game.page, 'bj.deal');
        const turn = await waitForPhase(game.page, ['playerTurn']);
        expect(turn.seats['1']?.[0]).toEqual(r.dealt.seats[0]?.hands[0]?.cards);
        expect(turn.dealer).toEqual([r.dealt.dealer.cards[0], null]);
        expect(await shownBalance(game.page)).toBe(eur(START - CHIP));
        await clickNode(game.page, 'bj.player.stand');
        await waitForPhase(game.page, ['payout'], 20_000, true);
        const win = `You win ${eur(2 * CHIP)}`;
        await game.page.waitForFunction(
          (text) => (window as unknown as { __FELT__: { lastMessage: string } }).__FELT__.lastMessage === text,
          win,
          { polling: 100 },
        );
        await screenshot(game.page, `blackjack-${size}-payout`);
        await waitForPhase(game.page, ['betting']);
        expect(r.balance).toBe(START + CHIP);
        expect(await shownBalance(game.page)).toBe(eur(r.balance));
        expect((await node(game.page, 'hud.win')).label).toBe(eur(2 * CHIP));
        // the round is in the history, newest first, and opens as a recall
        await clickNode(game.page, 'hud.history');
        await clickNode(game.page, 'history.row.0');
        expect((await node(game.page, 'history.recall')).label).toMatch(/^RECALL blackjack-/);
        await screenshot(game.page, `blackjack-${size}-recall`);
        await clickNode(game.page, 'history.close');
        expect(game.errors).toEqual([]);
      } finally {
        await game.close();
      }
    },
  );

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('splits a pair into two hands played one after the other on a %s', async (size, viewport) => {
    const r = findSeed('split', (seed) => {
      const x = replay(TABLE, seed, bet, START, (round, legal) =>
        legal.includes('split') && round.seats[0]!.hands.length === 1 ? 'split' : 'stand',
      );
      return x.dealt.phase === 'player' && x.decisions[0] === 'split' ? x : null;
    });
    const game = await openGame(browser, viewport, url(TABLE, r.seed));
    try {
      await waitForPhase(game.page, ['betting']);
      await betAndDeal(game.page, CHIP);
      await waitForPhase(game.page, ['playerTurn']);
      await clickNode(game.page, 'bj.player.split');
      const split = await waitForPhase(game.page, ['playerTurn']);
      expect(split.seats['1']?.length).toBe(2);
      expect((await node(game.page, 'hud.bet')).label).toBe(eur(2 * CHIP));
      await screenshot(game.page, `blackjack-${size}-split`);
      await playDecisions(game.page, { ...r, decisions: r.decisions.slice(1) });
      await waitForPhase(game.page, ['betting'], 30_000);
      expect(await shownBalance(game.page)).toBe(eur(r.balance));
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('offers insurance under a dealer ace and settles it', async () => {
    const r = findSeed('insure', (seed) => {
      const x = replay(TABLE, seed, bet, START, (_round, legal) =>
        legal.includes('insurance:yes') ? 'insurance:yes' : 'stand',
      );
      return x.dealt.phase === 'insurance' && x.decisions[0] === 'insurance:yes' ? x : null;
    });
    const game = await openGame(browser, PHONE, url(TABLE, r.seed));
    try {
      await waitForPhase(game.page, ['betting']);
      await betAndDeal(game.page, CHIP);
      await waitForPhase(game.page, ['insurance']);
      const ids = (await nodes(game.page)).filter((n) => n.enabled).map((n) => n.id);
      expect(ids).toContain('bj.insurance.accept');
      expect(ids).not.toContain('bj.player.hit');
      await screenshot(game.page, 'blackjack-phone-insurance');
      await playDecisions(game.page, r);
      await waitForPhase(game.page, ['betting'], 30_000);
      expect(await shownBalance(game.page)).toBe(eur(r.balance));
    } finally {
      await game.close();
    }
  });

  it('speed play deals the same round in a fraction of the time', async () => {
    const r = findSeed('speed', (seed) => {
      const x = replay(TABLE, seed, bet, START, () => 'stand');
      return x.dealt.phase === 'player' ? x : null;
    });
    const timeDeal = async (extra: string) => {
      const game = await openGame(browser, DESKTOP, url(TABLE, r.seed, extra));
      try {
        await waitForPhase(game.page, ['betting']);
        await clickNode(game.page, `bj.chip.${CHIP}`);
        await clickNode(game.page, 'bj.seat.1');
        // Timed in the page: from the DEAL tap until the table rests at the player's turn.
        await game.page.evaluate(`(() => {
          const state = () => JSON.parse(window.__FELT__.nodes().find((n) => n.id === 'bj.state').label);
          window.__dealt = null;
          window.__t0 = null;
          const poll = setInterval(() => {
            const s = state();
            if (window.__t0 === null && s.phase !== 'betting') window.__t0 = performance.now();
            if (window.__t0 !== null && s.phase === 'playerTurn' && !s.busy) {
              window.__dealt = performance.now() - window.__t0;
              clearInterval(poll);
            }
          }, 10);
        })()`);
        await clickNode(game.page, 'bj.deal');
        await waitForPhase(game.page, ['playerTurn']);
        await game.page.waitForFunction('window.__dealt !== null');
        const ms = (await game.page.evaluate('window.__dealt')) as number;
        await clickNode(game.page, 'bj.player.stand');
        await waitForPhase(game.page, ['betting'], 30_000);
        expect(await shownBalance(game.page)).toBe(eur(r.balance));
        return ms;
      } finally {
        await game.close();
      }
    };
    const normal = await timeDeal('&speed=normal');
    const fast = await timeDeal('&speed=fast');
    expect(fast).toBeLessThan(normal * 0.6);
  });

  it('a reload in the middle of a round brings the same cards back and finishes the round', async () => {
    const r = findSeed('reload', (seed) => {
      const x = replay(TABLE, seed, bet, START, () => 'stand');
      return x.dealt.phase === 'player' ? x : null;
    });
    const game = await openGame(browser, PHONE, url(TABLE, r.seed));
    try {
      await waitForPhase(game.page, ['betting']);
      await betAndDeal(game.page, CHIP);
      const before = await waitForPhase(game.page, ['playerTurn']);
      await game.page.reload();
      await game.page.waitForFunction(() => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready);
      const after = await waitForPhase(game.page, ['playerTurn']);
      expect(after.seats).toEqual(before.seats);
      expect(after.dealer).toEqual(before.dealer);
      expect(await shownBalance(game.page)).toBe(eur(START - CHIP));
      await clickNode(game.page, 'bj.player.stand');
      await waitForPhase(game.page, ['betting'], 30_000);
      expect(await shownBalance(game.page)).toBe(eur(r.balance));
    } finally {
      await game.close();
    }
  });

  it('the lobby opens the table picked, and the HUD lobby button comes back to the lobby', async () => {
    const game = await openGame(browser, DESKTOP, '/?lang=en');
    try {
      await clickNode(game.page, 'lobby.table.bj-european');
      await waitForPhase(game.page, ['betting']);
      const ids = (await nodes(game.page)).map((n) => n.id);
      // bj-european: three seats, each with its Perfect Pairs circle
      expect(ids).toEqual(expect.arrayContaining(['bj.seat.1', 'bj.seat.3', 'bj.pairs.1', 'bj.pairs.3', 'hud.lobby']));
      await clickNode(game.page, 'hud.lobby');
      await game.page.waitForFunction(
        () => (window as unknown as { __FELT__: { screen: string } }).__FELT__.screen === 'lobby',
      );
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('after a lost round Rebuy tops the play money back up to the starting balance', async () => {
    const r = findSeed('lose', (seed) => {
      const x = replay(TABLE, seed, bet, START, () => 'stand');
      return x.dealt.phase === 'player' && x.final.returned === 0 ? x : null;
    });
    const game = await openGame(browser, PHONE, url(TABLE, r.seed));
    try {
      await waitForPhase(game.page, ['betting']);
      expect((await nodes(game.page)).some((n) => n.id === 'hud.rebuy')).toBe(false);
      await betAndDeal(game.page, CHIP);
      await waitForPhase(game.page, ['playerTurn']);
      await clickNode(game.page, 'bj.player.stand');
      await waitForPhase(game.page, ['betting'], 30_000);
      expect(await shownBalance(game.page)).toBe(eur(START - CHIP));
      await clickNode(game.page, 'hud.rebuy');
      expect(await shownBalance(game.page)).toBe(eur(START));
      const saved = await game.page.evaluate(() => JSON.parse(localStorage.getItem('felt.wallet.EUR') ?? 'null'));
      expect(saved.data.balance).toBe(START);
    } finally {
      await game.close();
    }
  });

  it('plays by keyboard on a desktop, shows the hint, and renders nothing once the table rests', async () => {
    const r = findSeed('keys', (seed) => {
      const x = replay(TABLE, seed, bet, START, () => 'stand');
      return x.dealt.phase === 'player' ? x : null;
    });
    const game = await openGame(browser, DESKTOP, url(TABLE, r.seed));
    try {
      await waitForPhase(game.page, ['betting']);
      await clickNode(game.page, `bj.chip.${CHIP}`);
      await clickNode(game.page, 'bj.seat.1');
      await game.page.keyboard.press('Space');
      await waitForPhase(game.page, ['playerTurn']);
      await clickNode(game.page, 'bj.hint');
      expect((await node(game.page, 'bj.message')).label).toMatch(
        /^Basic strategy says: (HIT|STAND|DOUBLE|SPLIT|SURRENDER)$/,
      );
      await game.page.keyboard.press('s');
      await waitForPhase(game.page, ['betting'], 30_000);
      expect(await shownBalance(game.page)).toBe(eur(r.balance));
      // the table rests: no frame is drawn while nothing moves
      await game.page.waitForTimeout(500);
      const before = await frames(game.page);
      await game.page.waitForTimeout(1500);
      expect(await frames(game.page)).toBe(before);
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it.each([
    ['phone-landscape', { width: 844, height: 390, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
    ['tablet', { width: 768, height: 1024, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
  ] as const)(
    'bj-european on a %s: two seats and a Perfect Pairs bet settle to the engine’s balance',
    async (size, viewport) => {
      const table = 'bj-european';
      const bets = [
        { seat: 1, main: 1000, perfectPairs: 1000 },
        { seat: 3, main: 2500, perfectPairs: 0 },
      ];
      const r = findSeed(`eu-${size}`, (seed) => {
        const x = replay(table, seed, bets, START, () => 'stand');
        return x.dealt.phase === 'player' ? x : null;
      });
      const game = await openGame(browser, viewport, url(table, r.seed));
      try {
        await waitForPhase(game.page, ['betting']);
        await clickNode(game.page, 'bj.chip.1000');
        await clickNode(game.page, 'bj.seat.1');
        await clickNode(game.page, 'bj.pairs.1');
        await clickNode(game.page, 'bj.chip.2500');
        await clickNode(game.page, 'bj.seat.3');
        expect((await node(game.page, 'hud.bet')).label).toBe(eur(4500));
        await clickNode(game.page, 'bj.deal');
        const dealt = await waitForPhase(game.page, ['playerTurn']);
        expect(dealt.seats['1']?.[0]).toEqual(r.dealt.seats[0]?.hands[0]?.cards);
        expect(dealt.seats['3']?.[0]).toEqual(r.dealt.seats[1]?.hands[0]?.cards);
        expect(dealt.dealer).toEqual([r.dealt.dealer.cards[0]]); // no hole card at this table
        await screenshot(game.page, `blackjack-${size}-two-seats`);
        await playDecisions(game.page, r);
        await waitForPhase(game.page, ['betting'], 30_000);
        expect(await shownBalance(game.page)).toBe(eur(r.balance));
        expect(game.errors).toEqual([]);
      } finally {
        await game.close();
      }
    },
  );

  it('bj-classic seats two computer players who act by themselves; only the player’s seat touches the balance', async () => {
    const game = await openGame(browser, PHONE, url('bj-classic', 'robots-1'));
    try {
      await waitForPhase(game.page, ['betting']);
      const ids = (await nodes(game.page)).map((n) => n.id);
      expect(ids).toEqual(expect.arrayContaining(['bj.seat.1']));
      await clickNode(game.page, 'bj.chip.500');
      await clickNode(game.page, 'bj.seat.1');
      await clickNode(game.page, 'bj.deal');
      // play the player's hand by standing (declining insurance) until the round is over
      for (let i = 0; i < 30; i++) {
        const s = await tableState(game.page);
        if (s.phase === 'betting' && !s.busy && i > 0) break;
        const enabled = (await nodes(game.page)).filter((n) => n.enabled).map((n) => n.id);
        if (enabled.includes('bj.player.stand')) {
          await screenshot(game.page, 'blackjack-phone-computer-players');
          await clickNode(game.page, 'bj.player.stand');
        } else if (enabled.includes('bj.insurance.decline')) await clickNode(game.page, 'bj.insurance.decline');
        else await game.page.waitForTimeout(300);
      }
      const last = await waitForPhase(game.page, ['betting'], 30_000);
      expect(Object.keys(last.seats)).toHaveLength(3);
      // the round as history recorded it: only seat 1's money, and the balance follows it exactly
      const entry = await game.page.evaluate(() => {
        const h = JSON.parse(localStorage.getItem('felt.history.EUR') ?? 'null');
        return h.data.blackjack[0];
      });
      expect(entry.wagers.every((w: { bet: string }) => w.bet.endsWith(':1'))).toBe(true);
      expect(entry.balanceBefore).toBe(START);
      expect(entry.balanceAfter).toBe(START - entry.staked + entry.returned);
      expect(await shownBalance(game.page)).toBe(eur(entry.balanceAfter));
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('bj-multiseat on a desktop: a fresh shoe every round, two seats played out to the engine’s balance', async () => {
    const table = 'bj-multiseat';
    const bets = [
      { seat: 1, main: 500, perfectPairs: 0 },
      { seat: 2, main: 100, perfectPairs: 0 },
    ];
    const r = findSeed('multi', (seed) => {
      const x = replay(table, seed, bets, START, () => 'stand');
      return x.dealt.phase === 'player' ? x : null;
    });
    const game = await openGame(browser, DESKTOP, url(table, r.seed));
    try {
      await waitForPhase(game.page, ['betting']);
      await clickNode(game.page, 'bj.chip.500');
      await clickNode(game.page, 'bj.seat.1');
      await clickNode(game.page, 'bj.chip.100');
      await clickNode(game.page, 'bj.seat.2');
      await clickNode(game.page, 'bj.deal');
      const dealt = await waitForPhase(game.page, ['playerTurn']);
      expect(dealt.seats['1']?.[0]).toEqual(r.dealt.seats[0]?.hands[0]?.cards);
      expect(dealt.seats['2']?.[0]).toEqual(r.dealt.seats[1]?.hands[0]?.cards);
      await playDecisions(game.page, r);
      await waitForPhase(game.page, ['betting'], 30_000);
      expect(await shownBalance(game.page)).toBe(eur(r.balance));
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });
});
