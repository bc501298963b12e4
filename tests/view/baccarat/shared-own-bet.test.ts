/**
 * The player's own bet at the shared baccarat table (view/baccarat/shared/own-bet.ts): every chip
 * shows at once and the whole bet goes to the server, chips tapped while a call is on its way go
 * together in the next one (in order, never two calls at once), a refusal takes the chips back to
 * what the server holds, a new window starts empty, and SAME BETS / REBET ×2 repeat the bet of
 * the last coup played.
 */
import { describe, expect, it } from 'vitest';
import type { Bets } from '../../../src/engine/baccarat/rules';
import { OwnBet } from '../../../src/view/baccarat/shared/own-bet';

const NONE = { player: 0, banker: 0, tie: 0 };

/** A server that answers when told to, holding what it accepted. */
function server() {
  const calls: Bets[] = [];
  const waiting: ((held: Bets | null) => void)[] = [];
  let changes = 0;
  const bet = new OwnBet({
    send: (bets) => {
      calls.push(bets);
      return new Promise((resolve) => waiting.push(resolve));
    },
    changed: () => {
      changes++;
    },
  });
  const answer = async (accept = true) => {
    const next = waiting.shift();
    if (!next) throw new Error('no call waits for an answer');
    next(accept ? (calls[calls.length - 1] as Bets) : null);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { bet, calls, answer, changes: () => changes, inFlight: () => waiting.length };
}

describe('the player’s own bet at a shared table', () => {
  it('shows each chip at once and sends the whole bet; chips tapped meanwhile go together next', async () => {
    const s = server();
    s.bet.follow('r1', NONE);
    s.bet.place('player', 100);
    expect(s.bet.shown).toEqual({ player: 100, banker: 0, tie: 0 });
    expect(s.calls).toEqual([{ player: 100, banker: 0, tie: 0 }]);
    s.bet.place('player', 100);
    s.bet.place('tie', 50);
    expect(s.inFlight()).toBe(1);
    expect(s.bet.candidates).toEqual([NONE, { player: 100, banker: 0, tie: 0 }, { player: 200, banker: 0, tie: 50 }]);
    await s.answer();
    expect(s.calls).toEqual([
      { player: 100, banker: 0, tie: 0 },
      { player: 200, banker: 0, tie: 50 },
    ]);
    await s.answer();
    expect(s.bet.confirmed).toEqual({ player: 200, banker: 0, tie: 50 });
    expect(s.bet.busy).toBe(false);
    expect(s.changes()).toBeGreaterThan(0);
  });

  it('takes the chips back to what the server holds when it refuses', async () => {
    const s = server();
    s.bet.follow('r1', NONE);
    s.bet.place('banker', 500);
    await s.answer();
    s.bet.place('banker', 500);
    expect(s.bet.shown.banker).toBe(1000);
    await s.answer(false);
    expect(s.bet.shown).toEqual({ player: 0, banker: 500, tie: 0 });
    expect(s.bet.busy).toBe(false);
  });

  it('undoes the last chip, takes an area’s last chip off, clears (an empty bet withdraws)', async () => {
    const s = server();
    s.bet.follow('r1', NONE);
    s.bet.place('player', 100);
    await s.answer();
    s.bet.place('tie', 50);
    await s.answer();
    s.bet.undo();
    await s.answer();
    expect(s.calls.at(-1)).toEqual({ player: 100, banker: 0, tie: 0 });
    expect(s.bet.takeOff('tie')).toBe(false);
    expect(s.bet.takeOff('player')).toBe(true);
    await s.answer();
    expect(s.calls.at(-1)).toEqual(NONE);
    s.bet.place('banker', 100);
    await s.answer();
    s.bet.clear();
    await s.answer();
    expect(s.calls.at(-1)).toEqual(NONE);
    expect(s.bet.shown).toEqual(NONE);
  });

  it('starts each window empty and repeats the last coup played, doubled on REBET ×2', async () => {
    const s = server();
    s.bet.follow('r1', NONE);
    s.bet.place('player', 100);
    s.bet.place('player', 100);
    await s.answer();
    await s.answer();
    s.bet.played();
    s.bet.follow('r2', NONE);
    expect(s.bet.shown).toEqual(NONE);
    expect(s.bet.last).toEqual({ player: 200, banker: 0, tie: 0 });
    s.bet.repeat(2);
    expect(s.calls.at(-1)).toEqual({ player: 400, banker: 0, tie: 0 });
    await s.answer();
    expect(s.bet.confirmed).toEqual({ player: 400, banker: 0, tie: 0 });
  });

  it('takes the server’s word for a bet it did not make here (a reload), never over chips on their way', async () => {
    const s = server();
    s.bet.follow('r1', { player: 300, banker: 0, tie: 0 });
    expect(s.bet.shown).toEqual({ player: 300, banker: 0, tie: 0 });
    s.bet.place('tie', 50);
    s.bet.follow('r1', { player: 300, banker: 0, tie: 0 });
    expect(s.bet.shown).toEqual({ player: 300, banker: 0, tie: 50 });
    // an answer to a window that has closed changes nothing in the next one
    s.bet.follow('r2', NONE);
    await s.answer();
    expect(s.bet.shown).toEqual(NONE);
    expect(s.bet.confirmed).toEqual(NONE);
  });
});
