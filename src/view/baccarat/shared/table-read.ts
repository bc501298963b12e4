/**
 * What a shared baccarat table shows for a snapshot, as pure functions (SHARED.md "What the
 * client shows"), so the screen only applies them and the tests read them directly: the table's
 * bets split into the player's own and everyone else's per area (never whose), the countdown of
 * the betting window, the message line per phase (the cut card's coup, a new shoe), and the
 * buttons a window offers. The server's state arrives as `unknown` shapes: they are read here.
 */

import type { SharedPhase, SharedPublicState } from '../../../contract/shared';
import { type BaccaratRules, BET_AREAS, type Bets, NO_BETS, totalStake } from '../../../engine/baccarat/rules';
import { type Settlement, settle } from '../../../engine/baccarat/settle';
import type { Outcome, Winner } from '../../../engine/baccarat/tableau';
import type { Card } from '../../../engine/shared/cards';
import type { Minor } from '../../../engine/shared/money';
import type { Translate } from '../../../platform/i18n';
import type { SharedClock } from '../../kit/table/shared-screen';
import type { BacControlsState } from '../controls';
import { payoutText, resultText } from '../table-sync';

/** A coup as the table's state and its `play` event carry it. */
export interface Coup extends Outcome {
  player: Card[];
  banker: Card[];
}

const amount = (v: unknown): Minor => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0);

/** Baccarat's bets in the public or the player's own shape (`{player, banker, tie}`; null: none). */
export function betsOf(raw: unknown): Bets {
  if (typeof raw !== 'object' || raw === null) return NO_BETS;
  const r = raw as Record<string, unknown>;
  return { player: amount(r.player), banker: amount(r.banker), tie: amount(r.tie) };
}

const WINNERS: readonly string[] = ['player', 'banker', 'tie'];

/** The coup a state or an event holds, or null (before the first deal, or an unknown shape). */
export function coupOf(raw: unknown): Coup | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Record<string, unknown>;
  if (!Array.isArray(c.player) || !Array.isArray(c.banker) || !WINNERS.includes(String(c.winner))) return null;
  return {
    player: c.player as Card[],
    banker: c.banker as Card[],
    winner: c.winner as Winner,
    playerTotal: Number(c.playerTotal),
    bankerTotal: Number(c.bankerTotal),
    natural: c.natural === true,
  };
}

/** Everyone else's chips per area: the table's sums less the player's own. */
export function othersOf(table: Bets, own: Bets): Bets {
  return {
    player: Math.max(0, table.player - own.player),
    banker: Math.max(0, table.banker - own.banker),
    tie: Math.max(0, table.tie - own.tie),
  };
}

const distance = (a: Bets, b: Bets) => BET_AREAS.reduce((d, area) => d + Math.abs(a[area] - b[area]), 0);

/**
 * Everyone else's chips when the player's own bet may or may not be in the table's sums yet: a
 * `bets` event that arrives while the player's command is on its way holds either the bet before
 * it or the one it sends, and nothing says which. Of the player's bets it could hold (`owns`, the
 * confirmed one first) the one that leaves everyone else's chips nearest to what they were is
 * taken, so the player's own chip never shows as someone else's for a moment. Exact once the
 * player's command is answered and its event is in.
 */
export function likelyOthers(table: Bets, owns: readonly Bets[], before: Bets): Bets {
  let best: Bets | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const own of owns) {
    if (BET_AREAS.some((a) => table[a] < own[a])) continue;
    const others = othersOf(table, own);
    const d = distance(others, before);
    if (d < bestDistance) [best, bestDistance] = [others, d];
  }
  return best ?? othersOf(table, owns[0] ?? NO_BETS);
}

/** The window takes bets. */
export const isOpen = (phase: SharedPhase): boolean => phase === 'betting' || phase === 'closing';

/** The betting window's countdown once the first bet has set its close; none otherwise. */
export function windowClock(state: SharedPublicState, t: Translate): SharedClock | null {
  if (state.phase !== 'closing' || state.closesAt === null) return null;
  return {
    at: state.closesAt,
    total: state.timings.bettingSeconds,
    key: `bets:${state.tableRoundId}`,
    say: (seconds) => t('shared.betsClose', { seconds: `${seconds} s` }),
  };
}

/** The player's own part of a coup, or null when they had no stake in it. */
export function ownSettlement(own: Bets, coup: Coup, rules: BaccaratRules): Settlement | null {
  return totalStake(own) > 0 ? settle(own, coup.winner, rules) : null;
}

/** What the message line is told beyond the table's phase. */
export interface MessageInput {
  phase: SharedPhase;
  /** A refusal or a notice: it wins until the next event. */
  note: string | null;
  /** The player's own bet this window, as it shows. */
  own: Bets;
  /** The coup on the felt (shown), with the player's part of it. */
  coup: Coup | null;
  paid: Settlement | null;
  /** The coup on the felt brought the cut card out: the shoe's last. */
  cutCard: boolean;
  /** A shoe has ended since the last coup, or a new one was just opened. */
  newShoe: boolean;
  removing: boolean;
}

/**
 * The message line: the window's invitation (the seconds are the ring's, so the line stays put and
 * a screen reader hears it once), no more bets at the close, the coup's result over what it paid
 * the player or over the cut card's announcement, a new shoe.
 */
export function messageOf(m: MessageInput, t: Translate, money: (m: Minor) => string, rules: BaccaratRules): string {
  if (m.note) return m.note;
  const newShoe = m.newShoe ? `${t('shared.newShoe')} · ` : '';
  if (isOpen(m.phase) || m.phase === 'idle') {
    if (m.removing) return t('bac.msg.removing');
    const total = totalStake(m.own);
    if (total > 0) return `${newShoe}${t('shared.bac.yourBet', { total: money(total) })}`;
    return `${newShoe}${t('shared.placeBets')}`;
  }
  if (m.phase === 'playing' || !m.coup) return m.newShoe ? t('shared.newShoe') : t('shared.noMoreBets');
  // The cut card's coup: its announcement stays under the result until the next window (what
  // the coup paid the player showed while it was paid, and stays on the HUD's WIN).
  const result = resultText(m.coup, t);
  if (m.cutCard) return `${result}\n${t('shared.cutCard')}`;
  return m.paid ? `${result}\n${payoutText(m.paid, rules, t, money)}` : result;
}

/** What the controls are told of the window. */
export interface ControlsInput {
  open: boolean;
  /** A coup or a payout is being shown: the tray waits for it. */
  busy: boolean;
  own: Bets;
  /** The player's bet of the last coup they played (SAME BETS, REBET ×2), or null. */
  last: Bets | null;
  chip: Minor;
  removing: boolean;
}

/**
 * The chips and buttons while the window is open: UNDO and CLEAR once the player has chips down,
 * SAME BETS and REBET ×2 before (when they played a coup before). The clock deals, so there is no
 * DEAL; nothing shows while the window is shut.
 */
export function controlsOf(c: ControlsInput): BacControlsState {
  const none: BacControlsState = { buttons: {}, chips: false, selectedChip: c.chip, removing: false };
  if (!c.open || c.busy) return none;
  const down = totalStake(c.own) > 0;
  const buttons = down
    ? { undo: true, clear: true }
    : c.last
      ? { same: true, double: true }
      : { undo: false, clear: false };
  return { buttons, chips: true, selectedChip: c.chip, removing: c.removing };
}
