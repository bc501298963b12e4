/**
 * How the report writes numbers and text into HTML: escaped text, returns as percentages with
 * enough digits for their precision, intervals as "± half-width", shares and money.
 */
export { money } from '../rules-text';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** 0.9894 → "98.9400 %" (a narrow no-break space before the sign, as print typesetting has it). */
export function pct(share: number, digits = 4): string {
  return `${(share * 100).toFixed(digits)}\u202f%`;
}

/** A measured return and its 95 % half-width: "99.6606 % ± 0.0219". */
export function pctCi(rtp: number, ci95: number, digits = 4): string {
  return `${pct(rtp, digits)} ± ${(ci95 * 100).toFixed(digits)}`;
}

/** A multiple of a stake: 8 → "8×", 1.5 → "1.5×", 0.95 → "0.95×". */
export function times(multiple: number): string {
  return `${Number(multiple.toFixed(4))}×`;
}

/** A count with thousands separators. */
export function count(n: number): string {
  return n.toLocaleString('en');
}

/** A plain number to `digits` significant decimals. */
export function dec(x: number, digits = 4): string {
  return x.toFixed(digits);
}

/** A share as a probability, in scientific form when small: 0.000123 → "1.23e-4". */
export function prob(p: number): string {
  if (p === 0) return '0';
  return p >= 0.001 ? p.toFixed(6) : p.toExponential(3);
}

/** Seconds as "4 min 12 s" or "12.3 s". */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const m = Math.floor(seconds / 60);
  return `${m} min ${Math.round(seconds - 60 * m)} s`;
}

/**
 * A table of header cells and rows; cells are HTML already escaped by the caller. Columns listed
 * in `numeric` are right-aligned and never wrap (figures read down a column).
 */
export function htmlTable(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  cls = '',
  numeric: readonly number[] = [],
): string {
  const at = (i: number) => (numeric.includes(i) ? ' class="n"' : '');
  const th = head.map((h, i) => `<th${at(i)}>${h}</th>`).join('');
  const tr = rows.map((r) => `<tr>${r.map((c, i) => `<td${at(i)}>${c}</td>`).join('')}</tr>`).join('\n');
  return `<table${cls ? ` class="${cls}"` : ''}><thead><tr>${th}</tr></thead><tbody>\n${tr}\n</tbody></table>`;
}

/** A heading and what follows it, kept on one page (no heading alone at the foot of a page). */
export function keep(html: string): string {
  return `<div class="keep">${html}</div>`;
}
