/**
 * A hand in play redraws none of its shapes while only its cards, its total, its place or its turn
 * change: a batched Graphics drawn again makes Pixi rebuild its seat's whole draw list in that
 * frame (the slow frames of the frame bench). A blackjack hand draws its total's and its badge's
 * backs again only when their size or colour changes, and its turn arrow once (it is moved, and
 * still points at the total over the fan, wherever the fan ends); a baccarat hand's head only when
 * its light changes. Built in node with the real Pixi; each Graphics context's `update` event is a
 * redraw.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { canvasesPaintNothing, measureByFontSize, sceneNodes } from '../../../ui/support/pixi-node';

measureByFontSize();
canvasesPaintNothing();

const { Container, Graphics } = await import('pixi.js');
const { CardAtlas } = await import('../../../../src/view/kit/cards/cards');
const { HandView } = await import('../../../../src/view/blackjack/hand-view');
const { BaccaratHandView } = await import('../../../../src/view/baccarat/hand-view');
const { FigureText } = await import('../../../../src/look/figure-font');

type Hand = InstanceType<typeof HandView>;
type Node = InstanceType<typeof Container>;

const made: { destroy: () => void }[] = [];
afterEach(() => {
  for (const o of made.splice(0)) o.destroy();
});

function hand(): Hand {
  const atlas = new CardAtlas(1);
  const h = new HandView(atlas, false);
  made.push({ destroy: () => h.destroy({ children: true }) }, atlas);
  h.setCardScale(0.8);
  return h;
}

/** From now on, how many of the shapes in `h` were drawn again since the last time it was asked. */
function redrawn(h: Node): () => number {
  const changed = new Set<unknown>();
  for (const g of sceneNodes(h)) if (g instanceof Graphics) g.context.on('update', () => changed.add(g));
  return () => {
    const n = changed.size;
    changed.clear();
    return n;
  };
}

/** The centre x and the bottom of a shown node, in the hand's coordinates. */
function placeOf(h: Hand, node: Node): { x: number; bottom: number } {
  const b = node.getBounds();
  const tl = h.toLocal({ x: b.x, y: b.y });
  const br = h.toLocal({ x: b.x + b.width, y: b.y + b.height });
  return { x: (tl.x + br.x) / 2, bottom: br.y };
}

const arrowOf = (h: Hand) => h.children[0] as Node;
const totalOf = (h: Hand) => sceneNodes(h as Node).find((n) => n instanceof FigureText) as Node;

describe('a blackjack hand in play', () => {
  it('deals, totals, takes and hands on its turn without redrawing a shape of the same size', () => {
    const h = hand();
    h.addCard('9S', true);
    h.addCard('3H', true);
    h.setTotal('12');
    const count = redrawn(h);
    h.setActive(true);
    h.addCard('3D', true);
    h.setTotal('15');
    h.setActive(false);
    h.setActive(true);
    h.addCard('2C', true);
    h.setTotal('17');
    h.setCardScale(0.8);
    expect(count()).toBe(0);
    // a total of another width draws its back once
    h.setTotal('7 / 17');
    expect(count()).toBe(1);
  });

  it('draws a badge’s back again only for another colour or size', () => {
    const h = hand();
    h.addCard('KS', true);
    h.addCard('QH', true);
    h.setBadge('win', 'WIN');
    const count = redrawn(h);
    h.setBadge('win', 'WIN');
    h.setBadge(null, '');
    h.setBadge('win', 'WIN');
    expect(count()).toBe(0);
    h.setBadge('lose', 'WIN');
    expect(count()).toBe(1);
    h.setBadge('lose', 'LOSE');
    expect(count()).toBe(1);
  });

  it('points its turn arrow at the total over the fan, however many cards it holds', () => {
    const h = hand();
    h.addCard('9S', true);
    h.addCard('3H', true);
    h.setTotal('12');
    h.setActive(true);
    for (const card of ['2D', '2C'] as const) {
      const arrow = placeOf(h, arrowOf(h));
      const total = placeOf(h, totalOf(h));
      expect(arrowOf(h).visible).toBe(true);
      expect(Math.abs(arrow.x - total.x)).toBeLessThan(1);
      // its tip just over the total's top
      const top = h.toLocal({ x: 0, y: totalOf(h).getBounds().y }).y;
      expect(arrow.bottom).toBeLessThanOrEqual(top);
      expect(top - arrow.bottom).toBeLessThan(12);
      h.addCard(card, true);
    }
    const wider = placeOf(h, arrowOf(h)).x;
    h.setActive(false);
    expect(arrowOf(h).visible).toBe(false);
    h.setActive(true);
    expect(placeOf(h, arrowOf(h)).x).toBe(wider);
  });
});

describe('a baccarat hand in play', () => {
  it('shows each card’s new total without redrawing its head, and draws it again to light the winner', () => {
    const atlas = new CardAtlas(1);
    const h = new BaccaratHandView('player', 'PLAYER', atlas, false);
    made.push({ destroy: () => h.destroy({ children: true }) }, atlas);
    h.layout({ x: 0, y: 0, width: 220, height: 160 }, 0.7);
    const count = redrawn(h);
    for (const [i, card] of (['4S', '3H', '2D'] as const).entries()) {
      h.addCard(card, true);
      h.setTotal([4, 7, 9][i] as number);
    }
    expect(count()).toBe(0);
    h.setWinner(true, 'NATURAL');
    expect(count()).toBe(1);
    h.setWinner(true, 'NATURAL');
    h.setTotal(9);
    expect(count()).toBe(0);
    h.clear();
    expect(count()).toBe(1);
  });
});
