/**
 * Blackjack's figures per table: the main game's return by `sim` (the engine's round, the table's
 * shoe and shuffle, the strategy the engine computes for the table's rules, insurance declined),
 * per initial bet and per amount wagered, each with its 95 % interval, and the round's hit
 * frequency, deviation and distribution from the same run; the side bets and largest wins exactly
 * (blackjack-exact.ts); the rules and the strategy chart in the game's own words (rules-text.ts).
 */
import { strategyFor } from '../../src/engine/blackjack/advice';
import { computedReturn, MEASURED_RTP, type MeasuredRtp } from '../../src/engine/blackjack/rtp';
import { type BlackjackRules, tableRules } from '../../src/engine/blackjack/rules';
import type { Strategy } from '../../src/engine/blackjack/strategy';
import { basicStrategy } from '../../src/ui/rules/returns';
import type { StrategyChartContent } from '../../src/ui/rules/strategy-chart';
import { type InsuranceFigures, insurance, type LargestWin, largestWin, perfectPairs } from './blackjack-exact';
import type { ExactFigures } from './exact';
import { chartText, type RulesText, rulesText } from './rules-text';
import { type SimRun, simulate } from './simulate';

interface Interval {
  rtp: number;
  ci95: number;
}

export interface BlackjackTable {
  id: string;
  rules: BlackjackRules;
  text: RulesText;
  chart: StrategyChartContent;
  strategy: Strategy;
  sim: SimRun;
  main: { perInitialBet: Interval; perWagered: Interval };
  /** The engine's expected-value calculator for these rules (card removal to the first three cards only). */
  calculated: number;
  /** What the rules screen shows today (src/engine/blackjack/rtp.ts), to compare. */
  rulesScreen: MeasuredRtp | null;
  perfectPairs: ExactFigures | null;
  insurance: InsuranceFigures | null;
  largestWin: LargestWin;
}

export interface BlackjackRun {
  seed: string;
  rounds: number;
  workers: number;
  onProgress: (table: string, share: number) => void;
}

/** A table's seed: the report's seed and the table id, so each table has a stream of its own. */
const tableSeed = (seed: string, table: string): string => `${seed}/${table}`;

export async function blackjackTable(id: string, run: BlackjackRun): Promise<BlackjackTable> {
  const rules = tableRules(id);
  const strategy = strategyFor(rules);
  // The chart the report prints is the rules screen's; it must be the strategy the sim plays.
  if (JSON.stringify(basicStrategy(rules)) !== JSON.stringify(strategy))
    throw new Error(`${id}: the rules screen's chart differs from the strategy the simulator plays`);
  const sim = await simulate('blackjack', id, run.rounds, tableSeed(run.seed, id), run.workers, (s) =>
    run.onProgress(id, s),
  );
  const pick = (bet: string): Interval => {
    const f = sim.bets[bet];
    if (!f) throw new Error(`${id}: sim reported no ${bet}`);
    return { rtp: f.rtp, ci95: f.ci95 };
  };
  return {
    id,
    rules,
    text: await rulesText(id),
    chart: await chartText(id),
    strategy,
    sim,
    main: { perInitialBet: pick('mainPerInitialBet'), perWagered: pick('main') },
    calculated: computedReturn(rules),
    rulesScreen: MEASURED_RTP[id] ?? null,
    perfectPairs: rules.perfectPairs ? perfectPairs(rules.decks, 100) : null,
    // Insurance costs half the main bet; the figures are per unit of the insurance stake.
    insurance: rules.insurance ? insurance(rules.decks, 50) : null,
    largestWin: largestWin(rules),
  };
}
