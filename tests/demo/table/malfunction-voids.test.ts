/**
 * Malfunction voids (RULES.md "Every table", sheet 001 "Lisätietoja"): a round that cannot be
 * completed is void — every stake returned, no win paid, history says void with the reason, the
 * table tells the player why, and the lobby hears `roundEnded` with `returned` = `staked` (then
 * `idle`). One test per cause, through whole table sessions over the real bank, history and table
 * slots; each reconciles the money: the balance after the voided round is the balance before it,
 * and a void asked again (a second call, a reload) returns nothing twice.
 *
 * The rules error is injected by wrapping the engine (vi.mock below), never by a switch in the
 * production code: the wrapped function throws an invariant error while `fault` says so.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openMoney } from '../../../src/app/money';
import { BankRefusal, MAX_BALANCE } from '../../../src/demo/bank/demo-bank';
import { blackjackDemoPort } from '../../../src/demo/blackjack/demo-port';
import { voidOpenRound } from '../../../src/demo/table/void-round';
import type { Bets } from '../../../src/engine/baccarat/rules';
import { tableRules as blackjackRules } from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { stackedShoe } from '../../../src/engine/shared/shoe';
import { openBaccaratSession } from '../../../src/games/baccarat/session';
import { openBlackjackSession } from '../../../src/games/blackjack/session';
import { openRouletteSession } from '../../../src/games/roulette/session';
import type { BlackjackActor } from '../../../src/machines/blackjack.machine';
import { phaseOf } from '../../../src/machines/table/context';
import { lobbyReporter, type PostRound } from '../../../src/platform/round-bridge';
import { createStore, MemoryStorage, type StorageLike } from '../../../src/platform/storage';
import { BANK_KEY, demoTable, FaultyStorage, playOut, settled, visit } from '../../games/support';

const fault = vi.hoisted(() => ({ blackjack: false, baccarat: false }));

vi.mock('../../../src/engine/blackjack/index', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../../../src/engine/blackjack/index')>();
  return {
    ...engine,
    actTableRound: (...args: Parameters<typeof engine.actTableRound>) => {
      if (fault.blackjack) throw new Error('invariant: a hand was settled twice');
      return engine.actTableRound(...args);
    },
  };
});

vi.mock('../../../src/engine/baccarat/settle', async (importOriginal) => {
  const settle = await importOriginal<typeof import('../../../src/engine/baccarat/settle')>();
  return {
    ...settle,
    settle: (...args: Parameters<typeof settle.settle>) => {
      if (fault.baccarat) throw new Error('invariant: the returns do not add up');
      return settle.settle(...args);
    },
  };
});

afterEach(() => {
  fault.blackjack = false;
  fault.baccarat = false;
  vi.restoreAllMocks();
});

const START = 100_000;
const BJ = 'bj-h17-8deck';
/** 2+3 against 9 (8 in the hole): a hit draws the 4 and leaves the round open. */
const HIT = ['2S', '9H', '3D', '8C', '4C', 'QH', 'KD', 'JC'];
/** T+9 against an ace (7 in the hole): insurance is offered. */
const INSURE = ['TS', 'AH', '9D', '7C', 'QH', 'KD', 'JC'];
/** Round 1: 5+6 against 9 (8 in the hole), doubled onto the ten: 21 wins and returns 400. */
const DOUBLE = ['5S', '9H', '6D', '8C', 'TC', 'TH', '7S', '9C', '8D', 'QH', 'KD', 'JC'];

/** What the lobby was sent, through the real reporter (busy/idle included). */
function lobby() {
  const sent: { type: string; payload?: unknown }[] = [];
  const post: PostRound = (type, ...payload) => {
    sent.push(payload.length > 0 ? { type, payload: payload[0] } : { type });
  };
  return { sent, reporter: lobbyReporter(post) };
}

type Lobby = ReturnType<typeof lobby>;

function blackjackAt(
  storage: StorageLike,
  o: { cards?: readonly string[]; lobby?: Lobby; start?: number; clock?: () => number; table?: string } = {},
) {
  const v = visit(storage, o.start ?? START, o.clock);
  const session = openBlackjackSession({
    ...demoTable(v, new SeededRng('voids'), o.cards ? stackedShoe(o.cards) : undefined),
    reporter: o.lobby?.reporter ?? null,
    table: o.table ?? BJ,
    computerPlayers: false,
  });
  return { ...v, session, actor: session.actor };
}

/** Answers the stages on show until the table asks for something; returns the phase. */
async function showAll(actor: BlackjackActor): Promise<string> {
  await settled(actor);
  while (actor.getSnapshot().hasTag('animating')) {
    actor.send({ type: 'anim.done' });
    await settled(actor);
  }
  return phaseOf(actor.getSnapshot());
}

async function dealOne(actor: BlackjackActor, amount = 100): Promise<string> {
  await settled(actor);
  actor.send({ type: 'bet.place', seat: 1, amount });
  actor.send({ type: 'round.deal' });
  return showAll(actor);
}

const standing = (p: string) =>
  p === 'insurance' ? { type: 'insurance.decline' } : p === 'playerTurn' ? { type: 'player.stand' } : null;

/** Puts a round of `game` in the saved bank as a build that left it open would have (its stakes taken). */
function plantOpenRound(storage: StorageLike, round: { id: string; game: string; table: string; stake: number }) {
  const record = JSON.parse(storage.getItem(BANK_KEY) ?? '{}');
  const { data } = record;
  data.open[round.game] = {
    id: round.id,
    game: round.game,
    table: round.table,
    stakes: [round.stake],
    balanceBefore: data.balance,
    startedAt: 1_790_000_000_000,
    state: { from: 'an older build' },
  };
  data.balance -= round.stake;
  data.totals.debited += round.stake;
  storage.setItem(BANK_KEY, JSON.stringify(record));
}

/** The void entry history keeps, and the notice the table shows, for a round voided for `reason`. */
const voidEntry = (roundId: string, reason: string, staked: number, balance: number) =>
  expect.objectContaining({
    roundId,
    status: 'void',
    voidReason: reason,
    wins: [],
    staked,
    returned: staked,
    balanceBefore: balance,
    balanceAfter: balance,
  });

const voidNotice = (roundId: string, reason: string, returned: number) => ({
  code: 'round.void',
  reason,
  round: { roundId, returned },
});

describe('a saved round that cannot be read back is void when its table opens', () => {
  it('blackjack, tampered: every stake back, the table says why, the lobby hears it end after it opens; once only', async () => {
    const storage = new MemoryStorage();
    const first = blackjackAt(storage, { cards: INSURE });
    expect(await dealOne(first.actor)).toBe('insurance');
    first.actor.send({ type: 'insurance.accept' });
    expect(await showAll(first.actor)).toBe('playerTurn');
    const roundId = first.actor.getSnapshot().context.round?.roundId ?? '';
    expect(first.bank.balance()).toBe(START - 150);
    first.session.stop();
    const record = JSON.parse(storage.getItem(BANK_KEY) ?? '{}');
    record.data.open.blackjack.state = 'tampered';
    storage.setItem(BANK_KEY, JSON.stringify(record));

    const l = lobby();
    const second = blackjackAt(storage, { lobby: l });
    expect(second.session.resumed).toBe(false);
    expect(await settled(second.actor)).toBe('betting');
    const c = second.actor.getSnapshot().context;
    expect(c.notice).toEqual(voidNotice(roundId, 'unreadable', 150));
    expect(c.balance).toBe(START);
    expect(second.bank.balance()).toBe(START);
    expect(second.bank.busy()).toBe(false);
    expect(second.bank.reconcile().ok).toBe(true);
    expect(second.history.list('blackjack')).toEqual([voidEntry(roundId, 'unreadable', 150, START)]);
    expect(l.sent).toEqual([
      { type: 'balance', payload: { balance: START } },
      { type: 'roundEnded', payload: { roundId, staked: 150, returned: 150, balance: START } },
      { type: 'idle' },
    ]);
    expect(l.reporter.busy()).toBe(false);
    second.session.stop();

    // A reload: nothing is returned again, and the lobby is not told again.
    const again = lobby();
    const third = blackjackAt(storage, { lobby: again });
    expect(await settled(third.actor)).toBe('betting');
    expect(third.bank.balance()).toBe(START);
    expect(third.history.list('blackjack')).toHaveLength(1);
    expect(again.sent.filter((m) => m.type === 'roundEnded')).toEqual([]);
    // And the table deals on.
    await dealOne(third.actor);
    await playOut(third.actor, standing);
    expect(third.bank.reconcile().ok).toBe(true);
    third.session.stop();
  });

  it('at boot, the lobby hears that void after `ready` (what it takes as the game’s start), not before', async () => {
    const storage = new MemoryStorage();
    const first = blackjackAt(storage, { cards: HIT });
    expect(await dealOne(first.actor)).toBe('playerTurn');
    const roundId = first.actor.getSnapshot().context.round?.roundId ?? '';
    first.session.stop();
    const record = JSON.parse(storage.getItem(BANK_KEY) ?? '{}');
    record.data.open.blackjack.state.round.dealer = null;
    storage.setItem(BANK_KEY, JSON.stringify(record));

    // As main.ts boots: the money and its reporter, the table, then `ready`.
    const l = lobby();
    const money = openMoney({
      store: createStore(storage),
      currency: 'EUR',
      startingBalance: START,
      post: (type, ...payload) => l.sent.push(payload.length > 0 ? { type, payload: payload[0] } : { type }),
      sayBalance: () => undefined,
      owner: () => true,
      tab: null,
    });
    const session = openBlackjackSession({
      ...demoTable(money, new SeededRng('boot')),
      reporter: money.reporter,
      table: BJ,
      computerPlayers: false,
    });
    expect(await settled(session.actor)).toBe('betting');
    expect(l.sent).toEqual([]);
    l.sent.push({ type: 'ready' });
    money.lobbyReady();
    expect(l.sent).toEqual([
      { type: 'ready' },
      { type: 'balance', payload: { balance: START } },
      { type: 'roundEnded', payload: { roundId, staked: 100, returned: 100, balance: START } },
      { type: 'idle' },
    ]);
    expect(money.busy()).toBe(false);
    session.stop();
  });

  it('baccarat: a round left open in the bank (its port never keeps one) is void, not a table that refuses every deal', async () => {
    const storage = new MemoryStorage();
    visit(storage, START);
    plantOpenRound(storage, { id: 'baccarat-77', game: 'baccarat', table: 'baccarat-8deck', stake: 500 });
    const l = lobby();
    const v = visit(storage, START);
    const session = openBaccaratSession({
      ...demoTable(v, new SeededRng('bac')),
      reporter: l.reporter,
      table: 'baccarat-6deck',
    });
    expect(await settled(session.actor)).toBe('betting');
    expect(session.actor.getSnapshot().context.notice).toEqual(voidNotice('baccarat-77', 'unreadable', 500));
    expect(v.bank.balance()).toBe(START);
    expect(v.bank.reconcile().ok).toBe(true);
    expect(v.history.list('baccarat')).toEqual([voidEntry('baccarat-77', 'unreadable', 500, START)]);
    expect(l.sent.filter((m) => m.type === 'roundEnded')).toEqual([
      { type: 'roundEnded', payload: { roundId: 'baccarat-77', staked: 500, returned: 500, balance: START } },
    ]);
    // The table asked for opens, and deals.
    expect(session.table).toBe('baccarat-6deck');
    session.actor.send({ type: 'chip.select', value: 500 });
    session.actor.send({ type: 'bet.place', area: 'banker' });
    session.actor.send({ type: 'round.deal' });
    expect(await settled(session.actor)).toBe('dealing');
    expect(v.bank.busy()).toBe(false);
    session.stop();
  });

  it('roulette: a round left open at a table this build does not have is void, and the table asked for opens', async () => {
    const storage = new MemoryStorage();
    visit(storage, START);
    plantOpenRound(storage, { id: 'roulette-12', game: 'roulette', table: 'roulette-american', stake: 300 });
    const l = lobby();
    const v = visit(storage, START);
    const session = openRouletteSession({
      ...demoTable(v, new SeededRng('rou')),
      reporter: l.reporter,
      table: 'roulette-european',
    });
    expect(session.table).toBe('roulette-european');
    expect(await settled(session.actor)).toBe('betting');
    expect(session.actor.getSnapshot().context.notice).toEqual(voidNotice('roulette-12', 'unreadable', 300));
    expect(v.bank.balance()).toBe(START);
    expect(v.bank.reconcile().ok).toBe(true);
    expect(v.history.list('roulette')).toEqual([voidEntry('roulette-12', 'unreadable', 300, START)]);
    expect(l.sent.filter((m) => m.type === 'roundEnded')).toHaveLength(1);
    session.stop();
  });
});

describe('a void the storage refuses as the table opens', () => {
  it('roulette: is made by the first spin that can write it, which then spins nothing; the next spin plays', async () => {
    const storage = new FaultyStorage();
    visit(storage, START);
    plantOpenRound(storage, { id: 'roulette-9', game: 'roulette', table: 'roulette-european', stake: 300 });
    storage.failing = (key) => key === BANK_KEY;
    const l = lobby();
    const v = visit(storage, START);
    const session = openRouletteSession({
      ...demoTable(v, new SeededRng('rou-later')),
      reporter: l.reporter,
      table: 'roulette-european',
    });
    expect(await settled(session.actor)).toBe('betting');
    expect(v.bank.balance()).toBe(START - 300);
    storage.failing = null;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    session.actor.send({ type: 'bet.place', bet: 'red', amount: 100 });
    session.actor.send({ type: 'spin.start' });
    expect(await settled(session.actor)).toBe('betting');
    expect(session.actor.getSnapshot().context.notice).toEqual(voidNotice('roulette-9', 'unreadable', 300));
    expect(v.bank.balance()).toBe(START);
    expect(v.bank.reconcile().ok).toBe(true);
    expect(v.history.list('roulette')).toEqual([voidEntry('roulette-9', 'unreadable', 300, START)]);
    expect(l.sent.filter((m) => m.type === 'roundEnded')).toEqual([
      { type: 'roundEnded', payload: { roundId: 'roulette-9', staked: 300, returned: 300, balance: START } },
    ]);
    session.actor.send({ type: 'spin.start' });
    expect(await settled(session.actor)).toBe('spinning');
    expect(v.bank.balance()).toBe(START - 100);
    session.stop();
  });
});

describe('a saved round that reads back but cannot be played on', () => {
  it('blackjack: a round whose cards disagree with the stakes the bank took is void as unplayable', async () => {
    const storage = new MemoryStorage();
    const first = blackjackAt(storage, { cards: HIT });
    expect(await dealOne(first.actor)).toBe('playerTurn');
    const roundId = first.actor.getSnapshot().context.round?.roundId ?? '';
    first.session.stop();
    const record = JSON.parse(storage.getItem(BANK_KEY) ?? '{}');
    record.data.open.blackjack.state.round.seats[0].hands[0].bet = 5_000; // an older build's round, a hand edit
    storage.setItem(BANK_KEY, JSON.stringify(record));

    const l = lobby();
    const second = blackjackAt(storage, { lobby: l });
    expect(await settled(second.actor)).toBe('betting');
    expect(second.actor.getSnapshot().context.notice).toEqual(voidNotice(roundId, 'unplayable', 100));
    expect(second.bank.balance()).toBe(START);
    expect(second.bank.reconcile().ok).toBe(true);
    expect(second.history.list('blackjack')).toEqual([voidEntry(roundId, 'unplayable', 100, START)]);
    expect(l.sent.filter((m) => m.type === 'roundEnded')).toEqual([
      { type: 'roundEnded', payload: { roundId, staked: 100, returned: 100, balance: START } },
    ]);
    second.session.stop();
  });

  it('blackjack: a round spoilt while its table shows it is void at the next decision, not a table stuck on "round in progress"', async () => {
    const storage = new MemoryStorage();
    const l = lobby();
    const t = blackjackAt(storage, { cards: HIT, lobby: l });
    expect(await dealOne(t.actor)).toBe('playerTurn');
    const roundId = t.actor.getSnapshot().context.round?.roundId ?? '';
    const record = JSON.parse(storage.getItem(BANK_KEY) ?? '{}');
    record.data.open.blackjack.state.round.seats = 'three';
    storage.setItem(BANK_KEY, JSON.stringify(record));
    t.actor.send({ type: 'player.hit' });
    expect(await settled(t.actor)).toBe('betting');
    expect(t.actor.getSnapshot().context.notice).toEqual(voidNotice(roundId, 'unreadable', 100));
    expect(t.bank.balance()).toBe(START);
    expect(t.history.list('blackjack')).toEqual([voidEntry(roundId, 'unreadable', 100, START)]);
    expect(l.sent.slice(-3)).toEqual([
      { type: 'balance', payload: { balance: START } },
      { type: 'roundEnded', payload: { roundId, staked: 100, returned: 100, balance: START } },
      { type: 'idle' },
    ]);
    // The table deals again at once.
    expect(await dealOne(t.actor)).toBe('playerTurn');
    t.session.stop();
  });
});

describe('an internal error in the rules during a call', () => {
  it('blackjack, mid-round: the round is void with every stake (insurance too), not a table stuck retrying', async () => {
    const storage = new MemoryStorage();
    const l = lobby();
    const t = blackjackAt(storage, { cards: INSURE, lobby: l });
    expect(await dealOne(t.actor)).toBe('insurance');
    t.actor.send({ type: 'insurance.accept' });
    expect(await showAll(t.actor)).toBe('playerTurn');
    const roundId = t.actor.getSnapshot().context.round?.roundId ?? '';
    fault.blackjack = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    t.actor.send({ type: 'player.stand' });
    expect(await settled(t.actor)).toBe('betting');
    fault.blackjack = false;
    expect(warn).toHaveBeenCalled(); // the error itself is logged for whoever looks
    const c = t.actor.getSnapshot().context;
    expect(c.notice).toEqual(voidNotice(roundId, 'rules-error', 150));
    expect(c.balance).toBe(START);
    expect(t.bank.balance()).toBe(START);
    expect(t.bank.busy()).toBe(false);
    expect(t.bank.reconcile().ok).toBe(true);
    expect(t.history.list('blackjack')).toEqual([voidEntry(roundId, 'rules-error', 150, START)]);
    expect(l.sent).toEqual([
      { type: 'balance', payload: { balance: START } },
      { type: 'roundStarted', payload: { roundId, staked: 100, balance: START - 100 } },
      { type: 'busy' },
      { type: 'balance', payload: { balance: START - 100 } },
      { type: 'balance', payload: { balance: START - 150 } },
      { type: 'balance', payload: { balance: START } },
      { type: 'roundEnded', payload: { roundId, staked: 150, returned: 150, balance: START } },
      { type: 'idle' },
    ]);
    expect(l.reporter.busy()).toBe(false);
    // A reload finds nothing open and nothing more to return.
    t.session.stop();
    const after = blackjackAt(storage);
    expect(after.bank.balance()).toBe(START);
    expect(after.history.list('blackjack')).toHaveLength(1);
    expect(await dealOne(after.actor)).not.toBe('failed');
    after.session.stop();
  });

  it('baccarat: an error while a coup settles leaves no stake taken and no round, and says so; the table deals on', async () => {
    const storage = new MemoryStorage();
    const l = lobby();
    const v = visit(storage, START);
    const session = openBaccaratSession({
      ...demoTable(v, new SeededRng('bac-error')),
      reporter: l.reporter,
      table: 'baccarat-8deck',
    });
    await settled(session.actor);
    const bets: Bets = { player: 0, banker: 500, tie: 0 };
    fault.baccarat = true;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    session.actor.send({ type: 'chip.select', value: bets.banker });
    session.actor.send({ type: 'bet.place', area: 'banker' });
    session.actor.send({ type: 'round.deal' });
    expect(await settled(session.actor)).toBe('betting');
    fault.baccarat = false;
    expect(session.actor.getSnapshot().context.notice).toEqual({
      code: 'round.void',
      reason: 'rules-error',
      round: null,
    });
    expect(v.bank.balance()).toBe(START);
    expect(v.bank.reconcile().ok).toBe(true);
    expect(v.history.list('baccarat')).toEqual([]);
    expect(l.sent.map((m) => m.type)).toEqual(['balance']);
    session.actor.send({ type: 'round.deal' });
    expect(await settled(session.actor)).toBe('dealing');
    session.stop();
  });
});

describe('a wallet that keeps failing', () => {
  /** A bank clock the test moves. */
  function clockAt(start: number) {
    let now = start;
    return { read: () => now, set: (ms: number) => (now = start + ms) };
  }

  async function hitAt(actor: BlackjackActor): Promise<string> {
    actor.send({ type: 'player.hit' });
    return showAll(actor);
  }

  it('a failure that clears before the limit plays on; three over half a minute void the round at the first write that works, once, never paid', async () => {
    // Three quick failures, or two far apart, are a wallet that recovers: the round plays on as dealt.
    for (const failures of [
      [1_000, 2_000, 3_000],
      [1_000, 50_000],
    ]) {
      const storage = new FaultyStorage();
      const time = clockAt(1_790_000_000_000);
      const t = blackjackAt(storage, { cards: HIT, clock: time.read });
      expect(await dealOne(t.actor)).toBe('playerTurn');
      storage.failing = (key) => key === BANK_KEY;
      for (const at of failures) {
        time.set(at);
        await hitAt(t.actor);
        expect(t.actor.getSnapshot().context.notice).toEqual({ code: 'round.unsaved' });
      }
      storage.failing = null;
      time.set(60_000);
      expect(await hitAt(t.actor)).toBe('playerTurn'); // the 4 is drawn: 9 against the dealer's 9
      expect(t.actor.getSnapshot().context.round?.view.seats[0]?.hands[0]?.cards).toEqual(['2S', '3D', '4C']);
      await playOut(t.actor, standing);
      expect(t.history.list('blackjack')).toEqual([expect.objectContaining({ status: 'complete' })]);
      expect(t.bank.reconcile().ok).toBe(true);
      t.session.stop();
    }
    // Failures that do not clear: the round is void.
    const storage = new FaultyStorage();
    const time = clockAt(1_790_000_000_000);
    const l = lobby();
    const t = blackjackAt(storage, { cards: HIT, lobby: l, clock: time.read });
    expect(await dealOne(t.actor)).toBe('playerTurn');
    const roundId = t.actor.getSnapshot().context.round?.roundId ?? '';
    storage.failing = (key) => key === BANK_KEY;
    for (const at of [1_000, 11_000, 21_000, 40_000]) {
      time.set(at);
      expect(await hitAt(t.actor)).toBe('playerTurn');
      expect(t.actor.getSnapshot().context.notice).toEqual({ code: 'round.unsaved' });
    }
    // Four failures over 39 s: the limit is passed, and nothing moved (the round is open in storage).
    expect(JSON.parse(storage.getItem(BANK_KEY) ?? '{}').data.open.blackjack.id).toBe(roundId);
    expect(visit(storage, START).bank.balance()).toBe(START - 100);
    storage.failing = null;
    time.set(45_000);
    expect(await hitAt(t.actor)).toBe('betting');
    expect(t.actor.getSnapshot().context.notice).toEqual(voidNotice(roundId, 'wallet-failure', 100));
    expect(t.bank.balance()).toBe(START);
    expect(t.bank.reconcile().ok).toBe(true);
    expect(t.history.list('blackjack')).toEqual([voidEntry(roundId, 'wallet-failure', 100, START)]);
    expect(l.sent.filter((m) => m.type === 'roundEnded')).toEqual([
      { type: 'roundEnded', payload: { roundId, staked: 100, returned: 100, balance: START } },
    ]);
    expect(l.sent.at(-1)).toEqual({ type: 'idle' });
    t.session.stop();
    const reload = visit(storage, START);
    expect(reload.bank.busy()).toBe(false);
    expect(reload.bank.balance()).toBe(START);
    expect(reload.history.list('blackjack')).toHaveLength(1);
  });
});

describe('a win the balance cannot hold', () => {
  it('voids its round with the reason; the lobby hears it end with its stakes returned', async () => {
    const start = MAX_BALANCE - 100;
    const l = lobby();
    const t = blackjackAt(new MemoryStorage(), { cards: DOUBLE, lobby: l, start });
    expect(await dealOne(t.actor)).toBe('playerTurn');
    const roundId = t.actor.getSnapshot().context.round?.roundId ?? '';
    t.actor.send({ type: 'player.double' });
    expect(await settled(t.actor)).toBe('betting');
    expect(t.actor.getSnapshot().context.notice).toEqual(voidNotice(roundId, 'overflow', 100));
    expect(t.bank.balance()).toBe(start);
    expect(t.history.list('blackjack')).toEqual([voidEntry(roundId, 'overflow', 100, start)]);
    expect(l.sent.slice(-2)).toEqual([
      { type: 'roundEnded', payload: { roundId, staked: 100, returned: 100, balance: start } },
      { type: 'idle' },
    ]);
    t.session.stop();
  });
});

describe('voidOpenRound', () => {
  it('returns the stakes once however often it is asked, and a void the storage refuses changes nothing', async () => {
    const storage = new FaultyStorage();
    const v = visit(storage, START);
    const port = blackjackDemoPort({
      bank: v.bank,
      history: v.history,
      table: BJ,
      rules: blackjackRules(BJ),
      rng: new SeededRng('twice'),
      shoe: stackedShoe(HIT),
    });
    const opened = await port.open({ requestId: 'o1', bets: [{ seat: 1, main: 100 }] });
    storage.failing = (key) => key === BANK_KEY;
    expect(() => voidOpenRound(v.bank, v.history, 'blackjack', 'rules-error')).toThrow(BankRefusal);
    expect(v.bank.balance()).toBe(START - 100);
    expect(v.history.list('blackjack')).toEqual([]);
    storage.failing = null;
    expect(voidOpenRound(v.bank, v.history, 'blackjack', 'rules-error')).toEqual({
      roundId: opened.roundId,
      staked: 100,
      balance: START,
    });
    expect(voidOpenRound(v.bank, v.history, 'blackjack', 'rules-error')).toBeNull();
    const reload = visit(storage, START);
    expect(voidOpenRound(reload.bank, reload.history, 'blackjack', 'unreadable')).toBeNull();
    expect(reload.bank.balance()).toBe(START);
    expect(reload.bank.reconcile().ok).toBe(true);
    expect(reload.history.list('blackjack')).toEqual([voidEntry(opened.roundId, 'rules-error', 100, START)]);
  });
});
