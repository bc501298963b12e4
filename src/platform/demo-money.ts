/** The platform's money stores of one currency in one call: wallet, history and round journal. */
import type { Minor } from '../engine/shared/money';
import { GameHistory } from './history';
import { RoundJournal } from './journal';
import type { Recovery } from './journal-record';
import { createStore, type StorageLike, type StorageProblem, type TypedStore } from './storage';
import { DemoWallet } from './wallet';

export interface DemoMoney {
  store: TypedStore;
  wallet: DemoWallet;
  history: GameHistory;
  journal: RoundJournal;
  /** What boot did with unfinished rounds. */
  recovered: Recovery[];
  /**
   * Storage problems met at boot, one per key (`storage-reset`: the player sees a clear message
   * and a fresh balance; both codes are posted to the lobby as `error`). Later write failures
   * arrive through `store.onProblem`.
   */
  problems: StorageProblem[];
}

/** The demo wallet, history and round journal of one currency, over one storage, recovered. */
export function openDemoMoney(options: {
  storage: StorageLike;
  currency: string;
  startingBalance: Minor;
  clock: () => number;
  /** Key prefix (default 'felt.'). */
  prefix?: string;
}): DemoMoney {
  const store = createStore(options.storage, options.prefix);
  const { wallet } = DemoWallet.open(store, { currency: options.currency, startingBalance: options.startingBalance });
  const { history } = GameHistory.open(store, options.currency);
  const { journal, recovered } = RoundJournal.open(store, wallet, { clock: options.clock, history });
  return { store, wallet, history, journal, recovered, problems: [...store.problems()] };
}
