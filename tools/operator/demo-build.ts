/**
 * The demo serves the built game (dist/), as `npm start` does. Building takes a while, so the demo
 * builds only when dist/ is missing or older than what it is built from (src/, the two pages,
 * public/, vite.config.ts, package.json); `--build` forces it.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'public', 'index.html', 'play.html', 'vite.config.ts', 'package.json'];
const OUTPUTS = ['dist/index.html', 'dist/play.html'];

/** The newest modification time under `path` (a file or a directory), 0 if it is not there. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** Why the client needs building, or null when dist/ is up to date. */
export function buildReason(root: string): string | null {
  const outputs = OUTPUTS.map((f) => join(root, f));
  if (!outputs.every((f) => existsSync(f))) return 'dist/ has no built game';
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  const changed = SOURCES.find((s) => newest(join(root, s)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/** Runs `vite build` in `root`, its output on this terminal. */
export function buildClient(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`))));
  });
}
