/**
 * The baccarat session over the real platform stores: a round played through the table is staked,
 * paid and recorded once (wagers, wins, both hands) with the figures the engine deals for the same
 * seed; the lobby hears it start, move the balance and end; a session reopened mid-round resumes
 * the same cards from its snapshot, or comes back between rounds with the money already right; the
 * roads come back with their table only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bets } from '../../../src/engine/baccarat/rules';
import { SeededRng } from '../../../src/engine/shared/rng';
import { openBaccaratSession } from '../../../src/games/baccarat/session';
import type { BaccaratActor } from '../../../src/machines/baccarat.machine';
import { phaseOf } from '../../../src/machines/table/context';
import type { RoundReporter } from '../../../src/platform/round-bridge';
import { MemoryStorage } from '../../../src/platform/storage';
import { demoTable, playOut, recordingReporter, replayBaccarat, SLOTS_KEY, settled, sumOf, visit } from '../support';

const START = 100_000;
const BAC = 'baccarat-8deck';

afterEach(() => vi.restoreAllMocks());

function open(storage: MemoryStorage, seed: string, o: { table?: string; reporter?: RoundReporter } = {}) {
  const v = visit(storage, START);
  const session = openBaccaratSession({
    ...demoTable(v, new SeededRng(seed)),
    reporter: o.reporter ?? null,
    table: o.table ?? BAC,
  });
  return { ...v, session, actor: session.actor };
}

/** Puts the chips on the areas and deals, once the table is betting (the port's answer not waited for). */
async function place(actor: BaccaratActor, bets: Bets): Promise<void> {
  await settled(actor);
  deal(actor, bets);
}

function deal(actor: BaccaratActor, bets: Bets): void {
  for (const area of ['player', 'banker', 'tie'] as const) {
    if (bets[area] === 0) continue;
    actor.send({ type: 'chip.select', value: bets[area] });
    actor.send({ type: 'bet.place', area });
  }
  actor.send({ type: 'round.deal' });
}

const BETS: Bets = { player: 0, banker: 500, tie: 100 };

describe('baccarat session', () => {
  it('plays a round through the table: staked, paid and recorded once with both hands; the lobby hears it in order', async () => {
    const seed = 'bac-session-1';
    const { calls, reporter } = recordingReporter();
    const t = open(new MemoryStorage(), seed, { reporter });
    await place(t.actor, BETS);
    expect(await settled(t.actor)).toBe('dealing');
    const [expected] = replayBaccarat(BAC, new SeededRng(seed), [BETS], START);
    // The cards are on show; the win is not in the balance the table shows until the payout.
    expect(t.actor.getSnapshot().context.balance).toBe(START - 600);
    expect(t.bank.balance()).toBe(expected!.balance);
    expect(t.actor.getSnapshot().context.round?.view.tableau).toEqual(expected!.tableau);
    await playOut(t.actor);

    const round = t.history.list('baccarat');
    expect(round).toHaveLength(1);
    expect(round[0]).toMatchObject({
      status: 'complete',
      table: BAC,
      wagers: [
        { bet: 'banker', amount: 500 },
        { bet: 'tie', amount: 100 },
      ],
      staked: 600,
      returned: expected!.settlement.returned,
      detail: { player: expected!.tableau.player, banker: expected!.tableau.banker },
      balanceBefore: START,
      balanceAfter: expected!.balance,
    });
    expect(sumOf(round[0]!.wins)).toBe(expected!.settlement.returned);
    expect(t.bank.balance()).toBe(expected!.balance);
    expect(t.actor.getSnapshot().context.balance).toBe(expected!.balance);
    expect(t.bank.reconcile().ok).toBe(true);
    const id = round[0]!.roundId;
    expect(calls).toEqual([
      ['balance', START],
      ['started', { roundId: id, staked: 600, balance: START - 600 }],
      ['balance', START - 600],
      ...(expected!.balance === START - 600 ? [] : [['balance', expected!.balance]]),
      ['ended', { roundId: id, staked: 600, returned: expected!.settlement.returned, balance: expected!.balance }],
    ]);
    t.session.stop();
  });

  it('plays ten rounds in a row: each one paid as the engine deals it, the roads and history grow one by one', async () => {
    const seed = 'bac-ten';
    const t = open(new MemoryStorage(), seed);
    const rounds: Bets[] = Array.from({ length: 10 }, (_, i) => ({
      player: i % 2 ? 1_000 : 0,
      banker: i % 2 ? 0 : 500,
      tie: i % 3 === 0 ? 50 : 0,
    }));
    const expected = replayBaccarat(BAC, new SeededRng(seed), rounds, START);
    for (const [i, bets] of rounds.entries()) {
      await place(t.actor, bets);
      await playOut(t.actor);
      expect(t.bank.balance()).toBe(expected[i]?.balance);
      expect(t.actor.getSnapshot().context.history).toHaveLength(i + 1);
    }
    expect(t.history.list('baccarat').map((r) => r.balanceAfter)).toEqual(expected.map((r) => r.balance).reverse());
    expect(t.bank.reconcile().ok).toBe(true);
    t.session.stop();
  });

  it.each([
    ['its saved snapshot, on the cards, before the payout', 'snapshot'],
    ['nothing when the slot is missing: back to betting, the round already paid and in history', 'missing'],
  ] as const)('a session reopened mid-round resumes from %s', async (_, mode) => {
    const seed = 'bac-session-2';
    const storage = new MemoryStorage();
    const first = open(storage, seed);
    await place(first.actor, { player: 1_000, banker: 0, tie: 0 });
    expect(await settled(first.actor)).toBe('dealing');
    const dealt = first.actor.getSnapshot().context.round;
    first.session.stop();
    if (mode === 'missing') storage.removeItem(SLOTS_KEY);

    const [expected] = replayBaccarat(BAC, new SeededRng(seed), [{ player: 1_000, banker: 0, tie: 0 }], START);
    const { calls, reporter } = recordingReporter();
    const second = open(storage, 'another-seed', { reporter });
    expect(second.session.resumed).toBe(mode === 'snapshot');
    expect(await settled(second.actor)).toBe(mode === 'snapshot' ? 'dealing' : 'betting');
    expect(second.bank.balance()).toBe(expected!.balance);
    if (mode === 'snapshot') {
      expect(second.actor.getSnapshot().context.round).toEqual(dealt);
      expect(second.actor.getSnapshot().context.round?.view.tableau).toEqual(expected!.tableau);
      expect(second.actor.getSnapshot().context.balance).toBe(START - 1_000);
      await playOut(second.actor);
      expect(calls.at(-1)).toEqual([
        'ended',
        { roundId: dealt?.roundId, staked: 1_000, returned: expected!.settlement.returned, balance: expected!.balance },
      ]);
    }
    expect(second.actor.getSnapshot().context.balance).toBe(expected!.balance);
    expect(second.history.list('baccarat')).toEqual([
      expect.objectContaining({ roundId: dealt?.roundId, staked: 1_000, balanceAfter: expected!.balance }),
    ]);
    expect(second.bank.reconcile().ok).toBe(true);
    second.session.stop();
  });

  it('a reload while the deal is on its way: the resumed table asks again and gets the same round, staked once', async () => {
    const seed = 'bac-flight';
    const storage = new MemoryStorage();
    const first = open(storage, seed);
    await settled(first.actor);
    deal(first.actor, BETS);
    expect(phaseOf(first.actor.getSnapshot())).toBe('opening');
    first.session.stop();
    const second = open(storage, 'reload');
    expect(second.session.resumed).toBe(true);
    expect(await settled(second.actor)).toBe('dealing');
    const [expected] = replayBaccarat(BAC, new SeededRng(seed), [BETS], START);
    expect(second.actor.getSnapshot().context.round?.view.tableau).toEqual(expected!.tableau);
    await playOut(second.actor);
    expect(second.bank.balance()).toBe(expected!.balance);
    expect(second.history.list('baccarat')).toHaveLength(1);
    expect(second.bank.reconcile().ok).toBe(true);
    second.session.stop();
  });

  it('the roads come back with their table between visits; another table starts its own', async () => {
    const storage = new MemoryStorage();
    const first = open(storage, 'roads');
    for (let i = 0; i < 3; i++) {
      await place(first.actor, { player: 100, banker: 0, tie: 0 });
      await playOut(first.actor);
    }
    first.session.stop();
    const again = open(storage, 'roads-2');
    expect(again.session.resumed).toBe(true);
    expect(again.actor.getSnapshot().context.history).toHaveLength(3);
    expect(again.actor.getSnapshot().context.lastBets).toEqual({ player: 100, banker: 0, tie: 0 });
    again.session.stop();
    const other = open(storage, 'roads-3', { table: 'baccarat-6deck' });
    expect(other.session.resumed).toBe(false);
    expect(other.actor.getSnapshot().context.history).toEqual([]);
    expect(other.actor.getSnapshot().context.rules.decks).toBe(6);
    other.session.stop();
  });

  it('a table saved by an older build with 500 rounds of history opens trimmed to whole columns, and saves that', async () => {
    const storage = new MemoryStorage();
    const first = open(storage, 'old-roads');
    await place(first.actor, { player: 100, banker: 0, tie: 0 });
    await playOut(first.actor);
    first.session.stop();
    // The previous build kept up to 500 rounds (slice(-500)): such a slot, as it would be saved.
    const saved = JSON.parse(storage.getItem(SLOTS_KEY) ?? '');
    const played = saved.data.baccarat.snapshot.context.history[0];
    const old = Array.from({ length: 500 }, (_, i) => ({ ...played, playerTotal: i % 10 }));
    saved.data.baccarat.snapshot.context.history = old;
    storage.setItem(SLOTS_KEY, JSON.stringify(saved));

    const warn = vi.spyOn(console, 'warn');
    const again = open(storage, 'old-roads-2');
    expect(again.session.resumed).toBe(true);
    expect(again.actor.getSnapshot().context.history).toEqual(old.slice(144));
    expect(JSON.parse(storage.getItem(SLOTS_KEY) ?? '').data.baccarat.snapshot.context.history).toHaveLength(356);
    expect(warn).not.toHaveBeenCalled();
    // The table plays on from there: one more round, still within the bound.
    await place(again.actor, { player: 100, banker: 0, tie: 0 });
    await playOut(again.actor);
    expect(again.actor.getSnapshot().context.history).toHaveLength(357);
    again.session.stop();
  });

  it('a deal over the balance is refused at the table with its code, and no money moves', async () => {
    const storage = new MemoryStorage();
    const v = visit(storage, 300);
    const session = openBaccaratSession({
      ...demoTable(v, new SeededRng('poor')),
      reporter: null,
      table: BAC,
    });
    await settled(session.actor);
    session.actor.send({ type: 'chip.select', value: 500 });
    session.actor.send({ type: 'bet.place', area: 'player' });
    expect(session.actor.getSnapshot().context.notice).toMatchObject({ code: 'bet.overBalance' });
    session.actor.send({ type: 'round.deal' });
    expect(await settled(session.actor)).toBe('betting');
    expect(v.bank.balance()).toBe(300);
    expect(v.history.list('baccarat')).toEqual([]);
    session.stop();
  });
});
