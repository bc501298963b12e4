/**
 * Chips in motion: a chip from the tray to the circle it was bet on, winnings from the dealer's
 * rack to the seat, lost stakes to the rack, and at the end of a round what the player keeps
 * into the balance. LOOK.md: chips fly ~350 ms, ease out, no bounce on money.
 */
import { type Container, Point } from 'pixi.js';
import type { RoundEvent } from '../../engine/blackjack/index';
import type { Minor } from '../../engine/shared/money';
import type { BlackjackTableView } from '../../machines/blackjack/view';
import type { EffectName } from '../../platform/audio/audio';
import { ChipFlyer, type ChipFlyerOptions } from '../kit/chips/chip-flyer';
import type { SeatView } from './seat-view';
import { stakesOf } from './table-sync';

export interface FlightOptions extends Omit<ChipFlyerOptions, 'key' | 'landed'> {
  sound: (name: EffectName) => void;
}

export type BetSpot = 'main' | 'perfectPairs' | 'behind';

const spotKey = (seat: number, spot: BetSpot): string => `${seat}:${spot}`;

export class ChipFlights {
  private readonly flyer: ChipFlyer;

  constructor(private readonly o: FlightOptions) {
    this.flyer = new ChipFlyer({ ...o, key: 'bj.chips' });
    // the end of a round flies every seat's chips home at once
    this.flyer.reserve(6, 40);
  }

  /** A chip bet on a seat's spot: it flies from the tray, and the spot's stack counts it on landing. */
  place(amount: Minor, from: Point, to: Point, seat: number, spot: BetSpot): Promise<void> {
    return this.flyer.fly(amount, from, to, { endAlpha: 1, size: 40, spot: spotKey(seat, spot) });
  }

  /** What is still flying to a seat's spot. */
  airborne(seat: number, spot: BetSpot): Minor {
    return this.flyer.airborne(spotKey(seat, spot));
  }

  /** The bets changed other than by a chip placed (undo, clear, a rebet, a deal). */
  forget(): void {
    this.flyer.forget();
  }

  /** Flies `amount` in chips between two global points; resolves on arrival. */
  fly(amount: Minor, from: Point, to: Point, options: { fade?: boolean; size?: number } = {}): Promise<void> {
    return this.flyer.fly(amount, from, to, { endAlpha: options.fade ? 0 : 1, size: options.size ?? 40 });
  }

  /**
   * A settled bet: the lost part goes to the dealer's rack, winnings come from it to the seat (a
   * back bet's onto its own stack: they are the player's, not the box holder's).
   */
  async settle(event: Extract<RoundEvent, { type: 'bet.settled' }>, seat: SeatView, rack: Point): Promise<void> {
    const source =
      event.kind === 'main'
        ? seat.stack
        : event.kind === 'insurance'
          ? seat.insuranceStack
          : event.kind === 'behind'
            ? seat.behindStack
            : seat.sideStack;
    const lost = Math.max(0, event.bet - event.returned);
    const won = Math.max(0, event.returned - event.bet);
    if (lost > 0 && source) {
      const from = ChipFlights.centre(source);
      source.setAmount(Math.max(0, source.amount - lost));
      await this.fly(lost, from, rack, { fade: true });
    }
    if (won > 0) {
      this.o.sound('chipsPaid');
      const pay = event.kind === 'behind' && seat.behindStack ? seat.behindStack : seat.payStack;
      await this.fly(won, rack, ChipFlights.centre(pay));
      pay.setAmount(pay.amount + won);
    }
  }

  /**
   * The end of a round: every seat's chips leave the felt; what the player's seats keep (stakes
   * back and winnings) flies to the balance, and what the player's back bets keep. Computer
   * players' own chips are theirs, not the player's.
   */
  collect(seats: ReadonlyMap<number, SeatView>, view: BlackjackTableView, balance: Point): Promise<void>[] {
    const flights: Promise<void>[] = [];
    for (const [n, seat] of seats) {
      const kept = stakesOf(view.round, view, n);
      const amount = kept.main + kept.side + kept.insurance + kept.paid;
      const from = ChipFlights.centre(seat.stack);
      for (const stack of [seat.stack, seat.sideStack, seat.insuranceStack, seat.payStack]) stack?.setAmount(0);
      if (amount > 0 && n <= view.playerSeats) flights.push(this.fly(amount, from, balance, { fade: true }));
      if (seat.behindStack) {
        const back = ChipFlights.centre(seat.behindStack);
        seat.behindStack.setAmount(0);
        if (kept.behind > 0) flights.push(this.fly(kept.behind, back, balance, { fade: true }));
      }
    }
    if (flights.length > 0) this.o.sound('chipsPaid');
    return flights;
  }

  static centre(node: Container): Point {
    return node.getGlobalPosition(new Point());
  }
}
