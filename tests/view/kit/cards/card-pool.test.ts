/**
 * Rounds played through the hands and seats of the card tables make no display objects once the
 * first round has made them: a round's cards are the last round's sprites (kept by the card
 * atlas), a seat's hands are its last hands, a badge's word (any word, even one never shown) is
 * glyph sprites from the sentences' atlas. A sprite used again shows the face it is given and
 * nothing of its last use: no fade, turn, offset or half-done flip, no tween that still moves it,
 * no listener. Built in node with the real Pixi and GSAP; Pixi's uid counter counts the objects made.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { canvasesPaintNothing, measureByFontSize, objectsMade, sceneNodes } from '../../../ui/support/pixi-node';

measureByFontSize();
canvasesPaintNothing();

const { gsap } = await import('gsap');
const { Container, Sprite, Text } = await import('pixi.js');
const { CardAtlas, CardSprite } = await import('../../../../src/view/kit/cards/cards');
const { HandView } = await import('../../../../src/view/blackjack/hand-view');
const { SeatView } = await import('../../../../src/view/blackjack/seat-view');
const { BaccaratHandView } = await import('../../../../src/view/baccarat/hand-view');
const { ChipAtlas } = await import('../../../../src/view/kit/chips/chips');
const { sweepCards } = await import('../../../../src/view/kit/cards/card-moves');
const { FigureText } = await import('../../../../src/look/figure-font');
const { SentenceText } = await import('../../../../src/view/kit/text/sentence');
const { sentenceGlyphs } = await import('../../../../src/view/kit/text/sentence-font');

type Node = InstanceType<typeof Container>;
type Card = Parameters<InstanceType<typeof CardAtlas>['texture']>[0];

const made = objectsMade();

const nodes = (root: Node): Node[] => sceneNodes(root);

/** The Texts under `root` and their strings (a changed string is a texture painted again). */
const texts = (root: Node) => nodes(root).flatMap((n) => (n instanceof Text ? [`${n.uid}:${n.text}`] : []));

/** Measures every figure under `root`, as laying out a frame would. */
function measure(root: Node): void {
  for (const n of nodes(root)) if (n instanceof FigureText) void n.width;
}

/** What a card sprite shows: its face sprite (inside the body that turns). */
const faceOf = (s: InstanceType<typeof CardSprite>) =>
  ((s.children[0] as Node).children[1] as InstanceType<typeof Sprite>).texture;
const bodyOf = (s: InstanceType<typeof CardSprite>) => s.children[0] as Node;

/** Moves the tweens of `targets` to `progress` (1: done, their promises resolve). */
const advance = (targets: object[], progress: number) => {
  for (const t of gsap.getTweensOf(targets)) t.progress(progress);
};
/** The tweens still driving a card sprite or its parts. */
const motionOn = (s: InstanceType<typeof CardSprite>) =>
  gsap.getTweensOf([s, s.position, s.scale, bodyOf(s).scale]).filter((t) => t.isActive() || t.progress() < 1);

const objects: { destroy: (o?: never) => void }[] = [];
afterEach(() => {
  for (const o of objects.splice(0)) o.destroy();
});

function atlas() {
  const a = new CardAtlas(1);
  objects.push(a);
  return a;
}

function seat(cards: InstanceType<typeof CardAtlas>) {
  const chips = new ChipAtlas(1, (m) => String(m));
  const s = new SeatView(1, cards, chips, [100, 500, 2500], (m) => String(m), false, '', false);
  s.layout(
    {
      circle: { x: 200, y: 300 },
      radius: 40,
      name: { x: 200, y: 350 },
      nameSpan: { left: 100, right: 300 },
      pay: { x: 150, y: 294 },
      insurance: { x: 250, y: 260 },
      insuranceScale: 1,
      side: null,
      sideRadius: 24,
      hands: { x: 100, y: 100, width: 200, height: 150 },
      mirror: false,
    } as never,
    0.6,
  );
  objects.push({ destroy: () => s.destroy({ children: true }) });
  return s;
}

/**
 * One blackjack round at a seat and the dealer: two hands (a split), cards dealt face down and
 * turned, a bust badge, the dealer's cards and its bust, then the table swept and cleared.
 */
async function blackjackRound(
  s: InstanceType<typeof SeatView>,
  dealer: InstanceType<typeof HandView>,
  cards: readonly Card[],
  badge: 'bust' | 'win',
) {
  s.ensureHands(1);
  const first = s.hands[0] as InstanceType<typeof HandView>;
  for (const c of cards.slice(0, 2)) await first.addCard(null, false).flip(c, 0);
  dealer.addCard(cards[2] as Card, true);
  dealer.addCard(null, false);
  // a split: the second card moves to a new hand
  const moved = first.takeLast();
  const second = s.insertHand(1);
  if (moved) second.adopt(moved);
  s.placeHands(true);
  await first.addCard(null, false).flip(cards[3] as Card, 0);
  await second.addCard(null, false).flip(cards[4] as Card, 0);
  first.setBadge(badge, badge.toUpperCase());
  second.setBadge('push', 'PUSH');
  await (dealer.cards[1] as InstanceType<typeof CardSprite>).flip(cards[5] as Card, 0);
  dealer.addCard(cards[6] as Card, true);
  dealer.setBadge('bust', 'BUST');
  measure(s);
  measure(dealer);
  const all = [...dealer.cards, ...s.hands.flatMap((h) => h.cards)];
  const swept = sweepCards(all, { x: 0, y: 0 }, 1, { rotation: 0.4 });
  advance(all, 1);
  await swept;
  dealer.clear();
  s.clearCards();
}

describe('card tables make no display objects after the first round', () => {
  it('a blackjack seat and the dealer play rounds with the sprites, hands and labels of the first', async () => {
    const cards = atlas();
    const s = seat(cards);
    const dealer = new HandView(cards, false);
    dealer.setCardScale(0.6);
    objects.push({ destroy: () => dealer.destroy({ children: true }) });
    const deck: Card[] = ['AS', 'KD', '9C', '5H', 'QS', '7D', 'TC'] as Card[];
    await blackjackRound(s, dealer, deck, 'bust');
    await blackjackRound(s, dealer, deck, 'win');
    // the first rounds made their objects (the split's hand); the next make none
    made();
    const words = texts(s);
    for (let i = 0; i < 4; i++) {
      await blackjackRound(s, dealer, [...deck].reverse(), i % 2 ? 'bust' : 'win');
      expect(made()).toBe(0);
    }
    // the labels the rounds show are the first rounds' (badges are glyph sprites, not Texts)
    await blackjackRound(s, dealer, deck, 'bust');
    await blackjackRound(s, dealer, deck, 'win');
    made();
    const before = texts(s);
    await blackjackRound(s, dealer, deck, 'bust');
    expect(texts(s)).toEqual(before);
    expect(words.length).toBeGreaterThan(0);
    expect(made()).toBe(0);
  });

  it('a hand shows a badge word it never showed before with nothing made, painted or uploaded', () => {
    const hand = new HandView(atlas(), false);
    objects.push({ destroy: () => hand.destroy({ children: true }) });
    /** A frame: the badge's sentence places its glyphs, as its onRender does. */
    const frame = () => {
      for (const n of nodes(hand)) if (n instanceof SentenceText) n.flush();
    };
    const textsBefore = nodes(hand).filter((n) => n instanceof Text).length;
    hand.setBadge('bust', 'BUST');
    frame();
    made();
    const painted = sentenceGlyphs();
    const words = [
      ['win', 'WIN'],
      ['blackjack', 'BLACKJACK'],
      ['surrender', 'ANTAUTUNUT'],
      ['push', 'PAREGGIO'],
      ['lose', 'PERSO'],
      ['bust', 'SBALLATO'],
    ] as const;
    for (const [badge, word] of words) {
      hand.setBadge(badge, word);
      frame();
      expect(hand.badgeWord).toBe(word);
      expect(hand.currentBadge).toBe(badge);
    }
    expect(made()).toBe(0);
    // no new glyph painted into the atlas, and no canvas Text for a word
    expect(sentenceGlyphs()).toEqual(painted);
    expect(nodes(hand).filter((n) => n instanceof Text).length).toBe(textsBefore);
    hand.setBadge(null, '');
    expect(hand.badgeWord).toBe('');
  });

  it('a baccarat hand deals, turns, marks and sweeps rounds with the same sprites and label', async () => {
    const cards = atlas();
    const hand = new BaccaratHandView('player', 'PLAYER', cards, false);
    hand.layout({ x: 0, y: 0, width: 220, height: 200 }, 0.6);
    objects.push({ destroy: () => hand.destroy({ children: true }) });
    const round = async (third: boolean) => {
      hand.clear();
      const dealt = [hand.addCard(null, false), hand.addCard(null, false)];
      if (third) dealt.push(hand.addCard(null, false));
      for (const [i, s] of dealt.entries()) await s.flip((['9H', '8C', '2D'] as Card[])[i] as Card, 0);
      hand.setTotal(third ? 9 : 7);
      hand.setWinner(true, 'NATURAL');
      measure(hand);
      const taken = hand.takeCards();
      const swept = sweepCards(taken, { x: 0, y: 0 }, 1);
      advance(taken, 1);
      await swept;
      for (const c of taken) c.recycle();
    };
    await round(true);
    made();
    const words = texts(hand);
    for (let i = 0; i < 4; i++) {
      await round(i % 2 === 0);
      expect(made()).toBe(0);
    }
    expect(texts(hand)).toEqual(words);
  });
});

describe('a card sprite used again', () => {
  it('shows the face it is given, in the colour mode asked for, or its back', () => {
    const cards = atlas();
    const first = cards.take('AS' as Card, true, false);
    expect(faceOf(first)).toBe(cards.texture('AS' as Card, false));
    cards.give(first);
    const again = cards.take('7D' as Card, true, true);
    expect(again).toBe(first);
    expect(again.card).toBe('7D');
    expect(again.faceUp).toBe(true);
    expect(faceOf(again)).toBe(cards.texture('7D' as Card, true));
    cards.give(again);
    const down = cards.take(null, false, false);
    expect(down).toBe(first);
    expect(faceOf(down)).toBe(cards.back());
  });

  it('keeps nothing of its last use: no fade, turn, offset, half-done flip, tween or listener', async () => {
    const cards = atlas();
    const hand = new HandView(cards, false);
    hand.setCardScale(0.5);
    objects.push({ destroy: () => hand.destroy({ children: true }) });
    const old = hand.addCard(null, false);
    // caught mid-motion: half swept (faded, turned, moved), half turned over, a listener on it
    void sweepCards([old], { x: 500, y: -300 }, 1, { rotation: 0.4 });
    let flipped = false;
    void old.flip('KH' as Card, 1).then(() => {
      flipped = true;
    });
    old.scale.set(0.9);
    old.tint = 0x808080;
    let taps = 0;
    old.on('pointertap', () => taps++);
    advance([old, bodyOf(old).scale], 0.3);
    expect(old.alpha).toBeLessThan(1);
    expect(bodyOf(old).scale.x).toBeLessThan(1);
    hand.clear();
    // the half-done flip was settled, not left to finish on the next card
    await Promise.resolve();
    expect(flipped).toBe(true);
    const fresh = hand.addCard('2C' as Card, true);
    expect(fresh).toBe(old);
    const rest = hand.slot(0);
    const look = () => ({
      alpha: fresh.alpha,
      rotation: fresh.rotation,
      x: fresh.x,
      y: fresh.y,
      scale: fresh.scale.x,
      tint: fresh.tint,
      body: bodyOf(fresh).scale.x,
      face: faceOf(fresh),
    });
    const expected = {
      alpha: 1,
      rotation: 0,
      x: rest.x,
      y: rest.y,
      scale: 0.5,
      tint: 0xffffff,
      body: 1,
      face: cards.texture('2C' as Card, false),
    };
    expect(look()).toEqual(expected);
    // the old use's tweens are gone: nothing moves it on
    expect(motionOn(fresh)).toEqual([]);
    fresh.emit('pointertap', {} as never);
    expect(taps).toBe(0);
    expect(fresh.parent).not.toBeNull();
  });

  it('a seat’s hand used again is empty, unbadged, at rest and in the colour mode of now', () => {
    const cards = atlas();
    const s = seat(cards);
    s.ensureHands(2);
    const [a, b] = s.hands as InstanceType<typeof HandView>[];
    b?.addCard('AS' as Card, true);
    b?.setBadge('bust', 'BUST');
    b?.setActive(true);
    s.placeHands(true);
    s.ensureHands(1);
    s.setFourColour(true);
    s.ensureHands(2);
    const again = s.hands[1] as InstanceType<typeof HandView>;
    expect(again).toBe(b);
    expect(s.hands[0]).toBe(a);
    expect(again.cards).toHaveLength(0);
    expect(again.currentBadge).toBeNull();
    const card = again.addCard('AS' as Card, true);
    expect(faceOf(card)).toBe(cards.texture('AS' as Card, true));
    // the move it made when it was shown last is over: nothing moves it
    expect(gsap.getTweensOf(again.position)).toEqual([]);
  });
});
