/**
 * The AudioDirector: the one object the game talks to about sound. It is small and imports no
 * audio code, so main.ts can create it on the first screen; the sound engine (@pixi/sound and the
 * synthesizer, see backend.ts) downloads in its own chunk on `load()` or on the first gesture.
 *
 * Rules it keeps (issue 7, EMBEDDING.md, LOOK.md):
 * - Nothing plays before the player's first pointerdown or keydown; that gesture unlocks the
 *   AudioContext (resumed inside the event handler, as iOS requires).
 * - Mute has reasons (the sound setting, the lobby's `audio {muted}` message, ...): any one mutes.
 *   Loops stop while muted and come back, if still wanted and enabled, when all reasons are gone.
 * - Pause has reasons too (a hidden tab, the lobby's `pause`): any one suspends the AudioContext,
 *   freezing whatever plays; one-shots asked for meanwhile are dropped, not queued.
 * - Effects and music switch separately; a loop asked for while switched off starts when it is on.
 *
 * Wiring (main.ts and the screens):
 *   const audio = new AudioDirector();            // at boot: listens for the first gesture
 *   audio.applySettings(settings.get());          // and again whenever the panel changes them
 *   bridge.onCommand((m) => {
 *     if (m.type === 'audio') audio.setMuted('lobby', m.payload.muted);
 *     if (m.type === 'pause' || m.type === 'resume') audio.setPaused('lobby', m.type === 'pause');
 *   });
 *   requestIdleCallback(() => void audio.load()); // optional: else it downloads on the first gesture
 *   audio.play('cardDeal'); audio.startLoop('wheelSpin'); audio.stopLoop('wheelSpin'); ...
 */
import type { Settings } from '../settings';
import type { AudioBackend } from './backend';
import { type EffectName, LOOP_NAMES, type LoopName, SOUND_NAMES, SOUNDS } from './sounds';

export type { EffectName, LoopName } from './sounds';

/** Downloads the sound engine (a separate chunk: @pixi/sound and the synthesizer). */
const loadAudio = () => import('./backend');

export type MuteReason = 'setting' | 'lobby' | (string & {});
export type PauseReason = 'hidden' | 'lobby' | (string & {});
export type AudioSettings = Pick<Settings, 'sound' | 'volume' | 'effects' | 'music'>;

/** Where the director listens for gestures and visibility: the page's window and document. */
export interface AudioHost {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { readonly hidden: boolean };
}

export interface AudioDirectorOptions {
  host?: AudioHost;
  /** Makes the sound engine; by default @pixi/sound, downloaded on demand. */
  backend?: () => Promise<AudioBackend>;
  /** Download the engine on the first gesture if `load()` was not called before (default true). */
  loadOnGesture?: boolean;
}

export interface AudioStatus {
  loaded: boolean;
  unlocked: boolean;
  muted: boolean;
  /** Paused for some reason (hidden tab, lobby): the context is, or is being, suspended. */
  paused: boolean;
  /** The AudioContext's state, or 'unloaded' before the engine has downloaded. */
  context: string;
  volume: number;
  effects: boolean;
  music: boolean;
  /** Loops sounding now. */
  loops: LoopName[];
}

export interface PlayOptions {
  /** 0–1, on top of the sound's own level and the master volume. */
  volume?: number;
  /** Playback rate: 1 is as made; a little variation keeps repeated chips from sounding copied. */
  speed?: number;
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;
const LOOP_FADE_MS = 160;

const defaultHost = (): AudioHost | null =>
  typeof window !== 'undefined' && typeof document !== 'undefined' ? { window, document } : null;

const defaultBackend = async (): Promise<AudioBackend> => (await loadAudio()).createPixiBackend();

export class AudioDirector {
  private backend: AudioBackend | null = null;
  private loading: Promise<void> | null = null;
  private destroyed = false;
  private unlocked = false;
  private volume = 1;
  private effects = true;
  private music = true;
  private readonly muteReasons = new Set<string>();
  private readonly pauseReasons = new Set<string>();
  private readonly wanted = new Set<LoopName>();
  private readonly sounding = new Set<LoopName>();
  private readonly speeds = new Map<LoopName, number>();
  private readonly host: AudioHost | null;
  private readonly makeBackend: () => Promise<AudioBackend>;
  private readonly loadOnGesture: boolean;

  constructor(options: AudioDirectorOptions = {}) {
    this.host = options.host ?? defaultHost();
    this.makeBackend = options.backend ?? defaultBackend;
    this.loadOnGesture = options.loadOnGesture ?? true;
    if (this.host) {
      for (const type of GESTURES) this.host.window.addEventListener(type, this.onGesture, true);
      this.host.document.addEventListener('visibilitychange', this.onVisibility);
      if (this.host.document.hidden) this.pauseReasons.add('hidden');
    }
  }

  /** Downloads and starts the sound engine (once); safe to call early, e.g. when the browser idles. */
  load(): Promise<void> {
    this.loading ??= this.makeBackend().then(
      (backend) => {
        if (this.destroyed) {
          backend.destroy();
          return;
        }
        this.backend = backend;
        backend.setVolume(this.volume);
        backend.setMuted(this.muted);
        backend.onStateChange(() => this.enforceRunState());
        this.enforceRunState();
        this.syncLoops(0);
        void backend.prepare(SOUND_NAMES.filter((n) => SOUNDS[n].kind === 'effect'));
      },
      (error: unknown) => {
        this.loading = null; // a later call may try again
        throw error;
      },
    );
    return this.loading;
  }

  get muted(): boolean {
    return this.muteReasons.size > 0;
  }

  /** Plays a one-shot; false when it is not heard (locked, muted, paused, effects off, not loaded). */
  play(name: EffectName, options: PlayOptions = {}): boolean {
    const backend = this.backend;
    if (!backend || backend.state === 'closed' || !this.unlocked || this.muted || !this.effects) return false;
    if (this.pauseReasons.size > 0) return false;
    backend.play(name, options.volume ?? 1, options.speed ?? 1);
    return true;
  }

  /** Asks for a loop (wheel spin, music) until `stopLoop`; it sounds whenever sound is allowed. */
  startLoop(name: LoopName): void {
    this.wanted.add(name);
    this.syncLoops(0);
  }

  stopLoop(name: LoopName, fadeMs = LOOP_FADE_MS): void {
    this.wanted.delete(name);
    this.speeds.delete(name);
    this.syncLoops(fadeMs);
  }

  /** Changes a loop's playback rate (the wheel slowing down). */
  setLoopSpeed(name: LoopName, speed: number): void {
    this.speeds.set(name, speed);
    if (this.sounding.has(name)) this.backend?.setLoopSpeed(name, speed);
  }

  /** Master volume, 0–1. */
  setVolume(volume: number): void {
    this.volume = Math.min(1, Math.max(0, Number.isFinite(volume) ? volume : 0));
    this.backend?.setVolume(this.volume);
  }

  setEffects(on: boolean): void {
    this.effects = on;
    this.syncLoops(LOOP_FADE_MS);
  }

  setMusic(on: boolean): void {
    this.music = on;
    this.syncLoops(LOOP_FADE_MS);
  }

  /** Mutes for a reason, or lifts that reason; sound is heard only when no reason is left. */
  setMuted(reason: MuteReason, muted: boolean): void {
    if (muted) this.muteReasons.add(reason);
    else this.muteReasons.delete(reason);
    this.backend?.setMuted(this.muted);
    this.syncLoops(0);
  }

  /** Pauses for a reason (the lobby's `pause`), or lifts it; 'hidden' is tracked by the director. */
  setPaused(reason: PauseReason, paused: boolean): void {
    if (paused) this.pauseReasons.add(reason);
    else this.pauseReasons.delete(reason);
    this.enforceRunState();
  }

  /** The settings panel's sound section: sound on/off, volume, effects, music. */
  applySettings(settings: AudioSettings): void {
    this.setVolume(settings.volume);
    this.effects = settings.effects;
    this.music = settings.music;
    this.setMuted('setting', !settings.sound);
  }

  status(): AudioStatus {
    return {
      loaded: this.backend !== null,
      unlocked: this.unlocked,
      muted: this.muted,
      paused: this.pauseReasons.size > 0,
      context: this.backend?.state ?? 'unloaded',
      volume: this.volume,
      effects: this.effects,
      music: this.music,
      loops: [...this.sounding],
    };
  }

  destroy(): void {
    this.destroyed = true;
    if (this.host) {
      for (const type of GESTURES) this.host.window.removeEventListener(type, this.onGesture, true);
      this.host.document.removeEventListener('visibilitychange', this.onVisibility);
    }
    this.backend?.destroy();
    this.backend = null;
    this.sounding.clear();
  }

  private readonly onGesture = (): void => {
    this.unlocked = true;
    if (!this.backend && this.loadOnGesture) this.load().catch(() => undefined);
    this.enforceRunState();
    this.syncLoops(0);
  };

  private readonly onVisibility = (): void => {
    if (this.host) this.setPaused('hidden', this.host.document.hidden);
  };

  /** Keeps the context running exactly when unlocked and not paused, whoever else touched it. */
  private enforceRunState(): void {
    const backend = this.backend;
    if (!backend) return;
    const run = this.unlocked && this.pauseReasons.size === 0;
    const state = backend.state;
    if (run && state !== 'running' && state !== 'closed') backend.resume();
    else if (!run && state === 'running') backend.suspend();
  }

  private syncLoops(fadeMs: number): void {
    const backend = this.backend;
    if (!backend) return;
    for (const name of LOOP_NAMES) {
      const enabled = SOUNDS[name].kind === 'music' ? this.music : this.effects;
      const audible = this.wanted.has(name) && this.unlocked && !this.muted && enabled;
      if (audible && !this.sounding.has(name)) {
        backend.startLoop(name);
        const speed = this.speeds.get(name);
        if (speed !== undefined) backend.setLoopSpeed(name, speed);
        this.sounding.add(name);
      } else if (!audible && this.sounding.has(name)) {
        backend.stopLoop(name, fadeMs);
        this.sounding.delete(name);
      }
    }
  }
}
