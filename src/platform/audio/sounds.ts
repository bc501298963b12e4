/**
 * The named sounds of the suite and how each is played. Tiny and free of audio code, so the first
 * screen can name sounds without downloading the synthesizer or @pixi/sound.
 */
export interface SoundSpec {
  /** Effects follow the "sound effects" setting, music the "background music" one. */
  kind: 'effect' | 'music';
  loop: boolean;
  /** Playback volume of the sound itself, before the master volume. */
  volume: number;
  /** Highest sample rate worth rendering at: dark, slow sounds need no more. */
  maxRate: number;
}

export const SOUNDS = {
  cardDeal: { kind: 'effect', loop: false, volume: 0.8, maxRate: 48_000 },
  cardFlip: { kind: 'effect', loop: false, volume: 0.7, maxRate: 48_000 },
  chipPlace: { kind: 'effect', loop: false, volume: 0.8, maxRate: 48_000 },
  chipsPaid: { kind: 'effect', loop: false, volume: 0.8, maxRate: 48_000 },
  click: { kind: 'effect', loop: false, volume: 0.5, maxRate: 48_000 },
  wheelSpin: { kind: 'effect', loop: true, volume: 0.6, maxRate: 24_000 },
  ballRattle: { kind: 'effect', loop: false, volume: 0.7, maxRate: 48_000 },
  ballDrop: { kind: 'effect', loop: false, volume: 0.8, maxRate: 48_000 },
  win: { kind: 'effect', loop: false, volume: 0.6, maxRate: 48_000 },
  blackjack: { kind: 'effect', loop: false, volume: 0.65, maxRate: 48_000 },
  music: { kind: 'music', loop: true, volume: 0.45, maxRate: 11_025 },
} as const satisfies Record<string, SoundSpec>;

export type SoundName = keyof typeof SOUNDS;
/** The sounds that loop until stopped (started with `startLoop`). */
export type LoopName = { [K in SoundName]: (typeof SOUNDS)[K]['loop'] extends true ? K : never }[SoundName];
/** The one-shot sounds (played with `play`). */
export type EffectName = Exclude<SoundName, LoopName>;

export const SOUND_NAMES = Object.keys(SOUNDS) as SoundName[];
export const LOOP_NAMES = SOUND_NAMES.filter((n): n is LoopName => SOUNDS[n].loop);
