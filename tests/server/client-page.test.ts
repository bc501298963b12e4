/**
 * The game's pages as the server serves them carry its mark (the page then plays against this
 * server), with the security headers; the build's other files are served as they are.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MARK } from '../../src/app/server-mark';
import { TestServer } from './support/api';

let server: TestServer;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'felt-client-'));
  const page = '<!doctype html><html><head><title>FELT</title></head><body></body></html>';
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'play.html'), page);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'main.js'), 'console.log(1)');
  server = await TestServer.start('pglite', { clientDir: dir });
});
afterAll(() => server.stop());

describe('the pages the game server serves', () => {
  it('carry the server’s mark and the game’s security policy', async () => {
    for (const url of ['/', '/index.html', '/play.html?game=roulette']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<meta name="${SERVER_MARK}"`);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serve the build’s assets unchanged', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });
});
