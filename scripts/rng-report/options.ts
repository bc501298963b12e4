/**
 * `npm run rng:report -- [options]`: the command's options, checked, with their defaults.
 */
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import type { Battery } from './dieharder';
import { isWordSource, newServerSeed, type WordSourceName } from './sources';

export const USAGE = `npm run rng:report -- [options]
  --battery full|quick|none  dieharder on the fair and the crypto word streams, both at once.
                             full (default): dieharder -a, which reads about 250 GB of each stream:
                             about an hour a stream, the fair one written by fair-stream.c (cc and
                             OpenSSL; checked equal to fairWords first; else words.ts, about 20 MB/s:
                             hours). quick: 8 tests at 100 psamples, about 4 GB each.
  --dieharder-results FILE…  read finished dieharder output instead of running it; each FILE is
                             SOURCE=PATH or a path whose name says fair or crypto
  --shoes N                  6-deck shoes per shuffle path (default 1000000)
  --spins N                  roulette spins per source (default 10000000)
  --draws N                  int(n) draws per n and source (default 10000000)
  --raw-shoes N              shoes written to the raw shoe files (default 100000)
  --raw-mib N                MiB of each raw word file (default 64)
  --seed HEX                 the fair samples' server seed, 64 hex digits (default: random, recorded)
  --workers N                worker threads (default: one per core)
  --out DIR                  where the files go (default reports/rng)`;

interface ResultsFile {
  source: WordSourceName;
  path: string;
}

export interface Options {
  battery: Battery | 'none';
  results: ResultsFile[];
  shoes: number;
  spins: number;
  draws: number;
  rawShoes: number;
  rawWords: number;
  seed: string;
  workers: number;
  out: string;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

function count(name: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min)
    throw new UsageError(`--${name} must be a whole number ≥ ${min}, got ${value}`);
  return n;
}

/** SOURCE=PATH, or a path whose file name holds the source's name. */
function resultsFile(arg: string): ResultsFile {
  const eq = /^(fair|crypto)=(.+)$/.exec(arg);
  if (eq !== null) return { source: eq[1] as WordSourceName, path: eq[2] as string };
  const named = ['fair', 'crypto'].filter((s) => basename(arg).includes(s));
  if (named.length !== 1 || !isWordSource(named[0] as string)) {
    throw new UsageError(`cannot tell the source of ${arg}: write fair=${arg} or crypto=${arg}`);
  }
  return { source: named[0] as WordSourceName, path: arg };
}

function parsed(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        battery: { type: 'string', default: 'full' },
        'dieharder-results': { type: 'string', multiple: true },
        shoes: { type: 'string', default: '1000000' },
        spins: { type: 'string', default: '10000000' },
        draws: { type: 'string', default: '10000000' },
        'raw-shoes': { type: 'string', default: '100000' },
        'raw-mib': { type: 'string', default: '64' },
        seed: { type: 'string' },
        workers: { type: 'string' },
        out: { type: 'string', default: 'reports/rng' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (e) {
    // node:util's own messages (an unknown option, a missing value) are usage errors too.
    throw new UsageError((e as Error).message);
  }
}

/** The options, or 'help' for --help. */
export function parseOptions(argv: readonly string[]): Options | 'help' {
  const { values, positionals } = parsed(argv);
  if (values.help) return 'help';
  const battery = values.battery;
  if (battery !== 'full' && battery !== 'quick' && battery !== 'none') {
    throw new UsageError(`--battery must be full, quick or none, got ${battery}`);
  }
  const files = values['dieharder-results'] ?? [];
  // --dieharder-results a b c: the files after the first come as positionals.
  if (positionals.length > 0 && files.length === 0)
    throw new UsageError(`unexpected arguments: ${positionals.join(' ')}`);
  const results = [...files, ...positionals].map(resultsFile);
  const seed = values.seed ?? newServerSeed();
  if (!/^[0-9a-f]{64}$/i.test(seed)) throw new UsageError(`--seed must be 64 hex digits, got ${seed}`);
  const shoes = count('shoes', values.shoes, 2);
  return {
    battery,
    results,
    shoes,
    spins: count('spins', values.spins, 2),
    draws: count('draws', values.draws, 1),
    rawShoes: Math.min(shoes, count('raw-shoes', values['raw-shoes'], 0)),
    rawWords: count('raw-mib', values['raw-mib'], 0) * 262_144,
    seed: seed.toLowerCase(),
    workers: values.workers === undefined ? availableParallelism() : count('workers', values.workers, 1),
    out: values.out,
  };
}
