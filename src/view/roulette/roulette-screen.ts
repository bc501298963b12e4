/**
 * The roulette table screen (view/kit/table/table-screen.ts does the snapshot queue, the stages' pacing,
 * the keys' life and the clean-ups): the wheel comes to the centre and turns to the pocket the
 * round port chose, the number is announced over it (spin-stage.ts: a tap or a key skips to it),
 * the wheel goes back, the layout is settled, the win flies to the balance. A spin that comes back
 * after a reload is played again to the same pocket.
 */
import { Point } from 'pixi.js';
import { summarise } from '../../engine/roulette/stats';
import type { Minor } from '../../engine/shared/money';
import { type RouletteTableView, tableView } from '../../machines/roulette/view';
import type { RouletteActor, RouletteSnapshot } from '../../machines/roulette.machine';
import { timer } from '../kit/stage/motion';
import { holdStart } from '../kit/table/round-wait';
import { tableKey } from '../kit/table/table-keys';
import type { TableKit } from '../kit/table/table-kit';
import { TableScreen } from '../kit/table/table-screen';
import { betName } from '../kit/words/bet-names';
import { numberBox } from './board-geometry';
import { RouletteFlights } from './chip-flights';
import type { Command } from './controls';
import { keyHandler } from './input';
import { exposeTable } from './inspect';
import { messageFor } from './messages';
import { SpinStage } from './spin-stage';
import { TableScene } from './table-scene';
import { CALM_SPIN_SECONDS } from './wheel-math';

/** Seconds of a spin at normal speed (LOOK.md: 6–8 s; fast play cuts it to about 2). */
const SPIN_SECONDS = 7;

const COMMAND_MOVE = {
  undo: 'bet.undo',
  clear: 'bet.clear',
  rebet: 'bet.rebet',
  double: 'bet.double',
  spin: 'spin.start',
  retry: 'round.retry',
} as const;

/** The keys that skip the spin's climax to its result (besides a tap on the table). */
const SKIP_KEYS = new Set([' ', 'enter', 'escape']);

export class RouletteScreen extends TableScreen<RouletteSnapshot, RouletteTableView> {
  readonly name = 'roulette';
  readonly scene: TableScene;
  protected view: RouletteTableView;
  private readonly flights: RouletteFlights;
  private readonly stage: SpinStage;
  private readonly keys: (e: KeyboardEvent) => void;
  /** The statistics the boards show (the machine's, replaced at each result). */
  private statsShown: RouletteSnapshot['context']['stats'] | null = null;

  constructor(
    protected override readonly actor: RouletteActor,
    kit: TableKit,
    private readonly resumed: boolean,
  ) {
    super(actor, kit);
    const { t } = kit;
    const table = actor.getSnapshot().context.table;
    this.scene = new TableScene({
      table,
      t,
      lang: kit.lang,
      resolution: kit.resolution,
      chipLabel: kit.chipLabel,
      invalidate: kit.invalidate,
      hud: kit.hud,
      onPick: (bet) => this.place(bet),
      onChip: (value) => {
        kit.sound('click');
        this.note = null;
        actor.send({ type: 'chip.select', value });
      },
      onCommand: (command) => this.command(command),
    });
    this.view = tableView(actor.getSnapshot());
    const scene = this.scene;
    // The climax's wheel, dim and number go over the table and its controls, under the chips' flights.
    this.stage = new SpinStage(scene.wheel, kit);
    scene.root.addChildAt(this.stage.layer, scene.root.getChildIndex(scene.flightLayer));
    this.flights = new RouletteFlights({
      layer: scene.flightLayer,
      atlas: scene.chips,
      denominations: table.chips,
      chipLabel: kit.chipLabel,
      speed: kit.speed,
      hold: kit.hold,
      release: kit.release,
      landed: () => this.sync(this.view),
    });
    // What the tests read of the table, and the keyboard pickers on the layout and the racetrack.
    const pick = (bet: string) => this.place(bet);
    const deps = { t, money: kit.money, announce: kit.announce, invalidate: kit.invalidate, pick };
    exposeTable(
      scene,
      () => this.view,
      () => this.busy,
      () => this.flights.placed,
      deps,
    );
    this.keys = keyHandler({
      command: (c) => {
        if (c === 'spin' && this.spinWaits()) {
          // Nothing spins while the wait between rounds lasts: the table says why.
          this.sayWaiting();
          return true;
        }
        if (!this.enabled(c)) return false;
        this.command(c);
        return true;
      },
      chip: (i) => {
        const value = table.chips[i];
        if (value === undefined || this.view.phase !== 'betting') return false;
        actor.send({ type: 'chip.select', value });
        return true;
      },
      tab: () => this.scene.nextTab(),
    });
  }

  override show(): void {
    if (this.resumed && this.view.phase !== 'betting') this.note = this.kit.t('rou.msg.resumed');
    super.show();
  }

  override hide(): void {
    super.hide();
    this.kit.loop('wheelSpin', false);
  }

  override resize(w: number, h: number): void {
    super.resize(w, h);
    if (this.scene.layout) this.stage.layout(this.scene.layout);
  }

  override destroy(): void {
    this.stage.destroy();
    super.destroy();
  }

  protected viewOf(s: RouletteSnapshot): RouletteTableView {
    return tableView(s);
  }

  protected onKey(e: KeyboardEvent): void {
    // While the wheel is up, Space, Enter and Escape skip to the result (nothing else is playable).
    if (this.stage.active && SKIP_KEYS.has(tableKey(e) ?? '')) {
      if (this.stage.skip()) e.preventDefault();
      return;
    }
    this.keys(e);
  }

  // --- stages ----------------------------------------------------------------------------------

  protected async animate(view: RouletteTableView): Promise<void> {
    this.sync(view);
    if (view.phase === 'spinning') await this.spin(view);
    else if (view.phase === 'result') await this.result(view);
    else if (view.phase === 'payout') await this.payout(view);
  }

  /** A spin that comes back after a reload turns again to its pocket; a result rests there. */
  protected override async reopen(view: RouletteTableView): Promise<void> {
    if (view.phase === 'spinning') return this.animate(view);
    if (view.phase === 'result') this.scene.wheel.rest(view.context.round?.view.spin.pocket ?? 0);
  }

  private async spin(view: RouletteTableView): Promise<void> {
    const spin = view.context.round?.view.spin;
    if (!spin) return;
    this.scene.board.light(null);
    this.scene.track.light(null);
    this.scene.setWheelUp(true);
    this.kit.hold('rou.wheel');
    this.kit.loop('wheelSpin', true);
    try {
      // Less motion asked for: a short calm spin (the ball rolls into its pocket).
      const seconds = this.kit.calm() ? CALM_SPIN_SECONDS : SPIN_SECONDS * this.kit.speed();
      // The wheel comes to the centre and grows as the ball is launched.
      await this.stage.play(spin.pocket, spin.number, seconds);
    } finally {
      this.kit.loop('wheelSpin', false);
      this.kit.release('rou.wheel');
    }
    this.kit.sound('ballDrop');
    await this.stage.announce();
  }

  private async result(view: RouletteTableView): Promise<void> {
    const round = view.context.round?.view;
    const n = round?.spin.number ?? 0;
    if (!this.scene.wheel.isSpinning) this.scene.wheel.rest(round?.spin.pocket ?? 0);
    this.scene.board.light(n);
    this.scene.track.light(n);
    // The number stays announced over the wheel, then the wheel goes back to its place.
    await this.stage.linger(1.4 * this.kit.speed());
    await this.stage.leave();
    this.scene.setWheelUp(false);
    if (this.scene.layout?.mode === 'compact') {
      // The layout comes back with the winning number in view.
      this.scene.setTab('board');
      const g = this.scene.board.layoutGeometry;
      if (g) {
        const b = numberBox(g, n);
        this.scene.boardPan.centreOn(b.x + b.width / 2, b.y + b.height / 2);
      }
    }
    // Lost stakes leave the layout; winning ones stay with their winnings beside them.
    const won = new Map<string, Minor>();
    for (const st of round?.settlement.stakes ?? []) {
      if (st.returned > 0) won.set(st.position, (won.get(st.position) ?? 0) + st.returned);
    }
    this.scene.board.setStakes(won);
    if (won.size > 0) this.kit.sound('win');
    this.kit.invalidate();
    await timer((won.size > 0 ? 1.6 : 1.0) * this.kit.speed());
  }

  private async payout(view: RouletteTableView): Promise<void> {
    const returned = view.context.round?.view.settlement.returned ?? 0;
    this.scene.hud.setWin(returned, true);
    if (returned > 0) {
      this.kit.sound('chipsPaid');
      const to = this.scene.hud.toGlobal(new Point(Math.min(120, this.scene.hud.width / 4), 30));
      const b = this.scene.board.getBounds();
      await this.flights.fly(returned, new Point(b.x + b.width / 2, b.y + b.height / 2), to, true, 40, 0.45);
    }
    this.scene.board.setStakes(new Map());
    await timer(0.3 * this.kit.speed());
  }

  /** Board, panels, buttons, HUD and message from the view shown now. */
  protected sync(view: RouletteTableView): void {
    const c = view.context;
    const { phase } = view;
    const scene = this.scene;
    if (phase === 'betting' || phase === 'opening' || phase === 'spinning' || phase === 'failed') {
      const totals = new Map<string, Minor>();
      for (const st of c.slip.actions.flat().flatMap((p) => p.stakes)) {
        totals.set(st.position, (totals.get(st.position) ?? 0) + st.amount);
      }
      scene.board.setStakes(this.flights.shown(totals));
    }
    if (phase === 'betting') {
      // (a round that ended without its result shown, a failed stage: the wheel is back in place)
      this.stage.reset();
      scene.setWheelUp(false);
      if (c.slip.actions.length > 0) {
        scene.board.light(null);
        scene.track.light(null);
      }
    }
    // The statistics change once a spin; a sync that finds the same ones draws neither board again.
    if (c.stats !== this.statsShown) {
      this.statsShown = c.stats;
      const summary = summarise(c.table, c.stats);
      scene.recent.set(summary.last);
      scene.stats.set(summary);
    }
    const busy = this.busy && phase !== 'betting';
    const buttons: Partial<Record<Command, boolean>> = {};
    if (phase === 'failed') buttons.retry = view.moves.includes('round.retry');
    else {
      for (const command of ['undo', 'clear', 'rebet', 'double', 'spin'] as const) {
        buttons[command] = !busy && view.moves.includes(COMMAND_MOVE[command]);
      }
    }
    // PLACE BET stays on show while the next round must wait, counting the seconds down, not enabled.
    // (During a spin it is disabled as always: a count that cannot move there is not shown.)
    const waiting = phase === 'betting' && 'spin' in buttons ? this.waiting() : null;
    const held = holdStart(buttons, 'spin', waiting);
    scene.controls.setState({ buttons: held, chips: phase === 'betting', selectedChip: c.chip, waiting });
    this.showBalance(view);
    scene.hud.setBet(c.slip.actions.flat().reduce((sum, p) => sum + p.amount, 0));
    scene.hud.setBusy(phase !== 'betting');
    const notice = c.notice ? this.say(c.notice) : null;
    const waits = this.waitMessage(phase === 'betting' && view.moves.includes('spin.start'));
    this.setMessage(notice ?? this.note ?? waits ?? messageFor(view, this.kit.t, this.kit.money));
    this.kit.invalidate();
  }

  // --- input -------------------------------------------------------------------------------------

  private enabled(command: Command): boolean {
    if (this.busy && this.view.phase !== 'betting') return false;
    if (command === 'spin' && this.waiting() !== null) return false;
    return this.view.moves.includes(COMMAND_MOVE[command]);
  }

  /** PLACE BET would be enabled now but for the wait before the next round. */
  private spinWaits(): boolean {
    if (this.waiting() === null || (this.busy && this.view.phase !== 'betting')) return false;
    return this.view.moves.includes(COMMAND_MOVE.spin);
  }

  private command(command: Command): void {
    this.note = null;
    this.flights.reset();
    if (command === 'rebet' || command === 'double') this.kit.sound('chipPlace');
    if (command === 'spin') this.kit.sound('click');
    this.actor.send({ type: COMMAND_MOVE[command] });
    if (command === 'spin' && this.scene.layout?.mode === 'compact') this.scene.setTab('board');
  }

  /** A tap on a position or announced bet: one chip of the selected value (one per piece). */
  private place(bet: string): void {
    if (!this.actor.getSnapshot().matches('betting')) return;
    this.actor.send({ type: 'bet.place', bet });
    const after = this.actor.getSnapshot().context;
    if (after.notice) {
      this.note = null;
    } else {
      this.kit.sound('chipPlace');
      const placed = after.slip.actions.at(-1) ?? [];
      const name = betName('roulette', bet, this.kit.t);
      this.note = this.kit.t('rou.msg.placed', { bet: name, amount: this.kit.money(placed[0]?.amount ?? 0) });
      this.flights.place(this.scene, bet, placed[0]?.stakes ?? [], after.chip);
    }
    this.sync(tableView(this.actor.getSnapshot()));
  }
}
