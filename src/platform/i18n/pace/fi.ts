import type { PaceTexts } from './en';

export const paceFi: PaceTexts = {
  'pace.wait': 'Odota {seconds}',
};
