/**
 * A player's whole bet at bj-european-shared, checked against the seats and the other players'
 * back bets (SHARED.md "Back bets", sheet 002): main bets and Perfect Pairs only on one's own
 * boxes, a back bet only on a box someone else holds, one per box, from the table minimum; the
 * engine's own bet checks for the boxes held.
 */
import { BlackjackRuleError, betsProblem, type SeatBet } from '../../../engine/blackjack/index';
import type { Sql } from '../../db/db';
import { ApiError, ruleErrorToApi } from '../../errors';
import type { TableStep } from '../instance';
import { dropPart } from '../money';
import type { TableState } from '../state';
import { sharedBlackjackRules } from '../tables';
import { type BoxOwners, UNCHECKED } from './blackjack-round';

const rules = sharedBlackjackRules();

/** One entry of a player's bet: a box of their own (main, Perfect Pairs) or a back bet on another's. */
export interface BoxBet {
  box: number;
  main: number;
  perfectPairs?: number;
  behind?: number;
  behindFollows?: boolean;
}

function refuse(code: 'behind-not-allowed' | 'bad-request', message: string): never {
  throw new ApiError(code, message);
}

/** Checks a player's whole bet against the seats and the other players' back bets. */
export function checkBoxBets(
  s: TableState,
  playerId: string,
  raw: unknown,
): { bets: BoxBet[]; stake: number; follows: number[] } {
  if (!Array.isArray(raw))
    refuse('bad-request', 'bets: an array of { box, main, perfectPairs?, behind?, behindFollows? }');
  const bets = raw as BoxBet[];
  const own: SeatBet[] = [];
  const follows: number[] = [];
  let stake = 0;
  const seen = new Set<number>();
  bets.forEach((b, i) => {
    if (typeof b !== 'object' || b === null || !Number.isInteger(b.box) || b.box < 1 || b.box > rules.seats) {
      refuse('bad-request', `bets[${i}].box: a box from 1 to ${rules.seats}`);
    }
    for (const k of Object.keys(b)) {
      if (!['box', 'main', 'perfectPairs', 'behind', 'behindFollows'].includes(k))
        refuse('bad-request', `bets[${i}].${k}: not a field of a bet`);
    }
    for (const k of ['main', 'perfectPairs', 'behind'] as const) {
      const v = b[k] ?? 0;
      if (!Number.isSafeInteger(v) || v < 0)
        refuse('bad-request', `bets[${i}].${k}: a whole amount of minor units from 0`);
    }
    if (b.behindFollows !== undefined && typeof b.behindFollows !== 'boolean')
      refuse('bad-request', `bets[${i}].behindFollows: true or false`);
    if (seen.has(b.box)) refuse('bad-request', `bets[${i}]: box ${b.box} twice`);
    seen.add(b.box);
    const holder = s.seats.find((h) => h.box === b.box);
    const behind = b.behind ?? 0;
    if (holder?.playerId === playerId) {
      if (behind > 0) refuse('behind-not-allowed', `box ${b.box} is yours: a back bet goes on another player's box`);
      own.push({ seat: b.box, main: b.main ?? 0, perfectPairs: b.perfectPairs ?? 0 });
      stake += (b.main ?? 0) + (b.perfectPairs ?? 0);
      return;
    }
    if (!holder) refuse('bad-request', `bets[${i}]: box ${b.box} is nobody's: take the seat first`);
    if ((b.main ?? 0) !== 0 || (b.perfectPairs ?? 0) !== 0)
      refuse('bad-request', `bets[${i}]: box ${b.box} is another player's: only a back bet`);
    if (behind === 0) return;
    const taken = s.stakes.some(
      (p) => p.playerId !== playerId && (p.bets as BoxBet[]).some((o) => o.box === b.box && (o.behind ?? 0) > 0),
    );
    if (taken) refuse('behind-not-allowed', `box ${b.box} has a back bet already (one per box)`);
    if (behind < rules.minBet || behind > rules.maxBet) {
      throw new ApiError('limits', `a back bet is from ${rules.minBet} to the box's main bet`, {
        code: 'bet.behindLimits',
        seat: b.box,
        amount: behind,
        min: rules.minBet,
        max: rules.maxBet,
      });
    }
    if (b.behindFollows) follows.push(b.box);
    stake += behind;
  });
  if (own.length > 0) {
    const problem = betsProblem(rules, own, UNCHECKED);
    if (problem) throw ruleErrorToApi(new BlackjackRuleError(problem));
  }
  return { bets: bets.filter((b) => (b.main ?? 0) + (b.perfectPairs ?? 0) + (b.behind ?? 0) > 0), stake, follows };
}

/**
 * The boxes dealt at the close, with their owners: back bets play up to the box's main bet at the
 * close and the rest goes back; one on a box with no main bet goes back whole, and a player left
 * with no stake (a back bet alone on such a box) has no part in the round.
 */
export async function boxesAtClose(tx: Sql, step: TableStep): Promise<{ bets: SeatBet[]; owners: BoxOwners[] }> {
  const s = step.state;
  const mains = new Map<number, { owner: string; main: number; pp: number }>();
  for (const p of s.stakes)
    for (const b of p.bets as BoxBet[])
      if ((b.main ?? 0) > 0) mains.set(b.box, { owner: p.playerId, main: b.main, pp: b.perfectPairs ?? 0 });
  const behinds = new Map<number, { owner: string; amount: number }>();
  for (const p of s.stakes) {
    let cut = false;
    const kept: BoxBet[] = [];
    for (const b of p.bets as BoxBet[]) {
      const behind = b.behind ?? 0;
      const amount = behind === 0 ? 0 : Math.min(behind, mains.get(b.box)?.main ?? 0);
      if (behind === 0) kept.push(b);
      else if (amount > 0) {
        kept.push({ ...b, behind: amount });
        behinds.set(b.box, { owner: p.playerId, amount });
      }
      if (amount !== behind) cut = true;
    }
    if (cut) {
      p.bets = kept;
      const total = kept.reduce((t, b) => t + (b.main ?? 0) + (b.perfectPairs ?? 0) + (b.behind ?? 0), 0);
      await step.money.restake(tx, p, total, s.tableRoundId);
    }
  }
  const boxes = [...mains.keys()].sort((a, b) => a - b);
  const bets: SeatBet[] = boxes.map((box) => {
    const m = mains.get(box)!;
    return { seat: box, main: m.main, perfectPairs: m.pp, behind: behinds.get(box)?.amount ?? 0 };
  });
  const owners = boxes.map((box) => ({
    box,
    owner: mains.get(box)!.owner,
    behindOwner: behinds.get(box)?.owner ?? null,
  }));
  const playing = (id: string) => owners.some((o) => o.owner === id || o.behindOwner === id);
  for (const p of s.stakes) if (!playing(p.playerId)) await dropPart(tx, p);
  s.stakes = s.stakes.filter((p) => playing(p.playerId));
  return { bets, owners };
}
