/**
 * Plays a recorded round on a table's machine, one step at a time (scripts.ts): PLAY runs the
 * steps one after another with a moment between them, PAUSE stops the table where it stands (its
 * motion frozen, in the middle of a deal if need be), STEP finishes the step under way or runs the
 * next one and stops. A step is over when the table rests: the machine waits for the next step's
 * input, or it shows the round's payout, where a replay ends (its table stays as it was paid).
 *
 * The table's view talks to the machine through `viewActor`, which passes only the view's
 * `anim.done`: a replay's table takes no bet and no decision from a tap or a key, and the payout's
 * `anim.done` is kept, so the table never clears for another round.
 */
import { ReplayProblem } from './record';
import type { ScriptStep } from './scripts';

/** What the controller needs of a table's machine (an XState actor). */
interface ReplayActor<Event> {
  getSnapshot(): { value: unknown; context: { notice: unknown } };
  subscribe(listener: (snapshot: { value: unknown; context: { notice: unknown } }) => void): { unsubscribe(): void };
  send(event: Event): void;
}

export interface ReplayControllerOptions<Event> {
  actor: ReplayActor<Event>;
  steps: readonly ScriptStep<Event>[];
  /** The machine's states in which it waits for the next step (scripts.ts WAITS). */
  waits: readonly string[];
  /** The table's motion, stopped where it stands and let go again (PAUSE in the middle of a step). */
  motion: { hold(): void; release(): void };
  /** A wait on the table's play clock (the moment between two steps while playing). */
  wait: (ms: number) => Promise<void>;
  /** How long that moment is now (it follows the replay's speed). */
  gapMs: () => number;
  /** The replay's state changed: the transport and the figures follow it. */
  onChange: () => void;
}

/** Where the replay stands, for its transport and figures. */
export interface ReplayProgress {
  /** Steps finished, 0 to `total`. */
  readonly done: number;
  readonly total: number;
  /** PLAY is on: the steps follow each other. */
  readonly playing: boolean;
  /** A step is under way (frozen when paused in its middle). */
  readonly running: boolean;
  readonly frozen: boolean;
  /** The round's payout is shown: nothing more to play. */
  readonly ended: boolean;
  readonly problem: ReplayProblem | null;
}

const phaseOf = (snapshot: { value: unknown }) => (typeof snapshot.value === 'string' ? snapshot.value : '');

export class ReplayController<Event> {
  private done = 0;
  private playing = false;
  private frozen = false;
  private ended = false;
  private problem: ReplayProblem | null = null;
  private current: Promise<void> | null = null;
  private looping = false;
  /** The step under way's end: resolved when the table rests, rejected when it fails. */
  private resting: { resolve(): void; reject(error: unknown): void } | null = null;
  private readonly sub: { unsubscribe(): void };

  constructor(private readonly o: ReplayControllerOptions<Event>) {
    this.sub = o.actor.subscribe((s) => this.observe(s));
  }

  /** The actor the table's view is given: it sends `anim.done`, and nothing else reaches the machine. */
  viewActor<A extends object>(actor: A): A {
    const gate = (event: { type: string }) => this.passes(event);
    return new Proxy(actor, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key === 'send')
          return (event: { type: string }) => gate(event) && (value as (e: unknown) => void).call(target, event);
        // Bound to the actor itself: its methods read private fields a proxy does not have.
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  get progress(): ReplayProgress {
    return {
      done: this.done,
      total: this.o.steps.length,
      playing: this.playing,
      running: this.current !== null,
      frozen: this.frozen,
      ended: this.ended,
      problem: this.problem,
    };
  }

  /** Resolves once the table is ready for its first step (its machine has looked for a round and found none). */
  ready(): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const phase = phaseOf(this.o.actor.getSnapshot());
        if (phase === 'betting') resolve();
        else if (phase === 'failed') reject(new ReplayProblem('replay-mismatch', 'the table could not open'));
        else return false;
        return true;
      };
      if (check()) return;
      const sub = this.o.actor.subscribe(() => {
        if (check()) sub.unsubscribe();
      });
    });
  }

  play(): void {
    if (this.finished) return;
    this.playing = true;
    if (this.frozen) this.thaw();
    this.o.onChange();
    void this.loop();
  }

  pause(): void {
    this.playing = false;
    if (this.current && !this.frozen) {
      this.frozen = true;
      this.o.motion.hold();
    }
    this.o.onChange();
  }

  /** Finishes the step under way (a frozen one goes on), else plays the next one; then stops. */
  step(): void {
    if (this.finished) return;
    this.playing = false;
    if (this.frozen) this.thaw();
    else if (!this.current) void this.begin().catch((error) => this.fail(error));
    this.o.onChange();
  }

  /** A problem found by the table's port (replay-port.ts): the step under way fails with it. */
  report(problem: ReplayProblem): void {
    this.problem ??= problem;
    this.settle(problem);
  }

  /** The replay's table goes (a restart, the page closing): its screen lets its own motion go as it hides. */
  stop(): void {
    this.playing = false;
    this.frozen = false;
    this.sub.unsubscribe();
  }

  private get finished(): boolean {
    return this.ended || this.problem !== null;
  }

  private thaw(): void {
    this.frozen = false;
    this.o.motion.release();
  }

  private async loop(): Promise<void> {
    if (this.looping) return;
    this.looping = true;
    try {
      while (this.playing && !this.finished) {
        await this.begin();
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

  /** The step under way, or the next one started. */
  private begin(): Promise<void> {
    if (this.current) return this.current;
    this.current = this.run().finally(() => {
      this.current = null;
      this.o.onChange();
    });
    // Said once the step is under way (`running`), not from inside it before it is.
    this.o.onChange();
    return this.current;
  }

  private async run(): Promise<void> {
    const step = this.o.steps[this.done];
    if (!step) return;
    const last = this.done === this.o.steps.length - 1;
    const before = phaseOf(this.o.actor.getSnapshot());
    const rest = new Promise<void>((resolve, reject) => {
      this.resting = { resolve, reject };
    });
    for (const event of step.events) this.o.actor.send(event);
    const after = this.o.actor.getSnapshot();
    // The machine's guards refused what the record holds (a bet over a limit, a move not legal then).
    const refused =
      after.context.notice !== null ||
      (step.kind === 'bets' ? phaseOf(after) !== 'betting' : phaseOf(after) === before);
    if (refused) this.settle(new ReplayProblem('replay-mismatch', `the table refused the recorded ${step.kind}`));
    else if (step.kind === 'bets') this.settle(null);
    await rest;
    // Only the round's last step ends at its payout; any other rests where the table asks for the next.
    if (this.ended !== last)
      throw new ReplayProblem('replay-mismatch', last ? 'the round asks for more decisions' : 'the round ended early');
    this.done += 1;
  }

  /** Every snapshot: a step under way ends when the table rests or fails. */
  private observe(snapshot: { value: unknown; context: { notice: unknown } }): void {
    if (!this.resting) return;
    const phase = phaseOf(snapshot);
    if (phase === 'failed') this.settle(new ReplayProblem('replay-mismatch', 'the table could not take the step'));
    else if (snapshot.context.notice !== null && phase === 'betting')
      this.settle(new ReplayProblem('replay-mismatch', 'the table refused the recorded round'));
    else if (this.o.waits.includes(phase) && phase !== 'betting') this.settle(null);
  }

  /** What the view sends: its `anim.done`, except the payout's, which ends the replay. */
  private passes(event: { type: string }): boolean {
    if (event.type !== 'anim.done') return false;
    if (phaseOf(this.o.actor.getSnapshot()) !== 'payout') return true;
    this.ended = true;
    this.playing = false;
    this.settle(null);
    this.o.onChange();
    return false;
  }

  private settle(problem: ReplayProblem | null): void {
    const resting = this.resting;
    if (!resting) return;
    this.resting = null;
    if (problem) resting.reject(problem);
    else resting.resolve();
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
