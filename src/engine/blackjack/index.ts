/** The blackjack engine's public surface: rules, hand arithmetic, round steps and the player view. */

export { recommendForHand, recommendMove, strategyFor } from './advice';
export { playDealer } from './dealer';
export * from './hand';
export {
  type InsuranceChoice,
  insuranceAmountAllowed,
  insuranceAmountOf,
  insuranceChoice,
  insuranceChoiceOf,
  isLegalChoice,
  legalMoves,
} from './legal';
export { decide } from './moves';
export { playRound, simulateRounds } from './play';
export { type BlackjackProblem, BlackjackRuleError, legalText, type Spot } from './problems';
export { betsProblem, type SeatBet, startRound, startRoundWith, validateBets } from './round';
export * from './rules';
export { completeSafely, safestMove } from './safest';
export { mainReturn } from './settle';
export * from './state';
export {
  actTableRound,
  decisionStake,
  illegalChoiceProblem,
  openTableRound,
  otherPlayersBets,
  playerAsked,
  playerReturned,
  playerStaked,
  type TableRound,
  tableBetsProblem,
  tableRound,
  turnSeat,
} from './table';
export { tierOfRules } from './tier';
export { type PublicRound, publicView } from './view';
