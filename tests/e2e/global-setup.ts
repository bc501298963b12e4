/**
 * Builds the game once for the browser tests and serves it on a free port, with the security
 * headers `npm start` sends (a strict Content-Security-Policy among them), so every browser test
 * proves the game plays under them.
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { SELF, securityHeaders } from '../../scripts/security-headers';
import { serveDirectory } from '../../scripts/static-server';

/**
 * The lobby host pages of the tests frame the game from their own servers (free ports on
 * 127.0.0.1, and localhost as a third origin).
 */
const TEST_FRAME_ANCESTORS = [SELF, 'http://127.0.0.1:*', 'http://localhost:*'];

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
  }
}

export default async function setup(project: TestProject) {
  // E2E_DIST: another build folder, so two runs on one checkout do not build over each other.
  const distDir = resolve(process.env.E2E_DIST ?? 'test-results/dist');
  // The test build honours the `seed` launch parameter (EMBEDDING.md); `npm start` builds do not.
  process.env.VITE_ALLOW_SEED = 'true';
  await build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  const server = await serveDirectory(distDir, {
    headers: securityHeaders({ frameAncestors: TEST_FRAME_ANCESTORS }),
  });
  project.provide('baseUrl', server.url);
  project.provide('distDir', distDir);
  return async () => {
    await server.close();
  };
}
