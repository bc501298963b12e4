/**
 * The real command on real scenario files: `npx tsx src/cli/scenario.ts FILE` (what
 * `npm run --silent scenario -- FILE` runs), its stdout JSON and its exit-2 errors.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/cli/blackjack/scenario';
import { UsageError } from '../../../src/cli/io';
import { runCliSync } from '../../helpers/cli';

const FIXTURES = 'tests/fixtures/blackjack';

function scenario(file: string, input?: string) {
  return runCliSync('scenario', [file], input, 60_000);
}

function ok(name: string) {
  const r = scenario(`${FIXTURES}/${name}`);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

const hand = (h: Record<string, unknown>) => [h.cards, h.total, h.bet, h.outcome, h.returned];

describe('blackjack scenarios that play', () => {
  it('the HEADLESS.md example: blackjack paid 3:2, the dealer does not draw for a settled hand', () => {
    const out = ok('headless-example.json');
    const [round] = out.rounds;
    expect(round.seats[0].hands[0]).toMatchObject({
      cards: ['TS', 'AS'],
      total: 21,
      soft: true,
      blackjack: true,
      bet: 1000,
      outcome: 'blackjack',
      returned: 2500,
    });
    expect(round.dealer).toEqual({ cards: ['9H', '7D'], total: 16, blackjack: false, bust: false });
    expect(round.seats[0].insurance).toEqual({ bet: 0, returned: 0 });
    expect(round.seats[0].sideBets).toEqual({ perfectPairs: { bet: 0, result: 'none', returned: 0 } });
    expect([round.staked, round.returned, round.balanceAfter, out.balance]).toEqual([1000, 2500, 101500, 101500]);
    // Nothing asked for them: a blackjack takes no decision and a 9 up card offers no insurance.
    expect(round.unusedDecisions).toEqual(['insurance:no', 'hit', 'stand']);
  });

  it('bj-european over three rounds: Perfect Pairs, doubled 7-7-7, dealer blackjack takes splits and doubles, even money', () => {
    const out = ok('european-three-rounds.json');
    const [r1, r2, r3] = out.rounds;
    expect(r1.seats.map((s: { hands: Record<string, unknown>[] }) => s.hands.map(hand))).toEqual([
      [[['KH', 'KD'], 20, 1000, 'win', 2000]],
      [[['7S', '7D', '7C'], 21, 4000, 'bonus777', 16000]],
    ]);
    expect(r1.seats[0].sideBets.perfectPairs).toEqual({ bet: 500, result: 'coloured', returned: 5500 });
    expect(r1.dealer).toEqual({ cards: ['5H', 'TC', '9C'], total: 24, blackjack: false, bust: true });
    expect([r1.staked, r1.returned, r1.balanceAfter]).toEqual([5500, 23500, 118000]);
    expect(r2.seats[0].hands.map(hand)).toEqual([
      [['8S', '3C', '9C'], 20, 2000, 'lose', 0],
      [['8D', 'TS'], 18, 1000, 'lose', 0],
    ]);
    expect(r2.dealer).toMatchObject({ cards: ['TH', 'AD'], blackjack: true });
    expect([r2.staked, r2.returned, r2.balanceAfter]).toEqual([3000, 0, 115000]);
    expect(r3.seats[0].seat).toBe(3);
    expect(r3.seats[0].hands.map(hand)).toEqual([[['AS', 'KD'], 21, 1000, 'even-money', 2000]]);
    expect(r3.dealer.cards).toEqual(['AH']);
    expect(out.balance).toBe(116000);
  });

  it('bj-h17-8deck: three splits into four hands, second cards dealt at once', () => {
    const out = ok('h17-three-splits.json');
    expect(out.rounds[0].seats[0].hands.map(hand)).toEqual([
      [['8S', '2S'], 10, 1000, 'win', 2000],
      [['8C', '3S'], 11, 1000, 'win', 2000],
      [['8D', '8S'], 16, 1000, 'win', 2000],
      [['8H', '5S'], 13, 1000, 'win', 2000],
    ]);
    expect(out.balance).toBe(9000);
  });

  it('bj-multiseat: even money declined pushes, insurance pays 2:1 on a dealer blackjack', () => {
    const out = ok('multiseat-insurance.json');
    const [round] = out.rounds;
    expect(round.seats.map((s: { hands: Record<string, unknown>[] }) => hand(s.hands[0]!))).toEqual([
      [['AS', 'KD'], 21, 1000, 'push', 1000],
      [['TS', 'TC'], 20, 1001, 'lose', 0],
    ]);
    expect(round.seats[1].insurance).toEqual({ bet: 500, returned: 1500 });
    expect([round.staked, round.returned, out.balance]).toEqual([2501, 2500, 9999]);
  });

  it('bj-european: insurance of a chosen amount (whole units, or exactly half) pays 2:1 on the dealer’s second-card blackjack', () => {
    const out = ok('european-insurance-partial-win.json');
    const [round] = out.rounds;
    expect(round.dealer).toMatchObject({ cards: ['AH', 'KC'], blackjack: true });
    expect(round.seats.map((s: { insurance: unknown }) => s.insurance)).toEqual([
      { bet: 300, returned: 900 },
      { bet: 525, returned: 1575 },
    ]);
    expect(round.seats.map((s: { hands: Record<string, unknown>[] }) => hand(s.hands[0]!))).toEqual([
      [['TS', '9D'], 19, 1000, 'lose', 0],
      [['8S', '9S'], 17, 1050, 'lose', 0],
    ]);
    expect([round.staked, round.returned, out.balance]).toEqual([2875, 2475, 99600]);
    expect(round.unusedDecisions).toEqual([]);
  });

  it('bj-european: a chosen insurance amount is lost when the dealer’s second card is no ten', () => {
    const out = ok('european-insurance-partial-lose.json');
    const [round] = out.rounds;
    expect(round.seats[0].insurance).toEqual({ bet: 200, returned: 0 });
    expect(hand(round.seats[0].hands[0])).toEqual([['TS', '9D'], 19, 1000, 'win', 2000]);
    expect([round.staked, round.returned, out.balance]).toEqual([1200, 2000, 100800]);
  });

  it('bj-classic: split aces are hit like any split hand; a ten on one is 21, not blackjack, and pushes a dealer 21', () => {
    const out = ok('classic-split-aces.json');
    expect(out.rounds[0].seats[0].hands.map(hand)).toEqual([
      [['AS', 'KH'], 21, 1000, 'push', 1000],
      [['AD', '5D', '4S'], 20, 1000, 'lose', 0],
    ]);
    expect(out.rounds[0].seats[0].hands[0].blackjack).toBe(false);
    expect(out.rounds[0].dealer.total).toBe(21);
  });

  it('bj-multiseat: a split ace may double (sheet 003 makes no exception for aces)', () => {
    const out = ok('multiseat-split-aces.json');
    expect(out.rounds[0].seats[0].hands.map(hand)).toEqual([
      [['AS', '5D', '9C'], 15, 2000, 'win', 4000],
      [['AD', 'KH'], 21, 1000, 'win', 2000],
    ]);
    expect(out.rounds[0].seats[0].hands[1].blackjack).toBe(false);
    expect(out.balance).toBe(103000);
  });

  it('bj-european bet behind: the back bet follows the holder’s double and wins with the hand', () => {
    const out = ok('european-behind-double.json');
    const [round] = out.rounds;
    expect(round.seats[0].hands.map(hand)).toEqual([[['6S', '5D', 'TC'], 21, 4000, 'win', 8000]]);
    expect(round.seats[0].hands[0].behind).toEqual({ bet: 2000, returned: 4000 });
    // Main 2000 + double 2000 + back bet 1000 + its match 1000.
    expect([round.staked, round.returned, round.balanceAfter]).toEqual([6000, 12000, 106000]);
  });

  it('bj-european bet behind: a split it does not follow leaves the back bet on the first hand only', () => {
    const out = ok('european-behind-split.json');
    const [round] = out.rounds;
    expect(round.seats[0].hands.map(hand)).toEqual([
      [['8S', 'AC'], 19, 1000, 'win', 2000],
      [['8D', '9C'], 17, 1000, 'lose', 0],
    ]);
    expect(round.seats[0].hands.map((h: { behind: unknown }) => h.behind)).toEqual([
      { bet: 1000, returned: 2000 },
      { bet: 0, returned: 0 },
    ]);
    // The back bettor's answer is behindFollows (false by default), not one of "decisions".
    expect(round.unusedDecisions).toEqual([]);
    expect([round.staked, round.returned, round.balanceAfter]).toEqual([3000, 4000, 101000]);
  });

  it('a seeded scenario uses the product’s shoe, repeats exactly, and carries the balance', () => {
    const a = scenario(`${FIXTURES}/seeded-multiseat.json`);
    const b = scenario(`${FIXTURES}/seeded-multiseat.json`);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const out = JSON.parse(a.stdout);
    let balance = 50000;
    const seen = new Set<string>();
    for (const round of out.rounds) {
      expect(round.balanceAfter).toBe(balance - round.staked + round.returned);
      balance = round.balanceAfter;
      for (const seat of round.seats) for (const h of seat.hands) for (const c of h.cards) seen.add(c);
      // The dealer's cards count too: since every-round shoes shuffle lazily (one forward
      // Fisher–Yates step per card), this seed's players see only 6 distinct cards in 3 rounds.
      for (const c of round.dealer.cards) seen.add(c);
    }
    expect(out.balance).toBe(balance);
    expect(seen.size).toBeGreaterThan(10);
  });

  it('reads the scenario from standard input with -', () => {
    const text = readFileSync(`${FIXTURES}/classic-split-aces.json`, 'utf8');
    const r = scenario('-', text);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).balance).toBe(99000);
  });
});

describe('blackjack scenarios that fail: exit 2, one line on stderr, nothing on stdout', () => {
  it.each([
    ['error-illegal-split.json', 'round 1, seat 1, hand 2: "split" is not allowed; legal moves: hit, stand, double'],
    [
      'error-surrender-vs-ace.json',
      'round 2, seat 2, hand 1: "surrender" is not allowed; legal moves: hit, stand, double',
    ],
    ['error-short-shoe.json', 'round 1: the stacked shoe ran out after 3 cards'],
    [
      'error-unknown-table.json',
      'unknown blackjack table "bj-vegas" (tables: bj-classic, bj-european, bj-multiseat, bj-h17-8deck)',
    ],
    ['error-bad-rules.json', 'rules field "maxHands" must be an integer from 1 to 4, got 9'],
    [
      'error-decisions-run-out.json',
      'round 1, seat 1, hand 1: a decision is asked for but "decisions" has none left; legal moves: hit, stand',
    ],
    ['error-over-balance.json', 'round 2: the bets total 1000, more than the balance of 0'],
    ['error-behind-no-table.json', 'round 1: seat 1: this table takes no back bets ("behind")'],
    [
      'error-behind-over-main.json',
      "round 1: seat 2: back bet 2500 must be from the table minimum 1000 to the box's main bet 1000",
    ],
    ['error-hit-at-insurance.json', 'round 1, seat 2: "hit" is not allowed; legal moves: insurance:yes, insurance:no'],
    [
      'error-insurance-over-half.json',
      'round 1, seat 1: "insurance:600" is not allowed; legal moves: insurance:yes, insurance:no, insurance:AMOUNT (100 to 500 in steps of 100)',
    ],
    [
      'error-insurance-amount-classic.json',
      'round 1, seat 1: "insurance:300" is not allowed; legal moves: insurance:yes, insurance:no',
    ],
    [
      'error-unknown-decision.json',
      'round 1: decisions[0] "double-down" is not a decision (insurance:yes, insurance:no, even-money:yes, even-money:no, hit, stand, double, split, surrender, insurance:AMOUNT)',
    ],
  ])('%s', (file, message) => {
    const r = scenario(`${FIXTURES}/${file}`);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`${message}\n`);
  });

  it('malformed JSON', () => {
    const r = scenario(`${FIXTURES}/error-malformed.json`);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^tests\/fixtures\/blackjack\/error-malformed\.json is not valid JSON: .+\n$/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

/** The runner in process: the one line a refused scenario prints (a UsageError's message). */
function refuses(doc: Record<string, unknown>): string {
  try {
    runScenario(doc);
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error('the scenario was accepted');
}

describe('blackjack scenario bets the table refuses: the round and the problem in one line', () => {
  const doc = (table: string, bets: unknown[], decisions: string[] = ['stand']) => ({
    game: 'blackjack',
    table,
    balance: 100000,
    shoe: ['TS', 'TH', '9D', '8C', '5S', '6S', '7S', '2D', '3D'],
    rounds: [
      { bets: [{ seat: 1, main: 1000 }], decisions: ['stand'] },
      { bets, decisions },
    ],
  });

  it.each([
    ['bj-classic', [{ seat: 1, main: 50 }], 'round 2: seat 1: main bet 50 is outside the table limits 100 to 50000'],
    [
      'bj-classic',
      [{ seat: 1, main: 50001 }],
      'round 2: seat 1: main bet 50001 is outside the table limits 100 to 50000',
    ],
    [
      'bj-classic',
      [{ seat: 1, main: 100.5 }],
      'round 2: seat 1: main bet 100.5 must be a whole number of minor units, 0 or more',
    ],
    // bj-classic's computer players are the game's: a scenario bets the player's one seat.
    ['bj-classic', [{ seat: 2, main: 1000 }], 'round 2: seat 2 does not exist: this table has seats 1 to 1'],
    [
      'bj-classic',
      [{ seat: 1, main: 1000, perfectPairs: 100 }],
      'round 2: seat 1: this table has no Perfect Pairs side bet',
    ],
    [
      'bj-european',
      [{ seat: 2, main: 0, perfectPairs: 1000 }],
      'round 2: seat 2: Perfect Pairs needs a main bet on the seat',
    ],
    [
      'bj-multiseat',
      [
        { seat: 3, main: 1000 },
        { seat: 3, main: 500 },
      ],
      'round 2: seat 3 has two bets',
    ],
    ['bj-multiseat', [], 'round 2: a round needs at least one seat with a bet'],
  ])('%s %j', (table, bets, message) => {
    expect(refuses(doc(table, bets))).toBe(message);
  });

  it('an illegal decision names the seat, the hand and the legal moves', () => {
    expect(refuses(doc('bj-classic', [{ seat: 1, main: 1000 }], ['split']))).toBe(
      'round 2, seat 1, hand 1: "split" is not allowed; legal moves: hit, stand, double, surrender',
    );
  });
});
