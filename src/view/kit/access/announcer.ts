/**
 * The polite live region: what a player who cannot see the canvas needs to hear (cards dealt,
 * totals, the result, the winning number, the balance), in the player's language. Texts said in
 * quick succession are read as one announcement, in order; the same text twice in a row is said
 * once. Screen readers read it when they are idle (aria-live="polite").
 */

/** How long texts are gathered into one announcement, ms. */
const GATHER_MS = 120;
const KEEP = 100;

export class Announcer {
  private readonly region: HTMLElement;
  private readonly said: string[] = [];
  private pending: string[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private last = '';

  constructor(host: HTMLElement) {
    this.region = document.createElement('div');
    this.region.className = 'sr-only';
    this.region.setAttribute('aria-live', 'polite');
    this.region.setAttribute('aria-atomic', 'true');
    this.region.id = 'announcer';
    host.appendChild(this.region);
  }

  /** Queues a text for the live region (blank texts and repeats are dropped). */
  say(text: string): void {
    const clean = text.replace(/[ \t\r\n]+/g, ' ').trim();
    if (!clean || clean === this.last || this.pending.includes(clean)) return;
    this.pending.push(clean);
    this.timer ??= setTimeout(() => this.flush(), GATHER_MS);
  }

  /** Everything announced so far (the inspector and the browser tests read it). */
  history(): string[] {
    return [...this.said];
  }

  private flush(): void {
    this.timer = null;
    if (this.pending.length === 0) return;
    const text = this.pending.map((p) => (/[.!?…:;]$/.test(p) ? p : `${p}.`)).join(' ');
    this.last = this.pending[this.pending.length - 1] as string;
    this.pending = [];
    this.region.textContent = text;
    this.said.push(text);
    if (this.said.length > KEEP) this.said.splice(0, this.said.length - KEEP);
  }
}
