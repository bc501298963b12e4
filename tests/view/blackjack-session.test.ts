/**
 * The blackjack session over the real platform stores: a round played through the machine is
 * journaled, paid once, and recorded in history with its wagers, wins and cards; a session
 * reopened in the middle of a round (a reload) resumes it with the same cards.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { SeededRng } from '../../src/engine/shared/rng';
import type { BlackjackActor } from '../../src/machines/blackjack.machine';
import { openDemoMoney } from '../../src/platform/demo-money';
import { MemoryStorage } from '../../src/platform/storage';
import { openBlackjackSession } from '../../src/view/blackjack/session';

const START = 100_000;
const phase = (a: BlackjackActor) => {
  const v = a.getSnapshot().value;
  return typeof v === 'string' ? v : Object.keys(v)[0];
};

function open(storage: MemoryStorage, seed: string) {
  let now = 1_700_000_000_000;
  const money = openDemoMoney({ storage, currency: 'EUR', startingBalance: START, clock: () => now++ });
  const session = openBlackjackSession({ journal: money.journal, table: 'bj-h17-8deck', rng: new SeededRng(seed) });
  return { ...money, session };
}

/** Answers the table's animation steps at once; stands on every hand; declines insurance. */
async function playOut(actor: BlackjackActor): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const p = phase(actor);
    if (p === 'betting') return;
    if (p === 'dealing' || p === 'resolving' || p === 'dealerTurn' || p === 'payout') actor.send({ type: 'anim.done' });
    else if (p === 'insurance') actor.send({ type: 'insurance.decline' });
    else if (p === 'playerTurn') actor.send({ type: 'player.stand' });
    await waitFor(actor, (s) => s.value !== p || phase(actor) === 'betting', { timeout: 1000 }).catch(() => undefined);
  }
  throw new Error(`round did not end (phase ${phase(actor)})`);
}

async function deal(actor: BlackjackActor, amount: number): Promise<void> {
  actor.send({ type: 'chip.select', value: amount });
  actor.send({ type: 'bet.place', seat: 1 });
  actor.send({ type: 'round.deal' });
  await waitFor(actor, (s) => s.value !== 'debiting' && s.value !== 'betting', { timeout: 1000 });
}

describe('blackjack session', () => {
  it('journals a round, pays it once and records it in history with its cards', async () => {
    const { session, wallet, history, journal } = open(new MemoryStorage(), 'session-1');
    await deal(session.actor, 2500);
    expect(wallet.balance()).toBe(START - 2500);
    expect(journal.busy()).toBe(true);
    await playOut(session.actor);
    const round = history.list('blackjack')[0];
    expect(round).toBeDefined();
    const staked = round!.wagers.reduce((s, w) => s + w.amount, 0);
    const returned = round!.wins.reduce((s, w) => s + w.amount, 0);
    expect(staked).toBe(round!.staked);
    expect(returned).toBe(round!.returned);
    expect(round!.balanceBefore).toBe(START);
    expect(round!.balanceAfter).toBe(START - staked + returned);
    expect(wallet.balance()).toBe(round!.balanceAfter);
    const detail = round!.detail as { dealer: string[]; hands: { cards: string[] }[] };
    expect(detail.dealer.length).toBeGreaterThanOrEqual(2);
    expect(detail.hands[0]!.cards.length).toBeGreaterThanOrEqual(2);
    expect(journal.busy()).toBe(false);
    session.stop();
  });

  it('a session reopened mid-round resumes the same cards and settles the round once', async () => {
    const storage = new MemoryStorage();
    const first = open(storage, 'session-2');
    await deal(first.session.actor, 2500);
    first.session.actor.send({ type: 'anim.done' });
    await waitFor(first.session.actor, (s) => s.value !== 'dealing', { timeout: 1000 });
    const before = first.session.actor.getSnapshot().context.round;
    first.session.stop();

    const second = open(storage, 'session-2');
    expect(second.session.resumed).toBe(true);
    const resumed = second.session.actor.getSnapshot().context.round;
    expect(resumed?.seats).toEqual(before?.seats);
    expect(resumed?.dealer.cards).toEqual(before?.dealer.cards);
    expect(second.wallet.balance()).toBe(START - 2500);
    await playOut(second.session.actor);
    const rounds = second.history.list('blackjack');
    expect(rounds).toHaveLength(1);
    expect(second.wallet.balance()).toBe(START - rounds[0]!.staked + rounds[0]!.returned);
    second.session.stop();
  });

  it('bj-classic with computer players: history and the wallet hold only the player’s seat', async () => {
    let now = 1_700_000_000_000;
    const storage = new MemoryStorage();
    const money = openDemoMoney({ storage, currency: 'EUR', startingBalance: START, clock: () => now++ });
    const open = (computerPlayers: boolean) =>
      openBlackjackSession({
        journal: money.journal,
        table: 'bj-classic',
        rng: new SeededRng('robots'),
        computerPlayers,
        robotDelay: 0,
      });
    const session = open(true);
    expect(session.robots).toBe(2);
    for (let n = 0; n < 5; n++) {
      const before = money.wallet.balance();
      await deal(session.actor, 500);
      await playOut(session.actor);
      const round = session.actor.getSnapshot().context.round!;
      expect(round.seats.map((s) => s.seat)).toEqual([1, 2, 3]);
      const record = money.history.list('blackjack')[0]!;
      expect(record.wagers.every((w) => w.bet.endsWith(':1'))).toBe(true);
      expect(record.wins.every((w) => w.bet.endsWith(':1'))).toBe(true);
      const staked = record.wagers.reduce((s, w) => s + w.amount, 0);
      const returned = record.wins.reduce((s, w) => s + w.amount, 0);
      expect(money.wallet.balance()).toBe(before - staked + returned);
      expect(record.balanceAfter).toBe(money.wallet.balance());
    }
    session.stop();
    // the setting applies from the next table opened: off, the saved table is not resumed with robots
    const without = open(false);
    expect(without.robots).toBe(0);
    expect(without.actor.getSnapshot().context.robots).toBe(0);
    without.stop();
  });
});
