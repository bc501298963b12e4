/**
 * A shared blackjack round on the shared table's own screen: a table that reads nothing and
 * follows no stream, whose snapshots are the re-run's steps (shared-blackjack-rerun.ts), handed on
 * one at a time by the replay's controller, and whose commands (seat, bet, decision) refuse, so
 * the screen sends nothing anywhere. The controller keeps the solo replays' transport: PLAY, PAUSE,
 * STEP; a step is over once the screen has shown it.
 */
import { SharedTableClient } from '../../platform/shared/table-client';
import { type SharedSnapshot, SharedTable } from '../shared/shared-table';
import type { ReplayProgress } from './controller';
import { ReplayProblem, type ReplayRecord } from './record';
import { rerunSharedBlackjack, type SharedReplayStep } from './shared-blackjack-rerun';

/** Every call of a replay's table is refused before it leaves the page. */
const refusing = new SharedTableClient({
  baseUrl: '',
  token: '',
  table: 'replay',
  fetch: () => Promise.reject(new Error('a replay calls no shared table')),
});

/** The shared table's read side, fed by the replay; its commands refuse. */
export class ReplayedSharedTable extends SharedTable {
  private current: SharedSnapshot;
  private readonly heard = new Set<(s: SharedSnapshot) => void>();

  constructor(start: SharedSnapshot) {
    super({ client: refusing });
    this.current = start;
  }

  override get table(): string {
    return this.current.state.table;
  }

  override start(): Promise<SharedSnapshot> {
    return Promise.resolve(this.current);
  }

  override getSnapshot(): SharedSnapshot {
    return this.current;
  }

  override subscribe(listener: (s: SharedSnapshot) => void): { unsubscribe(): void } {
    this.heard.add(listener);
    return { unsubscribe: () => this.heard.delete(listener) };
  }

  /** No countdown runs in a replay. */
  override secondsLeft(): number {
    return 0;
  }

  override sit(): Promise<boolean> {
    return Promise.resolve(false);
  }

  override leave(): Promise<boolean> {
    return Promise.resolve(false);
  }

  override bet(): Promise<boolean> {
    return Promise.resolve(false);
  }

  override act(): Promise<boolean> {
    return Promise.resolve(false);
  }

  override refresh(): void {}

  override stop(): void {
    this.heard.clear();
  }

  /** The replay's next snapshot, to the screen. */
  show(s: SharedSnapshot): void {
    this.current = s;
    for (const l of [...this.heard]) l(s);
  }
}

export interface SharedReplayOptions {
  /** A wait on the table's play clock (the moment between two steps while playing). */
  wait: (ms: number) => Promise<void>;
  gapMs: () => number;
  onChange: () => void;
}

/** Plays the re-run's steps on a ReplayedSharedTable, as the solo replays' controller does on a machine. */
export class SharedReplayController {
  private done = 0;
  private playing = false;
  private running = false;
  private stopped = false;
  private problem: ReplayProblem | null = null;
  private looping = false;
  private shownStep = -1;
  private waiting: (() => void) | null = null;

  constructor(
    readonly table: ReplayedSharedTable,
    readonly steps: readonly SharedReplayStep[],
    private readonly o: SharedReplayOptions,
  ) {}

  get progress(): ReplayProgress {
    const ended = this.done === this.steps.length;
    return {
      done: this.done,
      total: this.steps.length,
      playing: this.playing,
      running: this.running,
      frozen: false,
      ended,
      problem: this.problem,
    };
  }

  /** The table is drawn before the first step. */
  ready(): Promise<void> {
    return Promise.resolve();
  }

  /** The screen has shown the snapshot of this step (animated, or drawn as it stands). */
  shown(step: number): void {
    this.shownStep = Math.max(this.shownStep, step);
    const waiting = this.waiting;
    if (!waiting) return;
    const target = this.steps[this.done]?.snapshot.step ?? Number.POSITIVE_INFINITY;
    if (this.shownStep >= target) {
      this.waiting = null;
      waiting();
    }
  }

  play(): void {
    if (this.finished) return;
    this.playing = true;
    this.o.onChange();
    void this.loop();
  }

  pause(): void {
    this.playing = false;
    this.o.onChange();
  }

  step(): void {
    if (this.finished) return;
    this.playing = false;
    if (!this.running) void this.run().catch((error) => this.fail(error));
    this.o.onChange();
  }

  stop(): void {
    this.playing = false;
    this.stopped = true;
    this.waiting = null;
  }

  private get finished(): boolean {
    return this.stopped || this.done === this.steps.length || this.problem !== null;
  }

  private async loop(): Promise<void> {
    if (this.looping) return;
    this.looping = true;
    try {
      while (this.playing && !this.finished) {
        await this.run();
        if (!this.playing || this.finished) break;
        await this.o.wait(this.o.gapMs());
      }
    } catch (error) {
      this.fail(error);
    } finally {
      this.looping = false;
      this.o.onChange();
    }
  }

  private async run(): Promise<void> {
    const step = this.steps[this.done];
    if (!step || this.running) return;
    this.running = true;
    this.o.onChange();
    try {
      const rest = new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
      this.table.show(step.snapshot);
      this.shown(-1);
      await rest;
      this.done += 1;
      if (this.done === this.steps.length) this.playing = false;
    } finally {
      this.running = false;
      this.o.onChange();
    }
  }

  private fail(error: unknown): void {
    this.playing = false;
    this.problem ??=
      error instanceof ReplayProblem
        ? error
        : new ReplayProblem('replay-mismatch', `the replay stopped: ${String(error)}`);
    this.o.onChange();
  }
}

/** The round's table and its controller; throws a ReplayProblem when the record does not replay. */
export function openSharedReplay(record: ReplayRecord, o: SharedReplayOptions): SharedReplayController {
  const rerun = rerunSharedBlackjack(record);
  return new SharedReplayController(new ReplayedSharedTable(rerun.start), rerun.steps, o);
}
