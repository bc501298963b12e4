import { describe, expect, it } from 'vitest';
import { BOOT_STEPS, BootProgress, type BootStep, FADE_MS, type LoaderElement } from '../../src/app/boot-progress';
import { LANGUAGES, translator } from '../../src/platform/i18n';

/** The loader's markup as index.html has it, enough of the DOM for BootProgress. */
function fakeLoader() {
  const part = () => {
    const attrs = new Map<string, string>();
    return {
      attrs,
      textContent: '' as string | null,
      style: { transform: '' },
      setAttribute: (n: string, v: string) => void attrs.set(n, v),
    };
  };
  const bar = part();
  const fill = part();
  const label = part();
  const classes = new Set<string>();
  let removed = false;
  const root: LoaderElement = {
    textContent: null,
    classList: { add: (c) => void classes.add(c) },
    querySelector: (s) => ({ '[role=progressbar]': bar, '.boot-fill': fill, '.boot-label': label })[s] ?? null,
    remove: () => {
      removed = true;
    },
  };
  return { root, bar, fill, label, classes, removed: () => removed };
}

/** Timers the test runs itself. */
function manualTimers() {
  const queue: { run: () => void; ms: number }[] = [];
  return { queue, later: (run: () => void, ms: number) => void queue.push({ run, ms }) };
}

describe('the loading screen follows the boot', () => {
  it('walks code → renderer → textures → table with a rising bar and a line per step in the player’s language', () => {
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const dom = fakeLoader();
      const progress = new BootProgress(dom.root, t);
      expect(dom.bar.attrs.get('aria-label')).toBe(t('loader.progress'));
      // nothing known yet: the bar is indeterminate (the stylesheet sweeps it)
      expect(dom.bar.attrs.has('aria-valuenow')).toBe(false);
      let last = 0;
      for (const step of ['code', 'renderer', 'textures', 'table'] as BootStep[]) {
        progress.reach(step);
        const now = Number(dom.bar.attrs.get('aria-valuenow'));
        expect(now).toBe(BOOT_STEPS[step].percent);
        expect(now).toBeGreaterThan(last);
        expect(dom.fill.style.transform).toBe(`scaleX(${now / 100})`);
        expect(dom.label.textContent).toBe(t(BOOT_STEPS[step].key));
        // every line is translated (the key itself would show if it were missing)
        expect(dom.label.textContent).not.toMatch(/^loader\./);
        last = now;
      }
    }
  });

  it('says the lobby opens on a lobby launch', () => {
    const dom = fakeLoader();
    new BootProgress(dom.root, translator('fi')).reach('lobby');
    expect(dom.label.textContent).toBe('Aula avataan…');
  });

  it('does not go back: a step behind the current one leaves the bar and the line alone', () => {
    const dom = fakeLoader();
    const progress = new BootProgress(dom.root, translator('en'));
    progress.reach('textures');
    progress.reach('renderer');
    expect(progress.step).toBe('textures');
    expect(dom.bar.attrs.get('aria-valuenow')).toBe(String(BOOT_STEPS.textures.percent));
    expect(dom.label.textContent).toBe('Shuffling the decks…');
  });

  it('fills, fades and leaves the DOM once the table is playable; later steps do nothing', () => {
    const dom = fakeLoader();
    const timers = manualTimers();
    const progress = new BootProgress(dom.root, translator('en'), timers.later);
    progress.reach('table');
    progress.done();
    expect(dom.bar.attrs.get('aria-valuenow')).toBe('100');
    expect(dom.classes.has('done')).toBe(true);
    expect(dom.removed()).toBe(false);
    expect(timers.queue.map((q) => q.ms)).toEqual([FADE_MS]);
    timers.queue[0]?.run();
    expect(dom.removed()).toBe(true);
    // a table opened later from the lobby does not bring it back
    progress.reach('lobby');
    progress.done();
    expect(timers.queue).toHaveLength(1);
    expect(dom.label.textContent).toBe('Opening the table…');
  });

  it('says why when the renderer cannot start, and keeps saying it', () => {
    const dom = fakeLoader();
    const progress = new BootProgress(dom.root, translator('it'));
    progress.reach('renderer');
    progress.fail('Il browser non può disegnare i tavoli.');
    expect(dom.root.textContent).toBe('Il browser non può disegnare i tavoli.');
    expect(dom.classes.has('error')).toBe(true);
    progress.done();
    expect(dom.classes.has('done')).toBe(false);
  });

  it('boots without a loader in the page (a host page of its own)', () => {
    const progress = new BootProgress(null, translator('el'));
    progress.reach('code');
    expect(progress.step).toBe('code');
    expect(() => progress.done()).not.toThrow();
  });
});
