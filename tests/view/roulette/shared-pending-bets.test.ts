/**
 * The player's chips for a shared window (view/roulette/shared/pending-bets.ts) and their way to the
 * server (bet-sender.ts): every placement, UNDO, CLEAR, REBET and DOUBLE gives the whole bet the
 * server takes (one entry per bet id, amounts summed, in the order first placed; an empty one
 * withdraws); the engine's limits and the balance refuse before anything is sent; a new window
 * starts afresh with what the server holds (a reload's chips come back); a refusal goes back to
 * what the server last took; one call travels at a time and the newest set follows it.
 */
import { describe, expect, it } from 'vitest';
import { rouletteTable } from '../../../src/engine/roulette/rules';
import { BetSender, type SendOutcome } from '../../../src/view/roulette/shared/bet-sender';
import { PendingBets, placementsOf, wireOf } from '../../../src/view/roulette/shared/pending-bets';

const RULES = rouletteTable('roulette-european');
const PLENTY = 1_000_000;

function fresh(round = 'r1', held: unknown = null): PendingBets {
  const p = new PendingBets(RULES);
  p.follow(round, held);
  return p;
}

describe('the whole bet the server takes', () => {
  it('each chip adds to the set: one entry per bet id, summed, in the order first placed', () => {
    const p = fresh();
    expect(p.place('red', 100, PLENTY)).toBeNull();
    expect(p.place('straight:17', 10, PLENTY)).toBeNull();
    expect(p.place('red', 50, PLENTY)).toBeNull();
    // an announced bet takes one chip on each of its pieces, as at the solo table
    expect(p.place('voisins', 10, PLENTY)).toBeNull();
    expect(p.place('neighbours:17', 10, PLENTY)).toBeNull();
    expect(p.wire()).toEqual([
      { bet: 'red', amount: 150 },
      { bet: 'straight:17', amount: 10 },
      { bet: 'voisins', amount: 90 },
      { bet: 'neighbours:17', amount: 50 },
    ]);
    expect(p.total).toBe(300);
  });

  it('UNDO takes back the last action only, CLEAR all of them: the reduced set, empty to withdraw', () => {
    const p = fresh();
    p.place('red', 100, PLENTY);
    p.place('dozen:2', 50, PLENTY);
    p.place('red', 10, PLENTY);
    expect(p.undo()).toBeNull();
    expect(p.wire()).toEqual([
      { bet: 'red', amount: 100 },
      { bet: 'dozen:2', amount: 50 },
    ]);
    expect(p.clear()).toBeNull();
    expect(p.wire()).toEqual([]);
    expect(p.empty).toBe(true);
    expect(p.undo()).toEqual({ code: 'bet.nothing', action: 'undo' });
    expect(p.clear()).toEqual({ code: 'bet.nothing', action: 'clear' });
  });

  it('DOUBLE doubles the set as one action; REBET places the last window’s bets that played', () => {
    const p = fresh();
    expect(p.moves(PLENTY)).toEqual({ undo: false, clear: false, rebet: false, double: false });
    p.place('red', 100, PLENTY);
    expect(p.double(PLENTY)).toBeNull();
    expect(p.wire()).toEqual([{ bet: 'red', amount: 200 }]);
    expect(p.undo()).toBeNull();
    expect(p.wire()).toEqual([{ bet: 'red', amount: 100 }]);
    expect(p.rebet(PLENTY)).toEqual({ code: 'bet.noPrevious' });
    // the window closes with what the server holds; the next window offers it again
    p.played([
      { bet: 'odd', amount: 40 },
      { bet: 'straight:0', amount: 10 },
    ]);
    p.follow('r2', null);
    expect(p.empty).toBe(true);
    expect(p.moves(PLENTY).rebet).toBe(true);
    expect(p.rebet(PLENTY)).toBeNull();
    expect(p.wire()).toEqual([
      { bet: 'odd', amount: 40 },
      { bet: 'straight:0', amount: 10 },
    ]);
  });

  it('the engine’s limits and what the player can stake refuse a chip before anything is sent', () => {
    const p = fresh();
    expect(p.place('red', 5, PLENTY)).toMatchObject({ code: 'bet.belowMin' });
    expect(p.place('straight:17', 10_010, PLENTY)).toMatchObject({ code: 'bet.overMax' });
    expect(p.place('voisins', 5, PLENTY)).toMatchObject({ code: 'bet.belowMin' });
    expect(p.place('neighbours:40', 10, PLENTY)).toMatchObject({ code: 'bet.unknown' });
    expect(p.place('red', 500, 400)).toMatchObject({ code: 'bet.overBalance' });
    expect(p.wire()).toEqual([]);
    p.place('red', 300, 400);
    expect(p.double(400)).toMatchObject({ code: 'bet.overBalance' });
    expect(p.moves(400)).toEqual({ undo: true, clear: true, rebet: false, double: false });
  });

  it('a new window starts afresh with what the server holds; the same window keeps the chips', () => {
    const p = fresh('r1', [
      { bet: 'red', amount: 100 },
      { bet: 'red', amount: 20 },
      { bet: 'bogus', amount: 5 },
    ]);
    expect(p.wire()).toEqual([{ bet: 'red', amount: 120 }]);
    p.place('odd', 10, PLENTY);
    expect(p.follow('r1', null)).toBe(false);
    expect(p.total).toBe(130);
    expect(p.follow('r2', null)).toBe(true);
    expect(p.window).toBe('r2');
    expect(p.wire()).toEqual([]);
  });

  it('a refusal goes back to the set the server last took', () => {
    const p = fresh();
    p.place('red', 100, PLENTY);
    p.confirm(p.current);
    p.place('black', 100, PLENTY);
    p.revert();
    expect(p.wire()).toEqual([{ bet: 'red', amount: 100 }]);
    // undo still takes back exactly the chip the server holds
    expect(p.undo()).toBeNull();
    expect(p.wire()).toEqual([]);
  });

  it('reads a whole bet as the server holds it, and writes it back the same', () => {
    const held = [
      { bet: 'split:1-2', amount: 20 },
      { bet: 'tiers', amount: 60 },
    ];
    expect(wireOf({ actions: [placementsOf(held)] })).toEqual(held);
    expect(placementsOf('nonsense')).toEqual([]);
  });
});

describe('sending the whole bet', () => {
  /** A server whose answers the test releases one by one. */
  function server(answers: boolean[]) {
    const calls: string[] = [];
    const release: (() => void)[] = [];
    const outcomes: SendOutcome<string>[] = [];
    const sender = new BetSender<string>(
      (value) =>
        new Promise<boolean>((resolve) => {
          calls.push(value);
          const ok = answers.shift() ?? true;
          release.push(() => resolve(ok));
        }),
      (o) => outcomes.push(o),
    );
    const answer = async () => {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    };
    return { sender, calls, outcomes, answer };
  }

  it('one call at a time; what changed meanwhile goes once, as the newest set', async () => {
    const { sender, calls, outcomes, answer } = server([true, true]);
    sender.send('a');
    sender.send('b');
    sender.send('c');
    expect(calls).toEqual(['a']);
    expect(sender.busy).toBe(true);
    await answer();
    expect(calls).toEqual(['a', 'c']);
    expect(outcomes).toEqual([{ sent: 'a', ok: true, last: false }]);
    await answer();
    expect(outcomes.at(-1)).toEqual({ sent: 'c', ok: true, last: true });
    expect(sender.busy).toBe(false);
  });

  it('a refusal is the last word only when nothing newer follows; a set for a window gone is dropped', async () => {
    const { sender, calls, outcomes, answer } = server([false, false]);
    sender.send('a');
    sender.send('b');
    await answer();
    expect(outcomes[0]).toEqual({ sent: 'a', ok: false, last: false });
    await answer();
    expect(outcomes[1]).toEqual({ sent: 'b', ok: false, last: true });
    sender.send('c');
    sender.send('d');
    sender.drop();
    await answer();
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(outcomes.at(-1)).toMatchObject({ sent: 'c', last: true });
  });
});
