/**
 * The game server and its commands as real processes, for tests of what only a process shows:
 * a kill -9 in the middle of a round, SIGTERM, exit codes and the lines printed. Every child is
 * bounded by a timeout and killed by `killAll()` (call it in afterAll) if a test left it running.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Every child still running, with how to end it (a command: its whole process group). */
const children = new Map<ChildProcess, () => void>();

/** A small environment of its own: nothing of the test runner's (NODE_ENV, DATABASE_URL…) leaks in. */
export function childEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...vars };
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code, or the signal's name when a signal ended it. */
  readonly exited: Promise<number | string>;
  output(): { stdout: string; stderr: string };
}

function exitOf(child: ChildProcess): Promise<number | string> {
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
}

/** Starts `node --import tsx src/server/main.ts` and waits for the address it prints. */
export function startServer(env: Record<string, string>, timeoutMs = 15_000): Promise<ServerProcess> {
  return startProgram('src/server/main.ts', env, /felt game server on (http:\/\/127\.0\.0\.1:\d+)\//, timeoutMs);
}

/**
 * Starts a TypeScript program of the repository (`node --import tsx FILE`) and waits until it
 * prints a line `ready` matches (its first group: the address it listens on). Bounded by a
 * timeout; killed by `killAll()` if a test left it running.
 */
export async function startProgram(
  file: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 15_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(child, () => child.kill('SIGKILL'));
  const exited = exitOf(child);
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${file} did not start (${why}); stderr:\n${stderr}`));
    };
    const timer = setTimeout(() => fail(`no ready line within ${timeoutMs} ms`), timeoutMs);
    child.stdout?.on('data', (d: Buffer) => {
      stdout += d.toString();
      const m = ready.exec(stdout);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    void exited.then((code) => fail(`exited ${code}`));
  });
  return { url, child, exited, output: () => ({ stdout, stderr }) };
}

export interface CommandResult {
  code: number | string;
  stdout: string;
  stderr: string;
}

/**
 * Runs an npm script (`npm run --silent NAME -- ARGS`) to its end. npm starts tsx, which starts
 * node: the command gets a process group of its own, so a timeout ends all three.
 */
export async function runScript(
  name: string,
  args: readonly string[],
  env: Record<string, string>,
  timeoutMs = 20_000,
): Promise<CommandResult> {
  const child = spawn('npm', ['run', '--silent', name, ...(args.length ? ['--', ...args] : [])], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.set(child, () => killGroup(child));
  const exited = exitOf(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const timer = setTimeout(() => killGroup(child), timeoutMs);
  const code = await exited;
  clearTimeout(timer);
  return { code, stdout, stderr };
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** Kills every child still running (a failed test's server or command). */
export function killAll(): void {
  for (const kill of children.values()) kill();
  children.clear();
}
