/**
 * Unfinished rounds on the operator's terms (demo/blackjack/expiry.ts, `roundExpiryMinutes`): a
 * blackjack round left open is resumed when the table opens again before the expiry, and after it
 * is completed with the safest moves, settled once (however often the table opens, whatever the
 * storage refused on the way), recorded in history and told to the lobby, without a cent lost.
 * The bank's clock is the test's.
 */
import { describe, expect, it } from 'vitest';
import { DemoBank } from '../../../src/demo/bank/demo-bank';
import { expireUnfinished } from '../../../src/demo/blackjack/expiry';
import {
  completeSafely,
  openTableRound,
  type SeatBet,
  tableRound,
  tableRules,
} from '../../../src/engine/blackjack/index';
import { SeededRng } from '../../../src/engine/shared/rng';
import { stackedShoe } from '../../../src/engine/shared/shoe';
import { openBlackjackSession } from '../../../src/games/blackjack/session';
import { phaseOf } from '../../../src/machines/table/context';
import { GameHistory } from '../../../src/platform/history';
import type { RoundReporter } from '../../../src/platform/round-bridge';
import { createStore, MemoryStorage, type StorageLike } from '../../../src/platform/storage';
import { TableSlots } from '../../../src/platform/table-slots';
import { BANK_KEY, CURRENCY, demoTable, FaultyStorage, recordingReporter, settled } from '../../games/support';

const START = 100_000;
const TABLE = 'bj-classic';
const MINUTE = 60_000;
/** T9 = 19 against the dealer's ace, 6 in the hole: insurance is offered; standing wins against soft 17. */
const CARDS = ['TS', 'AC', '9S', '6D', '2C', '3C', '4C'];
const ONE: SeatBet[] = [{ seat: 1, main: 1000 }];

/** A page visit whose bank reads the time from `time.now` (the test moves it). */
function visit(storage: StorageLike, time: { now: number }) {
  const store = createStore(storage);
  const { bank } = DemoBank.open(store, { currency: CURRENCY, startingBalance: START, clock: () => time.now });
  const { history } = GameHistory.open(store, CURRENCY);
  const slots = TableSlots.open(store, CURRENCY);
  return { bank, history, slots };
}

function open(
  storage: StorageLike,
  time: { now: number },
  o: { cards?: readonly string[]; minutes?: number | null; reporter?: RoundReporter } = {},
) {
  const v = visit(storage, time);
  const session = openBlackjackSession({
    ...demoTable(v, new SeededRng('expiry'), o.cards ? stackedShoe(o.cards) : undefined),
    reporter: o.reporter ?? null,
    table: TABLE,
    computerPlayers: false,
    roundExpiryMinutes: o.minutes ?? null,
  });
  return { ...v, session, actor: session.actor };
}

/** Deals a round and leaves it at the insurance offer (the page then goes). */
async function leaveAtInsurance(storage: StorageLike, time: { now: number }) {
  const t = open(storage, time, { cards: CARDS });
  await settled(t.actor);
  t.actor.send({ type: 'bet.place', seat: 1, amount: 1000 });
  t.actor.send({ type: 'round.deal' });
  await settled(t.actor);
  for (let i = 0; i < 20 && t.actor.getSnapshot().hasTag('animating'); i++) {
    t.actor.send({ type: 'anim.done' });
    await settled(t.actor);
  }
  expect(phaseOf(t.actor.getSnapshot())).toBe('insurance');
  const roundId = t.bank.openRound('blackjack')?.roundId as string;
  t.session.stop();
  return roundId;
}

/** The round's figures as the engine completes it: insurance declined, 19 stands. */
function expected() {
  const rules = { ...tableRules(TABLE), otherPlayers: 0 };
  const rng = new SeededRng('replay');
  const dealt = openTableRound(rules, stackedShoe(CARDS), ONE, START, rng);
  const { staked, returned } = tableRound(rules, completeSafely(rules, dealt.state, rng).state);
  return { staked, returned, balance: START - staked + returned };
}

describe('an unfinished blackjack round and the operator’s expiry', () => {
  it('is resumed where it stopped before the expiry', async () => {
    const storage = new MemoryStorage();
    const time = { now: 1_800_000_000_000 };
    const roundId = await leaveAtInsurance(storage, time);
    time.now += 29 * MINUTE;
    const t = open(storage, time, { minutes: 30 });
    expect(t.session.expired).toBeNull();
    expect(t.session.resumed).toBe(true);
    expect(await settled(t.actor)).toBe('insurance');
    expect(t.actor.getSnapshot().context.round?.roundId).toBe(roundId);
    expect(t.bank.openRound('blackjack')?.roundId).toBe(roundId);
    expect(t.bank.balance()).toBe(START - 1000);
    expect(t.history.list('blackjack')).toEqual([]);
    t.session.stop();
  });

  it('is resumed however old it is when no expiry is set', async () => {
    const storage = new MemoryStorage();
    const time = { now: 1_800_000_000_000 };
    const roundId = await leaveAtInsurance(storage, time);
    time.now += 10_000 * MINUTE;
    const t = open(storage, time, { minutes: null });
    expect(t.session.expired).toBeNull();
    expect(await settled(t.actor)).toBe('insurance');
    expect(t.bank.openRound('blackjack')?.roundId).toBe(roundId);
    t.session.stop();
  });

  it('after the expiry is completed safely and settled once, even when the table opens twice', async () => {
    const storage = new MemoryStorage();
    const time = { now: 1_800_000_000_000 };
    const roundId = await leaveAtInsurance(storage, time);
    time.now += 31 * MINUTE;
    const want = expected();
    expect(want).toEqual({ staked: 1000, returned: 2000, balance: START + 1000 });

    const { calls, reporter } = recordingReporter();
    const t = open(storage, time, { minutes: 30, reporter });
    expect(t.session.expired).toEqual({
      roundId,
      table: TABLE,
      staked: want.staked,
      returned: want.returned,
      balance: want.balance,
      minutes: 30,
    });
    // The table opens between rounds, with the balance the round left.
    expect(await settled(t.actor)).toBe('betting');
    expect(t.actor.getSnapshot().context.round).toBeNull();
    expect(t.bank.openRound('blackjack')).toBeNull();
    expect(t.bank.balance()).toBe(want.balance);
    expect(t.actor.getSnapshot().context.balance).toBe(want.balance);
    expect(t.bank.reconcile().ok).toBe(true);
    expect(t.history.list('blackjack')).toEqual([
      expect.objectContaining({
        roundId,
        status: 'complete',
        staked: 1000,
        returned: 2000,
        balanceBefore: START,
        balanceAfter: want.balance,
        detail: { dealer: ['AC', '6D'], hands: [{ seat: 1, cards: ['TS', '9S'], result: 'win' }] },
      }),
    ]);
    // The lobby hears the round end once, with every stake and what came back.
    expect(calls.filter(([kind]) => kind === 'ended')).toEqual([
      ['ended', { roundId, staked: 1000, returned: 2000, balance: want.balance }],
    ]);
    t.session.stop();

    // Opened again (a reload): nothing is left to settle.
    const again = open(storage, time, { minutes: 30 });
    expect(again.session.expired).toBeNull();
    expect(await settled(again.actor)).toBe('betting');
    expect(again.bank.balance()).toBe(want.balance);
    expect(again.bank.reconcile().ok).toBe(true);
    expect(again.history.list('blackjack')).toHaveLength(1);
    again.session.stop();
  });

  it('waits for the next opening when the storage refuses the settlement, and then settles it once', async () => {
    const storage = new FaultyStorage();
    const time = { now: 1_800_000_000_000 };
    const roundId = await leaveAtInsurance(storage, time);
    time.now += 60 * MINUTE;
    storage.failing = (key) => key === BANK_KEY;
    const refused = visit(storage, time);
    expect(
      expireUnfinished(refused.bank, refused.history, () => tableRules(TABLE), {
        minutes: 30,
        rng: new SeededRng('x'),
      }),
    ).toBeNull();
    expect(refused.bank.openRound('blackjack')?.roundId).toBe(roundId);
    expect(refused.bank.balance()).toBe(START - 1000);
    expect(refused.history.list('blackjack')).toEqual([]);

    storage.failing = null;
    const t = open(storage, time, { minutes: 30 });
    expect(t.session.expired?.roundId).toBe(roundId);
    expect(t.bank.balance()).toBe(expected().balance);
    expect(t.bank.reconcile().ok).toBe(true);
    expect(
      expireUnfinished(t.bank, t.history, () => tableRules(TABLE), { minutes: 30, rng: new SeededRng('x') }),
    ).toBeNull();
    expect(t.bank.balance()).toBe(expected().balance);
    expect(t.history.list('blackjack')).toHaveLength(1);
    t.session.stop();
  });

  it('is void, every stake returned, when it cannot be completed (a malfunction)', async () => {
    const storage = new MemoryStorage();
    const time = { now: 1_800_000_000_000 };
    // The dealer's A-5 must draw, and the (stacked) shoe has no card left: the rules cannot finish it.
    const t = open(storage, time, { cards: ['TS', 'AC', '9S', '5D'] });
    await settled(t.actor);
    t.actor.send({ type: 'bet.place', seat: 1, amount: 1000 });
    t.actor.send({ type: 'round.deal' });
    await settled(t.actor);
    const roundId = t.bank.openRound('blackjack')?.roundId;
    expect(roundId).toBeDefined();
    t.session.stop();
    time.now += 31 * MINUTE;
    const again = open(storage, time, { minutes: 30 });
    expect(again.session.expired).toBeNull();
    expect(again.bank.openRound('blackjack')).toBeNull();
    expect(again.bank.balance()).toBe(START);
    expect(again.bank.reconcile().ok).toBe(true);
    expect(again.history.list('blackjack')).toEqual([
      expect.objectContaining({ roundId, status: 'void', staked: 1000, returned: 1000, voidReason: 'rules-error' }),
    ]);
    again.session.stop();
  });

  it('is settled at the table it was dealt at, whichever table opens', async () => {
    const storage = new MemoryStorage();
    const time = { now: 1_800_000_000_000 };
    const roundId = await leaveAtInsurance(storage, time);
    time.now += 31 * MINUTE;
    const v = visit(storage, time);
    const session = openBlackjackSession({
      ...demoTable(v, new SeededRng('elsewhere')),
      reporter: null,
      table: 'bj-h17-8deck',
      computerPlayers: false,
      roundExpiryMinutes: 30,
    });
    expect(session.expired).toMatchObject({ roundId, table: TABLE });
    // With nothing left open at bj-classic, the table asked for opens.
    expect(session.table).toBe('bj-h17-8deck');
    expect(v.history.list('blackjack')[0]).toMatchObject({ roundId, table: TABLE, balanceAfter: expected().balance });
    session.stop();
  });
});
