/**
 * A shared table as the browser plays it (SHARED.md): the round port of a table whose steps come
 * from the table's events, not from the player's own calls. It reads the table once, then follows
 * its event stream from that read's `seq` (reconnecting with `Last-Event-ID`), and moves its
 * public state on with each event; the player's commands (seat, bets, decisions) are calls whose
 * answers bring the player's balance and place, never the table's steps, so every context at the
 * table draws the same events in the same order. Its snapshots are what the table screen
 * subscribes to, as it does to a solo table's machine.
 */
import type { SharedAnswer, SharedEvent, SharedPublicState } from '../../contract/shared';
import type { Minor } from '../../engine/shared/money';
import type { ApiFailure } from '../../platform/remote/json-try';
import type { SharedEventStream } from '../../platform/shared/event-stream';
import type { SharedTableClient } from '../../platform/shared/table-client';
import { applyEvent } from '../../platform/shared/table-events';

export interface SharedSnapshot {
  readonly state: SharedPublicState;
  readonly seq: number;
  readonly balance: Minor;
  readonly you: SharedAnswer['you'];
  /** The stream answers (false: the reconnecting banner shows). */
  readonly connected: boolean;
  /** The events that made this snapshot from the one before (empty: a read or a command's answer). */
  readonly events: readonly SharedEvent[];
  /** Counts the snapshots that carry events, so a screen animates each once. */
  readonly step: number;
  /** The last command the server refused (its code), until the next command. */
  readonly refused: { code: string; message: string } | null;
  /** A command is on its way. */
  readonly sending: boolean;
}

type Listener = (s: SharedSnapshot) => void;

/** What the table needs of a place that hears about money (the HUD's wallet, the lobby's balance). */
export interface SharedTableOptions {
  client: SharedTableClient;
  /** The player's balance moved (an answer, a settlement read). */
  onBalance?: (balance: Minor) => void;
  /** The page's clock (tests pass their own). */
  now?: () => number;
}

export class SharedTable {
  private snapshot: SharedSnapshot | null = null;
  private readonly listeners = new Set<Listener>();
  private stream: SharedEventStream | null = null;
  private stopped = false;
  /** The server's clock minus the page's (ms), from the last read. */
  private skew = 0;
  private readonly now: () => number;
  private rereading: Promise<void> | null = null;

  constructor(private readonly o: SharedTableOptions) {
    this.now = o.now ?? (() => Date.now());
  }

  get table(): string {
    return this.o.client.table;
  }

  /** Reads the table and starts following it; resolves with the first snapshot. */
  async start(): Promise<SharedSnapshot> {
    const answer = await this.o.client.read();
    this.fromAnswer(answer, true);
    void this.follow(answer.seq);
    return this.getSnapshot();
  }

  getSnapshot(): SharedSnapshot {
    if (!this.snapshot) throw new Error('the shared table has not been read yet');
    return this.snapshot;
  }

  subscribe(listener: Listener): { unsubscribe(): void } {
    this.listeners.add(listener);
    return { unsubscribe: () => this.listeners.delete(listener) };
  }

  /** The table screen answers each shown step; the server's clock waits for nobody. */
  send(_event: { type: string }): void {}

  /** The server's time now, for countdowns. */
  serverNow(): number {
    return this.now() + this.skew;
  }

  /** Seconds left until `at` (server time), never below 0. */
  secondsLeft(at: number | null): number {
    return at === null ? 0 : Math.max(0, (at - this.serverNow()) / 1000);
  }

  sit(box?: number): Promise<boolean> {
    return this.command(() => this.o.client.sit(box));
  }

  leave(box?: number): Promise<boolean> {
    return this.command(() => this.o.client.leave(box));
  }

  /** The player's whole bet for the window in the game's shape (an empty one withdraws it). */
  bet(bets: unknown): Promise<boolean> {
    const round = this.getSnapshot().state.tableRoundId;
    return this.command(() => this.o.client.bet(round, bets));
  }

  act(box: number, hand: number, action: string): Promise<boolean> {
    const round = this.getSnapshot().state.tableRoundId;
    return this.command(() => this.o.client.act(round, box, hand, action));
  }

  /** Reads the player's balance and place again (a rebuy moved the balance outside the table). */
  refresh(): void {
    this.reread();
  }

  stop(): void {
    this.stopped = true;
    this.stream?.close();
    this.listeners.clear();
  }

  // --- inside ---------------------------------------------------------------------------------

  private async command(call: () => Promise<SharedAnswer>): Promise<boolean> {
    this.patch({ sending: true, refused: null });
    try {
      const answer = await call();
      this.fromAnswer(answer, false);
      return true;
    } catch (error) {
      const failure = error as ApiFailure;
      this.patch({
        sending: false,
        refused: { code: failure.code ?? 'connection-lost', message: String(failure.message) },
      });
      return false;
    }
  }

  /** An answer's balance and place; its table state only on the first read (later the events move it). */
  private fromAnswer(answer: SharedAnswer, first: boolean): void {
    this.skew = answer.state.now - this.now();
    const before = this.snapshot;
    if (first || !before) {
      this.snapshot = {
        state: answer.state,
        seq: answer.seq,
        balance: answer.balance,
        you: answer.you,
        connected: true,
        events: [],
        step: before?.step ?? 0,
        refused: null,
        sending: false,
      };
      this.emit();
    } else this.patch({ balance: answer.balance, you: answer.you, sending: false });
    if (before?.balance !== answer.balance) this.o.onBalance?.(answer.balance);
  }

  private patch(change: Partial<SharedSnapshot>): void {
    if (!this.snapshot) return;
    this.snapshot = { ...this.snapshot, events: [], ...change };
    this.emit();
  }

  private emit(): void {
    const s = this.snapshot;
    if (!s) return;
    for (const l of [...this.listeners]) l(s);
  }

  private async follow(from: number): Promise<void> {
    const stream = this.o.client.events({
      lastEventId: from,
      onConnected: () => {
        if (this.snapshot && !this.snapshot.connected) this.patch({ connected: true });
      },
      onReconnecting: () => {
        if (this.snapshot?.connected) this.patch({ connected: false });
      },
    });
    this.stream = stream;
    try {
      for await (const event of stream) {
        if (this.stopped) return;
        this.onEvent(event);
      }
    } catch (error) {
      // A refusal reconnecting cannot mend (the session ended): the banner stays.
      console.warn('shared table: the event stream stopped', error);
      if (!this.stopped) this.patch({ connected: false });
    }
  }

  private onEvent(event: SharedEvent): void {
    const s = this.snapshot;
    if (!s) return;
    if (event.type !== 'snapshot' && event.seq <= s.seq) return;
    this.snapshot = {
      ...s,
      state: applyEvent(s.state, event),
      seq: event.seq,
      you: yourPlace(s.you, event),
      events: [event],
      step: s.step + 1,
      connected: true,
    };
    // A settlement of the player's own part pays them: their balance is read (a watcher's never moves).
    if ((event.type === 'round.settled' && s.you.roundId !== null) || event.type === 'snapshot') this.reread();
    this.emit();
  }

  /** A settlement paid the player (or a window took their stakes away): the balance and place are read again. */
  private reread(): void {
    if (this.rereading) return;
    this.rereading = this.o.client
      .read()
      .then((answer) => this.fromAnswer(answer, false))
      .catch(() => undefined)
      .finally(() => {
        this.rereading = null;
      });
  }
}

/** The player's place after an event: a new window has none of their bets, a freed box is no longer theirs. */
function yourPlace(you: SharedAnswer['you'], e: SharedEvent): SharedAnswer['you'] {
  if (e.type === 'window.opened') return { ...you, bets: null, roundId: null };
  if (e.type === 'seat.left' && typeof e.box === 'number' && you.boxes.includes(e.box)) {
    const boxes = you.boxes.filter((b) => b !== e.box);
    return { ...you, boxes, seated: boxes.length > 0 };
  }
  return you;
}
