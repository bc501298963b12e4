/**
 * JSON with its keys in order, so that two values that are the same are the same text: a repeated
 * request is known by its body (the demo bank), a saved table by the rules it was saved under.
 */
import { isRecord } from './storage';

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
