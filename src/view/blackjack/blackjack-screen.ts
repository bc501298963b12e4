/**
 * The blackjack table screen: felt, shoe and tray, the dealer's hand, the seats, the controls and
 * the HUD. It renders the machine's snapshots (tableView) and sends the player's taps and keys as
 * events; steps that carry engine events are animated first and answered with `anim.done`.
 */
import { Container, Text } from 'pixi.js';
import type { Card } from '../../engine/shared/cards';
import type { Minor } from '../../engine/shared/money';
import { type BlackjackTableView, tableView } from '../../machines/blackjack/view';
import type { BlackjackSnapshot } from '../../machines/blackjack.machine';
import type { EffectName } from '../../platform/audio/audio';
import type { Translate } from '../../platform/i18n';
import { Hud } from '../../ui/hud';
import { CardAtlas, type CardSprite } from '../kit/cards';
import { ChipAtlas } from '../kit/chips';
import { Felt } from '../kit/felt';
import { expose } from '../kit/inspector';
import type { Screen } from '../kit/screen';
import { DealingShoe, DiscardTray } from '../kit/shoe';
import { COLORS, FONT_UI } from '../kit/theme';
import { Animator } from './animator';
import { BlackjackControls, type Command } from './controls';
import { HandView } from './hand-view';
import { type TableLayout, tableLayout } from './layout';
import { SeatView } from './seat-view';
import type { BlackjackSession } from './session';
import { controlsFor, feltLines, messageFor, syncTable } from './table-sync';

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
}

/** Phases that show a step's events and wait for `anim.done`. */
const ANIMATED = new Set(['dealing', 'resolving', 'dealerTurn', 'payout']);

const KEYS: Record<string, Command> = {
  h: 'player.hit',
  s: 'player.stand',
  d: 'player.double',
  p: 'player.split',
  r: 'player.surrender',
  i: 'insurance.accept',
  n: 'insurance.decline',
  ' ': 'deal',
  enter: 'deal',
  backspace: 'undo',
};

export class BlackjackScreen implements Screen {
  readonly name = 'blackjack';
  readonly root = new Container();
  readonly cards: CardAtlas;
  private readonly chips: ChipAtlas;
  private readonly felt: Felt;
  private readonly shoe: DealingShoe;
  private readonly tray: DiscardTray;
  readonly dealer: HandView;
  private readonly dealerLabel: Text;
  readonly seats = new Map<number, SeatView>();
  private readonly controls: BlackjackControls;
  readonly hud: Hud;
  private readonly message = new Text({
    text: '',
    style: {
      fontFamily: FONT_UI,
      fontSize: 17,
      fontWeight: '600',
      fill: COLORS.cream,
      align: 'center',
      wordWrap: true,
      dropShadow: { color: 0x000000, alpha: 0.6, blur: 3, distance: 1 },
    },
  });
  private readonly animator: Animator;
  private layout: TableLayout | null = null;
  private latest: BlackjackSnapshot;
  private shownSnapshot: BlackjackSnapshot | null = null;
  private draining = false;
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
    this.cards = new CardAtlas(o.resolution);
    this.chips = new ChipAtlas(o.resolution, o.chipLabel);
    this.felt = new Felt({ shape: 'arc' }, o.resolution);
    this.felt.setPrintedText(feltLines(rules, t));
    this.shoe = new DealingShoe(this.cards);
    this.tray = new DiscardTray(this.cards);
    this.dealer = new HandView(this.cards, o.fourColour());
    this.dealer.rise = 0;
    this.dealerLabel = new Text({
      text: t('bj.dealer'),
      style: { fontFamily: FONT_UI, fontSize: 11, fontWeight: '700', letterSpacing: 3, fill: COLORS.cream },
    });
    this.dealerLabel.alpha = 0.55;
    this.root.addChild(this.felt, this.tray, this.shoe, this.dealerLabel, this.message);
    const seatLayer = new Container();
    this.root.addChild(seatLayer);
    for (let seat = 1; seat <= rules.seats; seat++) {
      const view = new SeatView(
        seat,
        this.cards,
        this.chips,
        rules.chips,
        o.chipLabel,
        rules.perfectPairs,
        t('bj.seat.pairs'),
        o.fourColour(),
      );
      view.circle.on('pointertap', () => this.placeChip(seat, 'main'));
      view.side?.on('pointertap', () => this.placeChip(seat, 'perfectPairs'));
      expose(
        `bj.seat.${seat}`,
        view.circle,
        () => t('bj.seat.label', { seat }),
        () => this.view.phase === 'betting',
      );
      if (view.side) {
        expose(
          `bj.pairs.${seat}`,
          view.side,
          () => t('bj.seat.pairs'),
          () => this.view.phase === 'betting',
        );
      }
      this.seats.set(seat, view);
      seatLayer.addChild(view);
    }
    this.root.addChild(this.dealer);
    this.controls = new BlackjackControls(
      t,
      this.chips,
      rules.chips,
      o.chipLabel,
      (value) => {
        o.sound('click');
        session.actor.send({ type: 'chip.select', value });
      },
      (command) => this.command(command),
      o.invalidate,
    );
    this.hud = new Hud({
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
    });
    this.root.addChild(this.controls, this.hud);
    expose('bj.message', this.message, () => this.message.text);
    // What the table shows, for browser tests: the phase, whether it is still animating, the cards.
    expose('bj.state', this.dealer, () =>
      JSON.stringify({ phase: this.view.phase, busy: this.draining, ...this.shownCards() }),
    );
    this.animator = new Animator({
      dealer: this.dealer,
      seat: (n) => this.seats.get(n),
      shoeMouth: () => this.shoe.mouth(),
      discard: () => this.tray.getGlobalPosition(),
      speed: o.speed,
      sound: o.sound,
      hold: o.hold,
      release: o.release,
      after: () => this.afterEvent(),
    });
    this.latest = session.actor.getSnapshot();
    this.view = tableView(this.latest);
  }

  show(): void {
    this.unsubscribe = this.o.session.actor.subscribe((s) => this.enqueue(s)).unsubscribe;
    window.addEventListener('keydown', this.onKey);
    this.enqueue(this.o.session.actor.getSnapshot());
  }

  hide(): void {
    this.unsubscribe?.();
    window.removeEventListener('keydown', this.onKey);
  }

  destroy(): void {
    this.hide();
    this.root.destroy({ children: true });
    this.cards.destroy();
    this.chips.destroy();
  }

  resize(w: number, h: number): void {
    const rules = this.o.session.rules;
    this.hud.resize(w);
    const l = tableLayout(w, h, rules.seats, rules.perfectPairs, this.hud.barHeight);
    this.layout = l;
    this.felt.resize(w, l.felt.height);
    this.felt.setTextCentre(l.printY);
    this.shoe.scale.set(l.furnitureScale);
    this.shoe.position.set(l.shoe.x, l.shoe.y);
    this.tray.scale.set(l.furnitureScale);
    this.tray.position.set(l.discard.x, l.discard.y);
    this.placeDealer();
    for (const [seat, view] of this.seats) view.layout(l.seats[seat - 1]!, l.cardScale);
    this.controls.layout(l.chips, l.buttons, l.chipSize, l.buttonHeight);
    this.hud.position.set(l.hud.x, l.hud.y);
    this.message.style.wordWrapWidth = l.message.width;
    this.message.style.fontSize = l.orientation === 'portrait' ? 16 : 18;
    this.placeMessage();
  }

  private placeDealer(): void {
    const l = this.layout;
    if (!l) return;
    const n = Math.max(2, this.dealer.cards.length);
    // The dealer's cards spread wide, narrowing as they fill the room between tray and shoe.
    const cw = 100 * l.cardScale;
    const room = l.dealer.width - cw;
    this.dealer.setCardScale(l.cardScale, Math.min(0.62, room / cw / (n - 1)));
    this.dealer.position.set(
      l.width / 2 - this.dealer.widthFor(n) / 2,
      l.dealer.y + (140 * l.cardScale) / 2 + l.dealerHead,
    );
    if (l.dealerHead >= 40) this.dealerLabel.position.set(l.width / 2 - this.dealerLabel.width / 2, l.dealer.y - 6);
    // a short screen: the label goes beside the total instead of over it
    else this.dealerLabel.position.set(l.width / 2 - 40 - this.dealerLabel.width, l.dealer.y + 6);
  }

  private placeMessage(): void {
    const l = this.layout;
    if (!l) return;
    const m = l.message;
    this.message.position.set(m.x + m.width / 2 - this.message.width / 2, m.y + m.height / 2 - this.message.height / 2);
  }

  private setMessage(text: string): void {
    if (this.message.text === text) return;
    this.message.text = text;
    this.placeMessage();
    this.o.onMessage(text);
  }

  // --- snapshots -------------------------------------------------------------------------------

  private enqueue(snapshot: BlackjackSnapshot): void {
    this.latest = snapshot;
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.shownSnapshot !== this.latest) {
        const s = this.latest;
        this.shownSnapshot = s;
        await this.apply(s);
      }
    } finally {
      this.draining = false;
    }
  }

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
        this.syncStakes(view);
        await this.animator.play(view.events);
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
    this.hud.setWin(won, true);
    this.hud.setBalance(this.o.balance());
    this.sync(view);
    if (won > 0) this.o.sound('win');
    await this.animator.pause(won > 0 ? 1.8 : 1.3);
    const cards: CardSprite[] = [...this.dealer.cards];
    for (const seat of this.seats.values()) for (const h of seat.hands) cards.push(...h.cards);
    for (const seat of this.seats.values()) seat.payStack.setAmount(0);
    await this.animator.sweep(cards);
    this.clearTable();
  }

  private clearTable(): void {
    this.dealer.clear();
    for (const seat of this.seats.values()) {
      seat.clearCards();
      seat.payStack.setAmount(0);
      seat.insuranceStack.setAmount(0);
    }
  }

  /** Stakes on the felt for the step (debited before it): chips first, then the cards move. */
  private syncStakes(view: BlackjackTableView): void {
    syncTable(this, view, this.o.t, { stakesOnly: true });
  }

  private afterEvent(): void {
    syncTable(this, this.view, this.o.t, { fromSprites: true });
    this.placeDealer();
    this.o.invalidate();
  }

  private sync(view: BlackjackTableView): void {
    syncTable(this, view, this.o.t, {});
    this.placeDealer();
    this.shoe.setFill(view.round ? view.round.cardsLeft / (this.o.session.rules.decks * 52) : 1);
    this.tray.setCount(view.round ? this.o.session.rules.decks * 52 - view.round.cardsLeft : 0);
    this.refreshBalance();
    this.hud.setBet(view.round ? view.round.staked : view.placements.reduce((s, p) => s + p.amount, 0));
    this.hud.setBusy(view.phase !== 'betting');
    if (view.phase === 'betting' && view.placements.length > 0 && this.lastWin !== null) {
      this.lastWin = null;
      this.hud.setWin(null);
    }
    this.setMessage(this.note ?? messageFor(view, this.o.session.rules, this.o.t, this.o.money));
    this.showControls(false);
    this.o.invalidate();
  }

  private showControls(busy: boolean): void {
    this.controls.setState(controlsFor(this.view, busy, this.hinted));
  }

  /** The hint's move, highlighted and said in the message line. */
  private showHint(): void {
    const move = this.view.hint();
    if (!move) return;
    this.hinted = move;
    this.showControls(false);
  }

  // --- input -------------------------------------------------------------------------------------

  private placeChip(seat: number, spot: 'main' | 'perfectPairs'): void {
    if (this.view.phase !== 'betting') return;
    this.note = null;
    this.o.sound('chipPlace');
    this.o.session.actor.send({ type: 'bet.place', seat, spot });
  }

  private command(command: Command): void {
    const actor = this.o.session.actor;
    this.note = null;
    switch (command) {
      case 'undo': {
        const last = this.view.placements[this.view.placements.length - 1];
        if (last) actor.send({ type: 'bet.remove', seat: last.seat, spot: last.spot });
        return;
      }
      case 'clear':
        actor.send({ type: 'bet.clear' });
        return;
      case 'rebet':
        this.o.sound('chipPlace');
        actor.send({ type: 'bet.rebet' });
        return;
      case 'deal':
        actor.send({ type: 'round.deal' });
        return;
      case 'hint':
        this.showHint();
        return;
      case 'retry':
        actor.send({ type: 'round.retry' });
        return;
      default:
        actor.send({ type: command });
    }
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
    const command = KEYS[e.key.toLowerCase()];
    if (!command) return;
    const state = controlsFor(this.view, this.draining, this.hinted).buttons;
    if (state[command] !== true) return;
    e.preventDefault();
    this.command(command);
  };

  /** The wallet changed (a debit, a credit, a rebuy): the HUD follows. */
  refreshBalance(): void {
    this.hud.setBalance(this.o.balance());
    this.hud.setRebuyEnabled(this.view.phase === 'betting' && this.o.canRebuy());
    this.o.invalidate();
  }

  /** The cards now on the table, for tests and the reload check. */
  shownCards(): { dealer: (Card | null)[]; seats: Record<number, (Card | null)[][]> } {
    const seats: Record<number, (Card | null)[][]> = {};
    for (const [n, s] of this.seats) seats[n] = s.hands.map((h) => h.cards.map((c) => (c.faceUp ? c.card : null)));
    return { dealer: this.dealer.cards.map((c) => (c.faceUp ? c.card : null)), seats };
  }
}
