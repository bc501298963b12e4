/**
 * The words that change while a table plays — the round's message line at every table, the
 * roulette's winning number — and the figures beside them, built in node with the real Pixi and
 * changed fifty times or more after a first showing: nothing is made (Pixi's uid counter), no
 * Text's string changes (a new string is a canvas texture to upload), no atlas paints a glyph
 * (a glyph painted is an upload), and the scene's structure stays as it was: Pixi v8 rebuilds a
 * render group's instructions when a child is added or shows or hides (`structureDidChange`), or
 * when a sprite moves to another texture source (the batch breaks), so every sprite keeps to its
 * atlas's one source.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { measureByFontSize, objectsMade, sceneNodes } from '../../../ui/support/pixi-node';

measureByFontSize();

const { CanvasTextMetrics, Container, Sprite, Text, TextStyle } = await import('pixi.js');
const { messageText } = await import('../../../../src/view/kit/text/message-line');
const { sentenceGlyphs } = await import('../../../../src/view/kit/text/sentence-font');
const { SentenceText } = await import('../../../../src/view/kit/text/sentence');
const { figureGlyphs, figureText } = await import('../../../../src/look/figure-font');
const { TextPool } = await import('../../../../src/view/kit/text/text-pool');
const { WinningNumber } = await import('../../../../src/view/roulette/winning-number');
const { dictionary } = await import('../../../../src/platform/i18n');
const { formatMoney } = await import('../../../../src/engine/shared/money');

type Node = InstanceType<typeof Container>;
type Sentence = InstanceType<typeof SentenceText>;

const made = objectsMade();

const nodes = (root: Node): Node[] => sceneNodes(root);
const texts = (root: Node) => nodes(root).flatMap((n) => (n instanceof Text ? [n.text] : []));
/** What a frame draws: every sentence places its glyphs (as its onRender would). */
const frame = (root: Node) => {
  for (const n of nodes(root)) if (n instanceof SentenceText) n.flush();
};
/** The texture sources the sprites under `root` draw from (one: the batch never breaks). */
const sources = (root: Node) =>
  new Set(nodes(root).flatMap((n) => (n instanceof Sprite ? [n.texture.source.uid] : [])));
/** Whether anything under `root` is hidden (a visibility flip is a structure change). */
const hidden = (root: Node) => nodes(root).filter((n) => !n.visible).length;

/** A scene root that is a render group, as the stage is: its children report structure changes to it. */
function scene(...children: Node[]): Node {
  const root = new Container({ isRenderGroup: true });
  root.addChild(...children);
  objects.push(root);
  return root;
}
const structureChanged = (root: Node) => root.renderGroup?.structureDidChange ?? true;
const settle = (root: Node) => {
  (root.renderGroup as { structureDidChange: boolean }).structureDidChange = false;
};

/** Every message line sentence of the three games in `lang`, placeholders filled with figures. */
function messages(lang: 'en' | 'fi' | 'it' | 'el'): string[] {
  const dict = dictionary(lang) as Record<string, string>;
  const money = (n: number) => formatMoney(n, 'EUR', lang);
  return Object.entries(dict)
    .filter(([key]) => /^(bj|bac|rou)\.msg\./.test(key))
    .map(([, s], i) =>
      s.replace(/\{(\w+)\}/g, (_, name: string) =>
        /amount|total|min|max|stake/.test(name) ? money(1_234 + i * 517) : String((i * 7) % 37),
      ),
    );
}

const objects: Node[] = [];
afterEach(() => {
  for (const o of objects.splice(0)) o.destroy({ children: true });
});

describe('changing sentences', () => {
  it('the message line measures, wraps and centres as the Text it replaces', () => {
    const line = messageText({ fontSize: 16, fontWeight: '600', shadowAlpha: 0.6, wordWrap: true });
    objects.push(line);
    line.style.wordWrapWidth = 220;
    for (const s of ['Place your bets', 'The dealer shows an ace. Insurance up to €12.50?', 'Τα στοιχήματα έκλεισαν']) {
      line.text = s;
      const text = new Text({ text: s, style: line.style.clone() });
      objects.push(text);
      expect(line.width, s).toBeCloseTo(text.width, 5);
      expect(line.height, s).toBeCloseTo(text.height, 5);
      expect(line.lines).toEqual(CanvasTextMetrics.measureText(s, new TextStyle(line.style)).lines);
      frame(line);
      // a glyph and its shadow for each character with ink
      const atlas = line.glyphAtlas;
      const ink = [...s].filter((c) => c.trim() !== '').length;
      const fills = (line.children[1] as Node).children as InstanceType<typeof Sprite>[];
      const shadows = (line.children[0] as Node).children as InstanceType<typeof Sprite>[];
      expect(fills.filter((f) => f.texture !== atlas?.blank).length, s).toBe(ink);
      expect(shadows.filter((f) => f.texture !== atlas?.blank).length, s).toBe(ink);
      // the lines are centred: each line's glyphs sit as far from the left as from the right
      const lines = line.lines;
      if (lines.length > 1) {
        const first = fills[0] as InstanceType<typeof Sprite>;
        const lastOfFirst = fills[[...(lines[0] as string)].filter((c) => c.trim() !== '').length - 1];
        const left = first.x;
        const right = line.width - (lastOfFirst as InstanceType<typeof Sprite>).x;
        expect(Math.abs(left - (right - (lastOfFirst as InstanceType<typeof Sprite>).width))).toBeLessThan(30);
      }
    }
  });

  it('every table’s message line says fifty sentences in every language with nothing made, drawn or restructured', () => {
    for (const lang of ['en', 'fi', 'it', 'el'] as const) {
      const styles = [
        { fontSize: 17, fontWeight: '600', shadowAlpha: 0.6, wordWrap: true },
        { fontSize: 17, fontWeight: '700', shadowAlpha: 0.6, wordWrap: true },
        { fontSize: 16, fontWeight: '600', shadowAlpha: 0.7, wordWrap: false },
      ] as const;
      const lines = styles.map((s) => messageText(s));
      const root = scene(...lines);
      const said = messages(lang);
      expect(said.length, lang).toBeGreaterThan(25);
      // the layouts' sizes: each table's, and a long message shrunk a size or two
      const sizes = [18, 16, 14, 13];
      // warm up: the table opens with its first message at its size
      lines.forEach((l, i) => {
        l.style.wordWrapWidth = 300;
        l.style.fontSize = sizes[i] as number;
        l.text = said[0] as string;
      });
      frame(root);
      const words = texts(root);
      const painted = sentenceGlyphs();
      const shown = new Set<string>();
      settle(root);
      made();
      for (let i = 0; i < 60; i++) {
        for (const [j, l] of lines.entries()) {
          l.text = said[(i * 3 + j) % said.length] as string;
          // a long one is set a size smaller, as the blackjack and baccarat layouts do
          if (l.height > 60) l.style.fontSize = (sizes[j] as number) - 2;
          else l.style.fontSize = sizes[j] as number;
          shown.add(l.text);
        }
        frame(root);
        expect(structureChanged(root), `${lang} ${i}`).toBe(false);
      }
      expect(shown.size, lang).toBeGreaterThan(25);
      expect(made(), lang).toBe(0);
      expect(texts(root), lang).toEqual(words);
      expect(sentenceGlyphs(), lang).toEqual(painted);
      expect(hidden(root), lang).toBe(0);
      // each line draws from one atlas page: its glyphs, shadows and blanks share a source
      for (const l of lines) expect(sources(l).size, lang).toBe(1);
    }
  });

  it('a Greek line finds every letter in its atlas, upper-case and accented', () => {
    const line = messageText({ fontSize: 16, fontWeight: '700', shadowAlpha: 0.6, wordWrap: true });
    const root = scene(line);
    line.style.wordWrapWidth = 500;
    line.text = 'Η ΤΡΑΠΕΖΑ ΚΕΡΔΙΖΕΙ 8 ΜΕ 0';
    frame(root);
    const painted = sentenceGlyphs();
    for (const s of [
      'Ο παίκτης τραβάει τρίτο φύλλο',
      'Ο ΠΑΊΚΤΗΣ ΚΕΡΔΊΖΕΙ 9 ΜΕ 7 · ϊϋΐΰ',
      'Αναμονή… «Ποντάρετε» — 1.234,56 €',
    ]) {
      line.text = s;
      frame(root);
      const atlas = line.glyphAtlas;
      for (const c of s) if (c.trim() !== '') expect(atlas?.glyphs.get(c)?.texture, c).toBeTruthy();
    }
    expect(sentenceGlyphs()).toEqual(painted);
  });

  it('the roulette’s winning number: thirty-seven numbers, each in the same two sprites, nothing painted', () => {
    const announcement = new WinningNumber();
    const root = scene(announcement);
    announcement.layout(200, 300, 80);
    announcement.set(36);
    const words = texts(root);
    settle(root);
    made();
    for (let round = 0; round < 74; round++) {
      const n = (round * 17) % 37;
      announcement.set(n);
      announcement.visible = round % 2 === 0;
      expect(announcement.text).toBe(String(n));
      frame(root);
    }
    expect(made()).toBe(0);
    expect(texts(root)).toEqual(words);
    // the spin stage shows and hides the announcement itself; inside it nothing flips
    expect(nodes(announcement).filter((n) => n !== announcement && !n.visible)).toEqual([]);
    const figure = announcement.children[2] as Sentence;
    expect(sources(figure).size).toBe(1);
    expect(figure.glyphAtlas?.glyphs.size).toBe(10);
  });
});

describe('changing figures keep the scene’s structure', () => {
  it('a figure that grows and shrinks keeps its sprites, all shown, on its atlas', () => {
    const figure = figureText('€0.00', { fontSize: 20, fontWeight: '700', fill: 0xffffff });
    const root = scene(figure);
    // warm up: the longest figure once
    figure.text = formatMoney(-123_456_789, 'EUR', 'en');
    void figure.width;
    const glyphs = figureGlyphs('700');
    const count = figure.children.length;
    settle(root);
    made();
    for (let i = 0; i < 60; i++) {
      figure.text = formatMoney(i % 3 === 0 ? i : i * 98_765, 'EUR', i % 2 ? 'fi' : 'en');
      void figure.width;
    }
    expect(structureChanged(root)).toBe(false);
    expect(made()).toBe(0);
    expect(figure.children.length).toBe(count);
    expect(hidden(root)).toBe(0);
    expect(sources(figure).size).toBe(1);
    expect(figureGlyphs('700')).toEqual(glyphs);
  });

  it('the roads’ and statistics’ label pool redraws fewer and more labels without a structure change', () => {
    const layer = new Container();
    const root = scene(layer);
    const pool = new TextPool(layer);
    const redraw = (n: number, round: number) => {
      pool.begin();
      for (let i = 0; i < n; i++)
        pool.take(String((round + i) % 100), { fontSize: 10, fontWeight: '700', fill: 0xffffff }, i, 0);
      pool.end();
    };
    // warm up: the fullest redraw once
    redraw(40, 0);
    settle(root);
    made();
    for (let round = 1; round <= 60; round++) redraw(10 + ((round * 13) % 31), round);
    expect(structureChanged(root)).toBe(false);
    expect(made()).toBe(0);
    expect(hidden(root)).toBe(0);
  });
});

describe('the message line in the table’s scene', () => {
  it('is a render group of its own: what shows or hides beside it does not make Pixi walk its glyphs again', () => {
    const table = new Container({ isRenderGroup: true });
    const line = messageText({ fontSize: 18, fontWeight: '700', shadowAlpha: 0.6, wordWrap: true });
    const stage = new Container();
    table.addChild(line, stage);
    line.text = 'Pick a chip, then tap the table to bet';
    frame(table);
    // as after a frame drawn: neither group waits for a rebuild
    const tableGroup = table.renderGroup as NonNullable<typeof table.renderGroup>;
    const lineGroup = line.renderGroup;
    expect(lineGroup).not.toBeNull();
    tableGroup.structureDidChange = false;
    (lineGroup as NonNullable<typeof lineGroup>).structureDidChange = false;
    // a spin's stage shown: the table's own group is rebuilt, without the line's 192 sprites in it
    stage.visible = false;
    expect(tableGroup.structureDidChange).toBe(true);
    expect(lineGroup?.structureDidChange).toBe(false);
    const inTableGroup = nodes(table).filter((n) => n.parentRenderGroup === tableGroup);
    expect(inTableGroup.length).toBeLessThan(5);
    line.text = 'No more bets';
    frame(table);
    expect(lineGroup?.structureDidChange).toBe(false);
    table.destroy({ children: true });
  });
});
