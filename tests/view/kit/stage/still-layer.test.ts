/**
 * Layers kept as one texture until they change (kit/stage/still-layer.ts): the roulette layout's
 * and racetrack's labels and the statistics boards are one quad a frame while the wheel spins, and
 * are drawn again into their texture when what they show changes.
 */
import { describe, expect, it } from 'vitest';
import { measureByFontSize } from '../../../ui/support/pixi-node';

measureByFontSize();

const { Container, Graphics } = await import('pixi.js');
const { stillLayer } = await import('../../../../src/view/kit/stage/still-layer');
const { StatsPanel, RecentStrip } = await import('../../../../src/view/roulette/stats-view');
const { summarise } = await import('../../../../src/engine/roulette/stats');
const { rouletteTable } = await import('../../../../src/engine/roulette/rules');
const { translator } = await import('../../../../src/platform/i18n');

describe('a still layer', () => {
  it('is one texture once drawn, marked to be drawn again when told it changed, and none while empty', () => {
    const layer = new Container();
    stillLayer(layer);
    expect(layer.isCachedAsTexture).toBe(false);
    layer.addChild(new Graphics().rect(0, 0, 40, 20).fill(0xffffff));
    stillLayer(layer);
    expect(layer.isCachedAsTexture).toBe(true);
    (layer.renderGroup as { textureNeedsUpdate: boolean }).textureNeedsUpdate = false;
    stillLayer(layer);
    expect(layer.renderGroup?.textureNeedsUpdate).toBe(true);
    layer.removeChildren();
    stillLayer(layer);
    expect(layer.isCachedAsTexture).toBe(false);
  });

  it('holds the statistics and the last numbers, drawn again after each spin', () => {
    const stats = new StatsPanel(translator('en'), 'en');
    const recent = new RecentStrip('No spins yet');
    const table = rouletteTable('roulette-european');
    stats.set(summarise(table, { recent: [7] }));
    stats.layout({ x: 0, y: 0, width: 280, height: 240 });
    recent.layout({ x: 0, y: 0, width: 400, height: 30 });
    for (const board of [stats, recent]) {
      expect(board.isCachedAsTexture).toBe(true);
      (board.renderGroup as { textureNeedsUpdate: boolean }).textureNeedsUpdate = false;
    }
    stats.set(summarise(table, { recent: [19, 7] }));
    recent.set([19]);
    for (const board of [stats, recent]) expect(board.renderGroup?.textureNeedsUpdate).toBe(true);
  });
});
