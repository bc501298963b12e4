import type { HudTexts } from './en';

export const hudFi: HudTexts = {
  'hud.balance': 'SALDO',
};
