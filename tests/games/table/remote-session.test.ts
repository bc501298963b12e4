/**
 * Tables on the game server: the blackjack machine plays through the remote round port against the
 * real server (in process, PGlite). The stakes, the double and the payout are the server's and the
 * table shows them; an answer lost on the way back is asked for again with the same request id
 * and applied once; a table opened again (a reload, another device) resumes the round from the
 * server with the same cards and balance; no answer holds the hole card before it turns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerSession } from '../../../src/app/server-session';
import type { TestSeed } from '../../../src/contract/rounds';
import { EMPTY_STATS } from '../../../src/engine/roulette/stats';
import { openBlackjackSession } from '../../../src/games/blackjack/session';
import { remoteTables } from '../../../src/games/table/remote-tables';
import type { BlackjackActor } from '../../../src/machines/blackjack.machine';
import { phaseOf } from '../../../src/machines/table/context';
import { ServerApi } from '../../../src/platform/remote/api';
import { RemoteWallet } from '../../../src/platform/remote/remote-wallet';
import { createStore, MemoryStorage } from '../../../src/platform/storage';
import { TableSlots } from '../../../src/platform/table-slots';
import { TestServer } from '../../server/support/api';
import { type InjectFetch, injectFetch } from '../../server/support/inject-fetch';
import { playOut, settled } from '../support';

const BJ = 'bj-h17-8deck';
/** 5+6 against a 9 with the 8 in the hole: a double draws the ten, 21 beats 17. */
const DOUBLE = ['5S', '9H', '6D', '8C', 'TC', 'QH', 'KD', 'JC'];

let server: TestServer;
let net: InjectFetch;

beforeAll(async () => {
  server = await TestServer.start('pglite');
  net = injectFetch(() => server.app);
});
afterAll(() => server.stop());

const params = {
  mode: 'demo' as const,
  launch: null,
  currency: 'EUR',
  balance: 100_000,
  lang: 'en' as const,
  inactivityMinutes: null,
  jurisdiction: 'default',
};

/** A page's visit: its session on the server (the same demo player when `local` is kept). */
async function visit(local: MemoryStorage, testSeed: TestSeed | null = null) {
  const api = new ServerApi({ base: '', fetch: net.fetch, backoffMs: [1, 1, 1, 1], sleep: async () => undefined });
  const opened = await openServerSession('', params, { local, session: null }, api);
  if ('code' in opened) throw new Error(`no session: ${opened.code}`);
  const wallet = new RemoteWallet(api, opened.session, 'demo', params.balance);
  const history = { prepare: async () => undefined, roads: () => [], stats: () => EMPTY_STATS };
  const session = openBlackjackSession({
    bank: wallet,
    rounds: remoteTables({ api, wallet, history, testSeed }),
    slots: TableSlots.open(createStore(new MemoryStorage()), `EUR.${opened.session.sessionId}`),
    reporter: null,
    table: BJ,
    computerPlayers: false,
  });
  return { api, wallet, session, actor: session.actor, token: api.token as string };
}

async function toDecision(actor: BlackjackActor): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const p = await settled(actor);
    if (!actor.getSnapshot().hasTag('animating')) return p;
    actor.send({ type: 'anim.done' });
  }
  throw new Error('no decision came');
}

const ledgerOf = (roundId: string) =>
  server.db.query<{ kind: string; amount: number }>('select kind, amount from ledger where round_id = $1 order by id', [
    roundId,
  ]);

describe('a blackjack table on the game server', () => {
  it('plays a round through the remote port: a lost answer is retried with its request id and applied once', async () => {
    const { actor, wallet, token, session } = await visit(new MemoryStorage(), { shoe: DOUBLE });
    await settled(actor);
    actor.send({ type: 'bet.place', seat: 1, amount: 100 });
    actor.send({ type: 'round.deal' });
    expect(await toDecision(actor)).toBe('playerTurn');
    const roundId = actor.getSnapshot().context.round?.roundId as string;
    expect(actor.getSnapshot().context.balance).toBe(99_900);
    // The open answer shows the 9 up and keeps the 8 in the hole.
    const opened = net.calls.find((c) => c.url === `/v1/tables/${BJ}/rounds` && c.status === 201);
    expect(opened?.answer).toContain('"9H"');
    expect(opened?.answer).not.toContain('8C');

    net.dropAfter(/POST \/v1\/rounds\/.*\/actions/);
    actor.send({ type: 'player.double' });
    await playOut(actor);
    expect(phaseOf(actor.getSnapshot())).toBe('betting');
    const actions = net.calls.filter((c) => c.url.endsWith('/actions'));
    // The same call twice (the first answer lost), the server's stored answer the second time.
    expect(actions).toHaveLength(2);
    expect(actions[0]?.body).toEqual(actions[1]?.body);
    expect(actions.map((c) => c.status)).toEqual([200, 200]);
    expect(await ledgerOf(roundId)).toEqual([
      { kind: 'debit', amount: 100 },
      { kind: 'debit', amount: 100 },
      { kind: 'credit', amount: 400 },
    ]);
    expect(actor.getSnapshot().context.balance).toBe(100_200);
    expect(wallet.balance()).toBe(100_200);
    const me = await server.call<{ balance: number; open: unknown[] }>('GET', '/v1/session', undefined, token);
    expect(me.body).toMatchObject({ balance: 100_200, open: [] });
    session.stop();
  });

  it('a table opened again mid-round resumes it from the server: the same cards, stakes and balance', async () => {
    const local = new MemoryStorage();
    const first = await visit(local, { shoe: DOUBLE });
    await settled(first.actor);
    first.actor.send({ type: 'bet.place', seat: 1, amount: 100 });
    first.actor.send({ type: 'round.deal' });
    await toDecision(first.actor);
    const before = first.actor.getSnapshot().context.round;
    first.session.stop();

    // Another page of the same demo player, with nothing saved of the table.
    const again = await visit(local);
    expect(again.token).toBe(first.token);
    expect(again.wallet.openRound('blackjack')).toMatchObject({ roundId: before?.roundId, table: BJ });
    expect(await toDecision(again.actor)).toBe('playerTurn');
    const resumed = again.actor.getSnapshot().context;
    expect(resumed.round?.roundId).toBe(before?.roundId);
    expect(resumed.round?.view).toEqual(before?.view);
    expect(resumed.balance).toBe(99_900);
    again.actor.send({ type: 'player.stand' });
    await playOut(again.actor);
    expect(phaseOf(again.actor.getSnapshot())).toBe('betting');
    // 11 stands against 17: the stake is lost, once.
    expect(again.actor.getSnapshot().context.balance).toBe(99_900);
    expect(again.wallet.busy()).toBe(false);
    again.session.stop();
  });
});
