/**
 * The keyboard while a dialog must be answered (the reality check): the table's shortcuts (deal,
 * spin, rebet) would play a round under it, and Escape would put it away as it does other panels.
 * So, from the window's capture phase (before any of those listeners), every key stops here except
 * Tab, which moves between the dialog's controls (the access layer offers only those), and Enter
 * or Space on one of them, which the access layer turns into a press and stops itself.
 */

/** The keyboard controls over the canvas (view/kit/access/access-layer.ts). */
const ACCESS_LAYER = '.access-layer';

export function answerOnlyKeys(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  active: () => boolean,
): () => void {
  const onKey = (event: Event) => {
    const e = event as KeyboardEvent;
    if (!active() || e.key === 'Tab') return;
    const el = e.target as { closest?: (selector: string) => unknown } | null;
    const onControl = typeof el?.closest === 'function' && el.closest(ACCESS_LAYER) !== null;
    if (onControl && (e.key === 'Enter' || e.key === ' ')) return;
    e.stopPropagation();
    if (e.key === 'Escape' || e.key === ' ') e.preventDefault();
  };
  target.addEventListener('keydown', onKey, true);
  return () => target.removeEventListener('keydown', onKey, true);
}
