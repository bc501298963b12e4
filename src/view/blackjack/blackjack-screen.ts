/**
 * The blackjack table screen (view/kit/table/table-screen.ts does the snapshot queue, the stages' pacing,
 * the keys' life and the clean-ups): felt, shoe and tray, the dealer's hand, the seats, the
 * controls and the HUD. Each stage's events are animated (cards from the shoe, the hole card,
 * splits, the computer players' turns at a pace a player can follow, the dealer), the payout
 * shown, and the table answers with `anim.done`.
 */
import { Point } from 'pixi.js';
import type { RoundEvent } from '../../engine/blackjack/index';
import { expose } from '../../look/inspector';
import { type BlackjackTableView, tableView } from '../../machines/blackjack/view';
import type { BlackjackActor, BlackjackSnapshot } from '../../machines/blackjack.machine';
import type { CardSprite } from '../kit/cards/cards';
import { holdStart } from '../kit/table/round-wait';
import { tableKey } from '../kit/table/table-keys';
import type { TableKit } from '../kit/table/table-kit';
import { TableScreen } from '../kit/table/table-screen';
import { Animator } from './animator';
import { type BetSpot, ChipFlights } from './chip-flights';
import type { Command } from './controls';
import { narrateStep, shownOf } from './narration';
import { type InputTarget, KEYS, keyHandler, runCommand } from './table-input';
import { TableScene } from './table-scene';
import { controlsFor, messageFor, stakesOf, syncTable } from './table-sync';

/** How long a computer player takes over a decision at normal speed (s). */
const OTHER_PLAYER_SECONDS = 0.9;

export class BlackjackScreen extends TableScreen<BlackjackSnapshot, BlackjackTableView> {
  readonly name = 'blackjack';
  readonly scene: TableScene;
  protected view: BlackjackTableView;
  private readonly animator: Animator;
  private readonly flights: ChipFlights;
  private readonly input: InputTarget;
  private readonly keys: (e: KeyboardEvent) => void;
  private hinted: Command | null = null;
  /** The player's remembered answer to a back bet's "match?" (settings); the question preselects it. */
  private behindMemory: { get(): boolean; set(match: boolean): void } = { get: () => false, set: () => {} };
  private lastWin: number | null = null;
  private feltPhase = '';

  constructor(
    protected override readonly actor: BlackjackActor,
    kit: TableKit,
  ) {
    super(actor, kit);
    const { t } = kit;
    const rules = actor.getSnapshot().context.rules;
    this.scene = new TableScene({
      rules,
      t,
      resolution: kit.resolution,
      chipLabel: kit.chipLabel,
      money: kit.money,
      fourColour: kit.fourColour(),
      invalidate: kit.invalidate,
      hud: kit.hud,
      onCircle: (seat, spot) => this.placeChip(seat, spot),
      onChip: (value) => {
        kit.sound('click');
        actor.send({ type: 'chip.select', value });
      },
      onCommand: (command) => this.command(command),
      betting: () => this.view.phase === 'betting',
    });
    this.view = tableView(actor.getSnapshot());
    this.flights = new ChipFlights({
      layer: this.scene.flightLayer,
      atlas: this.scene.chips,
      denominations: rules.chips,
      format: kit.chipLabel,
      speed: kit.speed,
      sound: kit.sound,
      hold: kit.hold,
      release: kit.release,
    });
    // What the table shows, for browser tests: the phase, whether it is still animating, the cards,
    // and the answer a back bet's question starts on.
    expose('bj.state', this.scene.dealer, () =>
      JSON.stringify({
        phase: this.view.phase,
        busy: this.busy,
        ...this.scene.shownCards(),
        ...(this.view.phase === 'behind' ? { preselected: this.preselected() } : {}),
      }),
    );
    this.animator = new Animator({
      dealer: this.scene.dealer,
      seat: (n) => this.scene.seats.get(n),
      shoeMouth: () => this.scene.shoe.mouth(),
      discard: () => this.scene.tray.getGlobalPosition(),
      speed: kit.speed,
      sound: kit.sound,
      hold: kit.hold,
      release: kit.release,
      before: (event) => this.beforeEvent(event),
      after: (event) => this.afterEvent(event),
    });
    this.input = {
      actor,
      view: () => this.view,
      // A key works exactly while its button is on show: from the snapshot that shows it, even
      // while the queue is still showing that snapshot.
      enabled: (command) => this.scene.controls.shows(command),
      hint: () => this.showHint(),
      clearNote: () => {
        this.note = null;
      },
      pick: (command) => {
        this.kit.sound('click');
        this.scene.controls.pick(command);
      },
      insuranceAmount: () => this.scene.controls.insuranceAmount(),
    };
    this.keys = keyHandler(this.input, (command) => this.command(command));
  }

  setFourColour(on: boolean): void {
    this.scene.setFourColour(on);
  }

  /** Where the answer to a back bet's "match the double / split?" is remembered (the settings). */
  rememberBehind(memory: { get(): boolean; set(match: boolean): void }): void {
    this.behindMemory = memory;
  }

  protected viewOf(s: BlackjackSnapshot): BlackjackTableView {
    return tableView(s);
  }

  protected onKey(e: KeyboardEvent): void {
    // A back bet's question: Y matches, N keeps it, Enter or Space takes the preselected answer.
    const key = this.view.phase === 'behind' ? tableKey(e) : null;
    const answer = key === 'y' ? 'behind.match' : key === 'n' ? 'behind.decline' : null;
    const command = answer ?? (key === 'enter' || key === ' ' ? this.preselected() : null);
    if (command && this.scene.controls.shows(command)) {
      e.preventDefault();
      this.command(command);
      return;
    }
    // DEAL's key while only the wait between rounds holds it: nothing is dealt, the table says why.
    const held = tableKey(e);
    if (held && KEYS[held] === 'deal' && this.dealWaits()) {
      e.preventDefault();
      this.sayWaiting();
      return;
    }
    this.keys(e);
  }

  /** DEAL would be enabled now but for the wait before the next round. */
  private dealWaits(): boolean {
    const { phase, dealProblem } = this.view;
    return phase === 'betting' && !this.busy && dealProblem === null && this.waiting() !== null;
  }

  /** The answer a back bet's question starts on: the player's last one. */
  private preselected(): Command {
    return this.behindMemory.get() ? 'behind.match' : 'behind.decline';
  }

  // --- stages ----------------------------------------------------------------------------------

  protected async animate(view: BlackjackTableView, previous: BlackjackTableView): Promise<void> {
    if (view.phase !== 'playerTurn') this.hinted = null;
    this.showControls(true);
    if (view.phase === 'payout') return this.payout(view);
    if (previous.round === null) this.clearTable();
    // the step's stakes (taken before it) are on the felt first, then the cards move
    syncTable(this.scene, view, this.kit.t, { stakesOnly: true });
    await this.animator.play(view.events);
    if (view.round)
      for (const text of narrateStep(view.events, shownOf(view.round), this.kit.t)) this.kit.announce(text);
  }

  private async payout(view: BlackjackTableView): Promise<void> {
    const won = view.round?.returned ?? 0;
    this.lastWin = won;
    this.scene.hud.setWin(won, true);
    this.sync(view);
    if (won > 0) this.kit.sound('win');
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
      seat.behindStack?.setAmount(0);
    }
  }

  /** A computer player's turn takes a moment a player can follow; the dealer's turn is said. */
  private async beforeEvent(event: RoundEvent): Promise<void> {
    if ((event.type === 'turn.started' || event.type === 'insurance.offered') && event.seat > this.view.playerSeats) {
      this.setMessage(this.kit.t('bj.msg.other', { seat: event.seat }));
      await this.animator.pause(OTHER_PLAYER_SECONDS);
    } else if (
      event.type === 'hole.revealed' ||
      (event.type === 'card.dealt' && event.to === 'dealer' && this.view.phase === 'resolving')
    ) {
      this.setMessage(this.kit.t('bj.msg.dealerTurn'));
    }
  }

  private async afterEvent(event: RoundEvent): Promise<void> {
    const seat = event.type === 'bet.settled' ? this.scene.seats.get(event.seat) : undefined;
    if (event.type === 'bet.settled' && seat) await this.flights.settle(event, seat, this.rack());
    syncTable(this.scene, this.view, this.kit.t, { fromSprites: true });
    this.scene.placeDealer();
    this.kit.invalidate();
  }

  /** The dealer's chip rack: the top of the table, between the tray and the shoe. */
  private rack(): Point {
    const l = this.scene.layout;
    return this.scene.root.toGlobal(new Point(l ? l.width / 2 : 0, l ? l.dealer.y : 0));
  }

  protected sync(view: BlackjackTableView): void {
    if (view.phase === 'betting' && this.feltPhase !== 'betting') this.clearTable();
    this.feltPhase = view.phase;
    syncTable(this.scene, view, this.kit.t, {});
    this.showAirborne(view);
    this.scene.placeDealer();
    const { rules } = this.actor.getSnapshot().context;
    this.scene.shoe.setFill(view.round ? view.round.cardsLeft / (rules.decks * 52) : 1);
    this.scene.tray.setCount(view.round ? rules.decks * 52 - view.round.cardsLeft : 0);
    this.showBalance(view);
    this.scene.hud.setBet(view.round ? view.round.staked : view.placements.reduce((s, p) => s + p.amount, 0));
    this.scene.hud.setBusy(view.phase !== 'betting');
    if (view.phase === 'betting' && view.placements.length > 0 && this.lastWin !== null) {
      this.lastWin = null;
      this.scene.hud.setWin(null);
    }
    const dealable = view.phase === 'betting' && !view.notice && view.placements.length > 0 && !view.dealProblem;
    const message = this.waitMessage(dealable) ?? messageFor(view, this.kit.t, this.kit.money, (n) => this.say(n));
    this.setMessage(this.note ?? message);
    this.showControls(false);
    this.kit.invalidate();
  }

  /** While bets are taken, a stack shows its stake less the chips still flying to it. */
  private showAirborne(view: BlackjackTableView): void {
    if (view.phase !== 'betting') return;
    for (const [n, seat] of this.scene.seats) {
      const staked = stakesOf(null, view, n);
      seat.stack.setAmount(Math.max(0, staked.main - this.flights.airborne(n, 'main')));
      seat.sideStack?.setAmount(Math.max(0, staked.side - this.flights.airborne(n, 'perfectPairs')));
      seat.behindStack?.setAmount(Math.max(0, staked.behind - this.flights.airborne(n, 'behind')));
    }
  }

  private showControls(busy: boolean): void {
    // A back bet's question comes with the player's last answer preselected (ringed).
    const hinted = this.view.phase === 'behind' ? this.preselected() : this.hinted;
    const state = controlsFor(this.view, busy, hinted);
    // DEAL stays on show while the next round must wait, counting the seconds down, not enabled.
    const waiting = 'deal' in state.buttons ? this.waiting() : null;
    this.scene.controls.setState({ ...state, buttons: holdStart(state.buttons, 'deal', waiting), waiting });
  }

  /** The hint's move, highlighted and said in the message line. */
  private showHint(): void {
    const move = this.view.hint();
    if (!move) return;
    this.hinted = move;
    this.note = this.kit.t('bj.msg.hint', { move: this.scene.controls.labelFor(move) });
    this.sync(this.view);
  }

  // --- input -------------------------------------------------------------------------------------

  private command(command: Command): void {
    this.flights.forget();
    if (command === 'behind.match' || command === 'behind.decline') this.behindMemory.set(command === 'behind.match');
    if (command === 'rebet') this.kit.sound('chipPlace');
    runCommand(this.input, command);
  }

  /**
   * A chip from the tray to the circle, with its own flight; the stack counts it when it lands.
   * What was placed is read from the machine, not from the table shown: a chip tapped while
   * another flies, or while the last chip's snapshot is still being shown, counts as the first.
   * A chip the limits or the balance refuse adds nothing (the machine says why).
   */
  private placeChip(seat: number, spot: BetSpot): void {
    if (this.view.phase !== 'betting') return;
    const view = this.scene.seats.get(seat);
    if (!view) return;
    this.note = null;
    const stack = spot === 'main' ? view.stack : spot === 'behind' ? view.behindStack : view.sideStack;
    const staked = () =>
      this.actor
        .getSnapshot()
        .context.placements.filter((p) => p.seat === seat && p.spot === spot)
        .reduce((sum, p) => sum + p.amount, 0);
    const before = staked();
    this.kit.sound('chipPlace');
    this.actor.send({ type: 'bet.place', seat, spot });
    const added = staked() - before;
    const from = this.scene.controls.chipPosition(this.actor.getSnapshot().context.chip);
    if (!stack || added <= 0 || !from) return;
    const landed = () => {
      this.showAirborne(this.view);
      this.kit.invalidate();
    };
    void this.flights.place(added, from, ChipFlights.centre(stack), seat, spot).then(landed);
    this.showAirborne(this.view);
  }
}
