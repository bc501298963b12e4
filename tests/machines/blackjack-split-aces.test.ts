/**
 * Split aces at bj-classic (sheet 000: "as many cards as he wants on both hands") and bj-multiseat
 * (sheet 003: no exception for aces): the table offers HIT on a split ace and plays it on; a ten
 * on a split ace is 21, not blackjack.
 */
import { describe, expect, it } from 'vitest';
import { reconciled } from './support';
import { classicShoe, deal, openBlackjack, press, shown } from './tables';

describe('split aces are played on like any split hand', () => {
  it('bj-classic: the second ace is hit to 20; the first, given a king, is 21 and pushes the dealer’s 21', async () => {
    const shoe = classicShoe(['AS', 'AD'], ['9H', '7C'], 'KH', '5D', '4S', '5S');
    const { actor, bank } = await openBlackjack({ table: 'bj-classic', shoe });
    await deal(actor, { amount: 1000 });
    shown(actor);
    await press(actor, 'player.split');
    const second = shown(actor);
    // The first ace took its king and moved on by itself (21); the second is asked, HIT included.
    expect(second.context.round?.view.turn).toEqual({ seat: 0, hand: 1 });
    expect(second.context.round?.view.seats[0]?.hands[0]).toMatchObject({ cards: ['AS', 'KH'] });
    expect(second.context.round?.view.legal).toEqual(['hit', 'stand']);
    await press(actor, 'player.hit');
    const hit = shown(actor);
    expect(hit.context.round?.view.seats[0]?.hands[1]?.cards).toEqual(['AD', '5D', '4S']);
    await press(actor, 'player.stand');
    const payout = shown(actor);
    expect(payout.value).toBe('payout');
    expect(payout.context.round?.view.seats[0]?.hands.map((h) => [h.outcome, h.returned])).toEqual([
      ['push', 1000],
      ['lose', 0],
    ]);
    expect(payout.context.balance).toBe(99_000);
    expect(reconciled(bank)).toBe(true);
  });

  it('bj-multiseat: a split ace may double', async () => {
    const { actor, bank } = await openBlackjack({ table: 'bj-multiseat', shoe: 'AS 6H AD TC 5D 9C KH 7S' });
    await deal(actor, { amount: 1000 });
    shown(actor);
    await press(actor, 'player.split');
    const first = shown(actor);
    expect(first.context.round?.view.seats[0]?.hands[0]?.cards).toEqual(['AS', '5D']);
    expect(first.context.round?.view.legal).toEqual(['hit', 'stand', 'double']);
    await press(actor, 'player.double');
    const payout = shown(actor);
    expect(payout.value).toBe('payout');
    expect(payout.context.round?.view.seats[0]?.hands.map((h) => [h.cards, h.bet, h.outcome])).toEqual([
      [['AS', '5D', '9C'], 2000, 'win'],
      [['AD', 'KH'], 1000, 'win'],
    ]);
    expect(payout.context.balance).toBe(103_000);
    expect(reconciled(bank)).toBe(true);
  });
});
