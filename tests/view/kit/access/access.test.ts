/**
 * Keyboard and screen-reader play, the pure parts: the reading order of the accessibility layer,
 * the roulette pickers' arrow steps (every position of the layout reachable from where the ring
 * starts), and what the live region says after a blackjack step, in four languages.
 */
import { describe, expect, it } from 'vitest';
import type { RoundEvent } from '../../../../src/engine/blackjack/index';
import { POSITIONS } from '../../../../src/engine/roulette/layout';
import { LANGUAGES, translator } from '../../../../src/platform/i18n';
import { narrateStep } from '../../../../src/view/blackjack/narration';
import { readingOrder } from '../../../../src/view/kit/access/access-layer';
import { cardName } from '../../../../src/view/kit/words/card-names';
import { boardGeometry, spotCentre } from '../../../../src/view/roulette/board-geometry';
import { type Spot, stepSpot } from '../../../../src/view/roulette/spot-step';

const box = (id: string, x: number, y: number, width = 60, height = 44) => ({ id, x, y, width, height });

describe('the accessibility layer', () => {
  it('orders controls as they are read: rows from the top, left to right in a row', () => {
    const nodes = [
      box('deal', 900, 700),
      box('chip1', 40, 706, 56, 56),
      box('seat', 500, 500, 90, 90),
      box('history', 1300, 820),
      box('undo', 600, 700),
      box('balance', 300, 812, 120, 40),
    ];
    expect(readingOrder(nodes).map((n) => n.id)).toEqual(['seat', 'chip1', 'undo', 'deal', 'balance', 'history']);
  });
});

describe('the roulette keyboard pickers', () => {
  for (const orientation of ['horizontal', 'vertical'] as const) {
    it(`arrows reach every position of the ${orientation} layout from 17, half a step at a time`, () => {
      const g = boardGeometry(orientation, 60, 60);
      const spots: Spot[] = POSITIONS.map((p) => ({
        name: p.name,
        ...(spotCentre(g, p.name) as { x: number; y: number }),
      }));
      const dirs = [
        { dx: 1, dy: 0 },
        { dx: -1, dy: 0 },
        { dx: 0, dy: 1 },
        { dx: 0, dy: -1 },
      ];
      const start = spots.find((s) => s.name === 'straight:17') as Spot;
      const reached = new Set([start.name]);
      const queue = [start];
      while (queue.length > 0) {
        const from = queue.shift() as Spot;
        for (const d of dirs) {
          const next = stepSpot(spots, from, d);
          if (next && !reached.has(next.name)) {
            reached.add(next.name);
            queue.push(next);
          }
        }
      }
      expect([...POSITIONS.map((p) => p.name)].filter((n) => !reached.has(n))).toEqual([]);
      // towards the higher numbers from 17 is the split on the line it shares with 20
      const along = orientation === 'horizontal' ? { dx: 1, dy: 0 } : { dx: 0, dy: 1 };
      expect(stepSpot(spots, start, along)?.name).toBe('split:17-20');
    });
  }
});

describe('the live region after a blackjack step', () => {
  const deal: RoundEvent[] = [
    { type: 'card.dealt', to: { seat: 1, hand: 0 }, card: 'AS', faceDown: false },
    { type: 'card.dealt', to: 'dealer', card: '9C', faceDown: false },
    { type: 'card.dealt', to: { seat: 1, hand: 0 }, card: '6H', faceDown: false },
    { type: 'card.dealt', to: 'dealer', card: null, faceDown: true },
  ];
  const shown = { dealer: ['9C', null] as const, seats: { 1: [['AS', '6H']] as const } };

  it('says each hand the cards went to, with its total, and the dealer’s face-down card', () => {
    const t = translator('en');
    expect(narrateStep(deal, shown as never, t)).toEqual([
      'Seat 1: Ace of spades, 6 of hearts, soft 17',
      'Dealer: 9 of clubs, a face-down card',
    ]);
    const reveal: RoundEvent[] = [
      { type: 'hole.revealed', card: 'KD' },
      { type: 'card.dealt', to: 'dealer', card: '2S', faceDown: false },
    ];
    expect(narrateStep(reveal, { dealer: ['9C', 'KD', '2S'], seats: shown.seats } as never, t)).toEqual([
      'Dealer turns over King of diamonds',
      'Dealer: 9 of clubs, King of diamonds, 2 of spades, total 21',
    ]);
  });

  it.each(LANGUAGES)('names every card in %s', (lang) => {
    const t = translator(lang);
    const names = new Set<string>();
    for (const r of 'A23456789TJQK') for (const s of 'SHDC') names.add(cardName(`${r}${s}` as never, t));
    expect(names.size).toBe(52);
    for (const n of names) expect(n).not.toMatch(/a11y\./);
    expect(narrateStep(deal, shown as never, t)[0]).toMatch(/17/);
  });
});
