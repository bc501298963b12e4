import type { BlackjackTexts } from './en';

export const blackjackEl: BlackjackTexts = {
  'bj.dealer': 'ΝΤΙΛΕΡ',
};
