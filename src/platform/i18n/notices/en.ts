/** English texts of the refusals every table may say (view/kit/words/notices.ts): the source of their keys. */
export const noticesEn = {
  'notice.chipUnknown': 'There is no {value} chip at this table',
  'notice.nothingToRemove': 'There is no chip there to take off',
  'notice.noSeat': 'This table has no seat {seat}',
  'notice.twoOnSeat': 'Seat {seat} has two bets',
  'notice.badAmount': 'That amount cannot be bet',
  'notice.noSideBet': 'This table has no Perfect Pairs bet',
  'notice.unknownBet': 'That is not a bet on this table',
  'notice.illegal': 'That move is not possible now',
  'notice.roundInProgress': 'A round is already being played at this table',
  'notice.roundGone': 'That round has already finished',
  'notice.tooSoon': 'The next round can start in a moment: please wait a few seconds',
  'notice.unavailable': 'The table could not be reached. Please try again.',
  'notice.unsaved': 'The browser’s storage is full or blocked: nothing was bet. Free some space and try again.',
  'notice.void': 'A malfunction voided the round: every stake was returned.',
  'notice.voidBecause': 'A malfunction voided the round ({reason}): every stake was returned, {amount}.',
  'notice.voidNothing': 'A malfunction stopped the round ({reason}): no stake was taken.',
  // Why a round was void (RULES.md "Every table"): said in the notice and in the history.
  'void.unreadable': 'the saved round could not be read back',
  'void.unplayable': 'the saved round could not be played on',
  'void.rules-error': 'an internal error in the game rules',
  'void.wallet-failure': 'the wallet kept failing to save',
  'void.overflow': 'the win was more than a balance can hold',
  'void.withdrawn': 'every bet was withdrawn before the close',
} as const;

export type NoticeTexts = Record<keyof typeof noticesEn, string>;
