/**
 * The demo round ports of the three games over the demo bank: every call retried, raced, restarted
 * and refused on purpose, and after each scenario the bank reconciles and the balance is the one
 * the engine alone computes for the same cards or the same seed. No answer shows a card before it
 * is dealt, nor the hole card before it turns.
 */
import { describe, expect, it } from 'vitest';
import { baccaratDemoPort } from '../../src/demo/baccarat/demo-port';
import { blackjackDemoPort } from '../../src/demo/blackjack/demo-port';
import { demoRounds } from '../../src/demo/demo-rounds';
import { rouletteDemoPort } from '../../src/demo/roulette/demo-port';
import { type Bets, tableRules as baccaratRules } from '../../src/engine/baccarat/rules';
import { settle as settleBaccarat } from '../../src/engine/baccarat/settle';
import { tableRules as blackjackRules, type Decision, type SeatBet } from '../../src/engine/blackjack/index';
import { rouletteTable } from '../../src/engine/roulette/rules';
import { SeededRng } from '../../src/engine/shared/rng';
import { createShoe, stackedShoe } from '../../src/engine/shared/shoe';
import type { BlackjackStep } from '../../src/machines/blackjack/port';
import type { RouletteBet } from '../../src/machines/roulette/port';
import { MemoryStorage, type StorageLike } from '../../src/platform/storage';
import {
  BANK_KEY,
  FaultyStorage,
  refusal,
  replayBaccarat,
  replayBlackjack,
  replayRoulette,
  shows,
  visit,
} from '../games/support';

const START = 100_000;

// ---- Blackjack ----------------------------------------------------------------------------------

const BJ = 'bj-h17-8deck';
const bj = blackjackRules(BJ);
const ONE: SeatBet[] = [{ seat: 1, main: 100 }];

/** 5+6 against a 9 with the 8 in the hole: a double draws the ten, 21 beats 17. */
const DOUBLE = ['5S', '9H', '6D', '8C', 'TC', 'QH', 'KD', 'JC'];
/** T+9 against an ace with the 7 in the hole: insurance is offered, the dealer has no blackjack. */
const INSURE = ['TS', 'AH', '9D', '7C', 'QH', 'KD', 'JC'];
/** The cards after each round's own: never dealt, never shown. */
const UNDEALT = ['QH', 'KD', 'JC'];

function blackjackTable(storage: StorageLike, cards?: readonly string[], seed = 'bj', startingBalance = START) {
  const v = visit(storage, startingBalance);
  // The table opens as a session opens it: the service's check of the round it finds, then its port.
  const rounds = demoRounds({
    bank: v.bank,
    history: v.history,
    rng: new SeededRng(seed),
    shoe: cards ? stackedShoe(cards) : undefined,
  }).blackjack;
  rounds.opening({ rulesOf: () => bj, expiryMinutes: null });
  const port = rounds.port({ table: BJ, rules: bj });
  return { ...v, port };
}

/** The round the engine alone plays on the same stacked shoe. */
const engine = (cards: readonly string[], decisions: Decision[], bets: SeatBet[] = ONE) =>
  replayBlackjack(bj, stackedShoe(cards), bets, START, decisions, new SeededRng(0));

describe('blackjack demo port', () => {
  it('plays a round with a double: the stake, then the double, paid once; the money is the engine’s', async () => {
    const t = blackjackTable(new MemoryStorage(), DOUBLE);
    const opened = await t.port.open({ requestId: 'o1', bets: ONE });
    expect(opened).toMatchObject({ status: 'open', staked: 100, returned: 0, balance: START - 100 });
    expect(opened.view.dealer.cards).toEqual(['9H', null]);
    expect(opened.view.legal).toContain('double');
    expect(t.bank.busy()).toBe(true);
    expect(t.bank.rebuy()).toEqual({ ok: false, reason: 'round-in-progress' });

    const done = await t.port.act({ requestId: 'a1', roundId: opened.roundId, decision: 'double' });
    const expected = engine(DOUBLE, ['double']);
    expect(expected).toMatchObject({ staked: 200, returned: 400 });
    expect(done).toMatchObject({
      roundId: opened.roundId,
      status: 'settled',
      staked: expected.staked,
      returned: expected.returned,
      balance: START - expected.staked + expected.returned,
    });
    expect(done.view.seats[0]?.hands[0]?.cards).toEqual(expected.seats[0]?.hands[0]?.cards);
    expect(t.bank.balance()).toBe(START + 200);
    expect(t.bank.busy()).toBe(false);
    expect(t.bank.reconcile().ok).toBe(true);
    expect(t.history.list('blackjack')).toEqual([
      {
        roundId: opened.roundId,
        game: 'blackjack',
        table: BJ,
        time: expect.any(Number),
        status: 'complete',
        wagers: [
          { bet: 'main:1', amount: 100 },
          { bet: 'double:1', amount: 100 },
        ],
        wins: [{ bet: 'main:1', amount: 400 }],
        detail: { dealer: ['9H', '8C'], hands: [{ seat: 1, cards: ['5S', '6D', 'TC'], result: 'win' }] },
        staked: 200,
        returned: 400,
        balanceBefore: START,
        balanceAfter: START + 200,
      },
    ]);
  });

  it('no answer shows a card still in the shoe, nor the hole card before it turns', async () => {
    const storage = new MemoryStorage();
    const t = blackjackTable(storage, INSURE);
    const answers: BlackjackStep[] = [];
    const opened = await t.port.open({ requestId: 'o1', bets: ONE });
    answers.push(opened);
    expect(opened.view.legal).toEqual(['insurance:yes', 'insurance:no']);
    answers.push(await t.port.act({ requestId: 'a1', roundId: opened.roundId, decision: 'insurance:yes' }));
    const resumed = await t.port.resume();
    answers.push(resumed as BlackjackStep);
    for (const answer of answers) {
      expect(shows(answer, '7C')).toBe(false);
      expect(answer.view.dealer.cards).toEqual(['AH', null]);
    }
    // The secret part is in the bank's record, not in what the table is told.
    expect(storage.getItem(BANK_KEY)).toContain('"7C"');
    const done = await t.port.act({ requestId: 'a2', roundId: opened.roundId, decision: 'stand' });
    expect(shows(done, '7C')).toBe(true);
    answers.push(done);
    for (const answer of answers) for (const card of UNDEALT) expect(shows(answer, card)).toBe(false);
    for (const entry of t.history.list('blackjack')) for (const card of UNDEALT) expect(shows(entry, card)).toBe(false);
    const expected = engine(INSURE, ['insurance:yes', 'stand']);
    expect(done).toMatchObject({ staked: expected.staked, returned: expected.returned });
    expect(t.bank.balance()).toBe(START - expected.staked + expected.returned);
    expect(t.bank.reconcile().ok).toBe(true);
  });

  it('a retried call gets the same answer and moves money once; the same id with another body is refused', async () => {
    const storage = new MemoryStorage();
    const t = blackjackTable(storage, DOUBLE);
    const first = await t.port.open({ requestId: 'o1', bets: ONE });
    expect(await t.port.open({ requestId: 'o1', bets: [{ seat: 1, main: 100 }] })).toEqual(first);
    expect(t.bank.balance()).toBe(START - 100);
    const d1 = await t.port.act({ requestId: 'a1', roundId: first.roundId, decision: 'double' });
    const d2 = await t.port.act({ requestId: 'a1', roundId: first.roundId, decision: 'double' });
    expect(d2).toEqual(d1);
    expect(t.bank.balance()).toBe(START + 200);
    // The opening request again after the round is over: its own answer, no new round, no stake.
    expect(await t.port.open({ requestId: 'o1', bets: ONE })).toEqual(first);
    expect(t.bank.busy()).toBe(false);
    expect(t.history.list('blackjack')).toHaveLength(1);
    const before = storage.getItem(BANK_KEY);
    // The same id with another body: this table's idea of the round is stale (round.gone: it asks again).
    expect(await refusal(t.port.open({ requestId: 'o1', bets: [{ seat: 1, main: 500 }] }))).toEqual({
      code: 'round.gone',
    });
    expect(await refusal(t.port.act({ requestId: 'a1', roundId: first.roundId, decision: 'stand' }))).toMatchObject({
      code: 'round.gone',
    });
    expect(storage.getItem(BANK_KEY)).toBe(before);
    const expected = engine(DOUBLE, ['double']);
    expect(t.bank.balance()).toBe(START - expected.staked + expected.returned);
    expect(t.bank.reconcile().ok).toBe(true);
  });

  it('races: two opens at once make one round and take one stake; a second table of the game is refused', async () => {
    const storage = new MemoryStorage();
    const t = blackjackTable(storage, DOUBLE);
    const a = t.port.open({ requestId: 'tab-a', bets: ONE });
    const b = t.port.open({ requestId: 'tab-b', bets: [{ seat: 1, main: 200 }] });
    const opened = await a;
    expect(await refusal(b)).toEqual({ code: 'round.inProgress' });
    expect(t.bank.balance()).toBe(START - 100);
    // Another table of blackjack on the same bank (another screen) while the round is open.
    const other = blackjackDemoPort({
      bank: t.bank,
      history: t.history,
      table: 'bj-multiseat',
      rules: blackjackRules('bj-multiseat'),
      rng: new SeededRng('other'),
    });
    expect(await refusal(other.open({ requestId: 'other-1', bets: ONE }))).toEqual({ code: 'round.inProgress' });
    expect(await other.resume()).toBeNull(); // the round is not this table's
    // Two decisions at once: the first settles the round, the second finds it gone.
    const d1 = t.port.act({ requestId: 'd1', roundId: opened.roundId, decision: 'double' });
    const d2 = t.port.act({ requestId: 'd2', roundId: opened.roundId, decision: 'double' });
    expect(await d1).toMatchObject({ status: 'settled', staked: 200 });
    expect(await refusal(d2)).toEqual({ code: 'round.gone' });
    const expected = engine(DOUBLE, ['double']);
    expect(t.bank.balance()).toBe(START - expected.staked + expected.returned);
    expect(t.bank.reconcile().ok).toBe(true);
  });

  it('a restart mid-round resumes the same round from the bank, and finishes it as the engine does', async () => {
    const storage = new MemoryStorage();
    const first = blackjackTable(storage, INSURE);
    const opened = await first.port.open({ requestId: 'o1', bets: ONE });
    const insured = await first.port.act({ requestId: 'a1', roundId: opened.roundId, decision: 'insurance:yes' });
    // The page goes away. A new visit: a new bank and a new port over the same storage, no shoe given.
    const second = blackjackTable(storage, undefined, 'another-seed');
    expect(second.bank.balance()).toBe(START - 150);
    expect(second.bank.openRound('blackjack')).toEqual({ roundId: opened.roundId, table: BJ });
    const resumed = await second.port.resume();
    expect(resumed).toEqual({ ...insured, events: [] });
    const done = await second.port.act({ requestId: 'a2', roundId: opened.roundId, decision: 'stand' });
    const expected = engine(INSURE, ['insurance:yes', 'stand']);
    expect(expected).toMatchObject({ staked: 150, returned: 200 });
    expect(done).toMatchObject({
      status: 'settled',
      staked: expected.staked,
      returned: expected.returned,
      balance: START - expected.staked + expected.returned,
    });
    expect(done.view.dealer.cards).toEqual(expected.dealer.cards);
    expect(await second.port.resume()).toBeNull();
    expect(second.bank.reconcile().ok).toBe(true);
    expect(second.history.list('blackjack')).toEqual([
      expect.objectContaining({
        roundId: opened.roundId,
        wagers: [
          { bet: 'main:1', amount: 100 },
          { bet: 'insurance:1', amount: 50 },
        ],
        staked: 150,
        returned: 200,
      }),
    ]);
  });

  it('a restart while a decision is on its way: the resumed call is answered from the bank, the double taken once', async () => {
    const storage = new MemoryStorage();
    const first = blackjackTable(storage, DOUBLE);
    const opened = await first.port.open({ requestId: 'o1', bets: ONE });
    void first.port.act({ requestId: 'a1', roundId: opened.roundId, decision: 'double' }); // its answer never arrives
    const second = blackjackTable(storage, undefined, 'reload');
    const answer = await second.port.act({ requestId: 'a1', roundId: opened.roundId, decision: 'double' });
    const expected = engine(DOUBLE, ['double']);
    expect(answer).toMatchObject({ status: 'settled', staked: expected.staked, returned: expected.returned });
    expect(second.bank.balance()).toBe(START - expected.staked + expected.returned);
    expect(second.history.list('blackjack')).toHaveLength(1);
    expect(second.bank.reconcile().ok).toBe(true);
  });

  it('refuses decisions that are not the player’s to make, and bets the table cannot deal, moving nothing', async () => {
    const storage = new MemoryStorage();
    const t = blackjackTable(storage, DOUBLE);
    const before = storage.getItem(BANK_KEY);
    const bad: [SeatBet[], string][] = [
      [[{ seat: 1, main: 50 }], 'bet.belowMin'],
      [[{ seat: 1, main: 50_100 }], 'bet.overMax'],
      [[{ seat: 2, main: 100 }], 'bet.noSeat'],
      [[], 'bet.none'],
      [[{ seat: 1, main: 100.5 }], 'bet.badAmount'],
    ];
    for (const [bets, code] of bad) {
      expect(await refusal(t.port.open({ requestId: `bad-${code}`, bets }))).toMatchObject({ code });
    }
    expect(await refusal(t.port.act({ requestId: 'no-round', roundId: 'blackjack-1', decision: 'stand' }))).toEqual({
      code: 'round.gone',
    });
    expect(storage.getItem(BANK_KEY)).toBe(before);
    expect(t.bank.busy()).toBe(false);

    const opened = await t.port.open({ requestId: 'o1', bets: ONE });
    const during = storage.getItem(BANK_KEY);
    for (const decision of ['split', 'insurance:yes', 'even-money:yes', 'insurance:no'] as Decision[]) {
      expect(await refusal(t.port.act({ requestId: `x-${decision}`, roundId: opened.roundId, decision }))).toEqual({
        code: 'move.illegal',
        decision,
        seat: 1,
        hand: 1,
        legal: opened.view.legal,
      });
    }
    expect(await refusal(t.port.act({ requestId: 'wrong-round', roundId: 'blackjack-99', decision: 'stand' }))).toEqual(
      { code: 'round.gone' },
    );
    expect(storage.getItem(BANK_KEY)).toBe(during);
    expect(t.bank.balance()).toBe(START - 100);
    // The round goes on after the refusals as if they never happened.
    await t.port.act({ requestId: 'a1', roundId: opened.roundId, decision: 'double' });
    const expected = engine(DOUBLE, ['double']);
    expect(t.bank.balance()).toBe(START - expected.staked + expected.returned);
    expect(t.bank.reconcile().ok).toBe(true);
  });

  it('never stakes more than the balance: over it the bet is refused, and a double it cannot cover is not offered', async () => {
    const storage = new MemoryStorage();
    const t = blackjackTable(storage, DOUBLE, 'poor', 150);
    expect(await refusal(t.port.open({ requestId: 'o0', bets: [{ seat: 1, main: 200 }] }))).toEqual({
      code: 'bet.overBalance',
      total: 200,
      balance: 150,
    });
    const opened = await t.port.open({ requestId: 'o1', bets: ONE });
    expect(opened.view.legal).not.toContain('double');
    const before = storage.getItem(BANK_KEY);
    expect(await refusal(t.port.act({ requestId: 'd', roundId: opened.roundId, decision: 'double' }))).toMatchObject({
      code: 'move.illegal',
    });
    expect(storage.getItem(BANK_KEY)).toBe(before);
    expect(t.bank.balance()).toBe(50);
    await t.port.act({ requestId: 's', roundId: opened.roundId, decision: 'stand' });
    const expected = replayBlackjack(bj, stackedShoe(DOUBLE), ONE, 150, ['stand'], new SeededRng(0));
    expect(t.bank.balance()).toBe(150 - expected.staked + expected.returned);
    expect(t.bank.reconcile().ok).toBe(true);
  });

  it('a storage that throws on every write: the decision is refused (round.unsaved), nothing moves; once writes work it goes through once', async () => {
    const storage = new FaultyStorage();
    const t = blackjackTable(storage, [...DOUBLE.slice(0, 5), ...UNDEALT]);
    const opened = await t.port.open({ requestId: 'o1', bets: ONE });
    const onDisk = storage.getItem(BANK_KEY);
    storage.failing = () => true;
    const request = { requestId: 'a1', roundId: opened.roundId, decision: 'double' as const };
    expect(await refusal(t.port.act(request))).toEqual({ code: 'round.unsaved' });
    // The double's stake was not taken, the round not played on, in memory or on disk.
    expect(t.bank.balance()).toBe(START - 100);
    expect(storage.getItem(BANK_KEY)).toBe(onDisk);
    expect(t.history.list('blackjack')).toHaveLength(0);
    expect(t.store.problems().map((p) => [p.code, p.key])).toEqual([['storage-unavailable', 'wallet.EUR']]);
    // A reload now finds the round as it was, and plays it on.
    storage.failing = null;
    const reloaded = blackjackTable(storage, undefined, 'reload');
    expect(await reloaded.port.resume()).toMatchObject({ roundId: opened.roundId, status: 'open', staked: 100 });
    const done = await reloaded.port.act(request);
    const expected = engine(DOUBLE, ['double']);
    expect(done).toMatchObject({ status: 'settled', balance: START - expected.staked + expected.returned });
    expect(await reloaded.port.act(request)).toEqual(done);
    expect(reloaded.bank.reconcile().ok).toBe(true);
  });

  it.each([
    ['without its engine state', (state: Record<string, unknown>) => delete state.round],
    [
      'with a shoe that does not read back',
      (state: { round: { shoe: { cards: unknown } } }) => {
        state.round.shoe.cards = ['not', 'cards'];
      },
    ],
    [
      'with seats that are not a list',
      (state: { round: { seats: unknown } }) => {
        state.round.seats = 'three';
      },
    ],
  ])(
    'a round whose saved secret state was tampered with (%s) is void: every stake returned, history says void',
    async (_, tamper) => {
      const storage = new MemoryStorage();
      const first = blackjackTable(storage, INSURE);
      const opened = await first.port.open({ requestId: 'o1', bets: ONE });
      await first.port.act({ requestId: 'a1', roundId: opened.roundId, decision: 'insurance:yes' });
      expect(first.bank.balance()).toBe(START - 150);
      const record = JSON.parse(storage.getItem(BANK_KEY) ?? '{}');
      tamper(record.data.open.blackjack.state);
      storage.setItem(BANK_KEY, JSON.stringify(record));

      const second = blackjackTable(storage, undefined, 'after');
      expect(second.bank.balance()).toBe(START);
      expect(second.bank.busy()).toBe(false);
      expect(second.bank.reconcile().ok).toBe(true);
      expect(await second.port.resume()).toBeNull();
      expect(second.history.list('blackjack')).toEqual([
        expect.objectContaining({
          roundId: opened.roundId,
          status: 'void',
          staked: 150,
          returned: 150,
          balanceBefore: START,
          balanceAfter: START,
        }),
      ]);
      expect(await refusal(second.port.act({ requestId: 'a2', roundId: opened.roundId, decision: 'stand' }))).toEqual({
        code: 'round.gone',
      });
      // Voided once: a further visit finds nothing to return.
      const third = blackjackTable(storage, undefined, 'later');
      expect(third.bank.balance()).toBe(START);
      expect(third.history.list('blackjack')).toHaveLength(1);
      // And the table plays on.
      const next = await third.port.open({ requestId: 'o2', bets: ONE });
      expect(next).toMatchObject({ staked: 100, balance: START - 100 });
    },
  );

  it('seeded rounds deal, stake and pay exactly what the engine does with the same seed', async () => {
    const seed = 'bj-seeded';
    const t = blackjackTable(new MemoryStorage(), undefined, seed);
    // The engine alone: the same seed shuffles the table's shoe first, then deals each round from it.
    const rng = new SeededRng(seed);
    let shoe = createShoe(bj.decks, bj.shuffle, rng);
    let balance = START;
    let decisionsTaken = 0;
    for (let i = 0; i < 16; i++) {
      const bets: SeatBet[] = [{ seat: 1, main: 100 * (1 + (i % 4)) }];
      let step = await t.port.open({ requestId: `o${i}`, bets });
      const decisions: Decision[] = [];
      while (step.status === 'open') {
        const decision: Decision =
          step.view.phase === 'insurance' ? 'insurance:no' : step.view.legal.includes('double') ? 'double' : 'stand';
        decisions.push(decision);
        step = await t.port.act({ requestId: `a${i}-${decisions.length}`, roundId: step.roundId, decision });
      }
      decisionsTaken += decisions.length;
      const state = replayBlackjack(bj, shoe, bets, balance, decisions, rng);
      shoe = state.shoe;
      balance = balance - state.staked + state.returned;
      expect(step).toMatchObject({ status: 'settled', staked: state.staked, returned: state.returned, balance });
      expect(step.view.dealer.cards).toEqual(state.dealer.cards);
    }
    expect(decisionsTaken).toBeGreaterThan(10);
    expect(t.bank.balance()).toBe(balance);
    expect(t.bank.reconcile().ok).toBe(true);
  });
});

// ---- Baccarat -----------------------------------------------------------------------------------

const BAC = 'baccarat-8deck';
const bac = baccaratRules(BAC);
const bets = (player: number, banker: number, tie: number): Bets => ({ player, banker, tie });

function baccaratTable(storage: StorageLike, seed = 'bac', cards?: readonly string[], startingBalance = START) {
  const v = visit(storage, startingBalance);
  const port = baccaratDemoPort({
    bank: v.bank,
    history: v.history,
    table: BAC,
    rules: bac,
    rng: new SeededRng(seed),
    shoe: cards ? stackedShoe(cards) : undefined,
  });
  return { ...v, port };
}

describe('baccarat demo port', () => {
  it('seeded rounds deal and pay what the engine deals and pays with the same seed', async () => {
    const seed = 'bac-seeded';
    const t = baccaratTable(new MemoryStorage(), seed);
    const rounds = Array.from({ length: 24 }, (_, i) =>
      bets((i % 3) * 500, ((i + 1) % 3) * 1_010, i % 4 === 0 ? 100 : 0),
    );
    const expected = replayBaccarat(BAC, new SeededRng(seed), rounds, START);
    for (const [i, round] of rounds.entries()) {
      const answer = await t.port.open({ requestId: `o${i}`, bets: round });
      const want = expected[i]!;
      expect(answer).toMatchObject({
        status: 'settled',
        staked: want.settlement.staked,
        returned: want.settlement.returned,
        balance: want.balance,
      });
      expect(answer.view.tableau).toEqual(want.tableau);
    }
    expect(new Set(expected.map((r) => r.tableau.outcome?.winner)).size).toBe(3); // wins, losses and a tie
    expect(t.bank.balance()).toBe(expected.at(-1)?.balance);
    expect(t.bank.busy()).toBe(false);
    expect(t.bank.reconcile().ok).toBe(true);
    const last = t.history.list('baccarat')[0];
    expect(last).toMatchObject({
      status: 'complete',
      staked: expected.at(-1)?.settlement.staked,
      returned: expected.at(-1)?.settlement.returned,
      detail: { player: expected.at(-1)?.tableau.player, banker: expected.at(-1)?.tableau.banker },
    });
  });

  it('a stacked round: BANKER pays 0.95 to 1 rounded down, and the next cards of the shoe are never shown', async () => {
    // Player 2+5 = 7, Banker 8+K = 8: a natural for the Banker.
    const cards = ['2S', '8H', '5D', 'KC', 'QH', 'KD', 'JC', '9S'];
    const t = baccaratTable(new MemoryStorage(), 'x', cards);
    const answer = await t.port.open({ requestId: 'o1', bets: bets(0, 1_010, 0) });
    const settlement = settleBaccarat(bets(0, 1_010, 0), 'banker', bac);
    expect(settlement.returned).toBe(1_969); // 10.10 × 1.95 = 19.695, down to the cent
    expect(answer).toMatchObject({ staked: 1_010, returned: 1_969, balance: START + 959 });
    expect(answer.view.tableau).toMatchObject({ player: ['2S', '5D'], banker: ['8H', 'KC'] });
    for (const card of ['QH', 'KD', 'JC', '9S']) expect(shows(answer, card)).toBe(false);
    expect(t.history.list('baccarat')[0]).toMatchObject({
      wagers: [{ bet: 'banker', amount: 1_010 }],
      wins: [{ bet: 'banker', amount: 1_969 }],
      detail: { player: ['2S', '5D'], banker: ['8H', 'KC'] },
    });
    expect(t.bank.reconcile().ok).toBe(true);
  });

  it('keeps the table’s shoe across a restart: the next round deals the cards that come next', async () => {
    const storage = new MemoryStorage();
    const cards = ['8S', '2H', 'KD', '5C', '9S', '3H', 'TD', 'QC'];
    const first = baccaratTable(storage, 'x', cards);
    const one = await first.port.open({ requestId: 'o1', bets: bets(1_000, 0, 0) });
    expect(one.view.tableau).toMatchObject({ player: ['8S', 'KD'], banker: ['2H', '5C'] });
    expect(one).toMatchObject({ returned: 2_000, balance: START + 1_000 });
    const second = baccaratTable(storage, 'y');
    expect(await second.port.resume()).toBeNull();
    const two = await second.port.open({ requestId: 'o2', bets: bets(0, 0, 100) });
    expect(two.view.tableau).toMatchObject({ player: ['9S', 'TD'], banker: ['3H', 'QC'] });
    expect(two).toMatchObject({ staked: 100, returned: 0, balance: START + 900 });
    expect(second.bank.reconcile().ok).toBe(true);
  });

  it('retries, races and refusals: the same request once, other ids their own rounds, bad bets nothing', async () => {
    const storage = new MemoryStorage();
    const seed = 'bac-retries';
    const t = baccaratTable(storage, seed, undefined, 5_000);
    const round = bets(500, 0, 0);
    const a = t.port.open({ requestId: 'o1', bets: round });
    const again = t.port.open({ requestId: 'o1', bets: round });
    const other = t.port.open({ requestId: 'o2', bets: round });
    expect(await again).toEqual(await a);
    const two = await other;
    expect(two.roundId).not.toBe((await a).roundId);
    const expected = replayBaccarat(BAC, new SeededRng(seed), [round, round], 5_000);
    expect(t.bank.balance()).toBe(expected[1]?.balance);
    expect(t.history.list('baccarat')).toHaveLength(2);

    const before = storage.getItem(BANK_KEY);
    const refused: [Bets, string][] = [
      [bets(5, 0, 0), 'bet.belowMin'],
      [bets(0, 0, 100_010), 'bet.overMax'],
      [bets(0, 0, 0), 'bet.none'],
      [bets(1.5, 0, 0), 'bet.badAmount'],
      [bets(0, 9_000, 0), 'bet.overBalance'],
    ];
    for (const [b, code] of refused) {
      expect(await refusal(t.port.open({ requestId: `bad-${code}`, bets: b }))).toMatchObject({ code });
    }
    expect(await refusal(t.port.open({ requestId: 'o1', bets: bets(0, 500, 0) }))).toEqual({
      code: 'round.gone',
    });
    // Baccarat takes no decisions: a call of `act` fails and changes nothing.
    await expect(t.port.act({ requestId: 'x', roundId: 'baccarat-1', decision: undefined as never })).rejects.toThrow();
    expect(storage.getItem(BANK_KEY)).toBe(before);
    expect(t.bank.balance()).toBe(expected[1]?.balance);
    expect(t.bank.reconcile().ok).toBe(true);
  });

  it('refuses a coup the storage cannot write (nothing taken), and a spoilt saved shoe is replaced by a new one', async () => {
    const storage = new FaultyStorage();
    const t = baccaratTable(storage, 'bac-faults');
    const onDisk = storage.getItem(BANK_KEY);
    storage.failing = () => true;
    expect(await refusal(t.port.open({ requestId: 'o1', bets: bets(0, 1_000, 0) }))).toEqual({ code: 'round.unsaved' });
    expect(t.bank.balance()).toBe(START);
    expect(storage.getItem(BANK_KEY)).toBe(onDisk);
    expect(t.store.problems().map((p) => p.code)).toContain('storage-unavailable');
    storage.failing = null;
    const one = await t.port.open({ requestId: 'o1', bets: bets(0, 1_000, 0) });
    expect(one.status).toBe('settled');
    expect(t.bank.balance()).toBe(START - one.staked + one.returned);
    // Between visits the saved shoe is spoilt: the table shuffles a new one and deals on.
    const record = JSON.parse(storage.getItem(BANK_KEY) ?? '{}');
    record.data.tables[`baccarat:${BAC}`] = { shoe: { cards: 'spoilt' } };
    storage.setItem(BANK_KEY, JSON.stringify(record));
    const later = baccaratTable(storage, 'bac-later');
    const two = await later.port.open({ requestId: 'o2', bets: bets(1_000, 0, 0) });
    const winner = two.view.tableau.outcome?.winner;
    expect(two.returned).toBe(settleBaccarat(bets(1_000, 0, 0), winner ?? 'tie', bac).returned);
    expect(two.view.tableau.player.length).toBeGreaterThanOrEqual(2);
    expect(later.bank.reconcile().ok).toBe(true);
  });
});

// ---- Roulette -----------------------------------------------------------------------------------

const table = rouletteTable('roulette-european');

function rouletteAt(storage: StorageLike, seed = 'rou', startingBalance = START) {
  const v = visit(storage, startingBalance);
  const port = rouletteDemoPort({ bank: v.bank, history: v.history, table, rng: new SeededRng(seed) });
  return { ...v, port };
}

describe('roulette demo port', () => {
  it('seeded spins land and pay what the engine settles with the same seed', async () => {
    const seed = 'rou-seeded';
    const t = rouletteAt(new MemoryStorage(), seed);
    const choices: RouletteBet[][] = Array.from({ length: 30 }, (_, i) => [
      { bet: 'red', amount: 100 * (1 + (i % 3)) },
      { bet: `straight:${i % 37}`, amount: 50 },
      ...(i % 5 === 0 ? [{ bet: 'voisins', amount: 90 }] : []),
    ]);
    const expected = replayRoulette(new SeededRng(seed), choices, START);
    for (const [i, placed] of choices.entries()) {
      const answer = await t.port.open({ requestId: `o${i}`, bets: placed });
      const want = expected[i]!;
      expect(answer).toMatchObject({
        status: 'settled',
        staked: want.staked,
        returned: want.returned,
        balance: want.balance,
      });
      expect(answer.view.spin.number).toBe(want.number);
    }
    expect(expected.some((r) => r.returned > r.staked)).toBe(true);
    expect(expected.some((r) => r.returned === 0)).toBe(true);
    expect(t.bank.balance()).toBe(expected.at(-1)?.balance);
    expect(t.bank.reconcile().ok).toBe(true);
    const last = t.history.list('roulette')[0];
    expect(last).toMatchObject({
      status: 'complete',
      detail: { number: expected.at(-1)?.number },
      staked: expected.at(-1)?.staked,
      returned: expected.at(-1)?.returned,
    });
    expect(last?.wagers.reduce((s, w) => s + w.amount, 0)).toBe(last?.staked);
    expect(last?.wins.reduce((s, w) => s + w.amount, 0)).toBe(last?.returned);
  });

  it('retries, races, restarts and refusals: money moves once per spin, and only for spins the table takes', async () => {
    const storage = new MemoryStorage();
    const seed = 'rou-retries';
    const t = rouletteAt(storage, seed, 1_000);
    const placed = [{ bet: 'black', amount: 200 }];
    const a = t.port.open({ requestId: 'o1', bets: placed });
    const b = t.port.open({ requestId: 'o1', bets: placed });
    expect(await b).toEqual(await a);
    const expected = replayRoulette(new SeededRng(seed), [placed], 1_000);
    expect(t.bank.balance()).toBe(expected[0]?.balance);
    // A restart: nothing is left open, the spin is answered again from the bank.
    const again = rouletteAt(storage, 'after-reload', 1_000);
    expect(await again.port.resume()).toBeNull();
    expect(await again.port.open({ requestId: 'o1', bets: placed })).toEqual(await a);
    expect(again.bank.balance()).toBe(expected[0]?.balance);
    expect(again.history.list('roulette')).toHaveLength(1);

    const before = storage.getItem(BANK_KEY);
    const refused: [RouletteBet[], string][] = [
      [[{ bet: 'straight:37', amount: 100 }], 'bet.unknown'],
      [[{ bet: 'red', amount: 5 }], 'bet.belowMin'],
      [[{ bet: 'straight:17', amount: 10_010 }], 'bet.overMax'],
      [[], 'bet.none'],
      [[{ bet: 'red', amount: 5_000 }], 'bet.overBalance'],
      [
        [
          { bet: 'red', amount: 180_000 },
          { bet: 'black', amount: 180_000 },
          { bet: 'odd', amount: 180_000 },
        ],
        'bet.overTotal',
      ],
    ];
    for (const [bad, code] of refused) {
      expect(await refusal(again.port.open({ requestId: `bad-${code}`, bets: bad }))).toMatchObject({ code });
    }
    expect(await refusal(again.port.open({ requestId: 'o1', bets: [{ bet: 'red', amount: 200 }] }))).toEqual({
      code: 'round.gone',
    });
    expect(storage.getItem(BANK_KEY)).toBe(before);
    expect(again.bank.balance()).toBe(expected[0]?.balance);
    expect(again.bank.reconcile().ok).toBe(true);
  });

  it('refuses spins the storage cannot write, and says so; once writes work the same spins are played once', async () => {
    const storage = new FaultyStorage();
    const seed = 'rou-faults';
    const t = rouletteAt(storage, seed);
    storage.failing = () => true;
    const spins = [[{ bet: 'even', amount: 1_000 }], [{ bet: 'dozen:2', amount: 500 }]];
    for (const [i, placed] of spins.entries())
      expect(await refusal(t.port.open({ requestId: `o${i}`, bets: placed }))).toEqual({ code: 'round.unsaved' });
    expect(t.bank.balance()).toBe(START);
    expect(t.history.list('roulette')).toHaveLength(0);
    expect(t.store.problems().map((p) => p.key)).toEqual(['wallet.EUR']);
    storage.failing = null;
    // A reload (the refused spins drew from this page's generator): the same spins, played once.
    const again = rouletteAt(storage, seed);
    for (const [i, placed] of spins.entries()) await again.port.open({ requestId: `o${i}`, bets: placed });
    expect(again.bank.balance()).toBe(replayRoulette(new SeededRng(seed), spins, START).at(-1)?.balance);
    expect(again.bank.reconcile().ok).toBe(true);
    expect(again.history.list('roulette')).toHaveLength(2);
  });
});
