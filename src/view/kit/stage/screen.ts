/**
 * A screen's lifecycle (ARCHITECTURE.md): prepared once, shown, laid out on every resize, paused
 * and resumed with the tab or the lobby's `pause`/`resume`, updated only on frames that render,
 * hidden before it is destroyed.
 */
import type { Container } from 'pixi.js';

export interface Screen {
  readonly name: string;
  readonly root: Container;
  /** A screen the page stops on (an error, a session ended): nothing of play runs over it. */
  readonly final?: boolean;
  prepare?(): Promise<void> | void;
  show?(): Promise<void> | void;
  hide?(): Promise<void> | void;
  pause?(): void;
  resume?(): void;
  /** What the lobby's `getState` reports as the phase: a table's round phase; else the name. */
  phase?(): string;
  /** Tells the player something that happened outside the screen (a reset balance, say). */
  notify?(text: string): void;
  /** Lays the screen out for a viewport of w × h CSS pixels (safe-area insets already removed). */
  resize(w: number, h: number): void;
  /** Called on each rendered frame with the milliseconds since the previous one. */
  update?(deltaMs: number): void;
  destroy?(): void;
}
