/**
 * The tables of the machine tests: each machine with its game's demo round port over an
 * in-memory demo bank (every port call spied on), blackjack and baccarat dealing from a stacked
 * shoe when one is given, roulette spinning the RNG it is given. Each opens with a simulated
 * clock, so a stage's animation timeout passes only when a test moves the clock.
 */
import { type AnyActorRef, createActor, SimulatedClock, type Snapshot } from 'xstate';
import { baccaratDemoPort } from '../../src/demo/baccarat/demo-port';
import type { DemoBank } from '../../src/demo/bank/demo-bank';
import { blackjackDemoPort } from '../../src/demo/blackjack/demo-port';
import { rouletteDemoPort } from '../../src/demo/roulette/demo-port';
import type { RoundRecord } from '../../src/engine/baccarat/roads';
import { type BaccaratRules, type Bets, tableRules as baccaratRules } from '../../src/engine/baccarat/rules';
import {
  type BlackjackRules,
  type Decision,
  type RoundEvent,
  type TableRound,
  tableRules,
} from '../../src/engine/blackjack/index';
import { type RouletteTable, rouletteTable } from '../../src/engine/roulette/rules';
import type { RouletteStats } from '../../src/engine/roulette/stats';
import { type Rng, SeededRng } from '../../src/engine/shared/rng';
import { stackedShoe } from '../../src/engine/shared/shoe';
import type { BaccaratRoundView, BaccaratStepEvent } from '../../src/machines/baccarat/port';
import { type BaccaratActor, type BaccaratEvent, baccaratMachine } from '../../src/machines/baccarat.machine';
import type { BlackjackBets } from '../../src/machines/blackjack/port';
import { type BlackjackActor, type BlackjackEvent, blackjackMachine } from '../../src/machines/blackjack.machine';
import type { RouletteBet, RouletteRoundView, RouletteStepEvent } from '../../src/machines/roulette/port';
import { type RouletteActor, rouletteMachine } from '../../src/machines/roulette.machine';
import { portActors } from '../../src/machines/round-port';
import { openBank, type SpiedPort, settled, spyPort } from './support';

interface CommonOptions {
  balance?: number;
  bank?: DemoBank;
  rng?: Rng;
  callerId?: string;
  animationTimeout?: number;
  /** A persisted snapshot to resume from. */
  snapshot?: Snapshot<unknown>;
}

export interface BlackjackTableOptions extends CommonOptions {
  table?: string;
  /** The table's rules (default: the preset of `table`). */
  rules?: BlackjackRules;
  /** Stacked cards in dealing order; without them the table shuffles a shoe from `rng`. */
  shoe?: string;
  /** Scripts the spied port before the table opens (its resume is the first call). */
  prepare?: (port: SpiedPort<BlackjackBets, Decision, TableRound, RoundEvent>) => void;
}

/**
 * Starts a table's actor on a simulated clock (from the persisted snapshot when one is given)
 * and waits until it has asked its port for an open round.
 */
async function started<A extends AnyActorRef>(
  create: (options: { clock: SimulatedClock; snapshot?: Snapshot<unknown> }) => A,
  snapshot: Snapshot<unknown> | undefined,
): Promise<{ actor: A; clock: SimulatedClock }> {
  const clock = new SimulatedClock();
  const actor = create({ clock, ...(snapshot ? { snapshot } : {}) });
  actor.start();
  await settled(actor);
  return { actor, clock };
}

function blackjackPortOf(o: BlackjackTableOptions & { bank: DemoBank; rules: BlackjackRules }) {
  const real = blackjackDemoPort({
    bank: o.bank,
    history: null,
    table: o.table ?? 'bj-classic',
    rules: o.rules,
    rng: o.rng ?? new SeededRng(1),
    shoe: o.shoe ? stackedShoe(o.shoe.split(' ')) : undefined,
  });
  return { real, port: spyPort(real) };
}

/** Opens the table and waits until it has asked its port for an open round. */
export async function openBlackjack(o: BlackjackTableOptions = {}) {
  const table = o.table ?? 'bj-classic';
  const rules = o.rules ?? tableRules(table);
  const bank = o.bank ?? openBank(o.balance ?? 100_000);
  const { real, port } = blackjackPortOf({ ...o, table, rules, bank });
  o.prepare?.(port);
  const input = {
    rules,
    balance: bank.balance(),
    callerId: o.callerId ?? 'test',
    animationTimeout: o.animationTimeout,
  };
  const { actor, clock } = await started<BlackjackActor>(
    (options) => createActor(blackjackMachine.provide({ actors: portActors(port) }), { input, ...options }),
    o.snapshot,
  );
  return { actor, bank, port, real, clock, rules, table };
}

export type Bet = { seat?: number; amount: number; spot?: 'main' | 'perfectPairs' };

/** Places the bets, presses DEAL and waits for the port's answer. */
export async function deal(actor: BlackjackActor, ...bets: Bet[]) {
  for (const b of bets) actor.send({ type: 'bet.place', seat: b.seat ?? 1, amount: b.amount, spot: b.spot ?? 'main' });
  actor.send({ type: 'round.deal' });
  return settled(actor);
}

/** Sends an event and waits for any port call it makes. */
export async function press(actor: BlackjackActor, event: BlackjackEvent | BlackjackEvent['type']) {
  actor.send(typeof event === 'string' ? ({ type: event } as BlackjackEvent) : event);
  return settled(actor);
}

/** The table has shown its stage. */
export function shown(actor: BlackjackActor) {
  actor.send({ type: 'anim.done' });
  return actor.getSnapshot();
}

/**
 * A shoe for one player seat and two computer players after it (bj-classic; bj-european with a
 * bet on seat 1 only, its boxes 4 and 5): the player's cards, the computer players' (QH 8H: 18 and
 * QC 7H: 17, which stand against anything), the dealer's up card and second card (the hole card,
 * or at a table without one the first card the dealer draws), then the cards to draw.
 */
export function classicShoe(player: [string, string], dealer: [string, string], ...draws: string[]): string {
  return [player[0], 'QH', 'QC', dealer[0], player[1], '8H', '7H', dealer[1], ...draws].join(' ');
}

export interface BaccaratTableOptions extends CommonOptions {
  table?: string;
  rules?: BaccaratRules;
  /** Stacked cards in dealing order (never shuffled); without them an 8-deck shoe shuffled by `rng`. */
  shoe?: readonly string[];
  history?: RoundRecord[];
  prepare?: (port: SpiedPort<Bets, never, BaccaratRoundView, BaccaratStepEvent>) => void;
}

/** Opens a baccarat table and waits until it has asked its port for an open round. */
export async function openBaccarat(o: BaccaratTableOptions = {}) {
  const table = o.table ?? 'baccarat-8deck';
  const rules = o.rules ?? baccaratRules(table);
  const bank = o.bank ?? openBank(o.balance ?? 10_000);
  const real = baccaratDemoPort({
    bank,
    history: null,
    table,
    rules,
    rng: o.rng ?? new SeededRng(1),
    shoe: o.shoe ? stackedShoe(o.shoe) : undefined,
  });
  const port = spyPort(real);
  o.prepare?.(port);
  const input = {
    rules,
    balance: bank.balance(),
    callerId: o.callerId ?? 'test',
    animationTimeout: o.animationTimeout,
    history: o.history,
  };
  const { actor, clock } = await started<BaccaratActor>(
    (options) => createActor(baccaratMachine.provide({ actors: portActors(port) }), { input, ...options }),
    o.snapshot,
  );
  return { actor, bank, port, real, clock, rules, table };
}

/** Selects a chip and places it on each area in turn. */
export function bet(actor: BaccaratActor, chip: number, ...areas: ('player' | 'banker' | 'tie')[]) {
  actor.send({ type: 'chip.select', value: chip });
  for (const area of areas) actor.send({ type: 'bet.place', area });
}

/** The chips on each area. */
export function betsOn(actor: BaccaratActor): Bets {
  const out = { player: 0, banker: 0, tie: 0 };
  for (const p of actor.getSnapshot().context.placements) out[p.area] += p.amount;
  return out;
}

/** Sends a baccarat event and waits for any port call it makes. */
export async function baccaratPress(actor: BaccaratActor, event: BaccaratEvent | BaccaratEvent['type']) {
  actor.send(typeof event === 'string' ? ({ type: event } as BaccaratEvent) : event);
  return settled(actor);
}

export interface RouletteTableOptions extends CommonOptions {
  table?: RouletteTable;
  stats?: RouletteStats;
  prepare?: (port: SpiedPort<readonly RouletteBet[], never, RouletteRoundView, RouletteStepEvent>) => void;
}

/** Opens a roulette table and waits until it has asked its port for an open round. */
export async function openRoulette(o: RouletteTableOptions = {}) {
  const table = o.table ?? rouletteTable('roulette-european');
  const bank = o.bank ?? openBank(o.balance ?? 10_000);
  const real = rouletteDemoPort({ bank, history: null, table, rng: o.rng ?? new SeededRng(1) });
  const port = spyPort(real);
  o.prepare?.(port);
  const input = {
    table,
    balance: bank.balance(),
    callerId: o.callerId ?? 'test',
    animationTimeout: o.animationTimeout,
    stats: o.stats,
  };
  const { actor, clock } = await started<RouletteActor>(
    (options) => createActor(rouletteMachine.provide({ actors: portActors(port) }), { input, ...options }),
    o.snapshot,
  );
  return { actor, bank, port, real, clock, table };
}

/** The total on the roulette layout. */
export function slipTotalOf(actor: RouletteActor): number {
  return actor
    .getSnapshot()
    .context.slip.actions.flat()
    .reduce((sum, p) => sum + p.amount, 0);
}
