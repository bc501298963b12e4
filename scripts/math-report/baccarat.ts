/**
 * Baccarat's figures per table, exactly: the engine's enumeration of every way six cards can leave
 * a full shoe (src/engine/baccarat/exact.ts, on the tableau the game plays) gives the chance of each
 * winner, and the engine's settleArea says what each bet returns on each, so the rounding of the
 * Banker's commission is the game's. Both tables shuffle before every round, so every round starts
 * from that full shoe. A simulation of the same table by `sim` is run beside it as a check that
 * the code that deals agrees with the enumeration.
 */
import { countOutcomes } from '../../src/engine/baccarat/exact';
import { type BaccaratRules, BET_AREAS, type BetArea, tableRules } from '../../src/engine/baccarat/rules';
import { settleArea } from '../../src/engine/baccarat/settle';
import type { Winner } from '../../src/engine/baccarat/tableau';
import { type ExactFigures, exactFigures, type Outcome } from './exact';
import { type RulesText, rulesText } from './rules-text';
import { type SimRun, simulate } from './simulate';

const WINNERS: readonly Winner[] = ['player', 'banker', 'tie'];
const WINNER_LABEL: Readonly<Record<Winner, string>> = {
  player: 'Player wins',
  banker: 'Banker wins',
  tie: 'Tie',
};

/** The stake the figures are for: 1.00, on which the Banker's 1.95× is a whole number of cents. */
const STAKE = 100;

interface BaccaratBet extends ExactFigures {
  area: BetArea;
  /** "1 to 1", as the rules object's payout ratio. */
  pays: string;
  /** The return at the area's minimum stake, where rounding down to the cent may cost (Banker 0.10 → 0.19). */
  atMinimum: { stake: number; rtp: number };
  /** The largest win at the area's maximum stake, minor units. */
  largestWinAtMax: number;
}

export interface BaccaratTable {
  id: string;
  rules: BaccaratRules;
  text: RulesText;
  /** Chances of each winner, with the counts of ordered six-card sequences behind them. */
  probabilities: Record<Winner, { probability: number; count: number }>;
  sequences: number;
  bets: BaccaratBet[];
  /** One stake of 1.00 on each of the three bets: the round's net, exactly. */
  round: ExactFigures;
  /** The most one round can win within the limits (minor units), and how. */
  largestWinPerRound: { minor: number; how: string };
  check: SimRun;
}

function ratio([num, den]: readonly [number, number]): string {
  return den === 1 ? `${num} to 1` : `${num / den} to 1`;
}

/** What `area` staked at `stake` nets when `winner` comes up, as the engine settles it. */
function netOf(rules: BaccaratRules, area: BetArea, stake: number, winner: Winner): number {
  const s = settleArea(area, stake, winner, rules);
  return s.returned - s.bet;
}

function betFigures(rules: BaccaratRules, area: BetArea, p: Record<Winner, number>): BaccaratBet {
  const outcomes = (stake: number): Outcome[] =>
    WINNERS.map((w) => ({ net: netOf(rules, area, stake, w), probability: p[w], label: WINNER_LABEL[w] }));
  const exact = exactFigures(STAKE, outcomes(STAKE));
  const min = rules.limits[area].min;
  const atMin = exactFigures(min, outcomes(min));
  const max = rules.limits[area].max;
  return {
    ...exact,
    area,
    pays: ratio(rules.payouts[area]),
    atMinimum: { stake: min, rtp: atMin.rtp },
    largestWinAtMax: Math.max(...WINNERS.map((w) => netOf(rules, area, max, w))),
  };
}

/** Each winner: every area staked at its maximum where that does not lose, the rest left empty. */
function largestWinPerRound(rules: BaccaratRules): { minor: number; how: string } {
  let best = { minor: 0, how: '' };
  for (const w of WINNERS) {
    const parts = BET_AREAS.map((a) => ({ a, net: netOf(rules, a, rules.limits[a].max, w) })).filter((x) => x.net > 0);
    const minor = parts.reduce((s, x) => s + x.net, 0);
    if (minor > best.minor)
      best = { minor, how: `${WINNER_LABEL[w]}, ${parts.map((x) => `${x.a} at its maximum`).join(' and ')}` };
  }
  return best;
}

export interface BaccaratRun {
  seed: string;
  rounds: number;
  workers: number;
  onProgress: (table: string, share: number) => void;
}

/** Everything about a table that is exact: the winners' chances, each bet, the round, the largest win. */
export function baccaratExact(
  rules: BaccaratRules,
): Pick<BaccaratTable, 'probabilities' | 'sequences' | 'bets' | 'round' | 'largestWinPerRound'> {
  const k = countOutcomes(rules.decks);
  const p: Record<Winner, number> = { player: k.player / k.total, banker: k.banker / k.total, tie: k.tie / k.total };
  const round = exactFigures(
    3 * STAKE,
    WINNERS.map((w) => ({
      net: BET_AREAS.reduce((s, a) => s + netOf(rules, a, STAKE, w), 0),
      probability: p[w],
      label: WINNER_LABEL[w],
    })),
  );
  return {
    probabilities: {
      player: { probability: p.player, count: k.player },
      banker: { probability: p.banker, count: k.banker },
      tie: { probability: p.tie, count: k.tie },
    },
    sequences: k.total,
    bets: BET_AREAS.map((area) => betFigures(rules, area, p)),
    round,
    largestWinPerRound: largestWinPerRound(rules),
  };
}

export async function baccaratTable(id: string, run: BaccaratRun): Promise<BaccaratTable> {
  const rules = tableRules(id);
  const exact = baccaratExact(rules);
  const check = await simulate('baccarat', id, run.rounds, `${run.seed}/${id}`, run.workers, (s) =>
    run.onProgress(id, s),
  );
  return { id, rules, text: await rulesText(id), ...exact, check };
}
