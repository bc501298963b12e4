/**
 * English texts of the wait between rounds (the jurisdiction's least time from one round's start
 * to the next's): the source of their keys. The label replaces DEAL / PLACE BET while it waits,
 * drawn in capitals.
 */
export const paceEn = {
  'pace.wait': 'Wait {seconds}',
} as const;

export type PaceTexts = Record<keyof typeof paceEn, string>;
