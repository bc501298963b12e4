/**
 * The operator's wallet over HTTP (SERVER.md "Seamless wallet"): `POST /wallet/balance | debit |
 * credit | rollback`. The signature is checked over the raw bytes received, before anything is
 * parsed; then the call's fields; then the faults of this moment (faults.ts) decide whether it is
 * answered, slowed, failed, dropped or delivered twice, around the ledger's one decision
 * (wallet-ledger.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unstorableText } from '../../src/server/edge/stored-text';
import { checkSignature } from '../../src/server/operators/signature';
import { type FaultKind, type Faults, WALLET_ENDPOINTS, type WalletEndpointName } from './faults';
import type { LedgerDb } from './ledger-db';
import { MAX_BALANCE, PLAYER_ID } from './players';
import { type Answer, balanceOf, type MoneyCall, move } from './wallet-ledger';

export interface WalletRouteOptions {
  db: LedgerDb;
  faults: Faults;
  operatorId: string;
  /** The operator's active keys (two while one rotates), read on every call so they can change. */
  secrets: () => readonly string[];
}

const UUID = /^[A-Za-z0-9-]{8,64}$/;
const CURRENCY = /^[A-Z]{3}$/;

const badRequest = (message: string): Answer => ({ status: 400, body: { error: { code: 'bad-request', message } } });

type Parsed = { ok: true; call: MoneyCall | BalanceCall } | { ok: false; answer: Answer };
interface BalanceCall {
  op: 'balance';
  playerId: string;
  operatorToken: string;
  currency: string;
}

/** The fields of a wallet call, checked; extra fields are ignored, as operators do. */
function parseCall(op: WalletEndpointName, raw: Buffer): Parsed {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, answer: badRequest('the body is not JSON') };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, answer: badRequest('the body must be a JSON object') };
  }
  const b = body as Record<string, unknown>;
  const fail = (field: string, expected: string): Parsed => ({
    ok: false,
    answer: badRequest(`${field}: ${expected}`),
  });
  // Text its database cannot store (a NUL, half a UTF-16 pair) is bad input, not a 500.
  const unstorable = unstorableText(b, 'body');
  if (unstorable) return fail(unstorable, 'text with a NUL character or half of a UTF-16 pair');
  if (typeof b.requestUuid !== 'string' || !UUID.test(b.requestUuid)) return fail('requestUuid', 'a UUID');
  if (typeof b.playerId !== 'string' || !PLAYER_ID.test(b.playerId)) return fail('playerId', 'a player id');
  if (typeof b.operatorToken !== 'string' || b.operatorToken.length < 1 || b.operatorToken.length > 256) {
    return fail('operatorToken', 'the token the operator issued');
  }
  if (typeof b.currency !== 'string' || !CURRENCY.test(b.currency)) return fail('currency', 'an ISO 4217 code');
  const base = { playerId: b.playerId, operatorToken: b.operatorToken, currency: b.currency };
  if (op === 'balance') return { ok: true, call: { op, ...base } };
  if (typeof b.transactionUuid !== 'string' || !UUID.test(b.transactionUuid)) return fail('transactionUuid', 'a UUID');
  const amountGiven = b.amount !== undefined && b.amount !== null;
  if (amountGiven || op !== 'rollback') {
    const a = b.amount;
    if (typeof a !== 'number' || !Number.isSafeInteger(a) || a < 0 || a > MAX_BALANCE) {
      return fail('amount', `a whole number of minor units from 0 to ${MAX_BALANCE}`);
    }
  }
  if (b.roundId !== undefined && b.roundId !== null && (typeof b.roundId !== 'string' || b.roundId.length > 128)) {
    return fail('roundId', 'a string');
  }
  if (b.roundClosed !== undefined && typeof b.roundClosed !== 'boolean') return fail('roundClosed', 'true or false');
  let reference: string | null = null;
  if (op === 'rollback') {
    if (typeof b.referenceTransactionUuid !== 'string' || !UUID.test(b.referenceTransactionUuid)) {
      return fail('referenceTransactionUuid', 'the UUID of the transaction to undo');
    }
    reference = b.referenceTransactionUuid;
  }
  return {
    ok: true,
    call: {
      op,
      ...base,
      transactionUuid: b.transactionUuid,
      referenceTransactionUuid: reference,
      roundId: (b.roundId as string | null | undefined) ?? null,
      roundClosed: b.roundClosed === true,
      amount: amountGiven ? (b.amount as number) : null,
    },
  };
}

function isEndpoint(op: string): op is WalletEndpointName {
  return (WALLET_ENDPOINTS as readonly string[]).includes(op);
}

/** Ends the connection without an answer: the caller sees a reset socket (unknown outcome). */
function drop(req: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  req.raw.socket.destroy();
}

export async function walletRoutes(app: FastifyInstance, o: WalletRouteOptions): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the bytes sent: keep them, whatever the content type says.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    scope.post<{ Params: { op: string } }>('/wallet/:op', async (req, reply) => {
      const { op } = req.params;
      if (!isEndpoint(op))
        return reply.code(404).send({ error: { code: 'not-found', message: `no wallet call ${op}` } });
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const problem =
        req.headers['x-operator-id'] === o.operatorId ? checkSignature(req.headers, raw, o.secrets()) : 'wrong';
      if (problem) {
        return reply.code(401).send({ error: { code: 'unauthorized', message: `signature ${problem}` } });
      }
      const parsed = parseCall(op, raw);
      if (!parsed.ok) return reply.code(parsed.answer.status).send(parsed.answer.body);
      const { call } = parsed;
      const apply = (): Promise<Answer> => (call.op === 'balance' ? balanceOf(o.db, call) : move(o.db, call));

      const { fault, delayMs, delayAfterMs } = o.faults.choose(op);
      if (delayMs > 0) await sleep(delayMs);
      const answer = await applyWithFault(fault, apply, o.faults);
      if (answer === 'fail') {
        return reply.code(500).send({ error: { code: 'internal', message: 'injected failure: nothing moved' } });
      }
      if (answer === 'drop') return drop(req, reply);
      if (delayAfterMs > 0) await sleep(delayAfterMs);
      if (fault === 'dropAfterApply') return drop(req, reply);
      return reply.code(answer.status).send(answer.body);
    });
  });
}

/** Runs the call as the fault says: not at all (fail, drop), once, or twice at the same time. */
async function applyWithFault(
  fault: FaultKind,
  apply: () => Promise<Answer>,
  faults: Faults,
): Promise<Answer | 'fail' | 'drop'> {
  if (fault === 'fail') return 'fail';
  if (fault === 'drop') return 'drop';
  if (fault !== 'duplicate') return apply();
  // As if the network delivered the call twice: both copies race for the same wallet row.
  const [first, second] = await Promise.all([apply(), apply()]);
  if (JSON.stringify(first) !== JSON.stringify(second)) faults.mismatch();
  return first;
}
