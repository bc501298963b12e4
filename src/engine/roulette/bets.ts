/**
 * Bets as a player makes them: a position with an amount, or an announced (call) bet — the
 * French sector bets and neighbours — expanded into the chips it stands for. An announced bet's
 * amount must divide evenly into its chips; each chip then carries amount ÷ chips.
 */
import type { Minor } from '../shared/money';
import { findPosition, type Position, parsePosition } from './layout';
import { RouletteRuleError } from './problems';
import { isNumber, wheelNeighbours } from './wheel';

export const ANNOUNCED_KINDS = ['voisins', 'tiers', 'orphelins', 'jeu-zero', 'neighbours'] as const;
type AnnouncedKind = (typeof ANNOUNCED_KINDS)[number];

/** One piece of an announced bet: a position and how many chips go on it. */
interface AnnouncedChip {
  position: Position;
  chips: number;
}

export interface AnnouncedBet {
  /** `voisins`, `neighbours:17` (two each side), `neighbours:17:3` (three each side). */
  name: string;
  kind: AnnouncedKind;
  parts: readonly AnnouncedChip[];
  /** Total chips (voisins 9, tiers 6, orphelins 5, jeu zéro 4, neighbours 2K + 1: 5 for two each side). */
  chips: number;
}

/** How many numbers on each side of N a neighbours bet covers unless it names a count. */
export const NEIGHBOURS_EACH_SIDE = 2;
/** The counts a player may choose for each side (`neighbours:N:K`). */
export const NEIGHBOURS_MIN = 1;
export const NEIGHBOURS_MAX = 9;

/** The name of N with K neighbours each side: `neighbours:17` for the usual two, else `neighbours:17:K`. */
export function neighboursName(n: number, each: number = NEIGHBOURS_EACH_SIDE): string {
  return each === NEIGHBOURS_EACH_SIDE ? `neighbours:${n}` : `neighbours:${n}:${each}`;
}

function build(name: string, kind: AnnouncedKind, spec: readonly [string, number][]): AnnouncedBet {
  const parts = spec.map(([p, chips]) => ({ position: parsePosition(p), chips }));
  return { name, kind, parts, chips: parts.reduce((s, p) => s + p.chips, 0) };
}

/** The standard French call bets. */
const FIXED: Readonly<Record<Exclude<AnnouncedKind, 'neighbours'>, AnnouncedBet>> = {
  voisins: build('voisins', 'voisins', [
    ['trio:0-2-3', 2],
    ['split:4-7', 1],
    ['split:12-15', 1],
    ['split:18-21', 1],
    ['split:19-22', 1],
    ['corner:25-26-28-29', 2],
    ['split:32-35', 1],
  ]),
  tiers: build('tiers', 'tiers', [
    ['split:5-8', 1],
    ['split:10-11', 1],
    ['split:13-16', 1],
    ['split:23-24', 1],
    ['split:27-30', 1],
    ['split:33-36', 1],
  ]),
  orphelins: build('orphelins', 'orphelins', [
    ['straight:1', 1],
    ['split:6-9', 1],
    ['split:14-17', 1],
    ['split:17-20', 1],
    ['split:31-34', 1],
  ]),
  'jeu-zero': build('jeu-zero', 'jeu-zero', [
    ['split:0-3', 1],
    ['split:12-15', 1],
    ['straight:26', 1],
    ['split:32-35', 1],
  ]),
};

function neighbours(n: number, each: number): AnnouncedBet {
  const straights = wheelNeighbours(n, each).map((m) => [`straight:${m}`, 1] as [string, number]);
  return build(neighboursName(n, each), 'neighbours', straights);
}

const NEIGHBOURS: readonly AnnouncedBet[] = Array.from({ length: 37 }, (_, n) => neighbours(n, NEIGHBOURS_EACH_SIDE));

export const ANNOUNCED_BETS: readonly AnnouncedBet[] = [...Object.values(FIXED), ...NEIGHBOURS];

export function isAnnouncedName(name: string): boolean {
  return name === 'neighbours' || name.startsWith('neighbours:') || Object.hasOwn(FIXED, name);
}

/**
 * The announced bet of that name, or a clear error. `neighbours:N` is N with two neighbours each
 * side; `neighbours:N:K` chooses K from NEIGHBOURS_MIN to NEIGHBOURS_MAX each side (2K + 1 chips).
 */
export function parseAnnounced(name: string): AnnouncedBet {
  if (Object.hasOwn(FIXED, name)) return FIXED[name as keyof typeof FIXED];
  const m = /^neighbours:(\d{1,2})(?::([^:]*))?$/.exec(name);
  const n = m ? Number(m[1]) : Number.NaN;
  if (!isNumber(n)) {
    throw new RouletteRuleError(
      { code: 'bet.unknown', bet: name },
      `"${name}" is not an announced bet: neighbours is named neighbours:N with N from 0 to 36 (or neighbours:N:K with K neighbours each side)`,
    );
  }
  const count = m?.[2];
  if (count === undefined) return NEIGHBOURS[n] as AnnouncedBet;
  const each = /^\d{1,2}$/.test(count) ? Number(count) : Number.NaN;
  if (!(each >= NEIGHBOURS_MIN && each <= NEIGHBOURS_MAX)) {
    throw new RouletteRuleError(
      { code: 'bet.unknown', bet: name },
      `"${name}" has a bad neighbour count "${count}": neighbours:N:K takes K from ${NEIGHBOURS_MIN} to ${NEIGHBOURS_MAX} each side`,
    );
  }
  return each === NEIGHBOURS_EACH_SIDE ? (NEIGHBOURS[n] as AnnouncedBet) : neighbours(n, each);
}

/**
 * One chip (or stack) on one position: what settles. A stake from an announced bet names it in
 * `announced` and says how many of its chips lie there (voisins puts 2 on trio:0-2-3).
 */
export interface Stake {
  position: string;
  amount: Minor;
  announced?: string;
  chips?: number;
}

/**
 * A bet as placed — a position or announced bet name and an amount — as the stakes it lays on the
 * layout. Refuses illegal names, non-positive amounts and announced amounts that do not divide.
 */
export function expandBet(bet: unknown, amount: unknown): Stake[] {
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0) {
    throw new RouletteRuleError({ code: 'bet.badAmount', bet: String(bet), amount });
  }
  const a = amount as Minor;
  if (typeof bet === 'string' && isAnnouncedName(bet)) {
    const announced = parseAnnounced(bet);
    if (a % announced.chips !== 0) {
      throw new RouletteRuleError({ code: 'bet.indivisible', bet, amount: a, chips: announced.chips });
    }
    const unit = a / announced.chips;
    return announced.parts.map((p) => ({
      position: p.position.name,
      amount: unit * p.chips,
      announced: announced.name,
      chips: p.chips,
    }));
  }
  return [{ position: parsePosition(bet).name, amount: a }];
}

/** The position a stake lies on (stakes hold names so they survive JSON). */
export function stakePosition(stake: Stake): Position {
  return findPosition(stake.position) ?? parsePosition(stake.position);
}
