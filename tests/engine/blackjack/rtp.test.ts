/** The recorded table RTPs: one per table, and each where the expected-value calculator puts it. */
import { describe, expect, it } from 'vitest';
import { computedReturn, MEASURED_RTP } from '../../../src/engine/blackjack/rtp';
import { BLACKJACK_TABLES, tableRules } from '../../../src/engine/blackjack/rules';

describe('recorded blackjack RTPs', () => {
  it('has a measured figure with its command for every table', () => {
    expect(Object.keys(MEASURED_RTP).sort()).toEqual([...BLACKJACK_TABLES].sort());
    for (const [table, m] of Object.entries(MEASURED_RTP)) {
      expect(m.command).toContain(`--table ${table} --rounds ${m.rounds} --seed ${m.seed}`);
      expect(m.perInitialBet.ci95).toBeGreaterThan(0);
    }
  });

  // The calculator removes only the dealt cards and does not value the 777 bonus: allow 0.1 %.
  it.each(Object.keys(MEASURED_RTP))('%s: the measurement agrees with the calculator', (table) => {
    const m = MEASURED_RTP[table]!;
    const computed = computedReturn(tableRules(table));
    expect(Math.abs(m.perInitialBet.rtp - computed)).toBeLessThan(m.perInitialBet.ci95 + 0.001);
  });
});
