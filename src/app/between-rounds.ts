/**
 * What the page shows only between rounds (a reality check, an operator's notice), one at a time:
 * a dialog never lands on a round the player is in the middle of. Asked for while no round is in
 * progress, it shows at once; asked for during one, it waits for that round's end on the table
 * (the tally moves right after the lobby hears `roundEnded`). While the lobby holds the game
 * nothing new shows: it waits for `resume`.
 */

export interface BetweenRoundsHost {
  /** A round is between its stakes and the end of its show. */
  busy(): boolean;
  /** Follows each round's end on the table; returns the unsubscribe. */
  onRoundEnd(listener: () => void): () => void;
}

/** One thing to show: `key` keeps the same thing from waiting twice; `first` goes before the rest. */
export interface BetweenRoundsItem {
  key: string;
  first?: boolean;
  /** Shows it; `done` is called when the player has answered it (or it went). */
  show(done: () => void): void;
}

export class BetweenRounds {
  private readonly waiting: BetweenRoundsItem[] = [];
  private open: BetweenRoundsItem | null = null;
  private held = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly host: BetweenRoundsHost) {
    this.unsubscribe = host.onRoundEnd(() => this.pump(true));
  }

  /** Asks for `item` between rounds; an item of the same key already waiting or shown is enough. */
  request(item: BetweenRoundsItem): void {
    if (this.open?.key === item.key || this.waiting.some((w) => w.key === item.key)) return;
    if (item.first) this.waiting.unshift(item);
    else this.waiting.push(item);
    this.pump();
  }

  /** The lobby holds the game (`pause`) or lets it go on (`resume`). */
  hold(on: boolean): void {
    this.held = on;
    if (!on) this.pump();
  }

  /** Whether something is on screen now, and what. */
  get showing(): string | null {
    return this.open?.key ?? null;
  }

  /** Nothing more shows (the page has left play). */
  stop(): void {
    this.waiting.length = 0;
    this.held = true;
    this.unsubscribe();
  }

  private pump(roundEnded = false): void {
    if (this.open || this.held || this.waiting.length === 0) return;
    // Right after a round's end the table rests, even while another game keeps a round open.
    if (this.host.busy() && !roundEnded) return;
    const item = this.waiting.shift() as BetweenRoundsItem;
    this.open = item;
    let answered = false;
    item.show(() => {
      if (answered) return;
      answered = true;
      this.open = null;
      this.pump();
    });
  }
}
