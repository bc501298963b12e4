/**
 * The operator's launch call is signed (SERVER.md "Signed calls"), on PGlite and PostgreSQL: a
 * wrong, stale or missing signature, an unknown operator or a body changed after signing is `401`
 * saying which (never which key) and asks the wallet nothing; while a key rotates the old and the
 * new one both sign, an expired one does not, and the server signs its own wallet calls with the
 * newest. The raw-body parser is the signed route's alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, listOperators, rotateKey } from '../../../src/server/operators/store';
import { type DbKind, TestServer } from '../support/api';
import { type LaunchOptions, launchBody, signedLaunch } from '../support/operator-launch';
import { TestOperatorWallet } from '../support/operator-wallet';
import { DB_KINDS } from '../support/test-db';

describe.each(DB_KINDS)('signed operator calls on %s', (kind: DbKind) => {
  let server: TestServer;
  let wallet: TestOperatorWallet;
  let secret: string;
  const launch = (o: Partial<LaunchOptions> = {}, body = launchBody('pat')) =>
    signedLaunch(server.app, body, { operatorId: 'casino', secret, ...o });

  beforeAll(async () => {
    wallet = await TestOperatorWallet.start();
    server = await TestServer.start(kind, { wallet: 'seamless' });
    secret = (await addOperator(server.db, { id: 'casino', name: 'Casino', walletUrl: wallet.url })).secret;
    wallet.secrets = [secret];
  });
  afterAll(async () => {
    await server.stop();
    await wallet.stop();
  });

  it('accepts the operator’s signature, and refuses each broken one saying which', async () => {
    expect((await launch()).status).toBe(201);
    const other = (await addOperator(server.db, { id: 'other', name: 'Other', walletUrl: wallet.url })).secret;
    const now = Math.floor(Date.now() / 1000);
    const asked = wallet.calls.length;
    const cases: [string, Partial<LaunchOptions>, RegExp][] = [
      ['another operator’s key', { secret: other }, /signature wrong/],
      ['a body changed after signing', { sendInstead: JSON.stringify(launchBody('mallory')) }, /signature wrong/],
      ['a signature of another timestamp', { headers: { 'x-timestamp': String(now - 1) } }, /signature wrong/],
      // Well outside the 300 s window: `now` was read before the cases, and a slow database can
      // let seconds pass before the last of them reaches the server.
      ['an old timestamp', { nowS: now - 330 }, /signature stale/],
      ['a timestamp ahead', { nowS: now + 330 }, /signature stale/],
      ['no X-Signature', { headers: { 'x-signature': undefined } }, /signature missing/],
      ['no X-Timestamp', { headers: { 'x-timestamp': undefined } }, /signature missing/],
      ['no X-Operator-Id', { headers: { 'x-operator-id': undefined } }, /signature missing/],
      ['an unknown operator', { operatorId: 'nobody' }, /unknown operator "nobody"/],
    ];
    for (const [what, options, message] of cases) {
      const r = await launch(options);
      expect(r.status, what).toBe(401);
      expect(r.body.error?.code, what).toBe('unauthorized');
      expect(r.body.error?.message, what).toMatch(message);
      expect(r.body.error?.message, what).not.toContain(secret);
      expect(r.body.error?.message, what).not.toContain(other);
    }
    // A timestamp just inside the window is fine.
    expect((await launch({ nowS: Math.floor(Date.now() / 1000) - 290 })).status).toBe(201);
    expect(wallet.calls.length).toBe(asked + 1);
  });

  it('checks the signature before the body: unsigned junk is 401, signed junk 400', async () => {
    const junk = '{"playerId": ';
    const unsigned = await launch({ raw: junk, headers: { 'x-signature': 'f'.repeat(64) } });
    expect(unsigned.status).toBe(401);
    const signed = await launch({ raw: junk });
    expect(signed.status).toBe(400);
    expect(signed.body.error?.code).toBe('bad-request');
    // A body nested thousands deep is refused by its text, before anything parses it: 401 to a
    // stranger, 400 to the operator.
    const deep = `{"playerId":${'['.repeat(4000)}${']'.repeat(4000)}}`;
    expect((await launch({ raw: deep, headers: { 'x-signature': 'f'.repeat(64) } })).status).toBe(401);
    const deepSigned = await launch({ raw: deep });
    expect(deepSigned.status).toBe(400);
    expect(deepSigned.body.error?.message).toBe('body: nested deeper than 32 levels');
    const badSchemaUnsigned = await launch({ secret: 'a'.repeat(64) }, { nonsense: true } as never);
    expect(badSchemaUnsigned.status).toBe(401);
    // JSON only: a text body would be parsed without its raw bytes.
    const text = await launch({ headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body.error?.code).toBe('unsupported-media-type');
    // The other routes keep Fastify's own JSON parser: no raw body there, and the same answers.
    const demo = await server.app.inject({
      method: 'POST',
      url: '/v1/sessions/exchange',
      headers: { 'content-type': 'application/json' },
      payload: junk,
    });
    expect(demo.statusCode).toBe(400);
  });

  it('takes the old and the new key while one rotates, not an expired one, and signs with the old one until the overlap ends', async () => {
    const { secret: rotor } = await addOperator(server.db, { id: 'rotor', name: 'Rotor', walletUrl: wallet.url });
    wallet.secrets = [rotor];
    const byRotor = (key: string) =>
      signedLaunch(server.app, launchBody('quinn'), { operatorId: 'rotor', secret: key });
    expect((await byRotor(rotor)).status).toBe(201);
    const { secret: next } = await rotateKey(server.db, 'rotor', 24);
    expect(next).toMatch(/^[0-9a-f]{64}$/);
    expect(next).not.toBe(rotor);
    // During the overlap the server signs its wallet calls with the old key (the wallet surely knows
    // it): a wallet that knows only the new key refuses them (no launch: 503), one that knows both answers.
    wallet.secrets = [next];
    expect((await byRotor(rotor)).status).toBe(503);
    wallet.secrets = [next, rotor];
    expect((await byRotor(rotor)).status).toBe(201);
    expect((await byRotor(next)).status).toBe(201);
    const keys = (await listOperators(server.db)).find((o) => o.id === 'rotor')?.keys ?? [];
    expect(keys).toHaveLength(2);
    const hoursLeft = (Date.parse(keys[1]?.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    expect(keys[0]?.expiresAt).toBeNull();
    // The overlap over: the old key signs nothing.
    await server.db.query(
      `update operator_keys set expires_at = now() - interval '1 second' where operator_id = 'rotor' and expires_at is not null`,
    );
    const old = await byRotor(rotor);
    expect(old.status).toBe(401);
    expect(old.body.error?.message).toMatch(/signature wrong/);
    expect((await byRotor(next)).status).toBe(201);
    await expect(rotateKey(server.db, 'nobody')).rejects.toThrow(/no operator "nobody"/);
  });
});
