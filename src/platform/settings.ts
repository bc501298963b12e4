/**
 * The player's settings (issue 7): sound on/off and volume, sound effects, background music,
 * speed play, the baccarat history panel and the four-colour deck (LOOK.md). Persisted through the
 * typed store; a corrupt or older record is reported and replaced by the defaults.
 *
 * Speed has layers: the saved setting, overridden for the session by the `speed` launch
 * parameter, overridden live by the lobby's `turbo` message. A player who asks the system for
 * reduced motion starts in fast mode with the big motions toned down. Speed scales animations and
 * pauses only, never rules.
 */
import { isRecord, type TypedStore } from './storage';

export type Speed = 'normal' | 'fast';

export interface Settings {
  sound: boolean;
  /** Master volume, 0–1 in steps of 0.1. */
  volume: number;
  effects: boolean;
  music: boolean;
  speed: Speed;
  /** Baccarat: show the round-by-round history (sheet 001's "baccarat history"). */
  baccaratHistory: boolean;
  /** Diamonds blue and clubs green, for players who tell red from black poorly. */
  fourColourDeck: boolean;
  /** Blackjack: computer players take the seats a one-seat table leaves empty (issue 8). */
  computerPlayers: boolean;
  /**
   * Blackjack bet behind: the player's last answer to "match the double / split?", which the next
   * question preselects (sheet 002's back bettor is asked each time; the table remembers the answer).
   */
  behindMatch: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  sound: true,
  volume: 0.7,
  effects: true,
  music: false,
  speed: 'normal',
  baccaratHistory: true,
  fourColourDeck: false,
  computerPlayers: true,
  behindMatch: false,
};

const KEY = 'settings';
const VERSION = 1;

/** Time scale of every animation and pause at a speed: fast play cuts each to about a third. */
export const TIME_SCALE: Record<Speed, number> = { normal: 1, fast: 1 / 3 };

const isSpeed = (v: unknown): v is Speed => v === 'normal' || v === 'fast';

function isSettings(data: unknown): data is Settings {
  if (!isRecord(data)) return false;
  const d = data as Record<string, unknown>;
  return (
    typeof d.sound === 'boolean' &&
    typeof d.volume === 'number' &&
    d.volume >= 0 &&
    d.volume <= 1 &&
    typeof d.effects === 'boolean' &&
    typeof d.music === 'boolean' &&
    isSpeed(d.speed) &&
    typeof d.baccaratHistory === 'boolean' &&
    typeof d.fourColourDeck === 'boolean' &&
    // added later: a record saved before it keeps its settings and takes the default
    (d.computerPlayers === undefined || typeof d.computerPlayers === 'boolean') &&
    (d.behindMatch === undefined || typeof d.behindMatch === 'boolean')
  );
}

/** Refuses a change that is not a setting or not a valid value, naming it. */
function validatePatch(patch: Record<string, unknown>): Partial<Settings> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in DEFAULT_SETTINGS)) throw new RangeError(`unknown setting "${key}"`);
    const probe = { ...DEFAULT_SETTINGS, [key]: value };
    if (!isSettings(probe)) throw new RangeError(`setting "${key}" cannot be ${JSON.stringify(value)}`);
    out[key] = key === 'volume' ? Math.round((value as number) * 10) / 10 : value;
  }
  return out as Partial<Settings>;
}

export interface SettingsEnvironment {
  prefersReducedMotion: boolean;
  /** The `speed` launch parameter, when it was given. */
  launchSpeed: Speed | null;
}

export class SettingsStore {
  private current: Settings;
  private turbo: boolean | null = null;
  private launchSpeed: Speed | null;
  private speedPlayAllowed = true;
  private readonly listeners = new Set<(s: Settings) => void>();
  /** Motion is toned down (no big sweeps) for players who asked their system for less motion. */
  readonly reducedMotion: boolean;

  constructor(
    private readonly store: TypedStore,
    env: SettingsEnvironment,
  ) {
    this.reducedMotion = env.prefersReducedMotion;
    this.launchSpeed = env.launchSpeed;
    const saved = store.read(KEY, VERSION, isSettings);
    if (saved.status === 'ok') this.current = { ...DEFAULT_SETTINGS, ...saved.data };
    else {
      if (saved.status !== 'missing') {
        store.report({ code: 'storage-reset', key: KEY, status: saved.status, reason: saved.reason });
      }
      this.current = { ...DEFAULT_SETTINGS, speed: env.prefersReducedMotion ? 'fast' : 'normal' };
    }
  }

  get(): Readonly<Settings> {
    return this.current;
  }

  /** Changes and saves settings; refuses unknown keys and bad values, leaving everything as it was. */
  update(patch: Record<string, unknown>): Readonly<Settings> {
    const valid = validatePatch(patch);
    this.current = { ...this.current, ...valid };
    this.store.write(KEY, VERSION, this.current);
    // A player who picks a speed takes it back from the launch parameter for this session.
    if ('speed' in valid) this.launchSpeed = null;
    this.emit();
    return this.current;
  }

  /**
   * The lobby's `turbo { on }` message: overrides the speed until the next message. Refused
   * (false) where the jurisdiction forbids speed play.
   */
  setTurbo(on: boolean): boolean {
    if (!this.speedPlayAllowed) return false;
    this.turbo = on;
    this.emit();
    return true;
  }

  /**
   * The jurisdiction forbids speed play (UK RTS 14E): every animation runs at normal speed,
   * whatever was saved, launched or asked for; the saved choice is kept for other sessions.
   */
  forbidSpeedPlay(): void {
    this.speedPlayAllowed = false;
    this.turbo = null;
    this.emit();
  }

  /** Whether speed play is offered (the settings panel shows its choice). */
  get speedPlay(): boolean {
    return this.speedPlayAllowed;
  }

  /** The speed animations run at now: turbo, else the launch parameter, else the saved setting. */
  get speed(): Speed {
    if (!this.speedPlayAllowed) return 'normal';
    if (this.turbo !== null) return this.turbo ? 'fast' : 'normal';
    return this.launchSpeed ?? this.current.speed;
  }

  get timeScale(): number {
    return TIME_SCALE[this.speed];
  }

  onChange(listener: (s: Settings) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const l of [...this.listeners]) l(this.current);
  }
}
