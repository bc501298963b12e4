/**
 * Punto Banco's tableau: card values, totals, naturals and the third-card rules of RULES.md
 * (identical in sheets 000 and 001), and a round dealt step by step. Each step returns the new
 * state with the events that happened, so a view can animate them in order.
 */
import { type Card, rankOf } from '../shared/cards';
import type { Rng } from '../shared/rng';
import { draw, type ShoeState } from '../shared/shoe';

type Side = 'player' | 'banker';
export type Winner = 'player' | 'banker' | 'tie';

/** A = 1, 2–9 face value, T J Q K = 0. */
export function cardValue(card: Card): number {
  const r = rankOf(card);
  if (r === 'A') return 1;
  if (r === 'T' || r === 'J' || r === 'Q' || r === 'K') return 0;
  return Number(r);
}

/** A hand's total: the sum of its values modulo 10. */
export function handTotal(cards: readonly Card[]): number {
  let t = 0;
  for (const c of cards) t += cardValue(c);
  return t % 10;
}

/** A two-card total of 8 or 9. */
export function isNaturalTotal(total: number): boolean {
  return total >= 8;
}

/** The Player draws on 0–5 and stands on 6–7 (only asked when neither hand is a natural). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The Banker's third card. `playerThird` is the value of the Player's third card, or null when
 * the Player stood: then the Banker draws on 0–5. Otherwise by the table of RULES.md.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export function winnerOf(playerTotal: number, bankerTotal: number): Winner {
  if (playerTotal > bankerTotal) return 'player';
  if (bankerTotal > playerTotal) return 'banker';
  return 'tie';
}

export interface Outcome {
  winner: Winner;
  natural: boolean;
  playerTotal: number;
  bankerTotal: number;
}

type RoundPhase = 'initial' | 'third' | 'done';

/** A round on the table. `phase` says which step comes next. */
export interface Tableau {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly phase: RoundPhase;
  readonly outcome: Outcome | null;
}

export type TableauEvent =
  | { type: 'card'; to: Side; card: Card; third: boolean; total: number }
  | ({ type: 'result' } & Outcome);

export interface Step {
  tableau: Tableau;
  shoe: ShoeState;
  events: TableauEvent[];
}

function outcomeOf(player: readonly Card[], banker: readonly Card[]): Outcome {
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    winner: winnerOf(playerTotal, bankerTotal),
    natural: isNaturalTotal(handTotal(player.slice(0, 2))) || isNaturalTotal(handTotal(banker.slice(0, 2))),
    playerTotal,
    bankerTotal,
  };
}

/**
 * Step one: Player, Banker, Player, Banker. If either hand is a natural the round is decided
 * here (phase `done`, with a `result` event); otherwise phase `third` follows.
 */
export function dealInitial(shoe: ShoeState, rng: Rng): Step {
  const player: Card[] = [];
  const banker: Card[] = [];
  const events: TableauEvent[] = [];
  let s = shoe;
  for (let i = 0; i < 4; i++) {
    const d = draw(s, rng);
    s = d.shoe;
    const to: Side = i % 2 === 0 ? 'player' : 'banker';
    const hand = to === 'player' ? player : banker;
    hand.push(d.card);
    events.push({ type: 'card', to, card: d.card, third: false, total: handTotal(hand) });
  }
  const natural = isNaturalTotal(handTotal(player)) || isNaturalTotal(handTotal(banker));
  if (natural) {
    const outcome = outcomeOf(player, banker);
    events.push({ type: 'result', ...outcome });
    return { tableau: { player, banker, phase: 'done', outcome }, shoe: s, events };
  }
  return { tableau: { player, banker, phase: 'third', outcome: null }, shoe: s, events };
}

/** Step two: the Player's third card if the tableau gives one, then the Banker's, then the result. */
export function dealThirdCards(tableau: Tableau, shoe: ShoeState, rng: Rng): Step {
  if (tableau.phase !== 'third') throw new Error(`third cards are dealt in phase "third", not "${tableau.phase}"`);
  const player = tableau.player.slice();
  const banker = tableau.banker.slice();
  const events: TableauEvent[] = [];
  let s = shoe;
  let playerThird: number | null = null;
  if (playerDraws(handTotal(player))) {
    const d = draw(s, rng);
    s = d.shoe;
    player.push(d.card);
    playerThird = cardValue(d.card);
    events.push({ type: 'card', to: 'player', card: d.card, third: true, total: handTotal(player) });
  }
  if (bankerDraws(handTotal(banker), playerThird)) {
    const d = draw(s, rng);
    s = d.shoe;
    banker.push(d.card);
    events.push({ type: 'card', to: 'banker', card: d.card, third: true, total: handTotal(banker) });
  }
  const outcome = outcomeOf(player, banker);
  events.push({ type: 'result', ...outcome });
  return { tableau: { player, banker, phase: 'done', outcome }, shoe: s, events };
}

/** Both steps at once (headless play). The shoe must already be in a round (beginRound). */
export function dealRound(shoe: ShoeState, rng: Rng): Step {
  const first = dealInitial(shoe, rng);
  if (first.tableau.phase === 'done') return first;
  const second = dealThirdCards(first.tableau, first.shoe, rng);
  return { ...second, events: [...first.events, ...second.events] };
}
