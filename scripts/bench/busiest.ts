/**
 * Each game's busiest animation, on a seed the engine says produces it (replayed the way the
 * browser tests do): bj-multiseat's deal to 3 seats with a split, a baccarat round where both
 * sides draw a third card, a roulette spin. With `warmUp` the animation is the table's second
 * round, after a first one at the same bets: what is made or uploaded once per table is then done.
 */
import type { Page } from 'playwright-core';
import {
  actTableRound,
  tableRules as blackjackRules,
  type Decision,
  legalMoves,
  openTableRound,
  type RoundState,
  type SeatBet,
} from '../../src/engine/blackjack/index';
import { SeededRng } from '../../src/engine/shared/rng';
import { createShoe } from '../../src/engine/shared/shoe';
import { replayRounds } from '../../tests/e2e/baccarat-replay';
import { clickNode, type GameId } from './page';
import {
  type Drive,
  hasBets,
  must,
  realTime,
  resting,
  rouletteBet,
  standOut,
  startRound,
  type TableState,
} from './rounds';

export interface Busiest {
  table: string;
  seed: string;
  what: string;
  /** Plays the first round at the same bets (in real time) when the animation is the second. */
  warmUp(page: Page): Promise<void>;
  /** Places the bets (before the clock starts). */
  prepare(page: Page): Promise<void>;
  /** Plays the animation through to a resting table. */
  play(d: Drive): Promise<void>;
}

const KEY_OF: Record<string, string> = {
  hit: 'h',
  stand: 's',
  double: 'd',
  split: 'p',
  surrender: 'r',
  'insurance:yes': 'i',
  'insurance:no': 'n',
  'even-money:yes': 'i',
  'even-money:no': 'n',
};

/** One blackjack round from `shoe`, as the page's machine plays it (see tests/e2e/blackjack-replay.ts). */
function blackjackRound(
  table: string,
  shoe: RoundState['shoe'],
  bets: SeatBet[],
  balance: number,
  rng: SeededRng,
  choose: (legal: readonly Decision[]) => Decision,
) {
  const rules = blackjackRules(table);
  let round = openTableRound(rules, shoe, bets, balance, rng).state;
  const dealt = round;
  const decisions: Decision[] = [];
  for (let guard = 0; guard < 50 && round.phase !== 'over'; guard++) {
    const legal = legalMoves(round);
    let d = choose(legal);
    if (!legal.includes(d)) d = legal.find((x) => x.endsWith(':no')) ?? d;
    decisions.push(d);
    round = actTableRound(rules, round, d, rng).state;
  }
  return { dealt, final: round, decisions };
}

/**
 * bj-multiseat, the first chip on seats 1–3: the first seed whose measured round (the second with
 * `warmUp`, the first standing on every hand) deals to a player's turn and splits.
 */
function blackjackSeed(table: string, bets: SeatBet[], warmUp: boolean) {
  const rules = blackjackRules(table);
  for (let i = 1; i <= 5000; i++) {
    const seed = `bench-split-${i}`;
    const rng = new SeededRng(seed);
    let shoe = createShoe(rules.decks, rules.shuffle, rng);
    if (warmUp) shoe = blackjackRound(table, shoe, bets, 100_000, rng, () => 'stand').final.shoe;
    const r = blackjackRound(table, shoe, bets, 100_000, rng, (legal) => (legal.includes('split') ? 'split' : 'stand'));
    if (r.dealt.phase === 'player' && r.decisions.includes('split')) return { seed, decisions: r.decisions };
  }
  throw new Error('no bj-multiseat seed with a split');
}

function blackjack(warmUp: boolean): Busiest {
  const table = 'bj-multiseat';
  const chip = blackjackRules(table).chips[0] as number;
  const bets = [1, 2, 3].map((seat) => ({ seat, main: chip, perfectPairs: 0 }));
  const { seed, decisions } = blackjackSeed(table, bets, warmUp);
  const place = async (page: Page) => {
    await must(realTime(page), 'blackjack', resting, 'betting');
    await clickNode(page, `bj.chip.${chip}`);
    for (const b of bets) await clickNode(page, `bj.seat.${b.seat}`);
  };
  return {
    table,
    seed,
    what: `deal to 3 seats, a split (${decisions.join(' ')}), dealer, payout`,
    warmUp: async (page) => {
      await place(page);
      await startRound(realTime(page), 'blackjack', 'Space', () => false);
      await standOut(realTime(page));
    },
    prepare: async (page) => {
      if (!warmUp) return place(page);
      await must(realTime(page), 'blackjack', resting, 'betting');
      await clickNode(page, 'bj.rebet');
    },
    play: async (d) => {
      await startRound(d, 'blackjack', 'Space', () => false);
      for (const decision of decisions) {
        await must(d, 'blackjack', (s) => !s.busy && (s.phase === 'playerTurn' || s.phase === 'insurance'), decision);
        await d.press(KEY_OF[decision] as string);
      }
      await must(d, 'blackjack', resting, 'the round to end');
    },
  };
}

function baccarat(warmUp: boolean): Busiest {
  const table = 'baccarat-8deck';
  const bets = { player: 10, banker: 0, tie: 0 };
  const n = warmUp ? 2 : 1;
  let seed = '';
  let cards = '';
  for (let i = 1; i <= 5000 && !seed; i++) {
    const round = replayRounds(table, `bench-third-${i}`, Array(n).fill(bets), 100_000)[n - 1];
    if (round && round.tableau.player.length === 3 && round.tableau.banker.length === 3) {
      seed = `bench-third-${i}`;
      cards = `${round.tableau.player.length}+${round.tableau.banker.length} cards`;
    }
  }
  if (!seed) throw new Error('no baccarat seed with two third cards');
  const deal = async (d: Drive) => {
    const before = await must(d, 'baccarat', resting, 'betting');
    const dealt = (s: TableState) => s.history !== before.history;
    await startRound(d, 'baccarat', 'Enter', dealt);
    await must(d, 'baccarat', (s) => resting(s) && dealt(s), 'the round to end');
  };
  return {
    table,
    seed,
    what: `a round where both sides draw a third card (${cards})`,
    warmUp: async (page) => {
      await realTime(page).press('p');
      await deal(realTime(page));
    },
    prepare: async (page) => {
      const d = realTime(page);
      await must(d, 'baccarat', resting, 'betting');
      await d.press(warmUp ? 'r' : 'p');
      await must(d, 'baccarat', (s) => s.startEnabled === true, 'the bet and DEAL', 10_000);
    },
    play: deal,
  };
}

function roulette(warmUp: boolean): Busiest {
  return {
    table: 'roulette-european',
    seed: 'bench-spin',
    what: 'a spin: wheel and ball, result, payout',
    warmUp: async (page) => {
      await rouletteBet(page, true);
      await startRound(realTime(page), 'roulette', 'Space', () => false);
      await must(realTime(page), 'roulette', resting, 'the spin to end');
    },
    prepare: (page) => rouletteBet(page, !warmUp),
    play: async (d) => {
      await must(d, 'roulette', hasBets, 'the bet');
      await startRound(d, 'roulette', 'Space', () => false);
      await must(d, 'roulette', resting, 'the spin to end');
    },
  };
}

/** The busiest animation of `game`: the table's first round, or its second with `warmUp`. */
export function busiest(game: GameId, warmUp = false): Busiest {
  if (game === 'blackjack') return blackjack(warmUp);
  if (game === 'baccarat') return baccarat(warmUp);
  return roulette(warmUp);
}
