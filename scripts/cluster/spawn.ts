/**
 * A TypeScript program of the repository as a process of its own (`node --import tsx FILE`), ready
 * once it prints the line `ready` matches (its first group: the address it listens on). Used for
 * the reference operator beside the cluster; the game servers use tests/server/support's
 * startServer. Bounded by a timeout; the caller ends it (kill) and awaits `exited`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { childEnv, ROOT } from '../../tests/server/support/server-process';

export interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  readonly exited: Promise<number | string>;
  stderr(): string;
}

export async function startProgram(
  file: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 90_000,
): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
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
  return { child, url, exited, stderr: () => stderr };
}
