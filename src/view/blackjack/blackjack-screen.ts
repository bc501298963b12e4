/**
 * The blackjack table screen: felt, shoe and tray, the dealer's hand, the seats, the controls and
 * the HUD. It renders the machine's snapshots (tableView) and sends the player's taps and keys as
 * events; steps that carry engine events are animated first and answered with `anim.done`.
 */
import { Point } from 'pixi.js';
import type { RoundEvent } from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';
import { type BlackjackTableView, tableView } from '../../machines/blackjack/view';
import type { BlackjackSnapshot } from '../../machines/blackjack.machine';
import type { EffectName } from '../../platform/audio/audio';
import type { Translate } from '../../platform/i18n';
import type { CardSprite } from '../kit/cards';
import { expose } from '../kit/inspector';
import type { Screen } from '../kit/screen';
import { SnapshotQueue } from '../kit/snapshot-queue';
import { Animator } from './animator';
import { ChipFlights } from './chip-flights';
import type { Command } from './controls';
import { narrateStep, shownOf } from './narration';
import type { BlackjackSession } from './session';
import { type InputTarget, keyHandler, runCommand } from './table-input';
import { TableScene } from './table-scene';
import { controlsFor, messageFor, syncTable } from './table-sync';

export interface BlackjackScreenOptions {
  session: BlackjackSession;
  t: Translate;
  money: (minor: Minor) => string;
  chipLabel: (minor: Minor) => string;
  resolution: number;
  invalidate: () => void;
  hold: (key: string) => void;
  release: (key: string) => void;
  speed: () => number;
  fourColour: () => boolean;
  sound: (name: EffectName) => void;
  balance: () => Minor;
  /** Rebuy tops the demo balance up: offered when it is below the starting balance. */
  canRebuy: () => boolean;
  onLobby: (() => void) | null;
  onHistory: () => void;
  onRules: () => void;
  onSettings: () => void;
  onRebuy: () => void;
  /** Reports the message the table shows (the inspector reads it). */
  onMessage: (text: string) => void;
  /** Says something in the live region (cards dealt, totals). */
  announce: (text: string) => void;
}

/** Phases that show a step's events and wait for `anim.done`. */
const ANIMATED = new Set(['dealing', 'resolving', 'dealerTurn', 'payout']);

export class BlackjackScreen implements Screen {
  readonly name = 'blackjack';
  readonly scene: TableScene;
  private readonly animator: Animator;
  private readonly flights: ChipFlights;
  private readonly input: InputTarget;
  private readonly onKey: (e: KeyboardEvent) => void;
  private readonly queue: SnapshotQueue<BlackjackSnapshot>;
  private first = true;
  private lastEvents: unknown = null;
  private hinted: Command | null = null;
  private note: string | null = null;
  private lastWin: Minor | null = null;
  private unsubscribe: (() => void) | null = null;
  view: BlackjackTableView;

  constructor(private readonly o: BlackjackScreenOptions) {
    const { t, session } = o;
    const rules = session.rules;
    this.scene = new TableScene({
      rules,
      robots: session.robots,
      t,
      resolution: o.resolution,
      chipLabel: o.chipLabel,
      fourColour: o.fourColour(),
      invalidate: o.invalidate,
      hud: {
        t,
        money: o.money,
        resolution: o.resolution,
        invalidate: o.invalidate,
        hold: o.hold,
        release: o.release,
        speed: o.speed,
        onLobby: o.onLobby,
        onHistory: o.onHistory,
        onRules: o.onRules,
        onSettings: o.onSettings,
        onRebuy: o.onRebuy,
        version: __APP_VERSION__,
      },
      onCircle: (seat, spot) => this.placeChip(seat, spot),
      onChip: (value) => {
        o.sound('click');
        session.actor.send({ type: 'chip.select', value });
      },
      onCommand: (command) => this.command(command),
      betting: () => this.view.phase === 'betting',
    });
    this.flights = new ChipFlights({
      layer: this.scene.flightLayer,
      atlas: this.scene.chips,
      denominations: rules.chips,
      format: o.chipLabel,
      speed: o.speed,
      sound: o.sound,
      hold: o.hold,
      release: o.release,
    });
    // What the table shows, for browser tests: the phase, whether it is still animating, the cards.
    expose('bj.state', this.scene.dealer, () =>
      JSON.stringify({ phase: this.view.phase, busy: this.queue.draining, ...this.scene.shownCards() }),
    );
    this.animator = new Animator({
      dealer: this.scene.dealer,
      seat: (n) => this.scene.seats.get(n),
      shoeMouth: () => this.scene.shoe.mouth(),
      discard: () => this.scene.tray.getGlobalPosition(),
      speed: o.speed,
      sound: o.sound,
      hold: o.hold,
      release: o.release,
      after: (event) => this.afterEvent(event),
    });
    this.input = {
      actor: session.actor,
      view: () => this.view,
      enabled: (command) => controlsFor(this.view, this.queue.draining, this.hinted).buttons[command] === true,
      hint: () => this.showHint(),
      clearNote: () => {
        this.note = null;
      },
    };
    this.onKey = keyHandler(this.input, (command) => this.command(command));
    this.queue = new SnapshotQueue((s) => this.apply(s));
    this.view = tableView(session.actor.getSnapshot());
  }

  get root() {
    return this.scene.root;
  }

  show(): void {
    this.unsubscribe = this.o.session.actor.subscribe((s) => this.queue.push(s)).unsubscribe;
    window.addEventListener('keydown', this.onKey);
    this.queue.push(this.o.session.actor.getSnapshot());
  }

  hide(): void {
    this.unsubscribe?.();
    window.removeEventListener('keydown', this.onKey);
  }

  destroy(): void {
    this.hide();
    this.scene.destroy();
  }

  resize(w: number, h: number): void {
    this.scene.resize(w, h);
  }

  /** Says something on the table's message line until the next action (a rebuy, say). */
  notify(text: string): void {
    this.note = text;
    this.sync(this.view);
  }

  setFourColour(on: boolean): void {
    this.scene.setFourColour(on);
  }

  private setMessage(text: string): void {
    if (this.scene.setMessage(text)) this.o.onMessage(text);
  }

  // --- snapshots -------------------------------------------------------------------------------

  private async apply(snapshot: BlackjackSnapshot): Promise<void> {
    const view = tableView(snapshot);
    const previous = this.view;
    this.view = view;
    if (view.phase !== previous.phase || view.phase !== 'playerTurn') this.hinted = null;
    const animate = ANIMATED.has(view.phase) && view.events !== this.lastEvents && view.events.length > 0;
    if (animate && !this.first) {
      this.lastEvents = view.events;
      this.showControls(true);
      if (view.phase === 'payout') await this.payout(view);
      else {
        if (previous.phase === 'betting' || previous.phase === 'debiting') this.clearTable();
        // the step's stakes (debited before it) are on the felt first, then the cards move
        syncTable(this.scene, view, this.o.t, { stakesOnly: true });
        await this.animator.play(view.events);
        if (view.round)
          for (const text of narrateStep(view.events, shownOf(view.round), this.o.t)) this.o.announce(text);
      }
    } else if (animate) this.lastEvents = view.events;
    this.first = false;
    if (view.phase === 'betting' && previous.phase !== 'betting') this.clearTable();
    this.sync(view);
    if (ANIMATED.has(view.phase) && this.o.session.actor.getSnapshot() === snapshot) {
      this.o.session.actor.send({ type: 'anim.done' });
    }
  }

  private async payout(view: BlackjackTableView): Promise<void> {
    const round = view.round;
    const won = round?.returned ?? 0;
    this.lastWin = won;
    this.scene.hud.setWin(won, true);
    this.sync(view);
    if (won > 0) this.o.sound('win');
    await this.animator.pause(won > 0 ? 1.6 : 1.2);
    // What the player keeps goes to the balance as the cards go to the tray.
    const balance = this.scene.hud.toGlobal(new Point(Math.min(120, this.scene.hud.width / 4), 30));
    const flights = this.flights.collect(this.scene.seats, view, balance);
    const cards: CardSprite[] = [...this.scene.dealer.cards];
    for (const seat of this.scene.seats.values()) for (const h of seat.hands) cards.push(...h.cards);
    await Promise.all([this.animator.sweep(cards), ...flights]);
    this.clearTable();
  }

  private clearTable(): void {
    this.scene.dealer.clear();
    for (const seat of this.scene.seats.values()) {
      seat.clearCards();
      seat.payStack.setAmount(0);
      seat.insuranceStack.setAmount(0);
    }
  }

  private async afterEvent(event: RoundEvent): Promise<void> {
    const seat = event.type === 'bet.settled' ? this.scene.seats.get(event.seat) : undefined;
    if (event.type === 'bet.settled' && seat) await this.flights.settle(event, seat, this.rack());
    syncTable(this.scene, this.view, this.o.t, { fromSprites: true });
    this.scene.placeDealer();
    this.o.invalidate();
  }

  /** The dealer's chip rack: the top of the table, between the tray and the shoe. */
  private rack(): Point {
    const l = this.scene.layout;
    return this.scene.root.toGlobal(new Point(l ? l.width / 2 : 0, l ? l.dealer.y : 0));
  }

  private sync(view: BlackjackTableView): void {
    syncTable(this.scene, view, this.o.t, {});
    this.scene.placeDealer();
    this.scene.shoe.setFill(view.round ? view.round.cardsLeft / (this.o.session.rules.decks * 52) : 1);
    this.scene.tray.setCount(view.round ? this.o.session.rules.decks * 52 - view.round.cardsLeft : 0);
    this.refreshBalance();
    this.scene.hud.setBet(view.round ? view.round.staked : view.placements.reduce((s, p) => s + p.amount, 0));
    this.scene.hud.setBusy(view.phase !== 'betting');
    if (view.phase === 'betting' && view.placements.length > 0 && this.lastWin !== null) {
      this.lastWin = null;
      this.scene.hud.setWin(null);
    }
    this.setMessage(this.note ?? messageFor(view, this.o.session.rules, this.o.t, this.o.money));
    this.showControls(false);
    this.o.invalidate();
  }

  private showControls(busy: boolean): void {
    this.scene.controls.setState(controlsFor(this.view, busy, this.hinted));
  }

  /** The hint's move, highlighted and said in the message line. */
  private showHint(): void {
    const move = this.view.hint();
    if (!move) return;
    this.hinted = move;
    this.note = this.o.t('bj.msg.hint', { move: this.scene.controls.labelFor(move) });
    this.sync(this.view);
  }

  // --- input -------------------------------------------------------------------------------------

  private command(command: Command): void {
    if (command === 'rebet') this.o.sound('chipPlace');
    runCommand(this.input, command);
  }

  /** A chip from the tray to the circle; the stack shows it when it lands. */
  private placeChip(seat: number, spot: 'main' | 'perfectPairs'): void {
    if (this.view.phase !== 'betting') return;
    const view = this.scene.seats.get(seat);
    if (!view) return;
    this.note = null;
    const stack = spot === 'main' ? view.stack : view.sideStack;
    const before = stack?.amount ?? 0;
    this.o.sound('chipPlace');
    this.o.session.actor.send({ type: 'bet.place', seat, spot });
    const added = (stack?.amount ?? 0) - before;
    const from = this.scene.controls.chipPosition(this.view.chip);
    if (!stack || added <= 0 || !from) return;
    stack.setAmount(before);
    void this.flights.fly(added, from, ChipFlights.centre(stack)).then(() => this.sync(this.view));
  }

  /** The wallet changed (a debit, a credit, a rebuy): the HUD follows. */
  refreshBalance(): void {
    this.scene.hud.setBalance(this.o.balance());
    this.scene.hud.setRebuyEnabled(this.view.phase === 'betting' && this.o.canRebuy());
    this.o.invalidate();
  }
}
