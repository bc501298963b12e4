/**
 * What a shared blackjack table shows for a snapshot (SHARED.md "What the client shows"), read
 * from the table's public state, the player's place and their own bet: the table view the solo
 * table's drawing takes (syncTable: cards, totals, badges, stakes), the message line, the buttons
 * and the clock. Pure, so each is unit-tested without a canvas.
 */
import { type BlackjackRules, type Decision, handValue, type TableRound } from '../../../engine/blackjack/index';
import { atTier, tableRules } from '../../../engine/blackjack/rules';
import type { Card } from '../../../engine/shared/cards';
import type { Minor } from '../../../engine/shared/money';
import type { SharedSnapshot } from '../../../games/shared/shared-table';
import type { Placement } from '../../../machines/blackjack/bets';
import { EVENT_OF } from '../../../machines/blackjack/decisions';
import type { MoveEvent } from '../../../machines/blackjack/types';
import type { BlackjackTableView } from '../../../machines/blackjack/view';
import type { Translate } from '../../../platform/i18n';
import type { SharedClock } from '../../kit/table/shared-screen';
import type { Command, ControlsState } from '../controls';
import type { BoxBet, OwnBets } from './own-bets';

/** The shared table's rules: bj-european at its 10–500 tier, five boxes, no computer players. */
export function sharedRules(): BlackjackRules {
  return { ...atTier(tableRules('bj-european'), '10-500'), seats: 5, otherPlayers: 0 };
}

/** Bets may be placed (the window is open, its close not passed). */
export const windowOpen = (s: SharedSnapshot): boolean =>
  s.state.phase === 'betting' || s.state.phase === 'closing' || s.state.phase === 'idle';

/** The hand asked now, when it is one of the player's boxes. */
export function myTurn(s: SharedSnapshot): NonNullable<SharedSnapshot['state']['asked']> | null {
  const asked = s.state.asked;
  return asked && s.you.boxes.includes(asked.box) ? asked : null;
}

export const holderOf = (s: SharedSnapshot, box: number): string | null =>
  s.state.seats.find((x) => x.box === box)?.name ?? null;

/** Everyone's bets on each box less the player's own as the server holds them: the other players'. */
function othersPlacements(s: SharedSnapshot): Placement[] {
  const all = Array.isArray(s.state.bets) ? (s.state.bets as BoxBet[]) : [];
  const mine = Array.isArray(s.you.bets) ? (s.you.bets as BoxBet[]) : [];
  const out: Placement[] = [];
  for (const b of all) {
    const own = mine.find((m) => m.box === b.box);
    for (const spot of ['main', 'perfectPairs', 'behind'] as const) {
      const amount = (b[spot] ?? 0) - (own?.[spot] ?? 0);
      if (amount > 0) out.push({ seat: b.box, spot, amount });
    }
  }
  return out;
}

function phaseOf(s: SharedSnapshot): string {
  const { phase, asked } = s.state;
  if (windowOpen(s)) return 'betting';
  if (phase === 'settled') return 'payout';
  if (asked) return asked.kind === 'insurance' ? 'insurance' : 'playerTurn';
  return 'resolving';
}

/** The table view the solo table's drawing reads (table-sync.ts), for this snapshot. */
export function tableViewOf(s: SharedSnapshot, own: OwnBets, chip: Minor): BlackjackTableView {
  const phase = phaseOf(s);
  const round = phase === 'betting' ? null : (s.state.round as TableRound | null);
  const asked = myTurn(s);
  const moves = asked ? movesOf(asked.legal) : [];
  return {
    phase,
    animating: false,
    stage: s.step,
    balance: s.balance,
    chip,
    seat: s.you.boxes[0] ?? 1,
    placements: phase === 'betting' ? [...othersPlacements(s), ...own.placements] : [],
    notice: null,
    round: round ? { ...round, legal: (asked?.legal ?? []) as Decision[], playerSeats: 5 } : null,
    roundId: s.state.tableRoundId,
    events: [],
    moves,
    behindAsk: null,
    behindSeats: [],
    insurance: null,
    canRebet: false,
    failed: false,
    dealProblem: null,
    hint: () => null,
    playerSeats: 5,
  };
}

/** The buttons of the decisions a hand is asked for. */
function movesOf(legal: readonly string[]): MoveEvent[] {
  return legal.flatMap((d) => (d in EVENT_OF ? [EVENT_OF[d as Decision]] : []));
}

/** The decision a move's button asks for, among the legal ones. */
export function decisionFor(legal: readonly string[], move: Command): string | null {
  return legal.find((d) => d in EVENT_OF && EVENT_OF[d as Decision] === move) ?? null;
}

/** The buttons on show: the seat, the bet's UNDO and CLEAR, the back bet's follow answer, or the moves. */
export function controlsOf(s: SharedSnapshot, own: OwnBets, chip: Minor, busy: boolean): ControlsState {
  const buttons: ControlsState['buttons'] = {};
  const asked = myTurn(s);
  const seated = s.you.boxes.length > 0;
  const free = s.state.seats.length < 5;
  let hinted: Command | null = null;
  if (asked) {
    for (const move of movesOf(asked.legal)) buttons[move] = !busy;
  } else if (windowOpen(s) && own.total > 0) {
    buttons.undo = true;
    buttons.clear = true;
    if (own.placements.some((p) => p.spot === 'behind')) {
      buttons['behind.decline'] = true;
      buttons['behind.match'] = true;
      hinted = own.follows ? 'behind.match' : 'behind.decline';
    }
  } else if (seated) buttons['seat.leave'] = true;
  else if (free) buttons['seat.take'] = true;
  const someoneSits = s.state.seats.length > 0;
  return {
    buttons,
    evenMoney: asked?.legal.includes('even-money:yes') ?? false,
    chips: windowOpen(s) && someoneSits && !asked,
    selectedChip: chip,
    hinted,
    insurance: null,
  };
}

/** "7 / 17" while soft and under 21, else the one total. */
function totalOf(cards: readonly (Card | null)[]): string {
  const shown = cards.filter((c): c is Card => c !== null);
  const { total, soft } = handValue(shown);
  return soft && total < 21 ? `${total - 10} / ${total}` : String(total);
}

/** The player's own result of a settled round: what their boxes staked and returned. */
function ownResult(s: SharedSnapshot): { staked: Minor; returned: Minor } | null {
  const round = s.state.round as TableRound | null;
  if (!round || s.you.boxes.length === 0) return null;
  let staked = 0;
  let returned = 0;
  for (const seat of round.seats) {
    if (!s.you.boxes.includes(seat.seat)) continue;
    for (const h of seat.hands) {
      staked += h.bet;
      returned += h.returned;
    }
    staked += seat.perfectPairs.bet + seat.insurance.bet;
    returned += seat.perfectPairs.returned + seat.insurance.returned;
  }
  return staked > 0 ? { staked, returned } : null;
}

/** The message line (the clock's seconds are on the ring, so the words stay put while it runs). */
export function messageOf(s: SharedSnapshot, t: Translate, money: (m: Minor) => string): string {
  const seated = s.you.boxes.length > 0;
  if (windowOpen(s)) return seated || s.you.bets ? t('shared.placeBets') : t('shared.watching');
  const asked = s.state.asked;
  if (s.state.phase === 'playing') {
    if (!asked) return t('shared.noMoreBets');
    if (s.you.boxes.includes(asked.box)) {
      if (asked.kind === 'insurance') return t('shared.yourInsurance');
      const round = s.state.round as TableRound | null;
      const hand = round?.seats.find((x) => x.seat === asked.box)?.hands[asked.hand];
      return t('shared.yourTurn', { total: hand ? totalOf(hand.cards) : '' });
    }
    return t('shared.turnOf', { name: holderOf(s, asked.box) ?? String(asked.box) });
  }
  const mine = ownResult(s);
  if (mine) {
    if (mine.returned > mine.staked) return t('bj.msg.won', { amount: money(mine.returned) });
    if (mine.returned > 0) return t('bj.msg.back', { amount: money(mine.returned) });
    return t('bj.msg.lost');
  }
  return t('shared.roundOver');
}

/** The countdown on show: the window's once its close is set, else the hand asked now. */
export function clockOf(s: SharedSnapshot, t: Translate): SharedClock | null {
  const { state } = s;
  if (state.phase === 'closing' && state.closesAt !== null)
    return {
      at: state.closesAt,
      total: state.timings.bettingSeconds,
      key: `window:${state.tableRoundId}`,
      say: (seconds) => t('a11y.shared.secondsLeft', { seconds }),
    };
  const asked = state.asked;
  if (state.phase !== 'playing' || !asked) return null;
  const mine = myTurn(s) !== null;
  return {
    at: asked.deadline,
    total: state.timings.turnSeconds,
    key: `turn:${state.tableRoundId}:${asked.box}:${asked.hand}:${asked.kind}`,
    say: (seconds) =>
      mine ? t('a11y.shared.yourTurn', { box: asked.box, seconds }) : t('a11y.shared.secondsLeft', { seconds }),
  };
}
