/**
 * A window moved to a denser screen: the glyphs the table's words and figures are drawn from are
 * painted again at the new resolution, so no sentence, figure or pooled label is left showing
 * glyphs painted for the old screen (scaled up, blurred), and one made afterwards is painted at
 * the new resolution from the start. Built in node with the real Pixi.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { measureByFontSize, sceneNodes } from '../../../ui/support/pixi-node';

measureByFontSize();

const g = globalThis as { devicePixelRatio?: number };
const before = g.devicePixelRatio;
g.devicePixelRatio = 1;

const { Container, Sprite, Texture } = await import('pixi.js');
const { messageText } = await import('../../../../src/view/kit/text/message-line');
const { figureText } = await import('../../../../src/look/figure-font');
const { TextPool } = await import('../../../../src/view/kit/text/text-pool');
const { repaintGlyphAtlases } = await import('../../../../src/view/kit/text/glyph-repaint');

type Node = InstanceType<typeof Container>;
type Sprite = InstanceType<typeof Sprite>;

afterAll(() => {
  g.devicePixelRatio = before;
});

/** The glyph sprites with ink under `root` (a blank cell or an empty sprite shows nothing). */
const inked = (root: Node): Sprite[] =>
  sceneNodes(root).filter(
    (n): n is Sprite => n instanceof Sprite && n.texture !== Texture.EMPTY && n.texture.frame.width > 1,
  );
const resolutions = (root: Node) => new Set(inked(root).map((s) => s.texture.source.resolution));
const textures = (root: Node) => new Set(inked(root).map((s) => s.texture));
/** What a frame does: each sentence places its glyphs (its onRender). */
const frame = (root: Node) => {
  for (const n of sceneNodes(root)) (n as { flush?: () => void }).flush?.();
};

describe('glyphs after a change of resolution', () => {
  it('are painted again at the new one for every sentence, figure and pooled label shown', () => {
    const root = new Container();
    const sentence = messageText({ fontSize: 16, fontWeight: '600', shadowAlpha: 0.6, wordWrap: true });
    sentence.style.wordWrapWidth = 300;
    sentence.text = 'Place your bets · Ποντάρετε';
    const figure = figureText('1.234,50 €', { fontSize: 20, fontWeight: '700', fill: 0xffffff });
    const labels = new Container();
    const pool = new TextPool(labels);
    pool.begin();
    pool.take('17', { fontSize: 12, fontWeight: '800', fill: 0xffffff }, 0, 0);
    pool.end();
    root.addChild(sentence, figure, labels);
    frame(root);
    expect(resolutions(root)).toEqual(new Set([1]));
    const old = textures(root);
    expect(old.size).toBeGreaterThan(10);

    g.devicePixelRatio = 2;
    expect(repaintGlyphAtlases()).toBeGreaterThanOrEqual(3);
    frame(root);
    expect(resolutions(root)).toEqual(new Set([2]));
    // every glyph is a new one: none of the old screen's is still shown
    for (const t of textures(root)) expect(old.has(t)).toBe(false);
    for (const t of old) expect(t.source.destroyed).toBe(true);

    // made after the move: painted at the new resolution at once
    const later = messageText({ fontSize: 16, fontWeight: '600', shadowAlpha: 0.6, wordWrap: true });
    later.text = 'No more bets';
    frame(later);
    expect(resolutions(later)).toEqual(new Set([2]));
    root.destroy({ children: true });
    later.destroy({ children: true });
  });
});
