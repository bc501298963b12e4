/**
 * The accessibility layer: one transparent DOM element over each control the canvas draws, so a
 * keyboard reaches every control with Tab in reading order (top to bottom, left to right) and sees
 * a focus ring around it, and a screen reader hears its name in the player's language, its state
 * (dimmed, pressed, on, a value) and its role. Enter or Space presses the focused control; arrow
 * keys work a slider, a scrolling panel or a picker (the roulette layout). Mouse and touch go
 * straight through to the canvas (the layer takes no pointer events).
 *
 * The layer follows the scene after frames render, at most a few times a second while something
 * moves, and once more when it comes to rest. An open panel keeps focus inside it; while the game
 * is paused the layer is inert. When the focused control goes away (DEAL once the cards come), the
 * focus waits and then moves to the nearest of the controls that appear next (HIT).
 *
 * The layer is the page's `<main>` landmark (the canvas under it is hidden from screen readers),
 * named as the page is: its title, in the player's language. A DOM control of the page's own over
 * the canvas (the fairness section's text field) joins it with `addPageControl`: it then sits in
 * the landmark, in reading order among the layer's controls (Tab reaches it where it shows), and is
 * inert with them while the game is paused.
 */
import type { AccessNode } from '../../../look/inspector';

/** A place on the page, CSS px, in the canvas's coordinates (as the nodes' own). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A DOM control of the page's own that the layer keeps among its controls (addPageControl). */
export interface PageControl {
  /** The control's element, with its label and hint. */
  readonly element: HTMLElement;
  /** Where it shows now; null while it is hidden (its element then stays where it was). */
  box(): Box | null;
}

export interface AccessSource {
  /** The nodes to offer now (inside the open panel, if any). */
  nodes(): AccessNode[];
  /** Stage offset of the canvas in the page, CSS px (0, 0 when it fills the window). */
  origin?(): { x: number; y: number };
  /** Taps a control at its centre, as a finger would (tap.ts). */
  tap(node: AccessNode): void;
}

const ROLES: Record<AccessNode['role'], string> = {
  button: 'button',
  switch: 'switch',
  slider: 'slider',
  scroll: 'region',
  picker: 'application',
  text: 'note',
  none: 'none',
};

const SYNC_MS = 250;

interface Item {
  el: HTMLElement;
  node: AccessNode;
}

/** The page's layer (one a page) and the page's own controls it holds. */
let current: AccessLayer | null = null;
const controls = new Set<PageControl>();

/**
 * Puts a DOM control of the page's own into the layer (into the body while the page has none);
 * returns what takes it off the page again.
 */
export function addPageControl(control: PageControl): () => void {
  controls.add(control);
  (current?.root ?? document.body).appendChild(control.element);
  current?.schedule();
  return () => {
    controls.delete(control);
    control.element.remove();
    current?.schedule();
  };
}

export class AccessLayer {
  readonly root: HTMLElement;
  private readonly items = new Map<string, Item>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastSync = 0;
  /**
   * Where the focused control was when it went away (CSS px) and the controls there were then,
   * until another control takes the focus.
   */
  private lostAt: { x: number; y: number; before: Set<string> } | null = null;
  private inert = false;

  /** Presses a control as a tap at its centre would. */
  private activate(node: AccessNode): void {
    if (!node.enabled || node.node.destroyed) return;
    if (node.access.activate) node.access.activate();
    else this.source.tap(node);
  }

  constructor(
    host: HTMLElement,
    private readonly source: AccessSource,
  ) {
    // The page's main content for a screen reader: the canvas under it is hidden from it.
    this.root = document.createElement('main');
    this.root.className = 'access-layer';
    if (document.title) this.root.setAttribute('aria-label', document.title);
    // A parking place for the focus while the control it was on is away (keys still reach the game).
    this.root.tabIndex = -1;
    host.appendChild(this.root);
    current = this;
    for (const control of controls) this.root.appendChild(control.element);
    this.root.addEventListener('keydown', this.onKey);
    this.root.addEventListener('click', this.onClick);
    this.root.addEventListener('focusin', (e) => {
      if (e.target !== this.root) this.lostAt = null;
      this.itemOf(e.target)?.node.access.focus?.(true);
    });
    this.root.addEventListener('focusout', (e) => this.itemOf(e.target)?.node.access.focus?.(false));
  }

  /** After a frame: follows the scene, throttled while things move. */
  schedule(): void {
    if (this.timer) return;
    const wait = Math.max(0, SYNC_MS - (performance.now() - this.lastSync));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.sync();
    }, wait);
  }

  /** Paused by the lobby or a hidden tab: nothing can be focused or pressed (nor typed in a page control). */
  setInert(on: boolean): void {
    this.inert = on;
    this.root.inert = on;
  }

  /** The layer as it is now: each shown control, placed, named and in reading order. */
  sync(): void {
    this.lastSync = performance.now();
    const shownControls = [...controls].flatMap((control) => {
      const box = control.box();
      return box ? [{ ...box, control }] : [];
    });
    const order = readingOrder<AccessNode | (Box & { control: PageControl })>([
      ...this.source.nodes(),
      ...shownControls,
    ]);
    const nodes = order.filter((n): n is AccessNode => !('control' in n));
    const origin = this.source.origin?.() ?? { x: 0, y: 0 };
    const active = document.activeElement;
    const focusedId =
      active instanceof HTMLElement && active.parentElement === this.root ? active.dataset.id : undefined;
    const seen = new Set<string>();
    const shownBefore = new Set(this.items.keys());
    let previous: HTMLElement | null = null;
    for (const entry of order) {
      let el: HTMLElement;
      if ('control' in entry) el = entry.control.element;
      else {
        const node = entry;
        seen.add(node.id);
        let item = this.items.get(node.id);
        if (!item) {
          item = { el: document.createElement('div'), node };
          item.el.dataset.id = node.id;
          this.items.set(node.id, item);
        }
        item.node = node;
        describe(item.el, node, origin);
        el = item.el;
      }
      // Keep DOM order = reading order without moving the focused element needlessly (a move
      // drops the focus: it is given back).
      const want: ChildNode | null = previous ? previous.nextSibling : this.root.firstChild;
      if (want !== el) {
        const focused = active instanceof HTMLElement && el.contains(active) ? active : null;
        this.root.insertBefore(el, want);
        if (focused && document.activeElement !== focused) focused.focus({ preventScroll: true });
      }
      previous = el;
    }
    for (const [id, item] of this.items) {
      if (seen.has(id)) continue;
      if (id === focusedId) {
        const n = item.node;
        this.lostAt = { x: n.x + n.width / 2, y: n.y + n.height / 2, before: shownBefore };
        this.root.focus({ preventScroll: true });
      }
      item.el.remove();
      this.items.delete(id);
    }
    const lost = this.lostAt;
    if (lost && !this.inert && (document.activeElement === this.root || document.activeElement === document.body)) {
      // The focus goes to the nearest of the controls that came since (HIT, where DEAL was).
      const near = nearest(
        nodes.filter((n) => !lost.before.has(n.id)),
        lost,
      );
      if (near) this.items.get(near.id)?.el.focus({ preventScroll: true });
    }
  }

  private itemOf(target: EventTarget | null): Item | undefined {
    const id = target instanceof HTMLElement ? target.dataset.id : undefined;
    return id ? this.items.get(id) : undefined;
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const item = this.itemOf(e.target);
    if (!item || this.inert || e.ctrlKey || e.metaKey || e.altKey) return;
    const { node } = item;
    const press = e.key === 'Enter' || e.key === ' ';
    if (node.access.key && node.enabled && node.access.key(e.key)) {
      e.preventDefault();
      e.stopPropagation();
      this.sync();
      return;
    }
    if (!press || node.role === 'text' || node.role === 'scroll' || node.role === 'slider') return;
    // Enter and Space press the focused control, not the table's own Space/Enter shortcut.
    e.preventDefault();
    e.stopPropagation();
    if (!e.repeat) this.activate(node);
    // The control's state (pressed, dimmed, gone) as the press left it, then where things move to.
    this.sync();
    this.schedule();
  };

  /** A screen reader's click on a control presses it. */
  private readonly onClick = (e: MouseEvent): void => {
    const item = this.itemOf(e.target);
    if (!item || this.inert) return;
    e.preventDefault();
    this.activate(item.node);
    this.sync();
    this.schedule();
  };
}

function describe(el: HTMLElement, node: AccessNode, origin: { x: number; y: number }): void {
  const role = ROLES[node.role];
  set(el, 'role', role);
  const value = node.access.value?.();
  set(el, 'aria-label', value && node.role !== 'slider' ? `${node.name}: ${value}` : node.name);
  if (node.role === 'text') el.removeAttribute('tabindex');
  else if (el.tabIndex !== 0) el.tabIndex = 0;
  set(el, 'aria-disabled', node.enabled ? null : 'true');
  const checked = node.access.checked?.();
  set(el, node.role === 'switch' ? 'aria-checked' : 'aria-pressed', checked === undefined ? null : String(checked));
  if (node.role === 'slider') {
    set(el, 'aria-valuemin', '0');
    set(el, 'aria-valuemax', '100');
    set(el, 'aria-valuenow', String(Math.round(node.access.level?.() ?? 0)));
    set(el, 'aria-valuetext', value ?? null);
  }
  const text = node.access.text?.() ?? '';
  if (el.textContent !== text) el.textContent = text;
  const style = `translate(${Math.round(node.x + origin.x)}px, ${Math.round(node.y + origin.y)}px)`;
  if (el.style.transform !== style) el.style.transform = style;
  const w = `${Math.round(node.width)}px`;
  const h = `${Math.round(node.height)}px`;
  if (el.style.width !== w) el.style.width = w;
  if (el.style.height !== h) el.style.height = h;
}

function set(el: HTMLElement, name: string, value: string | null): void {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * Reading order: rows from the top (controls whose middles lie within half the smaller one's
 * height of each other share a row), left to right within a row.
 */
export function readingOrder<T extends { x: number; y: number; width: number; height: number }>(nodes: T[]): T[] {
  const byTop = [...nodes].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2) || a.x - b.x);
  const rows: { mid: number; half: number; items: T[] }[] = [];
  for (const n of byTop) {
    const mid = n.y + n.height / 2;
    const row = rows[rows.length - 1];
    if (row && Math.abs(mid - row.mid) <= Math.min(row.half, n.height / 2)) row.items.push(n);
    else rows.push({ mid, half: n.height / 2, items: [n] });
  }
  return rows.flatMap((r) => r.items.sort((a, b) => a.x - b.x));
}

function nearest(nodes: AccessNode[], at: { x: number; y: number }): AccessNode | null {
  let best: AccessNode | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const n of nodes) {
    if (n.role === 'text' || !n.enabled) continue;
    const d = Math.hypot(n.x + n.width / 2 - at.x, n.y + n.height / 2 - at.y);
    if (d < bestD) {
      bestD = d;
      best = n;
    }
  }
  return best;
}
