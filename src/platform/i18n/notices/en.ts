/** English texts of the refusals every table may say (ui/notices.ts): the source of their keys. */
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
  'notice.unavailable': 'The table could not be reached. Please try again.',
  'notice.unsaved': 'The browser’s storage is full or blocked: nothing was bet. Free some space and try again.',
  'notice.void': 'A malfunction voided the round: every stake was returned.',
} as const;

export type NoticeTexts = Record<keyof typeof noticesEn, string>;
