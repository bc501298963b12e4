/** What history keeps of a finished blackjack round (platform/round-records.ts says what). */
import type { RoundState } from '../../engine/blackjack/index';
import { blackjackRecorded } from '../../platform/round-records';

export function roundRecord(round: RoundState, playerSeats: number) {
  return blackjackRecorded(round.seats, round.dealer.cards, playerSeats);
}
