/**
 * The baccarat table as the browser tests see it: its state through the inspector's `bac.state`
 * node, the launch URL of a seeded table, and the player's clicks.
 */
import { formatMoney } from '../../src/engine/shared/money';
import { clickNode, node, type Surface, settle } from './harness';

export const START = 100_000;
export const eur = (minor: number) => formatMoney(minor, 'EUR', 'en');

export interface BacState {
  phase: string;
  step: string | null;
  busy: boolean;
  showingResult: boolean;
  player: (string | null)[];
  banker: (string | null)[];
  stakes: Record<'player' | 'banker' | 'tie', number>;
  chip: number;
  tool: string;
  history: number;
}

export async function bacState(page: Surface): Promise<BacState> {
  return JSON.parse((await node(page, 'bac.state')).label) as BacState;
}

export type Stakes = BacState['stakes'];

/**
 * Waits until the stacks on the felt show these stakes (a placed chip flies from the tray first,
 * and the stack counts it when it lands); fails with what they showed last.
 */
export async function stakesShown(page: Surface, want: Partial<Stakes>, timeout = 5_000): Promise<Stakes> {
  const end = Date.now() + timeout;
  for (;;) {
    const { stakes } = await bacState(page);
    if (Object.entries(want).every(([area, amount]) => stakes[area as keyof Stakes] === amount)) return stakes;
    if (Date.now() > end) {
      throw new Error(`the stacks show ${JSON.stringify(stakes)}, not ${JSON.stringify(want)}`);
    }
    await page.waitForTimeout(50);
  }
}

export const bacUrl = (table: string, seed: string, extra = '') =>
  `/play.html?game=baccarat&table=${table}&seed=${seed}&balance=${START}&lang=en${extra}`;

/** Waits until the table rests between rounds with `rounds` played (its animations done). */
export async function waitForRounds(page: Surface, rounds: number, timeout = 30_000): Promise<BacState> {
  const end = Date.now() + timeout;
  for (;;) {
    const s = await bacState(page);
    if (s.phase === 'betting' && !s.busy && s.history >= rounds) {
      await settle(page);
      return s;
    }
    if (Date.now() > end) throw new Error(`table stuck in ${s.phase} (busy ${s.busy}, ${s.history} rounds)`);
    await page.waitForTimeout(50);
  }
}

/** Picks a chip (scrolling the selector when it is out of sight) and taps an area `times` times. */
export async function bet(page: Surface, chip: number, area: 'player' | 'banker' | 'tie', times = 1): Promise<void> {
  for (let i = 0; i < 8; i++) {
    const n = await node(page, `bac.chip.${chip}`).catch(() => null);
    if (n?.enabled) break;
    await clickNode(page, 'bac.chips.next');
  }
  await clickNode(page, `bac.chip.${chip}`);
  for (let i = 0; i < times; i++) await clickNode(page, `bac.area.${area}`);
}
