/**
 * Render on demand: a frame is drawn only after something asked for it (`invalidate`) or while
 * something holds the loop open (`hold`, for tweens and spins). When nothing moves, nothing
 * renders and the GPU idles.
 */
export class RenderLoop {
  private pending = false;
  private readonly holds = new Set<string>();
  private lastTime = 0;
  private paused = false;
  /** Frames drawn since start: read by the benchmark and the idle test. */
  frames = 0;

  constructor(private readonly drawFrame: (deltaMs: number) => void) {}

  invalidate(): void {
    if (this.pending || this.paused) return;
    this.pending = true;
    requestAnimationFrame(this.tick);
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
    const delta = this.lastTime === 0 ? 16.7 : Math.min(100, time - this.lastTime);
    this.lastTime = time;
    this.frames++;
    this.drawFrame(delta);
    if (this.holds.size > 0) this.invalidate();
    else this.lastTime = 0;
  };
}
