import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { recommendMove, strategyFor } from '../../src/engine/blackjack/advice';
import { decide, type RoundState, startRound, tableRules } from '../../src/engine/blackjack/index';
import { SeededRng } from '../../src/engine/shared/rng';
import { createShoe, stackedShoe } from '../../src/engine/shared/shoe';
import { playerReturned, playerStaked, robotBets, robotsFor, robotTurn } from '../../src/machines/blackjack/robots';
import { tableView } from '../../src/machines/blackjack/view';
import {
  type BlackjackActor,
  blackjackMachine,
  persistBlackjack,
  resumeBlackjack,
} from '../../src/machines/blackjack.machine';
import { createMemoryWallet, type WalletPort } from '../../src/machines/ports';

/** A memory wallet that logs every debit and credit. */
function loggedWallet(start: number) {
  const inner = createMemoryWallet(start);
  const log: { kind: 'debit' | 'credit'; amount: number; roundId: string }[] = [];
  const wallet: WalletPort = {
    balance: () => inner.balance(),
    debit: (amount, roundId) => {
      log.push({ kind: 'debit', amount, roundId });
      return inner.debit(amount, roundId);
    },
    credit: (amount, roundId) => {
      log.push({ kind: 'credit', amount, roundId });
      return inner.credit(amount, roundId);
    },
  };
  return { wallet, log };
}

const phase = (a: BlackjackActor) => {
  const v = a.getSnapshot().value;
  return typeof v === 'string' ? v : Object.keys(v)[0]!;
};

/** One computer player's step: the round before it and after it. */
interface RobotStep {
  before: RoundState;
  after: RoundState;
}

/** Plays one round to the end: the player plays the hint, the computer players play themselves. */
async function playRound(actor: BlackjackActor, bet: number, robotSteps: RobotStep[] = []): Promise<RoundState> {
  actor.send({ type: 'bet.place', seat: 1, amount: bet });
  actor.send({ type: 'round.deal' });
  for (let i = 0; i < 200; i++) {
    await waitFor(actor, (s) => !s.matches('debiting') && !s.matches('staking') && !s.matches({ crediting: 'paying' }));
    const p = phase(actor);
    if (p === 'betting') return actor.getSnapshot().context.round as RoundState;
    if (p === 'insurance' || p === 'playerTurn') {
      const context = actor.getSnapshot().context;
      if (robotTurn(context) !== null) {
        const before = context.round as RoundState;
        await waitFor(actor, (s) => s.context.round !== before);
        robotSteps.push({ before, after: actor.getSnapshot().context.round as RoundState });
      } else {
        const move = tableView(actor.getSnapshot()).hint();
        actor.send({ type: move ?? 'player.stand' });
      }
    } else actor.send({ type: 'anim.done' });
  }
  throw new Error('the round did not end');
}

describe('computer players (bj-classic, two robots)', () => {
  const rules = tableRules('bj-classic');
  afterEach(() => {
    vi.useRealTimers();
  });

  it('bj-classic gets two when the setting is on; the other tables none', () => {
    expect(robotsFor('bj-classic', true)).toBe(2);
    expect(robotsFor('bj-classic', false)).toBe(0);
    for (const table of ['bj-european', 'bj-multiseat', 'bj-h17-8deck']) expect(robotsFor(table, true)).toBe(0);
    expect(robotBets(rules, 2)).toEqual([
      { seat: 2, main: 100, perfectPairs: 0 },
      { seat: 3, main: 500, perfectPairs: 0 },
    ]);
  });

  it('a stacked round: the wallet sees only the player’s stake and return', async () => {
    // seat 1: T 9; seat 2: T 2; seat 3: 5 6; dealer 9 8; then cards to draw
    const shoe = stackedShoe('TS TH 5C 9H 9D 2C 6D 8C 4S 3H 2D KC 7S 5H 4C 3D 2S QH'.split(' '));
    const { wallet, log } = loggedWallet(100_000);
    const actor = createActor(blackjackMachine, {
      input: { rules, wallet, rng: new SeededRng(1), shoe, robots: 2, robotDelay: 0 },
    });
    actor.start();
    const steps: RobotStep[] = [];
    const round = await playRound(actor, 1000, steps);
    expect(round.seats.map((s) => s.seat)).toEqual([1, 2, 3]);
    expect(round.seats[0]!.hands[0]!.cards).toEqual(['TS', '9D']);
    expect(round.seats[0]!.hands[0]!.returned).toBe(2000);
    expect(playerStaked(round, 1)).toBe(1000);
    expect(playerReturned(round, 1)).toBe(2000);
    expect(round.staked).toBeGreaterThan(1000 + 100 + 500 - 1);
    expect(log).toEqual([
      { kind: 'debit', amount: 1000, roundId: 'blackjack-1' },
      { kind: 'credit', amount: 2000, roundId: 'blackjack-1' },
    ]);
    expect(wallet.balance()).toBe(101_000);
    expect(actor.getSnapshot().context.balance).toBe(101_000);
    expect(steps.length).toBeGreaterThanOrEqual(2);
  });

  it('seeded rounds: every debit and credit is the player’s seat, and robots play the strategy', async () => {
    const { wallet, log } = loggedWallet(50_000);
    const actor = createActor(blackjackMachine, {
      input: { rules, wallet, rng: new SeededRng(7), robots: 2, robotDelay: 0 },
    });
    actor.start();
    const strategy = strategyFor(rules);
    for (let n = 1; n <= 30; n++) {
      const before = wallet.balance();
      const steps: RobotStep[] = [];
      const round = await playRound(actor, 500, steps);
      const mine = log.filter((e) => e.roundId === `blackjack-${n}`);
      const debited = mine.filter((e) => e.kind === 'debit').reduce((s, e) => s + e.amount, 0);
      const credited = mine.filter((e) => e.kind === 'credit').reduce((s, e) => s + e.amount, 0);
      expect(debited).toBe(playerStaked(round, 1));
      expect(credited).toBe(playerReturned(round, 1));
      expect(wallet.balance()).toBe(before - debited + credited);
      for (const { before: b, after } of steps) {
        expect(b.seats[b.turn!.seat]!.seat).toBeGreaterThan(1);
        const move = recommendMove(strategy, b)!;
        expect(move).not.toMatch(/:yes$/);
        expect(decide(b, move, new SeededRng(3)).state.seats).toEqual(after.seats);
      }
    }
  });

  it('the player’s events are refused while a computer player is to act; it acts after its delay', async () => {
    const shoe = stackedShoe('TS TH 5C 9H 9D 2C 6D 8C 4S 3H 2D KC 7S 5H 4C 3D 2S QH'.split(' '));
    vi.useFakeTimers();
    const actor = createActor(blackjackMachine, {
      input: { rules, wallet: createMemoryWallet(10_000), rng: new SeededRng(1), shoe, robots: 2, robotDelay: 900 },
    });
    actor.start();
    actor.send({ type: 'bet.place', seat: 1, amount: 1000 });
    actor.send({ type: 'round.deal' });
    await waitFor(actor, (s) => s.matches('dealing'));
    actor.send({ type: 'anim.done' });
    expect(phase(actor)).toBe('playerTurn');
    expect(robotTurn(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'player.stand' });
    actor.send({ type: 'anim.done' });
    expect(robotTurn(actor.getSnapshot().context)).toBe(2);
    const held = actor.getSnapshot();
    for (const type of ['player.hit', 'player.stand', 'player.double', 'player.surrender'] as const) {
      actor.send({ type });
    }
    expect(actor.getSnapshot().context.round).toBe(held.context.round);
    expect(tableView(actor.getSnapshot()).moves).toEqual([]);
    expect(tableView(actor.getSnapshot()).hint()).toBeNull();
    expect(tableView(actor.getSnapshot()).robotTurn).toBe(2);
    await vi.advanceTimersByTimeAsync(899);
    expect(actor.getSnapshot().context.round).toBe(held.context.round);
    await vi.advanceTimersByTimeAsync(1);
    expect(phase(actor)).toBe('resolving');
    const move = recommendMove(strategyFor(rules), held.context.round!)!;
    expect(actor.getSnapshot().context.round!.seats).toEqual(
      decide(held.context.round!, move, new SeededRng(3)).state.seats,
    );
    // the view's stake is the player's only
    expect(tableView(actor.getSnapshot()).round!.staked).toBe(1000);
  });

  it('a table saved while a computer player is to act resumes with its computer players', async () => {
    const shoe = stackedShoe('TS TH 5C 9H 9D 2C 6D 8C 4S 3H 2D KC 7S 5H 4C 3D 2S QH'.split(' '));
    vi.useFakeTimers();
    const wallet = createMemoryWallet(10_000);
    const actor = createActor(blackjackMachine, {
      input: { rules, wallet, rng: new SeededRng(1), shoe, robots: 2, robotDelay: 900 },
    });
    actor.start();
    actor.send({ type: 'bet.place', seat: 1, amount: 1000 });
    actor.send({ type: 'round.deal' });
    await waitFor(actor, (s) => s.matches('dealing'));
    actor.send({ type: 'anim.done' });
    actor.send({ type: 'player.stand' });
    actor.send({ type: 'anim.done' });
    expect(robotTurn(actor.getSnapshot().context)).toBe(2);
    const saved = JSON.parse(JSON.stringify(persistBlackjack(actor)));
    actor.stop();
    const again = createActor(blackjackMachine, resumeBlackjack(saved, { wallet, rng: new SeededRng(1) }));
    again.start();
    expect(again.getSnapshot().context.robots).toBe(2);
    expect(robotTurn(again.getSnapshot().context)).toBe(2);
    await vi.advanceTimersByTimeAsync(900);
    expect(phase(again)).toBe('resolving');
    again.stop();
  });

  it('a table without computer players deals as the engine does, and all returns are the player’s', async () => {
    const { wallet } = loggedWallet(50_000);
    const actor = createActor(blackjackMachine, { input: { rules, wallet, rng: new SeededRng(11) } });
    actor.start();
    expect(actor.getSnapshot().context.robots).toBe(0);
    const rng = new SeededRng(11);
    const shoe = createShoe(rules.decks, rules.shuffle, rng);
    const expected = startRound(rules, shoe, [{ seat: 1, main: 500, perfectPairs: 0 }], 50_000, rng).state;
    actor.send({ type: 'bet.place', seat: 1, amount: 500 });
    actor.send({ type: 'round.deal' });
    await waitFor(actor, (s) => s.matches('dealing'));
    expect(actor.getSnapshot().context.round).toEqual(expected);
    for (let n = 0; n < 20; n++) {
      const round = await playRound(actor, 500);
      expect(round.seats.map((s) => s.seat)).toEqual([1]);
      expect(playerStaked(round, 1)).toBe(round.staked);
      expect(playerReturned(round, 1)).toBe(round.returned);
    }
  });
});
