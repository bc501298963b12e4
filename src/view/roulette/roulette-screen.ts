/**
 * The roulette table screen. It renders the machine's snapshots and sends the player's taps and
 * keys as events; the steps that wait for the table (the spin, the settlement, the payment) are
 * animated first and answered with `anim.done`. The wheel's animation is planned from the spin
 * the machine chose, so the ball rests in that pocket.
 */
import { Point } from 'pixi.js';
import { summarise } from '../../engine/roulette/stats';
import type { Minor } from '../../engine/shared/money';
import { legalMoves, type RouletteSnapshot } from '../../machines/roulette.machine';
import type { EffectName, LoopName } from '../../platform/audio/audio';
import type { Translate } from '../../platform/i18n';
import { betName } from '../../ui/history/format';
import type { HudOptions } from '../../ui/hud';
import { timer } from '../kit/motion';
import type { Screen } from '../kit/screen';
import { numberBox } from './board-geometry';
import { RouletteFlights } from './chip-flights';
import type { Command } from './controls';
import { keyHandler } from './input';
import { exposeTable } from './inspect';
import { messageFor } from './messages';
import { phaseOf, type RouletteSession } from './session';
import { TableScene } from './table-scene';
import { CALM_SPIN_SECONDS } from './wheel-math';

export interface RouletteScreenOptions {
  session: RouletteSession;
  t: Translate;
  money: (minor: Minor) => string;
  chipLabel: (minor: Minor) => string;
  resolution: number;
  invalidate: () => void;
  hold: (key: string) => void;
  release: (key: string) => void;
  speed: () => number;
  /** The player's system asks for reduced motion (prefers-reduced-motion). */
  calm: () => boolean;
  sound: (name: EffectName) => void;
  loop: (name: LoopName, on: boolean) => void;
  balance: () => Minor;
  canRebuy: () => boolean;
  hud: Omit<HudOptions, 't' | 'money' | 'resolution' | 'invalidate' | 'hold' | 'release' | 'speed'>;
  onMessage: (text: string) => void;
  /** Says something in the live region (cards dealt, totals, the winning number). */
  announce: (text: string) => void;
}

/** Seconds of a spin at normal speed (LOOK.md: 6–8 s; fast play cuts it to about 2). */
export const SPIN_SECONDS = 7;

const COMMAND_MOVE = {
  undo: 'bet.undo',
  clear: 'bet.clear',
  rebet: 'bet.rebet',
  double: 'bet.double',
  spin: 'spin.start',
  retry: 'round.retry',
} as const;

export class RouletteScreen implements Screen {
  readonly name = 'roulette';
  readonly scene: TableScene;
  private readonly onKey: (e: KeyboardEvent) => void;
  private latest: RouletteSnapshot;
  private shown: RouletteSnapshot | null = null;
  private draining = false;
  private lastEvents: unknown = null;
  private note: string | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly flights: RouletteFlights;

  constructor(private readonly o: RouletteScreenOptions) {
    const { t, session } = o;
    this.scene = new TableScene({
      table: session.table,
      t,
      resolution: o.resolution,
      chipLabel: o.chipLabel,
      invalidate: o.invalidate,
      hud: {
        ...o.hud,
        t,
        money: o.money,
        resolution: o.resolution,
        invalidate: o.invalidate,
        hold: o.hold,
        release: o.release,
        speed: o.speed,
      },
      onPick: (bet) => this.place(bet),
      onChip: (value) => {
        o.sound('click');
        this.note = null;
        session.actor.send({ type: 'chip.select', value });
      },
      onCommand: (command) => this.command(command),
    });
    this.latest = session.actor.getSnapshot();
    const scene = this.scene;
    this.flights = new RouletteFlights({
      layer: scene.flightLayer,
      atlas: scene.chips,
      denominations: session.table.chips,
      chipLabel: o.chipLabel,
      speed: o.speed,
      hold: o.hold,
      release: o.release,
      landed: () => this.sync(),
    });
    // What the tests read of the table, and the keyboard pickers on the layout and the racetrack.
    const pick = (bet: string) => this.place(bet);
    const deps = { t, money: o.money, announce: o.announce, invalidate: o.invalidate, pick };
    exposeTable(
      scene,
      () => this.latest,
      () => this.draining,
      () => this.flights.placed,
      deps,
    );
    this.onKey = keyHandler({
      command: (c) => {
        if (!this.enabled(c)) return false;
        this.command(c);
        return true;
      },
      chip: (i) => {
        const value = session.table.chips[i];
        if (value === undefined || !this.latest.matches('betting')) return false;
        session.actor.send({ type: 'chip.select', value });
        return true;
      },
      tab: () => this.scene.nextTab(),
    });
  }

  get root() {
    return this.scene.root;
  }

  show(): void {
    this.unsubscribe = this.o.session.actor.subscribe((s) => this.enqueue(s)).unsubscribe;
    window.addEventListener('keydown', this.onKey);
    if (this.o.session.resumed && !this.latest.matches('betting')) this.note = this.o.t('rou.msg.resumed');
    this.enqueue(this.o.session.actor.getSnapshot());
  }

  hide(): void {
    this.unsubscribe?.();
    window.removeEventListener('keydown', this.onKey);
    this.o.loop('wheelSpin', false);
  }

  destroy(): void {
    this.hide();
    this.scene.destroy();
  }

  resize(w: number, h: number): void {
    this.scene.resize(w, h);
    this.sync();
  }

  notify(text: string): void {
    this.note = text;
    this.sync();
  }

  // --- snapshots -------------------------------------------------------------------------------

  private enqueue(snapshot: RouletteSnapshot): void {
    this.latest = snapshot;
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.shown !== this.latest) {
        const s = this.latest;
        this.shown = s;
        await this.apply(s);
      }
    } finally {
      this.draining = false;
      this.sync();
    }
  }

  private async apply(s: RouletteSnapshot): Promise<void> {
    const phase = phaseOf(s);
    const events = s.context.events;
    const fresh = events !== this.lastEvents && events.length > 0;
    this.lastEvents = events;
    const gated = legalMoves(s).includes('anim.done');
    this.sync(s);
    if (gated && fresh) {
      if (phase === 'spinning') await this.spin(s);
      else if (phase === 'result') await this.result(s);
      else if (phase === 'payout') await this.payout(s);
    } else if (gated && phase === 'result') this.scene.wheel.rest(s.context.spin?.pocket ?? 0);
    if (gated && this.o.session.actor.getSnapshot() === s) this.o.session.actor.send({ type: 'anim.done' });
  }

  private async spin(s: RouletteSnapshot): Promise<void> {
    const spin = s.context.spin;
    if (!spin) return;
    this.scene.board.light(null);
    this.scene.track.light(null);
    this.scene.setWheelUp(true);
    this.o.hold('rou.wheel');
    this.o.loop('wheelSpin', true);
    try {
      // Less motion asked for: a short calm spin (the ball rolls into its pocket).
      const seconds = this.o.calm() ? CALM_SPIN_SECONDS : SPIN_SECONDS * this.o.speed();
      await this.scene.wheel.spin(spin.pocket, seconds, () => undefined, this.o.calm());
    } finally {
      this.o.loop('wheelSpin', false);
      this.o.release('rou.wheel');
    }
    this.o.sound('ballDrop');
    this.o.invalidate();
  }

  private async result(s: RouletteSnapshot): Promise<void> {
    const c = s.context;
    const n = c.spin?.number ?? 0;
    if (!this.scene.wheel.isSpinning) this.scene.wheel.rest(c.spin?.pocket ?? 0);
    this.scene.board.light(n);
    this.scene.track.light(n);
    this.sync(s);
    await timer(1.4 * this.o.speed());
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
    for (const st of c.settlement?.stakes ?? []) {
      if (st.returned > 0) won.set(st.position, (won.get(st.position) ?? 0) + st.returned);
    }
    this.scene.board.setStakes(won);
    if (won.size > 0) this.o.sound('win');
    this.o.invalidate();
    await timer((won.size > 0 ? 1.6 : 1.0) * this.o.speed());
  }

  private async payout(s: RouletteSnapshot): Promise<void> {
    const returned = s.context.settlement?.returned ?? 0;
    this.scene.hud.setWin(returned, true);
    if (returned > 0) {
      this.o.sound('chipsPaid');
      const to = this.scene.hud.toGlobal(new Point(Math.min(120, this.scene.hud.width / 4), 30));
      const b = this.scene.board.getBounds();
      await this.flights.fly(returned, new Point(b.x + b.width / 2, b.y + b.height / 2), to, true, 40, 0.45);
    }
    this.scene.board.setStakes(new Map());
    await timer(0.3 * this.o.speed());
  }

  /** Board, panels, buttons, HUD and message from the snapshot shown now. */
  private sync(s: RouletteSnapshot = this.shown ?? this.latest): void {
    const c = s.context;
    const phase = phaseOf(s);
    const scene = this.scene;
    if (phase === 'betting' || phase === 'debiting' || phase === 'spinning') {
      const totals = new Map<string, Minor>();
      for (const st of c.slip.actions.flat().flatMap((p) => p.stakes)) {
        totals.set(st.position, (totals.get(st.position) ?? 0) + st.amount);
      }
      scene.board.setStakes(this.flights.shown(totals));
    }
    if (phase === 'betting') {
      scene.setWheelUp(false);
      if (c.slip.actions.length > 0) {
        scene.board.light(null);
        scene.track.light(null);
      }
    }
    const summary = summarise(c.table, c.stats);
    scene.recent.set(summary.last);
    scene.stats.set(summary);
    const moves = legalMoves(s);
    const busy = this.draining && phase !== 'betting';
    const buttons: Partial<Record<Command, boolean>> = {};
    if (phase === 'failed') buttons.retry = moves.includes('round.retry');
    else {
      for (const command of ['undo', 'clear', 'rebet', 'double', 'spin'] as const) {
        buttons[command] = !busy && moves.includes(COMMAND_MOVE[command]);
      }
    }
    scene.controls.setState({ buttons, chips: phase === 'betting', selectedChip: c.chip });
    scene.hud.setBalance(this.o.balance());
    scene.hud.setBet(c.slip.actions.flat().reduce((sum, p) => sum + p.amount, 0));
    scene.hud.setBusy(phase !== 'betting');
    scene.hud.setRebuyEnabled(phase === 'betting' && this.o.canRebuy());
    const text = c.notice || !this.note ? messageFor(s, this.o.t, this.o.money) : this.note;
    if (scene.setMessage(text)) this.o.onMessage(text);
    this.o.invalidate();
  }

  // --- input -------------------------------------------------------------------------------------

  private enabled(command: Command): boolean {
    const s = this.latest;
    if (this.draining && !s.matches('betting')) return false;
    return legalMoves(s).includes(COMMAND_MOVE[command]);
  }

  private command(command: Command): void {
    this.note = null;
    this.flights.reset();
    if (command === 'rebet' || command === 'double') this.o.sound('chipPlace');
    if (command === 'spin') this.o.sound('click');
    this.o.session.actor.send({ type: COMMAND_MOVE[command] });
    if (command === 'spin' && this.scene.layout?.mode === 'compact') this.scene.setTab('board');
  }

  /** A tap on a position or announced bet: one chip of the selected value (one per piece). */
  private place(bet: string): void {
    const actor = this.o.session.actor;
    if (!actor.getSnapshot().matches('betting')) return;
    actor.send({ type: 'bet.place', bet });
    const after = actor.getSnapshot().context;
    if (after.notice) {
      this.note = null;
    } else {
      this.o.sound('chipPlace');
      const placed = after.slip.actions.at(-1) ?? [];
      const name = betName('roulette', bet, this.o.t);
      this.note = this.o.t('rou.msg.placed', { bet: name, amount: this.o.money(placed[0]?.amount ?? 0) });
      this.flights.place(this.scene, bet, placed[0]?.stakes ?? [], after.chip);
    }
    this.sync(actor.getSnapshot());
  }

  /** The wallet changed (a debit, a credit, a rebuy): the HUD follows. */
  refreshBalance(): void {
    this.scene.hud.setBalance(this.o.balance());
    this.scene.hud.setRebuyEnabled(this.latest.matches('betting') && this.o.canRebuy());
    this.o.invalidate();
  }
}
