import { describe, expect, it } from 'vitest';
import { ANNOUNCED_BETS, expandBet, neighboursName, parseAnnounced } from '../../../src/engine/roulette/bets';
import { RouletteRuleError } from '../../../src/engine/roulette/problems';
import { WHEEL_ORDER, wheelArc } from '../../../src/engine/roulette/wheel';
import { refusal } from '../refusal';

const covered = (name: string) => new Set(parseAnnounced(name).parts.flatMap((p) => p.position.numbers));
const sorted = (ns: Iterable<number>) => [...ns].sort((a, b) => a - b);

describe('announced bets', () => {
  it('are the French call bets with their chip counts', () => {
    expect(parseAnnounced('voisins').chips).toBe(9);
    expect(parseAnnounced('tiers').chips).toBe(6);
    expect(parseAnnounced('orphelins').chips).toBe(5);
    expect(parseAnnounced('jeu-zero').chips).toBe(4);
    expect(parseAnnounced('neighbours:17').chips).toBe(5);
    const voisins = Object.fromEntries(parseAnnounced('voisins').parts.map((p) => [p.position.name, p.chips]));
    expect(voisins).toEqual({
      'trio:0-2-3': 2,
      'split:4-7': 1,
      'split:12-15': 1,
      'split:18-21': 1,
      'split:19-22': 1,
      'corner:25-26-28-29': 2,
      'split:32-35': 1,
    });
    expect(parseAnnounced('tiers').parts.every((p) => p.position.kind === 'split' && p.chips === 1)).toBe(true);
  });

  it('cover exactly their sectors of the wheel', () => {
    // Sectors read off the wheel order: voisins 22…25 across the zero, jeu zéro 12…15, tiers 27…33
    // opposite the zero; orphelins is the rest (two arcs).
    const voisins = wheelArc(22, 25);
    const tiers = wheelArc(27, 33);
    expect(voisins).toHaveLength(17);
    expect(tiers).toHaveLength(12);
    expect(sorted(covered('voisins'))).toEqual(sorted(voisins));
    expect(sorted(covered('tiers'))).toEqual(sorted(tiers));
    expect(sorted(covered('jeu-zero'))).toEqual(sorted(wheelArc(12, 15)));
    const rest = WHEEL_ORDER.filter((n) => !voisins.includes(n) && !tiers.includes(n));
    expect(sorted(covered('orphelins'))).toEqual(sorted(rest));
    expect(sorted(rest)).toEqual(sorted([...wheelArc(17, 6), ...wheelArc(1, 9)]));
  });

  it('neighbours:N covers N and two pockets each side on the wheel, as straights', () => {
    for (let n = 0; n <= 36; n++) {
      const bet = parseAnnounced(`neighbours:${n}`);
      const i = WHEEL_ORDER.indexOf(n);
      const sector = [-2, -1, 0, 1, 2].map((d) => WHEEL_ORDER[(i + d + 37) % 37]);
      expect(bet.parts.map((p) => p.position.name)).toEqual(sector.map((m) => `straight:${m}`));
    }
    expect(ANNOUNCED_BETS).toHaveLength(4 + 37);
    expect(() => parseAnnounced('neighbours:37')).toThrow(/neighbours:N with N from 0 to 36/);
    expect(() => parseAnnounced('neighbours')).toThrow(/neighbours:N/);
  });

  it('neighbours:N:K covers N and exactly K pockets each side on the wheel, 2K + 1 straights', () => {
    for (let k = 1; k <= 9; k++) {
      for (let n = 0; n <= 36; n++) {
        const bet = parseAnnounced(`neighbours:${n}:${k}`);
        const i = WHEEL_ORDER.indexOf(n);
        const sector = Array.from({ length: 2 * k + 1 }, (_, j) => WHEEL_ORDER[(i + j - k + 37) % 37]);
        expect(bet.chips).toBe(2 * k + 1);
        expect(bet.kind).toBe('neighbours');
        expect(bet.parts.every((p) => p.chips === 1)).toBe(true);
        expect(bet.parts.map((p) => p.position.name)).toEqual(sector.map((m) => `straight:${m}`));
        expect(covered(`neighbours:${n}:${k}`).size).toBe(2 * k + 1);
        expect(bet.name).toBe(k === 2 ? `neighbours:${n}` : `neighbours:${n}:${k}`);
        expect(neighboursName(n, k)).toBe(bet.name);
      }
    }
    // two each side is the plain name's bet
    expect(parseAnnounced('neighbours:17:2')).toBe(parseAnnounced('neighbours:17'));
    expect(expandBet('neighbours:17:3', 700).map((s) => [s.position, s.amount, s.announced])).toEqual(
      [21, 2, 25, 17, 34, 6, 27].map((m) => [`straight:${m}`, 100, 'neighbours:17:3']),
    );
    expect(() => expandBet('neighbours:17:3', 500)).toThrow(/neighbours:17:3 is 7 chips/);
  });

  it('refuse a neighbour count outside 1–9, naming it', () => {
    for (const bad of ['0', '10', '99', '-1', 'x', '', '2.5']) {
      const error = refusal(RouletteRuleError, () => parseAnnounced(`neighbours:17:${bad}`));
      expect(error.problem, bad).toEqual({ code: 'bet.unknown', bet: `neighbours:17:${bad}` });
      expect(error.message, bad).toMatch(new RegExp(`bad neighbour count "${bad.replace('.', '\\.')}".*K from 1 to 9`));
    }
    expect(refusal(RouletteRuleError, () => parseAnnounced('neighbours:37:3')).problem).toEqual({
      code: 'bet.unknown',
      bet: 'neighbours:37:3',
    });
    expect(() => parseAnnounced('neighbours:37:3')).toThrow(/N from 0 to 36/);
    expect(() => parseAnnounced('neighbours:17:3:1')).toThrow(/neighbours:N:K/);
    expect(() => expandBet('neighbours:17:12', 100)).toThrow(/bad neighbour count "12"/);
  });

  it('expand into chips of amount ÷ chips each, doubled pieces carrying two', () => {
    const stakes = expandBet('voisins', 900);
    expect(stakes).toHaveLength(7);
    expect(stakes.reduce((s, x) => s + x.amount, 0)).toBe(900);
    expect(stakes.find((s) => s.position === 'trio:0-2-3')?.amount).toBe(200);
    expect(stakes.find((s) => s.position === 'split:4-7')).toEqual({
      position: 'split:4-7',
      amount: 100,
      announced: 'voisins',
      chips: 1,
    });
    expect(stakes.find((s) => s.position === 'corner:25-26-28-29')).toMatchObject({ amount: 200, chips: 2 });
    expect(expandBet('neighbours:0', 50).map((s) => s.position)).toEqual([
      'straight:3',
      'straight:26',
      'straight:0',
      'straight:32',
      'straight:15',
    ]);
    expect(expandBet('split:17-20', 100)).toEqual([{ position: 'split:17-20', amount: 100 }]);
  });

  it('refuse an amount that does not divide evenly into the chips, and bad amounts', () => {
    const indivisible = refusal(RouletteRuleError, () => expandBet('voisins', 950));
    expect(indivisible.problem).toEqual({ code: 'bet.indivisible', bet: 'voisins', amount: 950, chips: 9 });
    expect(indivisible.message).toBe('voisins is 9 chips: 950 does not divide evenly into 9 (try 945 or 954)');
    expect(() => expandBet('tiers', 5)).toThrow(/try 6\)/);
    expect(refusal(RouletteRuleError, () => expandBet('red', 0)).problem).toEqual({
      code: 'bet.badAmount',
      bet: 'red',
      amount: 0,
    });
    expect(refusal(RouletteRuleError, () => expandBet('red', '100')).problem).toEqual({
      code: 'bet.badAmount',
      bet: 'red',
      amount: '100',
    });
    expect(() => expandBet('red', 0)).toThrow(/positive integer/);
    expect(() => expandBet('red', 10.5)).toThrow(/positive integer/);
    expect(() => expandBet('split:1-5', 10)).toThrow(/not a legal split/);
  });
});
