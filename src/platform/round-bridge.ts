/**
 * Tells the lobby about rounds (EMBEDDING.md): `roundStarted` and `busy` when a round's stakes
 * are taken, `balance` whenever the balance the table shows changes (a stake taken, a win paid
 * once its payout is on show, a rebuy), `roundEnded` (every stake the round took: doubles, splits
 * and insurance included) and `idle` when the table has shown the round to its end.
 */
import type { Minor } from '../engine/shared/money';
import type { OutgoingPayloads } from './bridge';

type RoundMessage = 'roundStarted' | 'roundEnded' | 'balance' | 'busy' | 'idle';

/**
 * What it needs of the lobby bridge: its `post`, bound (`(type, ...p) => bridge.post(type, ...p)`);
 * LobbyBridge['post'] is one.
 */
export type PostRound = <T extends RoundMessage>(
  type: T,
  ...payload: OutgoingPayloads[T] extends undefined ? [] : [OutgoingPayloads[T]]
) => void;

/** What a table reports of its rounds as it shows them. */
export interface RoundReporter {
  started(round: { roundId: string; staked: Minor; balance: Minor }): void;
  balance(balance: Minor): void;
  ended(round: { roundId: string; staked: Minor; returned: Minor; balance: Minor }): void;
}

/** The reporter that posts to the lobby; `busy()` says whether a round is between the two. */
export function lobbyReporter(post: PostRound): RoundReporter & { busy(): boolean } {
  let open: string | null = null;
  let last: Minor | null = null;
  const balance = (value: Minor) => {
    if (value === last) return;
    last = value;
    post('balance', { balance: value });
  };
  return {
    started(round) {
      open = round.roundId;
      post('roundStarted', round);
      post('busy');
      balance(round.balance);
    },
    balance,
    ended(round) {
      balance(round.balance);
      post('roundEnded', round);
      if (open === round.roundId || open === null) post('idle');
      open = null;
    },
    busy: () => open !== null,
  };
}

/**
 * The round messages held until the lobby has had `ready`, then posted in order: what a table
 * finds as it opens (its balance, a round voided because its saved state could not be played on)
 * reaches a lobby that takes `ready` as the game's start, never before it. The lobby matches that
 * `roundEnded` to the `roundStarted` of an earlier visit; nothing of rounds comes before `ready`.
 */
export function afterReady(post: PostRound): { post: PostRound; ready(): void } {
  let held: (() => void)[] | null = [];
  return {
    post: (type, ...payload) => {
      if (held) held.push(() => post(type, ...payload));
      else post(type, ...payload);
    },
    ready: () => {
      const waiting = held ?? [];
      held = null;
      for (const send of waiting) send();
    },
  };
}

/** What holds a table's reports: the play clock (play-clock.ts), stopped while the game is paused. */
export interface ReportGate {
  whenRunning(fn: () => void): void;
}

/**
 * A reporter whose reports wait while the game is paused: a round that settles during a pause
 * (its port call was already on its way) is told to the lobby when play resumes, in order, as the
 * table then shows it.
 */
export function heldReporter(reporter: RoundReporter, gate: ReportGate): RoundReporter {
  return {
    started: (round) => gate.whenRunning(() => reporter.started(round)),
    balance: (balance) => gate.whenRunning(() => reporter.balance(balance)),
    ended: (round) => gate.whenRunning(() => reporter.ended(round)),
  };
}
