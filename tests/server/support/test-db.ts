/**
 * A fresh database for one test, of either kind: PGlite in a new temporary directory, a copy of the
 * run's empty cluster (pglite-template.ts; close and reopen it to restart on the same data), or a new database `t_<random>` on the run's PostgreSQL
 * (postgres-global-setup.ts). `drop()` deletes it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { DbConfig } from '../../../src/server/db/db';
import { adminQuery, databaseUrl } from './pg-admin';
import { copyPgliteTemplate } from './pglite-template';

export const DB_KINDS = ['pglite', 'postgres'] as const;
export type DbKind = (typeof DB_KINDS)[number];

export async function testDbConfig(kind: DbKind): Promise<{ config: DbConfig; drop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'felt-db-'));
  if (kind === 'pglite') {
    copyPgliteTemplate(inject('pgliteTemplate'), dataDir);
    return {
      config: { databaseUrl: null, dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject('postgresUrl');
  const name = `t_${randomBytes(8).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    config: { databaseUrl: databaseUrl(adminUrl, name), dataDir },
    drop: async () => {
      // (force: a pool the test forgot to close must not keep the database alive.)
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
