import { describe, expect, it } from 'vitest';
import { ANNOUNCED_BETS } from '../../../src/engine/roulette/bets';
import { findPosition, POSITIONS } from '../../../src/engine/roulette/layout';
import { boardGeometry, hitTest, numberBox, spotCentre } from '../../../src/view/roulette/board-geometry';
import {
  cellLength,
  numberCentre,
  SECTORS,
  sectorCentre,
  trackGeometry,
  trackHit,
} from '../../../src/view/roulette/track-geometry';

const GEOMETRIES = [
  ['phone (vertical, 88 px cells)', boardGeometry('vertical', 88, 88)],
  ['phone landscape (horizontal, 88 px cells)', boardGeometry('horizontal', 88, 88)],
  ['desktop (horizontal, 70 px cells)', boardGeometry('horizontal', 70, 70)],
  ['narrow vertical (96 × 90)', boardGeometry('vertical', 90, 96)],
] as const;

describe('roulette betting layout: hit-testing', () => {
  for (const [label, g] of GEOMETRIES) {
    it(`${label}: a tap at each position's spot places that exact position`, () => {
      for (const p of POSITIONS) {
        const c = spotCentre(g, p.name);
        expect(c, p.name).not.toBeNull();
        expect(hitTest(g, c!.x, c!.y), p.name).toBe(p.name);
      }
    });

    it(`${label}: every name the layout produces is a legal engine position`, () => {
      const seen = new Set<string>();
      for (let x = 0; x <= g.width; x += 3) {
        for (let y = 0; y <= g.height; y += 3) {
          const name = hitTest(g, x, y);
          if (name) {
            expect(findPosition(name), name).toBeDefined();
            seen.add(name);
          }
        }
      }
      // and every position can be reached
      expect(seen.size).toBe(POSITIONS.length);
    });
  }

  it('on a phone every target is a finger wide: the 44 × 44 square round each spot is all that position', () => {
    for (const [, g] of GEOMETRIES.slice(0, 2)) {
      for (const p of POSITIONS) {
        const c = spotCentre(g, p.name)!;
        for (const dx of [-21, 0, 21]) {
          for (const dy of [-21, 0, 21]) expect(hitTest(g, c.x + dx, c.y + dy), `${p.name} ${dx},${dy}`).toBe(p.name);
        }
      }
    }
  });

  it('places the classic features where a player expects them', () => {
    const g = boardGeometry('horizontal', 70, 70);
    // the 3-row is on top, the zero on the left, number 1 bottom-left of the grid
    const three = numberBox(g, 3);
    const one = numberBox(g, 1);
    expect(three.y).toBeLessThan(one.y);
    expect(numberBox(g, 0).x).toBeLessThan(one.x);
    // the line between 17 and 20, the point where 17, 18, 20 and 21 meet
    const b17 = numberBox(g, 17);
    expect(hitTest(g, b17.x + b17.width, b17.y + b17.height / 2)).toBe('split:17-20');
    expect(hitTest(g, b17.x + b17.width, b17.y)).toBe('corner:17-18-20-21');
    expect(hitTest(g, b17.x + b17.width / 2, b17.y + 2)).toBe('split:17-18');
    // the outer edge of a row is its street; where two rows meet on it, a six line
    expect(hitTest(g, b17.x + b17.width / 2, one.y + one.height)).toBe('street:16-17-18');
    expect(hitTest(g, b17.x, one.y + one.height)).toBe('line:13-14-15-16-17-18');
    // the zero's line: 0/2 split, the trio junctions and the first four at the outer corner
    expect(hitTest(g, one.x, numberBox(g, 2).y + 35)).toBe('split:0-2');
    expect(hitTest(g, one.x, one.y)).toBe('trio:0-1-2');
    expect(hitTest(g, one.x, one.y + one.height)).toBe('basket:0-1-2-3');
    expect(hitTest(g, g.width - 10, three.y + 10)).toBe('column:3');
    expect(hitTest(g, -5, 10)).toBeNull();
  });
});

describe('roulette racetrack: hit-testing', () => {
  for (const [label, w, h] of [
    ['desktop', 990, 190],
    ['phone upright', 370, 560],
    ['phone landscape', 560, 240],
  ] as const) {
    it(`${label}: each number's cell is its neighbours bet, each sector its announced bet`, () => {
      const g = trackGeometry(w, h);
      for (let n = 0; n <= 36; n++) {
        const c = numberCentre(g, n);
        expect(trackHit(g, c.x, c.y), `number ${n}`).toBe(`neighbours:${n}`);
      }
      for (const s of SECTORS) {
        const c = sectorCentre(g, s);
        expect(trackHit(g, c.x, c.y), s).toBe(s);
        expect(ANNOUNCED_BETS.some((b) => b.name === s)).toBe(true);
      }
      expect(trackHit(g, 2, 2)).toBeNull();
    });
  }

  it('a number on the phone track is nearly a finger-sized target (37 numbers round a 390 px screen)', () => {
    const g = trackGeometry(370, 560);
    expect(g.band).toBeGreaterThanOrEqual(44);
    expect(cellLength(g)).toBeGreaterThanOrEqual(36);
  });
});
