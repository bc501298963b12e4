/**
 * One betting seat: its circle (glowing when it is the seat being bet on or played), the chips on
 * it, the Perfect Pairs circle where the table has it, the insurance chips, and its hands, which
 * sit side by side after a split and shrink to share the seat's width. A computer player's box at
 * a bet-behind table has a BEHIND circle in the side circle's place instead: the player's back
 * bet stands there, its own stack just outside the holder's box.
 */
import gsap from 'gsap';
import { Circle, Container, type Text } from 'pixi.js';
import type { Minor } from '../../engine/shared/money';
import { COLORS, FELT_LABEL_ALPHA } from '../../look/theme';
import type { CardAtlas } from '../kit/cards/cards';
import { type ChipAtlas, ChipStack } from '../kit/chips/chips';
import { BettingCircle } from '../kit/felt/felt';
import { growStack, whenIdle } from '../kit/stage/idle-work';
import { uiText } from '../kit/text/ui-text';
import { HandView } from './hand-view';
import { CARD_H, type SeatSpot } from './layout';
import { handSpread, nameBox } from './seat-boxes';

export class SeatView extends Container {
  readonly circle: BettingCircle;
  readonly side: BettingCircle | null;
  readonly stack: ChipStack;
  readonly sideStack: ChipStack | null;
  readonly insuranceStack: ChipStack;
  /** The player's back bet on this box (a computer player's box at a bet-behind table), else null. */
  readonly behindStack: ChipStack | null;
  /** Winnings paid next to the bet at settlement. */
  readonly payStack: ChipStack;
  readonly hands: HandView[] = [];
  /** Hands the seat no longer shows (a round over, a split undone), kept for its next hands. */
  private readonly spareHands: HandView[] = [];
  private readonly handLayer = new Container();
  private readonly sideLabel: Text | null;
  private spot: SeatSpot | null = null;
  /** A computer player's name under its circle (null: the player's own seat). */
  private nameLabel: Text | null = null;
  /** What the name label says: a computer player's name, or a shared box's holder's words. */
  private computerName: string | null = null;
  private holderWords: readonly string[] = [];
  private baseScale = 1;
  /** The back bet's stack has its own place (a shared table), not the side circle. */
  private readonly backBetSpot: boolean;
  /** Stops the idle growing of the stacks (see idle-work.ts). */
  private readonly stopGrowing: () => void;

  constructor(
    readonly seat: number,
    private readonly atlas: CardAtlas,
    chips: ChipAtlas,
    denominations: readonly Minor[],
    formatTotal: (m: Minor) => string,
    sideBet: boolean,
    sideLabel: string,
    private fourColour: boolean,
    /** The side circle is the back bet's spot (labelled `sideLabel`), not Perfect Pairs. */
    behindSpot = false,
    /** A shared table's box: Perfect Pairs beside it and a back bet's stack on its other side. */
    backBets = false,
  ) {
    super();
    this.circle = new BettingCircle(40, String(seat));
    this.side = sideBet ? new BettingCircle(24) : null;
    this.sideLabel = sideBet
      ? uiText(sideLabel, { fontSize: 9, fontWeight: '700', letterSpacing: 1, fill: COLORS.cream })
      : null;
    if (this.sideLabel) this.sideLabel.alpha = FELT_LABEL_ALPHA;
    this.stack = new ChipStack(chips, denominations, formatTotal, 40);
    this.sideStack = sideBet && !behindSpot ? new ChipStack(chips, denominations, formatTotal, 28) : null;
    this.behindStack =
      (sideBet && behindSpot) || backBets ? new ChipStack(chips, denominations, formatTotal, 28) : null;
    this.backBetSpot = backBets;
    this.insuranceStack = new ChipStack(chips, denominations, formatTotal, 28);
    this.payStack = new ChipStack(chips, denominations, formatTotal, 40);
    this.addChild(this.circle);
    if (this.side) this.addChild(this.side);
    if (this.sideLabel) this.addChild(this.sideLabel);
    this.addChild(this.handLayer, this.stack, this.payStack, this.insuranceStack);
    if (this.sideStack) this.addChild(this.sideStack);
    if (this.behindStack) this.addChild(this.behindStack);
    // the stacks' chips and totals are made in idle time, not when a round's payout first grows them
    const stacks = [this.stack, this.payStack, this.insuranceStack, this.sideStack, this.behindStack];
    let reserved = 0;
    this.stopGrowing = whenIdle(() => {
      if (this.destroyed) return false;
      if (reserved < 2) {
        // two hands in reserve, hidden in the hand layer: a round's hand and a split's new hand
        // are not made mid-round
        reserved++;
        const spare = new HandView(this.atlas, this.fourColour);
        this.retire(spare);
        this.handLayer.addChild(spare);
        return true;
      }
      const next = stacks.shift();
      if (next) growStack(next, denominations);
      return stacks.length > 0;
    });
    this.circle.eventMode = 'static';
    this.circle.cursor = 'pointer';
    if (this.side) {
      this.side.eventMode = 'static';
      this.side.cursor = 'pointer';
    }
  }

  /**
   * A computer player's seat: its name shows under it, and its circles take no taps unless the
   * player may bet behind it (`takesBehind`).
   */
  markComputer(name: string, takesBehind = false): void {
    for (const c of [this.circle, this.side]) {
      if (!c || takesBehind) continue;
      c.eventMode = 'none';
      c.cursor = 'default';
    }
    this.nameLabel = uiText(name, { fontSize: 11, fontWeight: '700', letterSpacing: 1, fill: COLORS.cream });
    this.nameLabel.alpha = FELT_LABEL_ALPHA;
    this.computerName = name;
    this.addChildAt(this.nameLabel, 1);
    if (this.spot) this.placeName([name]);
  }

  /**
   * A shared table's box: its holder's name under it, cut to the room between two boxes (the
   * player's own in brass: `own` is what it says then, the longest of its words that fits), or
   * nothing while it is free.
   */
  setHolder(name: string | null, own: readonly string[] | null): void {
    if (!this.nameLabel) {
      this.nameLabel = uiText('', { fontSize: 11, fontWeight: '700', letterSpacing: 1, fill: COLORS.cream });
      this.addChildAt(this.nameLabel, 1);
    }
    this.holderWords = own ?? (name === null ? [''] : [name]);
    this.nameLabel.style.fill = own ? COLORS.brassLight : COLORS.cream;
    this.nameLabel.alpha = own ? 1 : FELT_LABEL_ALPHA;
    this.placeName(this.holderWords);
  }

  /**
   * The name under the circle in the room the layout gives it: the longest of `words` that fits,
   * its type smaller (down to 8 px) before it is cut short.
   */
  private placeName(words: readonly string[]): void {
    const label = this.nameLabel;
    if (!label) return;
    const spot = this.spot;
    const room = spot ? spot.nameSpan.right - spot.nameSpan.left : 120;
    let size = 11;
    label.style.fontSize = size;
    label.text = words.find((w) => fits(label, w, room)) ?? words[words.length - 1] ?? '';
    while (label.width > room && size > 8) label.style.fontSize = --size;
    while (label.width > room && label.text.length > 4) label.text = `${label.text.slice(0, -2)}…`;
    if (spot) {
      const box = nameBox(spot, label.width);
      label.position.set(box.x, box.y);
    }
  }

  layout(spot: SeatSpot, cardScale: number): void {
    this.spot = spot;
    this.baseScale = cardScale;
    const r = spot.radius;
    this.circle.position.set(spot.circle.x, spot.circle.y);
    this.circle.scale.set(r / 40);
    // at least a 44 px target whatever the circle's drawn size
    this.circle.hitArea = new Circle(0, 0, Math.max(40, (24 * 40) / r));
    this.placeName(this.computerName === null ? this.holderWords : [this.computerName]);
    this.stack.position.set(spot.circle.x, spot.circle.y + r * 0.25);
    this.stack.scale.set(r / 40);
    this.stack.setLabelSide(spot.mirror ? 'left' : 'right');
    // winnings are paid beside the bet, on the side away from its total, their total under them
    // and over the name (layout.ts)
    this.payStack.position.set(spot.pay.x, spot.pay.y);
    this.payStack.setLabelSide('below');
    this.payStack.scale.set(r / 40);
    this.insuranceStack.position.set(spot.insurance.x, spot.insurance.y);
    this.insuranceStack.scale.set(spot.insuranceScale);
    this.insuranceStack.setLabelSide('below');
    if (this.side && spot.side) {
      this.side.position.set(spot.side.x, spot.side.y);
      this.side.scale.set(spot.sideRadius / 24);
      this.side.hitArea = new Circle(0, 0, Math.max(24, (23 * 24) / spot.sideRadius));
      for (const stack of [this.sideStack, this.backBetSpot ? null : this.behindStack]) {
        stack?.position.set(spot.side.x, spot.side.y + spot.sideRadius * 0.2);
        stack?.scale.set(spot.sideRadius / 24);
      }
      // A shared table's back bet: on the box's other side, mirroring Perfect Pairs.
      // (A phone held upright has Perfect Pairs under the box: the back bet goes between two of those.)
      if (this.backBetSpot && this.behindStack) {
        const under = Math.abs(spot.side.x - spot.circle.x) < r / 2;
        const x = under ? spot.side.x - spot.sideRadius * 1.95 : 2 * spot.circle.x - spot.side.x;
        this.behindStack.position.set(x, spot.side.y + spot.sideRadius * 0.2);
        this.behindStack.scale.set((spot.sideRadius / 24) * (under ? 0.75 : 1));
        this.behindStack.setLabelSide(under ? 'below' : spot.side.x > spot.circle.x ? 'left' : 'right');
      }
      if (this.sideLabel) {
        this.sideLabel.position.set(spot.side.x - this.sideLabel.width / 2, spot.side.y + spot.sideRadius + 1);
      }
    }
    this.placeHands(false);
  }

  ensureHands(count: number): void {
    while (this.hands.length < count) this.insertHand(this.hands.length);
    while (this.hands.length > count) {
      const hand = this.hands.pop();
      if (hand) this.retire(hand);
    }
  }

  /**
   * An empty hand at `index` (a split puts the new hand right after the one it came from): one
   * the seat showed before when it has one, else a new one.
   */
  insertHand(index: number): HandView {
    let hand = this.spareHands.pop();
    if (!hand) {
      hand = new HandView(this.atlas, this.fourColour);
    }
    hand.visible = true;
    hand.setFourColour(this.fourColour);
    hand.setCardScale(this.baseScale);
    this.hands.splice(index, 0, hand);
    this.handLayer.addChild(hand);
    return hand;
  }

  /** Spreads the hands over the seat's width (seat-boxes.ts, handSpread), animated or at once. */
  placeHands(animate: boolean, cardsPerHand?: readonly number[]): void {
    const spot = this.spot;
    if (!spot) return;
    const counts = cardsPerHand ?? this.hands.map((h) => Math.max(2, h.cards.length));
    const { scale, lefts } = handSpread(spot.hands, spot.circle.x, this.baseScale, counts);
    const y = spot.hands.y + spot.hands.height - (CARD_H * scale) / 2;
    this.hands.forEach((hand, i) => {
      hand.setCardScale(scale);
      const x = lefts[i] ?? spot.circle.x;
      if (animate) {
        gsap.to(hand.position, { x, y, duration: 0.25, ease: 'power2.out' });
      } else hand.position.set(x, y);
    });
  }

  setFourColour(on: boolean): void {
    this.fourColour = on;
    for (const h of this.hands) h.setFourColour(on);
  }

  /**
   * Off the felt and kept for the seat's next hands: emptied, still, at rest, and hidden in the
   * hand layer (the scene keeps it, and frees it with the seat).
   */
  private retire(hand: HandView): void {
    hand.clear();
    gsap.killTweensOf(hand.position);
    hand.position.set(0, 0);
    hand.visible = false;
    this.spareHands.push(hand);
  }

  setActive(on: boolean): void {
    this.circle.setActive(on);
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.stopGrowing();
    super.destroy(options);
  }

  clearCards(): void {
    for (const h of this.hands) h.clear();
    this.ensureHands(0);
  }
}

/** Whether `text` fits `room` px in the label's style. */
function fits(label: Text, text: string, room: number): boolean {
  label.text = text;
  return label.width <= room;
}
