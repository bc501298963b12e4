import type { SharedEvent } from '../../../contract/shared';
import type { RoundRecord } from '../../../engine/baccarat/roads';
import { tableRules, totalStake } from '../../../engine/baccarat/rules';
import type { SharedSnapshot, SharedTable } from '../../../games/shared/shared-table';
import { expose } from '../../../look/inspector';
import { CountdownRing } from '../../kit/table/countdown-ring';
import { type SharedClock, SharedScreen } from '../../kit/table/shared-screen';
import type { TableKit } from '../../kit/table/table-kit';
import { noticeText } from '../../kit/words/notices';
import { BaccaratFlights } from '../chip-flights';
import { TableScene } from '../table-scene';
import { BetInput } from './bet-input';
import { CoupStage } from './coup-stage';
import { OthersChips } from './others-chips';
import { OwnBet } from './own-bet';
import { ringSpot } from './ring-spot';
import { betsOf, isOpen, likelyOthers, messageOf, windowClock } from './table-read';

export interface SharedBaccaratOptions {
  roadsShown: () => boolean;
  onCloseRoads: () => void;
}

const RULES = tableRules('baccarat-8deck');
/** Reduced motion: the cards keep speed play's pace, chips do not fly. */
const CALM_SPEED = 1 / 3;

export class SharedBaccaratScreen extends SharedScreen {
  readonly name = 'baccarat';
  protected readonly scene: TableScene;
  private readonly ring = new CountdownRing(26);
  private readonly flights: BaccaratFlights;
  private readonly others: OthersChips;
  private readonly stage: CoupStage;
  private readonly bet: OwnBet;
  private readonly input: BetInput;
  /** The `seq` everyone else's chips were last read at (answers to commands keep it). */
  private othersSeq = -1;
  /** The window whose first chip cleared the HUD's last win. */
  private winClearedIn = '';
  /** The whole seconds the ring shows (null: no countdown). */
  private clockSeconds: number | null = null;

  constructor(table: SharedTable, kit: TableKit, o: SharedBaccaratOptions) {
    super(table, kit);
    const { t } = kit;
    const chipSpeed = () => (kit.calm() ? 0 : kit.speed());
    this.scene = new TableScene({
      rules: RULES,
      t,
      lang: kit.lang,
      resolution: kit.resolution,
      money: kit.money,
      chipLabel: kit.chipLabel,
      fourColour: kit.fourColour(),
      roadsShown: o.roadsShown(),
      invalidate: kit.invalidate,
      hud: kit.hud,
      onArea: (area) => this.input.placeChip(area),
      onChip: (value) => this.input.selectChip(value),
      onRemoveTool: () => this.input.toggleRemove(),
      onCommand: (command) => this.input.command(command),
      onCloseRoads: o.onCloseRoads,
      betting: () => this.takesChips(),
    });
    const root = this.scene.root;
    root.addChildAt(this.ring, root.getChildIndex(this.scene.controls));
    const motion = { hold: kit.hold, release: kit.release };
    this.flights = new BaccaratFlights({
      ...motion,
      layer: this.scene.flightLayer,
      atlas: this.scene.chips,
      denominations: RULES.chips,
      format: kit.chipLabel,
      speed: chipSpeed,
      landed: () => this.syncOwn(),
    });
    this.others = new OthersChips(kit, this.scene, RULES.chips, chipSpeed);
    this.stage = new CoupStage({
      scene: this.scene,
      kit,
      rules: RULES,
      flights: this.flights,
      others: this.others,
      cardSpeed: () => (kit.calm() ? Math.min(kit.speed(), CALM_SPEED) : kit.speed()),
      say: (text) => this.setMessage(text),
      behind: () => table.getSnapshot().state.tableRoundId !== this.snapshot.state.tableRoundId,
    });
    this.bet = new OwnBet({
      send: async (bets) => ((await table.bet(bets)) ? betsOf(table.getSnapshot().you.bets) : null),
      changed: () => this.changed(),
    });
    this.input = new BetInput({
      kit,
      scene: this.scene,
      flights: this.flights,
      bet: this.bet,
      rules: RULES,
      open: () => this.takesChips(),
      balance: () => this.snapshot.balance,
      redraw: () => this.sync(this.snapshot),
      notify: (text) => this.notify(text),
      clearNote: () => {
        this.note = null;
      },
    });
    expose('bac.clock', this.ring, () => t('a11y.shared.secondsLeft', { seconds: this.clockSeconds ?? 0 }), undefined, {
      role: 'text',
    });
    // What the table shows, for browser tests: the solo table's fields and the shared ones.
    expose('bac.state', this.scene.felt, () => JSON.stringify(this.state()));
  }

  override resize(w: number, h: number): void {
    super.resize(w, h);
    const l = this.scene.layout;
    if (!l) return;
    const spot = ringSpot(l);
    this.ring.setRadius(spot.radius);
    this.ring.position.set(spot.x, spot.y);
    this.others.layout(l.areas);
    this.syncOwn();
  }

  setFourColour(on: boolean): void {
    this.scene.setFourColour(on);
  }

  setRoadsShown(on: boolean): void {
    this.scene.setRoadsShown(on);
    const { width, height } = this.scene.layout ?? { width: 0, height: 0 };
    if (width > 0) this.resize(width, height);
  }

  /** Going back to the lobby: the player stops being counted at the table (a stake in play stays). */
  override destroy(): void {
    if (this.table.getSnapshot().you.seated) void this.table.leave().catch(() => undefined);
    super.destroy();
  }

  // --- the table's steps --------------------------------------------------------------------------

  /** Each event's motion; the rest of the table is drawn by `sync` after it. */
  protected async animate(s: SharedSnapshot): Promise<void> {
    for (const e of s.events) await this.step(e, s);
  }

  private async step(e: SharedEvent, s: SharedSnapshot): Promise<void> {
    switch (e.type) {
      case 'window.opened':
        this.input.removing = false;
        this.flights.forget();
        this.stage.clearFelt();
        return;
      case 'bets':
        this.readOthers(s, true);
        return;
      case 'window.closed':
        this.bet.played();
        this.kit.sound('chipPlace');
        return;
      case 'shoe.opened':
        this.scene.roads.setHistory(s.state.history as RoundRecord[]);
        return this.stage.openShoe();
      case 'shoe.closed':
        this.stage.closeShoe();
        return;
      case 'play':
        return this.stage.deal(e, s.state.history as RoundRecord[]);
      case 'round.settled':
        this.bet.played();
        this.othersSeq = s.seq;
        return this.stage.settle(e, this.bet.confirmed);
    }
  }

  /** Everyone else's chips from the table's sums (once per event, never from a command's answer). */
  private readOthers(s: SharedSnapshot, animate: boolean): void {
    if (s.seq === this.othersSeq && animate === false) return;
    this.othersSeq = s.seq;
    const phase = s.state.phase;
    const others =
      phase === 'settled'
        ? { player: 0, banker: 0, tie: 0 }
        : likelyOthers(betsOf(s.state.bets), this.bet.candidates, this.others.shown);
    this.others.set(others, animate);
  }

  protected sync(s: SharedSnapshot): void {
    const state = s.state;
    // The server's word on the player's bet comes from the newest snapshot only (one still queued
    // behind a coup on show may be older than the answer the bet already has).
    if (s === this.table.getSnapshot()) this.bet.follow(state.tableRoundId, betsOf(s.you.bets));
    if (!isOpen(state.phase)) this.input.removing = false;
    if (!this.stage.running) {
      this.scene.roads.setHistory(state.history as RoundRecord[]);
      this.stage.showFelt(state);
      this.readOthers(s, false);
    }
    this.syncOwn();
    const hud = this.scene.hud;
    hud.setBalance(s.balance);
    hud.setRebuyEnabled(isOpen(state.phase) && !this.stage.running && this.kit.canRebuy());
    hud.setBusy(this.stage.running);
    if (!this.stage.running) this.setMessage(this.message(s));
    this.kit.invalidate();
  }

  private message(s: SharedSnapshot): string {
    const { coup, paid, cutCard, freshShoe: newShoe, dealt } = this.stage;
    const phase = s.state.phase === 'playing' && dealt ? 'settled' : s.state.phase;
    const removing = this.input.removing;
    const input = { phase, note: this.note, own: this.bet.shown, coup, paid, cutCard, newShoe, removing };
    return messageOf(input, this.kit.t, this.kit.money, RULES);
  }

  /** The chips and buttons, the player's stacks less what still flies to them, and the HUD's bet. */
  private syncOwn(): void {
    const open = isOpen(this.snapshot.state.phase);
    const shown = this.bet.shown;
    if (!this.stage.running) {
      for (const [area, view] of this.scene.areas) {
        const amount = this.stage.collected ? 0 : shown[area] - this.flights.airborne(area);
        view.stack.setAmount(Math.max(0, amount));
        view.setTaking(this.takesChips());
      }
    }
    const staked = totalStake(shown);
    if (open) this.scene.hud.setBet(staked);
    // A new bet clears the last win, as at the solo table.
    const round = this.snapshot.state.tableRoundId;
    if (open && staked > 0 && this.winClearedIn !== round) {
      this.winClearedIn = round;
      this.scene.hud.setWin(null);
    }
    this.scene.controls.setState(this.input.controls(open, this.stage.running));
  }

  /** A chip, an undo or a refusal changed the player's bet. */
  private changed(): void {
    const s = this.table.getSnapshot();
    // The jurisdiction's least time between rounds is worded as at the solo tables.
    const refused =
      s.refused?.code === 'too-soon'
        ? noticeText({ code: 'round.tooSoon' }, { game: 'baccarat', t: this.kit.t, money: this.kit.money })
        : this.refusal(s);
    if (refused && !this.bet.busy) this.note = refused;
    this.sync(this.snapshot);
  }

  // --- the countdown ------------------------------------------------------------------------------

  protected clock(s: SharedSnapshot): SharedClock | null {
    return windowClock(s.state, this.kit.t);
  }

  protected showClock(clock: SharedClock | null, left: number): boolean {
    this.clockSeconds = clock ? Math.ceil(left) : null;
    return this.ring.show(clock ? left : null, clock?.total ?? 0);
  }

  protected onKey(e: KeyboardEvent): void {
    this.input.key(e);
  }

  private takesChips(): boolean {
    return isOpen(this.snapshot.state.phase) && !this.stage.running;
  }

  /** The table for the browser tests: the solo table's fields, the window, everyone else's chips. */
  private state() {
    const s = this.snapshot;
    const stakes = Object.fromEntries([...this.scene.areas].map(([a, v]) => [a, v.stack.amount]));
    return {
      phase: s.state.phase,
      step: s.step,
      busy: this.busy || this.stage.running,
      showingResult: this.stage.coup !== null,
      ...this.scene.shownCards(),
      stakes,
      others: this.others.shown,
      table: betsOf(s.state.bets),
      own: this.bet.confirmed,
      chip: this.input.chip,
      tool: this.input.removing ? 'remove' : 'chip',
      history: (s.state.history as unknown[]).length,
      clock: this.clockSeconds,
      balance: s.balance,
      round: s.state.tableRoundId,
    };
  }
}
