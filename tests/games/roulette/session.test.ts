/**
 * The roulette session over the real platform stores: a spin played through the table is staked,
 * paid and recorded once with the number and figures the engine settles for the same seed; the
 * lobby hears it start, move the balance and end; a session reopened mid-spin resumes the same
 * number from its snapshot; a reload while the spin is on its way takes the stake once.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/engine/shared/rng';
import { openRouletteSession } from '../../../src/games/roulette/session';
import type { RouletteBet } from '../../../src/machines/roulette/port';
import type { RouletteActor } from '../../../src/machines/roulette.machine';
import { phaseOf } from '../../../src/machines/table/context';
import type { RoundReporter } from '../../../src/platform/round-bridge';
import { MemoryStorage } from '../../../src/platform/storage';
import { demoTable, playOut, recordingReporter, replayRoulette, SLOTS_KEY, settled, sumOf, visit } from '../support';

const START = 100_000;
const TABLE = 'roulette-european';

function open(storage: MemoryStorage, seed: string, reporter: RoundReporter | null = null) {
  const v = visit(storage, START);
  const session = openRouletteSession({
    ...demoTable(v, new SeededRng(seed)),
    reporter,
    table: TABLE,
  });
  return { ...v, session, actor: session.actor };
}

/** Places the bets and spins once the table is betting (the port's answer not waited for). */
async function spin(actor: RouletteActor, bets: readonly RouletteBet[]): Promise<void> {
  await settled(actor);
  place(actor, bets);
}

function place(actor: RouletteActor, bets: readonly RouletteBet[]): void {
  for (const b of bets) actor.send({ type: 'bet.place', bet: b.bet, amount: b.amount });
  actor.send({ type: 'spin.start' });
}

const BETS: RouletteBet[] = [
  { bet: 'red', amount: 500 },
  { bet: 'straight:17', amount: 100 },
  { bet: 'voisins', amount: 90 },
];

describe('roulette session', () => {
  it('plays a spin through the table: staked, paid and recorded once with its number; the lobby hears it in order', async () => {
    const seed = 'rou-session-1';
    const { calls, reporter } = recordingReporter();
    const t = open(new MemoryStorage(), seed, reporter);
    await spin(t.actor, BETS);
    expect(await settled(t.actor)).toBe('spinning');
    const [expected] = replayRoulette(new SeededRng(seed), [BETS], START);
    expect(t.actor.getSnapshot().context.round?.view.spin.number).toBe(expected!.number);
    expect(t.actor.getSnapshot().context.balance).toBe(START - 690);
    await playOut(t.actor);

    const rounds = t.history.list('roulette');
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({
      status: 'complete',
      table: TABLE,
      wagers: BETS,
      detail: { number: expected!.number },
      staked: 690,
      returned: expected!.returned,
      balanceBefore: START,
      balanceAfter: expected!.balance,
    });
    expect(sumOf(rounds[0]!.wins)).toBe(expected!.returned);
    expect(t.bank.balance()).toBe(expected!.balance);
    expect(t.actor.getSnapshot().context.balance).toBe(expected!.balance);
    expect(t.bank.reconcile().ok).toBe(true);
    const id = rounds[0]!.roundId;
    expect(calls).toEqual([
      ['balance', START],
      ['started', { roundId: id, staked: 690, balance: START - 690 }],
      ['balance', START - 690],
      ...(expected!.returned > 0 ? [['balance', expected!.balance]] : []),
      ['ended', { roundId: id, staked: 690, returned: expected!.returned, balance: expected!.balance }],
    ]);
    t.session.stop();
  });

  it('twenty spins in a row pay what the engine settles, and the statistics come back with the table', async () => {
    const seed = 'rou-twenty';
    const storage = new MemoryStorage();
    const t = open(storage, seed);
    const spins: RouletteBet[][] = Array.from({ length: 20 }, (_, i) => [
      { bet: i % 2 ? 'black' : 'red', amount: 100 },
      { bet: `dozen:${1 + (i % 3)}`, amount: 50 },
    ]);
    const expected = replayRoulette(new SeededRng(seed), spins, START);
    for (const [i, bets] of spins.entries()) {
      await spin(t.actor, bets);
      await playOut(t.actor);
      expect(t.bank.balance()).toBe(expected[i]?.balance);
    }
    expect(t.bank.reconcile().ok).toBe(true);
    const stats = t.actor.getSnapshot().context.stats;
    t.session.stop();
    const again = open(storage, 'again');
    expect(again.session.resumed).toBe(true);
    expect(again.actor.getSnapshot().context.stats).toEqual(stats);
    expect(again.history.list('roulette')).toHaveLength(10);
    again.session.stop();
  });

  it.each([
    ['its saved snapshot: the same number, the win paid on the payout', 'snapshot'],
    ['nothing when the slot is missing: back to betting, the spin already paid and in history', 'missing'],
  ] as const)('a session reopened mid-spin resumes from %s', async (_, mode) => {
    const seed = 'rou-session-2';
    const storage = new MemoryStorage();
    const first = open(storage, seed);
    await spin(first.actor, BETS);
    expect(await settled(first.actor)).toBe('spinning');
    const round = first.actor.getSnapshot().context.round;
    first.session.stop();
    if (mode === 'missing') storage.removeItem(SLOTS_KEY);

    const [expected] = replayRoulette(new SeededRng(seed), [BETS], START);
    const second = open(storage, 'reload');
    expect(second.session.resumed).toBe(mode === 'snapshot');
    expect(second.bank.balance()).toBe(expected!.balance);
    if (mode === 'snapshot') {
      expect(await settled(second.actor)).toBe('spinning');
      expect(second.actor.getSnapshot().context.round).toEqual(round);
      expect(second.actor.getSnapshot().context.balance).toBe(START - 690);
      await playOut(second.actor);
    } else {
      expect(await settled(second.actor)).toBe('betting');
    }
    expect(second.actor.getSnapshot().context.balance).toBe(expected!.balance);
    expect(second.history.list('roulette')).toEqual([
      expect.objectContaining({ roundId: round?.roundId, detail: { number: expected!.number } }),
    ]);
    expect(second.bank.reconcile().ok).toBe(true);
    second.session.stop();
  });

  it('a reload while the spin is on its way: the resumed table asks again and gets the same number, staked once', async () => {
    const seed = 'rou-flight';
    const storage = new MemoryStorage();
    const first = open(storage, seed);
    await settled(first.actor);
    place(first.actor, BETS);
    expect(phaseOf(first.actor.getSnapshot())).toBe('opening');
    first.session.stop();
    const second = open(storage, 'reload');
    expect(second.session.resumed).toBe(true);
    expect(await settled(second.actor)).toBe('spinning');
    const [expected] = replayRoulette(new SeededRng(seed), [BETS], START);
    expect(second.actor.getSnapshot().context.round?.view.spin.number).toBe(expected!.number);
    await playOut(second.actor);
    expect(second.bank.balance()).toBe(expected!.balance);
    expect(second.history.list('roulette')).toHaveLength(1);
    expect(second.bank.reconcile().ok).toBe(true);
    second.session.stop();
  });

  it('a rebuy between spins reaches the table through wallet.balance, and the lobby hears it', async () => {
    const storage = new MemoryStorage();
    const { calls, reporter } = recordingReporter();
    const t = open(storage, 'rebuy-between', reporter);
    const bets = [{ bet: 'straight:0', amount: 10_000 }];
    const [expected] = replayRoulette(new SeededRng('rebuy-between'), [bets], START);
    expect(expected!.returned).toBe(0); // the seed's first number is not 0
    await spin(t.actor, bets);
    await playOut(t.actor);
    expect(t.bank.rebuy()).toEqual({ ok: true, balance: START, added: 10_000 });
    // What the view does on the bank's change (view/kit/table/game-module.ts); the session tells the lobby.
    t.actor.send({ type: 'wallet.balance', balance: t.bank.balance() });
    expect(t.actor.getSnapshot().context.balance).toBe(START);
    expect(calls.slice(-2)).toEqual([
      ['ended', expect.objectContaining({ balance: START - 10_000 })],
      ['balance', START],
    ]);
    expect(t.bank.reconcile().ok).toBe(true);
    t.session.stop();
  });
});
