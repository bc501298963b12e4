/**
 * The player's own bet in a shared baccarat window. Each chip shows on its area at once and the
 * whole bet goes to the server (SHARED.md: a bet command is the player's whole bet for the
 * window); chips tapped while one command is on its way are sent together when it is answered, so
 * the server never gets the bets out of order and a burst of taps costs two calls, not ten. A
 * refused bet takes the chips back to what the server holds. Kept apart from the screen so the
 * order of calls can be tested without a browser.
 */
import { type BetArea, type Bets, NO_BETS, totalStake } from '../../../engine/baccarat/rules';
import type { Minor } from '../../../engine/shared/money';

interface Placement {
  area: BetArea;
  amount: Minor;
}

const same = (a: Bets, b: Bets) => a.player === b.player && a.banker === b.banker && a.tie === b.tie;

function sum(placements: readonly Placement[]): Bets {
  const bets = { player: 0, banker: 0, tie: 0 };
  for (const p of placements) bets[p.area] += p.amount;
  return bets;
}

/** Placements that make up `bets`, one per area (a bet the server had before this page knew it). */
const asPlacements = (bets: Bets): Placement[] =>
  (['player', 'banker', 'tie'] as const).filter((a) => bets[a] > 0).map((area) => ({ area, amount: bets[area] }));

export interface OwnBetPort {
  /** Sends the whole bet; resolves with the bet the server holds afterwards, or null when refused. */
  send(bets: Bets): Promise<Bets | null>;
  /** The bet shown changed (a chip, an undo, a refusal). */
  changed(): void;
}

export class OwnBet {
  private placements: Placement[] = [];
  /** What the server holds for this window. */
  private held: Bets = NO_BETS;
  /** What is on its way to the server, or null. */
  private sending: Bets | null = null;
  private round: string | null = null;
  /** The bet of the last coup the player played: SAME BETS and REBET ×2 repeat it. */
  private lastPlayed: Bets | null = null;

  constructor(private readonly port: OwnBetPort) {}

  /** The bet as it shows (what the server holds, with the chips still on their way). */
  get shown(): Bets {
    return sum(this.placements);
  }

  /** What the server holds. */
  get confirmed(): Bets {
    return this.held;
  }

  /** The bets the table's sums may hold of the player's just now: held, on its way, shown. */
  get candidates(): Bets[] {
    return [this.held, ...(this.sending ? [this.sending] : []), this.shown];
  }

  get last(): Bets | null {
    return this.lastPlayed;
  }

  get busy(): boolean {
    return this.sending !== null || !same(this.shown, this.held);
  }

  /**
   * The table's window and the player's bet in it as the server last said. A new window starts
   * empty; within one, the server's word replaces the chips only while nothing is on its way.
   */
  follow(round: string, server: Bets): void {
    if (round !== this.round) {
      this.round = round;
      this.placements = asPlacements(server);
      this.held = server;
      this.sending = null;
      return;
    }
    if (this.busy || same(server, this.held)) return;
    this.held = server;
    this.placements = asPlacements(server);
  }

  /** The window closed with this bet in play (SAME BETS repeats it later). */
  played(): void {
    if (totalStake(this.held) > 0) this.lastPlayed = this.held;
  }

  place(area: BetArea, amount: Minor): void {
    this.placements.push({ area, amount });
    this.flush();
  }

  /** Takes the last chip placed on `area` off; false when it has none. */
  takeOff(area: BetArea): boolean {
    const i = this.placements.findLastIndex((p) => p.area === area);
    if (i < 0) return false;
    this.placements.splice(i, 1);
    this.flush();
    return true;
  }

  undo(): void {
    if (this.placements.pop()) this.flush();
  }

  clear(): void {
    if (this.placements.length === 0) return;
    this.placements = [];
    this.flush();
  }

  /** The last coup's bet again (`factor` 2: doubled). */
  repeat(factor: 1 | 2): void {
    const last = this.lastPlayed;
    if (!last) return;
    this.placements = asPlacements({
      player: last.player * factor,
      banker: last.banker * factor,
      tie: last.tie * factor,
    });
    this.flush();
  }

  /** What the shown bet would be with `area` raised by `amount` (to check it before placing). */
  with(area: BetArea, amount: Minor): Bets {
    const bets = { ...this.shown };
    bets[area] += amount;
    return bets;
  }

  /** Sends the bet as it shows, unless it is what the server holds or a call is already on its way. */
  private flush(): void {
    this.port.changed();
    if (this.sending || same(this.shown, this.held)) return;
    const bets = this.shown;
    const round = this.round;
    this.sending = bets;
    void this.port.send(bets).then((held) => {
      this.sending = null;
      if (round !== this.round) return;
      if (held === null) {
        // Refused: the chips go back to what the server holds.
        this.placements = asPlacements(this.held);
        this.port.changed();
        return;
      }
      this.held = held;
      if (same(held, bets)) this.flush();
      else {
        this.placements = asPlacements(held);
        this.port.changed();
      }
    });
  }
}
