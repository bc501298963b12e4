import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_TIMEOUT_MS, fontRequests, loadFonts } from '../../src/app/load-fonts';

/** A FontFaceSet whose loads settle when the test says so. */
function fakeFonts() {
  const calls: [string, string | undefined][] = [];
  const settle: ((ok: boolean) => void)[] = [];
  return {
    calls,
    settle,
    set: {
      load: (font: string, text?: string) => {
        calls.push([font, text]);
        return new Promise<FontFace[]>((resolve, reject) =>
          settle.push((ok) => (ok ? resolve([]) : reject(new Error('network')))),
        );
      },
    },
  };
}

/** Whether the promise has settled once pending callbacks ran. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('loadFonts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the Greek files only for Greek, the Latin ones and the symbols always', () => {
    for (const [, text] of fontRequests('en')) expect(/[\u0370-\u03ff]/.test(text)).toBe(false);
    for (const [, text] of fontRequests('el')) expect(text).toMatch(/[\u0370-\u03ff]/);
    for (const lang of ['en', 'fi', 'it', 'el'])
      for (const [, text] of fontRequests(lang)) expect(text).toMatch(/A.*♠/);
  });

  it('waits for every face, then resolves', async () => {
    vi.useFakeTimers();
    const f = fakeFonts();
    const done = loadFonts({ lang: 'fi', fonts: f.set });
    expect(f.calls).toEqual(fontRequests('fi'));
    f.settle[0]?.(true);
    expect(await settled(done)).toBe(false);
    f.settle[1]?.(true);
    expect(await settled(done)).toBe(true);
  });

  it('a face that fails does not reject or hold the game', async () => {
    vi.useFakeTimers();
    const f = fakeFonts();
    const done = loadFonts({ lang: 'en', fonts: f.set });
    f.settle[0]?.(false);
    f.settle[1]?.(true);
    expect(await settled(done)).toBe(true);
    await expect(done).resolves.toBeUndefined();
  });

  it('a face that never arrives is given up after the timeout (the system stack draws instead)', async () => {
    vi.useFakeTimers();
    const f = fakeFonts();
    const done = loadFonts({ lang: 'el', fonts: f.set });
    f.settle[0]?.(true);
    await vi.advanceTimersByTimeAsync(FONT_TIMEOUT_MS - 1);
    expect(await settled(done)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(done)).toBe(true);
  });

  it('without a FontFaceSet (no document) it resolves at once', async () => {
    await expect(loadFonts({ lang: 'en' })).resolves.toBeUndefined();
  });
});
