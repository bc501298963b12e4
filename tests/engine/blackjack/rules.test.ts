import { describe, expect, it } from 'vitest';
import {
  atTier,
  BLACKJACK_TABLES,
  DEFAULT_RULES,
  RulesError,
  tableRules,
  tierIds,
  validateRules,
} from '../../../src/engine/blackjack/rules';

describe('table presets (RULES.md, one line per table)', () => {
  it('ships exactly the four blackjack tables', () => {
    expect([...BLACKJACK_TABLES].sort()).toEqual(['bj-classic', 'bj-european', 'bj-h17-8deck', 'bj-multiseat']);
  });

  it.each([
    [
      'bj-classic',
      {
        decks: 6,
        holeCard: 'peek',
        peekOn: 'ace-and-ten',
        dealerHitsSoft17: false,
        insurance: true,
        insuredHandMayNotDoubleOrSplit: true,
        surrender: 'late',
        doubleOn: 'any2',
        doubleAfterSplit: false,
        maxHands: 2,
        hitSplitAces: true,
        shuffle: { penetration: 0.75 },
        minBet: 100,
        maxBet: 50000,
        seats: 1,
        otherPlayers: 2,
        bonus777: false,
        perfectPairs: false,
      },
    ],
    [
      'bj-european',
      {
        decks: 6,
        holeCard: 'none',
        shuffle: 'continuous',
        bonus777: true,
        perfectPairs: true,
        maxHands: 4,
        resplitAces: true,
        hitSplitAces: false,
        doubleOn: 'any2',
        doubleAfterSplit: true,
        surrender: 'late-not-vs-ace',
        insurance: true,
        insuranceAmount: 'up-to-half',
        betBehind: true,
        evenMoney: true,
        minBet: 1000,
        maxBet: 50000,
        tiers: [
          { id: '10-500', minBet: 1000, maxBet: 50000 },
          { id: '20-1000', minBet: 2000, maxBet: 100000 },
        ],
        dealerHitsSoft17: false,
      },
    ],
    [
      'bj-multiseat',
      {
        decks: 6,
        shuffle: 'every-round',
        seats: 3,
        minBet: 100,
        maxBet: 30000,
        holeCard: 'peek',
        peekOn: 'ace-and-ten',
        dealerHitsSoft17: false,
        surrender: 'late-not-vs-ace',
        maxHands: 2,
        hitSplitAces: true,
        splitSecondCard: 'when-played',
        insurance: true,
      },
    ],
    [
      'bj-h17-8deck',
      {
        decks: 8,
        dealerHitsSoft17: true,
        shuffle: { penetration: 0.1 },
        holeCard: 'peek',
        peekOn: 'ace-and-ten',
        doubleOn: 'any2',
        doubleAfterSplit: true,
        maxHands: 4,
        hitSplitAces: false,
        splitSecondCard: 'immediately',
        insurance: true,
        evenMoney: false,
        surrender: 'late',
        minBet: 100,
        maxBet: 50000,
        chips: [100, 500, 2500, 10000],
      },
    ],
  ])('%s', (table, expected) => {
    expect(tableRules(table)).toMatchObject(expected);
    expect(tableRules(table).blackjackPays).toEqual([3, 2]);
  });

  it('only bj-european has back bets, a chosen insurance amount and limit tiers', () => {
    for (const table of ['bj-classic', 'bj-multiseat', 'bj-h17-8deck']) {
      expect(tableRules(table), table).toMatchObject({ betBehind: false, insuranceAmount: 'half', tiers: [] });
    }
  });
});

describe('limit tiers', () => {
  it('a tier sets the limits and the chips; the first tier is the preset itself', () => {
    const european = tableRules('bj-european');
    expect(tierIds(european)).toEqual(['10-500', '20-1000']);
    expect(atTier(european, '10-500')).toEqual(european);
    expect(atTier(european, '20-1000')).toMatchObject({
      minBet: 2000,
      maxBet: 100000,
      chips: [2000, 5000, 10000, 25000, 100000],
      tiers: european.tiers,
    });
  });

  it('an unknown tier, or one at a table without tiers, is an error naming the tiers', () => {
    expect(() => atTier(tableRules('bj-european'), '5-250')).toThrow(
      /unknown limit tier "5-250" \(tiers: 10-500, 20-1000\)/,
    );
    expect(() => atTier(tableRules('bj-classic'), '10-500')).toThrow(/tiers: none/);
  });

  it.each([
    [{ tiers: 'high' }, /"tiers" must be a list/],
    [{ tiers: [{ id: 'A B', minBet: 1, maxBet: 2, chips: [1] }] }, /"tiers" \[0\] needs an "id"/],
    [{ tiers: [{ id: 'x', minBet: 5, maxBet: 2, chips: [1] }] }, /"minBet" above "maxBet"/],
    [{ tiers: [{ id: 'x', minBet: 1, maxBet: 2, chips: [2, 1] }] }, /\[0\]\.chips must be 1 to 10/],
    [
      {
        tiers: [
          { id: 'x', minBet: 1, maxBet: 2, chips: [1] },
          { id: 'x', minBet: 1, maxBet: 2, chips: [1] },
        ],
      },
      /repeats the id "x"/,
    ],
    [{ insuranceAmount: 'any' }, /"insuranceAmount" must be one of "half", "up-to-half"/],
    [{ betBehind: 'yes' }, /"betBehind" must be true or false/],
  ])('refuse %j naming the field', (overrides, message) => {
    expect(() => tableRules('bj-european', overrides)).toThrow(message);
  });

  it('a rules object without tiers (the contract makes them optional) has none', () => {
    const { tiers: _, ...without } = tableRules('bj-classic');
    expect(validateRules(without).tiers).toEqual([]);
  });
});

describe('overrides', () => {
  it('merge over the preset and keep the rest', () => {
    const r = tableRules('bj-classic', { dealerHitsSoft17: true, maxBet: 100000 });
    expect(r.dealerHitsSoft17).toBe(true);
    expect(r.maxBet).toBe(100000);
    expect(r.insuredHandMayNotDoubleOrSplit).toBe(true);
  });

  it.each([
    [{ maxHands: 9 }, /"maxHands" must be an integer from 1 to 4, got 9/],
    [{ minBet: 600, maxBet: 500 }, /"minBet" \(600\) must not exceed "maxBet" \(500\)/],
    [{ dealerStandsOn: 17 }, /unknown blackjack rules field "dealerStandsOn"/],
    [{ decks: 0 }, /"decks" must be an integer from 1 to 8/],
    [{ decks: 2.5 }, /"decks"/],
    [{ holeCard: 'maybe' }, /"holeCard" must be one of "peek", "none"/],
    [{ surrender: 'early' }, /"surrender"/],
    [{ blackjackPays: [1, 0] }, /"blackjackPays"/],
    [{ blackjackPays: 1.5 }, /"blackjackPays"/],
    [{ shuffle: { penetration: 2 } }, /"shuffle"/],
    [{ seats: 8 }, /"seats" must be an integer from 1 to 7/],
    [{ chips: [500, 100] }, /"chips"/],
    [{ minBet: -1 }, /"minBet"/],
    [{ insurance: 'yes' }, /"insurance" must be true or false/],
    [{ chips: [100000], maxBet: 50000 }, /"chips"/],
    [{ otherPlayers: 7 }, /^rules field "otherPlayers" must be an integer from 0 to 6, got 7$/],
    [{ otherPlayers: -1 }, /"otherPlayers" must be an integer from 0 to 6, got -1/],
    [{ otherPlayers: 1.5 }, /"otherPlayers" must be an integer from 0 to 6, got 1.5/],
    [{ otherPlayers: '2' }, /"otherPlayers" must be an integer from 0 to 6, got "2"/],
    [{ seats: 1, otherPlayers: 7 }, /"otherPlayers" must be an integer from 0 to 6/],
  ])('refuse %j naming the field', (overrides, message) => {
    expect(() => tableRules('bj-european', overrides)).toThrow(RulesError);
    expect(() => tableRules('bj-european', overrides)).toThrow(message);
  });

  it('computer players: bj-classic and bj-european seat two after the player, the other tables none', () => {
    expect(tableRules('bj-classic')).toMatchObject({ seats: 1, otherPlayers: 2 });
    expect(tableRules('bj-european')).toMatchObject({ seats: 3, otherPlayers: 2 });
    for (const table of ['bj-multiseat', 'bj-h17-8deck']) {
      expect(tableRules(table).otherPlayers, table).toBe(0);
    }
    expect(DEFAULT_RULES.otherPlayers).toBe(0);
    expect(tableRules('bj-european', { seats: 4, otherPlayers: 3 })).toMatchObject({ seats: 4, otherPlayers: 3 });
    expect(tableRules('bj-european', { seats: 1, otherPlayers: 6 })).toMatchObject({ seats: 1, otherPlayers: 6 });
    expect(tableRules('bj-classic', { seats: 5 })).toMatchObject({ seats: 5, otherPlayers: 2 });
    // The headless tools deal the player's seats only: any seat count stays a valid override.
    expect(tableRules('bj-classic', { seats: 6 })).toMatchObject({ seats: 6, otherPlayers: 2 });
    expect(tableRules('bj-classic', { seats: 7, otherPlayers: 0 })).toMatchObject({ seats: 7, otherPlayers: 0 });
  });

  it('refuse an unknown table, naming the tables', () => {
    expect(() => tableRules('bj-vegas')).toThrow(/unknown blackjack table "bj-vegas".*bj-classic/);
  });

  it('a whole rules object must name every field', () => {
    const { maxHands: _, ...missing } = DEFAULT_RULES;
    expect(() => validateRules(missing)).toThrow(/"maxHands" is missing/);
    const { otherPlayers: __, ...older } = DEFAULT_RULES;
    expect(() => validateRules(older)).toThrow(/"otherPlayers" is missing/);
    expect(validateRules({ ...DEFAULT_RULES })).toEqual(DEFAULT_RULES);
  });
});
