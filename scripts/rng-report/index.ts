/**
 * `npm run rng:report`: the RNG evaluation a test lab asks for (GLI-19 style). Writes the raw
 * output of the game's RNG paths, runs the game-level tests on samples drawn through the
 * product's own functions (jobs.ts), runs dieharder on the fair and the crypto word streams (or
 * reads a finished run), and prints every p-value with a verdict. Options: options.ts USAGE.
 * Files: README.txt in the output folder (default reports/rng, not committed).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DieharderSummary, summarise } from './dieharder';
import { runBattery } from './dieharder-run';
import { fairTwin } from './fair-twin';
import { type GameTest, intTest, shoeTests, spinTests } from './game-tests';
import { type Options, parseOptions, USAGE, UsageError } from './options';
import { mergeResults, Progress, planJobs, type Samples } from './plan';
import { runJobs } from './pool';
import { readme } from './readme';
import { buildSummary, renderReport } from './report';

const log = (line: string) => process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);

/** The commit the report is of (git rev-parse HEAD), and whether the checkout had changes (read-only git commands). */
function commitOf(): { hash: string; note: string } {
  try {
    const hash = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return { hash, note: dirty === '' ? hash : `${hash} (with uncommitted changes)` };
  } catch {
    return { hash: 'unknown', note: 'unknown (not a git checkout)' };
  }
}

async function drawSamples(o: Options): Promise<Samples> {
  const planned = planJobs(o);
  const progress = new Progress(planned);
  const timer = setInterval(() => log(progress.line()), 15_000);
  try {
    const results = await runJobs(
      planned.map((p) => p.job),
      o.workers,
      (i, done) => (done === null ? progress.finish(i) : progress.set(i, done)),
    );
    return mergeResults(planned, results);
  } finally {
    clearInterval(timer);
  }
}

function writeRaw(o: Options, s: Samples): void {
  const write = (name: string, data: ArrayBufferView) =>
    writeFileSync(join(o.out, name), new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  write('fair-words.bin', s.words.fair);
  write('crypto-words.bin', s.words.crypto);
  for (const [n, draws] of s.ints.fair) write(`fair-int-${n}.bin`, draws);
  write('fair-shoes.bin', s.shoes.fair.raw);
  write('crypto-shoes.bin', s.shoes.crypto.raw);
  write('crypto-lazy-shoes.bin', s.shoes.lazy.raw);
  write('fair-spins.bin', s.spins.fair);
  write('crypto-spins.bin', s.spins.crypto);
}

function gameTests(o: Options, s: Samples): GameTest[] {
  return [
    ...shoeTests({
      source: 'fair',
      key: 'fair',
      label: 'fairShoe',
      rows: 52,
      table: s.shoes.fair.table,
      shoes: o.shoes,
    }),
    ...shoeTests({
      source: 'crypto',
      key: 'crypto',
      label: 'CryptoRng shuffleInPlace',
      rows: 312,
      table: s.shoes.crypto.table,
      shoes: o.shoes,
    }),
    ...shoeTests({
      source: 'crypto',
      key: 'crypto-lazy',
      label: 'CryptoRng every-round drawCard',
      rows: 52,
      table: s.shoes.lazy.table,
      shoes: o.shoes,
    }),
    ...spinTests('fair', 'fairPocket per nonce', s.spins.fair),
    ...spinTests('crypto', 'spinWheel, CryptoRng', s.spins.crypto),
    ...[...s.ints.fair].map(([n, d]) => intTest('fair', 'fairInt on the fair stream', n, d)),
    ...[...s.ints.crypto].map(([n, d]) => intTest('crypto', 'CryptoRng.int', n, d)),
  ];
}

async function dieharder(o: Options): Promise<DieharderSummary[]> {
  if (o.results.length > 0) return o.results.map((f) => summarise(f.source, readFileSync(f.path, 'utf8'), null));
  if (o.battery === 'none') return [];
  log(`dieharder ${o.battery} battery on the fair and the crypto streams, side by side`);
  let twin: string | undefined;
  if (o.battery === 'full') {
    const found = fairTwin(o.out, o.seed);
    if ('binary' in found) {
      twin = found.binary;
      log('the fair stream comes from fair-stream.c, its first words checked equal to fairWords');
    } else log(`${found.why}: the fair stream comes from words.ts (hours for the full battery)`);
  }
  return Promise.all(
    (['fair', 'crypto'] as const).map((source) =>
      runBattery({
        source,
        battery: o.battery as 'full' | 'quick',
        seed: o.seed,
        ...(source === 'fair' && twin !== undefined ? { twin } : {}),
        outFile: join(o.out, `dieharder-${source}.out`),
        log,
      }),
    ),
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  const o = parseOptions(process.argv.slice(2));
  if (o === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  mkdirSync(o.out, { recursive: true });
  const commit = commitOf();
  const header = [
    `RNG evaluation — commit ${commit.note}`,
    `fair server seed ${o.seed}; ${o.shoes} shoes per shuffle path, ${o.spins} spins and ${o.draws} int(n) draws per source`,
  ];
  log(`${o.workers} worker threads: ${header[1]}`);
  const samples = await drawSamples(o);
  log(`samples drawn in ${Math.round((performance.now() - started) / 1000)} s; writing raw files to ${o.out}`);
  writeRaw(o, samples);
  writeFileSync(join(o.out, 'README.txt'), readme(o, commit.note));
  const tests = gameTests(o, samples);
  const finish = (dh: DieharderSummary[]) => {
    const summary = buildSummary(commit.hash, (performance.now() - started) / 1000, tests, dh);
    const text = renderReport(summary, [...header, `run time ${summary.durationSeconds} s`]);
    writeFileSync(join(o.out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    writeFileSync(join(o.out, 'report.txt'), text);
    return text;
  };
  // Written now as well: a full battery runs for hours, and the game-level figures stand without it.
  const interim = finish([]);
  if (o.battery !== 'none' || o.results.length > 0) log(`game-level tests done:\n${interim}`);
  process.stdout.write(finish(await dieharder(o)));
}

try {
  await main();
} catch (e) {
  if (!(e instanceof UsageError)) throw e;
  process.stderr.write(`${e.message}\n\n${USAGE}\n`);
  process.exitCode = 2;
}
