/**
 * Keyboard-only play with the accessibility layer, one round of each game on a desktop: Tab reaches
 * every control in reading order with a visible focus ring and a name in the player's language,
 * Enter or Space presses it, the arrow keys choose a bet on the roulette layout and racetrack; the
 * polite live region says the cards, totals, result, winning number and balance, each checked
 * against the engine dealing the same seed. Also prefers-reduced-motion: a calm, short spin.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Bets } from '../../src/engine/baccarat/rules';
import { handTotal as baccaratTotal } from '../../src/engine/baccarat/tableau';
import { handValue } from '../../src/engine/blackjack/hand';
import { rouletteTable as tableOf } from '../../src/engine/roulette/rules';
import { settle as settleStakes } from '../../src/engine/roulette/settle';
import { EMPTY_SLIP, placeBet, slipStakes } from '../../src/engine/roulette/slip';
import { spinWheel } from '../../src/engine/roulette/wheel';
import type { Card } from '../../src/engine/shared/cards';
import { SeededRng } from '../../src/engine/shared/rng';
import { loadLanguage, translator } from '../../src/platform/i18n';
import { cardNames } from '../../src/view/kit/words/card-names';
import { CALM_SPIN_SECONDS } from '../../src/view/roulette/wheel-math';
import { bacUrl, stakesShown, waitForRounds } from './baccarat-page';
import { findSeed as findBacSeed, replayRounds } from './baccarat-replay';
import { url as bjUrl, eur, START, shownBalance, waitForPhase } from './blackjack-page';
import { findSeed, replay } from './blackjack-replay';
import { DESKTOP, frames, launchBrowser, node, nodes, openGame, screenshot } from './harness';
import { announcements, expectReadable, focused, heard, layerReady, press, tabCycle, tabTo } from './keyboard-page';
import { waitForPhase as rouPhase, tableState as rouState, url as rouUrl } from './roulette-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const en = translator('en');
await loadLanguage('it');
const rouletteTable = tableOf('roulette-european');
const hand = (who: string, cards: readonly Card[]) => {
  const v = handValue(cards);
  return en(v.soft ? 'a11y.handSoft' : 'a11y.hand', { who, cards: cardNames(cards, en), total: v.total });
};

describe('keyboard and screen-reader play', () => {
  it('blackjack: a round by Tab and Enter alone, the cards and result said in the live region', async () => {
    const TABLE = 'bj-h17-8deck';
    const CHIP = 2500;
    const r = findSeed('keyboard', (seed) => {
      const x = replay(TABLE, seed, [{ seat: 1, main: CHIP, perfectPairs: 0 }], START, () => 'stand');
      return x.dealt.phase === 'player' ? x : null;
    });
    const game = await openGame(browser, DESKTOP, bjUrl(TABLE, r.seed, '&speed=fast'));
    const { page } = game;
    try {
      await waitForPhase(page, ['betting']);
      await layerReady(page);
      const cycle = await tabCycle(page);
      expectReadable(cycle);
      const names = cycle.map((f) => f.name);
      for (const name of ['Seat 1', 'Chip €25', 'UNDO', 'CLEAR', 'DEAL', 'History', 'Rules', 'Settings']) {
        expect(names).toContain(name);
      }
      // the balance is read, not focused: it is a note in the layer
      expect(
        await page.evaluate(() => document.querySelector('[data-id="hud.balance"]')?.getAttribute('aria-label')),
      ).toBe('Balance €1,000.00');
      const chip = await tabTo(page, 'Chip €25');
      expect(chip.pressed).toBe('false');
      await press(page, 'Enter');
      expect((await focused(page))?.pressed).toBe('true');
      await tabTo(page, 'Seat 1');
      await press(page, ' ');
      expect((await node(page, 'hud.bet')).label).toBe(eur(CHIP));
      const deal = await tabTo(page, 'DEAL');
      expect(deal.disabled).toBe(false);
      await screenshot(page, 'keyboard-blackjack-focus');
      await press(page, 'Enter');
      await waitForPhase(page, ['playerTurn']);
      // the focus went from DEAL to the move that took its place
      await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.id?.startsWith('bj.'));
      expect((await focused(page))?.name).toMatch(/^(HIT|STAND|DOUBLE|SPLIT|SURRENDER|HINT)$/);
      const seat = r.dealt.seats[0]?.hands[0]?.cards as Card[];
      await heard(page, hand('Seat 1', seat));
      await heard(
        page,
        en('a11y.cards', { who: 'Dealer', cards: cardNames([r.dealt.dealer.cards[0] as Card, null], en) }),
      );
      await tabTo(page, 'HINT');
      await press(page, 'Enter');
      await heard(page, /^.*Basic strategy says: (HIT|STAND|DOUBLE|SPLIT|SURRENDER)/);
      await tabTo(page, 'STAND');
      await press(page, 'Enter');
      await waitForPhase(page, ['betting'], 30_000);
      expect(await shownBalance(page)).toBe(eur(r.balance));
      await heard(page, hand('Dealer', r.final.dealer.cards));
      await heard(page, en('a11y.balance', { balance: eur(r.balance) }));
      // a panel keeps the focus inside it: its switches and slider work by keyboard; Escape closes it
      await tabTo(page, 'Settings');
      await press(page, 'Enter');
      await page.waitForFunction(() =>
        (document.activeElement as HTMLElement | null)?.dataset.id?.startsWith('settings.'),
      );
      const panel = await tabCycle(page);
      expect(panel.every((f) => f.id.startsWith('settings.'))).toBe(true);
      expect(panel.map((f) => f.name)).toEqual(expect.arrayContaining(['Close', 'Sound', 'Volume']));
      const sound = await tabTo(page, 'Sound');
      expect(sound.role).toBe('switch');
      await press(page, ' ');
      expect((await focused(page))?.pressed).toBe(sound.pressed === 'true' ? 'false' : 'true');
      await tabTo(page, 'Volume');
      const level = await page.evaluate(() => document.activeElement?.getAttribute('aria-valuenow'));
      await press(page, 'ArrowLeft');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-valuenow'))).toBe(
        String(Number(level) - 10),
      );
      await press(page, 'Escape');
      expect((await nodes(page)).some((n) => n.id.startsWith('settings.'))).toBe(false);
      // the table rests: nothing renders
      await page.waitForTimeout(600);
      const before = await frames(page);
      await page.waitForTimeout(1200);
      expect(await frames(page)).toBe(before);
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('baccarat: bets and deals by keyboard, the paytable opens from its badge, each hand and third card is said', async () => {
    const TABLE = 'baccarat-8deck';
    const bets: Bets = { player: 0, banker: 100, tie: 0 };
    const { seed, round } = findBacSeed(TABLE, 'keyboard', bets, (x) => x.tableau.player.length === 3);
    const game = await openGame(browser, DESKTOP, bacUrl(TABLE, seed, '&speed=fast').replace('lang=en', 'lang=it'));
    const { page } = game;
    const it_ = translator('it');
    try {
      await layerReady(page);
      expectReadable(await tabCycle(page));
      // names in the player's language
      await tabTo(page, /^Fiche 1\s€$/);
      await press(page, 'Enter');
      await tabTo(page, /BANKER/);
      await press(page, 'Enter');
      await stakesShown(page, { player: 0, banker: 100, tie: 0 });
      await tabTo(page, 'MIN/MAX');
      await press(page, 'Enter');
      expect((await node(page, 'bac.paytable')).label).toMatch(/8:1/);
      await press(page, 'Enter');
      await tabTo(page, 'DISTRIBUISCI');
      await press(page, 'Enter');
      await waitForRounds(page, 1);
      const t = round.tableau;
      const p2 = t.player.slice(0, 2) as Card[];
      const total = baccaratTotal;
      await heard(page, it_('a11y.hand', { who: it_('bet.bac.player'), cards: cardNames(p2, it_), total: total(p2) }));
      await heard(
        page,
        it_('a11y.third', {
          who: it_('bet.bac.player'),
          card: cardNames([t.player[2] as Card], it_),
          total: total(t.player),
        }),
      );
      const balance = new Intl.NumberFormat('it', { style: 'currency', currency: 'EUR' }).format(round.balance / 100);
      await heard(page, it_('a11y.balance', { balance }));
      expect((await node(page, 'hud.balance')).label).toBe(balance);
      // the table's own keys still work beside the focus: R repeats the bets, Enter deals
      await page.keyboard.press('Escape');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await press(page, 'r');
      await stakesShown(page, { player: 0, banker: 100, tie: 0 });
      await press(page, 'Enter');
      await waitForRounds(page, 2);
      const [, second] = replayRounds(TABLE, seed, [bets, bets], START);
      expect((await node(page, 'hud.balance')).label).toBe(
        new Intl.NumberFormat('it', { style: 'currency', currency: 'EUR' }).format((second?.balance ?? 0) / 100),
      );
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });

  it('roulette: arrow keys choose a split and a racetrack bet, Enter places them and spins; the number is said', async () => {
    const seed = 'keyboard-1';
    const game = await openGame(browser, DESKTOP, rouUrl(seed, '&speed=fast'));
    const { page } = game;
    try {
      await rouPhase(page, ['betting']);
      await layerReady(page);
      expectReadable(await tabCycle(page));
      await tabTo(page, 'Chip €1');
      await press(page, 'Enter');
      const board = await tabTo(page, /^Betting layout/);
      expect(board.name).toMatch(/Straight up 17$/);
      await press(page, 'ArrowRight'); // half a step right of 17: the line it shares with 20
      await heard(page, 'Split 17/20');
      await press(page, 'Enter');
      await tabTo(page, /^Racetrack/);
      await press(page, 'ArrowRight'); // from voisins to the zero game
      await heard(page, 'Jeu zéro');
      await press(page, ' ');
      const placed = (await rouState(page)).bets;
      expect(placed[0]).toEqual({ bet: 'split:17-20', amount: 100 });
      expect(placed.length).toBeGreaterThan(1);
      await screenshot(page, 'keyboard-roulette-track');
      await tabTo(page, 'PLACE BET');
      await press(page, 'Enter');
      await rouPhase(page, ['betting'], 30_000);
      // the engine settles the positions the machine got (jeu zéro is several chips)
      let slip = EMPTY_SLIP;
      for (const b of placed) slip = placeBet(rouletteTable, slip, b.bet, b.amount).slip;
      const spin = spinWheel(new SeededRng(seed));
      const { settlement } = settleStakes(rouletteTable, slipStakes(slip), spin);
      const balance = START - settlement.staked + settlement.returned;
      expect(await shownBalance(page)).toBe(eur(balance));
      await heard(page, 'No more bets');
      await heard(page, new RegExp(`^${spin.number}\\b|\\. ${spin.number}\\b`));
      await heard(page, en('a11y.balance', { balance: eur(balance) }));
      expect((await announcements(page)).length).toBeGreaterThan(3);
      expect(game.errors).toEqual([]);
    } finally {
      await game.close();
    }
  });
});

describe('prefers-reduced-motion', () => {
  it('plays at speed-play pace by default and spins the wheel calmly and briefly', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto(`${inject('baseUrl')}${rouUrl('calm-1')}`);
      await page.waitForFunction(
        () => (window as unknown as { __FELT__?: { ready: boolean } }).__FELT__?.ready === true,
      );
      await rouPhase(page, ['betting']);
      const speed = await page.evaluate(
        () => (window as unknown as { __FELT__: { settings: { speed: string } } }).__FELT__.settings.speed,
      );
      expect(speed).toBe('fast');
      await layerReady(page);
      await tabTo(page, 'Chip €1');
      await press(page, 'Enter');
      await tabTo(page, /^Betting layout/);
      await press(page, 'Enter');
      await tabTo(page, 'PLACE BET');
      await page.keyboard.press('Enter');
      const start = Date.now();
      await page.waitForFunction(
        () => {
          const n = (window as unknown as { __FELT__: { nodes(): { id: string; label: string }[] } }).__FELT__
            .nodes()
            .find((x) => x.id === 'rou.state');
          return n ? JSON.parse(n.label).spinning === true : false;
        },
        null,
        { polling: 50 },
      );
      await page.waitForFunction(
        () => {
          const n = (window as unknown as { __FELT__: { nodes(): { id: string; label: string }[] } }).__FELT__
            .nodes()
            .find((x) => x.id === 'rou.state');
          return n ? JSON.parse(n.label).spinning === false : false;
        },
        null,
        { polling: 50 },
      );
      const spun = (Date.now() - start) / 1000;
      // a calm spin: about CALM_SPIN_SECONDS, where a normal one takes 7 s and speed play 2.3 s
      expect(spun).toBeLessThan(CALM_SPIN_SECONDS + 0.6);
      const s = await rouState(page);
      expect(s.resting).toBe(s.number);
    } finally {
      await context.close();
    }
  });
});
