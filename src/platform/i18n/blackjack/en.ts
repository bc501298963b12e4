/** English texts of the blackjack table screen: the source of its keys (merged into the core dictionary). */
export const blackjackEn = {
  'bj.dealer': 'DEALER',
} as const;

export type BlackjackTexts = Record<keyof typeof blackjackEn, string>;
