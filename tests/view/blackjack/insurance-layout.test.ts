/** The insurance amount picker fits the tray's row at every size we ship: nothing overlaps, nothing leaves the row. */
import { describe, expect, it } from 'vitest';
import { pickerSlots } from '../../../src/view/blackjack/insurance-layout';
import { overlaps, tableLayout } from '../../../src/view/blackjack/layout';

const SIZES: [number, number][] = [
  [320, 568],
  [360, 740],
  [390, 844],
  [430, 932],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [1440, 900],
  [1920, 1080],
];

describe('insurance picker layout', () => {
  it.each(SIZES)('%i × %i: − amount + HALF inside the row, apart, each at least 44 px', (w, h) => {
    const l = tableLayout(w, h, 5, true, 64);
    const row = {
      x: l.chips.x,
      y: l.chips.y + (l.chips.height - l.buttonHeight) / 2,
      width: l.chips.width,
      height: l.buttonHeight,
    };
    // HALF's words in the longest language (PUOLET, METÀ, ΜΙΣΟ) want at most about 110 px.
    for (const halfWords of [80, 110]) {
      const s = pickerSlots(row, halfWords);
      const parts = [s.less, s.amount, s.more, s.half];
      for (const p of parts) {
        expect(p.x).toBeGreaterThanOrEqual(row.x - 0.5);
        expect(p.x + p.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
        expect(p.y).toBeGreaterThanOrEqual(row.y - 0.5);
        expect(p.y + p.height).toBeLessThanOrEqual(row.y + row.height + 0.5);
        expect(Math.min(p.width, p.height)).toBeGreaterThanOrEqual(44);
      }
      for (let i = 0; i < parts.length; i++)
        for (let j = i + 1; j < parts.length; j++) expect(overlaps(parts[i]!, parts[j]!), `${i} ${j}`).toBe(false);
      // Clear of the buttons' row below (or beside) it, and of the HUD.
      for (const p of parts) expect(overlaps(p, l.buttons)).toBe(false);
    }
  });
});
