import type { PaceTexts } from './en';

export const paceIt: PaceTexts = {
  'pace.wait': 'Attendi {seconds}',
};
