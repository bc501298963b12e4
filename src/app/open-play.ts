/**
 * Where this page's money and rounds live, decided once, at boot: on the game server that serves
 * the page (or the one `server` names, or the operator's for real money), else in this browser (a
 * static host: demo play with the engine here). The tables get the round service picked here and
 * never ask which it is. Server play needs no wallet lock: the server applies one player's calls
 * one at a time, whichever tab or device makes them.
 */
import { bankKey, savedRev } from '../demo/bank/bank-record';
import { claimWallet } from '../demo/bank/wallet-lock';
import { demoRounds } from '../demo/demo-rounds';
import type { Rng } from '../engine/shared/rng';
import type { LaunchParams } from '../platform/launch';
import { type StorageLike, type TypedStore, tabStorage } from '../platform/storage';
import { openMoney } from './money';
import type { Play, PlayReports } from './play';
import { findServer } from './server-mark';

/** The server play's code, fetched once (boot starts it early, while the renderer starts). */
let serverCode: Promise<typeof import('./server-play')> | null = null;
export const loadServerPlay = () => {
  serverCode ??= import('./server-play');
  return serverCode;
};

export async function openPlay(
  o: PlayReports & {
    params: LaunchParams;
    store: TypedStore;
    local: StorageLike;
    /** Test builds honour the `seed` launch parameter: on a server, as the rounds' test seed. */
    seedAllowed: boolean;
    /** The dealing RNG of the tables played in this browser (seeded in test builds). */
    rng: Rng;
  },
): Promise<Play> {
  const { params } = o;
  const base = findServer(params);
  if (base !== null) return (await loadServerPlay()).serverPlay(base, o);
  // This page takes the wallet (from another tab that has it: that one stops and says so).
  const lock = await claimWallet({
    name: `felt.${bankKey(params.currency)}`,
    locks: navigator.locks,
    channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel('felt.wallet') : null,
    savedRev: () => savedRev(o.store, params.currency),
  });
  const money = openMoney({
    store: o.store,
    currency: params.currency,
    startingBalance: params.balance,
    post: o.post,
    sayBalance: o.sayBalance,
    owner: () => lock.held,
    tab: tabStorage(),
  });
  // The tables play here: the engine in this browser, the rounds in the demo bank (src/demo/).
  const rounds = demoRounds({ bank: money.bank, history: money.history, rng: o.rng });
  return { where: 'browser', money, rounds, lock };
}
