/**
 * A game server with busy shared tables, to look at them in a browser (screenshots, the issue's
 * "look at what you build"): the real app on a fresh PGlite, serving a test build (`--dist`, made
 * with `VITE_ALLOW_SEED=true npx vite build --outDir DIR`), with headless players seated at every
 * shared table (`--bots N`, default 2), playing by the benchmark's policies. Prints its URL and
 * runs until stopped.
 *
 *   npx tsx scripts/shared-look/index.ts --dist /tmp/felt-dist [--port 8790] [--bots 2] [--seconds 15]
 */
import { parseArgs } from 'node:util';
import { flatBaccarat, flatRoulette, playByPolicy, simpleBlackjack } from '../../src/platform/shared/policy-player';
import { SharedTableClient } from '../../src/platform/shared/table-client';
import { startGameServer } from '../../tests/e2e/server-harness';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    port: { type: 'string', default: '0' },
    bots: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '15' },
  },
});
if (!values.dist) throw new Error('--dist DIR: a test build (VITE_ALLOW_SEED=true npx vite build --outDir DIR)');
const server = await startGameServer({ distDir: values.dist, port: Number(values.port) });
const bots = Number(values.bots);

async function demoToken(): Promise<string> {
  const r = await fetch(`${server.url}/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      requestId: crypto.randomUUID(),
      mode: 'demo',
      currency: 'EUR',
      balance: 1_000_000,
      lang: 'en',
    }),
  });
  if (r.status !== 201) throw new Error(`a demo session: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { token: string }).token;
}

const stop = new AbortController();
const policies = {
  'bj-european-shared': (i: number) => simpleBlackjack(1000 * (i + 1), { double: true }),
  'baccarat-shared': (i: number) => flatBaccarat(i % 2 ? 'banker' : 'player', 500 * (i + 1)),
  'roulette-shared': (i: number) =>
    flatRoulette(['red', 'straight:17', 'dozen:2', 'odd'][i % 4] as string, 200 * (i + 1)),
} as const;
for (const [table, policy] of Object.entries(policies)) {
  for (let i = 0; i < bots; i++) {
    const client = new SharedTableClient({ baseUrl: server.url, token: await demoToken(), table });
    if (i === 0)
      await client.setTest({
        timings: { settleSeconds: 4, bettingSeconds: Number(values.seconds), turnSeconds: 20 },
      });
    void playByPolicy(client, policy(i), {
      signal: stop.signal,
      box: table.startsWith('bj') ? [2, 4, 5][i] : undefined,
    }).catch((e) => console.error(`${table} bot ${i}:`, e));
  }
}
console.log(`shared tables at ${server.url}/?game=blackjack&table=bj-european-shared (bots: ${bots} per table)`);
const quit = async () => {
  stop.abort();
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', quit);
process.on('SIGTERM', quit);
