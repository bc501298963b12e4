/**
 * The baccarat table screen. It renders the machine's snapshots (table-sync.ts) and sends the
 * player's taps and keys as events; dealing and payout steps are animated first and answered with
 * `anim.done`. After a round its cards and result stay on the table until the player starts the
 * next one (NEW BET, SAME BETS, REBET ×2, or a chip on an area), as sheet 001 describes.
 */
import { Point } from 'pixi.js';
import type { BetArea } from '../../engine/baccarat/rules';
import type { BaccaratSnapshot } from '../../machines/baccarat.machine';
import { cardNames } from '../kit/card-names';
import { expose } from '../kit/inspector';
import type { Screen } from '../kit/screen';
import { SnapshotQueue } from '../kit/snapshot-queue';
import { BaccaratAnimator } from './animator';
import { BaccaratFlights } from './chip-flights';
import type { BacCommand } from './controls';
import { RoundDisplay } from './round-display';
import { type BaccaratScreenOptions, hudOptions } from './screen-options';
import { type BaccaratInput, keyHandler, runCommand } from './table-input';
import { TableScene } from './table-scene';
import { type BaccaratTableView, controlsFor, messageFor, stakesOf, tableView } from './table-sync';

const ANIMATED = new Set(['dealing', 'payout']);

export class BaccaratScreen implements Screen {
  readonly name = 'baccarat';
  readonly scene: TableScene;
  private readonly animator: BaccaratAnimator;
  private readonly flights: BaccaratFlights;
  private readonly input: BaccaratInput;
  private readonly onKey: (e: KeyboardEvent) => void;
  private readonly queue: SnapshotQueue<BaccaratSnapshot>;
  private first = true;
  private lastEvents: unknown = null;
  private readonly round: RoundDisplay;
  private note: string | null = null;
  private unsubscribe: (() => void) | null = null;
  view: BaccaratTableView;

  constructor(private readonly o: BaccaratScreenOptions) {
    const { t, session } = o;
    const rules = session.rules;
    this.scene = new TableScene({
      rules,
      t,
      resolution: o.resolution,
      money: o.money,
      chipLabel: o.chipLabel,
      fourColour: o.fourColour(),
      roadsShown: o.roadsShown(),
      invalidate: o.invalidate,
      hud: hudOptions(o),
      onArea: (area) => this.placeChip(area),
      onChip: (value) => {
        o.sound('click');
        this.note = null;
        session.actor.send({ type: 'chip.select', value });
      },
      onRemoveTool: () => {
        o.sound('click');
        this.note = null;
        session.actor.send({ type: 'tool.remove' });
      },
      onCommand: (command) => this.command(command),
      onCloseRoads: o.onCloseRoads,
      betting: () => this.view.phase === 'betting',
    });
    this.flights = new BaccaratFlights({
      layer: this.scene.flightLayer,
      atlas: this.scene.chips,
      denominations: rules.chips,
      format: o.chipLabel,
      speed: o.speed,
      hold: o.hold,
      release: o.release,
      landed: () => {
        this.syncStakes();
        this.showControls();
      },
    });
    this.animator = new BaccaratAnimator({
      hands: this.scene.hands,
      shoeMouth: () => this.scene.shoeMouth(),
      speed: o.speed,
      sound: o.sound,
      hold: o.hold,
      release: o.release,
      say: (what) => this.setMessage(o.t(what === 'playerDraws' ? 'bac.msg.playerDraws' : 'bac.msg.bankerDraws')),
      told: (side, cards, total, third) => {
        const who = o.t(side === 'player' ? 'bet.bac.player' : 'bet.bac.banker');
        o.announce(
          third
            ? o.t('a11y.third', { who, card: cardNames(cards, o.t), total })
            : o.t('a11y.hand', { who, cards: cardNames(cards, o.t), total }),
        );
      },
      result: (outcome) => {
        this.round.lightResult(outcome);
        this.setMessage(this.round.lines() ?? '');
      },
    });
    this.round = new RoundDisplay(this.scene, this.animator, t, o.money, rules, o.invalidate);
    this.input = {
      actor: session.actor,
      view: () => this.view,
      enabled: (command) => controlsFor(this.view, this.busy, this.round.showingResult).buttons[command] === true,
      chips: () => controlsFor(this.view, this.busy, this.round.showingResult).chips,
      place: (area) => this.placeChip(area),
      clearNote: () => {
        this.note = null;
      },
    };
    this.onKey = keyHandler(this.input, (command) => this.command(command));
    // What the table shows, for browser tests: phase, whether it is animating, cards, stakes.
    expose('bac.state', this.scene.felt, () =>
      JSON.stringify({
        phase: this.view.phase,
        step: this.view.step,
        busy: this.busy,
        showingResult: this.round.showingResult,
        ...this.scene.shownCards(),
        stakes: Object.fromEntries([...this.scene.areas].map(([a, v]) => [a, v.stack.amount])),
        chip: this.view.context.chip,
        tool: this.view.context.tool,
        history: this.view.context.history.length,
      }),
    );
    this.queue = new SnapshotQueue(
      (s) => this.apply(s),
      () => this.showControls(),
    );
    this.view = tableView(session.actor.getSnapshot());
  }

  get root() {
    return this.scene.root;
  }

  /** A step is being shown (chips flying to a bet do not count: betting goes on meanwhile). */
  private get busy(): boolean {
    return this.queue.draining;
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
    this.syncStakes();
  }

  notify(text: string): void {
    this.note = text;
    this.sync();
  }

  setFourColour(on: boolean): void {
    this.scene.setFourColour(on);
  }

  setRoadsShown(on: boolean): void {
    this.scene.setRoadsShown(on);
    this.syncStakes();
  }

  private setMessage(text: string): void {
    if (this.scene.setMessage(text)) this.o.onMessage(text);
  }

  // --- snapshots -------------------------------------------------------------------------------

  private async apply(snapshot: BaccaratSnapshot): Promise<void> {
    const view = tableView(snapshot);
    const previous = this.view;
    this.view = view;
    const c = view.context;
    const fresh = view.phase !== 'betting' && c.events !== this.lastEvents && c.events.length > 0;
    if (ANIMATED.has(view.phase) && fresh && !this.first) {
      this.lastEvents = c.events;
      this.showControls();
      if (view.phase === 'payout') await this.payout(view);
      else {
        if (view.step === 'firstCards') this.round.startRound();
        this.syncStakes();
        this.setMessage(this.o.t('bac.msg.dealing'));
        await this.animator.play(c.events as never);
      }
    } else if (this.first) {
      // A reload: the table as the snapshot has it, with no motion.
      this.lastEvents = c.events;
      this.round.showTableau(view);
    }
    this.first = false;
    if (previous.phase === 'debiting' && view.phase === 'betting') this.round.showingResult = false;
    this.sync();
    if (ANIMATED.has(view.phase) && this.o.session.actor.getSnapshot() === snapshot) {
      this.o.session.actor.send({ type: 'anim.done' });
    }
  }

  /** Losing stakes go to the dealer, winnings come from the dealer, then everything kept to the balance. */
  private async payout(view: BaccaratTableView): Promise<void> {
    const settlement = view.context.settlement;
    if (!settlement) return;
    const dealer = this.scene.root.toGlobal(new Point(this.scene.layout ? this.scene.layout.width / 2 : 0, 0));
    this.o.hold('bac.payout');
    try {
      const paid = this.flights.settle(settlement, this.scene.areas, dealer);
      if (settlement.returned > 0) this.o.sound('chipsPaid');
      await paid;
      this.scene.hud.setWin(settlement.returned, true);
      this.round.paid(settlement);
      this.setMessage(this.round.lines() ?? '');
      await this.animator.pause(settlement.returned > 0 ? 1.4 : 1.0);
      // What the player keeps flies into the balance.
      const balance = this.scene.hud.toGlobal(new Point(Math.min(120, this.scene.hud.width / 4), 30));
      await this.flights.collect(this.scene.areas, balance);
    } finally {
      this.o.release('bac.payout');
    }
    this.round.showingResult = true;
  }

  private sync(): void {
    const view = this.view;
    const c = view.context;
    this.scene.roads.setHistory(c.history);
    this.syncStakes();
    this.refreshBalance();
    const staked =
      view.phase === 'betting'
        ? Object.values(stakesOf(view)).reduce((a, b) => a + b, 0)
        : c.bets.player + c.bets.banker + c.bets.tie;
    this.scene.hud.setBet(staked);
    this.scene.hud.setBusy(view.phase !== 'betting');
    if (view.phase === 'betting' && c.placements.length > 0) this.scene.hud.setWin(null);
    const base = messageFor(view, this.o.session.rules, this.o.t, this.o.money);
    const problem = c.notice ? base : null;
    if (view.phase === 'betting' && this.round.showingResult && !problem && !this.note && c.tool !== 'remove') {
      this.setMessage(this.round.lines() ?? base);
    } else if (view.phase === 'dealing' || view.phase === 'payout') {
      // the animations speak during the round
    } else this.setMessage(this.note ?? base);
    this.showControls();
    this.o.invalidate();
  }

  /** Every area's stake stack as the machine has it (unless chips are in flight to it). */
  private syncStakes(): void {
    if (this.flights.flying || this.view.phase === 'payout') return;
    const stakes = stakesOf(this.view);
    for (const [area, view] of this.scene.areas) {
      view.stack.setAmount(stakes[area]);
      view.setTaking(this.view.phase === 'betting' && !this.busy);
    }
  }

  private showControls(): void {
    this.scene.controls.setState(controlsFor(this.view, this.busy, this.round.showingResult));
  }

  // --- input -------------------------------------------------------------------------------------

  private command(command: BacCommand): void {
    if (command === 'newBet') {
      this.round.newBet();
      this.sync();
    }
    if (command === 'same' || command === 'double') {
      this.round.newBet();
      this.o.sound('chipPlace');
    }
    runCommand(this.input, command);
  }

  /** A chip from the selector to the area; the stack shows it when it lands. */
  private placeChip(area: BetArea): void {
    if (this.view.phase !== 'betting' || this.queue.draining) return;
    const view = this.scene.areas.get(area);
    if (!view) return;
    this.note = null;
    this.round.newBet();
    const before = view.stack.amount;
    this.o.sound('chipPlace');
    this.o.session.actor.send({ type: 'bet.place', area });
    const after = stakesOf(this.view)[area];
    const added = after - before;
    if (added <= 0) return;
    view.stack.setAmount(before);
    const from = this.scene.controls.chipPosition(this.view.context.chip);
    const to = view.stack.getGlobalPosition();
    void this.flights.fly(added, new Point(from.x, from.y), to);
  }

  /** The wallet changed (a debit, a credit, a rebuy): the HUD follows. */
  refreshBalance(): void {
    this.scene.hud.setBalance(this.o.balance());
    this.scene.hud.setRebuyEnabled(this.view.phase === 'betting' && this.o.canRebuy());
    this.o.invalidate();
  }
}
