/**
 * The racetrack drawn from its geometry (track-geometry.ts): the numbers in wheel order on the
 * band, the sectors inside — tiers, orphelins, voisins and the zero game. A tap on a number bets
 * it with its neighbours, a tap in a sector that announced bet.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { COLORS, FONT_UI } from '../../look/theme';
import { TapSurface } from '../kit/controls/tap-surface';
import { stillLayer } from '../kit/stage/still-layer';
import {
  cellOutline,
  numberCentre,
  SECTORS,
  type Sector,
  sectorCentre,
  sectorLines,
  type TrackGeometry,
  trackHit,
} from './track-geometry';
import { pocketColour } from './wheel-view';

export interface TrackOptions {
  sectorNames: Record<Sector, string>;
  onPick: (bet: string) => void;
  tapAllowed: () => boolean;
}

export class TrackView extends TapSurface<TrackGeometry> {
  private readonly shape = new Graphics();
  private readonly glow = new Graphics();
  private readonly labels = new Container();
  private lit: number | null = null;

  constructor(private readonly o: TrackOptions) {
    super(o.tapAllowed, o.onPick);
    this.addChild(this.shape, this.glow, this.labels);
  }

  protected override pick(g: TrackGeometry, x: number, y: number): string | null {
    return trackHit(g, x, y);
  }

  layout(g: TrackGeometry): void {
    this.setGeometry(g);
    const s = this.shape.clear();
    for (const c of this.labels.removeChildren()) c.destroy();
    // The inside: felt, with the sector lines.
    const inset = g.band;
    const short = Math.min(g.width, g.height);
    s.roundRect(
      inset * 0.9,
      inset * 0.9,
      g.width - inset * 1.8,
      g.height - inset * 1.8,
      (short - inset * 1.8) / 2,
    ).fill({
      color: COLORS.feltDark,
      alpha: 0.55,
    });
    const fontSize = Math.round(Math.min(16, g.band * 0.34));
    for (let n = 0; n <= 36; n++) {
      const pts = cellOutline(g, n).flatMap((p) => [p.x, p.y]);
      s.poly(pts)
        .fill({ color: pocketColour(n), alpha: 0.92 })
        .stroke({ color: COLORS.cream, width: 1, alpha: 0.7 });
      const c = numberCentre(g, n);
      const t = new Text({
        text: String(n),
        style: { fontFamily: FONT_UI, fontSize, fontWeight: '700', fill: COLORS.cream },
      });
      t.anchor.set(0.5);
      t.position.set(c.x, c.y);
      this.labels.addChild(t);
    }
    for (const [a, b] of sectorLines(g))
      s.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ color: COLORS.cream, width: 1.5, alpha: 0.6 });
    for (const sector of SECTORS) {
      const c = sectorCentre(g, sector);
      const t = new Text({
        text: this.o.sectorNames[sector],
        style: {
          fontFamily: FONT_UI,
          fontSize: Math.round(Math.min(14, short * 0.09)),
          fontWeight: '700',
          letterSpacing: 1.5,
          fill: COLORS.brassLight,
          align: 'center',
          wordWrap: true,
          wordWrapWidth: g.vertical ? short - inset * 2.2 : Math.max(60, (g.width - short) / 3),
        },
      });
      t.anchor.set(0.5);
      t.position.set(c.x, c.y);
      this.labels.addChild(t);
    }
    stillLayer(this.labels);
    this.light(this.lit);
  }

  /** Rings the winning number's cell. */
  light(n: number | null): void {
    this.lit = n;
    const g = this.glow.clear();
    if (n === null || !this.geometry) return;
    g.poly(cellOutline(this.geometry, n).flatMap((p) => [p.x, p.y])).stroke({ color: 0xffe08a, width: 3.5 });
  }
}
