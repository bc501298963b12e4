/**
 * The report's simulations, run by `sim`'s own modules (src/cli/sim-chunks.ts, sim-workers.ts and
 * each game's src/cli/<game>/sim.ts): the same chunks, streams and sums as
 * `npm run --silent sim -- --game G --table T --rounds N --seed S --workers W` prints for those
 * arguments, so the command recorded with each figure reproduces it exactly.
 */
import type { GameId } from '../../src/cli/io';
import type { RoundFigures } from '../../src/cli/round-stats';
import { type ChunkSums, chunkCount, mergeChunks, playChunks, type SimGame } from '../../src/cli/sim-chunks';
import { playInWorkers } from '../../src/cli/sim-workers';
import type { BetFigures } from '../../src/cli/stats';

export interface SimRun {
  command: string;
  game: GameId;
  table: string;
  rounds: number;
  seed: string;
  workers: number;
  seconds: number;
  roundsPerSecond: number;
  bets: Record<string, BetFigures>;
  round: RoundFigures;
}

/** The command a lab types to get the same figures. */
function simCommand(game: GameId, table: string, rounds: number, seed: string, workers: number): string {
  return `npm run --silent sim -- --game ${game} --table ${table} --rounds ${rounds} --seed ${seed} --workers ${workers}`;
}

/**
 * Plays `rounds` rounds of `table` as `sim` does, in `workers` threads (1: here, chunk by chunk),
 * telling `onProgress` the share done now and then.
 */
export async function simulate(
  game: GameId,
  table: string,
  rounds: number,
  seed: string,
  workers: number,
  onProgress: (share: number) => void = () => {},
): Promise<SimRun> {
  const mod = (await import(`../../src/cli/${game}/sim.ts`)) as SimGame;
  const options = { table, rounds, seed, rules: undefined };
  const runner = mod.prepareChunks(options);
  const total = chunkCount(rounds);
  const started = process.hrtime.bigint();
  // Share 0 starts the caller's clock, so its first estimate of the time left counts the start-up.
  onProgress(0);
  let sums: ChunkSums[];
  if (workers === 1 || total === 1) {
    sums = [];
    for (let k = 0; k < total; k++) {
      sums.push(...playChunks(runner, seed, rounds, [k]));
      onProgress((k + 1) / total);
    }
  } else {
    sums = await playInWorkers(game, options, seed, workers, (done) => onProgress(done / total));
  }
  const { bets, round } = mergeChunks(sums, runner.roundStake);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    command: simCommand(game, table, rounds, seed, workers),
    game,
    table,
    rounds,
    seed,
    workers,
    seconds,
    roundsPerSecond: Math.round(rounds / Math.max(seconds, 1e-9)),
    bets,
    round,
  };
}
