import type { BlackjackTexts } from './en';

export const blackjackIt: BlackjackTexts = {
  'bj.dealer': 'BANCO',
};
