/**
 * The statistics boards draw again only when what they show changed (stats-view.ts): the table
 * syncs many times between two spins (each chip placed, each button's state), and each drawing
 * was a board's shapes, figures and its still texture made again, in the spin's busiest frames.
 */
import { describe, expect, it, vi } from 'vitest';
import { measureByFontSize, sceneNodes } from '../../ui/support/pixi-node';

measureByFontSize();

const { Container } = await import('pixi.js');
type Container = InstanceType<typeof Container>;
const { StatsPanel, RecentStrip } = await import('../../../src/view/roulette/stats-view');
const { summarise } = await import('../../../src/engine/roulette/stats');
const { rouletteTable } = await import('../../../src/engine/roulette/rules');
const { FigureText } = await import('../../../src/look/figure-font');
const { translator } = await import('../../../src/platform/i18n');

const table = rouletteTable('roulette-european');
const figures = (board: Container) =>
  sceneNodes<Container>(board).flatMap((n) => (n instanceof FigureText && n.text ? [n.text] : []));

describe('the statistics boards', () => {
  it('draw the panel again only when a figure changed', () => {
    const panel = new StatsPanel(translator('en'), 'en');
    panel.layout({ x: 0, y: 0, width: 320, height: 400 });
    const draw = vi.spyOn(panel as unknown as { draw: () => void }, 'draw');
    panel.set(summarise(table, { recent: [19, 24, 22] }));
    expect(draw).toHaveBeenCalledTimes(1);
    // the same statistics worked out again by the next sync: nothing to draw
    panel.set(summarise(table, { recent: [19, 24, 22] }));
    expect(draw).toHaveBeenCalledTimes(1);
    panel.set(summarise(table, { recent: [7, 19, 24, 22] }));
    expect(draw).toHaveBeenCalledTimes(2);
    expect(figures(panel)).toContain('4');
    panel.destroy({ children: true });
  });

  it('draw the last numbers again only when a number came', () => {
    const strip = new RecentStrip('No spins yet');
    strip.layout({ x: 0, y: 0, width: 400, height: 32 });
    const draw = vi.spyOn(strip as unknown as { draw: () => void }, 'draw');
    strip.set([19, 24]);
    strip.set([19, 24]);
    expect(draw).toHaveBeenCalledTimes(1);
    strip.set([0, 19, 24]);
    expect(draw).toHaveBeenCalledTimes(2);
    expect(figures(strip)).toEqual(['0', '19', '24']);
    strip.destroy({ children: true });
  });

  it('keep one size of still texture whatever they show, so a new number makes no new render target', () => {
    const strip = new RecentStrip('No spins yet');
    strip.layout({ x: 0, y: 0, width: 400, height: 32 });
    const sizes = [[], [7], [7, 19, 24, 0, 32, 15, 3, 26, 5, 11, 8, 30, 1]].map((numbers) => {
      strip.set(numbers);
      const b = strip.getLocalBounds();
      // Pixi's texture pool keeps its textures by each side's next power of two
      const pool = (x: number) => 2 ** Math.ceil(Math.log2(Math.ceil(x)));
      return `${pool(b.width)}×${pool(b.height)}`;
    });
    expect(new Set(sizes)).toEqual(new Set(['512×32']));
    strip.destroy({ children: true });
  });
});
