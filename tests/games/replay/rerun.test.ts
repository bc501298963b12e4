/**
 * A recorded round dealt again by the engine reproduces the record's figures step by step (the
 * balance taken as stakes are made, paid once settled), or the replay refuses it as a mismatch:
 * a record whose staked, returned or balance after the engine does not reach, a decision the round
 * never asked for, a card too many or too few. Void and unreadable records are said as such.
 */
import { describe, expect, it } from 'vitest';
import { rerunBlackjack } from '../../../src/games/replay/blackjack-rerun';
import { ReplayProblem, readReplay } from '../../../src/games/replay/record';
import { rerunBaccarat, rerunRoulette } from '../../../src/games/replay/table-reruns';
import { BEFORE, baccaratAnswer, blackjackAnswer, rouletteAnswer, SPLIT_DOUBLE } from './records';

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ReplayProblem) return error.code;
    throw error;
  }
  return null;
};

describe('a replay’s re-run', () => {
  it('deals a split and two doubles again, step by step, to the recorded figures', () => {
    const answer = blackjackAnswer(SPLIT_DOUBLE);
    const record = readReplay(answer, 'r-1');
    const rerun = rerunBlackjack(record);
    expect(rerun.steps).toHaveLength(4);
    expect(rerun.steps[0]).toMatchObject({ status: 'open', staked: 500, balance: BEFORE - 500 });
    expect(rerun.steps[1]).toMatchObject({ status: 'open', staked: 1000, balance: BEFORE - 1000 });
    const last = rerun.steps[3];
    expect(last?.status).toBe('settled');
    expect(last?.staked).toBe(answer.round.staked);
    expect(last?.balance).toBe(answer.round.balanceAfter);
    expect(rerun.marks.map((m) => [m.decision, m.seat, m.hand])).toEqual([
      ['split', 1, 1],
      ['double', 1, 1],
      ['double', 1, 2],
    ]);
    // The hole card stays hidden in the dealt step's view, as the server's answer hides it.
    expect(rerun.steps[0]?.view.dealer.cards).toEqual(['6H', null]);
  });

  it('shows the live shoe’s fill, not the stacked shoe’s', () => {
    const answer = blackjackAnswer(SPLIT_DOUBLE);
    answer.round.fairness = { firstCard: 40 } as never;
    const rerun = rerunBlackjack(readReplay(answer, 'r-1'));
    expect(rerun.steps.at(-1)?.view.cardsLeft).toBe(8 * 52 - 40 - answer.round.cards.length);
  });

  it('refuses a record the engine does not reproduce', () => {
    const cases: [string, (a: ReturnType<typeof blackjackAnswer>) => void][] = [
      ['returned', (a) => (a.round.returned += 100)],
      ['staked', (a) => (a.round.staked -= 100)],
      ['a decision never asked', (a) => a.round.decisions.push('hit')],
      ['a decision missing', (a) => a.round.decisions.pop()],
      ['a card too many', (a) => a.round.cards.push('2S')],
      ['another card', (a) => (a.round.cards[2] = '9D')],
      ['an unknown card', (a) => (a.round.cards[0] = 'XX')],
    ];
    for (const [what, spoil] of cases) {
      const answer = blackjackAnswer(SPLIT_DOUBLE);
      spoil(answer);
      expect(
        problemOf(() => rerunBlackjack(readReplay(answer, 'r-1'))),
        what,
      ).toBe('replay-mismatch');
    }
  });

  it('ends on the recorded balance after, which other play between the round’s calls may have moved', () => {
    const answer = blackjackAnswer(SPLIT_DOUBLE);
    const computed = rerunBlackjack(readReplay(answer, 'r-1')).steps.at(-1)?.balance;
    answer.round.balanceAfter += 700;
    const rerun = rerunBlackjack(readReplay(answer, 'r-1'));
    expect(rerun.steps.at(-1)?.balance).toBe((computed as number) + 700);
    expect(rerun.steps.at(-1)?.balance).toBe(answer.round.balanceAfter);
  });

  it('replays a round whose balance the operator’s wallet keeps, the balance not known', () => {
    const answer = blackjackAnswer(SPLIT_DOUBLE) as unknown as { round: Record<string, unknown> };
    answer.round.balanceBefore = null;
    answer.round.balanceAfter = null;
    const rerun = rerunBlackjack(readReplay(answer, 'r-1'));
    // The table plays with the round's own stakes: each recorded stake covered, as it was then.
    expect(rerun.steps[0]?.balance).toBe(2000 - 500);
    expect(rerun.steps.at(-1)?.balance).toBe(4000);
  });

  it('says a void round and an unreadable record as such', () => {
    const voided = blackjackAnswer(SPLIT_DOUBLE);
    voided.round.status = 'void';
    expect(problemOf(() => readReplay(voided, 'r-1'))).toBe('replay-void');
    expect(problemOf(() => readReplay({ round: null }, 'r-1'))).toBe('replay-unreadable');
    expect(problemOf(() => readReplay(blackjackAnswer(SPLIT_DOUBLE), 'r-2'))).toBe('replay-unreadable');
    const noBalance = blackjackAnswer(SPLIT_DOUBLE) as unknown as { round: Record<string, unknown> };
    noBalance.round.balanceAfter = null;
    expect(problemOf(() => readReplay(noBalance, 'r-1'))).toBe('replay-unreadable');
  });

  it('settles a roulette layout, announced bets too, on the recorded number', () => {
    const answer = rouletteAnswer(
      [
        { bet: 'split:17-20', amount: 100 },
        { bet: 'voisins', amount: 900 },
        { bet: 'red', amount: 500 },
      ],
      17,
    );
    const rerun = rerunRoulette(readReplay(answer, 'r-1'));
    const [step] = rerun.steps;
    expect(step?.view.spin.number).toBe(17);
    expect(step?.balance).toBe(answer.round.balanceAfter);
    answer.round.result = 18;
    expect(problemOf(() => rerunRoulette(readReplay(answer, 'r-1')))).toBe('replay-mismatch');
  });

  it('replays a player’s part of a shared spin on the base table; a shared blackjack round is said unsupported', () => {
    const answer = rouletteAnswer([{ bet: 'red', amount: 500 }], 3);
    answer.round.table = 'roulette-shared';
    answer.table = { id: 'roulette-shared', game: 'roulette', tier: null, shared: true, base: 'roulette-european' };
    const record = readReplay({ ...answer, shared: { bets: { red: 1500, 'straight:3': 100 } } }, 'r-1');
    expect([record.table, record.base, record.shared?.bets]).toEqual([
      'roulette-shared',
      'roulette-european',
      { red: 1500, 'straight:3': 100 },
    ]);
    expect(rerunRoulette(record).steps[0]?.view.spin.number).toBe(3);
    const bj = blackjackAnswer(SPLIT_DOUBLE);
    bj.table = { id: 'bj-european-shared', game: 'blackjack', tier: '10-500', shared: true, base: 'bj-european' };
    expect(problemOf(() => readReplay(bj, 'r-1'))).toBe('replay-unsupported');
  });

  it('deals a baccarat coup again from its cards', () => {
    const answer = baccaratAnswer({ player: 0, banker: 1000, tie: 100 }, ['8S', '2H', 'KD', '5C', '9H', '3D']);
    const rerun = rerunBaccarat(readReplay(answer, 'r-1'));
    expect(rerun.steps[0]?.view.tableau.player).toEqual(['8S', 'KD']);
    expect(rerun.steps[0]?.balance).toBe(answer.round.balanceAfter);
    answer.round.cards = ['2S', ...answer.round.cards.slice(1)];
    expect(problemOf(() => rerunBaccarat(readReplay(answer, 'r-1')))).toBe('replay-mismatch');
  });
});
