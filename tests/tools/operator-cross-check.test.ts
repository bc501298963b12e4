/**
 * The comparison of the game server's wallet calls with the operator's ledger, on hand-made rows:
 * a consistent pair passes, and each way the two can disagree is caught and named.
 */
import { describe, expect, it } from 'vitest';
import { crossCheck, operatorPlayerId, type ServerWalletCall } from '../../tools/operator/cross-check';
import type { OperatorTransaction } from '../../tools/operator/transactions';

const P = 'op:ref:alice';
let seq = 0;

function op(
  t: Partial<OperatorTransaction> & Pick<OperatorTransaction, 'transactionUuid' | 'kind'>,
): OperatorTransaction {
  seq++;
  const amount = t.amount ?? 0;
  const movement = t.movement ?? (t.kind === 'debit' ? -amount : t.kind === 'credit' ? amount : 0);
  return {
    seq,
    playerId: 'alice',
    roundId: 'r1',
    roundClosed: false,
    amount,
    movement,
    referenceUuid: null,
    undoes: null,
    status: 200,
    answer: {},
    balanceAfter: null,
    createdAt: new Date(0).toISOString(),
    ...t,
  };
}

function call(c: Partial<ServerWalletCall> & Pick<ServerWalletCall, 'transaction_uuid' | 'kind'>): ServerWalletCall {
  return { player_id: P, amount: 0, state: 'done', reference_uuid: null, round_id: 'r1', round_closed: false, ...c };
}

/** A round staked 1000, won 2500; another whose debit timed out and was rolled back after it had moved. */
function agreeing(): { server: ServerWalletCall[]; operator: OperatorTransaction[] } {
  return {
    server: [
      call({ transaction_uuid: 'd1', kind: 'debit', amount: 1000 }),
      call({ transaction_uuid: 'c1', kind: 'credit', amount: 2500, round_closed: true }),
      call({ transaction_uuid: 'd2', kind: 'debit', amount: 400, state: 'rolled-back' }),
      call({ transaction_uuid: 'b2', kind: 'rollback', amount: 400, reference_uuid: 'd2' }),
      call({ transaction_uuid: 'd3', kind: 'debit', amount: 99_999, state: 'declined' }),
      call({ transaction_uuid: 'd4', kind: 'debit', amount: 300, state: 'rolled-back' }),
      call({ transaction_uuid: 'b4', kind: 'rollback', amount: 300, reference_uuid: 'd4' }),
    ],
    operator: [
      op({ transactionUuid: 'd1', kind: 'debit', amount: 1000 }),
      op({ transactionUuid: 'c1', kind: 'credit', amount: 2500, roundClosed: true }),
      op({ transactionUuid: 'd2', kind: 'debit', amount: 400 }),
      op({ transactionUuid: 'b2', kind: 'rollback', amount: 400, movement: 400, referenceUuid: 'd2', undoes: 'd2' }),
      op({ transactionUuid: 'd3', kind: 'debit', amount: 99_999, movement: 0, status: 422 }),
      // d4 never reached the operator: its rollback was acknowledged and moved nothing
      op({ transactionUuid: 'b4', kind: 'rollback', amount: 300, movement: 0, referenceUuid: 'd4' }),
      op({ transactionUuid: 'adj', kind: 'adjustment', amount: 5000, movement: 5000 }),
    ],
  };
}

const checks = (r: ReturnType<typeof crossCheck>) => r.differences.map((d) => d.check).sort();

describe('cross-check of the game server and operator ledgers', () => {
  it('passes two ledgers that agree, rollbacks of seen and unseen debits included', () => {
    const { server, operator } = agreeing();
    expect(crossCheck(server, operator)).toEqual({ ok: true, differences: [] });
    expect(operatorPlayerId('op:ref:alice')).toBe('alice');
    expect(operatorPlayerId('op:ref:a:b')).toBe('a:b');
  });

  it('catches a call still pending at the server', () => {
    const { server, operator } = agreeing();
    server.push(call({ transaction_uuid: 'c9', kind: 'credit', amount: 50, state: 'pending' }));
    expect(checks(crossCheck(server, operator))).toEqual(['pending']);
  });

  it('catches a done call the operator never saw', () => {
    const { server, operator } = agreeing();
    const r = crossCheck(
      server,
      operator.filter((t) => t.transactionUuid !== 'c1'),
    );
    expect(checks(r)).toEqual(['missing-at-operator', 'net']);
    expect(r.differences.find((d) => d.check === 'net')?.detail).toBe(
      'net game money 1500 at the server, -1000 at the operator',
    );
  });

  it('catches a done call the operator refused', () => {
    const { server, operator } = agreeing();
    const refused = operator.map((t) => (t.transactionUuid === 'd1' ? { ...t, movement: 0, status: 422 } : t));
    expect(checks(crossCheck(server, refused))).toEqual(['net', 'not-applied']);
  });

  it('catches a different amount, a cent apart', () => {
    const { server, operator } = agreeing();
    const cent = operator.map((t) => (t.transactionUuid === 'c1' ? { ...t, amount: 2501, movement: 2501 } : t));
    expect(checks(crossCheck(server, cent))).toEqual(['amount', 'net']);
  });

  it("catches another player's money moved", () => {
    const { server, operator } = agreeing();
    const bob = operator.map((t) => (t.transactionUuid === 'd1' ? { ...t, playerId: 'bob' } : t));
    expect(checks(crossCheck(server, bob))).toEqual(['net', 'net', 'player']);
  });

  it('catches a uuid used for another kind of movement', () => {
    const { server, operator } = agreeing();
    const swapped = operator.map((t) =>
      t.transactionUuid === 'd1' ? { ...t, kind: 'credit' as const, movement: 1000 } : t,
    );
    expect(checks(crossCheck(server, swapped))).toContain('kind');
  });

  it('catches a movement at the operator the server does not know', () => {
    const { server, operator } = agreeing();
    operator.push(op({ transactionUuid: 'x1', kind: 'credit', amount: 700 }));
    expect(checks(crossCheck(server, operator))).toEqual(['net', 'unknown-to-server']);
  });

  it('catches a debit the server declined that moved money at the operator', () => {
    const { server, operator } = agreeing();
    const moved = operator.map((t) => (t.transactionUuid === 'd3' ? { ...t, movement: -99_999, status: 200 } : t));
    expect(checks(crossCheck(server, moved))).toEqual(['declined-but-applied', 'net', 'unknown-to-server']);
  });

  it('catches a debit the server rolled back that the operator kept', () => {
    const { server, operator } = agreeing();
    // the rollback reached the operator after... nothing: it is missing there, and d2's money stayed taken
    const kept = operator.filter((t) => t.transactionUuid !== 'b2');
    expect(checks(crossCheck(server, kept))).toEqual([
      'missing-at-operator',
      'net',
      'rolled-back-but-applied',
      'unknown-to-server',
    ]);
  });

  it('catches a done debit that the operator undid', () => {
    const { server, operator } = agreeing();
    operator.push(
      op({ transactionUuid: 'b1', kind: 'rollback', amount: 1000, movement: 1000, referenceUuid: 'd1', undoes: 'd1' }),
    );
    expect(checks(crossCheck(server, operator))).toEqual(['net', 'undone-at-operator', 'unknown-to-server']);
  });

  it('catches a rollback that names another debit, or gives back another amount', () => {
    const { server, operator } = agreeing();
    const other = operator.map((t) => (t.transactionUuid === 'b2' ? { ...t, referenceUuid: 'd1' } : t));
    expect(checks(crossCheck(server, other))).toContain('reference');
    const more = operator.map((t) => (t.transactionUuid === 'b2' ? { ...t, movement: 500 } : t));
    expect(checks(crossCheck(server, more))).toEqual(['amount', 'net']);
  });
});
