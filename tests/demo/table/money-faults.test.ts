/**
 * Money under faults, through whole table sessions: a reload in the middle of a storage outage,
 * a storage that refuses everything, a round whose secret state was tampered with while its table
 * showed it. Then faults found while this suite was written, each fixed and kept as the test it
 * has to pass: two tabs, ids after a reset, a stale table slot, a voided round, a stale balance.
 */
import { describe, expect, it, vi } from 'vitest';
import { MAX_BALANCE } from '../../../src/demo/bank/demo-bank';
import { blackjackDemoPort } from '../../../src/demo/blackjack/demo-port';
import { demoRounds } from '../../../src/demo/demo-rounds';
import { rouletteDemoPort } from '../../../src/demo/roulette/demo-port';
import { tableRules as blackjackRules, type SeatBet } from '../../../src/engine/blackjack/index';
import { rouletteTable } from '../../../src/engine/roulette/rules';
import { SeededRng } from '../../../src/engine/shared/rng';
import { stackedShoe } from '../../../src/engine/shared/shoe';
import { openBlackjackSession } from '../../../src/games/blackjack/session';
import { openRouletteSession } from '../../../src/games/roulette/session';
import type { BlackjackActor } from '../../../src/machines/blackjack.machine';
import { phaseOf } from '../../../src/machines/table/context';
import { lobbyReporter, type PostRound } from '../../../src/platform/round-bridge';
import { browserStorage, MemoryStorage, type StorageLike } from '../../../src/platform/storage';
import {
  BANK_KEY,
  demoTable,
  FaultyStorage,
  playOut,
  refusal,
  replayBlackjack,
  replayRoulette,
  SLOTS_KEY,
  settled,
  visit,
} from '../../games/support';

const START = 100_000;
const BJ = 'bj-h17-8deck';
const bj = blackjackRules(BJ);
const ONE: SeatBet[] = [{ seat: 1, main: 100 }];
/** Round 1: 5+6 against 9 (8 in the hole), doubled onto the ten: 21 wins. Round 2: T+9 against 7, 8 in the hole. */
const TWO_ROUNDS = ['5S', '9H', '6D', '8C', 'TC', 'TH', '7S', '9C', '8D', 'QH', 'KD', 'JC'];
/** 2+3 against 9 (8 in the hole): a hit draws the 4 and leaves the round open; standing on 9 loses. */
const HIT = ['2S', '9H', '3D', '8C', '4C', 'QH', 'KD', 'JC'];
/** T+9 against an ace (7 in the hole): insurance is offered. */
const INSURE = ['TS', 'AH', '9D', '7C', 'QH', 'KD', 'JC'];

/** Spoils the secret state of the open blackjack round in the saved bank record. */
function tamper(storage: StorageLike): void {
  const record = JSON.parse(storage.getItem(BANK_KEY) ?? '{}');
  record.data.open.blackjack.state = 'tampered';
  storage.setItem(BANK_KEY, JSON.stringify(record));
}

function blackjackAt(storage: StorageLike, cards?: readonly string[], seed = 'faults', start = START) {
  const v = visit(storage, start);
  const session = openBlackjackSession({
    ...demoTable(v, new SeededRng(seed), cards ? stackedShoe(cards) : undefined),
    reporter: null,
    table: BJ,
    computerPlayers: false,
  });
  return { ...v, session, actor: session.actor };
}

async function dealOne(actor: BlackjackActor): Promise<void> {
  await settled(actor);
  actor.send({ type: 'bet.place', seat: 1, amount: 100 });
  actor.send({ type: 'round.deal' });
  await showAll(actor);
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

const standing = (p: string) =>
  p === 'insurance' ? { type: 'insurance.decline' } : p === 'playerTurn' ? { type: 'player.stand' } : null;

describe('money under faults, through the tables', () => {
  it('a storage outage in the middle of play: DEAL is refused and said, nothing taken; a reload finds round 1 whole and deals on', async () => {
    const storage = new FaultyStorage();
    const first = blackjackAt(storage, TWO_ROUNDS);
    await dealOne(first.actor);
    first.actor.send({ type: 'player.double' });
    await playOut(first.actor);
    const afterOne = START + 200;
    expect(first.bank.balance()).toBe(afterOne);
    // Every write fails from now on: round 2 is not dealt, its stake not taken, and the table says why.
    storage.failing = () => true;
    await dealOne(first.actor);
    const refused = first.actor.getSnapshot();
    expect(phaseOf(refused)).toBe('betting');
    expect(refused.context.notice).toEqual({ code: 'round.unsaved' });
    expect(refused.context.balance).toBe(afterOne);
    expect(first.bank.balance()).toBe(afterOne);
    expect(first.bank.busy()).toBe(false);
    expect(first.store.problems().map((p) => p.key)).toContain('wallet.EUR');
    first.session.stop(); // the page goes away

    storage.failing = null;
    const second = blackjackAt(storage, undefined, 'after');
    expect(second.bank.balance()).toBe(afterOne);
    expect(second.bank.busy()).toBe(false);
    expect(second.bank.reconcile().ok).toBe(true);
    expect(await settled(second.actor)).toBe('betting');
    expect(second.actor.getSnapshot().context.balance).toBe(afterOne);
    expect(second.history.list('blackjack')).toEqual([
      expect.objectContaining({ staked: 200, returned: 400, balanceAfter: afterOne }),
    ]);
    // And play goes on from there, with the figures the engine gives.
    await dealOne(second.actor);
    await playOut(second.actor, standing);
    const round2 = replayBlackjack(bj, stackedShoe(TWO_ROUNDS.slice(5)), ONE, afterOne, ['stand'], new SeededRng(0));
    expect(second.bank.balance()).toBe(afterOne - round2.staked + round2.returned);
    expect(second.bank.reconcile().ok).toBe(true);
    second.session.stop();
  });

  it('a browser that refuses storage altogether: whole spins play in memory, each paid once, and it is said', async () => {
    const refusing = new FaultyStorage();
    refusing.refuseReads = true;
    refusing.failing = () => true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // As main.ts opens it: the storage refused at the probe, a storage in memory instead, said.
    const { storage, problem } = browserStorage({ localStorage: refusing });
    expect(problem).toMatchObject({ code: 'storage-unavailable', key: '*' });
    const v = visit(storage, START);
    const seed = 'private-mode';
    const session = openRouletteSession({
      ...demoTable(v, new SeededRng(seed)),
      reporter: null,
      table: 'roulette-european',
    });
    const spins = [
      [{ bet: 'red', amount: 1_000 }],
      [{ bet: 'straight:7', amount: 100 }],
      [{ bet: 'odd', amount: 500 }],
    ];
    for (const bets of spins) {
      await settled(session.actor);
      for (const b of bets) session.actor.send({ type: 'bet.place', bet: b.bet, amount: b.amount });
      session.actor.send({ type: 'spin.start' });
      await playOut(session.actor);
    }
    expect(v.bank.balance()).toBe(replayRoulette(new SeededRng(seed), spins, START).at(-1)?.balance);
    expect(v.bank.reconcile().ok).toBe(true);
    expect(v.history.list('roulette')).toHaveLength(3);
    expect(refusing.refused).toBe(0);
    session.stop();
    warn.mockRestore();
  });

  it('a win the balance cannot hold voids its round: the stakes come back, history says void, no endless retry', async () => {
    const storage = new MemoryStorage();
    // Near the most a balance holds: round 1 of TWO_ROUNDS doubles onto 21 and would return 400; the
    // double's call is refused whole (its stake not taken), the round voided with its first stake.
    const start = MAX_BALANCE - 100;
    const { session, ...v } = blackjackAt(storage, TWO_ROUNDS, 'overflow', start);
    await dealOne(session.actor);
    session.actor.send({ type: 'player.double' });
    const phases = await playOut(session.actor);
    expect(phases).not.toContain('failed');
    const snapshot = session.actor.getSnapshot();
    expect(phaseOf(snapshot)).toBe('betting');
    expect(snapshot.context.notice).toMatchObject({ code: 'round.void', reason: 'overflow' });
    expect(snapshot.context.balance).toBe(start);
    expect(v.bank.balance()).toBe(start);
    expect(v.bank.busy()).toBe(false);
    expect(v.bank.reconcile().ok).toBe(true);
    expect(v.history.list('blackjack')).toEqual([
      expect.objectContaining({ status: 'void', staked: 100, returned: 100, balanceAfter: start }),
    ]);
    session.stop();
    // A spin whose win cannot be added is refused as void: nothing is taken.
    const r = visit(new MemoryStorage(), MAX_BALANCE - 10);
    const port = rouletteDemoPort({
      bank: r.bank,
      history: r.history,
      table: rouletteTable('roulette-european'),
      rng: new SeededRng('overflow-spin'),
    });
    // The number this seed spins, bet straight up: a 35:1 win the balance cannot hold.
    const [spun] = replayRoulette(new SeededRng('overflow-spin'), [[]], 0);
    const bets = [{ bet: `straight:${spun?.number}`, amount: 100 }];
    expect(await refusal(port.open({ requestId: 'o1', bets }))).toEqual({
      code: 'round.void',
      reason: 'overflow',
      round: null,
    });
    expect(r.bank.balance()).toBe(MAX_BALANCE - 10);
    expect(r.bank.reconcile().ok).toBe(true);
  });

  it('a round tampered with while its table shows it is void: every stake returned, history says so, play goes on', async () => {
    const storage = new MemoryStorage();
    const first = blackjackAt(storage, INSURE);
    await dealOne(first.actor);
    expect(phaseOf(first.actor.getSnapshot())).toBe('insurance');
    first.actor.send({ type: 'insurance.accept' });
    await settled(first.actor);
    expect(first.bank.balance()).toBe(START - 150);
    first.session.stop();
    tamper(storage);

    const second = blackjackAt(storage, undefined, 'after');
    expect(second.bank.balance()).toBe(START);
    expect(second.bank.busy()).toBe(false);
    expect(second.bank.reconcile().ok).toBe(true);
    expect(second.history.list('blackjack')).toEqual([
      expect.objectContaining({ status: 'void', staked: 150, returned: 150, balanceAfter: START }),
    ]);
    second.session.stop();
    // The next visit's table is betting on the whole balance, and deals.
    const third = blackjackAt(storage, undefined, 'later');
    expect(await settled(third.actor)).toBe('betting');
    expect(third.actor.getSnapshot().context.balance).toBe(START);
    await dealOne(third.actor);
    await playOut(third.actor, standing);
    expect(third.bank.reconcile().ok).toBe(true);
    expect(third.history.list('blackjack')).toHaveLength(2);
    third.session.stop();
  });
});

describe('faults found while these tests were written (each fixed)', () => {
  it('two pages over one storage (two tabs) keep one balance: each page’s rounds count', async () => {
    const storage = new MemoryStorage();
    const table = rouletteTable('roulette-european');
    const tabA = visit(storage, START);
    const tabB = visit(storage, START);
    const portA = rouletteDemoPort({ bank: tabA.bank, history: tabA.history, table, rng: new SeededRng('a') });
    const portB = rouletteDemoPort({ bank: tabB.bank, history: tabB.history, table, rng: new SeededRng('b') });
    const a = await portA.open({ requestId: 'a-1', bets: [{ bet: 'red', amount: 10_000 }] });
    const b = await portB.open({ requestId: 'b-1', bets: [{ bet: 'black', amount: 500 }] });
    const expected = START - a.staked + a.returned - b.staked + b.returned;
    // (It was lost when each page's bank held its own copy of the record: the last write won.)
    expect(visit(storage, START).bank.balance()).toBe(expected);
  });

  it('a deal in a second tab while the first holds a blackjack round open is refused (round.inProgress)', async () => {
    const storage = new MemoryStorage();
    const tabA = visit(storage, START);
    const tabB = visit(storage, START);
    const port = (v: ReturnType<typeof visit>, seed: string) =>
      blackjackDemoPort({ bank: v.bank, history: v.history, table: BJ, rules: bj, rng: new SeededRng(seed) });
    const portA = port(tabA, 'a');
    const portB = port(tabB, 'b');
    await portA.open({ requestId: 'a-1', bets: ONE });
    expect(await refusal(portB.open({ requestId: 'b-1', bets: ONE }))).toEqual({ code: 'round.inProgress' });
  });

  it('rounds after a version-1 wallet was carried over are all in history (their ids do not repeat the old ones)', async () => {
    const storage = new MemoryStorage();
    // The previous version's wallet and the history its journal wrote: ids `<game>-<seq>` from 1.
    storage.setItem(BANK_KEY, JSON.stringify({ v: 1, data: { balance: 9_000, start: 10_000, seq: 1, rounds: {} } }));
    const old = {
      roundId: 'roulette-1',
      game: 'roulette',
      table: 'roulette-european',
      time: 1,
      status: 'complete',
      wagers: [{ bet: 'red', amount: 1_000 }],
      wins: [],
      detail: { number: 2 },
      staked: 1_000,
      returned: 0,
      balanceBefore: 10_000,
      balanceAfter: 9_000,
    };
    storage.setItem('felt.history.EUR', JSON.stringify({ v: 1, data: { roulette: [old] } }));
    const v = visit(storage, 10_000);
    expect(v.bank.balance()).toBe(9_000);
    const port = rouletteDemoPort({
      bank: v.bank,
      history: v.history,
      table: rouletteTable('roulette-european'),
      rng: new SeededRng('new'),
    });
    const spin = await port.open({ requestId: 'r-1', bets: [{ bet: 'red', amount: 100 }] });
    // The new round is called `roulette-1` again, and history keeps the old entry instead of it.
    expect(v.history.find('roulette', spin.roundId)).toMatchObject({ balanceBefore: 9_000, staked: 100 });
  });

  it('a round whose saved state reads back but contradicts its stakes is void, not stuck for good', async () => {
    const storage = new MemoryStorage();
    const first = visit(storage, START);
    const port = blackjackDemoPort({
      bank: first.bank,
      history: first.history,
      table: BJ,
      rules: bj,
      rng: new SeededRng('x'),
      shoe: stackedShoe(['5S', '9H', '6D', '8C', 'TC', 'QH']),
    });
    const opened = await port.open({ requestId: 'o1', bets: ONE });
    const record = JSON.parse(storage.getItem(BANK_KEY) ?? '{}');
    record.data.open.blackjack.state.round.seats[0].hands[0].bet = 5_000; // an older build's round, a hand edit
    storage.setItem(BANK_KEY, JSON.stringify(record));
    const second = visit(storage, START);
    const rounds = demoRounds({ bank: second.bank, history: second.history, rng: new SeededRng('y') }).blackjack;
    rounds.opening({ rulesOf: () => bj, expiryMinutes: null });
    const again = rounds.port({ table: BJ, rules: bj });
    // The round service voids it as the table opens (stakes 100 ≠ 5 000): the decision finds no round,
    // the stake is back, history says void, and the table deals again.
    const outcome = await again.act({ requestId: 'a1', roundId: opened.roundId, decision: 'stand' }).then(
      () => 'settled',
      (e: Error) => e.message,
    );
    expect({ outcome, busy: second.bank.busy() }).toEqual({ outcome: 'round refused: round.gone', busy: false });
    expect(second.bank.balance()).toBe(START);
    expect(second.history.find('blackjack', opened.roundId)).toMatchObject({ status: 'void', returned: 100 });
    await expect(again.open({ requestId: 'o2', bets: ONE })).resolves.toMatchObject({ staked: 100 });
    expect(second.bank.reconcile().ok).toBe(true);
  });

  it('a table slot whose last writes failed does not make the resumed table reuse request ids (stuck in failed)', async () => {
    const storage = new FaultyStorage();
    const first = blackjackAt(storage, HIT);
    await dealOne(first.actor);
    expect(phaseOf(first.actor.getSnapshot())).toBe('playerTurn');
    // The bank's record is written, the table slot's is not (the largest record hits the quota first).
    storage.failing = (key) => key === SLOTS_KEY;
    first.actor.send({ type: 'player.hit' });
    await settled(first.actor);
    expect(first.bank.busy()).toBe(true);
    first.session.stop();
    storage.failing = null;

    const second = blackjackAt(storage, undefined, 'after');
    expect(second.session.resumed).toBe(true); // from the slot saved before the hit: request count 1
    expect(await settled(second.actor)).toBe('playerTurn');
    second.actor.send({ type: 'player.stand' }); // request `<caller>-2`: the bank holds that id for the hit
    await settled(second.actor);
    // (It was refused as a conflict → `failed`, and TRY AGAIN repeated the same id forever.)
    expect(phaseOf(second.actor.getSnapshot())).not.toBe('failed');
    await playOut(second.actor, standing);
    expect(second.bank.busy()).toBe(false);
  });

  it('a table reopened over a round the port has just voided does not resume it (the session reads the open round first)', async () => {
    const storage = new MemoryStorage();
    const first = blackjackAt(storage, INSURE);
    await dealOne(first.actor);
    first.actor.send({ type: 'insurance.accept' });
    expect(await showAll(first.actor)).toBe('playerTurn');
    first.session.stop();
    tamper(storage);
    const second = blackjackAt(storage, undefined, 'after');
    expect(second.bank.balance()).toBe(START); // the port voided the round, stakes returned
    // (The session once read `bank.openRound()` before the port voided the round, so the saved table
    // "agreed" with a round that was gone: playerTurn at 99 850, and the first decision `round.gone`.)
    expect({
      resumed: second.session.resumed,
      phase: await settled(second.actor),
      balance: second.actor.getSnapshot().context.balance,
    }).toEqual({ resumed: false, phase: 'betting', balance: START });
  });

  it('a table resumed between rounds shows the bank’s balance, not the one it saved before another game moved it', async () => {
    const storage = new MemoryStorage();
    const v = visit(storage, START);
    const roulette = openRouletteSession({
      ...demoTable(v, new SeededRng('switch')),
      reporter: null,
      table: 'roulette-european',
    });
    await settled(roulette.actor);
    roulette.stop(); // the player leaves the roulette table for blackjack, between spins
    const blackjack = openBlackjackSession({
      ...demoTable(v, new SeededRng('switch'), stackedShoe(HIT)),
      reporter: null,
      table: BJ,
      computerPlayers: false,
    });
    await dealOne(blackjack.actor);
    await playOut(blackjack.actor, standing); // 9 against 17: the 100 is lost
    blackjack.stop();
    expect(v.bank.balance()).toBe(START - 100);
    const back = openRouletteSession({
      ...demoTable(v, new SeededRng('switch')),
      reporter: null,
      table: 'roulette-european',
    });
    expect(back.resumed).toBe(true);
    expect(await settled(back.actor)).toBe('betting');
    // (It once showed the 100 000 it saved, and checked bets against it.)
    expect(back.actor.getSnapshot().context.balance).toBe(v.bank.balance());
  });

  it('a rebuy while a settled spin is still on show reaches the table and the lobby once the table is back to betting', async () => {
    const storage = new MemoryStorage();
    const v = visit(storage, START);
    const sent: { type: string; payload?: unknown }[] = [];
    const post: PostRound = (type, ...payload) => {
      sent.push(payload.length > 0 ? { type, payload: payload[0] } : { type });
    };
    const lobby = lobbyReporter(post);
    const seed = 'rebuy-on-show';
    const session = openRouletteSession({
      ...demoTable(v, new SeededRng(seed)),
      reporter: lobby,
      table: 'roulette-european',
    });
    // As the app wires it: the bank's changes reach the table (game-module.ts) and the lobby (main.ts).
    v.bank.onChange((change) => {
      session.actor.send({ type: 'wallet.balance', balance: change.balance });
      if (change.reason === 'rebuy') lobby.balance(change.balance);
    });
    const bets = [{ bet: 'straight:0', amount: 10_000 }];
    expect(replayRoulette(new SeededRng(seed), [bets], START)[0]?.returned).toBe(0);
    await settled(session.actor);
    session.actor.send({ type: 'bet.place', bet: 'straight:0', amount: 10_000 });
    session.actor.send({ type: 'spin.start' });
    expect(await settled(session.actor)).toBe('spinning');
    // The spin is settled in the bank (nothing open), so the HUD's rebuy is allowed while the wheel turns.
    expect(v.bank.busy()).toBe(false);
    expect(v.bank.rebuy()).toEqual({ ok: true, balance: START, added: 10_000 });
    await playOut(session.actor);
    const lastBalance = sent.filter((m) => m.type === 'balance').at(-1);
    // (The table once showed 90 000 and the lobby was told 90 000 last, while the bank held 100 000.)
    expect({ table: session.actor.getSnapshot().context.balance, lobby: lastBalance?.payload }).toEqual({
      table: START,
      lobby: { balance: START },
    });
  });
});
