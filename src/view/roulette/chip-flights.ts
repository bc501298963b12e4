/**
 * Chips in motion at the roulette table: a bet's chips from the tray to their positions as it is
 * placed (the stacks there show them when they land; betting goes on meanwhile), and the winnings
 * to the balance. LOOK.md: chips fly ~350 ms, ease out, no bounce on money; speed play shortens it.
 */
import { Point } from 'pixi.js';
import type { Stake } from '../../engine/roulette/bets';
import type { Minor } from '../../engine/shared/money';
import { ChipFlyer, type ChipFlyerOptions } from '../kit/chips/chip-flyer';
import { spotCentre } from './board-geometry';
import type { TableScene } from './table-scene';
import { numberCentre, SECTORS, type Sector, sectorCentre } from './track-geometry';

export interface FlightOptions extends Omit<ChipFlyerOptions, 'key' | 'format' | 'landed'> {
  chipLabel: (m: Minor) => string;
  /** A chip flying to the layout landed: its stack can show it now. */
  landed: () => void;
}

export class RouletteFlights {
  private readonly flyer: ChipFlyer;
  /** Chips flown to a bet since the table opened (for tests and integrators). */
  placed = 0;

  constructor(private readonly o: FlightOptions) {
    this.flyer = new ChipFlyer({ ...o, format: o.chipLabel, key: 'rou.chips', landed: undefined });
    // a spin's winnings and a quick series of placements fly several stacks at once
    this.flyer.reserve(4, 36);
  }

  get flying(): boolean {
    return this.flyer.flying;
  }

  /** Flies `amount` in chips between two global points; resolves on arrival. */
  fly(amount: Minor, from: Point, to: Point, fade = false, size = 36, seconds = 0.35): Promise<void> {
    return this.flyer.fly(amount, from, to, { endAlpha: fade ? 0.2 : 1, size, seconds });
  }

  /** The layout's totals less what is still in the air. */
  shown(totals: ReadonlyMap<string, Minor>): Map<string, Minor> {
    const out = new Map<string, Minor>();
    for (const [position, amount] of totals) {
      const left = amount - this.flyer.airborne(position);
      if (left > 0) out.set(position, left);
    }
    return out;
  }

  /** The bets changed other than by a placement: every stack shows its whole total again. */
  reset(): void {
    this.flyer.forget();
  }

  /**
   * A placement's chips from the tray: to each position on the layout when it shows, else (the
   * racetrack on a phone) to the number or sector tapped, where they fade.
   */
  place(scene: TableScene, bet: string, stakes: readonly Stake[], chip: Minor): void {
    const tray = scene.controls.chipPosition(chip);
    if (!tray || stakes.length === 0) return;
    const from = new Point(tray.x, tray.y);
    const g = scene.board.layoutGeometry;
    if (scene.boardPan.visible && g) {
      const byPosition = new Map<string, Minor>();
      for (const s of stakes) byPosition.set(s.position, (byPosition.get(s.position) ?? 0) + s.amount);
      for (const [position, amount] of byPosition) {
        const spot = spotCentre(g, position);
        if (!spot) continue;
        this.placed++;
        const to = scene.board.toGlobal(spot);
        void this.flyer.fly(amount, from, to, { size: 36, spot: position }).then(() => this.o.landed());
      }
      return;
    }
    const tg = scene.track.layoutGeometry;
    if (!tg || !scene.trackPan.visible) return;
    const at = SECTORS.includes(bet as Sector)
      ? sectorCentre(tg, bet as Sector)
      : numberCentre(tg, Number(bet.split(':')[1]));
    const total = stakes.reduce((sum, s) => sum + s.amount, 0);
    this.placed++;
    void this.fly(total, from, scene.track.toGlobal(at), true);
  }
}
