/**
 * The banner over the table while the game server is out of reach: calm while a call is being
 * tried again ("Reconnecting…", the table waits and takes no new input), an alert when the
 * retries are spent. A DOM element, so a screen reader says it (role=status) and it shows even
 * while the canvas is busy; its look is in style.css (`.connection-banner`).
 */
export class ConnectionBanner {
  private readonly element: HTMLDivElement;

  constructor(host: HTMLElement) {
    this.element = document.createElement('div');
    this.element.className = 'connection-banner';
    this.element.setAttribute('role', 'status');
    this.element.setAttribute('aria-live', 'polite');
    this.element.hidden = true;
    host.appendChild(this.element);
  }

  /** Shows `text` (null: hides the banner); `alert` when play cannot go on by itself. */
  show(text: string | null, tone: 'calm' | 'alert'): void {
    this.element.hidden = text === null;
    this.element.textContent = text ?? '';
    this.element.classList.toggle('alert', tone === 'alert');
  }

  /** Takes the banner off the page (its table went). */
  remove(): void {
    this.element.remove();
  }
}
