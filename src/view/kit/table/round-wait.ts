/**
 * The wait between rounds as the table shows it (the jurisdiction's `minRoundMs`): the button that
 * starts a round (DEAL, PLACE BET) stays where it is but is not enabled, and counts the seconds
 * down in its label ("WAIT 4"), then enables itself with no input. Its key obeys the button. The
 * countdown is redrawn once a second by a timer, only while there is a wait: when nothing moves,
 * the table does not render. The round port refuses an early round anyway (paced-port.ts): this
 * is what the player sees of it.
 */
import type { Language, Translate } from '../../../platform/i18n';
import { upper } from '../../../platform/i18n/upper';
import type { RoundPace } from '../../../platform/round-pace';

/** The start button's label while the round must still wait, in capitals; null: it may start now. */
export function waitLabel(waitMs: number, t: Translate, lang: Language): string | null {
  if (waitMs <= 0) return null;
  return upper(t('pace.wait', { seconds: Math.ceil(waitMs / 1000) }), lang);
}

/**
 * The buttons as the phase lists them, with the round's start held while `waiting` (a label): the
 * button stays on show, not enabled. Nothing changes when there is no wait.
 */
export function holdStart<C extends string>(
  buttons: Partial<Record<C, boolean>>,
  start: C,
  waiting: string | null,
): Partial<Record<C, boolean>> {
  if (waiting === null || !(start in buttons)) return buttons;
  return { ...buttons, [start]: false };
}

/** A moment past each whole second, so the count has always moved when the table is redrawn. */
const AFTER_TICK_MS = 20;

/**
 * Calls `tick` each time the count of seconds to wait changes, down to the moment the wait is over
 * (the last tick enables the button), from when a round starts or `follow` is called; no timer
 * runs when there is nothing to wait for.
 */
export class RoundWaitTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly pace: Pick<RoundPace, 'waitMs' | 'onStart'>,
    private readonly tick: () => void,
  ) {
    this.unsubscribe = pace.onStart(() => this.follow());
  }

  /**
   * A table that shows a wait keeps a redraw scheduled for it, though the timer had stopped (the
   * page's clock set back since): the button never stays held with no count running.
   */
  keep(): void {
    if (this.timer === null && !this.stopped) this.follow();
  }

  /** Keeps the next redraw scheduled while the round must wait (a table shown mid-wait calls it). */
  follow(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const ms = this.pace.waitMs();
    if (ms <= 0 || this.stopped) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.tick();
        this.follow();
      },
      (ms % 1000 || 1000) + AFTER_TICK_MS,
    );
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.unsubscribe();
  }
}
