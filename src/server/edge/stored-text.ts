/**
 * Text the database can store: PostgreSQL refuses a NUL character in `text` and `jsonb`, and a
 * lone UTF-16 surrogate (half of a character) in `jsonb`, so a string carrying either would fail
 * deep inside a call as a 500. Every string of a request (body keys and values, path parameters,
 * the query) is checked once its schema has passed, and refused with a 400 naming the field.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes('\0') || LONE_SURROGATE.test(s);

/** The path of the first string in `value` the database cannot store (`body.bets[0].bet`); null when none. */
export function unstorableText(value: unknown, root: string): string | null {
  // A stack, not recursion: the body's depth is bounded (json-body.ts), but this need not rely on it.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      if (unstorable(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => {
        stack.push([item, `${path}[${i}]`]);
      });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (unstorable(key)) return `${path} (a field name)`;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

function check(req: FastifyRequest): void {
  for (const [value, root] of [
    [req.params, 'params'],
    [req.query, 'query'],
    [req.body, 'body'],
  ] as const) {
    const path = unstorableText(value, root);
    if (path) throw new ApiError('bad-request', `${path}: text with a NUL character or half of a UTF-16 pair`);
  }
}

/** Checks every route's request once its schema (and a signed route's signature) has passed. */
export function storableTextOnly(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => check(req));
}
