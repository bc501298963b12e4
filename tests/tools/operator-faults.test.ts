/**
 * The reference operator's fault settings (checked, drawn from the generator given, counted), its
 * back office over HTTP (faults, players, tokens, the ledger page by page), and its ledger kept on
 * disk: a restart on the same directory keeps every balance and every stored answer.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeamlessWalletClient } from '../../src/server/wallet/seamless-client';
import { DEFAULT_FAULTS, type FaultKind, Faults, parseFaultUpdate } from '../../tools/operator/faults';
import { type ReferenceOperator, startReferenceOperator } from '../../tools/operator/operator';

const SECRET = 'd'.repeat(64);

describe('fault settings', () => {
  it('refuses settings that make no sense, naming them', () => {
    const bad = [
      [{ failRate: 1.5 }, /failRate must be a number from 0 to 1/],
      [{ failRate: 0.6, dropRate: 0.6 }, /add up to 1.2/],
      [{ delayMs: -1 }, /delayMs must be a whole number/],
      [{ delayMs: 1.5 }, /delayMs must be a whole number/],
      [{ endpoints: ['debit', 'withdraw'] }, /endpoints must list/],
      [{ sequence: ['explode'] }, /sequence must list/],
      [{ surprise: 1 }, /surprise is not a fault setting/],
      [[], /JSON object/],
    ] as const;
    for (const [body, message] of bad) expect(() => parseFaultUpdate(DEFAULT_FAULTS, body)).toThrow(message);
    const next = parseFaultUpdate({ ...DEFAULT_FAULTS, failRate: 0.2 }, { dropRate: 0.3 });
    expect(next).toMatchObject({ failRate: 0.2, dropRate: 0.3 });
    expect(parseFaultUpdate(next, { reset: true })).toEqual(DEFAULT_FAULTS);
  });

  it('picks each fault by its rate from the generator, on the endpoints named, after the sequence', () => {
    const draws = [0, 249_999, 250_000, 499_999, 500_000, 999_999, 0];
    const faults = new Faults(() => draws.shift() ?? 999_999);
    faults.update({ failRate: 0.25, dropRate: 0.25, endpoints: ['debit', 'credit'], sequence: ['duplicate'] });
    const chosen: FaultKind[] = [];
    chosen.push(faults.choose('debit').fault); // the sequence first: no draw
    for (let i = 0; i < 6; i++) chosen.push(faults.choose('credit').fault);
    chosen.push(faults.choose('balance').fault); // not an affected endpoint
    expect(chosen).toEqual(['duplicate', 'fail', 'fail', 'drop', 'drop', 'none', 'none', 'none']);
    expect(faults.injected).toMatchObject({ calls: 8, failed: 2, dropped: 2, duplicated: 1 });
  });

  it('draws from node:crypto by default: a rate of one half injects about half the time', () => {
    const faults = new Faults();
    faults.update({ dropAfterApplyRate: 0.5 });
    let dropped = 0;
    for (let i = 0; i < 2000; i++) if (faults.choose('debit').fault === 'dropAfterApply') dropped++;
    // 2000 fair coin tosses: outside 850..1150 has a probability below 1e-11.
    expect(dropped).toBeGreaterThan(850);
    expect(dropped).toBeLessThan(1150);
  });
});

describe('the back office and a restart', () => {
  let dir: string;
  let op: ReferenceOperator;
  const client = new SeamlessWalletClient();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'felt-operator-'));
    op = await startReferenceOperator({ operatorId: 'disk-casino', secret: SECRET, dataDir: dir });
  });
  afterAll(async () => {
    await op?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const admin = async (path: string, body?: unknown) => {
    const res = await fetch(`${op.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('sets faults and players, issues tokens and pages through the ledger', async () => {
    expect(await admin('/_admin/faults', { failRate: 2 })).toMatchObject({ status: 400 });
    expect(await admin('/_admin/faults', { delayMs: 5, duplicateRate: 0.1 })).toMatchObject({
      status: 200,
      body: { settings: { delayMs: 5, duplicateRate: 0.1 } },
    });
    expect((await admin('/_admin/faults')).body.settings).toMatchObject({ delayMs: 5, duplicateRate: 0.1 });
    await admin('/_admin/faults', { reset: true });

    expect(await admin('/_admin/players', { playerId: 'dora', balance: 3_000 })).toMatchObject({
      status: 200,
      body: { playerId: 'dora', balance: 3_000, startBalance: 3_000 },
    });
    expect(await admin('/_admin/players', { playerId: 'bad id!' })).toMatchObject({ status: 400 });
    const { body } = await admin('/_admin/tokens', { playerId: 'dora' });
    const endpoint = { operatorId: 'disk-casino', walletUrl: op.walletUrl, secret: SECRET };
    const call = { playerId: 'dora', operatorToken: body.operatorToken as string, currency: 'EUR' };
    for (let i = 0; i < 3; i++) {
      expect(
        await client.call(endpoint, 'debit', { ...call, transactionUuid: randomUUID(), amount: 100 }),
      ).toMatchObject({
        kind: 'ok',
      });
    }
    // A balance set by hand is an adjustment: the ledger still adds up.
    await admin('/_admin/players', { playerId: 'dora', balance: 10_000 });
    expect((await admin('/_admin/reconcile')).body).toMatchObject({ ok: true, wallets: 1, transactions: 4 });
    const first = await admin('/_admin/transactions?limit=2');
    const rest = await admin(`/_admin/transactions?after=${first.body.last}`);
    const kinds = [
      ...(first.body.transactions as { kind: string }[]),
      ...(rest.body.transactions as { kind: string }[]),
    ];
    expect(kinds.map((t) => t.kind)).toEqual(['debit', 'debit', 'debit', 'adjustment']);
    expect(await admin('/_admin/transactions?after=x')).toMatchObject({ status: 400 });
  });

  it('keeps balances and stored answers across a restart on the same directory', async () => {
    await op.setPlayer({ playerId: 'eli', balance: 2_000 });
    const token = await op.issueToken('eli');
    const debit = {
      playerId: 'eli',
      operatorToken: token,
      currency: 'EUR',
      transactionUuid: randomUUID(),
      amount: 1_500,
    };
    const endpoint = { operatorId: 'disk-casino', walletUrl: op.walletUrl, secret: SECRET };
    expect(await client.call(endpoint, 'debit', debit)).toMatchObject({ kind: 'ok', balance: 500 });
    await op.close();
    op = await startReferenceOperator({ operatorId: 'disk-casino', secret: SECRET, dataDir: dir });
    const again = { ...endpoint, walletUrl: op.walletUrl };
    // The repeat after the restart gets the stored answer: the money moves once.
    expect(await client.call(again, 'debit', debit)).toMatchObject({ kind: 'ok', balance: 500 });
    expect(await client.call(again, 'balance', debit)).toMatchObject({ kind: 'ok', balance: 500 });
    expect(await op.reconcile()).toMatchObject({ ok: true });
  });
});
