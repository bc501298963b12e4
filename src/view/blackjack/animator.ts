/**
 * Plays a step's engine events on the table with GSAP: cards slide from the shoe and turn over,
 * the hole card flips at the dealer's turn, split hands part, chips move on doubles, insurance
 * and settlements. Each promise resolves when its motion ends; the screen sends `anim.done` after
 * the last one. Timings are LOOK.md's at normal speed, multiplied by the speed-play scale.
 */
import type { RoundEvent } from '../../engine/blackjack/index';
import type { Card } from '../../engine/shared/cards';
import type { EffectName } from '../../platform/audio/audio';
import { slideFromShoe, sweepCards } from '../kit/cards/card-moves';
import type { CardSprite } from '../kit/cards/cards';
import { flip, timer, tween } from '../kit/stage/motion';
import type { HandView } from './hand-view';
import type { Point } from './layout';
import type { SeatView } from './seat-view';

export interface TableParts {
  dealer: HandView;
  seat(seat: number): SeatView | undefined;
  /** The shoe's mouth and the discard tray, in global (canvas) coordinates. */
  shoeMouth(): Point;
  discard(): Point;
  /** Time scale: 1 at normal speed, about a third in speed play. */
  speed(): number;
  sound(name: EffectName): void;
  /** Keeps the render loop running while motion plays. */
  hold(key: string): void;
  release(key: string): void;
  /** Called before each event (a computer player's turn takes its time there). */
  before(event: RoundEvent): Promise<void> | void;
  /** Called after each event so totals, badges, chips and messages follow the cards. */
  after(event: RoundEvent): Promise<void> | void;
}

const wait = (seconds: number): Promise<void> => timer(seconds);

export class Animator {
  private running = 0;

  constructor(private readonly parts: TableParts) {}

  /** Plays the events in order; resolves when the table has caught up. */
  async play(events: readonly RoundEvent[]): Promise<void> {
    if (this.running++ === 0) this.parts.hold('bj.anim');
    try {
      for (const event of events) {
        await this.parts.before(event);
        await this.one(event);
        await this.parts.after(event);
      }
    } finally {
      if (--this.running === 0) this.parts.release('bj.anim');
    }
  }

  /** A pause the player can follow (results, the dealer's decisions). */
  pause(seconds: number): Promise<void> {
    return wait(seconds * this.parts.speed());
  }

  private handOf(to: { seat: number; hand: number } | 'dealer'): HandView | null {
    if (to === 'dealer') return this.parts.dealer;
    const seat = this.parts.seat(to.seat);
    if (!seat) return null;
    seat.ensureHands(to.hand + 1);
    return seat.hands[to.hand] ?? null;
  }

  private async one(event: RoundEvent): Promise<void> {
    const k = this.parts.speed();
    switch (event.type) {
      case 'card.dealt': {
        const hand = this.handOf(event.to);
        if (!hand) return;
        if (event.to !== 'dealer') this.parts.seat(event.to.seat)?.placeHands(false);
        await this.deal(hand, event.card, !event.faceDown, k);
        return;
      }
      case 'hole.revealed': {
        const card = this.parts.dealer.cards[1];
        this.parts.sound('cardFlip');
        if (card) await flip(card, event.card, 0.2 * k);
        return;
      }
      case 'hand.split': {
        const seat = this.parts.seat(event.seat);
        if (!seat) return;
        const from = seat.hands[event.hand];
        const moved = from?.takeLast();
        const fresh = seat.insertHand(event.hand + 1);
        if (moved) fresh.adopt(moved);
        this.parts.sound('chipPlace');
        seat.placeHands(false);
        if (moved) {
          const slot = fresh.slot(0);
          await tween(moved.position, { x: slot.x, y: slot.y, duration: 0.25 * k, ease: 'power2.out' });
        }
        return;
      }
      case 'hand.doubled':
      case 'insurance.taken':
      case 'behind.matched':
        this.parts.sound('chipPlace');
        await wait(0.15 * k);
        return;
      case 'dealer.peeked':
        await wait(0.35 * k);
        return;
      case 'bet.settled':
        if (event.returned > event.bet) this.parts.sound(event.outcome === 'blackjack' ? 'blackjack' : 'chipsPaid');
        await wait(0.12 * k);
        return;
      case 'dealer.stood':
        await wait(0.3 * k);
        return;
      default:
        return;
    }
  }

  /** A card from the shoe to its place in a hand, turned face up on arrival unless it stays down. */
  private async deal(hand: HandView, card: Card | null, faceUp: boolean, k: number): Promise<void> {
    const sprite = hand.addCard(null, false);
    this.parts.sound('cardDeal');
    await slideFromShoe(sprite, this.parts.shoeMouth(), -0.5, 0.25 * k);
    if (faceUp && card) {
      this.parts.sound('cardFlip');
      await flip(sprite, card, 0.2 * k);
    }
  }

  /** Sweeps every card on the table into the discard tray. */
  async sweep(cards: readonly CardSprite[]): Promise<void> {
    if (cards.length === 0) return;
    this.parts.hold('bj.sweep');
    await sweepCards(cards, this.parts.discard(), this.parts.speed(), { rotation: 0.4 });
    this.parts.release('bj.sweep');
  }
}
