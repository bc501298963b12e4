/** The blackjack round port's types: the player's seat bets, decisions, the table round it answers with. */
import type { Choice, RoundEvent, SeatBet, TableRound } from '../../engine/blackjack/index';
import type { RoundPort, RoundStep } from '../round-port';

export type BlackjackBets = readonly SeatBet[];
export type BlackjackPort = RoundPort<BlackjackBets, Choice, TableRound, RoundEvent>;
export type BlackjackStep = RoundStep<TableRound, RoundEvent>;
