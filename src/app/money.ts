/**
 * The player's money and tables of one currency, opened at boot: the demo bank (a corrupt saved
 * balance is replaced, and said), the history, the tables' saved snapshots, and the reporter the
 * tables tell their rounds to: the lobby hears each round as the table shows it and the balance
 * the player sees, and a player who cannot see the canvas hears the balance once it settles.
 */
import type { Minor } from '../engine/shared/money';
import { DemoBank } from '../platform/demo-bank';
import { GameHistory } from '../platform/history';
import { afterReady, lobbyReporter, type PostRound, type RoundReporter } from '../platform/round-bridge';
import type { TypedStore } from '../platform/storage';
import { TableSlots } from '../platform/table-slots';

export interface Money {
  bank: DemoBank;
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
}

export function openMoney(o: {
  store: TypedStore;
  currency: string;
  startingBalance: Minor;
  post: PostRound;
  /** Says the balance in the live region. */
  sayBalance: (balance: Minor) => void;
  /** Whether this page holds the wallet (platform/wallet-lock.ts). */
  owner: () => boolean;
}): Money {
  const { bank, problem } = DemoBank.open(o.store, {
    currency: o.currency,
    startingBalance: o.startingBalance,
    clock: () => Date.now(),
    owner: o.owner,
  });
  const { history } = GameHistory.open(o.store, o.currency);
  const slots = TableSlots.open(o.store, o.currency);
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
  };
  bank.onChange((change) => {
    if (change.reason === 'rebuy') reporter.balance(change.balance);
  });
  return {
    bank,
    history,
    slots,
    reporter,
    busy: () => rounds.busy() || bank.busy(),
    walletReset: problem?.code === 'storage-reset',
    newerSave: problem?.code === 'storage-newer',
    lobbyReady: gate.ready,
  };
}
