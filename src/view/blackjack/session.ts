/**
 * One blackjack table's play session: the statechart actor, wired to the round journal so every
 * step is written before the screen shows it, a reload resumes the round with the same cards, and
 * each finished round goes to history with its wagers, wins and cards.
 *
 * Table choice on resume: an unfinished round always comes back at its own table (its money is in
 * play); otherwise a saved table is resumed only when it is the table asked for.
 */
import { createActor } from 'xstate';
import type { RoundState } from '../../engine/blackjack/index';
import { type BlackjackRules, tableRules } from '../../engine/blackjack/rules';
import type { Rng } from '../../engine/shared/rng';
import { playerReturned, robotsFor } from '../../machines/blackjack/robots';
import { phaseOf } from '../../machines/blackjack/view';
import {
  type BlackjackActor,
  blackjackMachine,
  persistBlackjack,
  resumeBlackjack,
} from '../../machines/blackjack.machine';
import type { Wager } from '../../platform/history';
import type { RoundJournal } from '../../platform/journal';

export interface BlackjackDetail {
  dealer: string[];
  hands: { seat: number; cards: string[]; result: string }[];
}

export interface BlackjackSession {
  readonly actor: BlackjackActor;
  readonly table: string;
  readonly rules: BlackjackRules;
  /** Computer players seated after the player's seats (their seat numbers follow rules.seats). */
  readonly robots: number;
  /** True when a saved round or table came back. */
  readonly resumed: boolean;
  stop(): void;
}

/**
 * What history records of a finished round: each stake, each return, the cards; only of the
 * player's seats (1 to `playerSeats`), never of the computer players'.
 */
export function roundRecord(
  round: RoundState,
  playerSeats: number = round.rules.seats,
): { wagers: Wager[]; wins: Wager[]; detail: BlackjackDetail } {
  const wagers: Wager[] = [];
  const wins: Wager[] = [];
  const hands: BlackjackDetail['hands'] = [];
  for (const seat of round.seats) {
    const n = seat.seat;
    if (n > playerSeats) continue;
    seat.hands.forEach((hand, i) => {
      const base = hand.doubled ? hand.bet / 2 : hand.bet;
      wagers.push({ bet: `${i === 0 ? 'main' : 'split'}:${n}`, amount: base });
      if (hand.doubled) wagers.push({ bet: `double:${n}`, amount: hand.bet - base });
      if (hand.returned > 0) wins.push({ bet: `${i === 0 ? 'main' : 'split'}:${n}`, amount: hand.returned });
      hands.push({ seat: n, cards: [...hand.cards], result: hand.outcome ?? 'open' });
    });
    if (seat.insurance.bet > 0) {
      wagers.push({ bet: `insurance:${n}`, amount: seat.insurance.bet });
      if (seat.insurance.returned > 0) wins.push({ bet: `insurance:${n}`, amount: seat.insurance.returned });
    }
    if (seat.perfectPairs.bet > 0) {
      wagers.push({ bet: `perfectPairs:${n}`, amount: seat.perfectPairs.bet });
      if (seat.perfectPairs.returned > 0) wins.push({ bet: `perfectPairs:${n}`, amount: seat.perfectPairs.returned });
    }
  }
  return { wagers, wins, detail: { dealer: [...round.dealer.cards], hands } };
}

export function openBlackjackSession(options: {
  journal: RoundJournal;
  table: string;
  rng: Rng;
  /** The computer players setting when the table opens: it applies from the next table opened. */
  computerPlayers?: boolean;
  /** A computer player's thinking time (ms); speed play shortens it. */
  robotDelay?: number;
}): BlackjackSession {
  const { journal, rng } = options;
  const pending = journal.pending('blackjack');
  const table = pending?.snapshot ? pending.table : options.table;
  const rules = tableRules(table);
  const robots = robotsFor(table, options.computerPlayers ?? false);
  const input = { rules, robots, robotDelay: options.robotDelay ?? 900 };
  const port = journal.port('blackjack', table);
  let saved: unknown = pending?.snapshot ?? null;
  if (!saved) {
    const slot = journal.saved('blackjack', table) as { context?: { rules?: unknown; robots?: number } } | null;
    const same = slot && JSON.stringify(slot.context?.rules) === JSON.stringify(rules);
    if (same && (slot.context?.robots ?? 0) === robots) saved = slot;
  }
  let actor: BlackjackActor;
  let resumed = false;
  try {
    actor = saved
      ? createActor(blackjackMachine, resumeBlackjack(saved, { wallet: port, rng }))
      : createActor(blackjackMachine, { input: { ...input, wallet: port, rng } });
    resumed = saved !== null;
  } catch (error) {
    // A snapshot this version cannot resume: settle the round without it and start clean.
    console.warn('blackjack: the saved table could not be resumed', error);
    journal.abandon('blackjack');
    journal.forget('blackjack');
    actor = createActor(blackjackMachine, { input: { ...input, wallet: port, rng } });
  }
  let phase = '';
  const sub = actor.subscribe((snapshot) => {
    journal.snapshot('blackjack', persistBlackjack(actor));
    const next = phaseOf(snapshot);
    if (next === phase) return;
    const before = phase;
    phase = next;
    const round = snapshot.context.round;
    if (next === 'payout' && round) {
      const seats = snapshot.context.rules.seats;
      journal.settle('blackjack', { returned: playerReturned(round, seats), ...roundRecord(round, seats) });
    }
    if (before === 'payout' && next === 'betting') journal.close('blackjack');
  });
  actor.start();
  // A table resumed in its payout phase closes its round on the way back to betting as usual;
  // one saved at betting after its payout may still hold an open credited round: close it.
  if (phaseOf(actor.getSnapshot()) === 'betting') journal.close('blackjack');
  return {
    actor,
    table,
    rules,
    robots: actor.getSnapshot().context.robots ?? 0,
    resumed,
    stop: () => {
      sub.unsubscribe();
      actor.stop();
    },
  };
}
