/**
 * The roads panel (sheet 001's "baccarat history"): bead plate, big road and the three derived
 * roads drawn from the round history, on a light board as real tables show them, with the ask
 * buttons ("what if the Banker / the Player wins next") and a close button.
 *
 * - Bead plate: one disc per round in the winner's colour with the winning total; a dot marks a
 *   natural. Big road: rings; a green stroke through a ring counts the ties after it.
 * - Big eye boy: rings; small road: discs; cockroach pig: strokes (red or blue).
 * - Only the newest columns that fit are shown. Everything is redrawn when the history or the
 *   preview changes, never per frame: the marks are sprites kept from one redraw to the next
 *   (road-sprites.ts) cut from one painted atlas (road-atlas.ts), made ahead in idle time.
 * - The roads worked out from the history are not kept between redraws (a quarter of a KB a round,
 *   up to the 360 rounds kept): only their counts and the ask buttons' predictions.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { type Roads, type RoundRecord, roads as roadsOf } from '../../engine/baccarat/roads';
import { expose } from '../../look/inspector';
import { COLORS, FONT_UI } from '../../look/theme';
import type { Translate } from '../../platform/i18n';
import { deviceResolution } from '../kit/stage/device-resolution';
import { whenIdle } from '../kit/stage/idle-work';
import { TextPool } from '../kit/text/text-pool';
import type { Rect } from './layout';
import { RoadAtlas } from './road-atlas';
import { ROAD_COLOURS } from './road-colours';
import { drawMark } from './road-marks';
import { marksAhead, paintAskPreview, paintRoads } from './road-paint';
import { MarkPool } from './road-sprites';
import { columnsIn, type RoadsGeometry, roadsGeometry } from './roads-geometry';

const BOARD = 0xf8f5ee;
const GRID = 0xd8d0bf;
const INK = 0x3b3326;

type Ask = 'banker' | 'player';

/** What the panel keeps of the roads between redraws: counts, and the ask buttons' predictions. */
interface Kept {
  big: number;
  /** The derived roads' sequence lengths: big eye boy, small road, cockroach pig. */
  sequences: [number, number, number];
  ask: Roads['ask'];
}

const keep = (r: Roads): Kept => ({
  big: r.bigRoad.cells.length,
  sequences: [r.bigEyeBoy.sequence.length, r.smallRoad.sequence.length, r.cockroachPig.sequence.length],
  ask: r.ask,
});

export class RoadsView extends Container {
  private readonly board = new Graphics();
  private readonly marks = new Container();
  private readonly markPool = new MarkPool(this.marks);
  /** The marks painted for the current cell size and resolution. */
  private atlas: RoadAtlas | null = null;
  private readonly ghost = new Graphics();
  private readonly digits = new Container();
  private readonly labels = new TextPool(this.digits);
  private readonly captions = new Container();
  private readonly closeButton = new Container();
  private readonly askButtons: Record<Ask, Container> = { banker: new Container(), player: new Container() };
  private readonly askMarks = new Graphics();
  private readonly title: Text;
  private geometry: RoadsGeometry | null = null;
  private w = 0;
  private h = 0;
  private shape: 'wide' | 'tall' = 'wide';
  private history: readonly RoundRecord[] = [];
  private kept: Kept = keep(roadsOf([]));
  private asking: Ask | null = null;
  private askTimer: ReturnType<typeof setTimeout> | null = null;
  /** Stops the idle making of labels and marks (`reserve`). */
  private stopReserving: (() => void) | null = null;

  constructor(
    private readonly t: Translate,
    private readonly onClose: () => void,
    private readonly invalidate: () => void,
  ) {
    super();
    this.title = new Text({
      text: t('bac.roads.title'),
      style: { fontFamily: FONT_UI, fontSize: 13, fontWeight: '700', letterSpacing: 2, fill: INK },
    });
    this.marks.label = 'roadMarks';
    // The marks draw as one batch of their atlas in a draw list of their own. In the panel's list,
    // after the board's and captions' textures, a software GPU's one-texture batches (software-gpu.ts)
    // leave Pixi 8.22 drawing each sprite on its own: a texture switch leaves the new batch's texture
    // unmarked, so each next sprite starts another batch (hundreds of draw calls a frame).
    this.marks.isRenderGroup = true;
    this.addChild(this.board, this.captions, this.marks, this.digits, this.ghost, this.title, this.askMarks);
    this.addChild(this.closeButton, this.askButtons.banker, this.askButtons.player);
    this.closeButton.eventMode = 'static';
    this.closeButton.cursor = 'pointer';
    this.closeButton.on('pointertap', () => this.onClose());
    expose('bac.roads.close', this.closeButton, () => t('bac.roads.close'));
    for (const side of ['banker', 'player'] as const) {
      const b = this.askButtons[side];
      b.eventMode = 'static';
      b.cursor = 'pointer';
      b.on('pointertap', () => this.ask(side));
      expose(`bac.ask.${side}`, b, () => t(side === 'banker' ? 'bac.roads.askBankerName' : 'bac.roads.askPlayerName'));
    }
    // what the panel shows, for tests: rounds, big-road cells, derived sequences, the preview
    expose('bac.roads', this, () =>
      JSON.stringify({
        rounds: this.history.length,
        // the bead plate is the history, a cell a round
        bead: this.history.map((r) => `${r.winner[0]}${r.winner === 'player' ? r.playerTotal : r.bankerTotal}`),
        big: this.kept.big,
        bigEye: this.kept.sequences[0],
        small: this.kept.sequences[1],
        cockroach: this.kept.sequences[2],
        asking: this.asking,
        marks: this.markPool.shown,
      }),
    );
  }

  setHistory(history: readonly RoundRecord[]): void {
    if (history === this.history) return;
    this.history = history;
    const roads = roadsOf(history);
    this.kept = keep(roads);
    // A new round changes only the marks: the board, captions and buttons stay as they are.
    const g = this.geometry;
    if (!g) return;
    this.drawMarks(g, roads);
    this.drawGhost();
    this.invalidate();
  }

  /** Lays the panel out at this size; called again on every layout (a new density comes without a new size). */
  resize(w: number, h: number, shape: 'wide' | 'tall'): void {
    const resolution = deviceResolution();
    if (w === this.w && h === this.h && shape === this.shape && resolution === this.atlas?.resolution) return;
    [this.w, this.h, this.shape] = [w, h, shape];
    const g = roadsGeometry(w, h, shape);
    this.geometry = g;
    // the marks painted again for a new cell size or density; the old ones go once no sprite shows them
    const old = this.atlas;
    if (!old || old.cell !== g.cell || old.resolution !== resolution) this.atlas = new RoadAtlas(g.cell, resolution);
    this.draw();
    if (old && old !== this.atlas) old.destroy();
    this.reserve(g);
  }

  /**
   * Makes, in idle time, as many digit labels as the roads can show at this size (a score pair
   * per column, a total per bead cell) and the marks they show in practice (road-paint.ts
   * `marksAhead`), so a round that adds a column takes labels and sprites already made instead of
   * making them in the middle of its animation. One idle slot makes them all and redraws the
   * marks, which blanks those not shown: no frame sees them half done.
   */
  private reserve(g: RoadsGeometry): void {
    this.stopReserving?.();
    const c = g.cell;
    const most =
      2 * Math.max(1, Math.floor(g.scores.width / c)) +
      columnsIn(g.bead.width, c) * Math.max(1, Math.round(g.bead.height / c));
    const style = { fontSize: Math.max(8, Math.round(c * 0.62)), fontWeight: '700' as const, fill: 0xffffff };
    this.stopReserving = whenIdle(() => {
      if (this.destroyed || this.geometry !== g) return false;
      this.labels.begin();
      for (let i = 0; i < most; i++) this.labels.take('0', style, 0, 0);
      if (this.atlas) this.markPool.reserve(marksAhead(g), this.atlas.blank);
      this.drawMarks(g);
      return false;
    });
  }

  /** Shows where the next Banker (or Player) win would go on every road, for a few seconds. */
  ask(side: Ask): void {
    this.asking = this.asking === side ? null : side;
    if (this.askTimer) clearTimeout(this.askTimer);
    this.askTimer = this.asking
      ? setTimeout(() => {
          this.asking = null;
          this.drawGhost();
          this.invalidate();
        }, 3000)
      : null;
    this.drawGhost();
    this.invalidate();
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    if (this.askTimer) clearTimeout(this.askTimer);
    this.stopReserving?.();
    super.destroy(options);
    this.atlas?.destroy();
    this.atlas = null;
  }

  private draw(): void {
    const g = this.geometry;
    if (!g) return;
    const b = this.board.clear();
    b.roundRect(0, 0, this.w, this.h, 10).fill({ color: BOARD }).stroke({ color: COLORS.brass, width: 2 });
    for (const rect of [g.scores, g.bead, g.big]) this.grid(b, rect, g.cell);
    for (const rect of [g.bigEye, g.small, g.cockroach]) this.grid(b, rect, g.cell / 2);
    this.drawCaptions(g);
    this.drawButtons(g);
    this.drawMarks(g);
    this.drawGhost();
    this.invalidate();
  }

  private grid(b: Graphics, r: Rect, cell: number): void {
    const cols = columnsIn(r.width, cell);
    const rows = Math.round(r.height / cell);
    b.rect(r.x, r.y, cols * cell, rows * cell).fill({ color: 0xffffff });
    for (let c = 0; c <= cols; c++) b.moveTo(r.x + c * cell, r.y).lineTo(r.x + c * cell, r.y + rows * cell);
    for (let row = 0; row <= rows; row++) b.moveTo(r.x, r.y + row * cell).lineTo(r.x + cols * cell, r.y + row * cell);
    b.stroke({ color: GRID, width: 1 });
  }

  private drawCaptions(g: RoadsGeometry): void {
    for (const child of this.captions.removeChildren()) child.destroy();
    this.title.visible = g.title !== null;
    if (g.title) this.title.position.set(g.title.x + 4, g.title.y + (g.title.height - this.title.height) / 2);
    if (!g.captions) return;
    const names: [Rect, string][] = [
      [g.scores, this.t('bac.roads.scores')],
      [g.bead, this.t('bac.roads.bead')],
      [g.big, this.t('bac.roads.big')],
      [g.bigEye, this.t('bac.roads.bigEye')],
      [g.small, this.t('bac.roads.small')],
      [g.cockroach, this.t('bac.roads.cockroach')],
    ];
    for (const [rect, name] of names) {
      const text = new Text({ text: name, style: { fontFamily: FONT_UI, fontSize: 12, fontWeight: '600', fill: INK } });
      text.alpha = 0.75;
      text.position.set(rect.x, rect.y - 16);
      this.captions.addChild(text);
    }
  }

  private drawButtons(g: RoadsGeometry): void {
    const close = this.closeButton;
    for (const child of close.removeChildren()) child.destroy();
    const x = new Graphics()
      .roundRect(0, 0, g.close.width, g.close.height, 8)
      .fill({ color: 0xffffff, alpha: 0.01 })
      .moveTo(g.close.width / 2 - 8, g.close.height / 2 - 8)
      .lineTo(g.close.width / 2 + 8, g.close.height / 2 + 8)
      .moveTo(g.close.width / 2 + 8, g.close.height / 2 - 8)
      .lineTo(g.close.width / 2 - 8, g.close.height / 2 + 8)
      .stroke({ color: INK, width: 2.5, cap: 'round' });
    close.addChild(x);
    close.position.set(g.close.x, g.close.y);
    for (const side of ['banker', 'player'] as const) {
      const button = this.askButtons[side];
      const rect = side === 'banker' ? g.askBanker : g.askPlayer;
      for (const child of button.removeChildren()) child.destroy();
      const bg = new Graphics()
        .roundRect(0, 0, rect.width, rect.height, 8)
        .fill({ color: ROAD_COLOURS[side] })
        .stroke({ color: 0xffffff, width: 1, alpha: 0.5 });
      const label = new Text({
        text: this.t(side === 'banker' ? 'bac.roads.askBanker' : 'bac.roads.askPlayer'),
        style: { fontFamily: FONT_UI, fontSize: 14, fontWeight: '800', fill: 0xffffff },
      });
      label.position.set(6, (rect.height - label.height) / 2);
      button.addChild(bg, label);
      button.position.set(rect.x, rect.y);
    }
  }

  /** The three symbols each ask button predicts, drawn on the button after its letter. */
  private drawAskMarks(g: RoadsGeometry): void {
    const m = this.askMarks.clear();
    for (const side of ['banker', 'player'] as const) {
      const rect = side === 'banker' ? g.askBanker : g.askPlayer;
      const entry = this.kept.ask[side];
      const s = 10;
      const labelW = (this.askButtons[side].children[1] as Text | undefined)?.width ?? 20;
      const x0 = rect.x + 10 + labelW;
      const room = rect.x + rect.width - x0 - 4;
      if (room < 3 * (s + 3)) continue;
      const y = rect.y + rect.height / 2;
      [entry.bigEyeBoy, entry.smallRoad, entry.cockroachPig].forEach((colour, i) => {
        const cx = x0 + i * (s + 3) + s / 2;
        m.circle(cx, y, s / 2 + 2).fill({ color: 0xffffff });
        if (colour) drawMark(m, i, cx, y, s, ROAD_COLOURS[colour]);
      });
    }
  }

  /** The roads' marks and digits (`roads`: computed from the history when not given). */
  private drawMarks(g: RoadsGeometry, roads: Roads = roadsOf(this.history)): void {
    if (this.atlas) paintRoads(this.markPool, this.atlas, this.labels, roads, this.history, g);
    this.drawAskMarks(g);
  }

  /** The ask preview: the cell each road would add, drawn faintly where it would go. */
  private drawGhost(): void {
    const gh = this.ghost.clear();
    const g = this.geometry;
    if (g && this.asking) paintAskPreview(gh, this.kept.sequences, this.history, this.asking, g);
  }
}
