/**
 * The shared roulette table (SHARED.md "What the client shows"): one wheel for every player at
 * `roulette-shared`, on the solo table's scene. While the window is open the player puts chips down
 * by tap or keyboard as at the solo table, and each change sends their whole bet (pending-bets.ts,
 * bet-sender.ts); the other players' chips land on the layout as the table's bets grow, dimmer and
 * set back from the player's own (others-chips.ts); the ring counts the window down once a first bet
 * has set its close. At the close the table's number is spun as the solo table spins
 * (shared-spin.ts), the layout keeps the winning chips and the win is paid. The last numbers and
 * statistics are the table's own history; the HUD's balance is the server's.
 */
import { Point } from 'pixi.js';
import { rouletteTable } from '../../../engine/roulette/rules';
import { summarise } from '../../../engine/roulette/stats';
import type { Minor } from '../../../engine/shared/money';
import type { SharedSnapshot, SharedTable } from '../../../games/shared/shared-table';
import { type SharedClock, SharedScreen } from '../../kit/table/shared-screen';
import type { TableKit } from '../../kit/table/table-kit';
import { noticeText } from '../../kit/words/notices';
import { RouletteFlights } from '../chip-flights';
import type { Command } from '../controls';
import { keyHandler } from '../input';
import { BET_COMMANDS, ChipInput } from './chip-input';
import { asShown, type Landed, type LayoutChips, layoutChips } from './layout-chips';
import { exposeSharedTable } from './shared-inspect';
import { SharedRouletteScene } from './shared-scene';
import { SharedSpin } from './shared-spin';
import { grown, totalOf } from './table-bets';
import { bettingClock, bettingOpen, lastNumbers, tableMessage } from './table-words';

export class SharedRouletteScreen extends SharedScreen {
  readonly name = 'roulette';
  readonly scene: SharedRouletteScene;
  private readonly rules = rouletteTable('roulette-european');
  private readonly input: ChipInput;
  private readonly flights: RouletteFlights;
  private readonly spin: SharedSpin;
  private readonly keys: (e: KeyboardEvent) => void;
  /** What the layout shows now (the player's chips and the others'). */
  private shown: LayoutChips | null = null;
  /** The spin this screen has shown landing (its round is settled here before the table says so). */
  private landed: Landed | null = null;
  /** Chips could go down when the table was last drawn. */
  private wasOpen = false;

  constructor(table: SharedTable, kit: TableKit) {
    super(table, kit);
    const { t } = kit;
    const redraw = () => this.sync(this.snapshot);
    const scene = new SharedRouletteScene({
      table: this.rules,
      t,
      lang: kit.lang,
      resolution: kit.resolution,
      chipLabel: kit.chipLabel,
      invalidate: kit.invalidate,
      hud: kit.hud,
      onPick: (bet) => this.input.place(bet),
      onChip: (value) => {
        kit.sound('click');
        this.input.pick(value);
      },
      onCommand: (command) => this.input.command(command),
      speed: kit.speed,
      hold: kit.hold,
      release: kit.release,
      landed: redraw,
    });
    this.scene = scene;
    this.flights = new RouletteFlights({
      layer: scene.flightLayer,
      atlas: scene.chips,
      denominations: this.rules.chips,
      chipLabel: kit.chipLabel,
      speed: kit.speed,
      hold: kit.hold,
      release: kit.release,
      landed: redraw,
    });
    this.spin = new SharedSpin({ scene, kit, flights: this.flights, movedOn: () => this.movedOn() });
    this.input = new ChipInput({
      rules: this.rules,
      kit,
      scene,
      flights: this.flights,
      bet: (bets) => this.table.bet(bets),
      open: () => this.open(),
      available: () => this.available(),
      say: (note) => {
        this.note = note;
      },
      refusal: () => this.refused(this.table.getSnapshot()),
      redraw,
    });
    this.input.follow(this.snapshot.state.tableRoundId, this.snapshot.you.bets);
    exposeSharedTable(scene, {
      t,
      money: kit.money,
      announce: kit.announce,
      invalidate: kit.invalidate,
      pick: (bet) => this.input.place(bet),
      state: () => this.inspect(),
    });
    this.keys = keyHandler({
      command: (c) => this.input.command(c),
      chip: (i) => this.input.pickAt(i),
      tab: () => scene.nextTab(),
    });
  }

  override hide(): void {
    super.hide();
    this.kit.loop('wheelSpin', false);
  }

  override resize(w: number, h: number): void {
    super.resize(w, h);
    if (this.scene.layout) this.spin.layout(this.scene.layout);
  }

  override destroy(): void {
    // Back to the lobby: the player is no longer counted at the table (staked chips stay in play).
    if (this.snapshot.you.seated) void this.table.leave();
    this.spin.destroy();
    super.destroy();
  }

  // --- drawing ---------------------------------------------------------------------------------

  protected sync(s: SharedSnapshot): void {
    const state = asShown(s.state, this.landed);
    const scene = this.scene;
    if (this.input.follow(state.tableRoundId, s.you.bets)) scene.others.reset();
    const open = this.open(s);
    this.wasOpen = open;
    const own = this.input.own;
    const chips = layoutChips(this.rules, state, this.input.mine(s, own.placements));
    this.shown = chips;
    scene.board.setStakes(open ? this.flights.shown(chips.own) : chips.own);
    scene.setOthers(chips.others);
    scene.board.light(chips.lit);
    scene.track.light(chips.lit);
    if (!this.spin.active) scene.setWheelUp(false);
    const summary = summarise(this.rules, { recent: lastNumbers(state) });
    scene.recent.set(summary.last);
    scene.stats.set(summary);
    const moves = own.moves(this.available());
    const buttons: Partial<Record<Command, boolean>> = {};
    for (const c of BET_COMMANDS) buttons[c] = open && moves[c];
    scene.controls.setState({ buttons, chips: open, selectedChip: this.input.chip });
    const staked = open ? own.total : totalOf(chips.ownBets);
    scene.hud.setBalance(s.balance);
    scene.hud.setBet(staked);
    scene.hud.setBusy(!open);
    scene.hud.setRebuyEnabled(open && own.empty && this.kit.canRebuy());
    const number = state.phase === 'settled' ? chips.lit : null;
    const words = { phase: state.phase, ownTotal: staked, number, won: chips.returned };
    // (a refusal is a note: it lasts until the round moves on, not until the next command)
    this.setMessage(this.note ?? tableMessage(words, this.kit));
    this.kit.invalidate();
  }

  protected clock(s: SharedSnapshot): SharedClock | null {
    return bettingClock(s.state, this.kit.t);
  }

  protected showClock(clock: SharedClock | null, left: number): boolean {
    const changed = this.scene.ring.show(clock && !this.spin.active ? left : null, clock?.total ?? 0);
    // The window's close passed before the table said so: no more chips go down.
    if (this.wasOpen && !this.open()) this.sync(this.snapshot);
    return changed;
  }

  // --- steps -----------------------------------------------------------------------------------

  protected async animate(s: SharedSnapshot, previous: SharedSnapshot): Promise<void> {
    for (const e of s.events) {
      // A note (the chip just put down, a refusal) lasts until the table's round moves on.
      if (e.type !== 'bets' && e.type !== 'seat.taken' && e.type !== 'seat.left') this.note = null;
      if (e.type === 'bets') this.othersLanded(s, previous);
      else if (e.type === 'window.closed') this.input.own.played(s.you.bets);
      else if (e.type === 'play' && typeof e.number === 'number') {
        const n = e.number;
        this.input.own.played(s.you.bets);
        await this.spin.play(n, () => {
          this.landed = { round: s.state.tableRoundId, number: n };
          this.sync(this.snapshot);
          return this.shown?.returned ?? null;
        });
      } else if (e.type === 'snapshot') {
        this.flights.reset();
        this.scene.others.reset();
      }
    }
  }

  /** The others' chips that grew fly in from the far side of the layout. */
  private othersLanded(s: SharedSnapshot, previous: SharedSnapshot): void {
    const l = this.scene.layout;
    if (!l || !this.scene.boardPan.visible || previous.state.tableRoundId !== s.state.tableRoundId) return;
    const before = layoutChips(this.rules, previous.state, this.input.mine(previous)).others;
    const after = layoutChips(this.rules, s.state, this.input.mine(s)).others;
    const more = grown(before, after);
    const v = l.board;
    const inView = (p: Point) => p.x >= v.x && p.x <= v.x + v.width && p.y >= v.y && p.y <= v.y + v.height;
    this.scene.others.land(after, more, new Point(v.x + v.width / 2, v.y - 24), inView);
    if (more.size > 0) this.kit.sound('chipPlace');
  }

  /** The table is already past the spin shown (its next window is open). */
  private movedOn(): boolean {
    const phase = this.table.getSnapshot().state.phase;
    return phase === 'betting' || phase === 'closing' || phase === 'idle';
  }

  // --- input -----------------------------------------------------------------------------------

  protected onKey(e: KeyboardEvent): void {
    // While the wheel is up, Space, Enter and Escape skip to the result.
    if (!this.spin.key(e)) this.keys(e);
  }

  /** Chips may go down now: the window shown is open and the wheel is not up. */
  private open(s: SharedSnapshot = this.snapshot): boolean {
    return !this.spin.active && bettingOpen(s.state, this.table.secondsLeft(s.state.closesAt));
  }

  /** What the player may stake: the balance and what the server already holds of theirs this window. */
  private available(): Minor {
    return this.snapshot.balance + totalOf(this.shown?.ownBets ?? new Map());
  }

  /** A refused command in the player's words (the rules' refusals as the solo table says them). */
  private refused(s: SharedSnapshot): string | null {
    const code = s.refused?.code;
    if (code === 'insufficient-funds') return this.kit.t('rou.msg.overBalance');
    if (code === 'too-soon') return noticeText({ code: 'round.tooSoon' }, this.kit);
    return this.refusal(s);
  }

  private inspect(): Record<string, unknown> {
    const s = this.snapshot;
    const c = this.shown;
    return {
      phase: s.state.phase,
      busy: this.busy,
      seq: s.seq,
      chip: this.input.chip,
      bets: this.input.own.wire(),
      own: Object.fromEntries(c?.own ?? []),
      others: Object.fromEntries(c?.others ?? []),
      lit: c?.lit ?? null,
      recent: lastNumbers(s.state).slice(0, this.rules.history.shown),
      left: s.state.closesAt === null ? null : this.table.secondsLeft(s.state.closesAt),
      balance: s.balance,
      stage: this.spin.stage.phase,
      message: this.scene.messageText,
    };
  }
}
