/**
 * The roads panel's marks as the player sees them, round after round: built in node with the real
 * Pixi and fed a long history (400 rounds: the table keeps 360) one round at a time to 60, ten at
 * a time after, at the benchmark's panel and at a phone's. Each time each road shows exactly the
 * marks its cells call for, where they were always drawn (the scores' and bead plate's discs, a
 * natural's dot, the big road's rings and tie strokes, the derived roads' marks), and the sprites
 * showing them are made once: their number stays within a few of what the panel makes ahead in
 * idle time, whatever the history, and below the marks they show.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../ui/support/pixi-node';

const { Sprite } = await import('pixi.js');
const { keptRounds } = await import('../../../src/engine/baccarat/kept-rounds');
const { roads } = await import('../../../src/engine/baccarat/roads');
const { SeededRng } = await import('../../../src/engine/shared/rng');
const { translator } = await import('../../../src/platform/i18n');
const { RoadsView } = await import('../../../src/view/baccarat/roads-view');
const { marksAhead } = await import('../../../src/view/baccarat/road-paint');
const { columnsIn, roadsGeometry } = await import('../../../src/view/baccarat/roads-geometry');

type RoundRecord = import('../../../src/engine/baccarat/roads').RoundRecord;
type Geometry = import('../../../src/view/baccarat/roads-geometry').RoadsGeometry;
type View = InstanceType<typeof RoadsView>;

type Slot = (deadline: IdleDeadline) => void;
let slots: Slot[] = [];
beforeEach(() => {
  slots = [];
  globalThis.requestIdleCallback = ((cb: Slot) => slots.push(cb)) as typeof requestIdleCallback;
  globalThis.cancelIdleCallback = (() => undefined) as typeof cancelIdleCallback;
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
  Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
});
const idle = () => {
  while (slots.length) slots.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
};

/** A history of `n` rounds, each as baccarat deals it about as often (Banker 46 %, Player 45 %, Tie 9 %). */
function history(n: number): RoundRecord[] {
  const rng = new SeededRng('roads');
  const out: RoundRecord[] = [];
  for (let i = 0; i < n; i++) {
    const r = rng.uint32() / 2 ** 32;
    const winner = r < 0.46 ? 'banker' : r < 0.91 ? 'player' : 'tie';
    const low = Math.floor((rng.uint32() / 2 ** 32) * 7);
    const high = winner === 'tie' ? low : low + 1 + Math.floor((rng.uint32() / 2 ** 32) * (9 - low));
    const [playerTotal, bankerTotal] = winner === 'banker' ? [low, high] : [high, low];
    out.push({ winner, playerTotal, bankerTotal, natural: rng.uint32() / 2 ** 32 < 0.3 });
  }
  return out;
}

const at = (x: number, y: number) => `${x.toFixed(2)},${y.toFixed(2)}`;

/** The marks the sprites show, a cell at a time: a run of n marks is n cells one under another. */
function shown(view: View, g: Geometry): string[] {
  const layer = view.children.find((c) => c.label === 'roadMarks');
  if (!layer) throw new Error('no marks layer');
  const out: string[] = [];
  for (const s of layer.children) {
    if (!(s instanceof Sprite) || !s.texture.label) continue;
    const [kind, colour, run] = String(s.texture.label).split(':') as [string, string, string];
    const n = Number(run);
    const size = kind.startsWith('road') ? g.cell / 2 : g.cell;
    for (let i = 0; i < n; i++) out.push(`${kind}:${colour}@${at(s.x, s.y + (i - (n - 1) / 2) * size)}`);
  }
  return out.sort();
}

/** The marks the history's roads call for, at the cells the roads panel has always drawn them in. */
function expected(h: readonly RoundRecord[], g: Geometry): string[] {
  const r = roads(h);
  const c = g.cell;
  const out: string[] = [];
  const from = (cells: readonly { col: number }[], cols: number) =>
    Math.max(0, cells.reduce((m, x) => Math.max(m, x.col), 0) - cols + 1);
  const cols = Math.max(1, Math.floor(g.scores.width / c));
  h.slice(-cols).forEach((round, i) => {
    for (const [row, side] of (['player', 'banker'] as const).entries())
      if (round.winner === side || round.winner === 'tie')
        out.push(`bead:${round.winner}@${at(g.scores.x + (i + 0.5) * c, g.scores.y + (row + 0.5) * c)}`);
  });
  const beadFrom = r.beadPlate[r.beadPlate.length - 1]?.col ?? 0;
  const b0 = Math.max(0, beadFrom - columnsIn(g.bead.width, c) + 1);
  for (const cell of r.beadPlate.filter((x) => x.col >= b0))
    out.push(
      `bead:${cell.winner}${cell.natural ? '+' : ''}@${at(g.bead.x + (cell.col - b0 + 0.5) * c, g.bead.y + (cell.row + 0.5) * c)}`,
    );
  const big0 = from(r.bigRoad.cells, columnsIn(g.big.width, c));
  for (const cell of r.bigRoad.cells.filter((x) => x.col >= big0)) {
    const xy = at(g.big.x + (cell.col - big0 + 0.5) * c, g.big.y + (cell.row + 0.5) * c);
    out.push(`ring:${cell.winner}@${xy}`);
    if (cell.ties > 0) out.push(`tie:@${xy}`);
  }
  [r.bigEyeBoy, r.smallRoad, r.cockroachPig].forEach((road, i) => {
    const rect = [g.bigEye, g.small, g.cockroach][i] as Geometry['big'];
    const half = c / 2;
    const d0 = from(road.cells, columnsIn(rect.width, half));
    for (const cell of road.cells.filter((x) => x.col >= d0))
      out.push(
        `road${i}:${cell.colour}@${at(rect.x + (cell.col - d0 + 0.5) * half, rect.y + (cell.row + 0.5) * half)}`,
      );
  });
  return out.sort();
}

describe('the roads panel, round after round', () => {
  const t = translator('en');
  // the benchmark's panel past the 360 rounds the table keeps (its oldest columns dropped)
  const sizes: [string, number, number, 'wide' | 'tall', number][] = [
    ['the benchmark window (960×600)', 288, 458, 'tall', 400],
    ['a phone held upright', 374, 169, 'wide', 250],
  ];
  // a few seconds on a quiet machine; the full suite runs browser tests beside it
  for (const [name, w, h, shape, rounds] of sizes) {
    it(`${name}: the right marks round after round (${rounds} rounds), from sprites made once`, () => {
      const view = new RoadsView(
        t,
        () => undefined,
        () => undefined,
      );
      const g = roadsGeometry(w, h, shape);
      view.resize(w, h, shape);
      idle();
      const layer = view.children.find((c) => c.label === 'roadMarks');
      const ahead = layer?.children.length ?? 0;
      expect(ahead).toBe(marksAhead(g));
      const all = history(rounds);
      let kept: RoundRecord[] = [];
      let most = 0;
      for (let n = 1; n <= all.length; n++) {
        kept = keptRounds([...kept, all[n - 1] as RoundRecord]);
        // the table's first 60 rounds one by one, then ten at a time (the roads of 360 rounds take a
        // few milliseconds to work out, twice here)
        if (n > 60 && n % 10 !== 0) continue;
        view.setHistory(kept);
        const marks = shown(view, g);
        expect(marks, `round ${n}`).toEqual(expected(kept, g));
        most = Math.max(most, marks.length);
      }
      // Marks beyond those made ahead (a tie's stroke, a dragon's tail under a later streak) are few.
      const sprites = layer?.children.length ?? 0;
      expect(sprites - ahead).toBeLessThanOrEqual(12);
      // the runs: far fewer sprites than marks once the roads fill
      expect(sprites).toBeLessThan(most);
      view.destroy({ children: true });
    }, 180_000);
  }
});
