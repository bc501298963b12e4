import { describe, expect, it, vi } from 'vitest';

// Pixi cannot load in node; the pool only needs a Text with text, style, anchor, position and
// visibility, and a layer that takes children.
vi.mock('pixi.js', () => {
  class Text {
    static made = 0;
    text: string;
    style: Record<string, unknown>;
    visible = true;
    anchor = { set: () => {} };
    position = { x: 0, y: 0, set: (x: number, y: number) => Object.assign(this.position, { x, y }) };
    constructor(o: { text: string; style: Record<string, unknown> }) {
      Text.made++;
      this.text = o.text;
      this.style = { ...o.style };
    }
  }
  return { Text };
});

const { Text } = (await import('pixi.js')) as unknown as { Text: { made: number } };
const { TextPool } = await import('../../src/view/kit/text-pool');

const style = (fill: number) => ({ fontFamily: 'UI', fontSize: 12, fontWeight: '700' as const, fill });

describe('the roads’ label pool', () => {
  it('reuses its labels from one redraw to the next, and hides the ones a redraw did not need', () => {
    const children: { text: string; visible: boolean; style: Record<string, unknown> }[] = [];
    const layer = { addChild: (c: (typeof children)[number]) => children.push(c) };
    const pool = new TextPool(layer as never);
    const redraw = (digits: string[], fill: number) => {
      pool.begin();
      digits.forEach((d, i) => {
        pool.take(d, style(fill), i * 10, 5);
      });
      pool.end();
    };
    const made = Text.made;
    redraw(['7', '5', '9'], 0xffffff);
    expect(Text.made - made).toBe(3);
    // a round later: one more digit, the others changed; only the new one is made
    redraw(['8', '6', '2', '4'], 0x1f5fc8);
    expect(Text.made - made).toBe(4);
    expect(children.map((c) => c.text)).toEqual(['8', '6', '2', '4']);
    expect(children.every((c) => c.visible && c.style.fill === 0x1f5fc8)).toBe(true);
    // fewer labels: the rest hide but stay for the next redraw
    redraw(['1'], 0xffffff);
    expect(children.map((c) => c.visible)).toEqual([true, false, false, false]);
    expect(pool.shown).toBe(1);
    for (let round = 0; round < 100; round++) redraw(['1', '2', '3', '4'], 0xffffff);
    expect(Text.made - made).toBe(4);
  });
});
