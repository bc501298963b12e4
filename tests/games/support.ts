/**
 * What the money tests share: a page visit over one storage (bank, history, table slots, as
 * main.ts builds them), storages that fail on purpose, the engine replays the tests compare the
 * ports with, and a driver that plays a table's machine the way its view would.
 */

import { DemoBank } from '../../src/demo/bank/demo-bank';
import { demoRounds } from '../../src/demo/demo-rounds';
import { type Bets, tableRules as baccaratRules } from '../../src/engine/baccarat/rules';
import { settle as settleBaccarat } from '../../src/engine/baccarat/settle';
import { dealRound } from '../../src/engine/baccarat/tableau';
import {
  actTableRound,
  type BlackjackRules,
  type Decision,
  decide,
  openTableRound,
  playDealer,
  type RoundEvent,
  type RoundState,
  type SeatBet,
  type Step,
  startRound,
} from '../../src/engine/blackjack/index';
import { expandBet } from '../../src/engine/roulette/bets';
import { rouletteTable } from '../../src/engine/roulette/rules';
import { settle as settleRoulette } from '../../src/engine/roulette/settle';
import { spinWheel } from '../../src/engine/roulette/wheel';
import type { Card } from '../../src/engine/shared/cards';
import type { Rng } from '../../src/engine/shared/rng';
import { beginRound, createShoe, endRound, type ShoeState, stackedShoe } from '../../src/engine/shared/shoe';
import type { RoundService } from '../../src/games/table/round-service';
import type { BaccaratPort } from '../../src/machines/baccarat/port';
import type { BlackjackPort } from '../../src/machines/blackjack/port';
import type { Notice } from '../../src/machines/notices';
import type { RoulettePort } from '../../src/machines/roulette/port';
import { RoundRefused } from '../../src/machines/round-port';
import { phaseOf } from '../../src/machines/table/context';
import { GameHistory, type HistoryEntry } from '../../src/platform/history';
import type { RoundReporter } from '../../src/platform/round-bridge';
import { createStore, MemoryStorage, type StorageLike } from '../../src/platform/storage';
import { TableSlots } from '../../src/platform/table-slots';

export const CURRENCY = 'EUR';
export const BANK_KEY = 'felt.wallet.EUR';
export const SLOTS_KEY = 'felt.tables.EUR';
export const HISTORY_KEY = 'felt.history.EUR';

let now = 1_790_000_000_000;
/** A clock that moves one second per reading (every test sees times in order). */
export const clock = (): number => {
  now += 1_000;
  return now;
};

/**
 * A storage that fails on purpose: `failing(key)` says which writes throw (a full quota, a
 * private mode), `refuseReads` makes every read throw too. Counts what it refused.
 */
export class FaultyStorage extends MemoryStorage {
  failing: ((key: string) => boolean) | null = null;
  refuseReads = false;
  refused = 0;

  override getItem(key: string): string | null {
    if (this.refuseReads) throw new DOMException('The operation is insecure.', 'SecurityError');
    return super.getItem(key);
  }

  override setItem(key: string, value: string): void {
    if (this.failing?.(key)) {
      this.refused++;
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    }
    super.setItem(key, value);
  }
}

/** A page visit: the bank, history and table slots over the storage, as main.ts opens them (`now`: the bank's clock). */
export function visit(storage: StorageLike, startingBalance = 100_000, now: () => number = clock) {
  const store = createStore(storage);
  const { bank, problem } = DemoBank.open(store, { currency: CURRENCY, startingBalance, clock: now });
  const { history } = GameHistory.open(store, CURRENCY);
  const slots = TableSlots.open(store, CURRENCY);
  return { store, bank, history, slots, problem };
}

/**
 * What a table's session is opened with in demo play, as boot opens it (app/open-play.ts): the
 * visit's bank and table slots, and the demo round service over its bank and history.
 */
export function demoTable(
  v: { bank: DemoBank; history: GameHistory; slots: TableSlots },
  rng: Rng,
  shoe?: ShoeState,
): { bank: DemoBank; rounds: RoundService; slots: TableSlots } {
  return { bank: v.bank, rounds: demoRounds({ bank: v.bank, history: v.history, rng, shoe }), slots: v.slots };
}

/**
 * A round service whose tables of the games named play on the ports given (a port that misbehaves
 * on purpose, a spy); everything else, the openings included, is `rounds`'s.
 */
export function withPorts(
  rounds: RoundService,
  ports: { blackjack?: BlackjackPort; baccarat?: BaccaratPort; roulette?: RoulettePort },
): RoundService {
  const { blackjack, baccarat, roulette } = ports;
  return {
    ...rounds,
    blackjack: blackjack ? { ...rounds.blackjack, port: () => blackjack } : rounds.blackjack,
    baccarat: baccarat ? { ...rounds.baccarat, port: () => baccarat } : rounds.baccarat,
    roulette: roulette ? { ...rounds.roulette, port: () => roulette } : rounds.roulette,
  };
}

/** Every entry the ports hand to history (GameHistory keeps only the last ten of each game). */
export function recordAll(history: GameHistory, log: HistoryEntry[]): GameHistory {
  const record = history.record.bind(history);
  history.record = (entry: HistoryEntry) => {
    log.push(JSON.parse(JSON.stringify(entry)) as HistoryEntry);
    return record(entry);
  };
  return history;
}

/** The notice a port call was refused with (fails the test when it was not refused). */
export async function refusal(call: Promise<unknown>): Promise<Notice> {
  try {
    await call;
  } catch (error) {
    if (error instanceof RoundRefused) return error.notice;
    throw error;
  }
  throw new Error('the call was not refused');
}

export const sumOf = (amounts: readonly { amount: number }[]): number => amounts.reduce((t, a) => t + a.amount, 0);

/** A card code appears in this JSON (as a whole string, not part of another). */
export const shows = (value: unknown, card: string): boolean => JSON.stringify(value).includes(`"${card}"`);

// ---- Engine replays: the figures a round must come to, computed without port or bank ----------

/** The dealer's turn when the round has come to it. */
function rest(step: Step, rng: Rng): Step {
  return step.state.phase === 'dealer' ? playDealer(step.state, rng) : step;
}

/**
 * A blackjack round played by the engine alone (startRound, decide, playDealer) on a table
 * without computer players: the final state, whose `staked` and `returned` are the player's.
 */
export function replayBlackjack(
  rules: BlackjackRules,
  shoe: ShoeState,
  bets: readonly SeatBet[],
  balance: number,
  decisions: readonly Decision[],
  rng: Rng,
): RoundState {
  let step = rest(startRound(rules, shoe, bets, balance, rng), rng);
  for (const decision of decisions) step = rest(decide(step.state, decision, rng), rng);
  if (step.state.phase !== 'over') throw new Error(`the replay did not finish (phase ${step.state.phase})`);
  return step.state;
}

/**
 * The cards a blackjack round drew, in the order it drew them, from the events of its steps (the
 * hole card, dealt face down, is filled in when it is turned, or from `dealer` if it never is).
 */
export function cardsDrawn(events: readonly RoundEvent[], dealer: readonly string[] = []): Card[] {
  const cards: (Card | null)[] = [];
  let hole = -1;
  for (const e of events) {
    if (e.type === 'card.dealt') {
      if (e.card === null) hole = cards.length;
      cards.push(e.card);
    } else if (e.type === 'hole.revealed' && hole >= 0) {
      cards[hole] = e.card;
    }
  }
  if (hole >= 0 && cards[hole] === null) cards[hole] = (dealer[1] ?? null) as Card | null;
  if (cards.some((c) => c === null)) throw new Error('a card of the round is unknown');
  return cards as Card[];
}

/**
 * A table round (computer players and all) replayed by the engine's table functions on a stacked
 * shoe of the cards it drew: the player's staked and returned.
 */
export function replayTableRound(
  rules: BlackjackRules,
  cards: readonly Card[],
  bets: readonly SeatBet[],
  balance: number,
  decisions: readonly Decision[],
  rng: Rng,
): { staked: number; returned: number; state: RoundState } {
  let step = openTableRound(rules, stackedShoe(cards), bets, balance, rng);
  for (const d of decisions) step = actTableRound(rules, step.state, d, rng);
  if (step.state.phase !== 'over') throw new Error(`the replay did not finish (phase ${step.state.phase})`);
  let staked = 0;
  let returned = 0;
  for (const s of step.state.seats) {
    if (s.seat > rules.seats) continue;
    for (const h of s.hands) {
      staked += h.bet;
      returned += h.returned;
    }
    staked += s.insurance.bet + s.perfectPairs.bet;
    returned += s.insurance.returned + s.perfectPairs.returned;
  }
  return { staked, returned, state: step.state };
}

/** Baccarat rounds at a seeded table as the demo port deals them: the table's shoe is made first. */
export function replayBaccarat(table: string, rng: Rng, rounds: readonly Bets[], balance: number) {
  const rules = baccaratRules(table);
  let shoe = createShoe(rules.decks, rules.shuffle, rng);
  return rounds.map((bets) => {
    const dealt = dealRound(beginRound(shoe, rng), rng);
    shoe = endRound(dealt.shoe, rng);
    const outcome = dealt.tableau.outcome;
    if (!outcome) throw new Error('a dealt round has an outcome');
    const settlement = settleBaccarat(bets, outcome.winner, rules);
    balance = balance - settlement.staked + settlement.returned;
    return { tableau: dealt.tableau, settlement, balance };
  });
}

/** Roulette spins as the demo port spins them (one wheel draw per spin) and what they return. */
export function replayRoulette(rng: Rng, spins: readonly { bet: string; amount: number }[][], balance: number) {
  const table = rouletteTable('roulette-european');
  return spins.map((bets) => {
    const spin = spinWheel(rng);
    const { settlement } = settleRoulette(
      table,
      bets.flatMap((b) => expandBet(b.bet, b.amount)),
      spin,
    );
    balance = balance - settlement.staked + settlement.returned;
    return { number: spin.number, staked: settlement.staked, returned: settlement.returned, balance };
  });
}

// ---- Driving a machine as its view would --------------------------------------------------------

/** The phases in which a port call is under way. */
const CALLING = new Set(['resuming', 'opening', 'acting']);

interface Drivable {
  getSnapshot(): { value: unknown; hasTag(tag: string): boolean };
  subscribe(listener: (snapshot: { value: unknown }) => void): { unsubscribe(): void };
  send(event: { type: string }): void;
}

/** Resolves once the actor's snapshot passes `done` (rejects after `ms`). */
function until(actor: Drivable, done: (s: { value: unknown }) => boolean, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      sub.unsubscribe();
      reject(new Error(`still ${phaseOf(actor.getSnapshot())} after ${ms} ms`));
    }, ms);
    const sub = actor.subscribe((s) => {
      if (!done(s)) return;
      clearTimeout(timer);
      sub.unsubscribe();
      resolve();
    });
  });
}

/** Waits until the machine is not waiting for its port. */
export async function settled(actor: Drivable): Promise<string> {
  if (CALLING.has(phaseOf(actor.getSnapshot()))) await until(actor, (s) => !CALLING.has(phaseOf(s)), 2_000);
  return phaseOf(actor.getSnapshot());
}

/**
 * Plays the table on until it is back to betting: every stage shown at once (`anim.done`), the
 * decisions asked for answered by `decide` (blackjack). Returns the phases it went through.
 */
export async function playOut(
  actor: Drivable,
  decide: (phase: string) => { type: string } | null = () => null,
  limit = 60,
): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    const phase = await settled(actor);
    seen.push(phase);
    if (phase === 'betting') return seen;
    if (phase === 'failed') throw new Error('a port call failed');
    if (actor.getSnapshot().hasTag('animating')) {
      actor.send({ type: 'anim.done' });
      continue;
    }
    const event = decide(phase);
    if (!event) throw new Error(`nothing to do in ${phase}`);
    actor.send(event);
  }
  throw new Error(`the round did not end: ${seen.join(' → ')}`);
}

/** A reporter that keeps what the table reported, in order. */
export function recordingReporter() {
  const calls: (
    | ['started', { roundId: string; staked: number; balance: number }]
    | ['balance', number]
    | ['ended', { roundId: string; staked: number; returned: number; balance: number }]
  )[] = [];
  const reporter: RoundReporter = {
    started: (round) => calls.push(['started', { ...round }]),
    balance: (balance) => calls.push(['balance', balance]),
    ended: (round) => calls.push(['ended', { ...round }]),
  };
  return { calls, reporter };
}
