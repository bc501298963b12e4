/**
 * The part of the audio that downloads late, in its own chunk: @pixi/sound and the synthesizer.
 * Importing @pixi/sound creates the AudioContext (suspended until a gesture), so nothing on the
 * first screen's path imports this file; `loadAudio()` in audio.ts does, when it is wanted.
 *
 * Each sound is rendered to an AudioBuffer the first time it is needed (or ahead, by `prepare`),
 * at the context's rate or below, and registered with @pixi/sound as `felt.<name>`.
 */
import { type IMediaInstance, Sound, sound, type webaudio } from '@pixi/sound';
import { type EffectName, type LoopName, SOUNDS, type SoundName } from './sounds';
import { renderRate, renderSound } from './synth';

/** What the director needs from a sound engine; a fake one stands in for it in unit tests. */
export interface AudioBackend {
  /** The AudioContext's state: 'suspended', 'running', 'closed' (or 'interrupted' on iOS). */
  readonly state: string;
  onStateChange(listener: () => void): void;
  resume(): void;
  suspend(): void;
  /** Renders sounds ahead of their first use, one per task so no frame is held up. */
  prepare(names: readonly SoundName[]): Promise<void>;
  play(name: EffectName, volume: number, speed: number): void;
  startLoop(name: LoopName): void;
  stopLoop(name: LoopName, fadeMs: number): void;
  setLoopSpeed(name: LoopName, speed: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  destroy(): void;
}

const alias = (name: SoundName): string => `felt.${name}`;

function toBuffer(ctx: BaseAudioContext, pcm: Float32Array<ArrayBuffer>, rate: number): AudioBuffer {
  const buffer = ctx.createBuffer(1, pcm.length, rate);
  buffer.copyToChannel(pcm, 0);
  return buffer;
}
const FADE_STEP_MS = 20;

class PixiBackend implements AudioBackend {
  private readonly sounds = new Map<SoundName, Sound>();
  private readonly loops = new Map<LoopName, IMediaInstance>();
  private readonly pending = new Set<LoopName>();
  private readonly speeds = new Map<LoopName, number>();
  private readonly fades = new Set<ReturnType<typeof setInterval>>();
  private readonly listeners: (() => void)[] = [];
  private readonly onState = () => {
    for (const l of this.listeners) l();
  };

  constructor(private readonly ctx: AudioContext) {
    ctx.addEventListener('statechange', this.onState);
  }

  get state(): string {
    return this.ctx.state;
  }

  onStateChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  resume(): void {
    this.ctx.resume().catch(() => undefined); // refused before a gesture: the next one retries
  }

  suspend(): void {
    this.ctx.suspend().catch(() => undefined);
  }

  private sound(name: SoundName): Sound {
    let found = this.sounds.get(name);
    if (!found) {
      const spec = SOUNDS[name];
      found = Sound.from({ source: this.render(name), preload: true, volume: spec.volume, loop: spec.loop });
      if (!sound.exists(alias(name))) sound.add(alias(name), found);
      this.sounds.set(name, found);
    }
    return found;
  }

  private render(name: SoundName): AudioBuffer {
    const rate = renderRate(name, this.ctx.sampleRate);
    try {
      return toBuffer(this.ctx, renderSound(name, rate), rate);
    } catch {
      // Older WebKit makes buffers at 22.05 kHz and up only.
      const safe = Math.max(rate, 22_050);
      return toBuffer(this.ctx, renderSound(name, safe), safe);
    }
  }

  async prepare(names: readonly SoundName[]): Promise<void> {
    for (const name of names) {
      if (this.sounds.has(name)) continue;
      await new Promise((next) => setTimeout(next, 0));
      this.sound(name);
    }
  }

  play(name: EffectName, volume: number, speed: number): void {
    void this.sound(name).play({ volume, speed });
  }

  /** Starts a loop; one not yet rendered (the 16 s music bed) renders on a later task first. */
  startLoop(name: LoopName): void {
    if (this.loops.has(name) || this.pending.has(name)) return;
    if (!this.sounds.has(name)) {
      this.pending.add(name);
      void this.prepare([name]).then(() => {
        if (this.pending.delete(name)) this.startLoop(name);
      });
      return;
    }
    const instance = this.sound(name).play({ loop: true });
    if (!(instance instanceof Promise)) {
      const speed = this.speeds.get(name);
      if (speed !== undefined) instance.speed = speed;
      this.loops.set(name, instance);
    }
  }

  /** Fades a loop out in small steps (a hard stop clicks), then stops it. */
  stopLoop(name: LoopName, fadeMs: number): void {
    this.pending.delete(name);
    this.speeds.delete(name);
    const instance = this.loops.get(name);
    if (!instance) return;
    this.loops.delete(name);
    const steps = Math.floor(fadeMs / FADE_STEP_MS);
    if (steps < 1) {
      instance.stop();
      return;
    }
    const start = instance.volume;
    let step = 0;
    const timer = setInterval(() => {
      step++;
      instance.volume = start * (1 - step / steps);
      if (step >= steps) {
        clearInterval(timer);
        this.fades.delete(timer);
        instance.stop();
      }
    }, FADE_STEP_MS);
    this.fades.add(timer);
  }

  setLoopSpeed(name: LoopName, speed: number): void {
    this.speeds.set(name, speed);
    const instance = this.loops.get(name);
    if (instance) instance.speed = speed;
  }

  setVolume(volume: number): void {
    sound.volumeAll = volume;
  }

  setMuted(muted: boolean): void {
    if (muted) sound.muteAll();
    else sound.unmuteAll();
  }

  destroy(): void {
    for (const timer of this.fades) clearInterval(timer);
    this.fades.clear();
    for (const instance of this.loops.values()) instance.stop();
    this.loops.clear();
    this.pending.clear();
    for (const name of this.sounds.keys()) if (sound.exists(alias(name))) sound.remove(alias(name));
    this.sounds.clear();
    this.ctx.removeEventListener('statechange', this.onState);
    this.listeners.length = 0;
  }
}

/** A backend that does nothing, for browsers without WebAudio. */
class SilentBackend implements AudioBackend {
  readonly state = 'closed';
  onStateChange(): void {}
  resume(): void {}
  suspend(): void {}
  async prepare(): Promise<void> {}
  play(): void {}
  startLoop(): void {}
  stopLoop(): void {}
  setLoopSpeed(): void {}
  setVolume(): void {}
  setMuted(): void {}
  destroy(): void {}
}

/** The @pixi/sound backend, on the library's shared WebAudio context. */
export function createPixiBackend(): AudioBackend {
  if (!sound.supported) return new SilentBackend();
  // The director suspends on a hidden tab itself; a blur (the player clicking the lobby around the
  // game's frame) must not silence the game.
  sound.disableAutoPause = true;
  return new PixiBackend((sound.context as webaudio.WebAudioContext).audioContext);
}

/** The AudioContext @pixi/sound plays through (for tests and diagnostics). */
export function pixiAudioContext(): webaudio.WebAudioContext | null {
  return sound.supported ? (sound.context as webaudio.WebAudioContext) : null;
}
