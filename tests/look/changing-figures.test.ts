/**
 * The figures that change while a table plays — the HUD's balance, bet and counting win, a chip
 * stack's total, the hands' totals, the round's wait on its button, the roulette statistics — are
 * figures from the glyph atlas, built in node with the real Pixi and changed fifty times: each
 * stays the same figure, no display object is made, no Text's string changes (a new string is a
 * new canvas texture to upload), and the atlas paints no glyph (a new glyph is an upload). The HUD
 * hangs in a render group, as on the stage: its figures changing must not mark the group's
 * structure changed (Pixi would rebuild the whole scene's instructions the next frame).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureByFontSize, objectsMade, sceneNodes } from '../ui/support/pixi-node';

measureByFontSize();

const { gsap } = await import('gsap');
const { Container, Text, Texture } = await import('pixi.js');
const { Hud } = await import('../../src/view/kit/hud/hud');
const { Button } = await import('../../src/look/button');
const { ChipStack } = await import('../../src/view/kit/chips/chips');
const { HandView } = await import('../../src/view/blackjack/hand-view');
const { BaccaratHandView } = await import('../../src/view/baccarat/hand-view');
const { RecentStrip, StatsPanel } = await import('../../src/view/roulette/stats-view');
const { EMPTY_STATS, recordResult, summarise } = await import('../../src/engine/roulette/stats');
const { ROULETTE_TABLES } = await import('../../src/engine/roulette/rules');
const { FigureText, figureGlyphs } = await import('../../src/look/figure-font');
const { translator } = await import('../../src/platform/i18n');
const { formatMoney } = await import('../../src/engine/shared/money');

type Node = InstanceType<typeof Container>;

const made = objectsMade();

const nodes = (root: Node): Node[] => sceneNodes(root);

/** The strings of the Texts under `root`, in order (a change is a new texture). */
const texts = (root: Node) => nodes(root).flatMap((n) => (n instanceof Text ? [n.text] : []));
const glyphs = () => [figureGlyphs('600'), figureGlyphs('700'), figureGlyphs('800')];

/** Measures every figure under `root`, as laying out a frame would. */
function measure(root: Node): void {
  for (const n of nodes(root)) if (n instanceof FigureText) void n.width;
}

const objects: Node[] = [];
afterEach(() => {
  for (const o of objects.splice(0)) o.destroy({ children: true });
  vi.restoreAllMocks();
});

function hud(lang: 'en' | 'fi' | 'it' | 'el') {
  const h = new Hud({
    t: translator(lang),
    money: (m) => formatMoney(m, 'EUR', lang),
    resolution: 2,
    invalidate: () => {},
    hold: () => {},
    release: () => {},
    speed: () => 1,
    onLobby: () => {},
    onHistory: () => {},
    onRules: () => {},
    onSettings: () => {},
    onRebuy: () => {},
  });
  // in a render group, as the stage is: a child added or shown or hidden marks its structure changed
  const root = new Container({ isRenderGroup: true });
  root.addChild(h);
  objects.push(root);
  h.resize(390);
  return h;
}

describe('changing figures', () => {
  it('the HUD: balance, bet and win change fifty times, in every language, with nothing made and nothing drawn', () => {
    for (const lang of ['en', 'fi', 'it', 'el'] as const) {
      const h = hud(lang);
      const figures = nodes(h).filter((n) => n instanceof FigureText);
      // balance, bet and win
      expect(figures.length, lang).toBe(3);
      // warm up: the widest figures once (the bar lays itself out for them)
      h.setBalance(-123_456_789);
      h.setBet(987_654_321);
      h.setWin(555_555_555);
      h.setWin(null);
      measure(h);
      const words = texts(h);
      const before = glyphs();
      const group = h.parentRenderGroup as NonNullable<typeof h.parentRenderGroup>;
      group.structureDidChange = false;
      made();
      const seen = new Set<string>();
      for (let i = 0; i < 50; i++) {
        h.setBalance(1_000_00 - i * 1_234);
        h.setBet(i * 250);
        h.setWin(i % 3 === 0 ? null : i * 1_005);
        measure(h);
        for (const f of figures) seen.add((f as InstanceType<typeof FigureText>).text);
      }
      expect(made(), lang).toBe(0);
      expect(group.structureDidChange, lang).toBe(false);
      expect(texts(h), lang).toEqual(words);
      expect(glyphs(), lang).toEqual(before);
      expect(seen.size, lang).toBeGreaterThan(100);
    }
  });

  it('the WIN figure counts up in the figure it has, frame by frame', () => {
    const h = hud('en');
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const win = nodes(h).filter((n) => n instanceof FigureText)[2] as InstanceType<typeof FigureText>;
    h.setWin(50, true);
    measure(h);
    const words = texts(h);
    const before = glyphs();
    // the bar lays out for the final figure first (its glyph sprites are there before it counts)
    h.setWin(98_765, true);
    made();
    // the count's tween, stepped through its frames as the ticker would (60 a second)
    const count = gsap.globalTimeline.getChildren(false, true, false).at(-1) as gsap.core.Tween;
    const frames = Math.round(count.duration() * 60);
    const shown = new Set<string>();
    for (let frame = 1; frame <= frames; frame++) {
      now += 1000 / 60;
      count.progress(frame / frames);
      measure(h);
      shown.add(win.text);
    }
    expect(win.text).toBe('€987.65');
    // it counted (not one jump), in the same object, with no object made and no texture drawn
    expect(shown.size).toBeGreaterThan(5);
    expect(nodes(h).filter((n) => n instanceof FigureText)[2]).toBe(win);
    expect(made()).toBe(0);
    expect(texts(h)).toEqual(words);
    expect(glyphs()).toEqual(before);
  });

  it('a chip stack’s total, a blackjack and a baccarat hand’s total, and the wait on a button', () => {
    const atlas = { texture: () => Texture.WHITE };
    const stack = new ChipStack(atlas as never, [100, 500, 2500, 10000], (m) => formatMoney(m, 'GBP', 'en'), 40);
    const hand = new HandView({} as never, false);
    const bac = new BaccaratHandView('banker', 'BANKER', {} as never, false);
    bac.layout({ x: 0, y: 0, width: 200, height: 180 }, 0.6);
    const button = new Button({ label: 'DEAL', onTap: () => {}, invalidate: () => {} });
    const root = new Container();
    root.addChild(stack, hand, bac, button);
    objects.push(root);
    // warm up: the tallest stack (its chips are made once), the longest total, a count on the button
    stack.setAmount(8 * 10000);
    stack.setAmount(11 * 10000 + 3 * 2500 + 4 * 500 + 7 * 100 + 37);
    button.setLabel('WAIT 99');
    hand.setTotal('10 / 20');
    bac.setTotal(9);
    measure(root);
    const words = texts(root);
    const before = glyphs();
    made();
    for (let i = 1; i <= 50; i++) {
      stack.setAmount(i * 137 + 100);
      hand.setTotal(i % 2 ? `${i % 11} / ${(i % 11) + 10}` : String(4 + (i % 18)));
      bac.setTotal(i % 10);
      button.setLabel(`WAIT ${50 - i}`);
      measure(root);
    }
    expect(made()).toBe(0);
    expect(texts(root)).toEqual(words);
    expect(glyphs()).toEqual(before);
    const shown = nodes(root)
      .filter((n) => n instanceof FigureText)
      .map((n) => (n as InstanceType<typeof FigureText>).text);
    expect(shown).toEqual(expect.arrayContaining(['£69.50', '18', '0', '0']));
    // the button's words stayed one Text, "WAIT", whatever the count
    expect(words).toContain('WAIT');
  });

  it('the roulette statistics: a spin redraws the numbers, counts and shares with nothing made and no word drawn again', () => {
    const recent = new RecentStrip('No spins yet');
    const panel = new StatsPanel(translator('en'), 'en');
    const root = new Container();
    root.addChild(recent, panel);
    objects.push(root);
    recent.layout({ x: 0, y: 0, width: 390, height: 30 });
    panel.layout({ x: 0, y: 40, width: 360, height: 260 });
    const table = Object.values(ROULETTE_TABLES)[0] as (typeof ROULETTE_TABLES)[string];
    let stats = EMPTY_STATS;
    const spin = (n: number) => {
      stats = recordResult(table, stats, n);
      const summary = summarise(table, stats);
      recent.set(summary.last);
      panel.set(summary);
      measure(root);
    };
    // warm up: a window's worth of spins, so every row and share is on show
    for (let i = 0; i < 120; i++) spin((i * 7) % 37);
    const words = texts(root);
    const before = glyphs();
    made();
    for (let i = 0; i < 50; i++) spin((i * 11 + 3) % 37);
    expect(made()).toBe(0);
    expect(texts(root)).toEqual(words);
    expect(glyphs()).toEqual(before);
    expect(words).toEqual(expect.arrayContaining(['STATISTICS · SPINS: ', 'Hot']));
  });

  it('the roulette statistics: a first black after a first red shows a word already drawn, no Text made', () => {
    const panel = new StatsPanel(translator('en'), 'en');
    objects.push(panel);
    panel.layout({ x: 0, y: 0, width: 360, height: 260 });
    const table = Object.values(ROULETTE_TABLES)[0] as (typeof ROULETTE_TABLES)[string];
    const word = (text: string) =>
      nodes(panel).find((n): n is InstanceType<typeof Text> => n instanceof Text && n.text === text);
    const red = recordResult(table, EMPTY_STATS, 32);
    panel.set(summarise(table, red));
    measure(panel);
    // BLACK has no share yet: its word is in the scene, drawn unseen, so its texture is painted now
    expect(word('Black')?.alpha).toBe(0);
    expect(word('Black')?.visible).toBe(true);
    expect(word('Red')?.alpha).toBe(1);
    const drawn = word('Black');
    const words = nodes(panel).filter((n) => n instanceof Text);
    panel.set(summarise(table, recordResult(table, red, 33)));
    measure(panel);
    // the same Text, its string unchanged: no canvas painted, no texture uploaded
    expect(word('Black')).toBe(drawn);
    expect(word('Black')?.alpha).toBe(1);
    expect(nodes(panel).filter((n) => n instanceof Text)).toEqual(words);
  });
});
