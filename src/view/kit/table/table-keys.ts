/**
 * Which key presses a table answers: a key pressed on its own (no Ctrl, Cmd or Alt, so browser
 * and system shortcuts keep working), not held down to repeat, and not typed into a text field.
 * Every table's shortcuts read the key through this one gate, so they agree on what is theirs.
 */

/** The pressed key in lower case when the table should answer it, else null. */
export function tableKey(e: KeyboardEvent): string | null {
  if (e.repeat || e.ctrlKey || e.metaKey || e.altKey) return null;
  const el = e.target as HTMLElement | null;
  if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA')) return null;
  return e.key.toLowerCase();
}
