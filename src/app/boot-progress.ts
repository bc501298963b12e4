/**
 * The loading screen's progress. index.html and play.html paint the loader (#boot-status: the
 * brass mark, a bar barely begun, no words, since no script knows the language yet) from the
 * stylesheet alone; once the script runs, the bar follows the real boot
 * steps with a line from the dictionary, and when the table is playable the loader fades out
 * and leaves the DOM. The renderer's failure and the error screen take its place.
 */
import type { MessageKey } from '../platform/i18n';

export type BootStep = 'code' | 'renderer' | 'textures' | 'table' | 'lobby';

/** Where the bar stands when each step begins (the lobby is the last step of a lobby launch). */
export const BOOT_STEPS: Readonly<Record<BootStep, { percent: number; key: MessageKey }>> = {
  code: { percent: 15, key: 'loader.code' },
  renderer: { percent: 30, key: 'loader.renderer' },
  textures: { percent: 55, key: 'loader.textures' },
  table: { percent: 85, key: 'loader.table' },
  lobby: { percent: 85, key: 'loader.lobby' },
};

/** The fade in src/style.css (#boot-status.done), with a margin: removal does not wait on an event. */
export const FADE_MS = 350;

/** What the loader needs of the DOM (a fake in the unit test). */
export interface LoaderElement {
  textContent: string | null;
  readonly classList: { add(name: string): void };
  querySelector(selectors: string): LoaderPart | null;
  remove(): void;
}
interface LoaderPart {
  textContent: string | null;
  readonly style: { transform: string };
  setAttribute(name: string, value: string): void;
}

export class BootProgress {
  private current: BootStep | null = null;
  private finished = false;

  constructor(
    private readonly root: LoaderElement | null,
    private readonly t: (key: MessageKey) => string,
    private readonly later: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
  ) {
    this.root?.querySelector('[role=progressbar]')?.setAttribute('aria-label', t('loader.progress'));
  }

  /** The step being worked on now; a step behind the current one (a second table opened) does nothing. */
  reach(step: BootStep): void {
    if (this.finished) return;
    const { percent, key } = BOOT_STEPS[step];
    if (this.current && BOOT_STEPS[this.current].percent > percent) return;
    this.current = step;
    this.show(percent, this.t(key));
  }

  get step(): BootStep | null {
    return this.current;
  }

  /**
   * The table is playable: the bar fills, the loader fades (CSS, on the compositor, so it goes on
   * while the first frames are drawn) and then leaves the DOM.
   */
  done(): void {
    if (this.finished) return;
    this.finished = true;
    if (!this.root) return;
    this.show(100, null);
    this.root.classList.add('done');
    const root = this.root;
    this.later(() => root.remove(), FADE_MS);
  }

  /** The renderer did not start: the loader says why instead (role=status reads it out). */
  fail(message: string): void {
    this.finished = true;
    if (!this.root) return;
    this.root.textContent = message;
    this.root.classList.add('error');
  }

  private show(percent: number, label: string | null): void {
    const bar = this.root?.querySelector('[role=progressbar]');
    bar?.setAttribute('aria-valuenow', String(percent));
    const fill = this.root?.querySelector('.boot-fill');
    // A transform, not a width: no layout (and no transition: src/style.css says why).
    if (fill) fill.style.transform = `scaleX(${percent / 100})`;
    const line = this.root?.querySelector('.boot-label');
    if (line && label !== null) line.textContent = label;
  }
}
