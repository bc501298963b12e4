/**
 * The roulette table's scene graph: wood surround and felt, the wheel, the betting layout and the
 * racetrack (each in a viewport that pans on phones), the last numbers and statistics, the message
 * line, the controls and the HUD, laid out by layout.ts. It draws; the screen decides what shows.
 */
import { Container, Graphics } from 'pixi.js';
import type { RouletteTable } from '../../engine/roulette/rules';
import type { Minor } from '../../engine/shared/money';
import { expose } from '../../look/inspector';
import type { Language } from '../../platform/i18n';
import { upper } from '../../platform/i18n/upper';
import { Felt } from '../kit/felt/felt';
import { Hud } from '../kit/hud/hud';
import { type SceneKit, TableSceneBase } from '../kit/table/table-scene-base';
import { centreIn } from '../kit/text/message-line';
import { BoardView } from './board-view';
import { type Command, RouletteControls, type Tab } from './controls';
import { type RouletteLayout, rouletteLayout } from './layout';
import { NeighbourStepper } from './neighbour-stepper';
import { PanView } from './pan';
import { RecentStrip, StatsPanel } from './stats-view';
import { TrackView } from './track-view';
import { WheelView } from './wheel-view';

export interface SceneOptions extends SceneKit {
  table: RouletteTable;
  lang: Language;
  onPick: (bet: string) => void;
  onChip: (value: Minor) => void;
  onCommand: (command: Command) => void;
}

export class TableScene extends TableSceneBase<RouletteLayout> {
  readonly felt = new Felt({ shape: 'rect' }, 1);
  readonly wheel: WheelView;
  readonly boardPan: PanView;
  readonly trackPan: PanView;
  readonly board: BoardView;
  readonly track: TrackView;
  readonly stepper: NeighbourStepper;
  readonly recent: RecentStrip;
  readonly stats: StatsPanel;
  readonly controls: RouletteControls;
  readonly hud: Hud;
  tab: Tab = 'board';
  /** The wheel is over the panel (phones upright, while it spins). */
  wheelUp = false;
  private readonly surround = new Graphics();
  private readonly backdrop = new Graphics();
  private readonly wheelLayer = new Container();

  constructor(private readonly o: SceneOptions) {
    super(o, { fontSize: 16, fontWeight: '600', shadowAlpha: 0.7, wordWrap: false });
    const { t } = o;
    this.wheel = new WheelView(o.resolution);
    const tapAllowed = (pan: () => PanView) => () => !pan().dragged;
    this.boardPan = new PanView(o.invalidate);
    this.trackPan = new PanView(o.invalidate);
    this.board = new BoardView({
      atlas: this.chips,
      denominations: o.table.chips,
      chipLabel: o.chipLabel,
      evenText: upper(t('bet.rou.even'), o.lang),
      oddText: upper(t('bet.rou.odd'), o.lang),
      onPick: o.onPick,
      tapAllowed: tapAllowed(() => this.boardPan),
    });
    this.track = new TrackView({
      sectorNames: {
        tiers: t('rou.sector.tiers'),
        orphelins: t('rou.sector.orphelins'),
        voisins: t('rou.sector.voisins'),
        'jeu-zero': t('rou.sector.jeu-zero'),
      },
      // a number is that number with the neighbours each side the stepper shows
      onPick: (bet) => o.onPick(bet.startsWith('neighbours:') ? this.stepper.betOn(Number(bet.slice(11))) : bet),
      tapAllowed: tapAllowed(() => this.trackPan),
    });
    this.stepper = new NeighbourStepper(t('rou.neighbours.title'), o.invalidate);
    this.boardPan.content.addChild(this.board);
    this.trackPan.content.addChild(this.track);
    this.recent = new RecentStrip(t('rou.recent.empty'));
    this.stats = new StatsPanel(t, o.lang);
    this.controls = new RouletteControls(
      t,
      this.chips,
      o.table.chips,
      o.chipLabel,
      o.onChip,
      o.onCommand,
      (tab) => this.setTab(tab),
      o.invalidate,
    );
    this.hud = new Hud(o.hud);
    this.wheelLayer.addChild(this.backdrop, this.wheel);
    this.root.addChild(
      this.surround,
      this.felt,
      this.boardPan,
      this.trackPan,
      this.stepper,
      this.stats,
      this.recent,
      this.wheelLayer,
      this.message,
      this.controls,
      this.flightLayer,
      this.hud,
    );
    // What changes in a spin, each its own render group: a change in one rebuilds the draw list
    // of that group only, not of the whole table.
    for (const layer of [this.wheelLayer, this.stats, this.recent, this.controls, this.flightLayer, this.hud])
      layer.isRenderGroup = true;
    expose('rou.message', this.message, () => this.message.text);
  }

  resize(w: number, h: number): void {
    this.hud.resize(w);
    const l = rouletteLayout(w, h, this.hud.barHeight);
    this.layout = l;
    const feltH = l.chips.y - 4;
    this.surround.clear().rect(0, 0, w, h).fill(0x2a170c).rect(0, 0, w, feltH).fill(0x3b2212);
    this.felt.resize(w - 8, feltH - 8);
    this.felt.position.set(4, 4);
    this.board.layout(l.boardGeometry);
    this.boardPan.layout(l.board, l.boardGeometry.width, l.boardGeometry.height);
    const tg = l.trackGeometry;
    this.track.layout(tg);
    this.trackPan.layout(l.track, tg.width, tg.height);
    this.stepper.layout(l.stepper);
    this.stats.layout(l.stats);
    this.recent.layout(l.recent);
    this.controls.layout(l.chips, l.buttons, l.chipSize, l.tabs);
    this.hud.position.set(l.hud.x, l.hud.y);
    this.message.style.fontSize = l.mode === 'wide' ? 18 : l.wheel === null ? 12 : 13;
    this.message.style.wordWrap = true;
    this.message.style.wordWrapWidth = l.message.width - 8;
    this.placeWheel();
    this.placeMessage();
    this.showPanels();
  }

  /** The next panel on a small screen: TABLE → TRACK → STATS → TABLE (the V key). */
  nextTab(): void {
    const order = ['board', 'track', 'stats'] as const;
    this.setTab(order[(order.indexOf(this.tab) + 1) % order.length] as Tab);
  }

  setTab(tab: Tab): void {
    this.tab = tab;
    this.controls.setTab(tab);
    this.showPanels();
    this.o.invalidate();
  }

  /** Brings the wheel over the panel (phones upright) or lets it go back. */
  setWheelUp(up: boolean): void {
    this.wheelUp = up;
    this.placeWheel();
    this.showPanels();
    this.o.invalidate();
  }

  private showPanels(): void {
    const l = this.layout;
    if (!l) return;
    const compact = l.mode === 'compact';
    this.boardPan.visible = !compact || this.tab === 'board';
    this.trackPan.visible = !compact || this.tab === 'track';
    this.stepper.visible = this.trackPan.visible;
    this.stats.visible = !compact || this.tab === 'stats';
    this.wheelLayer.visible = l.wheel !== null || this.wheelUp;
  }

  private placeWheel(): void {
    const l = this.layout;
    if (!l) return;
    const box = l.wheel ?? l.spin;
    this.wheel.setDiameter(box.width);
    this.wheel.position.set(box.x + box.width / 2, box.y + box.height / 2);
    const b = this.backdrop.clear();
    if (!l.wheel) {
      const m = l.board;
      b.roundRect(m.x, m.y, m.width, m.height, 14).fill({ color: 0x04110b, alpha: 0.82 });
    }
  }

  protected override placeMessage(): void {
    const l = this.layout;
    if (!l) return;
    centreIn(this.message, l.message, true);
  }
}
