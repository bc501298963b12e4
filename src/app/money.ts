/**
 * The player's money and tables of one currency, opened at boot: the demo bank (a corrupt saved
 * balance is replaced, and said), the history, the tables' saved snapshots, and the reporter the
 * tables tell their rounds to: the lobby hears each round as the table shows it and the balance
 * the player sees, and a player who cannot see the canvas hears the balance once it settles.
 */

import { DemoBank } from '../demo/bank/demo-bank';
import type { Minor } from '../engine/shared/money';
import { GameHistory } from '../platform/history';
import { afterReady, lobbyReporter, type PostRound, type RoundReporter } from '../platform/round-bridge';
import { SessionTally } from '../platform/session-tally';
import { createStore, MemoryStorage, type StorageLike, type TypedStore } from '../platform/storage';
import { TableSlots } from '../platform/table-slots';
import type { TableWallet } from '../platform/wallet';

export interface Money {
  bank: TableWallet;
  /** The rounds this browser recorded (demo play here; the server keeps its own). */
  history: GameHistory;
  slots: TableSlots;
  reporter: RoundReporter;
  /** A round is between its stakes and the end of its show. */
  busy(): boolean;
  /** The saved balance could not be read and starts again. */
  walletReset: boolean;
  /** The saved wallet is a newer version's: left untouched, and nothing can be played with it. */
  newerSave: boolean;
  /** The lobby has had `ready`: the round messages held until then go out (afterReady). */
  lobbyReady(): void;
  /** This session's stakes, returns and time, counted as each round ends on the table. */
  tally: SessionTally;
}

interface Reports {
  post: PostRound;
  /** Says the balance in the live region. */
  sayBalance: (balance: Minor) => void;
  /** This tab's sessionStorage (null: refused), where the session's tally is kept across a reload. */
  tab: StorageLike | null;
}

/** Play money in this browser: the demo bank of `currency` and its rounds. */
export function openMoney(
  o: Reports & {
    store: TypedStore;
    currency: string;
    startingBalance: Minor;
    /** Whether this page holds the wallet (demo/bank/wallet-lock.ts). */
    owner: () => boolean;
  },
): Money & { bank: DemoBank } {
  const { bank, problem } = DemoBank.open(o.store, {
    currency: o.currency,
    startingBalance: o.startingBalance,
    clock: () => Date.now(),
    owner: o.owner,
  });
  const { history } = GameHistory.open(o.store, o.currency);
  const slots = TableSlots.open(o.store, o.currency);
  return {
    ...reportsOf(bank, o, new SessionTally(`browser.${o.currency}`, o.tab)),
    bank,
    history,
    slots,
    walletReset: problem?.code === 'storage-reset',
    newerSave: problem?.code === 'storage-newer',
  };
}

/**
 * Money on the game server: its wallet, and the tables' saved snapshots in this tab's
 * sessionStorage under the session (a reload resumes the table as it was; another tab, another
 * device or a new launch finds the round on the server). Its history is the server's.
 */
export function serverMoney(o: Reports & { wallet: TableWallet; tabStore: TypedStore; sessionId: string }): Money {
  const memory = createStore(new MemoryStorage());
  const { history } = GameHistory.open(memory, o.wallet.currency);
  const slots = TableSlots.open(o.tabStore, `${o.wallet.currency}.${o.sessionId}`);
  const tally = new SessionTally(`server.${o.sessionId}`, o.tab);
  return { ...reportsOf(o.wallet, o, tally), bank: o.wallet, history, slots, walletReset: false, newerSave: false };
}

/** The lobby hears each round as the table shows it, and the balance once it settles is said aloud. */
function reportsOf(
  bank: TableWallet,
  o: Reports,
  tally: SessionTally,
): Pick<Money, 'reporter' | 'busy' | 'lobbyReady' | 'tally'> {
  const gate = afterReady(o.post);
  const rounds = lobbyReporter(gate.post);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const reporter: RoundReporter = {
    ...rounds,
    balance: (balance) => {
      rounds.balance(balance);
      // The balance is said when it settles (a stake taken, a payout, a rebuy).
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => o.sayBalance(bank.balance()), 700);
    },
    // The lobby hears the round's end before the tally moves (a reality check waits for it).
    ended: (round) => {
      rounds.ended(round);
      tally.record(round);
    },
  };
  bank.onChange((change) => {
    if (change.reason === 'rebuy') reporter.balance(change.balance);
  });
  return { reporter, busy: () => rounds.busy() || bank.busy(), lobbyReady: gate.ready, tally };
}
