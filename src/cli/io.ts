/**
 * Shared plumbing of the headless commands (HEADLESS.md): read a JSON document from a file or
 * standard input, print one JSON document, and fail with exit code 2 and one line on stderr.
 */
import { readFileSync } from 'node:fs';

/** An error the user caused (bad file, illegal move, unknown table): exit 2, one line. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export function readJsonInput(file: string | undefined): unknown {
  if (!file) throw new UsageError('missing FILE argument (a scenario file, or - for standard input)');
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    throw new UsageError(
      `cannot read ${file === '-' ? 'standard input' : file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${file === '-' ? 'standard input' : file} is not valid JSON: ${(e as Error).message}`);
  }
}

function printJson(doc: unknown): void {
  process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
}

/** Runs a command body: any thrown error becomes one stderr line and exit 2; nothing partial on stdout. */
export async function runCommand(body: () => Promise<unknown> | unknown): Promise<void> {
  try {
    const doc = await body();
    printJson(doc);
  } catch (e) {
    const message = (e as Error).message ?? String(e);
    process.stderr.write(`${message.split('\n').join(' ')}\n`);
    process.exitCode = 2;
  }
}

/** Parses `--name value` pairs; refuses unknown names and missing values. */
export function parseFlags(argv: readonly string[], known: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    if (!known.includes(name))
      throw new UsageError(`unknown option --${name} (known: ${known.map((k) => `--${k}`).join(', ')})`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    out[name] = value;
  }
  return out;
}

const GAMES = ['blackjack', 'baccarat', 'roulette'] as const;
export type GameId = (typeof GAMES)[number];

export function parseGame(value: unknown): GameId {
  if (typeof value === 'string' && (GAMES as readonly string[]).includes(value)) return value as GameId;
  throw new UsageError(`game must be one of ${GAMES.join(', ')}, got ${JSON.stringify(value)}`);
}
