/**
 * What the baccarat table shows, from real machine snapshots: the buttons of sheet 001 in each
 * situation, refusals in the player's words, the result and payout lines to the cent, the
 * paytable's figures from the rules, the keyboard map, and the roads panel's geometry.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { baccaratDemoPort } from '../../../src/demo/baccarat/demo-port';
import { DemoBank } from '../../../src/demo/bank/demo-bank';
import { tableRules } from '../../../src/engine/baccarat/rules';
import { settle } from '../../../src/engine/baccarat/settle';
import { formatMoney } from '../../../src/engine/shared/money';
import { SeededRng } from '../../../src/engine/shared/rng';
import type { BaccaratPort } from '../../../src/machines/baccarat/port';
import { tableView } from '../../../src/machines/baccarat/view';
import { baccaratMachine } from '../../../src/machines/baccarat.machine';
import { portActors } from '../../../src/machines/round-port';
import { translator } from '../../../src/platform/i18n';
import { createStore, MemoryStorage } from '../../../src/platform/storage';
import { baccaratLayout, overlaps, type Rect } from '../../../src/view/baccarat/layout';
import { commissionPercent, ratioText } from '../../../src/view/baccarat/payouts';
import { columnsIn, roadsGeometry } from '../../../src/view/baccarat/roads-geometry';
import { AREA_KEYS, COMMAND_KEYS, nextChip } from '../../../src/view/baccarat/table-input';
import { controlsFor, messageFor, payoutText, resultText } from '../../../src/view/baccarat/table-sync';
import { noticeText } from '../../../src/view/kit/words/notices';

const t = translator('en');
const money = (m: number) => formatMoney(m, 'EUR', 'en');
const rules = tableRules('baccarat-8deck');

const say = (notice: Parameters<typeof noticeText>[0]) => noticeText(notice, { game: 'baccarat', t, money });

/** A baccarat table on the demo port over a bank of `balance` (or on `port`). */
function table(balance = 100_000, overrides?: Record<string, unknown>, port?: (p: BaccaratPort) => BaccaratPort) {
  const r = overrides ? tableRules('baccarat-8deck', overrides) : rules;
  let now = 1;
  const { bank } = DemoBank.open(createStore(new MemoryStorage()), {
    currency: 'EUR',
    startingBalance: balance,
    clock: () => now++,
  });
  const demo = baccaratDemoPort({
    bank,
    history: null,
    table: 'baccarat-8deck',
    rules: r,
    rng: new SeededRng('table'),
  });
  const machine = baccaratMachine.provide({ actors: portActors(port ? port(demo) : demo) });
  const actor = createActor(machine, { input: { rules: r, balance: bank.balance(), callerId: 'table' } });
  actor.start();
  return { actor, rules: r, view: () => tableView(actor.getSnapshot()) };
}

describe('baccarat controls (sheet 001)', () => {
  it('a fresh table offers chips and UNDO · CLEAR · DEAL, all off until a chip is down', async () => {
    const { actor, view } = table();
    await waitFor(actor, (s) => s.matches('betting'));
    const c = controlsFor(view(), false, false);
    expect(c.chips).toBe(true);
    expect(c.buttons).toEqual({ undo: false, clear: false, deal: false });
  });

  it('with a chip down, UNDO, CLEAR and DEAL work; the remove tool is shown as chosen', async () => {
    const { actor, view } = table();
    await waitFor(actor, (s) => s.matches('betting'));
    actor.send({ type: 'bet.place', area: 'banker' });
    expect(controlsFor(view(), false, false).buttons).toEqual({ undo: true, clear: true, deal: true });
    actor.send({ type: 'tool.remove' });
    expect(controlsFor(view(), false, false).removing).toBe(true);
    expect(messageFor(view(), t, money, say)).toBe('Tap a bet to take its top chip off');
  });

  it('after a round: NEW BET, SAME BETS and REBET ×2 while its result is on the table, nothing while dealing', async () => {
    const { actor, view } = table();
    await waitFor(actor, (s) => s.matches('betting'));
    actor.send({ type: 'chip.select', value: 100 });
    actor.send({ type: 'bet.place', area: 'player' });
    actor.send({ type: 'round.deal' });
    await waitFor(actor, (s) => s.matches('dealing'));
    expect(controlsFor(view(), false, false)).toMatchObject({ buttons: {}, chips: false });
    for (let i = 0; i < 3 && !actor.getSnapshot().matches('betting'); i++) actor.send({ type: 'anim.done' });
    expect(actor.getSnapshot().matches('betting')).toBe(true);
    expect(controlsFor(view(), false, true).buttons).toEqual({ newBet: true, same: true, double: true });
    // after NEW BET the last bets can still be repeated before the first chip
    expect(controlsFor(view(), false, false).buttons).toEqual({ same: true, double: true, deal: false });
    // busy (the payout still flying): nothing to press
    expect(controlsFor(view(), true, true).buttons).toEqual({});
  });

  it('a deal that could not be completed offers TRY AGAIN, which sends the same request once more', async () => {
    let failures = 1;
    const ids: string[] = [];
    const { actor, view } = table(100_000, undefined, (demo) => ({
      ...demo,
      open: (request) => {
        ids.push(request.requestId);
        return failures-- > 0 ? Promise.reject(new Error('offline')) : demo.open(request);
      },
    }));
    await waitFor(actor, (s) => s.matches('betting'));
    actor.send({ type: 'bet.place', area: 'banker' });
    actor.send({ type: 'round.deal' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(controlsFor(view(), false, false).buttons).toEqual({ retry: true });
    expect(messageFor(view(), t, money, say)).toBe('The table could not be reached. Please try again.');
    actor.send({ type: 'round.retry' });
    await waitFor(actor, (s) => s.matches('dealing'));
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });
});

describe('baccarat messages', () => {
  it("refusals are the player's words with the table's figures", async () => {
    const { actor, view } = table(100_000, { limits: { player: { min: 100, max: 200 } } });
    await waitFor(actor, (s) => s.matches('betting'));
    actor.send({ type: 'bet.place', area: 'player' });
    actor.send({ type: 'round.deal' });
    expect(view().context.notice).toEqual({ code: 'bet.belowMin', area: 'player', amount: 10, min: 100 });
    expect(messageFor(view(), t, money, say)).toBe('The PLAYER minimum is €1.00');
    actor.send({ type: 'chip.select', value: 500 });
    actor.send({ type: 'bet.place', area: 'player' });
    expect(view().context.notice).toMatchObject({ code: 'bet.overMax', area: 'player', max: 200 });
    expect(messageFor(view(), t, money, say)).toBe('The PLAYER maximum is €2.00');
    actor.send({ type: 'bet.clear' });
    actor.send({ type: 'round.deal' });
    expect(view().context.notice).toEqual({ code: 'bet.none' });
    expect(messageFor(view(), t, money, say)).toBe('Place a bet first');
  });

  it('over the balance is refused without touching the bets', async () => {
    const { actor, view } = table(50);
    await waitFor(actor, (s) => s.matches('betting'));
    actor.send({ type: 'chip.select', value: 100 });
    actor.send({ type: 'bet.place', area: 'tie' });
    expect(view().context.placements).toEqual([]);
    expect(view().context.notice).toEqual({ code: 'bet.overBalance', total: 100, balance: 50 });
    expect(messageFor(view(), t, money, say)).toBe('Not enough balance for that bet');
  });

  it('the result names the winner and its score, a natural first', () => {
    expect(resultText({ winner: 'banker', natural: false, playerTotal: 5, bankerTotal: 7 }, t)).toBe(
      'BANKER WINS 7 TO 5',
    );
    expect(resultText({ winner: 'player', natural: true, playerTotal: 9, bankerTotal: 3 }, t)).toBe(
      'NATURAL 9 · PLAYER WINS 9 TO 3',
    );
    expect(resultText({ winner: 'tie', natural: false, playerTotal: 6, bankerTotal: 6 }, t)).toBe('TIE 6 TO 6');
  });

  it('the payout shows a BANKER return to the cent, pushes and wins', () => {
    const banker = settle({ player: 0, banker: 30, tie: 0 }, 'banker', rules);
    expect(payoutText(banker, rules, t, money)).toBe('BANKER €0.30 returns €0.58 (5 % commission)');
    const tie = settle({ player: 100, banker: 200, tie: 50 }, 'tie', rules);
    expect(payoutText(tie, rules, t, money)).toBe('PLAYER and BANKER bets push: €3.00 back · You win €4.50');
    const player = settle({ player: 100, banker: 0, tie: 0 }, 'player', rules);
    expect(payoutText(player, rules, t, money)).toBe('You win €2.00');
    const lost = settle({ player: 100, banker: 0, tie: 0 }, 'banker', rules);
    expect(payoutText(lost, rules, t, money)).toBe('No win this round');
  });

  it('every language has the table texts', () => {
    for (const lang of ['fi', 'it', 'el'] as const) {
      const tr = translator(lang);
      expect(tr('bac.bet.newBet')).not.toBe('bac.bet.newBet');
      expect(resultText({ winner: 'banker', natural: false, playerTotal: 2, bankerTotal: 7 }, tr)).toMatch(/7/);
    }
    expect(translator('fi')('bac.bet.same')).toBe('SAMAT VEDOT');
  });
});

describe('baccarat paytable and keys', () => {
  it('payouts read as players know them, from the rules', () => {
    expect(ratioText(rules.payouts.player)).toBe('1:1');
    expect(ratioText(rules.payouts.banker)).toBe('0.95:1');
    expect(ratioText(rules.payouts.tie)).toBe('8:1');
    expect(commissionPercent(rules.payouts.banker)).toBe(5);
    expect(commissionPercent(rules.payouts.player)).toBe(0);
  });

  it('a payout under even money has the decimal mark of the player’s language', () => {
    for (const lang of ['fi', 'it', 'el']) expect(ratioText(rules.payouts.banker, lang)).toBe('0,95:1');
    expect(ratioText([3, 2], 'fi')).toBe('1,5:1');
    expect(ratioText(rules.payouts.tie, 'fi')).toBe('8:1');
  });

  it('every key stands for a button of the table or an area; ← → walk the chips', () => {
    expect(new Set(Object.values(COMMAND_KEYS))).toEqual(
      new Set(['deal', 'undo', 'clear', 'newBet', 'same', 'double']),
    );
    expect(Object.values(AREA_KEYS).sort()).toEqual(['banker', 'player', 'tie']);
    expect(nextChip(rules.chips, 100, 1)).toBe(500);
    expect(nextChip(rules.chips, 100, -1)).toBe(50);
    expect(nextChip(rules.chips, 10, -1)).toBeNull();
  });
});

describe('roads panel geometry', () => {
  const inside = (r: Rect, w: number, h: number) =>
    r.x >= 0 && r.y >= 0 && r.x + r.width <= w + 0.5 && r.y + r.height <= h + 0.5;
  for (const [w, h] of [
    [390, 844],
    [320, 640],
    [844, 390],
    [768, 1024],
    [1024, 768],
    [1440, 900],
  ] as const) {
    it(`${w}×${h}: roads, ask and close buttons fit the panel apart, cells ≥ 12 px, 44 px targets`, () => {
      const l = baccaratLayout(w, h, true, w > 480 ? 60 : 84);
      const panel = l.roads as Rect;
      const g = roadsGeometry(panel.width, panel.height, l.roadsShape);
      const parts = [g.bead, g.big, g.bigEye, g.small, g.cockroach, g.close, g.askBanker, g.askPlayer];
      for (const p of parts) expect(inside(p, panel.width, panel.height), JSON.stringify(p)).toBe(true);
      for (let i = 0; i < parts.length; i++)
        for (let j = i + 1; j < parts.length; j++) expect(overlaps(parts[i]!, parts[j]!), `${i} vs ${j}`).toBe(false);
      expect(g.cell).toBeGreaterThanOrEqual(12);
      for (const b of [g.close, g.askBanker, g.askPlayer])
        expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
      // enough columns to read a shoe's trend: the bead plate shows at least 6 columns of rounds
      expect(columnsIn(g.bead.width, g.cell)).toBeGreaterThanOrEqual(6);
    });
  }
});
