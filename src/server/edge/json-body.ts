/**
 * JSON bodies, checked before anything recursive touches them (SERVER.md: bad input is a 400): a
 * body nested deeper than any call of the API needs is refused by a linear scan of its text, so
 * neither the parser, the schema check nor the canonical JSON of idempotency (canonical.ts) ever
 * walks a hostile depth. Both JSON parsers of the server use it: the API's and the signed routes'
 * (operators/signed-body.ts), which keeps the raw text for the signature.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';

/** The deepest a body may nest: the API's deepest body (a bet in a list in a body) is 3 levels. */
const MAX_JSON_DEPTH = 32;

/** A 400 when `text` opens more than `max` arrays and objects inside each other; null otherwise. */
export function nestingProblem(text: string, max = MAX_JSON_DEPTH): ApiError | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return new ApiError('bad-request', `body: nested deeper than ${max} levels`);
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return null;
}

/** The API's JSON parser: Fastify's own (prototype poisoning refused) after the nesting check. */
export function checkedJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
    const problem = nestingProblem(text as string);
    if (problem) return done(problem, undefined);
    parseJson(req, text as string, done);
  });
}
