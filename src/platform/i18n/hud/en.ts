/** English texts of the HUD bar and the history / recall panel: the source of its keys (merged into the core dictionary). */
export const hudEn = {
  'hud.balance': 'BALANCE',
} as const;

export type HudTexts = Record<keyof typeof hudEn, string>;
