/**
 * Pixi's cache of text measures, bounded for a table's many rounds (view/kit/text/text-measures.ts):
 * labels made anew each round (a result badge, a sentence: a new style each time) no longer add
 * entries for hundreds of rounds, each keeping a destroyed label's style alive.
 */
import { describe, expect, it } from 'vitest';
import '../../../ui/support/pixi-node';

const { capTextMeasures, TEXT_MEASURES_KEPT, textMeasuresKept } = await import(
  '../../../../src/view/kit/text/text-measures'
);
const { uiText } = await import('../../../../src/view/kit/text/ui-text');

/** One round's labels as a table made them before it kept its own: new, measured, destroyed. */
function round(n: number): void {
  for (const word of ['LOSE', 'WIN', `Your move: ${n % 21}`]) {
    const label = uiText(word, { fontSize: 14, fontWeight: '800', fill: 0xffffff });
    expect(label.width).toBeGreaterThan(0);
    label.destroy();
  }
}

describe('text measures over many rounds', () => {
  it('trims a cache already past its bound, and keeps it there for 400 more rounds', () => {
    for (let n = 0; n < 150; n++) round(n);
    expect(textMeasuresKept()).toBeGreaterThan(TEXT_MEASURES_KEPT);
    capTextMeasures();
    expect(textMeasuresKept()).toBeLessThanOrEqual(TEXT_MEASURES_KEPT);
    for (let n = 0; n < 400; n++) round(n);
    expect(textMeasuresKept()).toBeLessThanOrEqual(TEXT_MEASURES_KEPT);
  });

  it('still measures a text it let go of', () => {
    const first = uiText('Bets are in', { fontSize: 18, fill: 0xffffff });
    const width = first.width;
    for (let n = 0; n < 2 * TEXT_MEASURES_KEPT; n++) round(n);
    const again = uiText('Bets are in', { fontSize: 18, fill: 0xffffff });
    expect(again.width).toBe(width);
  });
});
