/**
 * Blackjack on the server: a round is dealt when it opens and played a decision at a time, its
 * engine state (shoe and hole card included) kept in the database between the calls. Computer
 * players' hands are played by the engine inside each step.
 */
import { engineAction, wireDecision } from '../../contract/decisions';
import type { RoundPhase } from '../../contract/names';
import {
  actTableRound,
  atTier,
  BlackjackRuleError,
  type BlackjackRules,
  type Choice,
  decisionStake,
  illegalChoiceProblem,
  legalMoves,
  openTableRound,
  playerAsked,
  type RoundEvent,
  type RoundState,
  type SeatBet,
  type Step,
  tableBetsProblem,
  tableRound,
  tableRules,
} from '../../engine/blackjack/index';
import { type Minor, sum } from '../../engine/shared/money';
import { SeededRng } from '../../engine/shared/rng';
import { type ShoeState, stackedShoe } from '../../engine/shared/shoe';
import { ApiError } from '../errors';
import { amountFields, badRequest, isPlainObject, onlyFields } from './bets-shape';
import { shoeOfStored, storedShoe } from './stored-shoe';
import type { CheckedBets, GameStep, RoundRecordData, TableGame } from './types';

/** What the server keeps of an open round between calls. */
interface BlackjackSecret {
  round: RoundState;
  bets: SeatBet[];
  decisions: Choice[];
  /** Every event so far: the round's cards in the order they were dealt come from them. */
  events: RoundEvent[];
  balanceBefore: Minor;
}

/** What a step carries over from the calls before it: everything but the engine state it replaces. */
type BlackjackCarried = Omit<BlackjackSecret, 'round'>;

const BET_FIELDS = ['seat', 'main', 'perfectPairs', 'behind', 'behindFollows'];

const PHASES: Record<RoundState['phase'], RoundPhase> = {
  insurance: 'insurance',
  player: 'player',
  behind: 'player',
  dealer: 'dealer',
  over: 'settled',
};

/** An `action` in the engine's words (contract/decisions.ts: the API's names and their aliases). */
function choiceOf(action: string): Choice {
  return engineAction(action) as Choice;
}

function secretOf(secret: unknown): BlackjackSecret {
  const s = secret as BlackjackSecret | null;
  if (!isPlainObject(s) || !isPlainObject(s.round) || !Array.isArray(s.decisions) || !Array.isArray(s.events)) {
    throw new Error('the saved blackjack round is not readable');
  }
  const shoe = shoeOfStored(s.round.shoe) as ShoeState;
  if (!isPlainObject(shoe) || !Array.isArray(shoe.cards)) {
    throw new Error('the saved blackjack round has no readable shoe');
  }
  return { ...s, round: { ...s.round, shoe } };
}

/** The round as the database keeps it: its shoe in the stored form (stored-shoe.ts). */
function storedSecret(kept: BlackjackSecret): unknown {
  return { ...kept, round: { ...kept.round, shoe: storedShoe(kept.round.shoe) } };
}

/** The round's cards in the order they left the shoe (the hole card from the dealer's hand). */
function cardsInOrder(events: readonly RoundEvent[], state: RoundState): string[] {
  const cards: string[] = [];
  let dealerCards = 0;
  for (const e of events) {
    if (e.type !== 'card.dealt') continue;
    const index = e.to === 'dealer' ? dealerCards++ : -1;
    cards.push(e.card ?? (state.dealer.cards[index] as string));
  }
  return cards;
}

export function blackjackGame(table: string): TableGame {
  const preset = tableRules(table);

  const rulesAt = (tier: string | undefined): { rules: BlackjackRules; tier: string | null } => {
    if (preset.tiers.length === 0) {
      if (tier !== undefined) throw badRequest('tier', `no tier: ${table} has one set of limits`);
      return { rules: preset, tier: null };
    }
    const id = tier ?? (preset.tiers[0]?.id as string);
    if (!preset.tiers.some((t) => t.id === id)) {
      throw badRequest('tier', `one of ${preset.tiers.map((t) => t.id).join(', ')}`);
    }
    return { rules: atTier(preset, id), tier: id };
  };

  const step = (s: BlackjackCarried, next: Step, choice: Choice | null): GameStep => {
    const { state } = next;
    const rules = state.rules;
    const view = tableRound(rules, state);
    const events = [...s.events, ...next.events];
    const decisions = choice ? [...s.decisions, choice] : s.decisions;
    const over = state.phase === 'over';
    const legal = !over && playerAsked(rules, state) ? legalMoves(state).map(wireDecision) : [];
    const kept: BlackjackSecret = { round: state, bets: s.bets, decisions, events, balanceBefore: s.balanceBefore };
    return {
      status: over ? 'settled' : 'open',
      phase: PHASES[state.phase],
      secret: over ? null : storedSecret(kept),
      shoe: over ? state.shoe : null,
      view,
      events: next.events,
      legal,
      staked: view.staked,
      returned: view.returned,
      record: over
        ? {
            bets: s.bets,
            cards: cardsInOrder(events, state),
            decisions,
            rules,
            balanceBefore: s.balanceBefore,
            outcome: { dealer: state.dealer.cards, seats: view.seats },
            staked: view.staked,
            returned: view.returned,
          }
        : null,
    };
  };

  return {
    game: 'blackjack',
    table,
    shoe: { decks: preset.decks, shuffle: preset.shuffle },

    checkBets(raw, tierAsked, balance): CheckedBets {
      if (!Array.isArray(raw) || raw.length === 0) throw badRequest('bets', 'an array of { seat, main }');
      raw.forEach((b, i) => {
        if (!isPlainObject(b)) throw badRequest(`bets[${i}]`, 'an object { seat, main, perfectPairs?, behind? }');
        onlyFields(b, BET_FIELDS, `bets[${i}]`);
        amountFields(b, ['main', 'perfectPairs', 'behind'], `bets[${i}]`);
      });
      const { rules, tier } = rulesAt(tierAsked);
      const bets = raw as SeatBet[];
      const problem = tableBetsProblem(rules, bets, balance);
      if (problem) throw new BlackjackRuleError(problem);
      const stake = sum(bets.map((b) => b.main + (b.perfectPairs ?? 0) + (b.behind ?? 0)));
      return { bets: { list: bets, rules }, stake, tier };
    },

    open(checked, balanceBefore, shoe, rng) {
      const { list, rules } = checked.bets as { list: SeatBet[]; rules: BlackjackRules };
      const first: BlackjackCarried = { bets: list, decisions: [], events: [], balanceBefore };
      return step(first, openTableRound(rules, shoe as ShoeState, list, balanceBefore, rng), null);
    },

    actionStake(secret, action) {
      const s = secretOf(secret);
      const choice = choiceOf(action);
      refuseIllegal(s.round, choice);
      return decisionStake(s.round, choice);
    },

    act(secret, action, rng) {
      const s = secretOf(secret);
      const choice = choiceOf(action);
      refuseIllegal(s.round, choice);
      return step(s, actTableRound(s.round.rules, s.round, choice, rng), choice);
    },

    voidRefund(secret) {
      let s: BlackjackSecret;
      try {
        s = secretOf(secret);
      } catch {
        return null;
      }
      // Bets already settled stand (Perfect Pairs, 777, even money, insurance): their returns are
      // paid; every stake not yet settled comes back.
      const mine = s.round.rules.seats;
      let settledBets = 0;
      let settledReturns = 0;
      for (const e of s.events) {
        if (e.type !== 'bet.settled') continue;
        const own = e.seat <= mine || e.kind === 'behind';
        if (!own) continue;
        settledBets += e.bet;
        settledReturns += e.returned;
      }
      const staked = tableRound(s.round.rules, s.round).staked;
      return staked - settledBets + settledReturns;
    },

    replay(record: RoundRecordData) {
      const rules = record.rules as BlackjackRules;
      const rng = new SeededRng(0);
      let state = openTableRound(
        rules,
        stackedShoe(record.cards ?? []),
        record.bets as SeatBet[],
        record.balanceBefore ?? 0,
        rng,
      ).state;
      for (const d of record.decisions ?? []) state = actTableRound(rules, state, d as Choice, rng).state;
      if (state.phase !== 'over') throw new Error('the recorded decisions do not finish the round');
      const view = tableRound(rules, state);
      return { staked: view.staked, returned: view.returned };
    },
  };
}

/** A decision that is not the player's to make now is refused with the legal moves. */
function refuseIllegal(state: RoundState, decision: Choice): void {
  if (typeof decision !== 'string') throw new ApiError('bad-request', 'action: expected a decision such as "hit"');
  const problem = illegalChoiceProblem(state.rules, state, decision);
  if (problem) throw new BlackjackRuleError(problem);
}
