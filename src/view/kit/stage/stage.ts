/**
 * The Pixi renderer: one WebGL canvas filling the window at device resolution (capped at 2),
 * rendered on demand, laid out again on resize, orientation change and zoom, and drawn again at a
 * new resolution, glyphs repainted, when the window moves to a screen of another density; paused
 * with the tab.
 * It shows one screen at a time through the screen lifecycle.
 */
// The browser extensions the game uses (pointer events; filters, which alpha masks need) come with
// the first download: left to Application.init they are imported on demand, two more round trips
// after the main code runs. Pixi's accessibility overlay (the game has its own access layer) and
// DOM containers are left out, so `manageImports: false` below.
import 'pixi.js/events';
import 'pixi.js/filters';
// Pixi generates its shader and uniform upload code with `new Function`, which a page served with
// a strict Content-Security-Policy (no 'unsafe-eval', as casinos serve their lobbies and as
// scripts/security-headers.ts sends) refuses: the renderer would not start. These are the same
// functions written out, installed over the generated ones before the first renderer is made; they
// come with the first download too (4.5 KB gzipped: vite.config.ts keeps the WebGPU renderer out).
import 'pixi.js/unsafe-eval';
import { CanvasTextMetrics, Container, TexturePool, WebGLRenderer } from 'pixi.js';
import { COLORS } from '../../../look/theme';
import { repaintGlyphAtlases } from '../text/glyph-repaint';
import { splitGraphemes } from '../text/graphemes';
import { batchesForgetTheirTextures } from './batch-texture-ids';
import { deviceResolution, watchResolution } from './device-resolution';
import { drawBeforePress } from './input-frame';
import { RenderLoop } from './render-loop';
import type { Screen } from './screen';
import { keepSharedTickerStopped } from './shared-ticker';
import { fewerBatchTexturesOnSoftwareGpu } from './software-gpu-limits';
import { withRendererTestContext } from './test-context';

interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A panel over the current screen (settings, history, rules), laid out with it. */
export interface Overlay extends Container {
  resize(w: number, h: number, offsetX: number, offsetY: number): void;
}

/** Reads env(safe-area-inset-*) through a probe element (notches, home indicators). */
function readSafeArea(): Insets {
  const probe = document.createElement('div');
  probe.style.cssText =
    'position:fixed;visibility:hidden;pointer-events:none;padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)';
  document.body.appendChild(probe);
  const s = getComputedStyle(probe);
  const insets = {
    top: Number.parseFloat(s.paddingTop) || 0,
    right: Number.parseFloat(s.paddingRight) || 0,
    bottom: Number.parseFloat(s.paddingBottom) || 0,
    left: Number.parseFloat(s.paddingLeft) || 0,
  };
  probe.remove();
  return insets;
}

/**
 * How long a texture or a text's GPU data may go undrawn before Pixi's collector frees it (its
 * default is a minute). A table's textures are a fixed set (card faces, chips, labels) sent to the
 * GPU in idle time so a deal or a round's end uploads nothing; freed after a minute, a card not
 * dealt for a minute or a button hidden for one is uploaded again mid-animation. Things a table
 * destroys free their textures at once all the same.
 */
const GPU_KEEP_MS = 30 * 60_000;

export class Stage {
  readonly loop: RenderLoop;
  private current: Screen | null = null;
  private resizeQueued = false;
  private readonly pauses = new Set<string>();
  private overlay: Overlay | null = null;
  width = 0;
  height = 0;
  /** Called after each rendered frame (the accessibility layer follows the scene). */
  onFrame: (() => void) | null = null;
  /** Called when play stops or goes on (the lobby's pause, a hidden tab). */
  onPauseChange: ((paused: boolean) => void) | null = null;

  /** The WebGL context is lost (between `webglcontextlost` and `webglcontextrestored`). */
  private contextLost = false;

  /** What the screens and panels are added to. */
  private readonly root = new Container();

  private constructor(private readonly renderer: WebGLRenderer) {
    this.loop = new RenderLoop((dt) => {
      // Motion goes on while the context is lost (a round is not held up by the GPU); only the
      // drawing waits for the context to come back.
      this.current?.update?.(dt);
      if (!this.drawable) return;
      this.renderer.render(this.root);
      this.onFrame?.();
    });
    this.watchContext(renderer.canvas);
    // A tap must find a button shown since the last frame (input-frame.ts).
    drawBeforePress(window, () => this.loop.flush());
    // Re-render when Pixi's event system changes hover state (cursor, pressed looks).
    const queue = () => this.queueResize();
    window.addEventListener('resize', queue);
    window.addEventListener('orientationchange', queue);
    window.visualViewport?.addEventListener('resize', queue);
    // a new density comes without a resize event (device-resolution.ts)
    watchResolution(window, queue);
    document.addEventListener('visibilitychange', () =>
      document.hidden ? this.pause('hidden') : this.resume('hidden'),
    );
    this.layout();
  }

  /**
   * A lost WebGL context (the GPU reset, the driver or the browser reclaimed it) is asked back
   * (preventDefault, as Pixi's context system does too) and nothing is drawn while it is gone.
   * When it is restored, Pixi re-creates its GPU state on its own listener (registered first):
   * textures painted on canvases upload again from their canvas and text is redrawn. Two things
   * are left to the stage: textures waiting in Pixi's TexturePool (text textures go back there)
   * came back black when reused after the restore, so the pool is emptied on loss and restore;
   * and a render loop that draws on demand would leave the canvas blank until something moved,
   * so a frame is asked for at once.
   */
  private watchContext(canvas: HTMLCanvasElement): void {
    canvas.addEventListener('webglcontextlost', (event) => {
      event.preventDefault();
      this.contextLost = true;
      TexturePool.clear(true);
    });
    canvas.addEventListener('webglcontextrestored', () => {
      TexturePool.clear(true);
      this.contextLost = false;
      this.loop.invalidate();
    });
  }

  /** False while the context is lost, from the loss itself (its event comes a task later). */
  private get drawable(): boolean {
    if (this.contextLost) return false;
    return !this.renderer.gl.isContextLost();
  }

  /**
   * `canvas`: one whose WebGL context was already asked for (app/early-gl.ts: while the code
   * downloaded); the renderer's request for the same context gets that context back.
   */
  static async create(host: HTMLElement, canvas?: HTMLCanvasElement): Promise<Stage> {
    // Letter-spaced text without Intl.Segmenter's slow first use (graphemes.ts).
    CanvasTextMetrics.graphemeSegmenter = splitGraphemes;
    // The WebGL renderer itself, not Application.init: that picks a renderer by making a WebGL
    // context of its own first and throwing it away (isWebGLSupported), a slow step in software
    // WebGL; without WebGL the renderer's own request fails and the loader says so. The game
    // renders on demand (render-loop.ts), so Application's ticker and resize plugins go too.
    keepSharedTickerStopped();
    fewerBatchTexturesOnSoftwareGpu();
    // Pixi's pooled batches would each keep a table of every texture they ever held (batch-texture-ids.ts).
    batchesForgetTheirTextures();
    const renderer = new WebGLRenderer();
    // Pixi's capability questions go to this context, not to one more (test-context.ts); the
    // first come before the renderer has it, from the canvas whose context was made early.
    await withRendererTestContext(
      () => renderer.gl ?? canvas?.getContext('webgl2') ?? undefined,
      () =>
        renderer.init({
          canvas,
          width: window.innerWidth,
          height: window.innerHeight,
          resolution: deviceResolution(),
          autoDensity: true,
          antialias: true,
          background: COLORS.night,
          manageImports: false,
          gcMaxUnusedTime: GPU_KEEP_MS,
        }),
    );
    renderer.canvas.setAttribute('aria-hidden', 'true');
    renderer.canvas.dataset.renderer = 'webgl';
    host.appendChild(renderer.canvas);
    return new Stage(renderer);
  }

  get resolution(): number {
    return this.renderer.resolution;
  }

  async show(screen: Screen): Promise<void> {
    const previous = this.current;
    if (previous) {
      await previous.hide?.();
      this.root.removeChild(previous.root);
      previous.destroy?.();
    }
    await screen.prepare?.();
    this.current = screen;
    // A screen shown during a pause starts paused (its keys and its round wait too).
    if (this.paused) screen.pause?.();
    this.root.addChild(screen.root);
    this.layoutScreen();
    await screen.show?.();
    this.loop.invalidate();
  }

  /** Shows a panel over the screen, replacing any other. */
  openOverlay(overlay: Overlay): void {
    this.closeOverlay();
    this.overlay = overlay;
    this.root.addChild(overlay);
    this.layoutScreen();
    this.loop.invalidate();
  }

  closeOverlay(): void {
    if (!this.overlay) return;
    this.root.removeChild(this.overlay);
    this.overlay.destroy({ children: true });
    this.overlay = null;
    this.loop.invalidate();
  }

  /** The open panel (settings, history, rules), which keeps the keyboard inside it. */
  get openPanel(): Container | null {
    return this.overlay;
  }

  get paused(): boolean {
    return this.pauses.size > 0;
  }

  /** The screen shown now (the lobby's `getState` asks it for its phase). */
  get screen(): Screen | null {
    return this.current;
  }

  /**
   * Stops rendering, input and the round for a reason (`hidden` tab, the lobby's `pause`): the
   * screen holds its round (a table screen stops its motion and its machine's stage timers).
   * Play goes on only when every reason has been lifted.
   */
  pause(reason: string): void {
    const was = this.paused;
    this.pauses.add(reason);
    if (was) return;
    this.root.eventMode = 'none';
    this.root.interactiveChildren = false;
    this.current?.pause?.();
    this.loop.pause();
    this.onPauseChange?.(true);
  }

  resume(reason: string): void {
    if (!this.pauses.delete(reason) || this.paused) return;
    this.root.eventMode = 'passive';
    this.root.interactiveChildren = true;
    this.loop.resume();
    this.current?.resume?.();
    this.onPauseChange?.(false);
  }

  private queueResize(): void {
    if (this.resizeQueued) return;
    this.resizeQueued = true;
    requestAnimationFrame(() => {
      this.resizeQueued = false;
      this.layout();
    });
  }

  private layout(): void {
    const w = window.innerWidth;
    const h = window.innerHeight;
    const resolution = deviceResolution();
    // Pixi redraws its Texts at the new resolution on its own; the glyph atlases are the game's
    if (resolution !== this.renderer.resolution) repaintGlyphAtlases();
    this.renderer.resize(w, h, resolution);
    this.width = w;
    this.height = h;
    this.layoutScreen();
    this.loop.invalidate();
  }

  private layoutScreen(): void {
    if (!this.current) return;
    const inset = readSafeArea();
    const w = this.width - inset.left - inset.right;
    const h = this.height - inset.top - inset.bottom;
    this.current.root.position.set(inset.left, inset.top);
    this.current.resize(w, h);
    if (this.overlay) {
      this.overlay.position.set(inset.left, inset.top);
      this.overlay.resize(w, h, inset.left, inset.top);
    }
  }
}
