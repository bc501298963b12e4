/**
 * The blackjack table as the browser tests see it: its state through the inspector's `bj.state`
 * node, the balance the HUD shows, the launch URL of a seeded table, and the player's clicks.
 */
import { formatMoney } from '../../src/engine/shared/money';
import type { Replay } from './blackjack-replay';
import { clickNode, node, type Surface, settle } from './harness';

export const START = 100_000;
export const eur = (minor: number) => formatMoney(minor, 'EUR', 'en');

export interface TableState {
  phase: string;
  busy: boolean;
  dealer: (string | null)[];
  seats: Record<string, (string | null)[][]>;
}

export async function tableState(page: Surface): Promise<TableState> {
  return JSON.parse((await node(page, 'bj.state')).label) as TableState;
}

/** Waits until the table rests in `phase` (its animations done). */
export async function waitForPhase(
  page: Surface,
  phases: string[],
  timeout = 20_000,
  busyOk = false,
): Promise<TableState> {
  const end = Date.now() + timeout;
  for (;;) {
    // The table may not be on screen yet (its game loads after a lobby tap or a reload).
    const s = await tableState(page).catch((e: Error) => {
      if (Date.now() > end) throw e;
      return null;
    });
    if (s && phases.includes(s.phase) && (busyOk || !s.busy)) {
      await settle(page);
      return s;
    }
    if (s && Date.now() > end) throw new Error(`table stuck in ${s.phase} (busy ${s.busy}), waiting for ${phases}`);
    await page.waitForTimeout(50);
  }
}

export async function shownBalance(page: Surface): Promise<string> {
  return (await node(page, 'hud.balance')).label;
}

export const url = (table: string, seed: string, extra = '') =>
  `/play.html?game=blackjack&table=${table}&seed=${seed}&balance=${START}&lang=en${extra}`;

/** Bets one chip on seat 1 and deals. */
export async function betAndDeal(page: Surface, chip: number): Promise<void> {
  await clickNode(page, `bj.chip.${chip}`);
  await clickNode(page, 'bj.seat.1');
  await clickNode(page, 'bj.deal');
}

/** Plays the player's turns by pressing the buttons the replay pressed, in order. */
export async function playDecisions(page: Surface, r: Replay): Promise<void> {
  const button: Record<string, string> = {
    hit: 'bj.player.hit',
    stand: 'bj.player.stand',
    double: 'bj.player.double',
    split: 'bj.player.split',
    surrender: 'bj.player.surrender',
    'insurance:yes': 'bj.insurance.accept',
    'insurance:no': 'bj.insurance.decline',
    'even-money:yes': 'bj.insurance.accept',
    'even-money:no': 'bj.insurance.decline',
  };
  for (const d of r.decisions) {
    await waitForPhase(page, ['playerTurn', 'insurance']);
    await clickNode(page, button[d] as string);
  }
}
