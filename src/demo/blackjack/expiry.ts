/**
 * Unfinished rounds on the operator's terms (RULES.md "Every table", EMBEDDING.md
 * `roundExpiryMinutes`): when a blackjack table opens, a round left open for longer than the
 * expiry is completed with the player's safest moves (engine/blackjack/safest.ts), settled and
 * recorded in history like any round; a younger one (or any, with no expiry set) is resumed.
 *
 * One bank transaction under a request id of its own (`expire:<round id>`): a reload in the middle
 * finds the round either still open (and completes it then) or settled, never settles it twice.
 * Baccarat and roulette never leave a round open (their ports stake and settle in one call,
 * `settleRound`, and keep nothing), so only blackjack has rounds to expire.
 */
import { type BlackjackRules, completeSafely, tableRound } from '../../engine/blackjack/index';
import type { Rng } from '../../engine/shared/rng';
import type { GameHistory } from '../../platform/history';
import type { ExpiredRound } from '../../platform/table-finds';
import { BankRefusal, type DemoBank } from '../bank/demo-bank';
import { settleRound } from '../table/demo-round';
import { voidOpenRound } from '../table/void-round';
import { roundRecord } from './record';
import { roundOf } from './saved-round';

const GAME = 'blackjack';
const MINUTE = 60_000;

/**
 * Completes and settles the open blackjack round when it started more than `minutes` ago on the
 * bank's clock; null when there is none, it is younger, or no expiry is set. `rulesOf` gives the
 * rules of the round's own table. A round that cannot be completed is void (a malfunction); a
 * call the bank refuses (storage, another tab) leaves it open for the next time the table opens.
 */
export function expireUnfinished(
  bank: DemoBank,
  history: GameHistory | null,
  rulesOf: (table: string) => BlackjackRules,
  o: { minutes: number | null; rng: Rng },
): ExpiredRound | null {
  const { minutes } = o;
  if (minutes === null) return null;
  const open = bank.peek((tx) => {
    const round = tx.round(GAME);
    return round && tx.now() - round.startedAt > minutes * MINUTE ? round : null;
  });
  if (!open) return null;
  const rules = rulesOf(open.table);
  try {
    const { summary } = bank.transact(
      { requestId: `expire:${open.id}`, body: { op: 'expire', roundId: open.id } },
      (tx) => {
        const kept = tx.round(GAME);
        const state = kept && kept.id === open.id ? roundOf(kept, rules) : null;
        if (!kept || !state) throw new BankRefusal('no-round', `${open.id} is no longer open`);
        const { state: _, ...meta } = kept;
        const { state: over, events } = completeSafely(rules, state, o.rng);
        tx.setTable(`${GAME}:${kept.table}`, { shoe: over.shoe });
        const view = tableRound(rules, over);
        return settleRound(tx, meta, {
          view,
          events,
          staked: view.staked,
          returned: view.returned,
          record: roundRecord(over, rules.seats),
        });
      },
    );
    if (!summary) return null;
    history?.record(summary);
    return {
      roundId: summary.roundId,
      table: summary.table,
      staked: summary.staked,
      returned: summary.returned,
      balance: summary.balanceAfter,
      minutes,
    };
  } catch (error) {
    if (error instanceof BankRefusal && error.code !== 'overflow') return null;
    // A round that cannot be completed (its rules fail, its win is more than a balance holds) is
    // a malfunction: void, every stake returned (RULES.md). A void the storage refuses waits too.
    try {
      voidOpenRound(bank, history, GAME, error instanceof BankRefusal ? 'overflow' : 'rules-error');
    } catch (refused) {
      if (!(refused instanceof BankRefusal)) throw refused;
    }
    return null;
  }
}
