/**
 * From a table view to what the felt shows: cards, totals, result badges, chip stacks, the
 * message line, the buttons, and the payouts printed on the felt. Pure reading of the snapshot;
 * the animator moves things between two of these states.
 */
import { type BlackjackRules, type Hand, handValue, type PublicRound } from '../../engine/blackjack/index';
import type { Card } from '../../engine/shared/cards';
import type { Minor } from '../../engine/shared/money';
import type { BlackjackTableView } from '../../machines/blackjack/view';
import type { MessageKey, Translate } from '../../platform/i18n';
import type { MessageFor } from '../kit/text/message-line';
import type { ControlsState } from './controls';
import type { Badge, HandView } from './hand-view';
import { mostAmount } from './insurance-steps';
import type { SeatView } from './seat-view';

export interface SyncTarget {
  dealer: HandView;
  seats: Map<number, SeatView>;
}

/** "7 / 17" while a hand is soft and under 21, else the one total. */
function totalText(cards: readonly (Card | null)[]): string | null {
  const shown = cards.filter((c): c is Card => c !== null);
  if (shown.length === 0) return null;
  const { total, soft } = handValue(shown);
  return soft && total < 21 ? `${total - 10} / ${total}` : String(total);
}

function badgeOf(hand: Hand): Badge {
  const total = handValue(hand.cards).total;
  switch (hand.outcome) {
    case null:
      return total > 21 ? 'bust' : null;
    case 'lose':
      return total > 21 ? 'bust' : 'lose';
    case 'even-money':
      return 'evenMoney';
    default:
      return hand.outcome;
  }
}

const BADGE_KEYS: Record<Exclude<Badge, null>, MessageKey> = {
  blackjack: 'bj.badge.blackjack',
  bust: 'bj.badge.bust',
  win: 'bj.badge.win',
  push: 'bj.badge.push',
  lose: 'bj.badge.lose',
  surrender: 'bj.badge.surrender',
  bonus777: 'bj.badge.bonus777',
  evenMoney: 'bj.badge.evenMoney',
};

/**
 * The chips on each seat: stakes while in play; after settlement what stays and what is paid. A
 * back bet (`behind`) keeps its winnings on its own stack: they are the player's, not the holder's.
 */
export function stakesOf(round: PublicRound | null, view: BlackjackTableView, seat: number) {
  const out = { main: 0, side: 0, insurance: 0, paid: 0, behind: 0 };
  if (!round) {
    for (const p of view.placements) {
      if (p.seat !== seat) continue;
      if (p.spot === 'main') out.main += p.amount;
      else if (p.spot === 'behind') out.behind += p.amount;
      else out.side += p.amount;
    }
    return out;
  }
  const s = round.seats.find((x) => x.seat === seat);
  if (!s) return out;
  // A bet's chips: all of it while open; once settled, what stays on the spot (its winnings go to `paid`).
  const stays = (bet: Minor, settled: boolean, returned: Minor): Minor => {
    if (!settled) return bet;
    out.paid += Math.max(0, returned - bet);
    return Math.min(returned, bet);
  };
  for (const h of s.hands) {
    out.main += stays(h.bet, h.outcome !== null, h.returned);
    out.behind += (h.outcome === null ? h.behind : h.behindReturned) ?? 0;
  }
  const { insurance, perfectPairs } = s;
  if (insurance.bet > 0) out.insurance = stays(insurance.bet, insurance.settled, insurance.returned);
  if (perfectPairs.bet > 0) out.side = stays(perfectPairs.bet, perfectPairs.settled, perfectPairs.returned);
  return out;
}

/** Each badge's word in a language, worked out once per translator. */
const badgeWords = new WeakMap<Translate, Record<Exclude<Badge, null>, string>>();
function wordsOf(t: Translate): Record<Exclude<Badge, null>, string> {
  let words = badgeWords.get(t);
  if (!words) {
    const entries = Object.entries(BADGE_KEYS).map(([badge, key]) => [badge, t(key)]);
    words = Object.fromEntries(entries) as Record<Exclude<Badge, null>, string>;
    badgeWords.set(t, words);
  }
  return words;
}

/**
 * Brings the table to the view. `stakesOnly`: only the chips (before a step's cards move);
 * `fromSprites`: totals from the cards already on the felt (during an animation).
 */
export function syncTable(
  target: SyncTarget,
  view: BlackjackTableView,
  t: Translate,
  opts: { stakesOnly?: boolean; fromSprites?: boolean },
): void {
  const round = view.round;
  for (const [n, seat] of target.seats) {
    const live = (opts.stakesOnly || opts.fromSprites) && round !== null;
    const stakes = live ? liveStakes(round as PublicRound, n) : stakesOf(round, view, n);
    seat.stack.setAmount(stakes.main);
    seat.sideStack?.setAmount(stakes.side);
    seat.insuranceStack.setAmount(stakes.insurance);
    seat.behindStack?.setAmount(stakes.behind);
    if (!live) seat.payStack.setAmount(stakes.paid);
    const active = view.phase === 'betting' ? view.placements.some((p) => p.seat === n) : false;
    seat.setActive(
      active ||
        ((view.phase === 'playerTurn' || view.phase === 'behind') &&
          round?.turn !== null &&
          round?.seats[round.turn.seat]?.seat === n),
    );
    if (opts.stakesOnly) continue;
    const s = round?.seats.find((x) => x.seat === n);
    if (!opts.fromSprites) seat.ensureHands(s ? s.hands.length : 0);
    seat.hands.forEach((hv, i) => {
      const hand = s?.hands[i];
      if (!opts.fromSprites && hand) hv.sync(hand.cards);
      hv.setTotal(totalText(hv.cards.map((c) => (c.faceUp ? c.card : null))));
      const badge = hand && !opts.fromSprites ? badgeOf(hand) : liveBadge(hv);
      const word = badge ? wordsOf(t)[badge] : '';
      if (badge !== hv.currentBadge) {
        hv.setBadge(badge, word);
        hv.popBadge(0.2);
      } else if (word !== hv.badgeWord) hv.setBadge(badge, word);
      const turn = round?.turn;
      hv.setActive(
        view.phase === 'playerTurn' &&
          !!turn &&
          round?.seats[turn.seat]?.seat === n &&
          turn.hand === i &&
          s !== undefined,
      );
    });
    if (!opts.fromSprites) seat.placeHands(false);
  }
  if (opts.stakesOnly) return;
  if (!opts.fromSprites) target.dealer.sync(round ? round.dealer.cards : []);
  const dealerCards = target.dealer.cards.map((c) => (c.faceUp ? c.card : null));
  target.dealer.setTotal(totalText(dealerCards));
  // the dealer's bust is marked on the cards, as a player's is
  const busted = dealerCards.length > 2 && handValue(dealerCards.filter((c): c is Card => c !== null)).total > 21;
  if (busted !== (target.dealer.currentBadge === 'bust'))
    target.dealer.setBadge(busted ? 'bust' : null, t('bj.badge.bust'));
}

/** A bust shows as soon as the card that busts lands. */
function liveBadge(hv: HandView): Badge {
  const cards = hv.cards.filter((c) => c.faceUp && c.card).map((c) => c.card as Card);
  if (cards.length > 2 && handValue(cards).total > 21) return 'bust';
  return hv.currentBadge;
}

/** Every stake of a seat as it stands during play (settlements show at the end of the step). */
function liveStakes(round: PublicRound, seat: number): ReturnType<typeof stakesOf> {
  const s = round.seats.find((x) => x.seat === seat);
  if (!s) return { main: 0, side: 0, insurance: 0, paid: 0, behind: 0 };
  const main = s.hands.reduce((sum, h) => sum + h.bet, 0);
  const behind = s.hands.reduce((sum, h) => sum + (h.behind ?? 0), 0);
  return { main, side: s.perfectPairs.bet, insurance: s.insurance.bet, paid: 0, behind };
}

/**
 * The printed payouts on the felt, from the table's rules (LOOK.md); with `money`, the first line
 * (the one a short felt keeps) carries the limits too, so a table with tiers shows which it is.
 */
export function feltLines(rules: BlackjackRules, t: Translate, money?: (minor: Minor) => string): string[] {
  const [a, b] = rules.blackjackPays;
  const pays = t('bj.felt.pays', { ratio: t('bj.felt.ratio', { a, b }) });
  const limits = money && t('bj.felt.limits', { min: money(rules.minBet), max: money(rules.maxBet) });
  const lines = [limits ? `${pays} · ${limits}` : pays];
  const second = [
    rules.insurance ? t('bj.felt.insurance') : null,
    t(rules.dealerHitsSoft17 ? 'bj.felt.h17' : 'bj.felt.s17'),
  ]
    .filter(Boolean)
    .join(' · ');
  lines.push(second);
  if (rules.bonus777 || rules.perfectPairs) lines.push(t('bj.felt.bonus'));
  return lines;
}

export const messageFor: MessageFor<BlackjackTableView> = (view, t, money, say) => {
  const round = view.round;
  switch (view.phase) {
    case 'betting':
      if (view.notice) return say(view.notice);
      if (view.placements.length === 0) return t('bj.msg.placeBets');
      return view.dealProblem ? say(view.dealProblem) : t('bj.msg.ready', { deal: t('bj.bet.deal') });
    case 'insurance':
      if (view.notice) return say(view.notice);
      if (round?.legal.includes('even-money:yes')) return t('bj.msg.evenMoney');
      return view.insurance
        ? t('bj.msg.insuranceUpTo', { max: money(mostAmount(view.insurance)) })
        : t('bj.msg.insurance');
    case 'behind': {
      if (view.notice) return say(view.notice);
      const ask = view.behindAsk;
      return ask
        ? t(ask.move === 'split' ? 'bj.msg.behindAsk.split' : 'bj.msg.behindAsk.double', { seat: ask.seat })
        : '';
    }
    case 'playerTurn': {
      if (view.notice) return say(view.notice);
      const turn = round?.turn;
      const hand = turn ? round?.seats[turn.seat]?.hands[turn.hand] : undefined;
      return hand ? t('bj.msg.turn', { total: totalText(hand.cards) ?? '' }) : '';
    }
    case 'failed':
      return say(view.notice ?? { code: 'round.unavailable' });
    case 'payout': {
      if (!round) return '';
      const dealerCards = round.dealer.cards.filter((c): c is Card => c !== null);
      const dealerTotal = handValue(dealerCards).total;
      if (round.returned > round.staked) return t('bj.msg.won', { amount: money(round.returned) });
      if (round.returned > 0) return t('bj.msg.back', { amount: money(round.returned) });
      if (dealerCards.length === 2 && dealerTotal === 21) return t('bj.msg.dealerBlackjack');
      return t('bj.msg.lost');
    }
    default:
      return '';
  }
};

export function controlsFor(view: BlackjackTableView, busy: boolean, hinted: ControlsState['hinted']): ControlsState {
  const buttons: ControlsState['buttons'] = {};
  const evenMoney = view.round?.legal.includes('even-money:yes') ?? false;
  if (!busy) {
    if (view.phase === 'betting') {
      const some = view.placements.length > 0;
      buttons.undo = some;
      buttons.clear = some;
      buttons.rebet = view.canRebet && !some;
      buttons.deal = view.dealProblem === null;
    } else if (view.phase === 'insurance' || view.phase === 'playerTurn' || view.phase === 'behind') {
      for (const m of view.moves) buttons[m] = true;
      if (view.phase === 'playerTurn') buttons.hint = true;
    } else if (view.failed) {
      buttons.retry = true;
    }
  }
  // The amount picker's question: this round's seat, so the next seat asked starts afresh at half.
  const asked = view.round?.turn ? `${view.roundId}:${view.round.turn.seat}` : '';
  const insurance =
    !busy && view.phase === 'insurance' && view.insurance ? { range: view.insurance, key: asked } : null;
  return { buttons, evenMoney, chips: view.phase === 'betting' && !busy, selectedChip: view.chip, hinted, insurance };
}
