/**
 * One empty PGlite cluster for the run, copied for each test that wants an embedded database.
 * PGlite makes a new data directory by running initdb in WebAssembly: about 3.5 s of CPU, most of
 * a server test's cost when each test does it; copying the 40 MB of a cluster made once takes a
 * tenth of that. The copy is what initdb would have written: no table, no migration (the server
 * migrates it as it opens, as it does a fresh directory).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory of the run's empty PGlite cluster (copy it with `copyPgliteTemplate`). */
    pgliteTemplate: string;
  }
}

/** Global setup: makes the cluster (closed, so its files are whole) and says where. */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'felt-pglite-template-'));
  const dir = join(root, 'pglite');
  const pg = await PGlite.create(dir);
  await pg.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(root, { recursive: true, force: true });
}

/**
 * Puts a fresh cluster where the server's embedded database opens it (`<dataDir>/pglite`,
 * src/server/db/pglite.ts).
 */
export function copyPgliteTemplate(template: string, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  cpSync(template, join(dataDir, 'pglite'), { recursive: true });
}
