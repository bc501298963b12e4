/**
 * Roulette's figures, exactly: every bet the layout allows (every position of every kind, and the
 * announced bets) is settled by the engine's own `settle` on each of the 37 pockets, each equally
 * likely, so the return, hit frequency, deviation and largest win are those of the game's
 * settlement, not of a paytable copied here. Positions of one kind settle alike (they cover as
 * many numbers at the same payout); the report checks that rather than assumes it. A `sim` run
 * (one bet of every kind each spin) is the check that the wheel and settlement agree.
 */
import {
  ANNOUNCED_BETS,
  expandBet,
  NEIGHBOURS_MAX,
  NEIGHBOURS_MIN,
  neighboursName,
  parseAnnounced,
} from '../../src/engine/roulette/bets';
import { POSITIONS, positionsOfKind } from '../../src/engine/roulette/layout';
import { POSITION_KINDS, type PositionKind, type RouletteTable, rouletteTable } from '../../src/engine/roulette/rules';
import { settle } from '../../src/engine/roulette/settle';
import { POCKETS, spinTo } from '../../src/engine/roulette/wheel';
import { type ExactFigures, exactFigures, fraction } from './exact';
import { money, type RulesText, rulesText } from './rules-text';
import { type SimRun, simulate } from './simulate';

export interface RouletteBet extends ExactFigures {
  /** `straight`, `voisins`, `neighbours (2 each side)`. */
  name: string;
  announced: boolean;
  /** How many bets of the layout settle this way (37 straights, 57 splits …). */
  count: number;
  /** Numbers covered. */
  covers: number;
  /** "35 to 1" for a position; for an announced bet its chips. */
  pays: string;
  /** The most one of them may stake (limits), and what that wins at most, in minor units. */
  maxStake: number;
  largestWinAtMax: number;
}

export interface RouletteTableFigures {
  id: string;
  table: RouletteTable;
  text: RulesText;
  bets: RouletteBet[];
  largestWinPerRound: { minor: number; how: string };
  check: SimRun;
}

/** Net per pocket, minor units, of a set of stakes, by the engine's settlement. */
function netsOf(table: RouletteTable, name: string, amount: number): { staked: number; nets: number[] } {
  const stakes = expandBet(name, amount);
  const nets: number[] = [];
  let staked = 0;
  for (let n = 0; n < POCKETS; n++) {
    const { settlement } = settle(table, stakes, spinTo(n));
    staked = settlement.staked;
    nets.push(settlement.returned - settlement.staked);
  }
  return { staked, nets };
}

function figuresOf(staked: number, nets: readonly number[]): ExactFigures {
  const returned = nets.reduce((s, x) => s + x + staked, 0);
  return exactFigures(
    staked,
    nets.map((net) => ({ net, probability: 1 / POCKETS })),
    fraction(returned, POCKETS * staked),
  );
}

/** The distribution's fingerprint: its nets sorted (positions of a kind must share it). */
const signature = (nets: readonly number[]): string => [...nets].sort((a, b) => a - b).join(',');

function positionBet(table: RouletteTable, kind: PositionKind): RouletteBet {
  const positions = positionsOfKind(kind);
  const min = table.limits.min;
  const first = netsOf(table, (positions[0] as { name: string }).name, min);
  for (const p of positions) {
    if (signature(netsOf(table, p.name, min).nets) !== signature(first.nets))
      throw new Error(`roulette: ${p.name} settles unlike the other ${kind} bets`);
  }
  const maxStake = table.limits.max[kind];
  return {
    ...figuresOf(first.staked, first.nets),
    name: kind,
    announced: false,
    count: positions.length,
    covers: (positions[0] as { numbers: readonly number[] }).numbers.length,
    pays: `${table.payouts[kind]} to 1`,
    maxStake,
    largestWinAtMax: maxStake * table.payouts[kind],
  };
}

/** The most per chip an announced bet may carry: each piece within its position's maximum, all within the spin's. */
function announcedUnitMax(table: RouletteTable, name: string): number {
  const bet = parseAnnounced(name);
  let unit = Math.floor(table.limits.total / bet.chips);
  for (const part of bet.parts) unit = Math.min(unit, Math.floor(table.limits.max[part.position.kind] / part.chips));
  return unit;
}

function announcedBet(table: RouletteTable, label: string, names: readonly string[]): RouletteBet {
  const chips = parseAnnounced(names[0] as string).chips;
  const min = table.limits.min;
  const first = netsOf(table, names[0] as string, chips * min);
  for (const name of names) {
    if (signature(netsOf(table, name, chips * min).nets) !== signature(first.nets))
      throw new Error(`roulette: ${name} settles unlike the other ${label} bets`);
  }
  const unit = announcedUnitMax(table, names[0] as string);
  const covered = new Set(parseAnnounced(names[0] as string).parts.flatMap((p) => p.position.numbers));
  const fig = figuresOf(first.staked, first.nets);
  return {
    ...fig,
    name: label,
    announced: true,
    count: names.length,
    covers: covered.size,
    pays: `${chips} chips`,
    maxStake: unit * chips,
    largestWinAtMax: Math.round(fig.largestWin * unit * chips),
  };
}

function announcedBets(table: RouletteTable): RouletteBet[] {
  const fixed = ANNOUNCED_BETS.filter((b) => b.kind !== 'neighbours').map((b) => announcedBet(table, b.name, [b.name]));
  const neighbours: RouletteBet[] = [];
  for (let k = NEIGHBOURS_MIN; k <= NEIGHBOURS_MAX; k++) {
    const names = Array.from({ length: POCKETS }, (_, n) => neighboursName(n, k));
    neighbours.push(announcedBet(table, `neighbours (${k} each side)`, names));
  }
  return [...fixed, ...neighbours];
}

/**
 * The most one spin can win within the limits: for each number, stakes only on positions that
 * cover it, the best-paying first, each up to its maximum, until the spin's maximum is reached
 * (any stake elsewhere would lose). Announced bets only put chips on these positions.
 */
export function largestWinPerRound(table: RouletteTable): { minor: number; how: string } {
  let best = { minor: 0, how: '' };
  for (let n = 0; n < POCKETS; n++) {
    const covering = POSITIONS.filter((p) => p.numbers.includes(n)).sort(
      (a, b) => table.payouts[b.kind] - table.payouts[a.kind],
    );
    let left = table.limits.total;
    let win = 0;
    for (const p of covering) {
      const stake = Math.min(left, table.limits.max[p.kind]);
      win += stake * table.payouts[p.kind];
      left -= stake;
      if (left === 0) break;
    }
    if (win > best.minor)
      best = {
        minor: win,
        how: `number ${n}: ${money(table.limits.total)} spread over the positions covering it, best-paying first, each to its maximum`,
      };
  }
  return best;
}

export interface RouletteRun {
  seed: string;
  rounds: number;
  workers: number;
  onProgress: (table: string, share: number) => void;
}

/** Every bet kind of the layout, then the announced bets, exactly. */
export function rouletteBets(table: RouletteTable): RouletteBet[] {
  return [...POSITION_KINDS.map((kind) => positionBet(table, kind)), ...announcedBets(table)];
}

export async function rouletteFigures(id: string, run: RouletteRun): Promise<RouletteTableFigures> {
  const table = rouletteTable(id);
  const bets = rouletteBets(table);
  const check = await simulate('roulette', id, run.rounds, `${run.seed}/${id}`, run.workers, (s) =>
    run.onProgress(id, s),
  );
  return { id, table, text: await rulesText(id), bets, largestWinPerRound: largestWinPerRound(table), check };
}
