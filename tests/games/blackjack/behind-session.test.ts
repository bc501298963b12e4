/**
 * A back bet through the whole blackjack session at bj-european (bank, history, lobby reporter):
 * its stake is taken with the round's, its match with the answer, and the lobby's roundStarted /
 * roundEnded and the history entry count it exactly once.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/engine/shared/rng';
import { stackedShoe } from '../../../src/engine/shared/shoe';
import { openBlackjackSession } from '../../../src/games/blackjack/session';
import { MemoryStorage } from '../../../src/platform/storage';
import { demoTable, playOut, recordingReporter, settled, sumOf, visit } from '../support';

const START = 100_000;
// Box 1 TS 8S = 18, box 4 6H 5C doubles against the 6D and draws 9D, box 5 TC 9C stands; the
// dealer draws TH 7H and busts.
const DOUBLES = ['TS', '6H', 'TC', '6D', '8S', '5C', '9C', '9D', 'TH', '7H'];

describe('bet behind in the blackjack session', () => {
  it('the back bet and its match are staked, paid, reported to the lobby and kept in history', async () => {
    const { calls, reporter } = recordingReporter();
    const v = visit(new MemoryStorage(), START);
    const session = openBlackjackSession({
      ...demoTable(v, new SeededRng('behind'), stackedShoe(DOUBLES)),
      reporter,
      table: 'bj-european',
      computerPlayers: true,
    });
    const { actor } = session;
    await settled(actor);
    actor.send({ type: 'bet.place', seat: 1, amount: 1000 });
    actor.send({ type: 'bet.place', seat: 4, spot: 'behind', amount: 1000 });
    actor.send({ type: 'round.deal' });
    const seen = await playOut(actor, (phase) =>
      phase === 'playerTurn' ? { type: 'player.stand' } : phase === 'behind' ? { type: 'behind.match' } : null,
    );
    expect(seen).toContain('behind');

    // Box 1: 1000 → 2000; back bet 1000 + its match 1000 → 4000.
    const final = START - 3000 + 6000;
    expect(v.bank.balance()).toBe(final);
    expect(v.bank.reconcile().ok).toBe(true);
    const [round] = v.history.list('blackjack');
    expect(round).toMatchObject({ staked: 3000, returned: 6000, balanceBefore: START, balanceAfter: final });
    expect(round?.wagers).toEqual([
      { bet: 'main:1', amount: 1000 },
      { bet: 'behind:4', amount: 2000 },
    ]);
    expect(sumOf(round?.wagers ?? [])).toBe(3000);
    expect(sumOf(round?.wins ?? [])).toBe(6000);
    const id = round?.roundId;
    expect(calls.filter(([kind]) => kind !== 'balance')).toEqual([
      ['started', { roundId: id, staked: 2000, balance: START - 2000 }],
      ['ended', { roundId: id, staked: 3000, returned: 6000, balance: final }],
    ]);
    session.stop();
  });
});
