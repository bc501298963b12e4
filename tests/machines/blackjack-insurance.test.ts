/**
 * The insurance step with a chosen amount (bj-european, sheet 002: "enintään puolet"): INSURE
 * carries the amount, the guard takes only amounts the round allows, and without one INSURE
 * stakes exactly half. The computer players are left off so the stacked shoe deals only the
 * player's box and the dealer.
 */
import { describe, expect, it } from 'vitest';
import { tableRules } from '../../src/engine/blackjack/index';
import { tableView } from '../../src/machines/blackjack/view';
import { reconciled } from './support';
import { classicShoe, deal, openBlackjack, press, shown } from './tables';

const european = { table: 'bj-european', rules: { ...tableRules('bj-european'), otherPlayers: 0 } };

describe('bj-european: the player picks the insurance amount', () => {
  it('insures 3.00 of a 10.00 bet; the dealer’s second card makes blackjack and it pays 2:1', async () => {
    const { actor, bank, port } = await openBlackjack({ ...european, shoe: 'TS AH 9D KC' });
    await deal(actor, { amount: 1000 });
    const offered = shown(actor);
    expect(offered.value).toBe('insurance');
    const view = tableView(offered);
    expect(view.insurance).toEqual({ half: 500, halfAllowed: true, unit: 100, most: 500 });
    expect(view.moves).toEqual(['insurance.accept', 'insurance.decline']);

    const insured = await press(actor, { type: 'insurance.accept', amount: 300 });
    expect(port.act.mock.calls[0]?.[0].decision).toBe('insurance:300');
    expect(insured.context.round?.view.seats[0]?.insurance).toMatchObject({ bet: 300, settled: false });
    expect(insured.context.balance).toBe(98_700);
    expect(bank.balance()).toBe(98_700);
    expect(tableView(insured).insurance).toBeNull();

    expect(shown(actor).value).toBe('playerTurn');
    await press(actor, 'player.stand');
    const payout = shown(actor);
    expect(payout.value).toBe('payout');
    expect(payout.context.round?.view.seats[0]?.insurance).toMatchObject({ bet: 300, returned: 900 });
    expect(payout.context.round).toMatchObject({ staked: 1300, returned: 900 });
    expect(bank.balance()).toBe(99_600);
    expect(reconciled(bank)).toBe(true);
  });

  it('refuses amounts above half, between whole units or not a number; takes nothing', async () => {
    const { actor, bank, port } = await openBlackjack({ ...european, shoe: 'TS AH 9D KC' });
    await deal(actor, { amount: 1050 });
    const before = shown(actor);
    expect(tableView(before).insurance).toEqual({ half: 525, halfAllowed: true, unit: 100, most: 500 });
    for (const amount of [600, 550, 250, 12.5, -100, Number.NaN]) {
      const after = await press(actor, { type: 'insurance.accept', amount });
      expect(after.value, String(amount)).toBe('insurance');
      expect(after.context).toEqual(before.context);
    }
    expect(port.act).not.toHaveBeenCalled();
    expect(bank.balance()).toBe(98_950);
    // Exactly half is an amount too, odd cents and all.
    await press(actor, { type: 'insurance.accept', amount: 525 });
    expect(port.act.mock.calls[0]?.[0].decision).toBe('insurance:525');
    expect(bank.balance()).toBe(98_425);
  });

  it('INSURE without an amount stakes exactly half', async () => {
    const { actor, port } = await openBlackjack({ ...european, shoe: 'TS AH 9D 7C' });
    await deal(actor, { amount: 1000 });
    // The picker starts at exactly half; INSURE without an amount takes that.
    expect(tableView(shown(actor)).insurance?.half).toBe(500);
    const insured = await press(actor, 'insurance.accept');
    expect(port.act.mock.calls[0]?.[0].decision).toBe('insurance:yes');
    expect(insured.context.round?.view.seats[0]?.insurance.bet).toBe(500);
  });

  it('a balance short of half still lets the player insure what it covers: INSURE defaults to the most', async () => {
    const { actor, bank, port } = await openBlackjack({ ...european, balance: 1350, shoe: 'TS AH 9D 7C' });
    await deal(actor, { amount: 1000 });
    const offered = shown(actor);
    expect(offered.value).toBe('insurance');
    expect(offered.context.round?.view.legal).toEqual(['insurance:no']);
    expect(tableView(offered).insurance).toEqual({ half: 500, halfAllowed: false, unit: 100, most: 300 });
    expect(tableView(offered).moves).toEqual(['insurance.accept', 'insurance.decline']);
    await press(actor, { type: 'insurance.accept', amount: 400 });
    expect(port.act).not.toHaveBeenCalled();
    await press(actor, 'insurance.accept');
    expect(port.act.mock.calls[0]?.[0].decision).toBe('insurance:300');
    expect(bank.balance()).toBe(50);
  });
});

describe('a table that takes exactly half (bj-classic)', () => {
  it('has no amount to pick and refuses one, even half itself', async () => {
    const { actor, port } = await openBlackjack({ shoe: classicShoe(['TS', '9D'], ['AH', '7C']) });
    await deal(actor, { amount: 1000 });
    const before = shown(actor);
    expect(tableView(before).insurance).toBeNull();
    for (const amount of [300, 500]) {
      const after = await press(actor, { type: 'insurance.accept', amount });
      expect(after.context).toEqual(before.context);
    }
    expect(port.act).not.toHaveBeenCalled();
    await press(actor, 'insurance.accept');
    expect(port.act.mock.calls[0]?.[0].decision).toBe('insurance:yes');
  });
});
