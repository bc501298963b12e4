/**
 * A table's own id, the stem of the request ids its machine makes (`3f9a…-7`): random, so two
 * tables, two tabs or a table opened again never make the same request id.
 */
export function newCallerId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
