/**
 * The session's inactivity time (EMBEDDING.md `inactivityMinutes`, RULES.md "Every table"): after
 * that long without the player's input the session ends, and the player is warned a minute before
 * (halfway, when the whole time is under two minutes, so a warning never comes the moment the
 * player has acted). Input restarts the time and takes the warning back; once ended, it stays ended.
 *
 * It runs on a play clock of its own (play-clock.ts), which only the lobby's `pause` stops: while
 * the operator holds the game the player cannot play, so that time is not the player's inactivity.
 * A hidden tab still counts (the player is away), and so does a round left waiting for a decision.
 */
import { type HostTimers, PlayClock } from './play-clock';

const MINUTE = 60_000;

export interface InactivityEvents {
  /** A minute is left: the player is told so. */
  warn(): void;
  /** The player acted after the warning: it goes. */
  dismiss(): void;
  /** The time has run out: the session ends. */
  end(): void;
}

export type InactivityState = 'idle' | 'watching' | 'warned' | 'ended';

export class InactivityTimer {
  private readonly clock: PlayClock;
  private timer: number | null = null;
  private phase: InactivityState = 'idle';
  /** The whole time, and when (from the last input) the warning comes, in ms. */
  private readonly total: number;
  private readonly warnAt: number;

  constructor(
    minutes: number,
    private readonly on: InactivityEvents,
    host?: HostTimers,
  ) {
    this.clock = new PlayClock(host);
    this.total = minutes * MINUTE;
    this.warnAt = Math.max(this.total - MINUTE, this.total / 2);
  }

  get state(): InactivityState {
    return this.phase;
  }

  /** Starts counting from now (the session is ready for play). */
  start(): void {
    if (this.phase === 'idle') this.arm();
  }

  /** The player did something (a tap, a key, a wheel): the time starts again. */
  input(): void {
    if (this.phase === 'idle' || this.phase === 'ended') return;
    const warned = this.phase === 'warned';
    this.arm();
    if (warned) this.on.dismiss();
  }

  /** The lobby holds the game: the time stands still. */
  pause(): void {
    this.clock.pause();
  }

  resume(): void {
    this.clock.resume();
  }

  /** Stops watching for good (the page has left play some other way). */
  stop(): void {
    this.clear();
    this.phase = 'ended';
  }

  private arm(): void {
    this.clear();
    this.phase = 'watching';
    this.timer = this.clock.setTimeout(() => {
      this.phase = 'warned';
      this.timer = this.clock.setTimeout(() => {
        this.timer = null;
        this.phase = 'ended';
        this.on.end();
      }, this.total - this.warnAt);
      this.on.warn();
    }, this.warnAt);
  }

  private clear(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
