import { describe, expect, it } from 'vitest';
import { splitGraphemes } from '../../../../src/view/kit/text/graphemes';

describe('graphemes for letter-spaced text', () => {
  it('splits the four languages’ texts as Intl.Segmenter does', () => {
    const segmenter = new Intl.Segmenter();
    for (const text of [
      'BLACKJACK PAYS 3 TO 2 · INSURANCE PAYS 2 TO 1',
      'PANKKI MAKSAA 1:1 · TASAPELI 8:1 · ÄÖÅ',
      'PUNTATA MASSIMA €500 · È',
      'Η ΜΠΑΝΚΑ ΠΛΗΡΩΝΕΙ 1 ΠΡΟΣ 1 · Άνοιγμα τραπεζιού ΐ ΰ',
      'cafe\u0301 e\u0301\u0300 Ω\u0308',
      '👍🏽 👨‍👩‍👧 🇫🇮 ok',
      'one\r\ntwo',
    ])
      expect(splitGraphemes(text)).toEqual([...segmenter.segment(text)].map((s) => s.segment));
  });

  it('gives nothing for an empty text', () => {
    expect(splitGraphemes('')).toEqual([]);
  });
});
