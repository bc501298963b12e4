/**
 * The unit project's PostgreSQL: one instance for every test file (each test makes a database of
 * its own on it, test-db.ts), stopped and deleted after the run.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  project.provide('postgresUrl', postgres.url);
  return async () => {
    await postgres.destroy();
  };
}
