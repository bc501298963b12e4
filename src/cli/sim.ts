/**
 * `npm run --silent sim -- --game G --table T --rounds N [--seed S] [--rules JSON] [--workers N]
 * [--entropy seeded|crypto]`: plays N rounds with the product's own shoe and RNG and prints the
 * RTP of each bet (HEADLESS.md). Each game's simulator lives in `src/cli/<game>/sim.ts` and
 * exports `prepareChunks(options)`; the rounds run in fixed chunks (sim-chunks.ts), in this
 * thread or in N worker threads, with the same figures either way. `--entropy crypto` draws from
 * the product's CryptoRng instead of seeded streams (no seed; figures differ run to run).
 * Beside each bet's figures, `round` gives the distribution of a round's net (returned − staked,
 * every bet of the round together) in minor units, with its hit, push and loss frequencies and
 * its mean and standard deviation per `round.stake`, the round's initial stake (round-stats.ts).
 */
import { CryptoRng } from '../engine/shared/rng';
import { parseFlags, parseGame, runCommand, UsageError } from './io';
import { chunkCount, mergeChunks, playChunks, type SimGame, type SimOptions } from './sim-chunks';
import { parseWorkers, playInWorkers } from './sim-workers';

export type { SimOptions, SimReport } from './sim-chunks';

function parseRules(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  let rules: unknown;
  try {
    rules = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`--rules is not valid JSON: ${(e as Error).message}`);
  }
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules))
    throw new UsageError('--rules must be a JSON object');
  return rules as Record<string, unknown>;
}

await runCommand(async () => {
  const flags = parseFlags(process.argv.slice(2), ['game', 'table', 'rounds', 'seed', 'rules', 'workers', 'entropy']);
  const game = parseGame(flags.game);
  const rounds = Number(flags.rounds);
  if (!Number.isSafeInteger(rounds) || rounds < 1)
    throw new UsageError(`--rounds must be a positive integer, got ${flags.rounds}`);
  const workers = parseWorkers(flags.workers);
  const entropy = flags.entropy ?? 'seeded';
  if (entropy !== 'seeded' && entropy !== 'crypto')
    throw new UsageError(`--entropy must be seeded or crypto, got ${entropy}`);
  if (entropy === 'crypto' && flags.seed !== undefined)
    throw new UsageError('--seed has no meaning with --entropy crypto (it draws from the OS, not a seed)');
  // Without --seed a fresh one is drawn and printed, so every run can be repeated.
  const seed = entropy === 'crypto' ? null : (flags.seed ?? String(new CryptoRng().uint32()));
  const rules = parseRules(flags.rules);
  let mod: SimGame;
  try {
    mod = (await import(`./${game}/sim.ts`)) as SimGame;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND')
      throw new UsageError(`simulation of ${game} is not available in this build`);
    throw e;
  }
  const options: SimOptions = { table: flags.table ?? '', rounds, seed: seed ?? '', rules };
  // Set-up (the table, the strategy) apart, so the clock times only the rounds; a bad table or
  // rule is refused here, before any worker starts.
  const runner = mod.prepareChunks(options);
  const started = process.hrtime.bigint();
  const sums =
    workers === 1 || chunkCount(rounds) === 1
      ? playChunks(
          runner,
          seed,
          rounds,
          Array.from({ length: chunkCount(rounds) }, (_, k) => k),
        )
      : await playInWorkers(game, options, seed, workers);
  const { bets, round } = mergeChunks(sums, runner.roundStake);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    game,
    table: runner.table,
    rounds,
    seed,
    entropy,
    workers,
    bets,
    round,
    roundsPerSecond: Math.round(rounds / Math.max(seconds, 1e-9)),
  };
});
