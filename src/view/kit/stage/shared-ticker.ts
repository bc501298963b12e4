/**
 * Pixi's shared ticker kept from starting. The game renders from its own loop (render-loop.ts), so
 * nothing of its own goes on the shared ticker; only @pixi/sound does, to move each playing
 * sound's progress, which nothing here reads (an effect ends by its source's `ended`, a loop by
 * `stopLoop`). Left to start, it would run an animation frame every 16 ms while any sound plays
 * (the music bed: always), and add its start to the frame that starts a sound.
 */
import { Ticker } from 'pixi.js';

export function keepSharedTickerStopped(): void {
  Ticker.shared.autoStart = false;
  Ticker.shared.stop();
}
