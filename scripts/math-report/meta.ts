/**
 * What the report's header says about the build: the product's name as its pages title it, the
 * version from package.json, the git commit (and whether the work tree differs from it: then the
 * figures are of sources no commit holds), the date and the machine. Git is only read.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import type { Meta } from './html/page';

function git(args: string[]): string | null {
  try {
    return execFileSync('git', ['--no-optional-locks', ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

export function buildMeta(now: Date = new Date()): Meta {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
  const title = /<title>([^<]+)<\/title>/.exec(readFileSync('index.html', 'utf8'))?.[1]?.trim();
  const status = git(['status', '--porcelain', '--untracked-files=no']);
  return {
    product: title ?? pkg.name,
    version: pkg.version,
    commit: git(['rev-parse', 'HEAD']) ?? 'unknown (not a git checkout)',
    dirty: status !== null && status !== '',
    date: now.toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown CPU',
    cores: availableParallelism(),
  };
}
