import type { BlackjackTexts } from './en';

export const blackjackFi: BlackjackTexts = {
  'bj.dealer': 'JAKAJA',
};
