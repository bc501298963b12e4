/**
 * `npm run math:report` options. Every default is fixed and written here so that a rerun with no
 * options reproduces the same figures (only the wall time differs): 10^9 rounds per blackjack
 * table, every core, the seed `felt-math-report`.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { GameId } from '../../src/cli/io';

const GAMES: readonly GameId[] = ['blackjack', 'baccarat', 'roulette'];
const DEFAULT_SEED = 'felt-math-report';
const DEFAULT_ROUNDS = 1_000_000_000;
/** The simulation that checks the exact baccarat and roulette figures: at most this many rounds. */
const DEFAULT_CHECK_ROUNDS = 10_000_000;

export interface ReportOptions {
  /** Rounds per blackjack table. */
  rounds: number;
  /** Rounds of the check simulation per baccarat and roulette table. */
  checkRounds: number;
  workers: number;
  seed: string;
  out: string;
  games: GameId[];
  pdf: boolean;
  /** The RNG evaluation's summary (`npm run rng:report` writes it). */
  rng: string;
}

const USAGE = `usage: npm run math:report -- [--rounds N] [--check-rounds N] [--workers W] [--seed S] [--out DIR]
       [--games blackjack,baccarat,roulette] [--rng FILE] [--no-pdf]`;

function positive(name: string, value: string): number {
  const n = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(n) || n < 1)
    throw new Error(`--${name} must be a positive whole number, got ${value}\n${USAGE}`);
  return n;
}

export function parseOptions(argv: readonly string[]): ReportOptions {
  const values: Record<string, string> = {};
  let pdf = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--no-pdf') {
      pdf = false;
      continue;
    }
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    const name = m?.[1];
    if (!m || !name || !['rounds', 'check-rounds', 'workers', 'seed', 'out', 'games', 'rng'].includes(name))
      throw new Error(`unknown argument ${arg}\n${USAGE}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${name} needs a value\n${USAGE}`);
    values[name] = value;
  }
  const rounds = values.rounds ? positive('rounds', values.rounds) : DEFAULT_ROUNDS;
  const games = (values.games ?? GAMES.join(',')).split(',').map((g) => g.trim());
  for (const g of games) {
    if (!(GAMES as readonly string[]).includes(g))
      throw new Error(`--games: unknown game ${g} (games: ${GAMES.join(', ')})`);
  }
  const out = resolve(values.out ?? 'reports/math');
  return {
    rounds,
    checkRounds: values['check-rounds']
      ? positive('check-rounds', values['check-rounds'])
      : Math.min(rounds, DEFAULT_CHECK_ROUNDS),
    workers: values.workers ? Math.min(256, positive('workers', values.workers)) : availableParallelism(),
    seed: values.seed ?? DEFAULT_SEED,
    out,
    games: games as GameId[],
    pdf,
    rng: resolve(values.rng ?? 'reports/rng/summary.json'),
  };
}

/** The command that makes this report again (the output folder left as given). */
export function reportCommand(o: ReportOptions): string {
  return [
    'npm run math:report --',
    `--rounds ${o.rounds}`,
    `--check-rounds ${o.checkRounds}`,
    `--workers ${o.workers}`,
    `--seed ${o.seed}`,
    `--games ${o.games.join(',')}`,
    o.pdf ? '' : '--no-pdf',
  ]
    .filter(Boolean)
    .join(' ');
}
