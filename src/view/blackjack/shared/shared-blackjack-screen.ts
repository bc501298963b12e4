/**
 * The shared blackjack table (SHARED.md "What the client shows"): the solo table's scene with five
 * boxes, each with its holder's name (the player's own in brass), bets, cards and back bet; TAKE
 * SEAT and LEAVE; a chip on the player's own box is a main bet (its side circle Perfect Pairs), on
 * someone else's box a back bet that follows their doubles and splits as the player last answered
 * (the two buttons beside UNDO change it). Whose turn it is shows as a countdown ring on that box;
 * the player's own turn brings the moves' buttons. A hand left to the clock stands, and the message
 * line says so. Cards move as the solo table moves them, by the same animator, from the engine's
 * events each `play` event carries.
 */
import type { RoundEvent } from '../../../engine/blackjack/index';
import type { Minor } from '../../../engine/shared/money';
import type { SharedSnapshot, SharedTable } from '../../../games/shared/shared-table';
import type { CardSprite } from '../../kit/cards/cards';
import { CountdownRing } from '../../kit/table/countdown-ring';
import { type SharedClock, SharedScreen } from '../../kit/table/shared-screen';
import { tableKey } from '../../kit/table/table-keys';
import type { TableKit } from '../../kit/table/table-kit';
import { Animator } from '../animator';
import type { BetSpot } from '../chip-flights';
import type { Command } from '../controls';
import { narrateStep, shownOf } from '../narration';
import { KEYS } from '../table-input';
import { TableScene } from '../table-scene';
import { syncTable } from '../table-sync';
import { OwnBets } from './own-bets';
import { exposeSharedTable } from './shared-inspect';
import {
  clockOf,
  controlsOf,
  decisionFor,
  holderOf,
  messageOf,
  myTurn,
  sharedRules,
  tableViewOf,
  windowOpen,
} from './shared-table-view';

export interface SharedBlackjackOptions {
  /** The player's remembered answer to "match the holder's double or split?" (settings). */
  behindMatch: { get(): boolean; set(match: boolean): void };
}

export class SharedBlackjackScreen extends SharedScreen {
  readonly name = 'blackjack';
  readonly scene: TableScene;
  private readonly rules = sharedRules();
  private readonly own: OwnBets;
  private chip: Minor;
  private readonly animator: Animator;
  private readonly windowRing = new CountdownRing(24);
  private readonly turnRing = new CountdownRing(44, true);
  /** A bet is on its way to the server; `again`: it changed meanwhile and goes once more after. */
  private sending = false;
  private again = false;
  /** The message line's words now. */
  private said = '';

  constructor(
    table: SharedTable,
    kit: TableKit,
    private readonly o: SharedBlackjackOptions,
  ) {
    super(table, kit);
    const { t } = kit;
    this.own = new OwnBets(o.behindMatch.get());
    this.chip = this.rules.chips[0] ?? this.rules.minBet;
    this.scene = new TableScene({
      rules: this.rules,
      shared: true,
      t,
      resolution: kit.resolution,
      chipLabel: kit.chipLabel,
      money: kit.money,
      fourColour: kit.fourColour(),
      invalidate: kit.invalidate,
      hud: kit.hud,
      onCircle: (box, spot) => this.tapBox(box, spot),
      onChip: (value) => {
        kit.sound('click');
        this.chip = value;
        this.sync(this.snapshot);
      },
      onCommand: (command) => this.command(command),
      betting: () => windowOpen(this.snapshot),
    });
    this.scene.root.addChild(this.windowRing, this.turnRing);
    this.animator = new Animator({
      dealer: this.scene.dealer,
      seat: (n) => this.scene.seats.get(n),
      shoeMouth: () => this.scene.shoe.mouth(),
      discard: () => this.scene.tray.getGlobalPosition(),
      speed: kit.speed,
      sound: kit.sound,
      hold: kit.hold,
      release: kit.release,
      before: () => undefined,
      after: () => this.afterEvent(),
    });
    exposeSharedTable(this.scene, t, {
      snapshot: () => this.snapshot,
      busy: () => this.busy,
      said: () => this.said,
      secondsLeft: (at) => this.table.secondsLeft(at),
    });
  }

  setFourColour(on: boolean): void {
    this.scene.setFourColour(on);
  }

  // --- drawing ---------------------------------------------------------------------------------

  protected sync(s: SharedSnapshot): void {
    if (!this.sending && windowOpen(s)) this.own.adopt(s.you.bets);
    if (!windowOpen(s)) this.own.clear();
    const view = tableViewOf(s, this.own, this.chip);
    syncTable(this.scene, view, this.kit.t, {});
    for (const [n, seat] of this.scene.seats) {
      const name = holderOf(s, n);
      const own = s.you.boxes.includes(n);
      const t = this.kit.t;
      seat.setHolder(name, own && name !== null ? [t('shared.yourBox', { name }), t('shared.you')] : null);
    }
    this.scene.placeDealer();
    const round = view.round;
    const cards = this.rules.decks * 52;
    this.scene.shoe.setFill(round ? round.cardsLeft / cards : 1);
    this.scene.tray.setCount(round ? cards - round.cardsLeft : 0);
    this.scene.hud.setBalance(s.balance);
    this.scene.hud.setBet(windowOpen(s) ? this.own.total : this.stakedOf(s));
    this.scene.hud.setBusy(!windowOpen(s));
    this.scene.hud.setRebuyEnabled(windowOpen(s) && this.own.total === 0 && this.kit.canRebuy());
    this.said = this.refusal(s) ?? this.note ?? messageOf(s, this.kit.t, this.kit.money);
    this.setMessage(this.said);
    this.scene.controls.setState(controlsOf(s, this.own, this.chip, this.busy));
    this.placeRings();
    this.kit.invalidate();
  }

  /** What the player's boxes stake in the round dealt now. */
  private stakedOf(s: SharedSnapshot): Minor {
    const round = s.state.round as { seats?: { seat: number; hands: { bet: number }[] }[] } | null;
    if (!round?.seats) return 0;
    return round.seats
      .filter((x) => s.you.boxes.includes(x.seat))
      .reduce((sum, x) => sum + x.hands.reduce((a, h) => a + h.bet, 0), 0);
  }

  /** The window's ring where the dealer's cards go (empty while bets are taken); a turn's on its box. */
  private placeRings(): void {
    const l = this.scene.layout;
    if (!l) return;
    this.windowRing.setRadius(Math.round(Math.max(20, l.cardScale * 34)));
    this.windowRing.position.set(l.width / 2, l.dealer.y + l.dealer.height / 2);
    const asked = this.snapshot.state.asked;
    const spot = asked ? l.seats[asked.box - 1] : undefined;
    if (spot) {
      // Round the box's betting circle, just outside its glow.
      this.turnRing.setRadius(Math.round(spot.radius + 7));
      this.turnRing.position.set(spot.circle.x, spot.circle.y);
    }
  }

  protected clock(s: SharedSnapshot): SharedClock | null {
    return clockOf(s, this.kit.t);
  }

  protected showClock(clock: SharedClock | null, left: number): boolean {
    const turn = clock?.key.startsWith('turn:') ?? false;
    const a = this.windowRing.show(clock && !turn ? left : null, clock?.total ?? 0);
    const b = this.turnRing.show(clock && turn ? left : null, clock?.total ?? 0);
    return a || b;
  }

  // --- steps -----------------------------------------------------------------------------------

  protected async animate(s: SharedSnapshot, previous: SharedSnapshot): Promise<void> {
    const { t } = this.kit;
    for (const event of s.events) {
      if (event.type === 'window.opened') {
        this.note = null;
        if (previous.state.round) await this.sweep();
      } else if (event.type === 'play' && Array.isArray(event.events)) {
        const view = tableViewOf(s, this.own, this.chip);
        // The round's stakes are on the felt first, then the cards move.
        syncTable(this.scene, view, t, { stakesOnly: true });
        await this.animator.play(event.events as RoundEvent[]);
        if (view.round)
          for (const text of narrateStep(event.events as RoundEvent[], shownOf(view.round), t)) this.kit.announce(text);
      } else if (event.type === 'decision' && event.by === 'clock') {
        const name = holderOf(s, Number(event.box)) ?? String(event.box);
        this.note = t('shared.stoodByClock', { name });
      } else if (event.type === 'decision.asked') {
        const box = Number(event.box);
        const name = holderOf(s, box) ?? String(box);
        this.note = null;
        this.kit.announce(
          s.you.boxes.includes(box)
            ? t('a11y.shared.yourTurn', { box, seconds: Math.round(this.table.secondsLeft(Number(event.deadline))) })
            : t('a11y.shared.turnOf', { name, box }),
        );
        if (s.you.boxes.includes(box)) this.kit.sound('click');
      } else if (event.type === 'round.settled') {
        this.note = null;
        this.sync(s);
        await this.animator.pause(1.2);
      }
    }
  }

  /** The last round's cards go to the tray as the next window opens. */
  private async sweep(): Promise<void> {
    const cards: CardSprite[] = [...this.scene.dealer.cards];
    for (const seat of this.scene.seats.values()) for (const h of seat.hands) cards.push(...h.cards);
    if (cards.length > 0) await this.animator.sweep(cards);
    this.scene.dealer.clear();
    for (const seat of this.scene.seats.values()) {
      seat.clearCards();
      seat.payStack.setAmount(0);
      seat.insuranceStack.setAmount(0);
    }
  }

  private afterEvent(): void {
    syncTable(this.scene, tableViewOf(this.snapshot, this.own, this.chip), this.kit.t, { fromSprites: true });
    this.scene.placeDealer();
    this.kit.invalidate();
  }

  // --- input -----------------------------------------------------------------------------------

  protected onKey(e: KeyboardEvent): void {
    const key = tableKey(e);
    if (key === null) return;
    const command: Command | undefined = key === 't' ? 'seat.take' : key === 'l' ? 'seat.leave' : KEYS[key];
    if (!command || !this.scene.controls.shows(command)) return;
    e.preventDefault();
    this.command(command);
  }

  private command(command: Command): void {
    const s = this.snapshot;
    this.note = null;
    this.kit.sound('click');
    if (command === 'seat.take') void this.table.sit();
    else if (command === 'seat.leave') void this.table.leave();
    else if (command === 'undo' || command === 'clear') {
      if (command === 'undo') this.own.undo();
      else this.own.clear();
      this.sendBets();
    } else if (command === 'behind.match' || command === 'behind.decline') {
      this.own.follows = command === 'behind.match';
      this.o.behindMatch.set(this.own.follows);
      this.sendBets();
    } else {
      const asked = myTurn(s);
      const decision = asked ? decisionFor(asked.legal, command) : null;
      if (asked && decision) void this.table.act(asked.box, asked.hand, decision);
    }
    this.sync(this.snapshot);
  }

  /** A tap on a box: a free one is taken; the player's own takes the chip; another's takes a back bet. */
  private tapBox(box: number, spot: BetSpot): void {
    const s = this.snapshot;
    const holder = holderOf(s, box);
    if (holder === null) {
      if (s.you.boxes.length < 3) void this.table.sit(box);
      return;
    }
    if (!windowOpen(s)) return;
    const mine = s.you.boxes.includes(box);
    const at: BetSpot = mine ? (spot === 'behind' ? 'main' : spot) : 'behind';
    this.note = null;
    this.kit.sound('chipPlace');
    this.own.add(box, at, this.chip);
    this.sendBets();
    this.sync(s);
  }

  /** The player's whole bet to the server, one call at a time; a refusal puts back what it holds. */
  private sendBets(): void {
    if (this.sending) {
      this.again = true;
      return;
    }
    this.sending = true;
    void this.table.bet(this.own.wire()).then((ok) => {
      this.sending = false;
      if (this.again) {
        this.again = false;
        this.sendBets();
        return;
      }
      if (!ok) this.own.adopt(this.table.getSnapshot().you.bets);
      this.sync(this.table.getSnapshot());
    });
  }
}
