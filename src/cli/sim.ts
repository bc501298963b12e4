/**
 * `npm run --silent sim -- --game G --table T --rounds N [--seed S] [--rules JSON]`: plays N
 * rounds with the product's own shoe and RNG and prints the RTP of each bet (HEADLESS.md). Each
 * game's simulator lives in `src/cli/<game>/sim.ts` and exports `runSim(options): SimReport`.
 */
import { CryptoRng } from '../engine/shared/rng';
import { parseFlags, parseGame, runCommand, UsageError } from './io';
import type { BetFigures } from './stats';

export interface SimOptions {
  table: string;
  rounds: number;
  seed: string;
  rules: Record<string, unknown> | undefined;
}

export interface SimReport {
  table: string;
  bets: Record<string, BetFigures>;
}

interface SimModule {
  runSim(options: SimOptions): SimReport;
  /** Optional: the set-up (e.g. computing a strategy) apart, so the clock times only the rounds. */
  prepareSim?(options: SimOptions): () => SimReport;
}

await runCommand(async () => {
  const flags = parseFlags(process.argv.slice(2), ['game', 'table', 'rounds', 'seed', 'rules']);
  const game = parseGame(flags.game);
  const rounds = Number(flags.rounds);
  if (!Number.isSafeInteger(rounds) || rounds < 1)
    throw new UsageError(`--rounds must be a positive integer, got ${flags.rounds}`);
  // Without --seed a fresh one is drawn and printed, so every run can be repeated.
  const seed = flags.seed ?? String(new CryptoRng().uint32());
  let rules: Record<string, unknown> | undefined;
  if (flags.rules !== undefined) {
    try {
      rules = JSON.parse(flags.rules);
    } catch (e) {
      throw new UsageError(`--rules is not valid JSON: ${(e as Error).message}`);
    }
    if (typeof rules !== 'object' || rules === null || Array.isArray(rules))
      throw new UsageError('--rules must be a JSON object');
  }
  let mod: SimModule;
  try {
    mod = (await import(`./${game}/sim.ts`)) as SimModule;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND')
      throw new UsageError(`simulation of ${game} is not available in this build`);
    throw e;
  }
  const options: SimOptions = { table: flags.table ?? '', rounds, seed, rules };
  const run = mod.prepareSim ? mod.prepareSim(options) : () => mod.runSim(options);
  const started = process.hrtime.bigint();
  const report = run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    game,
    table: report.table,
    rounds,
    seed,
    bets: report.bets,
    roundsPerSecond: Math.round(rounds / Math.max(seconds, 1e-9)),
  };
});
