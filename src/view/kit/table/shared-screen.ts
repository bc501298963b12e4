/**
 * The screen every shared table is (SHARED.md "What the client shows"), whatever its game: it
 * follows the table's snapshots (games/shared/shared-table.ts) in order, animating the events of
 * each once (the player's own animations, shortened by speed play; the table's clock is the
 * server's and never waits for them), draws the rest, keeps a countdown ticking ten times a
 * second while the table has one (and nothing renders while it has none), says the countdown to a
 * screen reader at 10 s and 5 s, shows the reconnecting banner while the event stream is down, and
 * holds everything while the lobby pauses the game (the table plays on; on resume the screen jumps
 * to where the table is). Each game writes its scene, `sync`, `animate`, `clock` and `onKey`.
 */
import type { SharedSnapshot, SharedTable } from '../../../games/shared/shared-table';
import type { MessageKey } from '../../../platform/i18n';
import type { Screen } from '../stage/screen';
import { ConnectionBanner } from './connection-banner';
import type { TableKit } from './table-kit';
import type { TableSceneParts } from './table-screen';

/** A countdown the table shows: until `at` (server time), out of `total` seconds. */
export interface SharedClock {
  at: number;
  total: number;
  /** What the access layer says it is (a turn, a window): one announcement per clock. */
  key: string;
  /** The words said at 10 s and 5 s ({seconds} filled in). */
  say: (seconds: number) => string;
}

/** More snapshots waiting than this: the table jumps to the newest instead of animating each. */
const MAX_BACKLOG = 3;
const TICK_MS = 100;
const ANNOUNCE_AT = [10, 5] as const;

export abstract class SharedScreen implements Screen {
  abstract readonly name: string;
  protected abstract readonly scene: TableSceneParts;
  protected snapshot: SharedSnapshot;
  /** A message the table shows over its own until the game's screen clears it (a hand stood by the clock, a notice). */
  protected note: string | null = null;
  private readonly pending: SharedSnapshot[] = [];
  private draining = false;
  private paused = false;
  private shownStep = -1;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly banner = new ConnectionBanner(document.body);
  private bannerText: string | null = null;
  private readonly cleanups: (() => void)[] = [];
  private announced = new Set<string>();
  private readonly keydown = (e: KeyboardEvent) => {
    if (!this.paused) this.onKey(e);
  };

  constructor(
    protected readonly table: SharedTable,
    protected readonly kit: TableKit,
  ) {
    this.snapshot = table.getSnapshot();
  }

  get root() {
    return this.scene.root;
  }

  /** A step is being animated. */
  protected get busy(): boolean {
    return this.draining;
  }

  show(): void {
    this.unsubscribe = this.table.subscribe((s) => this.push(s)).unsubscribe;
    window.addEventListener('keydown', this.keydown);
    this.shownStep = this.snapshot.step;
    this.draw(this.table.getSnapshot());
    this.ticker = setInterval(() => this.tick(), TICK_MS);
  }

  hide(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    window.removeEventListener('keydown', this.keydown);
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
  }

  pause(): void {
    this.paused = true;
  }

  /** Back from a pause: the table as it stands now, without replaying what happened meanwhile. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.pending.length = 0;
    this.draw(this.table.getSnapshot());
  }

  phase(): string {
    return this.snapshot.state.phase;
  }

  notify(text: string): void {
    this.note = text;
    this.sync(this.snapshot);
  }

  adopt(...cleanups: (() => void)[]): void {
    this.cleanups.push(...cleanups);
  }

  resize(w: number, h: number): void {
    this.scene.resize(w, h);
    this.sync(this.snapshot);
  }

  destroy(): void {
    this.hide();
    this.banner.remove();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.table.stop();
    this.scene.destroy();
  }

  // --- what each game writes -------------------------------------------------------------------

  /** Brings the whole table to the snapshot: felt, controls, HUD, message. */
  protected abstract sync(s: SharedSnapshot): void;
  /** Animates what the snapshot's events did; resolves when the table has caught up. */
  protected abstract animate(s: SharedSnapshot, previous: SharedSnapshot): Promise<void>;
  /** The countdown the table shows now, or null. */
  protected abstract clock(s: SharedSnapshot): SharedClock | null;
  /** Draws the countdown (null: none) with `left` seconds; returns whether anything changed. */
  protected abstract showClock(clock: SharedClock | null, left: number): boolean;
  protected abstract onKey(e: KeyboardEvent): void;

  // --- shared pieces ------------------------------------------------------------------------

  protected setMessage(text: string): void {
    if (this.scene.setMessage(text)) this.kit.onMessage(text);
  }

  /** A refused command in the player's words. */
  protected refusal(s: SharedSnapshot): string | null {
    const r = s.refused;
    if (!r) return null;
    const key = `shared.refused.${r.code}` as MessageKey;
    const known = this.kit.t(key);
    return known !== key ? known : this.kit.t('shared.refused.other', { message: r.message });
  }

  /** Whole seconds as the countdown says them. */
  protected seconds(left: number): string {
    return `${Math.ceil(left)} s`;
  }

  // --- the queue ------------------------------------------------------------------------------

  private push(s: SharedSnapshot): void {
    if (this.paused) return;
    this.pending.push(s);
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.length > 0 && !this.paused) {
        // Far behind (a tab that slept, a burst after a reconnect): the newest, drawn as it stands.
        if (this.pending.length > MAX_BACKLOG) this.pending.splice(0, this.pending.length - 1);
        const next = this.pending.shift() as SharedSnapshot;
        const previous = this.snapshot;
        this.snapshot = next;
        if (next.events.length > 0 && next.step !== this.shownStep) {
          this.shownStep = next.step;
          try {
            await this.animate(next, previous);
          } catch (error) {
            console.error(`${this.name}: a step could not be shown`, error);
          }
        }
        this.sync(this.snapshot);
      }
    } finally {
      this.draining = false;
    }
    // Drawn once more no longer busy: what waited for the animation to end (the moves' buttons) shows.
    this.sync(this.snapshot);
  }

  private draw(s: SharedSnapshot): void {
    this.snapshot = s;
    this.shownStep = s.step;
    this.sync(s);
    this.tick();
  }

  /** The countdown's tenth-of-a-second step, the banner, and the announcements at 10 s and 5 s. */
  private tick(): void {
    if (this.paused) return;
    const s = this.snapshot;
    // Set only when it changes: the banner is a live region, said again whenever its text is set.
    const banner = s.connected ? null : this.kit.t('connection.reconnecting');
    if (banner !== this.bannerText) {
      this.bannerText = banner;
      this.banner.show(banner, 'calm');
    }
    const c = this.clock(s);
    const left = c ? this.table.secondsLeft(c.at) : 0;
    if (this.showClock(c && left > 0 ? c : null, left)) this.kit.invalidate();
    if (!c || left <= 0) return;
    for (const mark of ANNOUNCE_AT) {
      const id = `${c.key}:${mark}`;
      if (left <= mark && left > mark - 1 && !this.announced.has(id)) {
        this.announced.add(id);
        this.kit.announce(c.say(mark));
      }
    }
    if (this.announced.size > 64) this.announced = new Set([...this.announced].slice(-16));
  }
}
