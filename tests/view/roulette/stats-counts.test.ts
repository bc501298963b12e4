/**
 * The hot and cold numbers' counts (stats-view.ts): each "×N" sits under its own disc, clear of
 * every disc of its row (a tester saw the cold numbers' "×0" crowd the next number) and inside
 * the panel, at the panel's widths on an upright phone, a phone on its side and a desktop.
 */
import { describe, expect, it } from 'vitest';
import { measureByFontSize, sceneNodes } from '../../ui/support/pixi-node';

measureByFontSize();

const { Container } = await import('pixi.js');
type Container = InstanceType<typeof Container>;
const { StatsPanel } = await import('../../../src/view/roulette/stats-view');
const { summarise } = await import('../../../src/engine/roulette/stats');
const { rouletteTable } = await import('../../../src/engine/roulette/rules');
const { FigureText } = await import('../../../src/look/figure-font');
const { translator } = await import('../../../src/platform/i18n');

describe('the hot and cold numbers’ counts', () => {
  for (const width of [256, 296, 326, 560, 300]) {
    it(`sit under their discs, clear of the next, in a ${width} px panel`, () => {
      const panel = new StatsPanel(translator('fi'), 'fi');
      panel.layout({ x: 0, y: 0, width, height: 400 });
      // five spins: hot numbers seen once, cold numbers never (×0)
      panel.set(summarise(rouletteTable('roulette-european'), { recent: [19, 24, 22, 29, 6] }));
      const figures = sceneNodes<Container>(panel).flatMap((n) => (n instanceof FigureText ? [n] : []));
      const box = (f: InstanceType<typeof FigureText>) => f.getBounds();
      const numbers = figures.filter((f) => /^\d+$/.test(f.text) && f.style.fontSize >= 9);
      const counts = figures.filter((f) => f.text.startsWith('×'));
      expect(counts.length).toBe(10);
      for (const k of counts) {
        const kb = box(k);
        expect(kb.x >= 0 && kb.x + kb.width <= width, `${k.text} inside`).toBe(true);
        for (const n of numbers) {
          const nb = box(n);
          // the disc round the number: its figure's centre, radius its font size / 0.9
          const r = n.style.fontSize / 0.9;
          const cx = nb.x + nb.width / 2;
          const cy = nb.y + nb.height / 2;
          const nearestX = Math.max(kb.x, Math.min(cx, kb.x + kb.width));
          const nearestY = Math.max(kb.y, Math.min(cy, kb.y + kb.height));
          expect(Math.hypot(nearestX - cx, nearestY - cy), `${k.text} clear of ${n.text}`).toBeGreaterThanOrEqual(r);
        }
      }
      panel.destroy({ children: true });
    });
  }
});
