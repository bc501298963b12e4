/** The blackjack engine's public surface: rules, hand arithmetic, round steps and the player view. */

export { recommendForHand, recommendMove, strategyFor } from './advice';
export { playDealer } from './dealer';
export * from './hand';
export {
  canDouble,
  canHit,
  canSplit,
  canStand,
  canSurrender,
  INSURANCE_UNIT,
  type InsuranceChoice,
  insuranceAmountAllowed,
  insuranceAmountOf,
  insuranceChoice,
  insuranceChoiceOf,
  insuranceOffer,
  isLegalChoice,
  legalMask,
  legalMoves,
  MOVE,
} from './legal';
export { decide } from './moves';
export { type Chooser, playRound, type RoundResult, simulateRounds } from './play';
export { type BlackjackProblem, BlackjackRuleError, describeBlackjack, legalText, type Spot } from './problems';
export { backBetProblem, betsProblem, type SeatBet, startRound, startRoundWith, validateBets } from './round';
export * from './rules';
export { completeSafely, safestMove } from './safest';
export { insuranceCost, mainReturn } from './settle';
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
export { type PublicRound, publicView } from './view';
