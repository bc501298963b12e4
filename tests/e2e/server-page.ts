/**
 * A page playing on the game server as its browser tests see it: where it plays and how its
 * connection stands (the inspector's `play`, `connection`, `screen`), the HUD's balance held
 * against the server's ledger, and the taps that move between the lobby and a table.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/db';
import { eur, shownBalance, type TableState, waitForPhase } from './blackjack-page';
import { clickCanvas, clickNode, node, settle } from './harness';
import { moneyOf } from './server-harness';

type Felt = { play: string; connection: string; screen: string };

export const felt = (page: Page) =>
  page.evaluate(() => {
    const f = (window as unknown as { __FELT__: Felt }).__FELT__;
    return { play: f.play, connection: f.connection, screen: f.screen };
  });

export const screenIs = (page: Page, name: string) =>
  page.waitForFunction((n) => (window as unknown as { __FELT__: Felt }).__FELT__.screen === n, name, {
    timeout: 20_000,
  });

/** The HUD shows the server's balance, and the server's balance is what its ledger adds up to. */
export async function hudIsLedger(db: Db, page: Page, playerId: string): Promise<number> {
  const money = await moneyOf(db, playerId);
  expect(money.balance).toBe(money.ledger);
  expect(await shownBalance(page)).toBe(eur(money.balance));
  return money.balance;
}

/** Taps a table's row in the lobby (on its name) and waits for the table's state node. */
export async function openTable(page: Page, table: string, stateNode: string): Promise<void> {
  const row = await node(page, `lobby.table.${table}`);
  await clickCanvas(page, row.x + 14, row.y + row.height / 2);
  await page.waitForFunction(
    (id) =>
      (window as unknown as { __FELT__: { nodes(): { id: string }[] } }).__FELT__.nodes().some((n) => n.id === id),
    stateNode,
    { timeout: 20_000 },
  );
}

/** Back to the lobby through the HUD: its header shows `balance`. */
export async function backToLobby(page: Page, balance: number): Promise<void> {
  await clickNode(page, 'hud.lobby');
  await screenIs(page, 'lobby');
  await settle(page);
  expect((await node(page, 'lobby.balance')).label).toBe(`Balance ${eur(balance)}`);
}

/** Bets one chip on seat 1, deals, and waits for the player's decision. */
export async function dealToDecision(page: Page, chip: number): Promise<TableState> {
  await waitForPhase(page, ['betting']);
  await clickNode(page, `bj.chip.${chip}`);
  await clickNode(page, 'bj.seat.1');
  await clickNode(page, 'bj.deal');
  return waitForPhase(page, ['playerTurn'], 30_000);
}
