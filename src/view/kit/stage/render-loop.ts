/**
 * Render on demand: a frame is drawn only after something asked for it (`invalidate`) or while
 * something holds the loop open (`hold`, for tweens and spins). When nothing moves, nothing
 * renders and the GPU idles.
 */
export class RenderLoop {
  private pending = false;
  /** The animation frame asked for while `pending`. */
  private request = 0;
  private readonly holds = new Set<string>();
  private lastTime = 0;
  private paused = false;
  /** Frames drawn since start: read by the benchmark and the idle test. */
  frames = 0;

  constructor(private readonly drawFrame: (deltaMs: number) => void) {}

  invalidate(): void {
    if (this.pending || this.paused) return;
    this.pending = true;
    this.request = requestAnimationFrame(this.tick);
  }

  /**
   * Draws the frame asked for now rather than at the next animation frame. Pixi finds what a
   * pointer touches from the positions of the last frame drawn: a button shown since then is not
   * there yet for a tap, though the next frame will show it (input-frame.ts calls this first).
   */
  flush(): void {
    if (!this.pending || this.paused) return;
    cancelAnimationFrame(this.request);
    this.tick(performance.now());
  }

  /** Keeps rendering every frame until `release(key)`. */
  hold(key: string): void {
    this.holds.add(key);
    this.invalidate();
  }

  release(key: string): void {
    this.holds.delete(key);
  }

  get idle(): boolean {
    return !this.pending && this.holds.size === 0;
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.lastTime = 0;
    this.invalidate();
  }

  private readonly tick = (time: number): void => {
    this.pending = false;
    if (this.paused) return;
    // (a frame drawn early by `flush` may be followed by one stamped a moment before it)
    const delta = this.lastTime === 0 ? 16.7 : Math.max(0, Math.min(100, time - this.lastTime));
    this.lastTime = time;
    this.frames++;
    this.drawFrame(delta);
    if (this.holds.size > 0) this.invalidate();
    else this.lastTime = 0;
  };
}
