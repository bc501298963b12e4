/**
 * What the roulette table exposes to browser tests and integrators (read only): its state — the
 * phase, whether it is animating, the bets, the result and the pocket under the ball — and where
 * the betting layout and racetrack sit on screen, whose own geometry then places every spot.
 */
import { summarise } from '../../engine/roulette/stats';
import type { RouletteSnapshot } from '../../machines/roulette.machine';
import { expose } from '../kit/inspector';
import { type PickerDeps, roulettePickers } from './pickers';
import { phaseOf } from './session';
import type { TableScene } from './table-scene';

export function exposeTable(
  scene: TableScene,
  latest: () => RouletteSnapshot,
  busy: () => boolean,
  flown: () => number,
  deps: PickerDeps,
): void {
  const pickers = roulettePickers(scene, deps);
  // On the controls, which always show (the wheel is hidden on phones while bets are taken).
  expose('rou.state', scene.controls, () => {
    const s = latest();
    const c = s.context;
    return JSON.stringify({
      phase: phaseOf(s),
      busy: busy(),
      chip: c.chip,
      bets: c.slip.actions.flat().map((p) => ({ bet: p.bet, amount: p.amount })),
      number: c.spin?.number ?? null,
      resting: scene.wheel.resting().number,
      spinning: scene.wheel.isSpinning,
      recent: summarise(c.table, c.stats).last,
      flown: flown(),
    });
  });
  expose(
    'rou.board',
    scene.board,
    () => {
      const at = scene.board.getGlobalPosition();
      return JSON.stringify({ ...scene.board.layoutGeometry, x: at.x, y: at.y, view: scene.layout?.board });
    },
    undefined,
    pickers.board.access(),
  );
  expose(
    'rou.track',
    scene.track,
    () => {
      const at = scene.track.getGlobalPosition();
      return JSON.stringify({ ...scene.track.layoutGeometry, x: at.x, y: at.y, view: scene.layout?.track });
    },
    undefined,
    pickers.track.access(),
  );
}
