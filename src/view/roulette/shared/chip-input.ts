/**
 * The player's hand at the shared roulette table: the chip picked in the tray, a chip put down by a
 * tap or by the keyboard picker (one of the picked value, flown from the tray, said on the message
 * line), UNDO · CLEAR · REBET · DOUBLE, each checked by the engine's rules first (pending-bets.ts)
 * and then sent to the server as the player's whole bet (bet-sender.ts). A refusal the rules foresee
 * is said at once and nothing is sent; one the server makes takes the chips back to what it holds.
 */
import type { RouletteProblem } from '../../../engine/roulette/problems';
import type { RouletteTable } from '../../../engine/roulette/rules';
import type { BetSlip, Placement } from '../../../engine/roulette/slip';
import type { Minor } from '../../../engine/shared/money';
import type { SharedSnapshot } from '../../../games/shared/shared-table';
import type { TableKit } from '../../kit/table/table-kit';
import { betName } from '../../kit/words/bet-names';
import { noticeText } from '../../kit/words/notices';
import type { RouletteFlights } from '../chip-flights';
import type { Command } from '../controls';
import { BetSender } from './bet-sender';
import type { Mine } from './layout-chips';
import { PendingBets, type WireBet } from './pending-bets';
import type { SharedRouletteScene } from './shared-scene';

export type BetCommand = 'undo' | 'clear' | 'rebet' | 'double';
export const BET_COMMANDS: readonly BetCommand[] = ['undo', 'clear', 'rebet', 'double'];

/** A whole bet on its way: for the window it was made in, from the slip it was made of. */
interface Sent {
  round: string;
  slip: BetSlip;
  bets: WireBet[];
}

export interface ChipInputDeps {
  rules: RouletteTable;
  kit: TableKit;
  scene: SharedRouletteScene;
  flights: RouletteFlights;
  /** Sends the player's whole bet (SharedTable.bet); false: refused. */
  bet: (bets: WireBet[]) => Promise<boolean>;
  /** Chips may go down now. */
  open: () => boolean;
  /** What the player may stake now. */
  available: () => Minor;
  /** Words for the message line until the round moves on (null: none). */
  say: (note: string | null) => void;
  /** The server's last refusal in the player's words. */
  refusal: () => string | null;
  redraw: () => void;
}

export class ChipInput {
  readonly own: PendingBets;
  chip: Minor;
  private readonly sender: BetSender<Sent>;

  constructor(private readonly d: ChipInputDeps) {
    this.own = new PendingBets(d.rules);
    this.chip = d.rules.chips[0] ?? d.rules.limits.min;
    this.sender = new BetSender<Sent>(
      (sent) => d.bet(sent.bets),
      ({ sent, ok, last }) => {
        if (sent.round !== this.own.window) return;
        if (ok) this.own.confirm(sent.slip);
        else if (last) {
          // Refused (the window closed, a limit, the balance): the chips go back to what the server holds.
          this.own.revert();
          d.flights.reset();
          d.say(d.refusal());
        }
        d.redraw();
      },
    );
  }

  /** The table is at window `round`: a new one starts the chips afresh. True when it is new. */
  follow(round: string, serverBets: unknown): boolean {
    if (!this.own.follow(round, serverBets)) return false;
    // what was still to be sent was for the last window
    this.sender.drop();
    this.d.flights.reset();
    return true;
  }

  /** The player's part of a snapshot, with the bet on its way if one is. */
  mine(s: SharedSnapshot, pending: readonly Placement[] = []): Mine {
    return { yourBets: s.you.bets, pending, ...(this.sender.busy ? { sending: this.own.wire() } : {}) };
  }

  /** The tray's chip by its place (keys 1–6); false when there is none or chips cannot go down. */
  pickAt(index: number): boolean {
    const value = this.d.rules.chips[index];
    if (value === undefined || !this.d.open()) return false;
    this.pick(value);
    return true;
  }

  pick(value: Minor): void {
    this.chip = value;
    this.d.redraw();
  }

  /** A tap or Enter on a position or announced bet: one chip of the picked value, sent with the rest. */
  place(bet: string): void {
    const { kit, scene, flights } = this.d;
    if (!this.d.open()) return;
    const problem = this.own.place(bet, this.chip, this.d.available());
    if (problem) {
      this.refuse(problem);
      return;
    }
    kit.sound('chipPlace');
    const placed = this.own.placements.at(-1);
    const amount = kit.money(placed?.amount ?? 0);
    this.d.say(kit.t('rou.msg.placed', { bet: betName('roulette', bet, kit.t), amount }));
    if (placed) flights.place(scene, bet, placed.stakes, this.chip);
    scene.hud.setWin(null);
    this.send();
  }

  /** UNDO, CLEAR, REBET or DOUBLE (by button or key); false when it is not taken now. */
  command(command: Command): boolean {
    if (!this.d.open() || !(BET_COMMANDS as readonly string[]).includes(command)) return false;
    const available = this.d.available();
    const problem = {
      undo: () => this.own.undo(),
      clear: () => this.own.clear(),
      rebet: () => this.own.rebet(available),
      double: () => this.own.double(available),
    }[command as BetCommand]();
    if (problem) {
      this.refuse(problem);
      return false;
    }
    this.d.say(null);
    this.d.flights.reset();
    if (command === 'rebet' || command === 'double') this.d.kit.sound('chipPlace');
    this.send();
    return true;
  }

  private send(): void {
    const round = this.own.window;
    if (round !== null) this.sender.send({ round, slip: this.own.current, bets: this.own.wire() });
    this.d.redraw();
  }

  /** A chip the table's rules refuse: why, on the message line. */
  private refuse(problem: RouletteProblem): void {
    this.d.say(noticeText(problem, this.d.kit));
    this.d.redraw();
  }
}
