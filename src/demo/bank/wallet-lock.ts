/**
 * One page at a time holds a player's demo wallet. Two tabs writing one record would create or
 * destroy money (each writes what it last read), and localStorage gives no lock of its own: its
 * copy in each tab is brought up to date a moment after another tab writes. So the wallet has an
 * owner, through the Web Locks API: the page opened last takes the wallet (`steal`), the page that
 * had it hears it is gone (its lock request fails with AbortError), writes nothing more (the demo
 * bank asks `held` before each write) and says the game is open elsewhere, with a button that
 * takes the wallet back.
 *
 * The handover: the page that lost the wallet says on a BroadcastChannel the write count (`rev`)
 * of its last write; the page taking over waits until its own storage shows that write before it
 * reads the wallet, so it never starts from a record older than the other tab's last.
 *
 *   const lock = await claimWallet({ name: 'felt.wallet.EUR', locks: navigator.locks, channel, savedRev });
 *   DemoBank.open(store, { …, owner: () => lock.held });   lock.onLost(() => showOpenElsewhere());
 *
 * A browser without Web Locks (an insecure http page) plays without the lock, with a warning.
 */

/** The part of the Web Locks API (navigator.locks) this module uses. */
export interface LockManagerLike {
  request(name: string, options: { steal?: boolean }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

/** The part of BroadcastChannel this module uses. */
interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export interface WalletLock {
  /** This page holds the wallet now. */
  readonly held: boolean;
  /** Another page took the wallet over (called once). */
  onLost(listener: () => void): void;
}

export interface ClaimOptions {
  /** One lock per wallet: `felt.wallet.EUR`. */
  name: string;
  locks: LockManagerLike | undefined;
  channel: ChannelLike | null;
  /** The write count of the wallet record as this page's storage shows it now (0: none). */
  savedRev: () => number;
  /** How long a handover waits for the other page's word and write (ms). */
  patience?: number;
  /** Timers (tests); the browser's by default. */
  sleep?: (ms: number) => Promise<void>;
  warn?: (text: string) => void;
}

interface Released {
  type: 'felt.wallet.released';
  name: string;
  rev: number;
}

const isReleased = (data: unknown, name: string): data is Released =>
  typeof data === 'object' &&
  data !== null &&
  (data as Released).type === 'felt.wallet.released' &&
  (data as Released).name === name &&
  Number.isSafeInteger((data as Released).rev);

const browserSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Takes the wallet for this page (from another page if it has it) and resolves once it is ours. */
export async function claimWallet(o: ClaimOptions): Promise<WalletLock> {
  const patience = o.patience ?? 1_500;
  const sleep = o.sleep ?? browserSleep;
  const listeners: (() => void)[] = [];
  let held = false;
  const lock: WalletLock = {
    get held() {
      return held;
    },
    onLost: (listener) => listeners.push(listener),
  };
  if (!o.locks) {
    (o.warn ?? console.warn)('wallet: this browser has no Web Locks (an insecure page?): another tab could also play');
    held = true;
    return lock;
  }

  const locks = o.locks;
  const before = await locks.query();
  const taken = (before.held ?? []).some((l) => l.name === o.name);
  // The other page's word of its last write, heard while the lock changes hands.
  let word: number | null = null;
  const hear = (event: { data: unknown }) => {
    if (isReleased(event.data, o.name)) word = event.data.rev;
  };
  o.channel?.addEventListener('message', hear);

  await new Promise<void>((granted) => {
    locks
      .request(o.name, { steal: true }, () => {
        held = true;
        granted();
        // Held for the page's life: the browser lets it go when the page goes.
        return new Promise<never>(() => undefined);
      })
      .catch((error: unknown) => {
        if (!held) {
          // Refused before it was ours (a sandboxed frame): play on without it, as without Web Locks.
          (o.warn ?? console.warn)(`wallet: the lock was refused (${String(error)}): another tab could also play`);
          held = true;
          granted();
          return;
        }
        // Another page stole it: nothing more is written here; it hears which write was the last.
        held = false;
        o.channel?.postMessage({ type: 'felt.wallet.released', name: o.name, rev: o.savedRev() } satisfies Released);
        if (!(error instanceof Error && error.name === 'AbortError')) console.warn('wallet: the lock was lost', error);
        for (const listener of listeners.splice(0)) listener();
      });
  });

  if (taken) {
    // Wait for the other page's word, then for its last write to reach this page's storage.
    for (let waited = 0; word === null && waited < patience; waited += 25) await sleep(25);
    const last = word;
    if (last !== null) for (let waited = 0; o.savedRev() < last && waited < patience; waited += 25) await sleep(25);
  }
  o.channel?.removeEventListener('message', hear);
  return lock;
}
