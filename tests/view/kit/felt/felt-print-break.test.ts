import { describe, expect, it } from 'vitest';
import { breakAtMiddleSeparator } from '../../../../src/view/kit/felt/felt-print';

describe('a felt line too wide for a phone is broken at its middle separator', () => {
  it('into two halves as even as the separators allow, none lost', () => {
    const greek = 'ΤΟ BLACKJACK ΠΛΗΡΩΝΕΙ 3 ΠΡΟΣ 2 · ΠΟΝΤΑΡΙΣΜΑΤΑ 1 € – 500 €';
    expect(breakAtMiddleSeparator(greek)).toEqual(['ΤΟ BLACKJACK ΠΛΗΡΩΝΕΙ 3 ΠΡΟΣ 2', 'ΠΟΝΤΑΡΙΣΜΑΤΑ 1 € – 500 €']);
    expect(breakAtMiddleSeparator('A · BB · CCCCCC')).toEqual(['A · BB', 'CCCCCC']);
    expect(breakAtMiddleSeparator('AAAAAA · BB · C')).toEqual(['AAAAAA', 'BB · C']);
  });

  it('a line with no separator stays whole', () => {
    expect(breakAtMiddleSeparator('777 PAYS 3 TO 1')).toEqual(['777 PAYS 3 TO 1']);
  });
});
