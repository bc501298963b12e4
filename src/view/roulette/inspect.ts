/**
 * What the roulette table exposes to browser tests and integrators (read only): its state — the
 * phase, whether it is animating, the bets, the result and the pocket under the ball — and where
 * the betting layout and racetrack sit on screen, whose own geometry then places every spot.
 */
import { summarise } from '../../engine/roulette/stats';
import { type Access, expose } from '../../look/inspector';
import type { RouletteTableView } from '../../machines/roulette/view';
import type { TapSurface } from '../kit/controls/tap-surface';
import type { Rect } from '../kit/table/geometry';
import { type PickerDeps, roulettePickers } from './pickers';
import type { TableScene } from './table-scene';

export function exposeTable(
  scene: TableScene,
  latest: () => RouletteTableView,
  busy: () => boolean,
  flown: () => number,
  deps: PickerDeps,
): void {
  const pickers = roulettePickers(scene, deps);
  // On the controls, which always show (the wheel is hidden on phones while bets are taken).
  expose('rou.state', scene.controls, () => {
    const view = latest();
    const c = view.context;
    return JSON.stringify({
      phase: view.phase,
      busy: busy(),
      chip: c.chip,
      bets: c.slip.actions.flat().map((p) => ({ bet: p.bet, amount: p.amount })),
      number: c.round?.view.spin.number ?? null,
      resting: scene.wheel.resting().number,
      spinning: scene.wheel.isSpinning,
      recent: summarise(c.table, c.stats).last,
      flown: flown(),
    });
  });
  exposeSurface('rou.board', scene.board, () => scene.layout?.board, pickers.board.access());
  exposeSurface('rou.track', scene.track, () => scene.layout?.track, pickers.track.access());
}

/**
 * A tap surface (the layout or the racetrack) with its keyboard picker: its label is its geometry,
 * where it sits on screen and the viewport it shows through, so a test can place every spot.
 */
export function exposeSurface(
  id: string,
  surface: TapSurface<{ width: number; height: number }>,
  view: () => Rect | undefined,
  access: Access,
): void {
  expose(
    id,
    surface,
    () => {
      const at = surface.getGlobalPosition();
      return JSON.stringify({ ...surface.layoutGeometry, x: at.x, y: at.y, view: view() });
    },
    undefined,
    access,
  );
}
