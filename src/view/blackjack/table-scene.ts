/**
 * The blackjack table's scene graph: felt, shoe and tray, the dealer's hand, the seats with their
 * circles, the message line, the controls and the HUD, laid out for the viewport. It draws; the
 * screen (blackjack-screen.ts) decides what it shows from the machine's snapshots.
 */
import { Container, type Text } from 'pixi.js';
import type { BlackjackRules } from '../../engine/blackjack/index';
import type { Card } from '../../engine/shared/cards';
import type { Minor } from '../../engine/shared/money';
import { expose } from '../../look/inspector';
import { COLORS, FELT_LABEL_ALPHA } from '../../look/theme';
import { CardAtlas } from '../kit/cards/cards';
import { DealingShoe, DiscardTray } from '../kit/cards/shoe';
import { Felt } from '../kit/felt/felt';
import { Hud } from '../kit/hud/hud';
import { type SceneKit, TableSceneBase } from '../kit/table/table-scene-base';
import { centreIn } from '../kit/text/message-line';
import { uiText } from '../kit/text/ui-text';
import { BlackjackControls, type Command } from './controls';
import { HandView } from './hand-view';
import { type TableLayout, tableLayout } from './layout';
import { SeatView } from './seat-view';
import { feltLines } from './table-sync';

export interface SceneOptions extends SceneKit {
  /** The table's rules: its seats, then its computer players' boxes (drawn alike, never tappable). */
  rules: BlackjackRules;
  fourColour: boolean;
  /** A circle was tapped (the seat's main bet or its Perfect Pairs spot; a computer player's box: the back bet). */
  onCircle: (seat: number, spot: 'main' | 'perfectPairs' | 'behind') => void;
  onChip: (value: Minor) => void;
  onCommand: (command: Command) => void;
  /** Full amounts in the player's currency (the insurance amount picker). */
  money: (minor: Minor) => string;
  /** Whether the circles take bets now (the inspector reports it). */
  betting: () => boolean;
  /** A shared table (SHARED.md): every box is some player's, each takes a back bet beside it. */
  shared?: boolean;
}

export class TableScene extends TableSceneBase<TableLayout> {
  readonly cards: CardAtlas;
  readonly felt: Felt;
  readonly shoe: DealingShoe;
  readonly tray: DiscardTray;
  readonly dealer: HandView;
  readonly seats = new Map<number, SeatView>();
  readonly controls: BlackjackControls;
  readonly hud: Hud;
  private printed = '';
  private readonly dealerLabel: Text;

  constructor(private readonly o: SceneOptions) {
    super(o, { fontSize: 17, fontWeight: '600', shadowAlpha: 0.6, wordWrap: true });
    const { t, rules } = o;
    this.cards = new CardAtlas(o.resolution);
    this.cards.prepare(o.fourColour);
    this.felt = new Felt({ shape: 'arc' }, o.resolution);
    this.shoe = new DealingShoe(this.cards);
    this.tray = new DiscardTray(this.cards);
    this.dealer = new HandView(this.cards, o.fourColour);
    this.dealer.rise = 0;
    this.dealerLabel = uiText(t('bj.dealer'), {
      fontSize: 11,
      fontWeight: '700',
      letterSpacing: 3,
      fill: COLORS.cream,
    });
    this.dealerLabel.alpha = FELT_LABEL_ALPHA;
    this.root.addChild(this.felt, this.tray, this.shoe, this.dealerLabel, this.message);
    const seatLayer = new Container();
    this.root.addChild(seatLayer);
    for (let seat = 1; seat <= rules.seats + rules.otherPlayers; seat++) {
      // A computer player's box takes the player's back bet where the table has bet behind.
      const behind = seat > rules.seats && rules.betBehind;
      const view = new SeatView(
        seat,
        this.cards,
        this.chips,
        rules.chips,
        o.chipLabel,
        rules.perfectPairs || behind,
        t(behind ? 'bj.seat.behind' : 'bj.seat.pairs'),
        o.fourColour,
        behind,
        o.shared === true,
      );
      this.seats.set(seat, view);
      seatLayer.addChild(view);
      if (seat > rules.seats) {
        view.markComputer(t('bj.seat.other', { seat }), behind);
        if (!behind) continue;
        // With a chip picked, the box or its BEHIND circle takes the back bet.
        view.circle.on('pointertap', () => o.onCircle(seat, 'behind'));
        view.side?.on('pointertap', () => o.onCircle(seat, 'behind'));
        if (view.side) expose(`bj.behind.${seat}`, view.side, () => t('bj.seat.behindLabel', { seat }), o.betting);
        continue;
      }
      view.circle.on('pointertap', () => o.onCircle(seat, 'main'));
      view.side?.on('pointertap', () => o.onCircle(seat, 'perfectPairs'));
      expose(`bj.seat.${seat}`, view.circle, () => t('bj.seat.label', { seat }), o.betting);
      if (view.side) expose(`bj.pairs.${seat}`, view.side, () => t('bj.seat.pairs'), o.betting);
    }
    this.root.addChild(this.dealer);
    this.controls = new BlackjackControls(
      t,
      this.chips,
      rules.chips,
      o.chipLabel,
      o.onChip,
      o.onCommand,
      o.invalidate,
      o.money,
    );
    this.hud = new Hud(o.hud);
    this.root.addChild(this.controls, this.flightLayer, this.hud);
    // What changes in a round, each its own render group: a card dealt to one seat rebuilds the
    // draw list of that seat only, not of the whole table.
    for (const layer of [...this.seats.values(), this.dealer, this.controls, this.flightLayer, this.hud])
      layer.isRenderGroup = true;
    expose('bj.message', this.message, () => this.message.text);
  }

  resize(w: number, h: number): void {
    const rules = this.o.rules;
    this.hud.resize(w);
    const sideCircles = rules.perfectPairs || (rules.betBehind && rules.otherPlayers > 0);
    const l = tableLayout(w, h, rules.seats + rules.otherPlayers, sideCircles, this.hud.barHeight);
    this.layout = l;
    this.felt.resize(w, l.felt.height);
    const lines = feltLines(rules, this.o.t, this.o.chipLabel).slice(0, l.printLines);
    if (lines.join('\n') !== this.printed) {
      this.printed = lines.join('\n');
      this.felt.setPrintedText(lines);
    }
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
    this.placeMessage();
  }

  placeDealer(): void {
    const l = this.layout;
    if (!l) return;
    const n = Math.max(2, this.dealer.cards.length);
    // The dealer's cards spread wide, narrowing as they fill the room between tray and shoe.
    const cw = 100 * l.cardScale;
    const room = l.dealer.width - cw;
    this.dealer.setCardScale(l.cardScale, Math.min(0.62, room / cw / (n - 1)));
    // centred in the dealer's row (on a short phone the row moves over by the tray, the message beside it)
    const centre = l.dealer.x + l.dealer.width / 2;
    this.dealer.position.set(centre - this.dealer.widthFor(n) / 2, l.dealer.y + (140 * l.cardScale) / 2 + l.dealerHead);
    if (l.dealerHead >= 40) this.dealerLabel.position.set(centre - this.dealerLabel.width / 2, l.dealer.y - 6);
    // a short screen: the label goes beside the total instead of over it
    else this.dealerLabel.position.set(centre - 40 - this.dealerLabel.width, l.dealer.y + 6);
  }

  /** Centres the message in its box, its type smaller when a long one (a void, in Greek) would spill over the felt's print. */
  protected override placeMessage(): void {
    const l = this.layout;
    if (!l) return;
    let size = l.orientation === 'portrait' ? 16 : 18;
    this.message.style.fontSize = size;
    while (this.message.height > l.message.height + 2 && size > 11) this.message.style.fontSize = --size;
    centreIn(this.message, l.message);
  }

  setFourColour(on: boolean): void {
    this.dealer.setFourColour(on);
    for (const seat of this.seats.values()) seat.setFourColour(on);
    this.o.invalidate();
  }

  /** The cards now on the table (null: face down), for tests and the reload check. */
  shownCards(): { dealer: (Card | null)[]; seats: Record<number, (Card | null)[][]> } {
    const seats: Record<number, (Card | null)[][]> = {};
    for (const [n, s] of this.seats) seats[n] = s.hands.map((h) => h.cards.map((c) => (c.faceUp ? c.card : null)));
    return { dealer: this.dealer.cards.map((c) => (c.faceUp ? c.card : null)), seats };
  }

  override destroy(): void {
    super.destroy();
    this.cards.destroy();
  }
}
