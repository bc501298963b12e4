/**
 * `npm run bench:peer [-- --peer DIR] [--rounds N] [--runs K]`: our blackjack `sim` against its
 * open peer, ldobbelsteen/blackjack-simulator (TypeScript, MIT), side by side in one run on the
 * same rules — 8 decks, dealer hits soft 17, double any two and after splits, split to 4 hands,
 * late surrender, 75 % penetration, 3:2, basic strategy — both on crypto entropy
 * (crypto.getRandomValues), each on one core. The runs alternate (peer, ours, peer, ours …) so
 * a machine's load falls on both alike; the medians and their ratio are printed.
 *
 * The peer is a web app with no command line: its engine (src/engine, no dependencies) is run
 * here by a small driver, through the same tsx as ours, timing only `Simulation.run` as our sim
 * times only the rounds. Without --peer it is cloned into test-results/peer.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const PEER_REPO = 'https://github.com/ldobbelsteen/blackjack-simulator';
const TSX = resolve('node_modules/.bin/tsx');

interface Options {
  peer: string;
  rounds: number;
  runs: number;
}

function parseArgs(argv: readonly string[]): Options {
  const out: Options = { peer: resolve('test-results/peer'), rounds: 2_000_000, runs: 3 };
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${name} needs a value`);
    if (name === '--peer') out.peer = resolve(value);
    else if (name === '--rounds' || name === '--runs') {
      const n = Number(value);
      if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${value}`);
      if (name === '--rounds') out.rounds = n;
      else out.runs = n;
    } else throw new Error(`unknown option ${name} (known: --peer DIR, --rounds N, --runs K)`);
  }
  return out;
}

/** The peer's engine in `dir`, cloned there when absent. */
function ensurePeer(dir: string): void {
  if (existsSync(resolve(dir, 'src/engine/simulation.ts'))) return;
  console.error(`fetching the peer into ${dir} …`);
  mkdirSync(resolve(dir, '..'), { recursive: true });
  const clone = spawnSync('git', ['clone', '--depth', '1', PEER_REPO, dir], { stdio: 'inherit' });
  if (clone.status !== 0 || !existsSync(resolve(dir, 'src/engine/simulation.ts'))) {
    throw new Error(`could not clone ${PEER_REPO} into ${dir}: clone it there yourself, or pass --peer DIR`);
  }
}

/**
 * The driver: the peer's rules object built as its UI's defaults are (Rules.default reads
 * `window`, absent in Node), its default basic strategy, crypto entropy; prints rounds/s.
 */
const DRIVER = `import { AllowDouble, AllowSurrender, Rules } from './src/engine/rules';
import { Simulation } from './src/engine/simulation';
import { CompleteStrategy } from './src/engine/strategy';
const rounds = Number(process.argv[2]);
// Late surrender, double any two, 3 splits (4 hands), no hitting or re-splitting aces, DAS, H17, 3:2, 75 %, 8 decks.
const rules = new Rules(AllowSurrender.Late, AllowDouble.Always, 3, false, false, true, true, 1.5, 75, 8, 1);
const sim = new Simulation(rules, CompleteStrategy.default(), 'crypto');
const started = process.hrtime.bigint();
const stats = sim.run(rounds);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
if (stats.gameCount() !== rounds) throw new Error('the peer played ' + stats.gameCount() + ' rounds');
console.log(JSON.stringify({ roundsPerSecond: Math.round(rounds / seconds) }));
`;

/** Pins a command to one core where `taskset` exists (both sides the same core), else runs it as it is. */
function oneCore(command: string, args: string[]): [string, string[]] {
  const taskset = spawnSync('taskset', ['-c', '0', 'true']);
  return taskset.status === 0 ? ['taskset', ['-c', '0', command, ...args]] : [command, args];
}

function roundsPerSecond(command: string, args: string[], cwd: string): number {
  const [cmd, argv] = oneCore(command, args);
  const r = spawnSync(cmd, argv, { cwd, encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  const doc = JSON.parse(r.stdout) as { roundsPerSecond: number };
  return doc.roundsPerSecond;
}

const median = (xs: readonly number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

function main(): void {
  const opts = parseArgs(process.argv.slice(2));
  ensurePeer(opts.peer);
  const driver = resolve(opts.peer, '.felt-bench-driver.ts');
  writeFileSync(driver, DRIVER);
  const ours = [
    'src/cli/sim.ts',
    '--game',
    'blackjack',
    '--table',
    'bj-h17-8deck',
    '--rules',
    '{"shuffle":{"penetration":0.75}}',
    '--rounds',
    String(opts.rounds),
    '--entropy',
    'crypto',
    '--workers',
    '1',
  ];
  const peer: number[] = [];
  const us: number[] = [];
  for (let run = 1; run <= opts.runs; run++) {
    peer.push(roundsPerSecond(TSX, [driver, String(opts.rounds)], opts.peer));
    us.push(roundsPerSecond(TSX, ours, process.cwd()));
    console.error(`run ${run}/${opts.runs}: peer ${peer.at(-1)} rounds/s, ours ${us.at(-1)} rounds/s`);
  }
  const p = median(peer);
  const o = median(us);
  console.log(
    JSON.stringify(
      {
        rules: '8 decks, H17, DAS, split to 4 hands, late surrender, 75 % penetration, 3:2, basic strategy',
        entropy:
          'crypto.getRandomValues on both sides (peer: 16-bit words; ours: CryptoRng, 16-bit words for the shuffle)',
        rounds: opts.rounds,
        runs: opts.runs,
        peer: { roundsPerSecond: p, runs: peer },
        ours: { roundsPerSecond: o, runs: us },
        ratio: Math.round((o / p) * 100) / 100,
      },
      null,
      2,
    ),
  );
}

main();
