/**
 * The blackjack session over the real platform stores (bank, history, table slots): a round played
 * through the table is staked, paid and recorded once, with the engine's figures; the lobby hears
 * it start, move the balance and end; a session reopened mid-round (a reload) resumes the same
 * cards, from its saved snapshot or, when that is missing or disagrees with the bank, from the
 * port; a snapshot of other rules or another table is not resumed.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  actTableRound,
  type BlackjackRules,
  tableRules as blackjackRules,
  type Decision,
  openTableRound,
  type SeatBet,
} from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { createShoe, stackedShoe } from '../../../src/engine/shared/shoe';
import { openBlackjackSession } from '../../../src/games/blackjack/session';
import type { BlackjackActor } from '../../../src/machines/blackjack.machine';
import { phaseOf } from '../../../src/machines/table/context';
import { lobbyReporter, type PostRound, type RoundReporter } from '../../../src/platform/round-bridge';
import { MemoryStorage } from '../../../src/platform/storage';
import { demoTable, playOut, recordingReporter, replayBlackjack, SLOTS_KEY, settled, sumOf, visit } from '../support';

const START = 100_000;
const BJ = 'bj-h17-8deck';
const bj = blackjackRules(BJ);
/** 5+6 against a 9 with the 8 in the hole: a double draws the ten, 21 beats 17. */
const DOUBLE = ['5S', '9H', '6D', '8C', 'TC', 'QH', 'KD', 'JC'];
const ONE: SeatBet[] = [{ seat: 1, main: 100 }];

function open(
  storage: MemoryStorage,
  o: {
    table?: string;
    cards?: readonly string[];
    seed?: string;
    computerPlayers?: boolean;
    reporter?: RoundReporter | null;
  } = {},
) {
  const v = visit(storage, START);
  const session = openBlackjackSession({
    ...demoTable(v, new SeededRng(o.seed ?? 'bj-session'), o.cards ? stackedShoe(o.cards) : undefined),
    reporter: o.reporter ?? null,
    table: o.table ?? BJ,
    computerPlayers: o.computerPlayers ?? false,
  });
  return { ...v, session, actor: session.actor };
}

const phase = (actor: BlackjackActor) => phaseOf(actor.getSnapshot());

/** Places the bets and deals; returns once the port has answered. */
async function deal(actor: BlackjackActor, bets: readonly SeatBet[] = ONE): Promise<string> {
  await settled(actor);
  for (const b of bets) actor.send({ type: 'bet.place', seat: b.seat, amount: b.main });
  actor.send({ type: 'round.deal' });
  return settled(actor);
}

/** Answers the stages until the table asks for a decision (or the round is back to betting). */
async function toDecision(actor: BlackjackActor): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const p = await settled(actor);
    if (!actor.getSnapshot().hasTag('animating')) return p;
    actor.send({ type: 'anim.done' });
  }
  throw new Error('no decision came');
}

/** Stands on every hand and declines insurance. */
const standing = (p: string) =>
  p === 'insurance' ? { type: 'insurance.decline' } : p === 'playerTurn' ? { type: 'player.stand' } : null;

describe('blackjack session', () => {
  it('plays a round through the table: staked, paid and recorded once with its cards; the lobby hears it in order', async () => {
    const { calls, reporter } = recordingReporter();
    const t = open(new MemoryStorage(), { cards: DOUBLE, reporter });
    expect(t.session.resumed).toBe(false);
    expect(await deal(t.actor)).toBe('dealing');
    expect(t.bank.balance()).toBe(START - 100);
    expect(t.session.showing()).toBe(t.bank.openRound('blackjack')?.roundId);
    expect(await toDecision(t.actor)).toBe('playerTurn');
    t.actor.send({ type: 'player.double' });
    await playOut(t.actor);
    expect(t.session.showing()).toBeNull();

    const expected = replayBlackjack(bj, stackedShoe(DOUBLE), ONE, START, ['double'], new SeededRng(0));
    const final = START - expected.staked + expected.returned;
    expect(t.bank.balance()).toBe(final);
    expect(t.actor.getSnapshot().context.balance).toBe(final);
    expect(t.bank.reconcile().ok).toBe(true);
    const rounds = t.history.list('blackjack');
    expect(rounds).toHaveLength(1);
    const round = rounds[0]!;
    expect(round).toMatchObject({
      status: 'complete',
      table: BJ,
      staked: expected.staked,
      returned: expected.returned,
      balanceBefore: START,
      balanceAfter: final,
      detail: { dealer: ['9H', '8C'], hands: [{ seat: 1, cards: ['5S', '6D', 'TC'], result: 'win' }] },
    });
    expect(sumOf(round.wagers)).toBe(round.staked);
    expect(sumOf(round.wins)).toBe(round.returned);
    const id = round.roundId;
    // started with the first stake, the balance on each step as the table shows it, ended with every stake.
    expect(calls).toEqual([
      ['balance', START],
      ['started', { roundId: id, staked: 100, balance: START - 100 }],
      ['balance', START - 100],
      ['balance', START - 200],
      ['balance', final],
      ['ended', { roundId: id, staked: expected.staked, returned: expected.returned, balance: final }],
    ]);
    t.session.stop();
  });

  it('posts to the lobby through lobbyReporter: roundStarted, busy, each new balance once, roundEnded, idle', async () => {
    const sent: { type: string; payload?: unknown }[] = [];
    const post: PostRound = (type, ...payload) => {
      sent.push(payload.length > 0 ? { type, payload: payload[0] } : { type });
    };
    const lobby = lobbyReporter(post);
    const t = open(new MemoryStorage(), { cards: DOUBLE, reporter: lobby });
    await deal(t.actor);
    expect(lobby.busy()).toBe(true);
    await toDecision(t.actor);
    t.actor.send({ type: 'player.double' });
    await playOut(t.actor);
    expect(lobby.busy()).toBe(false);
    const id = t.history.list('blackjack')[0]?.roundId;
    expect(sent).toEqual([
      { type: 'balance', payload: { balance: START } },
      { type: 'roundStarted', payload: { roundId: id, staked: 100, balance: START - 100 } },
      { type: 'busy' },
      { type: 'balance', payload: { balance: START - 100 } },
      { type: 'balance', payload: { balance: START - 200 } },
      { type: 'balance', payload: { balance: START + 200 } },
      { type: 'roundEnded', payload: { roundId: id, staked: 200, returned: 400, balance: START + 200 } },
      { type: 'idle' },
    ]);
    t.session.stop();
  });

  it.each([
    ['its saved snapshot', 'snapshot'],
    ['the port when the table slot is missing', 'missing'],
    ['the port when the table slot disagrees with the bank (saved before the deal)', 'disagrees'],
    ['the port when the table slot is spoilt', 'spoilt'],
  ] as const)('a session reopened mid-round resumes the same cards from %s, and settles once', async (_, mode) => {
    const storage = new MemoryStorage();
    const first = open(storage, { cards: DOUBLE });
    await settled(first.actor);
    const beforeDeal = storage.getItem(SLOTS_KEY);
    await deal(first.actor);
    expect(await toDecision(first.actor)).toBe('playerTurn');
    const before = first.actor.getSnapshot().context.round;
    const roundId = before?.roundId;
    first.session.stop();
    if (mode === 'missing') storage.removeItem(SLOTS_KEY);
    if (mode === 'disagrees') storage.setItem(SLOTS_KEY, beforeDeal ?? '');
    if (mode === 'spoilt') storage.setItem(SLOTS_KEY, '{"v":1,"data":{"blackjack":');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls, reporter } = recordingReporter();
    const second = open(storage, { seed: 'after-reload', reporter });
    expect(warn).toHaveBeenCalledTimes(mode === 'spoilt' ? 1 : 0); // a spoilt slot is logged, then replaced
    warn.mockRestore();
    expect(second.session.resumed).toBe(mode === 'snapshot');
    expect(second.session.table).toBe(BJ);
    const p = await settled(second.actor);
    expect(p).toBe(mode === 'snapshot' ? 'playerTurn' : 'dealing');
    const round = second.actor.getSnapshot().context.round;
    expect(round?.roundId).toBe(roundId);
    expect(round?.view.seats).toEqual(before?.view.seats);
    expect(round?.view.dealer.cards).toEqual(['9H', null]);
    expect(second.actor.getSnapshot().context.balance).toBe(START - 100);
    expect(second.bank.balance()).toBe(START - 100);
    expect(await toDecision(second.actor)).toBe('playerTurn');
    second.actor.send({ type: 'player.double' });
    await playOut(second.actor);

    const expected = replayBlackjack(bj, stackedShoe(DOUBLE), ONE, START, ['double'], new SeededRng(0));
    const final = START - expected.staked + expected.returned;
    expect(second.bank.balance()).toBe(final);
    expect(second.bank.reconcile().ok).toBe(true);
    expect(second.history.list('blackjack')).toEqual([
      expect.objectContaining({ roundId, staked: 200, returned: 400, balanceAfter: final }),
    ]);
    // No roundStarted on the page that only resumed the round; it still ends.
    expect(calls.filter(([kind]) => kind === 'started')).toEqual([]);
    expect(calls.at(-1)).toEqual(['ended', { roundId, staked: 200, returned: 400, balance: final }]);
    second.session.stop();
  });

  it.each([
    ['the deal', 'opening'],
    ['a double', 'acting'],
  ] as const)(
    'a reload while %s is on its way: the resumed table repeats the call, the stake is taken once',
    async (_, calling) => {
      const storage = new MemoryStorage();
      const first = open(storage, { cards: DOUBLE });
      await settled(first.actor);
      if (calling === 'opening') {
        first.actor.send({ type: 'bet.place', seat: 1, amount: 100 });
        first.actor.send({ type: 'round.deal' });
      } else {
        await deal(first.actor);
        await toDecision(first.actor);
        first.actor.send({ type: 'player.double' });
      }
      expect(phase(first.actor)).toBe(calling);
      first.session.stop(); // the page goes away before the answer reaches the table
      // The port took the call before the page went: the deal's stake, or the double and its win.
      const second = open(storage, { seed: 'after-reload' });
      const taken = calling === 'opening' ? START - 100 : START + 200;
      expect(second.bank.balance()).toBe(taken);
      expect(second.actor.getSnapshot().context.balance).toBe(START - (calling === 'opening' ? 0 : 100));
      expect(second.session.resumed).toBe(true);
      const p = await settled(second.actor);
      expect(p).toBe(calling === 'opening' ? 'dealing' : 'resolving');
      expect(second.bank.balance()).toBe(taken);
      if (calling === 'opening') {
        await toDecision(second.actor);
        second.actor.send({ type: 'player.double' });
      }
      await playOut(second.actor);
      expect(second.bank.balance()).toBe(START + 200);
      expect(second.bank.reconcile().ok).toBe(true);
      expect(second.history.list('blackjack')).toHaveLength(1);
      second.session.stop();
    },
  );

  it('comes back between rounds as it was left, but not at another table, and not under other rules', async () => {
    const storage = new MemoryStorage();
    const first = open(storage, { table: 'bj-classic', computerPlayers: true, seed: 'c' });
    await settled(first.actor);
    first.actor.send({ type: 'bet.place', seat: 1, amount: 500 });
    first.session.stop();

    const same = open(storage, { table: 'bj-classic', computerPlayers: true });
    expect(same.session.resumed).toBe(true);
    expect(same.actor.getSnapshot().context.placements).toEqual([{ seat: 1, spot: 'main', amount: 500 }]);
    same.session.stop();

    // The computer players setting turned off: other rules, so the saved table is not resumed.
    const without = open(storage, { table: 'bj-classic', computerPlayers: false });
    expect(without.session.resumed).toBe(false);
    expect(without.session.rules.otherPlayers).toBe(0);
    expect(without.actor.getSnapshot().context.rules.otherPlayers).toBe(0);
    expect(without.actor.getSnapshot().context.placements).toEqual([]);
    without.session.stop();

    // Another table: a fresh one, with its own rules.
    const other = open(storage, { table: 'bj-multiseat' });
    expect(other.session.resumed).toBe(false);
    expect(other.session.table).toBe('bj-multiseat');
    expect(other.actor.getSnapshot().context.rules.seats).toBe(3);
    other.session.stop();
  });

  it('a round still open at another table comes back instead of the table asked for', async () => {
    const storage = new MemoryStorage();
    const first = open(storage, { cards: DOUBLE });
    await deal(first.actor);
    first.session.stop();
    storage.removeItem(SLOTS_KEY);
    const second = open(storage, { table: 'bj-multiseat' });
    expect(second.session.table).toBe(BJ);
    expect(second.session.rules.decks).toBe(bj.decks);
    expect(await settled(second.actor)).toBe('dealing');
    expect(second.actor.getSnapshot().context.round?.view.dealer.cards).toEqual(['9H', null]);
    await toDecision(second.actor);
    second.actor.send({ type: 'player.double' });
    await playOut(second.actor);
    expect(second.bank.balance()).toBe(START + 200);
    second.session.stop();
  });

  it('bj-classic with computer players: the money and history are the player’s seat only, as the engine plays the table', async () => {
    const seed = 'robots';
    const storage = new MemoryStorage();
    const t = open(storage, { table: 'bj-classic', computerPlayers: true, seed });
    const rules: BlackjackRules = blackjackRules('bj-classic');
    expect(t.session.rules.otherPlayers).toBe(2);
    // The engine alone: the same seed shuffles the table's shoe, then plays each round on it.
    const rng = new SeededRng(seed);
    let shoe = createShoe(rules.decks, rules.shuffle, rng);
    let balance = START;
    for (let n = 0; n < 6; n++) {
      const bets: SeatBet[] = [{ seat: 1, main: 500 }];
      await deal(t.actor, bets);
      const decisions: Decision[] = [];
      const seen = await playOut(t.actor, (p) => {
        const event = standing(p);
        if (event) decisions.push(event.type === 'insurance.decline' ? 'insurance:no' : 'stand');
        return event;
      });
      expect(seen.at(-1)).toBe('betting');
      const round = t.actor.getSnapshot().context.round!;
      expect(round.view.seats.map((s) => s.seat)).toEqual([1, 2, 3]);
      let step = openTableRound(rules, shoe, bets, balance, rng);
      for (const d of decisions) step = actTableRound(rules, step.state, d, rng);
      expect(step.state.phase).toBe('over');
      shoe = step.state.shoe;
      const mine = step.state.seats[0]!;
      const staked = sumOf(mine.hands.map((h) => ({ amount: h.bet }))) + mine.insurance.bet;
      const returned = sumOf(mine.hands.map((h) => ({ amount: h.returned }))) + mine.insurance.returned;
      balance = balance - staked + returned;
      expect(round).toMatchObject({ staked, returned });
      expect(t.bank.balance()).toBe(balance);
      const record = t.history.list('blackjack')[0]!;
      expect(record).toMatchObject({ roundId: round.roundId, staked, returned, balanceAfter: balance });
      expect(record.wagers.every((w) => w.bet.endsWith(':1'))).toBe(true);
      expect(record.wins.every((w) => w.bet.endsWith(':1'))).toBe(true);
      expect((record.detail as { hands: { seat: number }[] }).hands.every((h) => h.seat === 1)).toBe(true);
    }
    expect(t.history.list('blackjack')).toHaveLength(6);
    expect(t.bank.reconcile().ok).toBe(true);
    t.session.stop();

    // The setting off: the next table opened has no computer players.
    const without = open(storage, { table: 'bj-classic', computerPlayers: false, seed: 'alone' });
    expect(without.session.rules.otherPlayers).toBe(0);
    await deal(without.actor, [{ seat: 1, main: 500 }]);
    expect(without.actor.getSnapshot().context.round?.view.seats.map((s) => s.seat)).toEqual([1]);
    await playOut(without.actor, standing);
    expect(without.bank.reconcile().ok).toBe(true);
    without.session.stop();
  });

  it('a refused deal leaves the table betting with the notice code, and moves no money', async () => {
    const storage = new MemoryStorage();
    const t = open(storage, { cards: DOUBLE });
    await settled(t.actor);
    // Another screen holds a round open: the deal is refused by the port.
    t.bank.transact({ requestId: 'elsewhere', body: {} }, (tx) => {
      tx.debit(100);
      tx.setRound({
        id: tx.nextRoundId('blackjack'),
        game: 'blackjack',
        table: 'bj-multiseat',
        stakes: [100],
        balanceBefore: START,
        startedAt: tx.now(),
        state: { round: null },
      });
      return null;
    });
    t.actor.send({ type: 'bet.place', seat: 1, amount: 100 });
    t.actor.send({ type: 'round.deal' });
    expect(await settled(t.actor)).toBe('betting');
    expect(t.actor.getSnapshot().context.notice).toEqual({ code: 'round.inProgress' });
    expect(t.bank.balance()).toBe(START - 100);
    t.session.stop();
  });
});
