/**
 * Every answer of the API checked against its route's response schema (src/contract) before
 * Fastify serialises it. Serialising alone would hide a drift: fast-json-stringify drops a field
 * the schema does not name and coerces a value of the wrong type, so the check is a real JSON
 * Schema validation (ajv, the validator Fastify itself uses) of the object the route answered.
 * A route of the API (`/v1/…`) without a schema for the status it answers is a problem too.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface AnswerProblem {
  method: string;
  url: string;
  status: number;
  problem: string;
}

/** The schema of `status` in a route's `response`: the status itself, then its class (`4xx`), then `default`. */
function schemaFor(response: unknown, status: number): object | null {
  if (typeof response !== 'object' || response === null) return null;
  const byStatus = response as Record<string, unknown>;
  const found = byStatus[String(status)] ?? byStatus[`${String(status)[0]}xx`] ?? byStatus.default;
  return typeof found === 'object' && found !== null ? found : null;
}

export function checkAnswers(app: FastifyInstance, onProblem: (p: AnswerProblem) => void): void {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const compiled = new WeakMap<object, ValidateFunction>();
  const report = (req: FastifyRequest, status: number, problem: string) =>
    onProblem({ method: req.method, url: req.url, status, problem });

  app.addHook('preSerialization', async (req, reply, payload) => {
    // No route (the not-found answer) or not the API's (the built game's files): nothing to hold it to.
    if (!req.routeOptions.url?.startsWith('/v1/')) return payload;
    const schema = schemaFor(req.routeOptions.schema?.response, reply.statusCode);
    if (!schema) {
      report(req, reply.statusCode, `no response schema for ${reply.statusCode} on ${req.routeOptions.url}`);
      return payload;
    }
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (!validate(payload)) {
      const errors = (validate.errors ?? []).map(
        (e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
      );
      report(req, reply.statusCode, `${errors.join('; ')} in ${JSON.stringify(payload)}`);
    }
    return payload;
  });
}
