/**
 * Runs a headless command exactly as `npm run --silent COMMAND -- ARGS` does (`tsx
 * src/cli/COMMAND.ts ARGS`), with optional standard input, and collects its exit code and output.
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export type Command = 'scenario' | 'sim' | 'strategy' | 'verify';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

const TSX = resolve('node_modules/.bin/tsx');
const script = (command: Command) => `src/cli/${command}.ts`;

export function runCli(command: Command, args: readonly string[], stdin = ''): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = spawn(TSX, [script(command), ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

export function runCliSync(command: Command, args: readonly string[], stdin?: string, timeout = 120_000): CliRun {
  const r = spawnSync(TSX, [script(command), ...args], { encoding: 'utf8', input: stdin, timeout });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
