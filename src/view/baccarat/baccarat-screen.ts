/**
 * The baccarat table screen (view/kit/table/table-screen.ts does the snapshot queue, the stages' pacing,
 * the keys' life and the clean-ups): the cards are dealt and turned, third cards announced, the
 * areas paid. After a round its cards and result stay on the table until the player starts the
 * next one (NEW BET, SAME BETS, REBET ×2, or a chip on an area), as sheet 001 describes.
 */
import { Point } from 'pixi.js';
import type { BetArea } from '../../engine/baccarat/rules';
import type { TableauEvent } from '../../engine/baccarat/tableau';
import { expose } from '../../look/inspector';
import { betsOf } from '../../machines/baccarat/bets';
import { type BaccaratTableView, stakesOf, tableView } from '../../machines/baccarat/view';
import type { BaccaratActor, BaccaratSnapshot } from '../../machines/baccarat.machine';
import { holdStart } from '../kit/table/round-wait';
import { tableKey } from '../kit/table/table-keys';
import type { TableKit } from '../kit/table/table-kit';
import { TableScreen } from '../kit/table/table-screen';
import { cardNames } from '../kit/words/card-names';
import { BaccaratAnimator } from './animator';
import { BaccaratFlights } from './chip-flights';
import type { BacCommand } from './controls';
import { RoundDisplay } from './round-display';
import { type BaccaratInput, COMMAND_KEYS, keyHandler, runCommand } from './table-input';
import { TableScene } from './table-scene';
import { controlsFor, messageFor } from './table-sync';

export interface BaccaratScreenOptions {
  roadsShown: () => boolean;
  /** The roads panel's close button: turns the baccarat history setting off. */
  onCloseRoads: () => void;
}

const isTableau = (e: { type: string }): e is TableauEvent => e.type === 'card' || e.type === 'result';

export class BaccaratScreen extends TableScreen<BaccaratSnapshot, BaccaratTableView> {
  readonly name = 'baccarat';
  readonly scene: TableScene;
  protected view: BaccaratTableView;
  private readonly animator: BaccaratAnimator;
  private readonly flights: BaccaratFlights;
  private readonly input: BaccaratInput;
  private readonly keys: (e: KeyboardEvent) => void;
  private readonly round: RoundDisplay;

  constructor(
    protected override readonly actor: BaccaratActor,
    kit: TableKit,
    o: BaccaratScreenOptions,
  ) {
    super(actor, kit);
    const { t } = kit;
    const rules = actor.getSnapshot().context.rules;
    this.scene = new TableScene({
      rules,
      t,
      lang: kit.lang,
      resolution: kit.resolution,
      money: kit.money,
      chipLabel: kit.chipLabel,
      fourColour: kit.fourColour(),
      roadsShown: o.roadsShown(),
      invalidate: kit.invalidate,
      hud: kit.hud,
      onArea: (area) => this.placeChip(area),
      onChip: (value) => {
        kit.sound('click');
        this.note = null;
        actor.send({ type: 'chip.select', value });
      },
      onRemoveTool: () => {
        kit.sound('click');
        this.note = null;
        actor.send({ type: 'tool.remove' });
      },
      onCommand: (command) => this.command(command),
      onCloseRoads: o.onCloseRoads,
      betting: () => this.view.phase === 'betting',
    });
    this.view = tableView(actor.getSnapshot());
    this.flights = new BaccaratFlights({
      layer: this.scene.flightLayer,
      atlas: this.scene.chips,
      denominations: rules.chips,
      format: kit.chipLabel,
      speed: kit.speed,
      hold: kit.hold,
      release: kit.release,
      landed: () => {
        this.syncStakes();
        this.showControls();
      },
    });
    this.animator = new BaccaratAnimator({
      hands: this.scene.hands,
      shoeMouth: () => this.scene.shoeMouth(),
      speed: kit.speed,
      sound: kit.sound,
      hold: kit.hold,
      release: kit.release,
      say: (what) => this.setMessage(t(what === 'playerDraws' ? 'bac.msg.playerDraws' : 'bac.msg.bankerDraws')),
      told: (side, cards, total, third) => {
        const who = t(side === 'player' ? 'bet.bac.player' : 'bet.bac.banker');
        kit.announce(
          third
            ? t('a11y.third', { who, card: cardNames(cards, t), total })
            : t('a11y.hand', { who, cards: cardNames(cards, t), total }),
        );
      },
      result: (outcome) => {
        this.round.lightResult(outcome);
        this.setMessage(this.round.lines() ?? '');
      },
    });
    this.round = new RoundDisplay(this.scene, this.animator, t, kit.money, rules, kit.invalidate);
    this.input = {
      actor,
      view: () => this.view,
      // A key works exactly while its button (or the chip selector) is on show.
      enabled: (command) => this.scene.controls.shows(command),
      chips: () => this.scene.controls.takesChips,
      place: (area) => this.placeChip(area),
      clearNote: () => {
        this.note = null;
      },
    };
    this.keys = keyHandler(this.input, (command) => this.command(command));
    // What the table shows, for browser tests: phase, whether it is animating, cards, stakes.
    expose('bac.state', this.scene.felt, () =>
      JSON.stringify({
        phase: this.view.phase,
        step: null,
        busy: this.busy,
        showingResult: this.round.showingResult,
        ...this.scene.shownCards(),
        stakes: Object.fromEntries([...this.scene.areas].map(([a, v]) => [a, v.stack.amount])),
        chip: this.view.context.chip,
        tool: this.view.context.tool,
        history: this.view.context.history.length,
      }),
    );
  }

  override resize(w: number, h: number): void {
    super.resize(w, h);
    this.syncStakes();
  }

  setFourColour(on: boolean): void {
    this.scene.setFourColour(on);
  }

  setRoadsShown(on: boolean): void {
    this.scene.setRoadsShown(on);
    this.syncStakes();
  }

  /**
   * A stage is being animated. Not merely `busy`: the queue also drains while it shows a betting
   * snapshot (the one a chip just made), and a chip or key that comes meanwhile must still count.
   */
  private get staging(): boolean {
    return this.busy && this.view.animating;
  }

  protected viewOf(s: BaccaratSnapshot): BaccaratTableView {
    return tableView(s);
  }

  protected onKey(e: KeyboardEvent): void {
    // DEAL's key while only the wait between rounds holds it: nothing is dealt, the table says why.
    const key = tableKey(e);
    if (key && COMMAND_KEYS[key] === 'deal' && this.dealWaits()) {
      e.preventDefault();
      this.sayWaiting();
      return;
    }
    this.keys(e);
  }

  /** DEAL would be enabled now but for the wait before the next round. */
  private dealWaits(): boolean {
    const dealable = controlsFor(this.view, this.staging, this.round.showingResult).buttons.deal === true;
    return dealable && this.waiting() !== null;
  }

  // --- stages ----------------------------------------------------------------------------------

  protected async animate(view: BaccaratTableView): Promise<void> {
    this.showControls();
    if (view.phase === 'payout') return this.payout(view);
    this.round.startRound();
    this.syncStakes();
    this.setMessage(this.kit.t('bac.msg.dealing'));
    await this.animator.play(view.events.filter(isTableau));
  }

  /** A reload in the middle of a round: its cards as they lie, with no motion. */
  protected override reopen(view: BaccaratTableView): void {
    this.round.showTableau(view);
  }

  /** Losing stakes go to the dealer, winnings come from the dealer, then everything kept to the balance. */
  private async payout(view: BaccaratTableView): Promise<void> {
    const settlement = view.round?.settlement;
    if (!settlement) return;
    const dealer = this.scene.root.toGlobal(new Point(this.scene.layout ? this.scene.layout.width / 2 : 0, 0));
    this.kit.hold('bac.payout');
    try {
      const paid = this.flights.settle(settlement, this.scene.areas, dealer);
      if (settlement.returned > 0) this.kit.sound('chipsPaid');
      await paid;
      this.scene.hud.setWin(settlement.returned, true);
      this.round.paid(settlement);
      this.setMessage(this.round.lines() ?? '');
      await this.animator.pause(settlement.returned > 0 ? 1.4 : 1.0);
      // What the player keeps flies into the balance.
      const balance = this.scene.hud.toGlobal(new Point(Math.min(120, this.scene.hud.width / 4), 30));
      await this.flights.collect(this.scene.areas, balance);
    } finally {
      this.kit.release('bac.payout');
    }
    this.round.showingResult = true;
  }

  protected sync(view: BaccaratTableView): void {
    const c = view.context;
    if (view.phase === 'opening' || view.phase === 'failed') this.round.showingResult = false;
    this.scene.roads.setHistory(c.history);
    this.syncStakes();
    this.showBalance(view);
    this.scene.hud.setBet(Object.values(stakesOf(view)).reduce((a, b) => a + b, 0));
    this.scene.hud.setBusy(view.phase !== 'betting');
    if (view.phase === 'betting' && c.placements.length > 0) this.scene.hud.setWin(null);
    const base = messageFor(view, this.kit.t, this.kit.money, (n) => this.say(n));
    if (view.phase === 'betting' && this.round.showingResult && !c.notice && !this.note && c.tool !== 'remove') {
      this.setMessage(this.round.lines() ?? base);
    } else if (view.phase === 'dealing' || view.phase === 'payout') {
      // the animations speak during the round
    } else {
      const dealable = view.phase === 'betting' && !c.notice && c.placements.length > 0 && view.moves.has('round.deal');
      this.setMessage(this.note ?? this.waitMessage(dealable) ?? base);
    }
    this.showControls();
    this.kit.invalidate();
  }

  /** Every area's stake stack as the machine has it, less the chips still flying to it. */
  private syncStakes(): void {
    if (this.view.phase === 'payout') return;
    const stakes = stakesOf(this.view);
    for (const [area, view] of this.scene.areas) {
      view.stack.setAmount(Math.max(0, stakes[area] - this.flights.airborne(area)));
      view.setTaking(this.view.phase === 'betting' && !this.staging);
    }
  }

  private showControls(): void {
    const state = controlsFor(this.view, this.staging, this.round.showingResult);
    // DEAL stays on show while the next round must wait, counting the seconds down, not enabled.
    const waiting = 'deal' in state.buttons ? this.waiting() : null;
    this.scene.controls.setState({ ...state, buttons: holdStart(state.buttons, 'deal', waiting), waiting });
  }

  // --- input -------------------------------------------------------------------------------------

  private command(command: BacCommand): void {
    this.flights.forget();
    if (command === 'newBet') {
      this.round.newBet();
      this.sync(this.view);
    }
    if (command === 'same' || command === 'double') {
      this.round.newBet();
      this.kit.sound('chipPlace');
    }
    runCommand(this.input, command);
  }

  /**
   * A chip from the selector to the area, with its own flight; the stack counts it when it lands.
   * What was placed is read from the machine, not from the table shown: a chip tapped while
   * another flies, or while the last chip's snapshot is still being shown, counts as the first.
   * A chip the limits or the balance refuse adds nothing (the machine says why).
   */
  private placeChip(area: BetArea): void {
    if (this.view.phase !== 'betting') return;
    const view = this.scene.areas.get(area);
    if (!view) return;
    this.note = null;
    this.round.newBet();
    const staked = () => betsOf(this.actor.getSnapshot().context.placements)[area];
    const before = staked();
    this.kit.sound('chipPlace');
    this.actor.send({ type: 'bet.place', area });
    const added = staked() - before;
    if (added <= 0) return;
    const from = this.scene.controls.chipPosition(this.actor.getSnapshot().context.chip);
    const to = view.stack.getGlobalPosition();
    void this.flights.place(added, new Point(from.x, from.y), area, to).then(() => this.syncStakes());
    this.syncStakes();
  }
}
