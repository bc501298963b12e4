/**
 * Published basic strategy for 4 to 8 decks, as data: Michael Shackleford, "4-Deck to 8-Deck
 * Blackjack Strategy", The Wizard of Odds, https://wizardofodds.com/games/blackjack/strategy/4-decks/
 * (two charts: dealer stands on soft 17, dealer hits soft 17; both for double after split allowed,
 * late surrender, dealer peeks). Transcribed in the codes of HEADLESS.md. The chart shows no row for
 * fives and tens and says to "look up your hand as a hard total" where it does not split: those
 * pair cells hold the hard-total code (5-5 as hard 10, T-T as hard 20, 2-2 vs 8 as hard 4: hit).
 * Hard 5–8 and 17–21 and soft 19–21 rows the chart shows as plain hit or stand.
 */
export type Chart = Record<'hard' | 'soft' | 'pairs', Record<string, string>>;

/** Each row: the codes against dealer 2 3 4 5 6 7 8 9 T A. */
export const WIZARD_6D_S17_DAS_LS: Chart = {
  hard: {
    5: 'H H H H H H H H H H',
    6: 'H H H H H H H H H H',
    7: 'H H H H H H H H H H',
    8: 'H H H H H H H H H H',
    9: 'H D D D D H H H H H',
    10: 'D D D D D D D D H H',
    11: 'D D D D D D D D D H',
    12: 'H H S S S H H H H H',
    13: 'S S S S S H H H H H',
    14: 'S S S S S H H H H H',
    15: 'S S S S S H H H Rh H',
    16: 'S S S S S H H Rh Rh Rh',
    17: 'S S S S S S S S S S',
    18: 'S S S S S S S S S S',
    19: 'S S S S S S S S S S',
    20: 'S S S S S S S S S S',
    21: 'S S S S S S S S S S',
  },
  soft: {
    13: 'H H H D D H H H H H',
    14: 'H H H D D H H H H H',
    15: 'H H D D D H H H H H',
    16: 'H H D D D H H H H H',
    17: 'H D D D D H H H H H',
    18: 'S Ds Ds Ds Ds S S H H H',
    19: 'S S S S S S S S S S',
    20: 'S S S S S S S S S S',
    21: 'S S S S S S S S S S',
  },
  pairs: {
    2: 'P P P P P P H H H H',
    3: 'P P P P P P H H H H',
    4: 'H H H P P H H H H H',
    5: 'D D D D D D D D H H',
    6: 'P P P P P H H H H H',
    7: 'P P P P P P H H H H',
    8: 'P P P P P P P P P P',
    9: 'P P P P P S P P S S',
    T: 'S S S S S S S S S S',
    A: 'P P P P P P P P P P',
  },
};

/** The dealer-hits-soft-17 chart differs in 11 v A, 15 v A, 17 v A, soft 18 v 2, soft 19 v 6, 8-8 v A. */
export const WIZARD_6D_H17_DAS_LS: Chart = {
  hard: {
    ...WIZARD_6D_S17_DAS_LS.hard,
    11: 'D D D D D D D D D D',
    15: 'S S S S S H H H Rh Rh',
    17: 'S S S S S S S S S Rs',
  },
  soft: {
    ...WIZARD_6D_S17_DAS_LS.soft,
    18: 'Ds Ds Ds Ds Ds S S H H H',
    19: 'S S S S Ds S S S S S',
  },
  pairs: {
    ...WIZARD_6D_S17_DAS_LS.pairs,
    8: 'P P P P P P P P P Rp',
  },
};
