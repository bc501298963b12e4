/**
 * Runs dieharder (Debian's package, /usr/bin/dieharder) on one word stream: words.ts writes the
 * stream in a process of its own and this one passes it on to dieharder's stdin (`-g 200`),
 * counting the bytes, so progress can say how much the battery has read. The full battery is one
 * `dieharder -a`; the quick one starts dieharder once per test of QUICK_TESTS, each reading on
 * from where the last one stopped, so no two tests see the same words.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type Battery,
  type DieharderSummary,
  parseDieharder,
  QUICK_PSAMPLES,
  QUICK_TESTS,
  summarise,
} from './dieharder';
import type { WordSourceName } from './sources';

const WORDS = fileURLToPath(new URL('./words.ts', import.meta.url));
const PROGRESS_MS = 60_000;

export interface BatteryRun {
  source: WordSourceName;
  battery: Battery;
  /** The fair stream's server seed (words.ts --seed). */
  seed: string;
  /** The fair stream's writer when not words.ts: fair-stream.c compiled and checked (fair-twin.ts). */
  twin?: string;
  /** dieharder's own output, every table of the run, appended as it comes. */
  outFile: string;
  log: (line: string) => void;
}

/** The dieharder starts of a battery, each without its `-g 200`. */
export function batteryPlan(battery: Battery): string[][] {
  if (battery === 'full') return [['-a']];
  return QUICK_TESTS.map((d) => ['-d', String(d), '-p', String(QUICK_PSAMPLES)]);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

/** Runs the battery to its end and reads its results from dieharder's output. */
export async function runBattery(run: BatteryRun): Promise<DieharderSummary> {
  const started = performance.now();
  writeFileSync(run.outFile, '');
  const producer =
    run.twin === undefined
      ? spawn(process.execPath, ['--import', import.meta.resolve('tsx'), WORDS, run.source, '--seed', run.seed], {
          stdio: ['ignore', 'pipe', 'inherit'],
        })
      : spawn(run.twin, [run.seed, 'rng-report'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const words = producer.stdout;
  if (words === null) throw new Error('words.ts has no stdout');
  words.pause();
  let bytes = 0;
  let text = '';
  let target: NodeJS.WritableStream | null = null;
  words.on('data', (chunk: Buffer) => {
    if (target === null) return; // between two starts of the quick battery: words nobody asked for
    bytes += chunk.length;
    if (!target.write(chunk)) {
      words.pause();
      target.once('drain', () => words.resume());
    }
  });
  const timer = setInterval(() => {
    const seconds = (performance.now() - started) / 1000;
    const mb = bytes / 1e6;
    run.log(
      `dieharder ${run.source}: ${(mb / 1000).toFixed(1)} GB read in ${Math.round(seconds)} s (${(mb / seconds).toFixed(1)} MB/s), ${parseDieharder(text).length} results`,
    );
  }, PROGRESS_MS);
  try {
    for (const args of batteryPlan(run.battery)) {
      const [startBytes, startTime] = [bytes, performance.now()];
      const dh = spawn('dieharder', [...args, '-g', '200'], { stdio: ['pipe', 'pipe', 'pipe'] });
      // dieharder closes its stdin as soon as its tests are done: a write after that is no error.
      dh.stdin.on('error', () => {});
      const keep = (chunk: Buffer) => {
        text += chunk.toString();
        appendFileSync(run.outFile, chunk);
      };
      dh.stdout.on('data', keep);
      dh.stderr.on('data', keep);
      target = dh.stdin;
      words.resume();
      const code = await exited(dh);
      target = null;
      words.pause();
      if (code !== 0) throw new Error(`dieharder ${args.join(' ')} on the ${run.source} stream exited with ${code}`);
      if (run.battery === 'quick') {
        const mb = ((bytes - startBytes) / 1e6).toFixed(0);
        run.log(
          `dieharder ${run.source} ${args.join(' ')}: ${mb} MB, ${((performance.now() - startTime) / 1000).toFixed(1)} s`,
        );
      }
    }
  } finally {
    clearInterval(timer);
    producer.kill();
  }
  const seconds = (performance.now() - started) / 1000;
  run.log(
    `dieharder ${run.source} ${run.battery}: done in ${Math.round(seconds)} s, ${(bytes / 1e9).toFixed(2)} GB read`,
  );
  return summarise(run.source, text, seconds);
}
