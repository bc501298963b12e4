/**
 * The roulette table's keyboard pickers: every position of the betting layout (where its chips
 * sit), and the racetrack's sectors and numbers in wheel order. On a panning layout the chosen
 * spot is brought into view.
 */
import { POSITIONS } from '../../engine/roulette/layout';
import { POCKETS } from '../../engine/roulette/wheel';
import type { Minor } from '../../engine/shared/money';
import type { Translate } from '../../platform/i18n';
import { betName } from '../kit/words/bet-names';
import { spotCentre } from './board-geometry';
import { KeyboardPicker, type Spot } from './keyboard-picker';
import type { TableScene } from './table-scene';
import { cellNumber, numberCentre, SECTORS, sectorCentre } from './track-geometry';

export interface PickerDeps {
  t: Translate;
  money: (m: Minor) => string;
  announce: (text: string) => void;
  invalidate: () => void;
  /** Places the selected chip on a position or announced bet (as a tap does). */
  pick: (bet: string) => void;
  /** More words about a position of the layout (a shared table: the other players' chips on it), or null. */
  also?: (position: string) => string | null;
}

export function roulettePickers(scene: TableScene, d: PickerDeps): { board: KeyboardPicker; track: KeyboardPicker } {
  const { t } = d;
  const onIt = (bet: string, amount: Minor | undefined) => {
    const name = betName('roulette', bet, t);
    return amount ? t('a11y.onSpot', { bet: name, amount: d.money(amount) }) : name;
  };
  const boardSpots = (): Spot[] => {
    const g = scene.board.layoutGeometry;
    if (!g) return [];
    const out: Spot[] = [];
    for (const p of POSITIONS) {
      const c = spotCentre(g, p.name);
      if (c) out.push({ name: p.name, x: c.x, y: c.y });
    }
    return out;
  };
  const board = new KeyboardPicker({
    view: scene.board,
    spots: boardSpots,
    linear: false,
    first: 'straight:17',
    radius: () => {
      const g = scene.board.layoutGeometry;
      return g ? Math.min(g.along, g.across) * 0.3 : 12;
    },
    name: () => t('a11y.layout'),
    words: (name) => {
      const more = d.also?.(name);
      const own = onIt(name, scene.board.stack(name)?.amount);
      return more ? `${own}, ${more}` : own;
    },
    pick: d.pick,
    announce: (text) => {
      d.announce(text);
      const spot = boardSpots().find((s) => s.name === board.spot);
      if (spot && scene.layout?.mode === 'compact') scene.boardPan.centreOn(spot.x, spot.y);
    },
    invalidate: d.invalidate,
  });
  const trackSpots = (): Spot[] => {
    const g = scene.track.layoutGeometry;
    if (!g) return [];
    const sectors = SECTORS.map((s) => ({ name: s as string, ...sectorCentre(g, s) }));
    const numbers = Array.from({ length: POCKETS }, (_, i) => {
      const n = cellNumber(i);
      return { name: `neighbours:${n}`, ...numberCentre(g, n) };
    });
    return [...sectors, ...numbers];
  };
  // A number on the track is that number with the neighbours the stepper shows.
  const trackBet = (name: string) =>
    name.startsWith('neighbours:') ? scene.stepper.betOn(Number(name.slice('neighbours:'.length))) : name;
  const track = new KeyboardPicker({
    view: scene.track,
    spots: trackSpots,
    linear: true,
    first: 'voisins',
    radius: () => (scene.track.layoutGeometry?.band ?? 24) * 0.45,
    name: () => t('a11y.track'),
    words: (name) => betName('roulette', trackBet(name), t),
    pick: (name) => d.pick(trackBet(name)),
    announce: (text) => {
      d.announce(text);
      const spot = trackSpots().find((s) => s.name === track.spot);
      if (spot && scene.layout?.mode === 'compact') scene.trackPan.centreOn(spot.x, spot.y);
    },
    invalidate: d.invalidate,
  });
  return { board, track };
}
