/**
 * A table session on the play clock (TableOptions.clock), paused as the lobby's `pause` or a
 * hidden tab pauses it: a spin whose port call was on its way settles (the money moves), but its
 * stage timer does not run out however long the pause, and the lobby hears nothing until play
 * resumes; then the round is reported in order and plays to its end, reported once.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { SeededRng } from '../../../src/engine/shared/rng';
import { openRouletteSession } from '../../../src/games/roulette/session';
import { phaseOf } from '../../../src/machines/table/context';
import { PlayClock } from '../../../src/platform/play-clock';
import { MemoryStorage } from '../../../src/platform/storage';
import { demoTable, recordingReporter, replayRoulette, settled, visit } from '../support';

const START = 100_000;
const BETS = [{ bet: 'red', amount: 500 }];
/** The stage timer: short, so a pause far longer than it proves it stopped. */
const TIMEOUT = 40;

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('a paused table session', () => {
  it('holds its round: the stage timer waits out the pause and the lobby hears the round on resume', async () => {
    const seed = 'rou-paused';
    const clock = new PlayClock();
    const { calls, reporter } = recordingReporter();
    const v = visit(new MemoryStorage(), START);
    const session = openRouletteSession({
      ...demoTable(v, new SeededRng(seed)),
      reporter,
      table: 'roulette-european',
      animationTimeout: TIMEOUT,
      clock,
    });
    const actor = session.actor;
    expect(await settled(actor)).toBe('betting');
    expect(calls).toEqual([['balance', START]]);

    for (const b of BETS) actor.send({ type: 'bet.place', bet: b.bet, amount: b.amount });
    actor.send({ type: 'spin.start' });
    clock.pause(); // the spin's port call is on its way
    expect(await settled(actor)).toBe('spinning');
    const [expected] = replayRoulette(new SeededRng(seed), [BETS], START);
    expect(v.bank.balance()).toBe(expected!.balance); // the port settled the money silently

    await wait(TIMEOUT * 8);
    expect(phaseOf(actor.getSnapshot())).toBe('spinning');
    expect(calls).toEqual([['balance', START]]);

    clock.resume();
    const roundId = actor.getSnapshot().context.round?.roundId;
    expect(calls).toEqual([
      ['balance', START],
      ['started', { roundId, staked: 500, balance: START - 500 }],
      ['balance', START - 500],
    ]);
    // No view answers: each stage ends on its timer, now that play goes on.
    await waitFor(actor, (s) => s.matches('betting'), { timeout: 2_000 });
    expect(calls.filter(([kind]) => kind === 'ended')).toEqual([
      ['ended', { roundId, staked: 500, returned: expected!.returned, balance: expected!.balance }],
    ]);
    session.stop();
  });
});
