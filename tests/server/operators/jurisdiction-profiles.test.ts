/**
 * Jurisdiction profiles on the server (SERVER.md "Jurisdiction profile"), on PGlite and PostgreSQL:
 * an operator's own fields over the built-in profile it names reach its sessions in
 * `GET /v1/session`; a launch may name another built-in profile for one session; a session keeps
 * the profile it began with when the operator changes its own; and the gap between rounds is
 * enforced (`422 too-soon`) and told to a page that reloads in the middle of it (`nextRoundInMs`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JURISDICTIONS, type JurisdictionProfile } from '../../../src/platform/jurisdictions';
import { addOperator, setJurisdiction } from '../../../src/server/operators/store';
import { type DbKind, TestServer } from '../support/api';
import { launchBody, signedLaunch } from '../support/operator-launch';
import { TestOperatorWallet } from '../support/operator-wallet';
import { DB_KINDS } from '../support/test-db';

type SessionView = { jurisdiction: JurisdictionProfile & { id: string }; nextRoundInMs: number };

describe.each(DB_KINDS)('jurisdiction profiles on %s', (kind: DbKind) => {
  let server: TestServer;
  let wallet: TestOperatorWallet;
  let secret: string;
  const own = { realityCheckMinutes: 30, complaintsText: 'Write to complaints@casino.example; then the ADR.' };

  /** A launch of `player` exchanged for a session: its `GET /v1/session`. */
  async function sessionOf(player: string, extra: Record<string, unknown> = {}): Promise<SessionView> {
    wallet.balances.set(player, 10_000);
    const launched = await signedLaunch(server.app, launchBody(player, extra), { operatorId: 'casino', secret });
    expect(launched.status, JSON.stringify(launched.body)).toBe(201);
    const code = new URL(launched.body.launchUrl as string).searchParams.get('launch');
    const made = await server.call<{ token: string }>('POST', '/v1/sessions/exchange', { launch: code });
    expect(made.status).toBe(201);
    const me = await server.call<SessionView>('GET', '/v1/session', undefined, made.body.token);
    expect(me.status).toBe(200);
    return me.body;
  }

  beforeAll(async () => {
    wallet = await TestOperatorWallet.start();
    server = await TestServer.start(kind, { wallet: 'seamless', publicUrl: 'https://games.example' });
    const added = await addOperator(server.db, {
      id: 'casino',
      name: 'Casino',
      walletUrl: wallet.url,
      jurisdiction: 'uk',
      profile: own,
    });
    secret = added.secret;
    wallet.secrets = [secret];
  });
  afterAll(async () => {
    await server.stop();
    await wallet.stop();
  });

  it('an operator’s own fields over its built-in profile reach its sessions; a launch may name another base', async () => {
    const uk = await sessionOf('ann');
    expect(uk.jurisdiction).toEqual({ id: 'uk', ...JURISDICTIONS.uk, ...own });
    // For one session the launch names the default profile: the operator's own fields still apply.
    const other = await sessionOf('ben', { jurisdiction: 'default' });
    expect(other.jurisdiction).toEqual({ id: 'default', ...JURISDICTIONS.default, ...own });
    expect(other.jurisdiction.turbo).toBe(true);
    expect(uk.jurisdiction.turbo).toBe(false);
  });

  it('a session plays to its end by the profile it began with; the next launch takes the new one', async () => {
    const first = await sessionOf('cat');
    expect(first.jurisdiction.minRoundMs).toBe(5000);
    wallet.balances.set('cat', 10_000);
    const launched = await signedLaunch(server.app, launchBody('cat'), { operatorId: 'casino', secret });
    const code = new URL(launched.body.launchUrl as string).searchParams.get('launch');
    const before = await server.call<{ token: string }>('POST', '/v1/sessions/exchange', { launch: code });
    await setJurisdiction(server.db, 'casino', 'uk', { minRoundMs: 8000, showRtp: false });
    try {
      const old = await server.call<SessionView>('GET', '/v1/session', undefined, before.body.token);
      expect(old.body.jurisdiction).toEqual({ id: 'uk', ...JURISDICTIONS.uk, ...own });
      const next = await sessionOf('cat');
      expect(next.jurisdiction).toEqual({ id: 'uk', ...JURISDICTIONS.uk, minRoundMs: 8000, showRtp: false });
    } finally {
      await setJurisdiction(server.db, 'casino', 'uk', own);
    }
  });

  it('refuses an operator profile field out of range, naming it, and leaves the operator as it was', async () => {
    await expect(setJurisdiction(server.db, 'casino', 'uk', { minRoundMs: 600_000 })).rejects.toThrow(
      /profile\.minRoundMs must be whole milliseconds/,
    );
    await expect(setJurisdiction(server.db, 'casino', 'mars', null)).rejects.toThrow(/jurisdiction must be one of/);
    expect((await sessionOf('dan')).jurisdiction).toEqual({ id: 'uk', ...JURISDICTIONS.uk, ...own });
  });

  it('the gap between round starts: 422 too-soon with the balance intact, told to a reloading page, then open', async () => {
    const p = await server.demo(10_000, { jurisdiction: 'uk' });
    const fresh = await p.get<SessionView>('/v1/session');
    expect(fresh.body.jurisdiction).toEqual({ id: 'uk', ...JURISDICTIONS.uk });
    expect(fresh.body.nextRoundInMs).toBe(0);
    const bet = [{ bet: 'red', amount: 100 }];
    expect((await p.open('roulette-european', bet, { testSeed: { result: 1 } })).status).toBe(201);
    // A reload now: the page is told how long the gap still holds.
    const reloaded = await p.get<SessionView>('/v1/session');
    expect(reloaded.body.nextRoundInMs).toBeGreaterThan(3000);
    expect(reloaded.body.nextRoundInMs).toBeLessThanOrEqual(5000);
    const early = await p.open('roulette-european', bet, { testSeed: { result: 1 } });
    expect(early.status).toBe(422);
    expect(early.body.error?.code).toBe('too-soon');
    expect(await p.balance()).toBe(10_100);
    // Five seconds on (the first round's start moved back rather than waited for): it opens.
    await server.db.query(`update rounds set started_at = started_at - interval '5 seconds'`);
    expect((await p.get<SessionView>('/v1/session')).body.nextRoundInMs).toBe(0);
    const later = await p.open('roulette-european', bet, { testSeed: { result: 2 } });
    expect(later.status).toBe(201);
    expect(await p.balance()).toBe(10_000);
  });
});
