import type { PaceTexts } from './en';

export const paceEl: PaceTexts = {
  'pace.wait': 'Αναμονή {seconds}',
};
