/**
 * What the shared roulette table offers browser tests, integrators and the access layer (the solo
 * table's inspect.ts pattern): its state as JSON — the table's phase and countdown, the player's
 * chips and the others' per position, the last numbers, the ball's pocket — and the betting layout
 * and racetrack with their keyboard pickers, whose words on a position add what the other players
 * have on it ("Straight 17, €2 on it, €5 from other players").
 */
import type { Minor } from '../../../engine/shared/money';
import { expose } from '../../../look/inspector';
import type { Translate } from '../../../platform/i18n';
import { exposeSurface } from '../inspect';
import { roulettePickers } from '../pickers';
import type { SharedRouletteScene } from './shared-scene';

export interface SharedInspectDeps {
  t: Translate;
  money: (m: Minor) => string;
  announce: (text: string) => void;
  invalidate: () => void;
  pick: (bet: string) => void;
  /** The table's state as tests read it. */
  state: () => Record<string, unknown>;
}

export function exposeSharedTable(scene: SharedRouletteScene, d: SharedInspectDeps): void {
  const also = (position: string) => {
    const others = scene.others.amountOn(position);
    return others > 0 ? d.t('shared.rou.others', { amount: d.money(others) }) : null;
  };
  const pickers = roulettePickers(scene, { ...d, also });
  // On the controls, which always show (the wheel is hidden on phones while bets are taken).
  expose('rou.state', scene.controls, () =>
    JSON.stringify({
      ...d.state(),
      resting: scene.wheel.resting().number,
      spinning: scene.wheel.isSpinning,
      ring: scene.ring.visible,
    }),
  );
  exposeSurface('rou.board', scene.board, () => scene.layout?.board, pickers.board.access());
  exposeSurface('rou.track', scene.track, () => scene.layout?.track, pickers.track.access());
}
