/** Rules and paytable screen texts (English): the source of their keys. */
export const rulesEn = {
  'rules.title': 'Rules and payouts',
} as const;
