import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { tableRules } from '../../src/engine/blackjack/index';
import { SeededRng } from '../../src/engine/shared/rng';
import { stackedShoe } from '../../src/engine/shared/shoe';
import { tableView } from '../../src/machines/blackjack/view';
import {
  type BlackjackActor,
  type BlackjackEvent,
  blackjackMachine,
  persistBlackjack,
  resumeBlackjack,
  type Transfer,
} from '../../src/machines/blackjack.machine';
import { createMemoryWallet, type WalletPort } from '../../src/machines/ports';

function start(
  table: string,
  shoe: string,
  options: { balance?: number; wallet?: WalletPort; machine?: typeof blackjackMachine; clock?: SimulatedClock } = {},
) {
  const wallet = options.wallet ?? createMemoryWallet(options.balance ?? 100_000);
  const actor = createActor(options.machine ?? blackjackMachine, {
    input: { rules: tableRules(table), wallet, rng: new SeededRng(1), shoe: stackedShoe(shoe.split(' ')) },
    clock: options.clock ?? new SimulatedClock(),
  });
  actor.start();
  return { actor, wallet };
}

async function deal(
  actor: BlackjackActor,
  ...bets: { seat: number; amount: number; spot?: 'main' | 'perfectPairs' }[]
) {
  for (const b of bets) actor.send({ type: 'bet.place', seat: b.seat, amount: b.amount, spot: b.spot ?? 'main' });
  actor.send({ type: 'round.deal' });
  return waitFor(actor, (s) => s.matches('dealing'));
}

/** Sends a player event and waits until the table has caught up (any extra stake debited). */
async function act(actor: BlackjackActor, event: BlackjackEvent) {
  actor.send(event);
  return waitFor(actor, (s) => !s.matches('staking'));
}

async function animDone(actor: BlackjackActor) {
  actor.send({ type: 'anim.done' });
  return waitFor(actor, (s) => !s.matches('crediting'));
}

const turnOf = (actor: BlackjackActor) => {
  const round = actor.getSnapshot().context.round;
  return round ? round.turn : null;
};

describe('a full round on every table: bet, deal, stand, dealer, payout', () => {
  it.each([
    ['bj-classic', 'TS 9H 9D 8C', 1000],
    ['bj-european', 'TS 9H 9D 8C', 1000],
    ['bj-multiseat', 'TS 9H 9D 8C', 1000],
    ['bj-h17-8deck', 'TS 9H 9D 8C', 1000],
  ])('%s', async (table, shoe, bet) => {
    const { actor, wallet } = start(table, shoe);
    const dealing = await deal(actor, { seat: 1, amount: bet });
    expect(wallet.balance()).toBe(100_000 - bet);
    const dealt = dealing.context.events.filter((e) => e.type === 'card.dealt');
    expect(dealt).toHaveLength(table === 'bj-european' ? 3 : 4);
    expect((await animDone(actor)).value).toBe('playerTurn');
    expect(turnOf(actor)).toEqual({ seat: 0, hand: 0 });
    expect((await act(actor, { type: 'player.stand' })).value).toBe('resolving');
    expect((await animDone(actor)).value).toBe('dealerTurn');
    expect(actor.getSnapshot().context.round?.dealer.cards).toEqual(['9H', '8C']);
    const payout = await animDone(actor);
    expect(payout.value).toBe('payout');
    expect(payout.context.round?.seats[0]?.hands[0]).toMatchObject({ outcome: 'win', returned: 2 * bet });
    expect(wallet.balance()).toBe(100_000 + bet);
    expect(payout.context.balance).toBe(100_000 + bet);
    const betting = await animDone(actor);
    expect(betting.value).toBe('betting');
    expect(betting.context.lastBets).toEqual([{ seat: 1, main: bet, perfectPairs: 0 }]);
    expect(betting.context.placements).toEqual([]);
  });
});

describe('a split round (bj-multiseat): every extra stake is debited as it is made', () => {
  it('split, stand, double, then the dealer busts', async () => {
    const { actor, wallet } = start('bj-multiseat', '8S 9H 8D 7C 8C 3D 9C TS');
    await deal(actor, { seat: 1, amount: 1000 });
    await animDone(actor);
    const split = await act(actor, { type: 'player.split' });
    expect(split.value).toBe('resolving');
    expect(wallet.balance()).toBe(98_000);
    expect(split.context.round?.seats[0]?.hands.map((h) => h.cards)).toEqual([['8S', '8C'], ['8D']]);
    await animDone(actor);
    await act(actor, { type: 'player.stand' });
    const second = await animDone(actor);
    expect(second.context.round?.turn).toEqual({ seat: 0, hand: 1 });
    expect(second.context.round?.seats[0]?.hands[1]?.cards).toEqual(['8D', '3D']);
    await act(actor, { type: 'player.double' });
    expect(wallet.balance()).toBe(97_000);
    expect((await animDone(actor)).value).toBe('dealerTurn');
    const payout = await animDone(actor);
    expect(payout.context.round?.seats[0]?.hands.map((h) => [h.bet, h.outcome, h.returned])).toEqual([
      [1000, 'win', 2000],
      [2000, 'win', 4000],
    ]);
    expect(wallet.balance()).toBe(103_000);
  });
});

describe('an insurance round (bj-classic)', () => {
  it('debits the insurance, the peek finds blackjack, insurance pays 2:1 and the round ends', async () => {
    const { actor, wallet } = start('bj-classic', 'TS AH 9D KC');
    await deal(actor, { seat: 1, amount: 1000 });
    expect((await animDone(actor)).value).toBe('insurance');
    const insured = await act(actor, { type: 'insurance.accept' });
    expect(wallet.balance()).toBe(98_500);
    expect(insured.context.round?.seats[0]?.insurance).toMatchObject({ bet: 500, returned: 1500 });
    expect(insured.context.events).toContainEqual({ type: 'dealer.peeked', blackjack: true });
    const payout = await animDone(actor);
    expect(payout.value).toBe('payout');
    expect(wallet.balance()).toBe(100_000);
  });

  it('insurance is not offered when the balance cannot cover it: play goes straight to the hand', async () => {
    const { actor } = start('bj-classic', 'TS AH 9D 7C', { balance: 1400 });
    await deal(actor, { seat: 1, amount: 1000 });
    expect((await animDone(actor)).value).toBe('playerTurn');
  });
});

describe('events that are not allowed now are ignored and change nothing', () => {
  it('an illegal split, an insurance answer during play, a bet during play', async () => {
    const { actor, wallet } = start('bj-classic', 'TS 9H 6D 7C 5S');
    await deal(actor, { seat: 1, amount: 1000 });
    const before = await animDone(actor);
    for (const event of [
      { type: 'player.split' },
      { type: 'insurance.accept' },
      { type: 'bet.place', amount: 100 },
      { type: 'round.deal' },
    ] as BlackjackEvent[]) {
      actor.send(event);
      const after = actor.getSnapshot();
      expect(after.value).toBe('playerTurn');
      expect(after.context).toEqual(before.context);
    }
    expect(wallet.balance()).toBe(99_000);
  });

  it('no double when the balance cannot cover it', async () => {
    const { actor, wallet } = start('bj-classic', '5S 9H 6D 8C TD', { balance: 1500 });
    await deal(actor, { seat: 1, amount: 1000 });
    const before = await animDone(actor);
    actor.send({ type: 'player.double' });
    expect(actor.getSnapshot().value).toBe('playerTurn');
    expect(actor.getSnapshot().context).toEqual(before.context);
    expect(wallet.balance()).toBe(500);
  });
});

describe('betting', () => {
  it('seats and limits: no seat beyond the table, no bet over the maximum, no deal under the minimum', async () => {
    const { actor } = start('bj-multiseat', 'TS 9H 9D 8C');
    actor.send({ type: 'seat.select', seat: 4 });
    expect(actor.getSnapshot().context.seat).toBe(1);
    actor.send({ type: 'seat.select', seat: 3 });
    expect(actor.getSnapshot().context.seat).toBe(3);
    actor.send({ type: 'bet.place', amount: 30_000 });
    actor.send({ type: 'bet.place', amount: 100 });
    expect(actor.getSnapshot().context.notice).toBe('seat 3: the maximum bet is 30000');
    expect(actor.getSnapshot().context.placements).toEqual([{ seat: 3, spot: 'main', amount: 30_000 }]);
    actor.send({ type: 'bet.clear' });
    actor.send({ type: 'chip.select', value: 100 });
    actor.send({ type: 'bet.place', seat: 1, amount: 50 });
    actor.send({ type: 'round.deal' });
    expect(actor.getSnapshot().value).toBe('betting');
    expect(actor.getSnapshot().context.notice).toMatch(/seat 1: main bet 50 is outside the table limits 100 to 30000/);
    actor.send({ type: 'bet.remove', seat: 1 });
    expect(actor.getSnapshot().context.placements).toEqual([]);
  });

  it('rebet repeats the last round’s bets on the same seats', async () => {
    const { actor, wallet } = start('bj-multiseat', '2S 3S 9H 4S 5S 7C TD 9S 9D 9C 8S 8D 7S');
    await deal(actor, { seat: 1, amount: 2000 }, { seat: 3, amount: 1000 });
    await animDone(actor);
    await act(actor, { type: 'player.stand' });
    await animDone(actor);
    await act(actor, { type: 'player.stand' });
    await animDone(actor);
    await animDone(actor);
    await animDone(actor);
    expect(wallet.balance()).toBe(103_000);
    actor.send({ type: 'bet.rebet' });
    expect(actor.getSnapshot().context.placements).toEqual([
      { seat: 1, spot: 'main', amount: 2000 },
      { seat: 3, spot: 'main', amount: 1000 },
    ]);
    actor.send({ type: 'round.deal' });
    await waitFor(actor, (s) => s.matches('dealing'));
    expect(wallet.balance()).toBe(100_000);
  });

  it('a wallet that refuses the stake sends the table back to betting with a notice', async () => {
    const wallet = createMemoryWallet(100_000);
    const machine = blackjackMachine.provide({
      actors: {
        debit: fromPromise<number, Transfer>(async () => {
          throw new Error('wallet offline');
        }),
      },
    });
    const { actor } = start('bj-classic', 'TS 9H 9D 8C', { wallet, machine });
    actor.send({ type: 'bet.place', amount: 1000 });
    actor.send({ type: 'round.deal' });
    const s = await waitFor(actor, (x) => x.matches('betting') && x.context.notice !== null);
    expect(s.context.notice).toBe('the stake could not be taken: wallet offline');
    expect(wallet.balance()).toBe(100_000);
  });
});

describe('pacing', () => {
  it('an animation phase moves on by itself after the timeout on the (simulated) clock', async () => {
    const clock = new SimulatedClock();
    const { actor } = start('bj-classic', 'TS 9H 9D 8C', { clock });
    await deal(actor, { seat: 1, amount: 1000 });
    clock.increment(14_999);
    expect(actor.getSnapshot().value).toBe('dealing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('playerTurn');
  });
});

describe('persistence', () => {
  it('a round saved in the middle resumes after a reload and finishes the same way', async () => {
    const { actor, wallet } = start('bj-h17-8deck', '8S 9H 8D 7C 8C 8H 2S 3S 8S 5S TD');
    await deal(actor, { seat: 1, amount: 1000 });
    await animDone(actor);
    await act(actor, { type: 'player.split' });
    await animDone(actor);
    const saved = JSON.parse(JSON.stringify(persistBlackjack(actor)));
    actor.stop();
    const resumed = createActor(blackjackMachine, resumeBlackjack(saved, { wallet, rng: new SeededRng(2) }));
    resumed.start();
    expect(resumed.getSnapshot().value).toBe('playerTurn');
    expect(resumed.getSnapshot().context.round?.seats[0]?.hands.map((h) => h.cards.join(' '))).toEqual([
      '8S 8C',
      '8D 8H',
    ]);
    for (const e of ['player.split', 'player.stand', 'player.stand', 'player.split', 'player.stand', 'player.stand']) {
      await act(resumed, { type: e } as BlackjackEvent);
      await animDone(resumed);
    }
    const payout = await animDone(resumed);
    expect(payout.value).toBe('payout');
    expect(payout.context.round?.seats[0]?.hands.map((h) => h.outcome)).toEqual(['win', 'win', 'win', 'win']);
    expect(wallet.balance()).toBe(104_000);
  });
});

describe('the view of a snapshot', () => {
  it('hides the hole card and the shoe, and lists only the legal buttons', async () => {
    const { actor } = start('bj-classic', '8S AH 8D 7C 2D');
    expect(tableView(actor.getSnapshot())).toMatchObject({ phase: 'betting', dealProblem: 'place a bet first' });
    await deal(actor, { seat: 1, amount: 1000 });
    const dealing = tableView(actor.getSnapshot());
    expect(dealing.phase).toBe('dealing');
    expect(dealing.moves).toEqual([]);
    expect(dealing.round?.dealer.cards).toEqual(['AH', null]);
    expect(JSON.stringify(dealing)).not.toMatch(/7C|2D/);
    await animDone(actor);
    expect(tableView(actor.getSnapshot()).moves).toEqual(['insurance.accept', 'insurance.decline']);
    await act(actor, { type: 'insurance.accept' });
    await animDone(actor);
    const play = tableView(actor.getSnapshot());
    expect(play.phase).toBe('playerTurn');
    // bj-classic: an insured hand may not double or split.
    expect(play.moves).toEqual(['player.hit', 'player.stand', 'player.surrender']);
    expect(JSON.stringify(play)).not.toMatch(/7C|2D/);
  });
});
