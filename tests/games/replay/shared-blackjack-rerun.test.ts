/**
 * A shared blackjack round dealt again from the table's record (`shared`), as the shared table's
 * screen is fed it: the holders in their boxes, the bets, the deal, each decision in the order it
 * was made, the settlement; the last step's table is the round the table settled, every box's
 * cards included, and a record that does not play to it is a mismatch.
 */
import { describe, expect, it } from 'vitest';
import type { TableRound } from '../../../src/engine/blackjack/index';
import { publicView } from '../../../src/engine/blackjack/index';
import { ReplayProblem, readReplay } from '../../../src/games/replay/record';
import { rerunSharedBlackjack } from '../../../src/games/replay/shared-blackjack-rerun';
import { ReplayedSharedTable, SharedReplayController } from '../../../src/games/replay/shared-replay';
import { cardsOf, dealBoxes, decideBox, UNCHECKED } from '../../../src/server/shared/play/blackjack-round';
import { sharedBlackjackRules } from '../../../src/server/shared/tables';
import { blackjackAnswer, SPLIT_DOUBLE } from './records';

/** Box 1: T 8 (stands); box 2: 5 6, hits a 9 (20), left to the clock; the dealer 7 and T (17). */
const SHOE = ['TS', '5S', '7D', '8H', '6H', '9C', 'TC', '2S', '3S'];
const BETS = [
  { box: 1, main: 1000, perfectPairs: 0, behind: 1000 },
  { box: 2, main: 500, perfectPairs: 0, behind: 0 },
];
const DECISIONS = [
  { box: 1, hand: 0, action: 'stand', by: 'holder' as const },
  { box: 2, hand: 0, action: 'hit', by: 'holder' as const },
  { box: 2, hand: 0, action: 'stand', by: 'clock' as const },
];

/** The answer of `GET /v1/replays/{id}` for Ann's part, its `shared` made as the server makes it (replay-view.ts). */
function sharedAnswer() {
  const rules = sharedBlackjackRules();
  const bets = BETS.map((b) => ({ seat: b.box, main: b.main, perfectPairs: b.perfectPairs, behind: b.behind }));
  const play = (shoe: string[]) => {
    let step = dealBoxes(rules, shoe, bets);
    const events = [...step.events];
    for (const d of DECISIONS) {
      step = decideBox(rules, step.state, d.action as never, UNCHECKED);
      events.push(...step.events);
    }
    return { step, cards: cardsOf(events) };
  };
  // Played from the table's shoe; the record keeps the cards dealt, and the result is re-played from them.
  const { cards } = play(SHOE);
  const { step } = play(cards);
  const { balance: _b, legal: _l, rules: _r, ...result } = publicView(step.state);
  const answer = blackjackAnswer(SPLIT_DOUBLE);
  answer.round.table = 'bj-european-shared';
  answer.table = { id: 'bj-european-shared', game: 'blackjack', tier: '10-500', shared: true, base: 'bj-european' };
  const shared = {
    tableRoundId: 'tr-9',
    settledAt: '2025-03-01T12:00:20.000Z',
    bets: BETS.map((b) => ({ ...b })),
    seats: [
      { box: 1, name: 'Ann' },
      { box: 2, name: 'Player 4821' },
    ],
    own: { boxes: [1], behind: [] as number[] },
    cards,
    decisions: DECISIONS.map((d) => ({ ...d })),
    result: JSON.parse(JSON.stringify(result)) as TableRound,
  };
  return { ...answer, shared };
}

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ReplayProblem) return error.code;
    throw error;
  }
  return null;
};

describe('a shared blackjack round’s re-run', () => {
  it('steps from the holders in their boxes to the settled round: bets, deal, each decision in order', () => {
    const answer = sharedAnswer();
    const rerun = rerunSharedBlackjack(readReplay(answer, 'r-1'));
    expect(rerun.start.state.seats).toEqual(answer.shared.seats);
    expect(rerun.start.state.bets).toEqual([]);
    expect(rerun.start.you.boxes).toEqual([1]);
    expect(rerun.steps.map((s) => s.kind)).toEqual(['bets', 'deal', 'decision', 'decision', 'decision']);
    expect(rerun.steps[0]?.snapshot.state.bets).toEqual(BETS);
    // Each decision's step: the decision as the table announced it, the cards it brought, the next hand asked.
    const decided = rerun.steps.slice(2).map((s) => s.snapshot.events.find((e) => e.type === 'decision'));
    expect(decided.map((e) => [e?.box, e?.action, e?.by])).toEqual(DECISIONS.map((d) => [d.box, d.action, d.by]));
    expect(rerun.steps.slice(2).map((s) => s.mark)).toEqual([
      { decision: 'stand', seat: 1, hand: 1 },
      { decision: 'hit', seat: 2, hand: 1 },
      { decision: 'stand', seat: 2, hand: 1 },
    ]);
    expect(rerun.steps[1]?.snapshot.state.asked).toMatchObject({ box: 1, hand: 0 });
    expect(rerun.steps[2]?.snapshot.state.asked).toMatchObject({ box: 2, hand: 0 });
    // Steps count up, each once, so the screen animates every one.
    const seen = rerun.steps.map((s) => s.snapshot.step);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    // The last: settled, every box's cards and the dealer's as the table showed them.
    const last = rerun.steps.at(-1)?.snapshot.state;
    expect(last?.phase).toBe('settled');
    const round = last?.round as TableRound;
    const result = answer.shared.result;
    expect(round.seats.map((s) => s.hands.map((h) => h.cards))).toEqual(
      result.seats.map((s) => s.hands.map((h) => h.cards)),
    );
    expect(round.seats.map((s) => s.hands.map((h) => h.cards))).toEqual([[['TS', '8H']], [['5S', '6H', '9C']]]);
    expect(round.dealer.cards).toEqual(result.dealer.cards);
    // The last play before the settlement reached the result on its own.
    const played = rerun.steps.at(-1)?.snapshot.events.find((e) => e.type === 'play');
    expect(JSON.stringify(played?.round)).toBe(JSON.stringify(result));
  });

  it('refuses a tampered record as a mismatch', () => {
    const cases: [string, (a: ReturnType<typeof sharedAnswer>) => void][] = [
      ['another card', (a) => (a.shared.cards[5] = '2D')],
      ['a decision out of order', (a) => a.shared.decisions.reverse()],
      ['a decision never asked', (a) => a.shared.decisions.push({ box: 2, hand: 0, action: 'hit', by: 'holder' })],
      ['a decision missing', (a) => a.shared.decisions.pop()],
      [
        'another result',
        (a) => (a.shared.result = { ...a.shared.result, dealer: { ...a.shared.result.dealer, cards: ['7D', 'TH'] } }),
      ],
      ['another bet', (a) => (a.shared.bets[1] = { ...BETS[1], main: 600 } as (typeof BETS)[number])],
    ];
    for (const [name, spoil] of cases) {
      const answer = sharedAnswer();
      spoil(answer);
      const record = readReplay(answer, 'r-1');
      expect([name, problemOf(() => rerunSharedBlackjack(record))]).toEqual([name, 'replay-mismatch']);
    }
  });

  it('a shared blackjack round without its table round does not replay', () => {
    const { shared: _none, ...answer } = sharedAnswer();
    expect(problemOf(() => readReplay(answer, 'r-1'))).toBe('replay-unsupported');
  });

  it('hands the steps to its table one at a time, and commands refuse', async () => {
    const rerun = rerunSharedBlackjack(readReplay(sharedAnswer(), 'r-1'));
    const table = new ReplayedSharedTable(rerun.start);
    const controller = new SharedReplayController(table, rerun.steps, {
      wait: () => Promise.resolve(),
      gapMs: () => 0,
      onChange: () => undefined,
    });
    const heard: number[] = [];
    // A screen that shows each snapshot at once.
    table.subscribe((s) => {
      heard.push(s.step);
      queueMicrotask(() => controller.shown(s.step));
    });
    controller.step();
    await new Promise((r) => setTimeout(r, 0));
    expect(controller.progress).toMatchObject({ done: 1, total: 5, ended: false });
    controller.play();
    for (let i = 0; i < 20 && !controller.progress.ended; i++) await new Promise((r) => setTimeout(r, 0));
    expect(controller.progress).toMatchObject({ done: 5, ended: true, playing: false, problem: null });
    expect(heard).toEqual(rerun.steps.map((s) => s.snapshot.step));
    expect(table.getSnapshot().state.phase).toBe('settled');
    expect(await table.sit()).toBe(false);
    expect(await table.bet()).toBe(false);
    expect(await table.act()).toBe(false);
  });
});
