/**
 * The client seed's text field. The canvas has no text input, so this is a DOM `<input>` laid
 * over the place the panel keeps for it (like the accessibility layer's controls, it follows the
 * canvas in CSS px), with a label and a hint a screen reader reads, marked invalid with the
 * problem said when a seed is refused. It joins the accessibility layer (access-layer.ts): Tab
 * reaches it where it shows, among the panel's controls, and while the game is paused (the
 * lobby's `pause`, a hidden tab) it is inert with them. The page's Content-Security-Policy allows
 * no inline style in markup: every style is set through `element.style`. It is removed with the panel.
 */
import { COLORS, css, FONT_UI } from '../../look/theme';
import { addPageControl, type Box } from '../../view/kit/access/access-layer';

export type { Box };

export interface SeedField {
  /** What is typed now. */
  readonly value: string;
  clear(): void;
  /** Puts the field on `box` (CSS px), cut to `clip` (the panel's visible part); null hides it. */
  place(box: Box | null, clip: Box | null): void;
  /** Marks the field invalid with the problem said, or valid again (null). */
  problem(text: string | null): void;
  /** Takes no typing while a rotation is on its way. */
  enable(on: boolean): void;
  destroy(): void;
}

export interface SeedFieldOptions {
  label: string;
  hint: string;
  /** Enter in the field. */
  onSubmit: () => void;
}

/** Makes a seed field; tests give their own. */
export type SeedFieldFactory = (o: SeedFieldOptions) => SeedField;

const FIELD_ID = 'fairness-client-seed';

function srOnly(tag: string, text: string, id: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = 'sr-only';
  el.id = id;
  el.textContent = text;
  return el;
}

/** The field as a DOM `<input>` in the page, in the accessibility layer. */
export const domSeedField: SeedFieldFactory = (o) => {
  const root = document.createElement('div');
  const input = document.createElement('input');
  const label = srOnly('label', o.label, `${FIELD_ID}-label`) as HTMLLabelElement;
  label.htmlFor = FIELD_ID;
  const hint = srOnly('span', o.hint, `${FIELD_ID}-hint`);
  const problem = srOnly('span', '', `${FIELD_ID}-problem`);
  problem.setAttribute('aria-live', 'polite');
  Object.assign(input, {
    id: FIELD_ID,
    name: 'clientSeed',
    type: 'text',
    autocomplete: 'off',
    spellcheck: false,
    enterKeyHint: 'go',
  });
  input.setAttribute('autocapitalize', 'none');
  input.setAttribute('autocorrect', 'off');
  input.setAttribute('aria-describedby', `${FIELD_ID}-hint ${FIELD_ID}-problem`);
  // The panel draws the field's frame on the canvas; the input brings the text and the caret.
  Object.assign(input.style, {
    position: 'fixed',
    display: 'none',
    boxSizing: 'border-box',
    margin: '0',
    padding: '0 12px',
    border: '0',
    borderRadius: '8px',
    background: 'transparent',
    color: css(COLORS.cream),
    caretColor: css(COLORS.brassLight),
    font: `16px ${FONT_UI}`,
    outline: 'none',
    zIndex: '10',
    // The layer lets pointers through to the canvas; the field takes its own taps.
    pointerEvents: 'auto',
  });
  // The same ring as the accessibility layer's focused controls (style.css).
  input.addEventListener('focus', () => {
    input.style.outline = '3px solid #ffd54a';
    input.style.outlineOffset = '2px';
  });
  input.addEventListener('blur', () => {
    input.style.outline = 'none';
  });
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' || e.isComposing) return;
    e.preventDefault();
    o.onSubmit();
  });
  root.append(label, hint, problem, input);
  let shown: Box | null = null;
  const remove = addPageControl({ element: root, box: () => shown });

  return {
    get value() {
      return input.value;
    },
    clear() {
      input.value = '';
    },
    place(box, clip) {
      const top = box && clip ? Math.max(0, clip.y - box.y) : 0;
      const bottom = box && clip ? Math.max(0, box.y + box.height - (clip.y + clip.height)) : 0;
      if (!box || top + bottom >= box.height) {
        if (document.activeElement === input) input.blur();
        input.style.display = 'none';
        shown = null;
        return;
      }
      shown = box;
      Object.assign(input.style, {
        display: 'block',
        left: `${Math.round(box.x)}px`,
        top: `${Math.round(box.y)}px`,
        width: `${Math.round(box.width)}px`,
        height: `${Math.round(box.height)}px`,
        clipPath: top + bottom > 0 ? `inset(${Math.round(top)}px 0 ${Math.round(bottom)}px 0)` : 'none',
      });
    },
    problem(text) {
      problem.textContent = text ?? '';
      if (text) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    },
    enable(on) {
      input.disabled = !on;
    },
    destroy() {
      remove();
    },
  };
};
