/**
 * The felt print's lines never cross or touch (issue #25: at bj-european on a desktop the longer
 * second line climbed at its ends beside the line over it). Every table with a print, in every
 * language, at the sizes the layout tests use: the lines are laid out as the table scenes lay them
 * out, every letter is placed as the painter places it (felt-print.ts `glyphsOf`), and the boxes
 * of the letters of two lines must stay apart.
 */
import '../../../ui/support/pixi-node';
import { describe, expect, it } from 'vitest';
import { tableRules as baccaratRules } from '../../../../src/engine/baccarat/rules';
import { BLACKJACK_TABLES, tableRules as blackjackRules } from '../../../../src/engine/blackjack/rules';
import type { Minor } from '../../../../src/engine/shared/money';
import { LANGUAGES, type Language, translator } from '../../../../src/platform/i18n';
import { baccaratLayout } from '../../../../src/view/baccarat/layout';
import { tableLayout } from '../../../../src/view/blackjack/layout';
import { feltLines } from '../../../../src/view/blackjack/table-sync';
import { arcGeometry, glyphsOf, printedLayout, printPlacement } from '../../../../src/view/kit/felt/felt-print';
import { LAYOUT_SIZES } from '../../support/layout-sizes';

const { feltLine } = await import('../../../../src/view/baccarat/table-scene');

const SIZES = LAYOUT_SIZES;

// Capitals of the print's font are about 0.7 of its size wide (a space half that); a little wide
// on purpose, so a line is never found shorter than the browser draws it.
const sizeOf = (font: string) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 10);
const charWidth = (c: string, size: number) => (c === ' ' ? 0.36 : 0.72) * size;
const measure = (text: string, font: string) => [...text].reduce((a, c) => a + charWidth(c, sizeOf(font)), 0);

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The upright box around a turned letter: a capital's ink 0.75 of the size up, 0.2 down. */
function boxesOf(layout: ReturnType<typeof printedLayout>): Box[][] {
  const size = sizeOf(layout.font);
  return glyphsOf(layout, (c) => charWidth(c, size)).map((line) =>
    line.map((g) => {
      const corners = [-g.width / 2, g.width / 2].flatMap((dx) =>
        [-0.75 * size, 0.2 * size].map((dy) => ({
          x: g.x + dx * Math.cos(g.rotation) - dy * Math.sin(g.rotation),
          y: g.y + dx * Math.sin(g.rotation) + dy * Math.cos(g.rotation),
        })),
      );
      const xs = corners.map((p) => p.x);
      const ys = corners.map((p) => p.y);
      return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
    }),
  );
}

const MARGIN = 1;
const touch = (a: Box, b: Box) =>
  a.left < b.right + MARGIN && b.left < a.right + MARGIN && a.top < b.bottom + MARGIN && b.top < a.bottom + MARGIN;

function expectApart(layout: ReturnType<typeof printedLayout>, what: string): void {
  const lines = boxesOf(layout);
  const b = layout.bounds;
  for (const [i, line] of lines.entries()) {
    for (const box of line) {
      // the print is painted into a texture of these bounds: a letter outside them is cut
      expect(box.left >= b.x && box.right <= b.x + b.width, `${what}: line ${i + 1} inside the print`).toBe(true);
      expect(box.top >= b.y && box.bottom <= b.y + b.height, `${what}: line ${i + 1} inside the print`).toBe(true);
    }
    for (const other of lines.slice(i + 1)) {
      const hit = line.some((a) => other.some((o) => touch(a, o)));
      expect(hit, `${what}: line ${i + 1} touches a line below it`).toBe(false);
    }
    // A line stays under the one over it: its highest letters (at its ends, on an arc) are below
    // the ends of the line above, never beside them.
    const above = lines[i - 1];
    if (above && above.length > 0 && line.length > 0) {
      const ends = Math.max((above[0] as Box).bottom, (above[above.length - 1] as Box).bottom);
      const highest = Math.min(...line.map((x) => x.top));
      expect(highest, `${what}: line ${i + 1} climbs beside line ${i}`).toBeGreaterThan(ends + MARGIN);
    }
  }
}

const money = (lang: Language) => (minor: Minor) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(minor / 100);

describe('blackjack felt print', () => {
  for (const table of BLACKJACK_TABLES) {
    const rules = blackjackRules(table);
    for (const [size, w, h] of SIZES) {
      it(`${table}, ${size} ${w}×${h}: no two lines touch, in any language`, () => {
        const sideCircles = rules.perfectPairs || (rules.betBehind && rules.otherPlayers > 0);
        const l = tableLayout(w, h, rules.seats + rules.otherPlayers, sideCircles, w > 480 ? 60 : 84);
        const fh = l.felt.height;
        // the felt's rail and the circle it follows, as felt.ts draws them
        const rail = Math.round(Math.max(8, Math.min(18, Math.min(w, fh) * 0.025)));
        const place = printPlacement(arcGeometry(w, fh, rail), fh, l.printY);
        for (const lang of LANGUAGES) {
          const lines = feltLines(rules, translator(lang), money(lang)).slice(0, l.printLines);
          expectApart(printedLayout(lines, w, fh, place.arc, place.depth, measure), `${lang}`);
        }
      });
    }
  }

  it('a longer line under a shorter one goes down until its ends are under the ends above', () => {
    const g = arcGeometry(1440, 720, 18);
    const lines = ['BLACKJACK PAYS 3 TO 2', 'INSURANCE PAYS 2 TO 1 · DEALER STANDS ON ALL 17s · AND MORE'];
    const layout = printedLayout(lines, 1440, 720, g, 0.5, measure);
    const [first, second] = layout.lines.map((x) => x.at);
    const size = sizeOf(layout.font);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThan(size * 1.9 + 1);
    expectApart(layout, 'long under short');
  });
});

describe('baccarat felt print', () => {
  for (const table of ['baccarat-8deck', 'baccarat-6deck']) {
    const rules = baccaratRules(table);
    for (const [size, w, h] of SIZES) {
      for (const roadsShown of [true, false]) {
        it(`${table}, ${size} ${w}×${h}, roads ${roadsShown ? 'shown' : 'hidden'}: lines apart`, () => {
          const l = baccaratLayout(w, h, roadsShown, w > 480 ? 60 : 84);
          if (!l.printLine) return;
          const fw = l.felt.width;
          const fh = l.felt.height;
          const place = printPlacement(null, fh, l.printY);
          for (const lang of LANGUAGES) {
            const layout = printedLayout([feltLine(rules, translator(lang))], fw, fh, place.arc, place.depth, measure);
            expectApart(layout, lang);
          }
        });
      }
    }
  }
});
