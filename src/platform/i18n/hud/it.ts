import type { HudTexts } from './en';

export const hudIt: HudTexts = {
  'hud.balance': 'SALDO',
};
