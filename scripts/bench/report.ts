/** The bench's one table: a row per figure and subject, with its target and how it was measured. */

export interface Row {
  figure: string;
  subject: string;
  value: number;
  unit: string;
  /** The value as printed. */
  shown: string;
  target: string;
  /** Whether the target is met (null: no target). */
  ok: boolean | null;
  how: string;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (x: number) => `${Math.round(x)} ms`;

export function formatTable(rows: readonly Row[]): string {
  const head = ['figure', 'subject', 'measured', 'target', 'met', 'how it was measured'];
  const cells = rows.map((r) => [
    r.figure,
    r.subject,
    r.shown,
    r.target,
    r.ok === null ? '–' : r.ok ? 'yes' : 'NO',
    r.how,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
  const line = (c: readonly string[]) =>
    c
      .map((x, i) => (i === c.length - 1 ? x : x.padEnd(widths[i] as number)))
      .join(' │ ')
      .trimEnd();
  const rule = widths.map((w, i) => '─'.repeat(i === widths.length - 1 ? Math.min(w, 40) : w)).join('─┼─');
  return [line(head), rule, ...cells.map(line)].join('\n');
}
