/**
 * The table screen every game's table is: it follows its machine's snapshots through a queue,
 * animates each stage the machine shows (tagged `animating`) once and answers it with
 * `anim.done`, shows a table that comes back after a reload as it stands, keeps the keys while it
 * is shown, and holds the clean-ups of everything it was wired to. A failed animation is logged
 * and the table jumps to the snapshot, so play goes on. Paused (the lobby's `pause`, a hidden
 * tab), it holds its round where it is: its motion and its machine's stage timers stop with the
 * play clock, its queue shows nothing new and answers nothing, and its keys do nothing, until it
 * resumes. Between rounds it redraws once a second while the jurisdiction's wait before the next
 * round lasts (round-wait.ts), so the start button counts down and then enables itself. Each game
 * keeps only its scene, its animations and its controls: `viewOf`, `animate`, `sync` and `onKey`.
 */
import type { Container } from 'pixi.js';
import type { Notice } from '../../../machines/notices';
import type { StagedView } from '../../../machines/table/view';
import type { Hud } from '../hud/hud';
import { holdMotion, releaseMotion } from '../stage/motion';
import type { Screen } from '../stage/screen';
import { noticeText } from '../words/notices';
import { RoundWaitTimer, waitLabel } from './round-wait';
import { SnapshotQueue } from './snapshot-queue';
import type { TableKit } from './table-kit';

export type { StagedView } from '../../../machines/table/view';

/** What the screen needs of an actor. */
export interface TableActor<S> {
  getSnapshot(): S;
  subscribe(listener: (snapshot: S) => void): { unsubscribe(): void };
  send(event: { type: 'anim.done' }): void;
}

/** What the screen needs of a game's scene. */
export interface TableSceneParts {
  readonly root: Container;
  readonly hud: Hud;
  resize(w: number, h: number): void;
  /** Shows the message line; true when it changed. */
  setMessage(text: string): boolean;
  destroy(): void;
}

export abstract class TableScreen<S, V extends StagedView> implements Screen {
  abstract readonly name: string;
  protected abstract readonly scene: TableSceneParts;
  /** The view of the snapshot shown now. */
  protected abstract view: V;
  /** A message the table shows until the next action (a rebuy, a hint), over the machine's. */
  protected note: string | null = null;
  private readonly queue: SnapshotQueue<S>;
  private readonly cleanups: (() => void)[] = [];
  private shownStage = -1;
  private first = true;
  private unsubscribe: (() => void) | null = null;
  private paused = false;
  private readonly waitTimer: RoundWaitTimer | null;
  /** The note a start key said while the round waited: it goes with the wait. */
  private waitNote: string | null = null;
  private readonly keydown = (e: KeyboardEvent) => {
    if (!this.paused) this.onKey(e);
  };

  constructor(
    protected readonly actor: TableActor<S>,
    protected readonly kit: TableKit,
  ) {
    this.queue = new SnapshotQueue(
      (s) => this.apply(s),
      () => this.sync(this.view),
      (s, error) => this.recover(s, error),
    );
    this.waitTimer = kit.pace ? new RoundWaitTimer(kit.pace, () => this.waitTicked()) : null;
  }

  get root(): Container {
    return this.scene.root;
  }

  /** A stage is being shown (its animation running). */
  protected get busy(): boolean {
    return this.queue.draining;
  }

  show(): void {
    this.unsubscribe = this.actor.subscribe((s) => this.queue.push(s)).unsubscribe;
    window.addEventListener('keydown', this.keydown);
    this.queue.push(this.actor.getSnapshot());
    // A table opened while the last round's wait still runs (a reload) counts it down too.
    this.waitTimer?.follow();
  }

  hide(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    window.removeEventListener('keydown', this.keydown);
    // Motion is the page's: a table that goes during a pause lets it go (a screen shown next
    // during the pause holds it again); the table itself shows nothing more.
    if (this.paused) releaseMotion();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.queue.hold();
    holdMotion();
  }

  /** Motion and timers go on (what the table told the lobby meanwhile is posted), then the queue. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    releaseMotion();
    this.queue.release();
  }

  /** The round's phase, the machine's (betting, opening, a stage, …), for the lobby's `getState`. */
  phase(): string {
    return this.viewOf(this.actor.getSnapshot()).phase;
  }

  destroy(): void {
    this.hide();
    this.waitTimer?.stop();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.scene.destroy();
  }

  resize(w: number, h: number): void {
    this.scene.resize(w, h);
    this.sync(this.view);
  }

  /** Says something on the table's message line until the next action. */
  notify(text: string): void {
    this.note = text;
    this.sync(this.view);
  }

  /** Runs `cleanup` when the screen is destroyed (a listener it was given, its session). */
  adopt(...cleanups: (() => void)[]): void {
    this.cleanups.push(...cleanups);
  }

  // --- what each game writes -------------------------------------------------------------------

  protected abstract viewOf(snapshot: S): V;
  /** Animates a stage the machine shows; resolves when the table has caught up. */
  protected abstract animate(view: V, previous: V): Promise<void>;
  /** Brings the whole table to the view: felt, controls, HUD, message. */
  protected abstract sync(view: V): void;
  protected abstract onKey(e: KeyboardEvent): void;

  /**
   * The first stage shown after the table opens (a reload in the middle of a round): by default
   * the table is simply drawn as it stands; a game may play the stage again instead.
   */
  protected reopen(_view: V, _previous: V): Promise<void> | void {}

  // --- shared pieces ------------------------------------------------------------------------

  protected setMessage(text: string): void {
    if (this.scene.setMessage(text)) this.kit.onMessage(text);
  }

  /** The start button's label while the next round must wait (null: it may start now). */
  protected waiting(): string | null {
    const label = waitLabel(this.kit.pace?.waitMs() ?? 0, this.kit.t, this.kit.lang);
    if (label !== null) this.waitTimer?.keep();
    return label;
  }

  /**
   * The message line while the round's start waits (`startable`: it would be enabled but for
   * the wait): why it waits, in words that stay put as the count moves, so a screen reader hears
   * it once; else null.
   */
  protected waitMessage(startable: boolean): string | null {
    return startable && this.waiting() !== null ? this.say({ code: 'round.tooSoon' }) : null;
  }

  /** A start key pressed while the round waits: nothing starts, the table says why. */
  protected sayWaiting(): void {
    this.waitNote = this.say({ code: 'round.tooSoon' });
    this.notify(this.waitNote);
  }

  /** A notice in the player's words. */
  protected say(notice: Notice): string {
    return noticeText(notice, this.kit);
  }

  /** The HUD's balance is the table's (returns count once their payout shows); Rebuy between rounds. */
  protected showBalance(view: V): void {
    this.scene.hud.setBalance(view.balance);
    this.scene.hud.setRebuyEnabled(view.phase === 'betting' && !this.busy && this.kit.canRebuy());
  }

  /**
   * The wait's count moved: the betting controls are redrawn (a stage on show never is: its
   * animation owns the table, and the table is drawn again as the round ends).
   */
  private waitTicked(): void {
    if (this.view.phase !== 'betting' || this.busy) return;
    if (this.waitNote !== null && this.note === this.waitNote && this.waiting() === null) this.note = null;
    this.sync(this.view);
  }

  // --- the queue ----------------------------------------------------------------------------

  private async apply(snapshot: S): Promise<void> {
    const view = this.viewOf(snapshot);
    const previous = this.view;
    this.view = view;
    if (view.animating && view.stage !== this.shownStage) {
      this.shownStage = view.stage;
      if (this.first) {
        this.first = false;
        await this.reopen(view, previous);
      } else await this.animate(view, previous);
    }
    this.first = false;
    // A pause that came as the stage ended: the table shows it and moves on once play resumes.
    if (this.queue.held) await this.queue.released();
    this.sync(view);
    this.answer(snapshot, view);
  }

  /** An animation failed: logged, the table shows the snapshot as it is and play goes on. */
  private recover(snapshot: S, error: unknown): void {
    console.error(`${this.name}: a stage could not be shown`, error);
    const view = this.viewOf(snapshot);
    this.view = view;
    try {
      this.sync(view);
    } catch (again) {
      console.error(`${this.name}: the table could not be drawn`, again);
    }
    this.answer(snapshot, view);
  }

  /** Tells the machine its stage is shown, unless it has moved on meanwhile. */
  private answer(snapshot: S, view: V): void {
    if (view.animating && this.actor.getSnapshot() === snapshot) this.actor.send({ type: 'anim.done' });
  }
}
