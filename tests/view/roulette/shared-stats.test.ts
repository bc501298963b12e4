/**
 * The statistics the shared table shows from its history (view/roulette/stats-view.ts, found while
 * looking at the shared table): a share with no room in its bar is emptied, not hidden, so the
 * figure the pool hands to another label the next spin (a cold number, another share) shows.
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

describe('the statistics over the table’s history', () => {
  it('every figure with something to say is shown, spin after spin', () => {
    const table = rouletteTable('roulette-european');
    const panel = new StatsPanel(translator('en'), 'en');
    panel.layout({ x: 0, y: 0, width: 360, height: 260 });
    // newest first, as the table's history: a first black (no red yet), then reds and a zero
    for (const history of [[17], [3, 17], [36, 3, 17], [0, 36, 3, 17]]) {
      panel.set(summarise(table, { recent: history }));
      const figures = sceneNodes<Container>(panel).flatMap((n) => (n instanceof FigureText ? [n] : []));
      const said = figures.filter((f) => f.text !== '');
      expect(said.length).toBeGreaterThan(10);
      for (const f of said) expect(f.visible, `${f.text} after ${history.join(',')}`).toBe(true);
    }
    panel.destroy({ children: true });
  });
});
