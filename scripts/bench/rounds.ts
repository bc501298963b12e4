/**
 * Real rounds through the UI, as a player plays them with the keyboard (and a click or two to
 * place the first bet): each function starts a round and returns once the table rests in its
 * betting phase again. Also the seeded rounds of the busiest animations, found by replaying the
 * engine the way the browser tests do.
 */
import type { Page } from 'playwright-core';
import { tableRules as blackjackRules } from '../../src/engine/blackjack/index';
import { type BoardGeometry, spotCentre } from '../../src/view/roulette/board-geometry';
import { findSeed as findBaccaratSeed } from '../../tests/e2e/baccarat-replay';
import { replay as replayBlackjack } from '../../tests/e2e/blackjack-replay';
import { clickAt, clickNode, type GameId, nodeInfo, press } from './page';

export interface TableState {
  phase: string;
  busy: boolean;
  history?: number;
  [key: string]: unknown;
}

export async function tableState(page: Page, game: GameId): Promise<TableState> {
  const s = (await page.evaluate(`window.__BENCH__.state(${JSON.stringify(game)})`)) as TableState | null;
  if (!s) throw new Error(`${game}: no table state on screen`);
  return s;
}

/** Polls the table's state until `ok` (every 100 ms: the polling must not load the page). */
export async function waitState(
  page: Page,
  game: GameId,
  ok: (s: TableState) => boolean,
  timeout = 60_000,
): Promise<TableState> {
  const end = Date.now() + timeout;
  for (;;) {
    const s = await tableState(page, game);
    if (ok(s)) return s;
    if (Date.now() > end) throw new Error(`${game}: table stuck in ${JSON.stringify(s).slice(0, 200)}`);
    await page.waitForTimeout(100);
  }
}

const resting = (s: TableState) => s.phase === 'betting' && !s.busy;

/**
 * Presses `key` until the round has visibly started (the phase left betting, or `started` says
 * so): a key pressed while its button is still disabled (a chip still flying) is ignored.
 */
async function startRound(page: Page, game: GameId, key: string, started: (s: TableState) => boolean) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await press(page, key);
    const end = Date.now() + 1500;
    while (Date.now() < end) {
      const s = await tableState(page, game);
      if (s.phase !== 'betting' || started(s)) return;
      await page.waitForTimeout(100);
    }
  }
  const prefix = { blackjack: 'bj', baccarat: 'bac', roulette: 'rou' }[game];
  const note = await nodeInfo(page, `${prefix}.message`).catch(() => null);
  const s = await tableState(page, game);
  throw new Error(`${game}: ${key} did not start a round (${JSON.stringify(s).slice(0, 300)}; "${note?.label ?? ''}")`);
}

/** Blackjack at bj-classic: one chip on seat 1 (REBET after the first round), Space, S on every hand, N to insurance. */
async function blackjackRound(page: Page, first: boolean): Promise<void> {
  await waitState(page, 'blackjack', resting);
  if (first) {
    await clickNode(page, 'bj.chip.100');
    await clickNode(page, 'bj.seat.1');
  } else await clickNode(page, 'bj.rebet');
  await startRound(page, 'blackjack', 'Space', () => false);
  for (;;) {
    const s = await waitState(page, 'blackjack', (x) => !x.busy);
    if (s.phase === 'betting') return;
    if (s.phase === 'playerTurn') await press(page, 's');
    else if (s.phase === 'insurance') await press(page, 'n');
    else await page.waitForTimeout(100);
  }
}

/** Baccarat: P puts a chip on PLAYER (R repeats the last bets after the first round), Enter deals. */
async function baccaratRound(page: Page, first: boolean): Promise<void> {
  const before = await waitState(page, 'baccarat', resting);
  await press(page, first ? 'p' : 'r');
  await startRound(page, 'baccarat', 'Enter', (s) => s.history !== before.history);
  await waitState(page, 'baccarat', (s) => resting(s) && s.history !== before.history);
}

/** Taps an even-money box of the roulette layout (from its geometry, as the browser tests do). */
export async function tapRouletteSpot(page: Page, spot: string): Promise<void> {
  const raw = JSON.parse((await nodeInfo(page, 'rou.board')).label) as BoardGeometry & { x: number; y: number };
  const c = spotCentre(raw, spot);
  if (!c) throw new Error(`no roulette spot ${spot}`);
  await clickAt(page, raw.x + c.x, raw.y + c.y);
}

/** Roulette: a chip on RED (R rebets after the first round), Space spins. */
async function rouletteRound(page: Page, first: boolean): Promise<void> {
  await waitState(page, 'roulette', resting);
  if (first) await tapRouletteSpot(page, 'red');
  else await press(page, 'r');
  await waitState(page, 'roulette', (s) => Array.isArray(s.bets) && s.bets.length > 0, 10_000);
  await startRound(page, 'roulette', 'Space', () => false);
  await waitState(page, 'roulette', resting);
}

/** Plays one real round at the table the page shows; `first` places the first bet by hand. */
export function playRound(page: Page, game: GameId, first: boolean): Promise<void> {
  if (game === 'blackjack') return blackjackRound(page, first);
  if (game === 'baccarat') return baccaratRound(page, first);
  return rouletteRound(page, first);
}

export interface Busiest {
  table: string;
  seed: string;
  what: string;
  /** Places the bets (before the clock starts). */
  prepare(page: Page): Promise<void>;
  /** Plays the animation through to a resting table. */
  play(page: Page): Promise<void>;
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

/** The busiest animation of each game, on a seed the engine says produces it. */
export function busiest(game: GameId): Busiest {
  if (game === 'blackjack') {
    const table = 'bj-multiseat';
    const chip = blackjackRules(table).chips[0] as number;
    const bets = [1, 2, 3].map((seat) => ({ seat, main: chip, perfectPairs: 0 }));
    let found = null;
    for (let i = 1; i <= 5000 && !found; i++) {
      const r = replayBlackjack(table, `bench-split-${i}`, bets, 100_000, (_s, legal) =>
        legal.includes('split') ? 'split' : 'stand',
      );
      if (r.dealt.phase === 'player' && r.decisions.includes('split')) found = r;
    }
    if (!found) throw new Error('no bj-multiseat seed with a split');
    const r = found;
    return {
      table,
      seed: r.seed,
      what: `deal to 3 seats, a split (${r.decisions.join(' ')}), dealer, payout`,
      prepare: async (page) => {
        await waitState(page, 'blackjack', resting);
        await clickNode(page, `bj.chip.${chip}`);
        for (const b of bets) await clickNode(page, `bj.seat.${b.seat}`);
      },
      play: async (page) => {
        await startRound(page, 'blackjack', 'Space', () => false);
        for (const d of r.decisions) {
          await waitState(page, 'blackjack', (s) => !s.busy && (s.phase === 'playerTurn' || s.phase === 'insurance'));
          await press(page, KEY_OF[d] as string);
        }
        await waitState(page, 'blackjack', resting);
      },
    };
  }
  if (game === 'baccarat') {
    const table = 'baccarat-8deck';
    const { seed, round } = findBaccaratSeed(
      table,
      'bench-third',
      { player: 10, banker: 0, tie: 0 },
      (x) => x.tableau.player.length === 3 && x.tableau.banker.length === 3,
    );
    return {
      table,
      seed,
      what: `a round where both sides draw a third card (${round.tableau.player.length}+${round.tableau.banker.length} cards)`,
      prepare: async (page) => {
        await waitState(page, 'baccarat', resting);
        await press(page, 'p');
      },
      play: async (page) => {
        await startRound(page, 'baccarat', 'Enter', (s) => s.history !== 0);
        await waitState(page, 'baccarat', (s) => resting(s) && s.history === 1);
      },
    };
  }
  return {
    table: 'roulette-european',
    seed: 'bench-spin',
    what: 'a spin: wheel and ball, result, payout',
    prepare: async (page) => {
      await waitState(page, 'roulette', resting);
      await tapRouletteSpot(page, 'red');
      await waitState(page, 'roulette', (s) => Array.isArray(s.bets) && s.bets.length > 0, 10_000);
    },
    play: async (page) => {
      await startRound(page, 'roulette', 'Space', () => false);
      await waitState(page, 'roulette', resting);
    },
  };
}
