import type { HudTexts } from './en';

export const hudEl: HudTexts = {
  'hud.balance': 'ΥΠΟΛΟΙΠΟ',
};
