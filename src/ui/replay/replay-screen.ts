/**
 * The replay page's screen: the REPLAY banner across the top, the round's real table below it
 * (the game's own screen, taking no input), the transport where the player's chips and buttons
 * would be, and the round's figures beside the table (a wide screen) or over it when asked for (a
 * phone). The table is paused when the page is (a hidden tab) and when the replay is (PAUSE in the
 * middle of a step), and goes on only when neither holds it.
 */
import { Container, Graphics } from 'pixi.js';
import { expose } from '../../look/inspector';
import { COLORS } from '../../look/theme';
import type { Language } from '../../platform/i18n';
import type { ReplayTranslate } from '../../platform/i18n/replay';
import type { Screen } from '../../view/kit/stage/screen';
import type { Rect } from '../../view/kit/table/geometry';
import type { ReplayScreenOf } from '../../view/replay/replay-table';
import { ReplayBanner } from './banner';
import { FiguresView, type RoundFigures } from './figures-view';
import { Transport, type TransportActions, type TransportState } from './transport';

/** Wider than this, the figures sit beside the table; narrower, they open over it. */
const WIDE = 900;

export interface ReplayScreenOptions {
  rt: ReplayTranslate;
  lang: Language;
  money: (minor: number) => string;
  invalidate: () => void;
  figures: RoundFigures;
  /**
   * The width the table needs for its own wide layout (roulette's whole board: about 1280 px); when the
   * figures beside it would leave less, they open over it from the transport instead, as on a phone.
   */
  tableMinWidth?: number;
  actions: Omit<TransportActions, 'onFigures'>;
  /** What the browser tests read of the replay (`replay.state`). */
  state: () => unknown;
}

export class ReplayScreen implements Screen {
  readonly name = 'replay';
  readonly root = new Container();
  /** Everything but the table: what the keyboard and the screen reader reach (the table takes no input). */
  readonly chrome = new Container();
  private readonly tableHost = new Container();
  private readonly panel = new Graphics();
  private readonly banner: ReplayBanner;
  private readonly transport: Transport;
  private readonly figures: FiguresView;
  private pausedByPage = false;
  private frozen = false;
  private tablePaused = false;
  private figuresOpen = false;
  private size: [number, number] | null = null;
  private last: { state: Omit<TransportState, 'figuresOpen'>; done: number } | null = null;

  constructor(
    private readonly table: ReplayScreenOf,
    private readonly o: ReplayScreenOptions,
  ) {
    this.banner = new ReplayBanner(o.rt, o.figures.roundId);
    this.transport = new Transport(o.rt, { ...o.actions, onFigures: () => this.toggleFigures() }, o.invalidate);
    this.figures = new FiguresView(o.figures, o);
    this.tableHost.addChild(table.root);
    this.chrome.addChild(this.panel, this.figures, this.transport, this.banner);
    this.root.addChild(this.tableHost, this.chrome);
    expose('replay.state', this.banner, () => JSON.stringify(o.state()), undefined, { role: 'none' });
  }

  prepare(): Promise<void> | void {
    return this.table.prepare?.();
  }

  show(): Promise<void> | void {
    return this.table.show();
  }

  hide(): Promise<void> | void {
    return this.table.hide();
  }

  /** The page's pause (a hidden tab): the table holds where it is. */
  pause(): void {
    this.pausedByPage = true;
    this.hold();
  }

  resume(): void {
    this.pausedByPage = false;
    this.hold();
  }

  /** The replay's own pause in the middle of a step (the controller's motion hold). */
  freeze(on: boolean): void {
    this.frozen = on;
    this.hold();
  }

  /** What the transport and the figures show now. */
  refresh(state: Omit<TransportState, 'figuresOpen'>, done: number): void {
    this.last = { state, done };
    this.transport.set({ ...state, figuresOpen: this.figuresOpen });
    this.figures.setProgress(done);
    if (this.size) this.resize(...this.size);
    this.o.invalidate();
  }

  update(deltaMs: number): void {
    this.table.update?.(deltaMs);
  }

  phase(): string {
    return this.table.phase?.() ?? this.name;
  }

  resize(w: number, h: number): void {
    this.size = [w, h];
    const sideW = Math.round(Math.min(380, Math.max(300, w * 0.26)));
    const narrow = w < WIDE || w - sideW < (this.o.tableMinWidth ?? 0);
    const bannerH = this.banner.layout(w, w < WIDE);
    const panelW = narrow ? 0 : sideW;
    const tableW = w - panelW;
    const tableH = h - bannerH;
    this.tableHost.position.set(0, bannerH);
    this.table.resize(tableW, tableH);
    const box = this.transportBox(tableW, tableH);
    this.transport.layout({ ...box, y: box.y + bannerH }, narrow);
    this.panel.clear();
    if (!narrow) {
      this.panel
        .rect(tableW, bannerH, panelW, tableH)
        .fill({ color: COLORS.panel })
        .rect(tableW, bannerH, 1, tableH)
        .fill({ color: COLORS.brass, alpha: 0.5 });
      this.figures.visible = true;
      this.figures.position.set(tableW + 24, bannerH + 22);
      this.figures.layout(panelW - 48, true);
      return;
    }
    // A phone: the figures over the felt, above the transport, when asked for.
    this.figures.visible = this.figuresOpen;
    if (!this.figuresOpen) return;
    const bottom = box.y + bannerH - 8;
    this.panel.rect(0, bannerH, w, bottom - bannerH).fill({ color: COLORS.panel, alpha: 0.97 });
    this.figures.position.set(20, bannerH + 18);
    const room = bottom - bannerH - 36;
    if (this.figures.layout(w - 40, true) > room) this.figures.layout(w - 40, false);
  }

  destroy(): void {
    this.tableHost.removeChild(this.table.root);
    this.table.destroy();
    this.root.destroy({ children: true });
  }

  /** Where the transport goes: where the table's chips and buttons are, else over its HUD. */
  private transportBox(tableW: number, tableH: number): Rect {
    const box = this.table.controlsBox();
    if (box) return box;
    const height = 100;
    return { x: 12, y: tableH - this.table.hudHeight() - height - 8, width: tableW - 24, height };
  }

  private toggleFigures(): void {
    this.figuresOpen = !this.figuresOpen;
    if (this.last) this.refresh(this.last.state, this.last.done);
  }

  /** The table holds while the page or the replay holds it. */
  private hold(): void {
    const hold = this.pausedByPage || this.frozen;
    if (hold === this.tablePaused) return;
    this.tablePaused = hold;
    if (hold) this.table.pause();
    else this.table.resume();
  }
}
