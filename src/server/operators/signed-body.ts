/**
 * Routes an operator's back end calls, signed over the raw body (SERVER.md "Signed calls"). The
 * signature covers the exact bytes sent, and JSON parsed and printed again is not those bytes, so
 * these routes live in a Fastify scope of their own whose JSON parser keeps the raw text; every
 * other route keeps Fastify's own parser. The signature is checked before the body's schema: a
 * caller who cannot sign learns nothing about what a valid body looks like.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nestingProblem } from '../edge/json-body';
import { ApiError } from '../errors';
import { checkSignature, SIGNATURE_WINDOW_S } from './signature';
import { OPERATOR_ID } from './store';

/** The secrets of an operator's keys valid now; null when there is no such operator. */
type SecretsOf = (operatorId: string) => Promise<string[] | null>;

/**
 * Whether a good signature was already accepted (operators/replay-cache.ts): a replay is refused
 * before any work. The route records the signature of a call that succeeds in its own commit.
 */
type AlreadyAccepted = (signature: string) => Promise<boolean>;

export interface SignedRouteChecks {
  secretsOf: SecretsOf;
  alreadyAccepted: AlreadyAccepted;
}

/** Who signed a call, and its signature and time: what the replay cache keeps of it. */
export interface SignedCall {
  operatorId: string;
  signature: string;
  timestampS: number;
}

interface RawBody {
  text: string;
  /** The body was not JSON: answered (400) once the signature is known to be good. */
  error: Error | null;
}

const rawBodies = new WeakMap<FastifyRequest, RawBody>();
const signers = new WeakMap<FastifyRequest, SignedCall>();

/** The signed call `req` (only in a route registered through `signedRoutes`). */
export function signedCall(req: FastifyRequest): SignedCall {
  const call = signers.get(req);
  if (!call) throw new Error('signedCall: the request did not pass the signature check');
  return call;
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};

async function verify(req: FastifyRequest, { secretsOf, alreadyAccepted }: SignedRouteChecks): Promise<void> {
  const body = rawBodies.get(req) ?? { text: '', error: null };
  const operatorId = header(req, 'x-operator-id');
  if (!operatorId || !OPERATOR_ID.test(operatorId)) {
    throw new ApiError('unauthorized', 'signature missing: X-Operator-Id, X-Timestamp and X-Signature are required');
  }
  // Missing or stale is decided from the headers alone, before the database is asked anything.
  const early = checkSignature(req.headers, body.text, []);
  if (early === 'missing') {
    throw new ApiError('unauthorized', 'signature missing: X-Timestamp (Unix seconds) and X-Signature are required');
  }
  if (early === 'stale') {
    throw new ApiError(
      'unauthorized',
      `signature stale: X-Timestamp is more than ${SIGNATURE_WINDOW_S} s from the server's clock`,
    );
  }
  const secrets = await secretsOf(operatorId);
  if (secrets === null) throw new ApiError('unauthorized', `unknown operator "${operatorId}"`);
  if (checkSignature(req.headers, body.text, secrets) !== null) {
    throw new ApiError(
      'unauthorized',
      `signature wrong: X-Signature is not HMAC-SHA256(secret, timestamp + "." + raw body) with a valid key of "${operatorId}"`,
    );
  }
  const call = {
    operatorId,
    signature: String(req.headers['x-signature']),
    timestampS: Number(req.headers['x-timestamp']),
  };
  if (await alreadyAccepted(call.signature)) throw signatureReplayed();
  signers.set(req, call);
  if (body.error) throw body.error;
}

/** A signed call that was accepted once already, sent again. */
export function signatureReplayed(): ApiError {
  return new ApiError(
    'unauthorized',
    'signature replayed: this signed call was already accepted (sign every new call with the current time)',
  );
}

/**
 * Registers `routes` in a scope of their own: JSON bodies kept raw, and every call refused with
 * `401 unauthorized` unless an operator signed it with one of its keys valid now.
 */
export async function signedRoutes(
  app: FastifyInstance,
  checks: SignedRouteChecks,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    // JSON only: a body of another type would be parsed without its raw text (and fail as unsigned).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
      // Too deep to parse: answered (400) once the signature is known to be good, as bad JSON is.
      const deep = nestingProblem(text as string);
      if (deep) {
        rawBodies.set(req, { text: text as string, error: deep });
        return done(null, undefined);
      }
      parseJson(req, text as string, (error: Error | null, value?: unknown) => {
        rawBodies.set(req, { text: text as string, error });
        done(null, error ? undefined : value);
      });
    });
    scope.addHook('preValidation', (req) => verify(req, checks));
    routes(scope);
  });
}
