/**
 * One try of a call to the game server's JSON API, as every client of it makes one: the bearer
 * token, a timeout, no cookies and no cache; the status and the parsed body, or why no answer came
 * (no connection, a cut or unreadable body, the timeout: nothing is known to be decided). What a
 * refusal's body says is read the same way everywhere (`refusalOf`).
 */

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** A call the server refused (`status` and its error `code`), or `connection-lost` (status 0). */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
  constructor(
    readonly status: number,
    readonly code: string,
    /** What the server said, as it said it. */
    readonly said: string,
    /** The engine's problem behind a refused rule (codes with data), when the server sent one. */
    readonly detail?: unknown,
  ) {
    super(`${status} ${code}: ${said}`);
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export type JsonTry = { answered: true; status: number; body: unknown } | { answered: false; why: string };

export async function jsonTry(
  fetcher: FetchLike,
  url: string,
  o: { method: string; body: string | undefined; token: string | null; timeoutMs: number },
): Promise<JsonTry> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), o.timeoutMs);
  try {
    const response = await fetcher(url, {
      method: o.method,
      headers,
      body: o.body,
      signal: abort.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
    const text = await response.text();
    return { answered: true, status: response.status, body: text ? JSON.parse(text) : null };
  } catch (error) {
    return { answered: false, why: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** The API's refusal `{ error: { code, message, detail? } }` of an answer, as an ApiFailure. */
export function refusalOf(status: number, body: unknown): ApiFailure {
  const error = isObject(body) && isObject(body.error) ? body.error : {};
  const code = typeof error.code === 'string' ? error.code : 'http-error';
  const message = typeof error.message === 'string' ? error.message : `HTTP ${status}`;
  return new ApiFailure(status, code, message, error.detail);
}
