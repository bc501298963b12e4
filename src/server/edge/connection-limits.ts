/**
 * What a connection may take of the server (SERVER.md "Running it", docs/OPERATORS.md): a whole
 * request, headers and body, within REQUEST_TIMEOUT_MS (default 30 s) or `408`, checked every
 * second or less (Node checks every 30 s by default, so a 30 s limit could run to a minute); a
 * connection silent for twice that closed; bodies of at most 256 KiB. A slow sender gets its 408 in
 * the API's error format, as do headers too large (431) and a request Node cannot parse (400).
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import { ApiError } from '../errors';
import { API_HEADERS } from './answer-headers';
import { rawErrorAnswer } from './error-answer';

const BODY_LIMIT_BYTES = 256 * 1024;

function clientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? rawErrorAnswer('request-timeout', 'the request did not arrive in time', API_HEADERS)
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? rawErrorAnswer('headers-too-large', 'the request headers are larger than 16 KiB', API_HEADERS)
        : rawErrorAnswer('bad-request', 'the request is not HTTP the server can read', API_HEADERS);
  if (socket.writable) socket.end(answer);
  socket.destroy();
}

/** The Fastify options of the server's edge: limits, timeouts, request ids and framework errors. */
export function connectionLimits(config: ServerConfig): FastifyHttpOptions<Server> {
  const timeout = config.requestTimeoutMs;
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: timeout,
    connectionTimeout: 2 * timeout,
    http: {
      requestTimeout: timeout,
      headersTimeout: timeout,
      connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(timeout / 10))),
    },
    clientErrorHandler: clientError,
    // A request id nobody can choose or guess: it is quoted to a support desk and found in the log.
    genReqId: () => randomUUID(),
    frameworkErrors: (error, _req, reply) => {
      const bad = new ApiError('bad-request', `the URL cannot be read: ${error.message}`);
      (reply as FastifyReply).code(bad.status).send(bad.body());
    },
  };
}
