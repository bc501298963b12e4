/**
 * Every error the server answers, in SERVER.md's format `{ "error": { "code", "message" } }`:
 * the API's own (ApiError), a schema's refusal naming the field, the database's "try again", and
 * what Fastify and Node refuse before a route runs (a body too large or of another type, a bad
 * URL, a request too slow, headers too large), each with its status. A 500 is always logged, with
 * the request id the answer carries, so a support desk can find it.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../contract/error-codes';
import { DatabaseUnavailable } from '../db/db';
import { ApiError } from '../errors';

/** PostgreSQL's "try again" answers: a deadlock or a serialization failure changed nothing. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
/** PostgreSQL's refusals of text it cannot store (json-body.ts and stored-text.ts stop them first). */
const TEXT_SQLSTATES = new Set(['22021', '22P05']);

/** A schema's refusal naming the field: `body.bets[0]: …`, `body.surprise: not a field of this call`. */
function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const params = first.params as { missingProperty?: string; additionalProperty?: string };
  const path = `${err.validationContext ?? 'body'}${first.instancePath.replace(/\//g, '.')}`;
  if (params.additionalProperty) return `${path}.${params.additionalProperty}: not a field of this call`;
  if (params.missingProperty) return `${path}.${params.missingProperty}: required`;
  return `${path}: ${first.message ?? 'invalid'}`;
}

/** Fastify's own 4xx refusals, as the API's codes; any other 4xx is a 400 bad-request. */
function frameworkRefusal(err: FastifyError): ApiError {
  switch (err.statusCode) {
    case 413:
      return new ApiError('body-too-large', 'the body is larger than 256 KiB');
    case 415:
      return new ApiError('unsupported-media-type', 'the body must be JSON (Content-Type: application/json)');
    // A file the static server will not give out (a dotfile, a path out of its folder) is not
    // there, as far as anyone asking is concerned.
    case 403:
    case 404:
      return new ApiError('not-found', 'no such path');
    default:
      return new ApiError('bad-request', err.message);
  }
}

function apiErrorOf(err: FastifyError): { error: ApiError; log: 'error' | 'warn' | null } {
  if (err instanceof ApiError) return { error: err, log: err.status >= 500 ? 'warn' : null };
  if (err.validation) return { error: new ApiError('bad-request', validationMessage(err)), log: null };
  const sqlstate = (err as { code?: string }).code ?? '';
  if (err instanceof DatabaseUnavailable || RETRYABLE_SQLSTATES.has(sqlstate)) {
    return { error: new ApiError('database-unavailable', 'the database is not answering: retry'), log: 'warn' };
  }
  if (TEXT_SQLSTATES.has(sqlstate)) {
    return { error: new ApiError('bad-request', 'the request holds text the database cannot store'), log: 'warn' };
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return { error: frameworkRefusal(err), log: null };
  return { error: new ApiError('internal', 'the server failed to answer: retry'), log: 'error' };
}

/** Fastify's error handler: the answer in the API's format, the 5xx logged with the request id. */
export function answerError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { error, log } = apiErrorOf(err);
  if (log === 'error') req.log.error({ err, reqId: req.id, url: req.url, method: req.method }, 'internal error');
  else if (log === 'warn') req.log.warn({ err: err.message, code: error.code }, 'unavailable');
  const body = error.body();
  if (error.code === 'internal') body.error.message = `${body.error.message} (request ${req.id})`;
  return reply.code(error.status).send(body);
}

/** The raw answer to a connection Node refused before Fastify saw a request (connection-limits.ts). */
export function rawErrorAnswer(code: ErrorCode, message: string, headers: Readonly<Record<string, string>>): string {
  const error = new ApiError(code, message);
  const body = JSON.stringify(error.body());
  const lines = [
    `HTTP/1.1 ${error.status} ${STATUS_TEXT[error.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};
