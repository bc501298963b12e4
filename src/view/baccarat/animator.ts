/**
 * Plays a baccarat step's events on the table: the four cards slide from the shoe face down
 * (Player, Banker, Player, Banker) and are turned over hand by hand; a third card is announced,
 * dealt and turned with a pause a player can follow; the result lights the winning hand and area.
 * Timings are LOOK.md's at normal speed, multiplied by the speed-play scale; every motion ends on
 * the clock, so a slow device plays rounds at the same pace.
 */
import type { TableauEvent } from '../../engine/baccarat/tableau';
import type { Card } from '../../engine/shared/cards';
import type { EffectName } from '../../platform/audio/audio';
import { slideFromShoe, sweepCards } from '../kit/cards/card-moves';
import type { CardSprite } from '../kit/cards/cards';
import { flip, timer } from '../kit/stage/motion';
import type { BaccaratHandView } from './hand-view';

export interface AnimatorParts {
  hands: Record<'player' | 'banker', BaccaratHandView>;
  /** The shoe's mouth in global coordinates. */
  shoeMouth(): { x: number; y: number };
  speed(): number;
  sound(name: EffectName): void;
  hold(key: string): void;
  release(key: string): void;
  /** Says what happens next on the message line ("Player draws a third card"). */
  say(event: 'playerDraws' | 'bankerDraws'): void;
  /** A hand's cards were turned (its first two, or its third card) and its total shown. */
  told(side: 'player' | 'banker', cards: readonly Card[], total: number, third: boolean): void;
  /** The result is in: the table lights the winner. */
  result(event: Extract<TableauEvent, { type: 'result' }>): void;
}

type CardEvent = Extract<TableauEvent, { type: 'card' }>;

export class BaccaratAnimator {
  private running = 0;

  constructor(private readonly parts: AnimatorParts) {}

  /** A pause the player can follow, scaled by speed play. */
  pause(seconds: number): Promise<void> {
    return timer(seconds * this.parts.speed());
  }

  /** Plays one dealing step's events; resolves when the table has caught up. */
  async play(events: readonly TableauEvent[]): Promise<void> {
    if (this.running++ === 0) this.parts.hold('bac.anim');
    try {
      const cards = events.filter((e): e is CardEvent => e.type === 'card');
      const first = cards.filter((e) => !e.third);
      const third = cards.filter((e) => e.third);
      if (first.length > 0) await this.dealFirst(first);
      for (const e of third) await this.dealThird(e);
      const result = events.find((e) => e.type === 'result');
      if (result && result.type === 'result') {
        this.parts.result(result);
        this.parts.sound(result.winner === 'tie' ? 'chipPlace' : 'win');
        await this.pause(0.9);
      }
    } finally {
      if (--this.running === 0) this.parts.release('bac.anim');
    }
  }

  /** Four cards face down, then each hand turned over with its total. */
  private async dealFirst(events: readonly CardEvent[]): Promise<void> {
    const k = this.parts.speed();
    const dealt: { sprite: CardSprite; event: CardEvent }[] = [];
    for (const event of events) {
      dealt.push({ sprite: await this.slide(this.parts.hands[event.to]), event });
    }
    await this.pause(0.2);
    for (const side of ['player', 'banker'] as const) {
      const mine = dealt.filter((d) => d.event.to === side);
      this.parts.sound('cardFlip');
      await Promise.all(mine.map((d) => flip(d.sprite, d.event.card, 0.2 * k)));
      const last = mine[mine.length - 1];
      if (last) {
        this.parts.hands[side].setTotal(last.event.total);
        this.parts.told(
          side,
          mine.map((d) => d.event.card),
          last.event.total,
          false,
        );
      }
      await this.pause(0.25);
    }
  }

  /** A third card: announced, dealt, turned, its hand's new total shown. */
  private async dealThird(event: CardEvent): Promise<void> {
    const k = this.parts.speed();
    this.parts.say(event.to === 'player' ? 'playerDraws' : 'bankerDraws');
    await this.pause(0.6);
    const hand = this.parts.hands[event.to];
    const sprite = await this.slide(hand);
    this.parts.sound('cardFlip');
    await flip(sprite, event.card, 0.25 * k);
    hand.setTotal(event.total);
    this.parts.told(event.to, [event.card], event.total, true);
    await this.pause(0.35);
  }

  /** A card from the shoe to its place in a hand, face down. */
  private async slide(hand: BaccaratHandView): Promise<CardSprite> {
    const sprite = hand.addCard(null, false);
    this.parts.sound('cardDeal');
    await slideFromShoe(sprite, this.parts.shoeMouth(), -0.4, 0.25 * this.parts.speed());
    return sprite;
  }

  /** The round's cards leave the table (towards the shoe, fading). */
  async sweep(cards: readonly CardSprite[]): Promise<void> {
    if (cards.length === 0) return;
    const k = this.parts.speed();
    const target = this.parts.shoeMouth();
    this.parts.hold('bac.sweep');
    try {
      await sweepCards(cards, target, k);
    } finally {
      this.parts.release('bac.sweep');
    }
  }
}
