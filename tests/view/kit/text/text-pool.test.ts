/**
 * The roads' label pool, built in node with the real Pixi: from one redraw to the next it reuses
 * its labels (no display object made once the fullest redraw has been seen), empties the ones a
 * redraw did not need, and its labels are figures from the glyph atlas, so a new digit or colour
 * paints no glyph (nothing is drawn or uploaded).
 */
import { describe, expect, it } from 'vitest';
import { objectsMade } from '../../../ui/support/pixi-node';

const { Container } = await import('pixi.js');
const { TextPool } = await import('../../../../src/view/kit/text/text-pool');
const { FigureText, figureFont, figureGlyphs } = await import('../../../../src/look/figure-font');

const style = (fill: number) => ({ fontSize: 12, fontWeight: '700' as const, fill });
const made = objectsMade();

describe('the roads’ label pool', () => {
  it('reuses its labels from one redraw to the next, and empties the ones a redraw did not need', () => {
    const layer = new Container();
    const pool = new TextPool(layer);
    const redraw = (digits: string[], fill: number) => {
      pool.begin();
      digits.forEach((d, i) => {
        pool.take(d, style(fill), i * 10, 5);
      });
      pool.end();
    };
    made();
    redraw(['7', '5', '9'], 0xffffff);
    // three labels of two glyph sprites each (room for two digits from the start)
    expect(made()).toBe(9);
    // a round later: one more digit, the others changed; only the new one is made
    redraw(['8', '6', '2', '4'], 0x1f5fc8);
    expect(made()).toBe(3);
    const labels = layer.children as InstanceType<typeof FigureText>[];
    expect(labels.every((c) => c instanceof FigureText)).toBe(true);
    expect(labels.map((c) => c.text)).toEqual(['8', '6', '2', '4']);
    expect(labels.every((c) => c.visible && c.style.fill === 0x1f5fc8)).toBe(true);
    // fewer labels: the rest are emptied (not hidden: no structure change) and stay for the next redraw
    redraw(['1'], 0xffffff);
    expect(labels.map((c) => c.text)).toEqual(['1', '', '', '']);
    expect(labels.every((c) => c.visible)).toBe(true);
    expect(pool.shown).toBe(1);
    // two digits on each: the sprites are there already
    redraw(['10', '11', '12', '13'], 0xffffff);
    expect(made()).toBe(0);
    const glyphs = figureGlyphs('700');
    for (let round = 0; round < 100; round++) {
      redraw(
        [String(round % 10), String((round * 7) % 10), '12', String(round % 100)],
        round % 2 ? 0xffffff : 0xd0312d,
      );
      for (const c of labels) void c.width; // measuring lays the glyphs out, as a frame would
    }
    expect(made()).toBe(0);
    expect(layer.children.length).toBe(4);
    expect(figureGlyphs('700')).toEqual(glyphs);
  });

  it('changes a label’s weight in place (a tie count is bolder than a score)', () => {
    const layer = new Container();
    const pool = new TextPool(layer);
    pool.begin();
    const first = pool.take('3', style(0xffffff), 0, 0);
    pool.end();
    expect(first.style.atlas).toBe(figureFont('700'));
    made();
    pool.begin();
    const label = pool.take('2', { fontSize: 9, fontWeight: '800', fill: 0x1e7f45 }, 0, 0);
    pool.end();
    expect(made()).toBe(0);
    expect(label).toBe(first);
    expect(label.style.atlas).toBe(figureFont('800'));
  });
});
