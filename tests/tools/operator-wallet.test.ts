/**
 * The reference operator's seamless wallet over real HTTP on 127.0.0.1, on both ledger databases
 * (embedded PGlite, and PostgreSQL where row locks really run in parallel): signatures, tokens,
 * idempotency by transactionUuid (a decline included), no overspending under concurrent debits,
 * rollbacks of seen and unseen debits, and the faults (a duplicate delivery moves money once, a
 * connection dropped after applying leaves the money moved, a 500 or a drop before leaves it still).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../../src/server/operators/signature';
import { SeamlessWalletClient, type WalletEndpoint } from '../../src/server/wallet/seamless-client';
import { type ReferenceOperator, startReferenceOperator } from '../../tools/operator/operator';
import { DB_KINDS, testDbConfig } from '../server/support/test-db';

const OPERATOR = 'test-casino';
const SECRET = 'a'.repeat(64);
const NEW_SECRET = 'b'.repeat(64);

interface Reply {
  status: number;
  body: Record<string, unknown> & { error?: { code: string } };
}

describe.each(DB_KINDS)('the reference operator wallet on %s', (kind) => {
  let op: ReferenceOperator;
  let drop: () => Promise<void>;
  let endpoint: WalletEndpoint;
  const client = new SeamlessWalletClient({ timeoutMs: 3000 });

  beforeAll(async () => {
    const db = await testDbConfig(kind);
    drop = db.drop;
    op = await startReferenceOperator({
      operatorId: OPERATOR,
      secret: SECRET,
      databaseUrl: db.config.databaseUrl,
      dataDir: db.config.dataDir,
    });
    endpoint = { operatorId: OPERATOR, walletUrl: op.walletUrl, secret: SECRET };
  });
  afterAll(async () => {
    await op?.close();
    await drop?.();
  });

  /** A signed POST with exactly these bytes; the status and body the operator answered. */
  async function post(path: string, body: unknown, o: { secret?: string; nowS?: number; id?: string } = {}) {
    const raw = JSON.stringify(body);
    const headers = signedHeaders(o.id ?? OPERATOR, o.secret ?? SECRET, raw, o.nowS);
    const res = await fetch(`${op.url}/wallet/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as Reply['body'] };
  }

  /** A new player with `balance` and a token issued to them. */
  async function player(balance: number) {
    const playerId = `p-${randomUUID().slice(0, 8)}`;
    await op.setPlayer({ playerId, balance });
    return { playerId, operatorToken: await op.issueToken(playerId), currency: 'EUR' };
  }

  const balanceOf = async (playerId: string) =>
    (await op.transactions()).filter((t) => t.playerId === playerId).at(-1)?.balanceAfter;
  const moneyCall = (p: Awaited<ReturnType<typeof player>>, amount: number, uuid = randomUUID()) => ({
    requestUuid: randomUUID(),
    transactionUuid: uuid,
    roundId: `r-${uuid.slice(0, 8)}`,
    amount,
    ...p,
  });

  it('refuses a call that is not signed with a current key, and moves nothing', async () => {
    const p = await player(10_000);
    const call = moneyCall(p, 1_000);
    const wrong = await post('debit', call, { secret: 'c'.repeat(64) });
    const stale = await post('debit', call, { nowS: Math.floor(Date.now() / 1000) - 400 });
    const otherOperator = await post('debit', call, { id: 'someone-else' });
    const unsigned = await fetch(`${op.url}/wallet/debit`, { method: 'POST', body: JSON.stringify(call) });
    for (const r of [wrong, stale, otherOperator])
      expect(r).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
    expect(unsigned.status).toBe(401);
    expect((await op.transactions()).some((t) => t.transactionUuid === call.transactionUuid)).toBe(false);
    // The body is signed byte for byte: the same JSON re-spaced is not what was signed.
    const raw = JSON.stringify(call);
    const res = await fetch(`${op.url}/wallet/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(OPERATOR, SECRET, raw) },
      body: JSON.stringify(call, null, 1),
    });
    expect(res.status).toBe(401);
  });

  it('accepts either key while a key rotates, and only the new one after', async () => {
    const p = await player(10_000);
    op.setSecrets([NEW_SECRET, SECRET]);
    expect((await post('balance', { requestUuid: randomUUID(), ...p }, { secret: SECRET })).status).toBe(200);
    expect((await post('balance', { requestUuid: randomUUID(), ...p }, { secret: NEW_SECRET })).status).toBe(200);
    op.setSecrets([NEW_SECRET]);
    expect((await post('balance', { requestUuid: randomUUID(), ...p }, { secret: SECRET })).status).toBe(401);
    op.setSecrets([SECRET]);
  });

  it('answers a token not issued to the player with session-invalid, a final decline', async () => {
    const p = await player(10_000);
    const q = await player(10_000);
    const stolen = { ...p, operatorToken: q.operatorToken };
    expect(await post('balance', { requestUuid: randomUUID(), ...stolen })).toMatchObject({
      status: 401,
      body: { error: { code: 'session-invalid' } },
    });
    expect(await client.call(endpoint, 'debit', moneyCall(stolen, 500))).toMatchObject({
      kind: 'declined',
      code: 'session-invalid',
    });
    expect(await client.call(endpoint, 'balance', p)).toMatchObject({ kind: 'ok', balance: 10_000 });
  });

  it('answers text its database cannot store with a 400 naming the field, and moves nothing', async () => {
    const p = await player(10_000);
    const nul = await post('balance', { requestUuid: randomUUID(), ...p, operatorToken: `${p.operatorToken}\u0000` });
    expect(nul).toMatchObject({ status: 400, body: { error: { code: 'bad-request' } } });
    expect(String((nul.body.error as { message?: string }).message)).toContain('body.operatorToken');
    const call = { ...moneyCall(p, 1_000), roundId: 'r-\ud800' };
    expect(await post('debit', call)).toMatchObject({ status: 400, body: { error: { code: 'bad-request' } } });
    expect((await op.transactions()).some((t) => t.transactionUuid === call.transactionUuid)).toBe(false);
    expect(await client.call(endpoint, 'balance', p)).toMatchObject({ kind: 'ok', balance: 10_000 });
  });

  it('gives a repeated transactionUuid its original answer, a decline included, and moves money once', async () => {
    const p = await player(10_000);
    const debit = moneyCall(p, 4_000);
    const first = await post('debit', debit);
    expect(first).toEqual({ status: 200, body: { balance: 6_000, transactionUuid: debit.transactionUuid } });
    const again = await post('debit', { ...debit, requestUuid: randomUUID() });
    expect(again).toEqual(first);
    expect(await client.call(endpoint, 'balance', p)).toMatchObject({ kind: 'ok', balance: 6_000 });

    const tooMuch = moneyCall(p, 7_000);
    const declined = await post('debit', tooMuch);
    expect(declined).toMatchObject({ status: 422, body: { error: { code: 'insufficient-funds' } } });
    await op.setPlayer({ playerId: p.playerId, balance: 50_000 });
    // Now there would be enough, but the transaction was decided: the same decline again.
    expect(await post('debit', { ...tooMuch, requestUuid: randomUUID() })).toEqual(declined);
    expect(await client.call(endpoint, 'balance', p)).toMatchObject({ kind: 'ok', balance: 50_000 });
    // The same uuid for another amount is not a repeat.
    expect(await post('debit', { ...debit, amount: 1 })).toMatchObject({
      status: 409,
      body: { error: { code: 'transaction-conflict' } },
    });
    expect((await op.reconcile()).ok).toBe(true);
  });

  it('never goes below zero under 20 concurrent debits', async () => {
    const p = await player(1_000);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => client.call(endpoint, 'debit', moneyCall(p, 100))),
    );
    const ok = outcomes.filter((o) => o.kind === 'ok');
    const declined = outcomes.filter((o) => o.kind === 'declined');
    expect(ok).toHaveLength(10);
    expect(declined).toHaveLength(10);
    expect(declined.every((o) => o.kind === 'declined' && o.code === 'insufficient-funds')).toBe(true);
    expect(await client.call(endpoint, 'balance', p)).toMatchObject({ kind: 'ok', balance: 0 });
    // Each acknowledged balance is distinct: the debits were applied one after another.
    expect(new Set(ok.map((o) => (o.kind === 'ok' ? o.balance : -1))).size).toBe(10);
    const report = await op.reconcile();
    expect(report.differences).toEqual([]);
  });

  it('closes a round with a zero credit and pays a win', async () => {
    const p = await player(1_000);
    expect(await client.call(endpoint, 'credit', { ...moneyCall(p, 0), roundClosed: true })).toMatchObject({
      kind: 'ok',
      balance: 1_000,
    });
    expect(await client.call(endpoint, 'credit', { ...moneyCall(p, 2_500), roundClosed: true })).toMatchObject({
      kind: 'ok',
      balance: 3_500,
    });
    const closing = (await op.transactions()).filter((t) => t.playerId === p.playerId && t.kind === 'credit');
    expect(closing.map((t) => [t.amount, t.roundClosed, t.movement])).toEqual([
      [0, true, 0],
      [2_500, true, 2_500],
    ]);
  });

  it('rolls back a debit it applied once, however many rollbacks name it', async () => {
    const p = await player(5_000);
    const debit = moneyCall(p, 2_000);
    expect(await client.call(endpoint, 'debit', debit)).toMatchObject({ kind: 'ok', balance: 3_000 });
    const rollback = { ...moneyCall(p, 2_000), referenceTransactionUuid: debit.transactionUuid };
    const first = await post('rollback', rollback);
    expect(first).toEqual({ status: 200, body: { balance: 5_000, transactionUuid: rollback.transactionUuid } });
    expect(await post('rollback', { ...rollback, requestUuid: randomUUID() })).toEqual(first);
    // Another rollback of the same debit is acknowledged, and gives nothing more back.
    const second = { ...moneyCall(p, 2_000), referenceTransactionUuid: debit.transactionUuid };
    expect(await client.call(endpoint, 'rollback', second)).toMatchObject({ kind: 'ok', balance: 5_000 });
    expect(await client.call(endpoint, 'balance', p)).toMatchObject({ kind: 'ok', balance: 5_000 });
    // A credit cannot be rolled back.
    const credit = moneyCall(p, 700);
    await client.call(endpoint, 'credit', credit);
    expect(
      await post('rollback', { ...moneyCall(p, 700), referenceTransactionUuid: credit.transactionUuid }),
    ).toMatchObject({ status: 422, body: { error: { code: 'rollback-not-allowed' } } });
    expect(await client.call(endpoint, 'balance', p)).toMatchObject({ kind: 'ok', balance: 5_700 });
    expect((await op.reconcile()).ok).toBe(true);
  });

  it('acknowledges a rollback of a debit it never saw, and refuses that debit when it comes late', async () => {
    const p = await player(5_000);
    const lateUuid = randomUUID();
    const rollback = { ...moneyCall(p, 1_000), referenceTransactionUuid: lateUuid };
    expect(await client.call(endpoint, 'rollback', rollback)).toMatchObject({ kind: 'ok', balance: 5_000 });
    const late = await post('debit', moneyCall(p, 1_000, lateUuid));
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'transaction-rolled-back' } } });
    expect(await client.call(endpoint, 'balance', p)).toMatchObject({ kind: 'ok', balance: 5_000 });
    const rows = (await op.transactions()).filter((t) => t.playerId === p.playerId && t.kind !== 'adjustment');
    expect(rows.map((t) => [t.kind, t.movement, t.status])).toEqual([
      ['rollback', 0, 200],
      ['debit', 0, 409],
    ]);
  });

  it('moves money once when the network delivers a debit twice at the same moment', async () => {
    const p = await player(5_000);
    op.setFaults({ reset: true, sequence: ['duplicate', 'duplicate'] });
    const debit = moneyCall(p, 1_500);
    expect(await client.call(endpoint, 'debit', debit)).toMatchObject({ kind: 'ok', balance: 3_500 });
    const credit = moneyCall(p, 600);
    expect(await client.call(endpoint, 'credit', credit)).toMatchObject({ kind: 'ok', balance: 4_100 });
    expect(op.faults().injected).toMatchObject({ duplicated: 2, duplicateMismatch: 0 });
    const rows = (await op.transactions()).filter((t) => t.playerId === p.playerId && t.kind !== 'adjustment');
    expect(rows.map((t) => [t.kind, t.movement])).toEqual([
      ['debit', -1_500],
      ['credit', 600],
    ]);
    op.setFaults({ reset: true });
  });

  it('drops the connection after applying: the caller cannot tell, the ledger shows the money moved', async () => {
    const p = await player(5_000);
    op.setFaults({ reset: true, sequence: ['dropAfterApply'] });
    const debit = moneyCall(p, 1_200);
    const outcome = await client.call(endpoint, 'debit', debit);
    expect(outcome).toMatchObject({ kind: 'unknown' });
    expect(outcome.kind === 'unknown' && outcome.error).toMatch(/^connection/);
    const applied = (await op.transactions()).find((t) => t.transactionUuid === debit.transactionUuid);
    expect(applied).toMatchObject({ kind: 'debit', movement: -1_200, status: 200 });
    // The caller's retry (same transactionUuid) learns the outcome; the money moves no further.
    expect(await client.call(endpoint, 'debit', debit)).toMatchObject({ kind: 'ok', balance: 3_800 });
    expect(op.faults().injected.droppedAfterApply).toBe(1);
  });

  it('applies nothing on a 500 or a connection dropped before applying', async () => {
    const p = await player(5_000);
    op.setFaults({ reset: true, sequence: ['fail', 'drop'] });
    const first = moneyCall(p, 1_000);
    const second = moneyCall(p, 1_000);
    expect(await client.call(endpoint, 'debit', first)).toMatchObject({ kind: 'unknown', error: 'HTTP 500 internal' });
    expect(await client.call(endpoint, 'debit', second)).toMatchObject({ kind: 'unknown' });
    const uuids = new Set((await op.transactions()).map((t) => t.transactionUuid));
    expect(uuids.has(first.transactionUuid) || uuids.has(second.transactionUuid)).toBe(false);
    expect(await client.call(endpoint, 'balance', p)).toMatchObject({ kind: 'ok', balance: 5_000 });
    expect(op.faults().injected).toMatchObject({ failed: 1, dropped: 1 });
  });

  it('answers too slowly for the caller, and still applies the call after it gave up', async () => {
    const p = await player(5_000);
    op.setFaults({ reset: true, delayMs: 400, endpoints: ['debit'] });
    const impatient = new SeamlessWalletClient({ timeoutMs: 150 });
    const debit = moneyCall(p, 900);
    expect(await impatient.call(endpoint, 'debit', debit)).toMatchObject({ kind: 'unknown', error: 'timeout' });
    op.setFaults({ reset: true });
    await new Promise((r) => setTimeout(r, 600));
    expect((await op.transactions()).find((t) => t.transactionUuid === debit.transactionUuid)).toMatchObject({
      movement: -900,
    });
    expect(await balanceOf(p.playerId)).toBe(4_100);
  });

  it('finds a balance changed by hand, outside the ledger', async () => {
    const p = await player(5_000);
    await client.call(endpoint, 'debit', moneyCall(p, 1_000));
    expect((await op.reconcile()).ok).toBe(true);
    await op.db.query('update wallets set balance = balance + 1 where player_id = $1', [p.playerId]);
    const report = await op.reconcile();
    expect(report.ok).toBe(false);
    expect(report.differences).toContainEqual(
      expect.objectContaining({ check: 'balance', playerId: p.playerId, detail: expect.stringContaining('4001') }),
    );
    await op.db.query('update wallets set balance = balance - 1 where player_id = $1', [p.playerId]);
    expect((await op.reconcile()).ok).toBe(true);
  });
});
