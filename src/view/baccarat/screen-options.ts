/** What the baccarat screen is given by its game module (index.ts), and the HUD's share of it. */
import type { Minor } from '../../engine/shared/money';
import type { EffectName } from '../../platform/audio/audio';
import type { Translate } from '../../platform/i18n';
import type { HudOptions } from '../../ui/hud';
import type { BaccaratSession } from './session';

export interface BaccaratScreenOptions {
  session: BaccaratSession;
  t: Translate;
  money: (minor: Minor) => string;
  chipLabel: (minor: Minor) => string;
  resolution: number;
  invalidate: () => void;
  hold: (key: string) => void;
  release: (key: string) => void;
  speed: () => number;
  fourColour: () => boolean;
  roadsShown: () => boolean;
  sound: (name: EffectName) => void;
  balance: () => Minor;
  canRebuy: () => boolean;
  onLobby: (() => void) | null;
  onHistory: () => void;
  onRules: () => void;
  onSettings: () => void;
  onRebuy: () => void;
  /** The roads panel's close button: turns the baccarat history setting off. */
  onCloseRoads: () => void;
  onMessage: (text: string) => void;
  /** Says something in the live region (cards dealt, totals, the winning number). */
  announce: (text: string) => void;
}

/** The HUD's options: its figures, buttons and version, from the screen's. */
export function hudOptions(o: BaccaratScreenOptions): HudOptions {
  return {
    t: o.t,
    money: o.money,
    resolution: o.resolution,
    invalidate: o.invalidate,
    hold: o.hold,
    release: o.release,
    speed: o.speed,
    onLobby: o.onLobby,
    onHistory: o.onHistory,
    onRules: o.onRules,
    onSettings: o.onSettings,
    onRebuy: o.onRebuy,
    version: __APP_VERSION__,
  };
}
