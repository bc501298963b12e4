/**
 * The page of the bench's text measure (../text-cost.ts): the game's glyph atlases (figure-font.ts,
 * sentence-font.ts) against Pixi's BitmapText with its font installed from the same shipped face,
 * on one renderer: what each costs to make ready (paint or install, make, first render) and to
 * change a dozen figures or four sentences and render, 300 times. `window.__TEXT_COST__` holds the
 * milliseconds when done. The atlas goes first each time, so the renderer's first-use costs (the
 * batch shader) fall on it, not on BitmapText.
 */
import 'pixi.js/text';
import 'pixi.js/text-bitmap';
import { BitmapFont, BitmapText, Container, WebGLRenderer } from 'pixi.js';
import '../../../assets/fonts/fonts.css';
import { figureText } from '../../../src/look/figure-font';
import { FONT_UI } from '../../../src/look/theme';
import { sentenceText } from '../../../src/view/kit/text/sentence-font';

/** The characters the game's figure and sentence atlases paint (figure-font.ts, sentence-font.ts). */
const FIGURE_CHARS = `0123456789 \u00a0\u202f\u2009.,:;'’+-\u2212\u2013\u2014×%/()€$£¥₩₹₺₽₪¢ABCDEFGHIJKLMNOPQRSTUVWXYZkrzłč`;
const LATIN = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i))}\u00a0\u2009\u202f\u2212–—‘’“”«»…·•‹›×÷±€£¢¥°ÀÈÉÌÍÒÓÙÚàèéìíòóùúÄÖÅäöå`;
const MESSAGES = ['Place your bets', 'Your move: 6 / 16', 'Dealer has 20', 'You win €8.00', 'Push', 'No more bets'];
const FIGURES = 12;
const SENTENCES = 4;
const CHANGES = 300;
const money = (i: number) => `€${(1000 + ((i * 7919) % 100000) / 100).toFixed(2)}`;

async function measure(): Promise<Record<string, number>> {
  await document.fonts.load(`700 24px ${FONT_UI}`);
  await document.fonts.load(`600 16px ${FONT_UI}`);
  const renderer = new WebGLRenderer();
  const canvas = document.getElementById('stage') as HTMLCanvasElement;
  await renderer.init({ canvas, width: 390, height: 844, resolution: 1, antialias: false });
  const ms: Record<string, number> = {};
  const time = (key: string, run: () => void) => {
    const t = performance.now();
    run();
    ms[key] = (ms[key] ?? 0) + performance.now() - t;
  };

  // Figures: money in the HUD's face, a dozen of them, changed together.
  const atlasFigures = new Container();
  const bitmapFigures = new Container();
  let figures: ReturnType<typeof figureText>[] = [];
  let bitmaps: BitmapText[] = [];
  time('atlas figures ready', () => {
    figures = Array.from({ length: FIGURES }, (_, i) => {
      const f = figureText(money(i), { fontSize: 16, fontWeight: '700', fill: 0xffffff }, 10);
      f.y = i * 20;
      return atlasFigures.addChild(f);
    });
    renderer.render(atlasFigures);
  });
  time('bitmap figures ready', () => {
    BitmapFont.install({
      name: 'figures',
      style: { fontFamily: FONT_UI, fontSize: 24, fontWeight: '700', fill: 'white' },
      chars: [FIGURE_CHARS],
      resolution: 1,
    });
    bitmaps = Array.from({ length: FIGURES }, (_, i) => {
      const t = new BitmapText({ text: money(i), style: { fontFamily: 'figures', fontSize: 16 } });
      t.y = i * 20;
      return bitmapFigures.addChild(t);
    });
    renderer.render(bitmapFigures);
  });
  for (let r = 0; r < CHANGES; r++) {
    time('atlas figures changed', () => {
      figures.forEach((f, i) => {
        f.text = money(i * 31 + r);
      });
      renderer.render(atlasFigures);
    });
    time('bitmap figures changed', () => {
      bitmaps.forEach((t, i) => {
        t.text = money(i * 31 + r);
      });
      renderer.render(bitmapFigures);
    });
  }

  // Sentences: the message line's face, four lines changed together.
  const atlasSentences = new Container();
  const bitmapSentences = new Container();
  let sentences: ReturnType<typeof sentenceText>[] = [];
  let lines: BitmapText[] = [];
  const look = { fontFamily: FONT_UI, fontWeight: '600' as const, fontSize: 16, fill: 0xffffff };
  time('atlas sentences ready', () => {
    sentences = Array.from({ length: SENTENCES }, (_, i) => {
      const s = sentenceText(look, 30);
      s.text = MESSAGES[i] as string;
      s.y = 300 + i * 24;
      return atlasSentences.addChild(s);
    });
    renderer.render(atlasSentences);
  });
  time('bitmap sentences ready', () => {
    BitmapFont.install({
      name: 'sentences',
      style: { fontFamily: FONT_UI, fontSize: 16, fontWeight: '600', fill: 'white' },
      chars: [LATIN],
      resolution: 1,
    });
    lines = Array.from({ length: SENTENCES }, (_, i) => {
      const t = new BitmapText({ text: MESSAGES[i] as string, style: { fontFamily: 'sentences', fontSize: 16 } });
      t.y = 300 + i * 24;
      return bitmapSentences.addChild(t);
    });
    renderer.render(bitmapSentences);
  });
  const message = (i: number, r: number) => MESSAGES[(i + r) % MESSAGES.length] as string;
  for (let r = 0; r < CHANGES; r++) {
    time('atlas sentences changed', () => {
      sentences.forEach((s, i) => {
        s.text = message(i, r);
      });
      renderer.render(atlasSentences);
    });
    time('bitmap sentences changed', () => {
      lines.forEach((t, i) => {
        t.text = message(i, r);
      });
      renderer.render(bitmapSentences);
    });
  }
  return ms;
}

const w = window as unknown as { __TEXT_COST__?: Record<string, number> | { error: string } };
measure().then(
  (ms) => {
    w.__TEXT_COST__ = ms;
  },
  (e: unknown) => {
    w.__TEXT_COST__ = { error: String(e instanceof Error ? e.stack : e) };
  },
);
