/**
 * What a load player bets at each table (the shapes of HEADLESS.md, as tests/server/api-rounds
 * sends them) and how it plays a blackjack hand: from the legal moves the server lists, a rough
 * basic strategy that also splits, doubles, surrenders and sometimes insures, so every kind of
 * extra debit runs under load. Chance comes from the OS (crypto), as nothing here needs replaying.
 */
import { randomInt } from 'node:crypto';

export type Game = 'blackjack' | 'baccarat' | 'roulette';

/** Every table of every game; a player goes round them from a place of its own. */
export const ROTATION: readonly string[] = [
  'bj-classic',
  'baccarat-8deck',
  'roulette-european',
  'bj-european',
  'baccarat-6deck',
  'bj-multiseat',
  'roulette-european',
  'bj-h17-8deck',
];

export function gameOf(table: string): Game {
  return table.startsWith('bj-') ? 'blackjack' : table.startsWith('baccarat') ? 'baccarat' : 'roulette';
}

const ROULETTE_LAYOUTS: readonly unknown[][] = [
  [
    { bet: 'straight:17', amount: 100 },
    { bet: 'red', amount: 1000 },
    { bet: 'voisins', amount: 900 },
  ],
  [
    { bet: 'dozen:2', amount: 1000 },
    { bet: 'split:17-20', amount: 200 },
    { bet: 'corner:1-2-4-5', amount: 100 },
  ],
  [
    { bet: 'column:3', amount: 500 },
    { bet: 'odd', amount: 500 },
    { bet: 'tiers', amount: 600 },
  ],
];

const BACCARAT_BETS: readonly Record<string, number>[] = [
  { banker: 1000, tie: 100 },
  { player: 1000 },
  { player: 500, banker: 500 },
];

/** The `bets` of one round at `table`. */
export function betsFor(table: string): unknown {
  switch (table) {
    case 'bj-european':
      return [{ seat: 1, main: 1000, perfectPairs: 100 }];
    case 'bj-multiseat':
      return [
        { seat: 1, main: 500 },
        { seat: 2, main: 500 },
      ];
    case 'baccarat-8deck':
    case 'baccarat-6deck':
      return BACCARAT_BETS[randomInt(BACCARAT_BETS.length)];
    case 'roulette-european':
      return ROULETTE_LAYOUTS[randomInt(ROULETTE_LAYOUTS.length)];
    default:
      return [{ seat: 1, main: 1000 }];
  }
}

/** The parts of a blackjack round's public view (SERVER.md "Public view") a decision reads. */
export interface BlackjackView {
  seats?: { hands?: { cards: string[] }[] }[];
  turn?: { seat: number; hand: number } | null;
  dealer?: { cards: (string | null)[] };
}

const VALUES: Record<string, number> = { A: 11, T: 10, J: 10, Q: 10, K: 10 };

const cardValue = (card: string) => VALUES[card[0] as string] ?? Number(card[0]);

function hand(cards: readonly string[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    total += cardValue(c);
    if (c[0] === 'A') aces++;
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return { total, soft: aces > 0 };
}

/** One in `n`. */
const chance = (n: number) => randomInt(n) === 0;

/** The next decision for a blackjack round, always one of `legal`. */
export function decide(legal: readonly string[], view: BlackjackView): string {
  const first = (...moves: string[]) => moves.find((m) => legal.includes(m));
  // The questions before and between the hands: insurance, even money, the back bettor's answer.
  for (const question of ['insurance', 'even-money', 'behind']) {
    if (legal.some((m) => m.startsWith(`${question}:`))) {
      const yes = first(`${question}:yes`, `${question}:follow`);
      const no = first(`${question}:no`, `${question}:keep`);
      return (chance(4) ? yes : no) ?? no ?? (legal[0] as string);
    }
  }
  const turn = view.turn;
  const cards = turn ? view.seats?.[turn.seat]?.hands?.[turn.hand]?.cards : undefined;
  const up = view.dealer?.cards[0];
  const fallback = first('stand') ?? (legal[0] as string);
  if (!cards || !up) return fallback;
  const { total, soft } = hand(cards);
  const dealer = cardValue(up);
  const pair = cards.length === 2 && cardValue(cards[0] as string) === cardValue(cards[1] as string);
  const move =
    pair && (cards[0]?.[0] === 'A' || cards[0]?.[0] === '8')
      ? 'split'
      : !soft && total === 16 && dealer >= 10
        ? first('surrender', 'hit')
        : (total === 10 || total === 11) && dealer < total
          ? first('double', 'hit')
          : total < 12 || (total < 17 && dealer >= 7) || (soft && total < 18)
            ? 'hit'
            : 'stand';
  return move && legal.includes(move) ? move : fallback;
}
