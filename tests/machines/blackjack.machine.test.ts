import { describe, expect, it } from 'vitest';
import { tableRules } from '../../src/engine/blackjack/index';
import { tableView } from '../../src/machines/blackjack/view';
import type { BlackjackEvent } from '../../src/machines/blackjack.machine';
import { reconciled } from './support';
import { classicShoe, deal, openBlackjack, press, shown } from './tables';

const cardsDealt = (events: readonly { type: string }[]) => events.filter((e) => e.type === 'card.dealt').length;

describe('a full round on every table: bet, deal, stand, dealer, payout', () => {
  it.each([
    ['bj-classic', classicShoe(['TS', '9D'], ['9H', '8C']), 8],
    // Five boxes: the computer players in boxes 4 and 5 are dealt in; no hole card.
    ['bj-european', classicShoe(['TS', '9D'], ['9H', '8C']), 7],
    ['bj-multiseat', 'TS 9H 9D 8C', 4],
    ['bj-h17-8deck', 'TS 9H 9D 8C', 4],
  ])('%s', async (table, shoe, dealt) => {
    const { actor, bank, port } = await openBlackjack({ table, shoe });
    expect(actor.getSnapshot().value).toBe('betting');
    expect(port.resume).toHaveBeenCalledTimes(1);

    const dealing = await deal(actor, { amount: 1000 });
    expect(dealing.value).toBe('dealing');
    expect(port.open).toHaveBeenCalledTimes(1);
    expect(port.open.mock.calls[0]?.[0].bets).toEqual([{ seat: 1, main: 1000, perfectPairs: 0 }]);
    expect(bank.balance()).toBe(99_000);
    expect(dealing.context.balance).toBe(99_000);
    expect(cardsDealt(dealing.context.stage.events)).toBe(dealt);

    const turn = shown(actor);
    expect(turn.value).toBe('playerTurn');
    expect(turn.context.round?.view.turn).toEqual({ seat: 0, hand: 0 });

    const stood = await press(actor, 'player.stand');
    expect(stood.value).toBe('resolving');
    expect(stood.context.round?.status).toBe('settled');
    expect(stood.context.round?.view.dealer.cards).toEqual(['9H', '8C']);
    // The port has paid; the table shows the win once the payout is on show.
    expect(bank.balance()).toBe(101_000);
    expect(stood.context.balance).toBe(99_000);

    const payout = shown(actor);
    expect(payout.value).toBe('payout');
    expect(payout.context.round?.view.seats[0]?.hands[0]).toMatchObject({ outcome: 'win', returned: 2000 });
    expect(payout.context.balance).toBe(101_000);
    expect(payout.context.stage.events).toEqual([{ type: 'round.over', staked: 1000, returned: 2000 }]);

    const betting = shown(actor);
    expect(betting.value).toBe('betting');
    expect(betting.context.lastBets).toEqual([{ seat: 1, main: 1000, perfectPairs: 0 }]);
    expect(betting.context.placements).toEqual([]);
    expect(betting.context.balance).toBe(101_000);
    expect(reconciled(bank)).toBe(true);
  });
});

describe('a split round (bj-multiseat): every extra stake is taken with its decision', () => {
  it('split, stand, double, then the dealer busts', async () => {
    const { actor, bank, port } = await openBlackjack({ table: 'bj-multiseat', shoe: '8S 9H 8D 7C 8C 3D 9C TS' });
    await deal(actor, { amount: 1000 });
    shown(actor);
    const split = await press(actor, 'player.split');
    expect(split.value).toBe('resolving');
    expect(bank.balance()).toBe(98_000);
    expect(split.context.balance).toBe(98_000);
    expect(split.context.round?.staked).toBe(2000);
    expect(split.context.round?.view.seats[0]?.hands.map((h) => h.cards)).toEqual([['8S', '8C'], ['8D']]);
    expect(shown(actor).value).toBe('playerTurn');

    await press(actor, 'player.stand');
    const second = shown(actor);
    expect(second.context.round?.view.turn).toEqual({ seat: 0, hand: 1 });
    expect(second.context.round?.view.seats[0]?.hands[1]?.cards).toEqual(['8D', '3D']);

    const doubled = await press(actor, 'player.double');
    expect(bank.balance()).toBe(97_000 + 6_000);
    expect(doubled.context.balance).toBe(97_000);
    expect(doubled.context.round?.staked).toBe(3000);
    const payout = shown(actor);
    expect(payout.value).toBe('payout');
    expect(payout.context.round?.view.seats[0]?.hands.map((h) => [h.bet, h.outcome, h.returned])).toEqual([
      [1000, 'win', 2000],
      [2000, 'win', 4000],
    ]);
    expect(payout.context.balance).toBe(103_000);
    expect(port.act.mock.calls.map(([r]) => r.decision)).toEqual(['split', 'stand', 'double']);
    expect(new Set(port.act.mock.calls.map(([r]) => r.roundId))).toEqual(new Set(['blackjack-1']));
    expect(reconciled(bank)).toBe(true);
  });
});

describe('insurance and even money (bj-classic, with its computer players)', () => {
  it('takes the insurance stake with the decision; the peek finds blackjack and insurance pays 2:1', async () => {
    const { actor, bank, port } = await openBlackjack({ shoe: classicShoe(['TS', '9D'], ['AH', 'KC']) });
    await deal(actor, { amount: 1000 });
    const offered = shown(actor);
    expect(offered.value).toBe('insurance');
    expect(tableView(offered).moves).toEqual(['insurance.accept', 'insurance.decline']);

    const insured = await press(actor, 'insurance.accept');
    expect(port.act.mock.calls[0]?.[0].decision).toBe('insurance:yes');
    expect(insured.context.round?.view.seats[0]?.insurance).toMatchObject({ bet: 500, returned: 1500 });
    expect(insured.context.round?.events).toContainEqual({ type: 'dealer.peeked', blackjack: true });
    // Only the player took insurance: the computer players decline it.
    const taken = insured.context.round?.events.filter((e) => e.type === 'insurance.taken');
    expect(taken).toEqual([{ type: 'insurance.taken', seat: 1, bet: 500 }]);
    expect(insured.context.balance).toBe(98_500);
    expect(shown(actor).value).toBe('payout');
    expect(actor.getSnapshot().context.balance).toBe(100_000);
    expect(bank.balance()).toBe(100_000);
    expect(reconciled(bank)).toBe(true);
  });

  it('offers even money on a blackjack against an ace: accepting pays 1:1 at once', async () => {
    const { actor, bank, port } = await openBlackjack({ shoe: classicShoe(['AS', 'KS'], ['AH', '7D']) });
    await deal(actor, { amount: 1000 });
    expect(shown(actor).value).toBe('insurance');
    const paid = await press(actor, 'insurance.accept');
    expect(port.act.mock.calls[0]?.[0].decision).toBe('even-money:yes');
    expect(paid.context.round?.view.seats[0]?.hands[0]).toMatchObject({ outcome: 'even-money', returned: 2000 });
    expect(paid.context.round?.status).toBe('settled');
    shown(actor);
    expect(shown(actor).value).toBe('betting');
    expect(bank.balance()).toBe(101_000);
  });

  it('is not offered when the balance cannot cover it: play goes straight to the hand', async () => {
    const { actor, port } = await openBlackjack({ balance: 1400, shoe: classicShoe(['TS', '7D'], ['AH', '9C']) });
    await deal(actor, { amount: 1000 });
    const turn = shown(actor);
    expect(turn.value).toBe('playerTurn');
    expect(turn.context.round?.view.legal).not.toContain('insurance:yes');
    expect(port.act).not.toHaveBeenCalled();
  });
});

describe('only the moves the round allows now are taken', () => {
  it('an illegal split, an insurance answer during play, a bet and DEAL during play change nothing', async () => {
    const { actor, bank, port } = await openBlackjack({ shoe: classicShoe(['TS', '6D'], ['9H', '7C'], '5S') });
    await deal(actor, { amount: 1000 });
    const before = shown(actor);
    expect(before.value).toBe('playerTurn');
    for (const event of [
      { type: 'player.split' },
      { type: 'insurance.accept' },
      { type: 'insurance.decline' },
      { type: 'bet.place', amount: 100 },
      { type: 'bet.clear' },
      { type: 'round.deal' },
      { type: 'wallet.balance', balance: 5 },
    ] as BlackjackEvent[]) {
      const after = await press(actor, event);
      expect(after.value).toBe('playerTurn');
      expect(after.context).toEqual(before.context);
    }
    expect(port.act).not.toHaveBeenCalled();
    expect(port.open).toHaveBeenCalledTimes(1);
    expect(bank.balance()).toBe(99_000);
  });

  it('no decision is taken while a stage is on show', async () => {
    const { actor, port } = await openBlackjack({ shoe: classicShoe(['TS', '6D'], ['9H', '7C'], '5S') });
    const dealing = await deal(actor, { amount: 1000 });
    for (const type of ['player.hit', 'player.stand', 'player.double', 'player.surrender'] as const) {
      const after = await press(actor, type);
      expect(after.value).toBe('dealing');
      expect(after.context).toEqual(dealing.context);
    }
    expect(tableView(dealing).moves).toEqual([]);
    expect(port.act).not.toHaveBeenCalled();
  });

  it('no double when the balance cannot cover it', async () => {
    const { actor, bank, port } = await openBlackjack({
      balance: 1500,
      shoe: classicShoe(['5S', '6D'], ['9H', '8C'], 'TD'),
    });
    await deal(actor, { amount: 1000 });
    const before = shown(actor);
    expect(before.context.round?.view.legal).toEqual(['hit', 'stand', 'surrender']);
    const after = await press(actor, 'player.double');
    expect(after.value).toBe('playerTurn');
    expect(after.context).toEqual(before.context);
    expect(port.act).not.toHaveBeenCalled();
    expect(bank.balance()).toBe(500);
  });
});

describe('betting, and its notices as codes', () => {
  it('seats and limits: no seat beyond the table, no bet over the maximum, no deal under the minimum', async () => {
    const { actor, port } = await openBlackjack({ table: 'bj-multiseat', shoe: 'TS 9H 9D 8C' });
    actor.send({ type: 'seat.select', seat: 4 });
    expect(actor.getSnapshot().context.seat).toBe(1);
    actor.send({ type: 'seat.select', seat: 3 });
    expect(actor.getSnapshot().context.seat).toBe(3);
    actor.send({ type: 'bet.place', amount: 30_000 });
    actor.send({ type: 'bet.place', amount: 100 });
    expect(actor.getSnapshot().context.notice).toEqual({
      code: 'bet.overMax',
      seat: 3,
      spot: 'main',
      amount: 30_100,
      min: 100,
      max: 30_000,
    });
    expect(actor.getSnapshot().context.placements).toEqual([{ seat: 3, spot: 'main', amount: 30_000 }]);
    actor.send({ type: 'bet.place', seat: 9, amount: 100 });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'bet.noSeat', seat: 9, seats: 3 });
    actor.send({ type: 'bet.clear' });
    expect(actor.getSnapshot().context.notice).toBeNull();

    actor.send({ type: 'bet.place', seat: 1, amount: 50 });
    actor.send({ type: 'round.deal' });
    expect(actor.getSnapshot().value).toBe('betting');
    expect(actor.getSnapshot().context.notice).toEqual({
      code: 'bet.belowMin',
      seat: 1,
      amount: 50,
      min: 100,
      max: 30_000,
    });
    actor.send({ type: 'bet.remove', seat: 2 });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'chip.none' });
    actor.send({ type: 'bet.remove', seat: 1 });
    expect(actor.getSnapshot().context.placements).toEqual([]);
    expect(port.open).not.toHaveBeenCalled();
  });

  it('an unknown chip is refused with chip.unknown and the selected chip stays', async () => {
    const { actor } = await openBlackjack();
    actor.send({ type: 'chip.select', value: 500 });
    actor.send({ type: 'chip.select', value: 7 });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'chip.unknown', value: 7 });
    expect(actor.getSnapshot().context.chip).toBe(500);
    actor.send({ type: 'bet.place' });
    expect(actor.getSnapshot().context.placements).toEqual([{ seat: 1, spot: 'main', amount: 500 }]);
  });

  it('a minimum of 500 set by the rules: a 100 chip on DEAL says bet.belowMin (not bet.sideNeedsMain)', async () => {
    const rules = tableRules('bj-classic', { minBet: 500 });
    const { actor, port } = await openBlackjack({ rules });
    actor.send({ type: 'chip.select', value: 100 });
    actor.send({ type: 'bet.place' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(tableView(actor.getSnapshot()).dealProblem).toMatchObject({ code: 'bet.belowMin' });
    actor.send({ type: 'round.deal' });
    expect(actor.getSnapshot().value).toBe('betting');
    expect(actor.getSnapshot().context.notice).toEqual({
      code: 'bet.belowMin',
      seat: 1,
      amount: 100,
      min: 500,
      max: 50_000,
    });
    expect(port.open).not.toHaveBeenCalled();
  });

  it('Perfect Pairs needs a main bet, and only tables with the side bet take it', async () => {
    const european = await openBlackjack({ table: 'bj-european' });
    european.actor.send({ type: 'bet.place', spot: 'perfectPairs', amount: 1000 });
    european.actor.send({ type: 'round.deal' });
    expect(european.actor.getSnapshot().context.notice).toEqual({ code: 'bet.sideNeedsMain', seat: 1 });
    const classic = await openBlackjack();
    classic.actor.send({ type: 'bet.place', spot: 'perfectPairs', amount: 100 });
    expect(classic.actor.getSnapshot().context.notice).toEqual({ code: 'bet.noSideBet', seat: 1 });
    expect(classic.actor.getSnapshot().context.placements).toEqual([]);
  });

  it('nothing on the table, or more than the balance: bet.none and bet.overBalance', async () => {
    const { actor } = await openBlackjack({ balance: 1_500 });
    expect(tableView(actor.getSnapshot()).dealProblem).toEqual({ code: 'bet.none' });
    actor.send({ type: 'round.deal' });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'bet.none' });
    actor.send({ type: 'bet.place', amount: 1000 });
    actor.send({ type: 'bet.place', amount: 1000 });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'bet.overBalance', total: 2000, balance: 1500 });
    expect(actor.getSnapshot().context.placements).toHaveLength(1);
  });

  it('rebet repeats the last round’s bets on the same seats', async () => {
    const { actor, bank, port } = await openBlackjack({
      table: 'bj-multiseat',
      shoe: '2S 3S 9H 4S 5S 7C TD 9S 9D 9C 8S 8D 7S',
    });
    expect(actor.getSnapshot().can({ type: 'bet.rebet' })).toBe(false);
    await deal(actor, { seat: 1, amount: 2000 }, { seat: 3, amount: 1000 });
    shown(actor);
    await press(actor, 'player.stand');
    shown(actor);
    await press(actor, 'player.stand');
    expect(shown(actor).value).toBe('payout');
    expect(shown(actor).value).toBe('betting');
    expect(bank.balance()).toBe(103_000);
    actor.send({ type: 'bet.rebet' });
    expect(actor.getSnapshot().context.placements).toEqual([
      { seat: 1, spot: 'main', amount: 2000 },
      { seat: 3, spot: 'main', amount: 1000 },
    ]);
    expect((await press(actor, 'round.deal')).value).toBe('dealing');
    expect(port.open.mock.calls[1]?.[0].bets).toEqual([
      { seat: 1, main: 2000, perfectPairs: 0 },
      { seat: 3, main: 1000, perfectPairs: 0 },
    ]);
    expect(bank.balance()).toBe(100_000);
  });

  it('a rebuy between rounds shows the new balance, and the bets are checked against it', async () => {
    const { actor, bank } = await openBlackjack({ table: 'bj-h17-8deck', balance: 2_000, shoe: 'TS 9H 7D 9C' });
    await deal(actor, { amount: 1000 });
    shown(actor);
    await press(actor, 'player.stand');
    shown(actor);
    expect(shown(actor).context.balance).toBe(1_000);
    actor.send({ type: 'bet.place', amount: 1500 });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'bet.overBalance', total: 1500, balance: 1000 });
    expect(bank.rebuy()).toEqual({ ok: true, balance: 2_000, added: 1_000 });
    actor.send({ type: 'wallet.balance', balance: bank.balance() });
    expect(actor.getSnapshot().context.balance).toBe(2_000);
    actor.send({ type: 'bet.place', amount: 1500 });
    expect(actor.getSnapshot().context.placements).toEqual([{ seat: 1, spot: 'main', amount: 1500 }]);
    expect(reconciled(bank)).toBe(true);
  });
});

describe('the view of a snapshot', () => {
  it('hides the hole card and the shoe, and lists only the legal buttons', async () => {
    const { actor } = await openBlackjack({ shoe: classicShoe(['8S', '8D'], ['AH', '7C'], '2D', '3D') });
    expect(tableView(actor.getSnapshot())).toMatchObject({ phase: 'betting', round: null, moves: [] });
    await deal(actor, { amount: 1000 });
    const dealing = tableView(actor.getSnapshot());
    expect(dealing.phase).toBe('dealing');
    expect(dealing.animating).toBe(true);
    expect(dealing.moves).toEqual([]);
    expect(dealing.round?.dealer.cards).toEqual(['AH', null]);
    expect(dealing.roundId).toBe('blackjack-1');
    expect(JSON.stringify(dealing)).not.toMatch(/7C|2D|3D/);
    shown(actor);
    expect(tableView(actor.getSnapshot()).moves).toEqual(['insurance.accept', 'insurance.decline']);
    await press(actor, 'insurance.accept');
    shown(actor);
    const play = tableView(actor.getSnapshot());
    expect(play.phase).toBe('playerTurn');
    // bj-classic: an insured hand may not double or split.
    expect(play.moves).toEqual(['player.hit', 'player.stand', 'player.surrender']);
    expect(play.playerSeats).toBe(1);
    expect(JSON.stringify(play)).not.toMatch(/7C|2D|3D/);
  });

  it('shows an empty felt while the next round is bet, with REBET on offer', async () => {
    const { actor } = await openBlackjack({ table: 'bj-h17-8deck', shoe: 'TS 9H 9D 8C' });
    await deal(actor, { amount: 1000 });
    shown(actor);
    await press(actor, 'player.stand');
    shown(actor);
    shown(actor);
    const betting = tableView(actor.getSnapshot());
    expect(betting).toMatchObject({ phase: 'betting', round: null, roundId: 'blackjack-1', canRebet: true });
    expect(betting.hint()).toBeNull();
  });
});
