/**
 * A lobby tile's tap targets in node with the real Pixi: each table row's ⓘ mark (its rules) and
 * the row itself (the table) are found where the player taps, and no target reaches into the next
 * row, so a tap on one row's ⓘ never opens another table's rules, however close the rows sit.
 */
import { describe, expect, it } from 'vitest';
import { canvasesPaintNothing, measureByFontSize } from '../../ui/support/pixi-node';

measureByFontSize();
// The tile's painting is made once on a canvas `document` makes: here one that paints nothing.
canvasesPaintNothing();

const { Container, Rectangle } = await import('pixi.js');
const { GameTile } = await import('../../../src/view/lobby/game-tile');
const { TABLES, GAME_IDS } = await import('../../../src/platform/games');
const { translator } = await import('../../../src/platform/i18n');

const limits = {
  limits: (min: number, max: number) => `${min}–${max}`,
  range: (min: number, max: number) => `${min}–${max}`,
};

/** A target's tap area in the tile's space. */
function area(target: InstanceType<typeof Container>): InstanceType<typeof Rectangle> {
  const r = target.hitArea as InstanceType<typeof Rectangle>;
  return new Rectangle(r.x + target.x, r.y + target.y, r.width, r.height);
}

const overlap = (a: InstanceType<typeof Rectangle>, b: InstanceType<typeof Rectangle>) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(GAME_IDS)('the %s lobby tile', (game) => {
  it.each([
    ['phone column', 362, 260, 'column'],
    ['desktop row', 440, 420, 'row'],
  ] as const)('at %s, every ⓘ target and row target stays inside its own row', (_, w, h, mode) => {
    const tile = new GameTile(
      { id: game, tables: TABLES[game], playable: true },
      translator('en'),
      limits,
      1,
      () => undefined,
      () => undefined,
      () => undefined,
    );
    tile.layout(w, h, mode);
    const rows = tile.tableRows();
    for (const [i, row] of rows.entries()) {
      const info = area(row.infoHit);
      expect(info.width).toBe(44);
      // The mark's centre is the tap the player aims at: inside its own target and its row's.
      const centre = { x: info.x + 22, y: info.y + info.height / 2 };
      expect(area(row.hit).contains(centre.x, centre.y)).toBe(true);
      for (const [j, other] of rows.entries()) {
        if (i === j) continue;
        expect(overlap(info, area(other.infoHit)), `${row.table} ⓘ reaches ${other.table}'s ⓘ`).toBe(false);
        expect(overlap(info, area(other.hit)), `${row.table} ⓘ reaches ${other.table}'s row`).toBe(false);
      }
    }
  });
});
