/**
 * Blackjack's figures that follow from the rules and the shoe alone, with the engine's own
 * payouts: Perfect Pairs and insurance exactly from a full shoe's composition, and the largest
 * win a round can bring from the rules (hands a split can make, doubles, 3:2, 7-7-7, side bets
 * at their top pay). A full shoe is every round's start at the tables that shuffle every round or
 * continuously; at a shoe dealt to a cut card it is the average over the shoe (any card position
 * of a shuffled shoe is as likely to hold each card).
 */
import { PERFECT_PAIRS_ODDS, perfectPairsResult } from '../../src/engine/blackjack/hand';
import { atTier, type BlackjackRules } from '../../src/engine/blackjack/rules';
import { insuranceReturn, mainReturn } from '../../src/engine/blackjack/settle';
import { otherPlayersBets } from '../../src/engine/blackjack/table';
import { standardDeck } from '../../src/engine/shared/cards';
import { type ExactFigures, exactFigures, fraction } from './exact';

const RESULT_LABEL = { none: 'no pair', mixed: 'mixed pair', coloured: 'coloured pair', perfect: 'perfect pair' };

/**
 * Perfect Pairs on the player's first two cards: every ordered pair of cards of a full shoe of
 * `decks` decks (a card with itself only as two of its copies), classed by the engine's
 * perfectPairsResult and paid as settlePerfectPairs pays.
 */
export function perfectPairs(decks: number, stake: number): ExactFigures {
  const deck = standardDeck();
  const n = 52 * decks;
  const weights = { none: 0, mixed: 0, coloured: 0, perfect: 0 };
  for (const a of deck) {
    for (const b of deck) weights[perfectPairsResult(a, b)] += a === b ? decks * (decks - 1) : decks * decks;
  }
  const total = n * (n - 1);
  const outcomes = (Object.keys(weights) as (keyof typeof weights)[]).map((r) => ({
    net: r === 'none' ? -stake : stake * PERFECT_PAIRS_ODDS[r],
    probability: weights[r] / total,
    label: RESULT_LABEL[r],
  }));
  const returned = (Object.keys(weights) as (keyof typeof weights)[]).reduce(
    (s, r) => s + (r === 'none' ? 0 : weights[r] * (PERFECT_PAIRS_ODDS[r] + 1)),
    0,
  );
  return exactFigures(stake, outcomes, fraction(returned, total));
}

export interface InsuranceFigures {
  /** Averaged over the player's cards: the dealer's other card is any of the 52d − 1 left beside the ace. */
  average: ExactFigures;
  /** Given the player's two cards, by how many ten-value cards they hold (one: a blackjack's even money). */
  byTensHeld: { tens: number; figures: ExactFigures }[];
}

/** The insurance bet on its own, staked `stake`, paid as the engine's insuranceReturn pays. */
export function insurance(decks: number, stake: number): InsuranceFigures {
  const tens = 16 * decks;
  const n = 52 * decks;
  const win = insuranceReturn(true, stake) - stake;
  const bet = (p: number, num: number, den: number) =>
    exactFigures(
      stake,
      [
        { net: win, probability: p, label: 'dealer blackjack' },
        { net: -stake, probability: 1 - p, label: 'no dealer blackjack' },
      ],
      fraction((win + stake) * num, stake * den),
    );
  return {
    average: bet(tens / (n - 1), tens, n - 1),
    byTensHeld: [0, 1, 2].map((t) => ({ tens: t, figures: bet((tens - t) / (n - 3), tens - t, n - 3) })),
  };
}

export interface LargestWin {
  /** Per unit of the initial main bet, and how. */
  main: { multiple: number; how: string };
  perBet: { bet: string; multiple: number; of: string }[];
  /** One box with a main bet and Perfect Pairs at the same stake, per unit of it. */
  perBox: number;
  /** In minor units at the table's highest limits: one box; the whole round of one player. */
  perBoxAtMax: number;
  perRoundAtMax: { minor: number; how: string };
}

/** The largest wins the rules allow, from the engine's settlement of each way of winning. */
export function largestWin(rules: BlackjackRules): LargestWin {
  const s = 1000;
  const net = (outcome: Parameters<typeof mainReturn>[0], bet: number) => (mainReturn(outcome, bet, rules) - bet) / s;
  const hands = Math.max(1, rules.maxHands);
  const doubledAfterSplit = rules.doubleAfterSplit;
  const ways: { multiple: number; how: string }[] = [
    { multiple: net('blackjack', s), how: 'a blackjack' },
    { multiple: net('win', 2 * s), how: 'a doubled hand that wins' },
  ];
  if (rules.bonus777) {
    // 7-7 is a hard 14: it may be doubled only where any two cards may.
    const doubled = rules.doubleOn === 'any2';
    ways.push({
      multiple: net('bonus777', doubled ? 2 * s : s),
      how: doubled ? '7-7 doubled and a third 7 (3 to 1 on both stakes)' : '7-7-7 (3 to 1)',
    });
  }
  if (hands > 1) {
    const each = doubledAfterSplit ? net('win', 2 * s) : net('win', s);
    ways.push({
      multiple: hands * each,
      how: `split to ${hands} hands${doubledAfterSplit ? ', each doubled,' : ''} all winning`,
    });
  }
  const main = ways.reduce((a, b) => (b.multiple > a.multiple ? b : a));
  const pp = rules.perfectPairs ? PERFECT_PAIRS_ODDS.perfect : 0;
  const perBet = [
    { bet: 'Main bet (per initial bet)', multiple: main.multiple, of: main.how },
    { bet: 'Blackjack', multiple: net('blackjack', s), of: 'ace and ten-value card, unsplit' },
    { bet: 'Insurance (per insurance stake)', multiple: (insuranceReturn(true, s) - s) / s, of: 'dealer blackjack' },
  ];
  if (rules.bonus777)
    perBet.push({ bet: '7-7-7 bonus (per hand stake)', multiple: net('bonus777', s), of: 'first three cards 7-7-7' });
  if (rules.perfectPairs) perBet.push({ bet: 'Perfect Pairs', multiple: pp, of: 'perfect pair (same rank and suit)' });
  if (rules.betBehind)
    perBet.push({
      bet: 'Bet behind (matching every double and split)',
      multiple: main.multiple,
      of: 'as the main bet it follows',
    });
  // The highest limits: the table's own, or its highest tier's, where the computer players' bets
  // (which cap a back bet) follow that tier's chips.
  const top = rules.tiers.reduce<BlackjackRules>(
    (best, t) => (t.maxBet > best.maxBet ? atTier(rules, t.id) : best),
    rules,
  );
  const perBoxAtMax = Math.round(top.maxBet * (main.multiple + pp));
  const behind = rules.betBehind ? otherPlayersBets(top).map((b) => Math.round(b.main * main.multiple)) : [];
  const behindTotal = behind.reduce((a, b) => a + b, 0);
  const boxes = `${rules.seats} box${rules.seats > 1 ? 'es' : ''} at the maximum${pp ? ' with Perfect Pairs at the maximum' : ''}`;
  return {
    main,
    perBet,
    perBox: main.multiple + pp,
    perBoxAtMax,
    perRoundAtMax: {
      minor: rules.seats * perBoxAtMax + behindTotal,
      how:
        behind.length > 0
          ? `${boxes}, and a back bet as large as each of the ${behind.length} other boxes' bets`
          : boxes,
    },
  };
}
