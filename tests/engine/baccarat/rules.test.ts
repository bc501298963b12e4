import { describe, expect, it } from 'vitest';
import { BACCARAT_TABLE_IDS, BaccaratRulesError, tableRules } from '../../../src/engine/baccarat/rules';

describe('table presets', () => {
  it('has the two tables of RULES.md', () => {
    expect(BACCARAT_TABLE_IDS).toEqual(['baccarat-8deck', 'baccarat-6deck']);
    expect(tableRules('baccarat-8deck').decks).toBe(8);
    expect(tableRules('baccarat-6deck').decks).toBe(6);
  });

  it('shuffles before every round on both tables (sheets 000 and 001)', () => {
    expect(tableRules('baccarat-8deck').shuffle).toBe('every-round');
    expect(tableRules('baccarat-6deck').shuffle).toBe('every-round');
  });

  it('has the limits of RULES.md: 0.10 to 5,000 on PLAYER and BANKER, 1,000 on TIE', () => {
    for (const id of BACCARAT_TABLE_IDS) {
      expect(tableRules(id).limits).toEqual({
        player: { min: 10, max: 500_000 },
        banker: { min: 10, max: 500_000 },
        tie: { min: 10, max: 100_000 },
      });
    }
  });

  it('refuses an unknown table, naming the known ones', () => {
    expect(() => tableRules('baccarat-9deck')).toThrow(
      new BaccaratRulesError('unknown baccarat table "baccarat-9deck" (known: baccarat-8deck, baccarat-6deck)'),
    );
    expect(() => tableRules('bj-classic')).toThrow(BaccaratRulesError);
  });

  it('merges overrides per field and per area', () => {
    const r = tableRules('baccarat-8deck', { decks: 4, limits: { tie: { min: 100, max: 1000 } } });
    expect(r.decks).toBe(4);
    expect(r.limits.tie).toEqual({ min: 100, max: 1000 });
    expect(r.limits.player).toEqual({ min: 10, max: 500_000 });
    expect(tableRules('baccarat-8deck').decks).toBe(8);
  });

  it('refuses unknown fields and bad values, naming them', () => {
    expect(() => tableRules('baccarat-8deck', { commission: 5 })).toThrow(/rules\.commission is not a baccarat rule/);
    expect(() => tableRules('baccarat-8deck', { decks: 9 })).toThrow(/rules\.decks must be 1-8/);
    expect(() => tableRules('baccarat-8deck', { limits: { tie: { min: 50, max: 10 } } })).toThrow(/rules\.limits\.tie/);
    expect(() => tableRules('baccarat-8deck', { payouts: { banker: [19, 0] } })).toThrow(/rules\.payouts\.banker/);
    expect(() => tableRules('baccarat-8deck', { shuffle: 'sometimes' })).toThrow(/rules\.shuffle/);
  });
});
