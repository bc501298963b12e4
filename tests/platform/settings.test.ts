import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SettingsStore } from '../../src/platform/settings';
import { createStore, MemoryStorage } from '../../src/platform/storage';

const env = (more: Partial<{ prefersReducedMotion: boolean; launchSpeed: 'normal' | 'fast' | null }> = {}) => ({
  prefersReducedMotion: false,
  launchSpeed: null,
  ...more,
});

describe('settings', () => {
  it('start from the defaults and survive a reload', () => {
    const storage = new MemoryStorage();
    const first = new SettingsStore(createStore(storage), env());
    expect(first.get()).toEqual(DEFAULT_SETTINGS);
    first.update({ sound: false, volume: 0.33, speed: 'fast', fourColourDeck: true });
    const reloaded = new SettingsStore(createStore(storage), env());
    expect(reloaded.get()).toMatchObject({ sound: false, volume: 0.3, speed: 'fast', fourColourDeck: true });
  });

  it('refuse unknown settings and bad values, changing nothing', () => {
    const s = new SettingsStore(createStore(new MemoryStorage()), env());
    expect(() => s.update({ volume: 2 })).toThrow(/volume/);
    expect(() => s.update({ speed: 'warp' })).toThrow(/speed/);
    expect(() => s.update({ sound: false, colour: 'red' })).toThrow(/unknown setting "colour"/);
    expect(s.get()).toEqual(DEFAULT_SETTINGS);
  });

  it('report corrupt storage and fall back to the defaults', () => {
    const storage = new MemoryStorage();
    storage.setItem('felt.settings', '{not json');
    const store = createStore(storage);
    const s = new SettingsStore(store, env());
    expect(s.get()).toEqual(DEFAULT_SETTINGS);
    expect(store.problems()).toEqual([
      expect.objectContaining({ code: 'storage-reset', key: 'settings', status: 'corrupt' }),
    ]);
  });

  it('speed: turbo over the launch parameter over the saved setting', () => {
    const storage = new MemoryStorage();
    new SettingsStore(createStore(storage), env()).update({ speed: 'fast' });
    const s = new SettingsStore(createStore(storage), env({ launchSpeed: 'normal' }));
    expect(s.speed).toBe('normal');
    s.setTurbo(true);
    expect(s.speed).toBe('fast');
    expect(s.timeScale).toBeCloseTo(1 / 3);
    s.setTurbo(false);
    expect(s.speed).toBe('normal');
  });

  it('a player who asked for reduced motion starts in fast mode, toned down', () => {
    const s = new SettingsStore(createStore(new MemoryStorage()), env({ prefersReducedMotion: true }));
    expect(s.speed).toBe('fast');
    expect(s.reducedMotion).toBe(true);
  });

  it('tell listeners about every change', () => {
    const s = new SettingsStore(createStore(new MemoryStorage()), env());
    const seen: boolean[] = [];
    s.onChange((v) => seen.push(v.music));
    s.update({ music: true });
    s.update({ music: false });
    expect(seen).toEqual([true, false]);
  });

  it('a record saved before the computer players setting keeps its settings and turns them on', () => {
    const storage = new MemoryStorage();
    const store = createStore(storage);
    const { computerPlayers: _, ...old } = { ...DEFAULT_SETTINGS, volume: 0.4, fourColourDeck: true };
    store.write('settings', 1, old);
    const s = new SettingsStore(createStore(storage), env());
    expect(s.get()).toEqual({ ...DEFAULT_SETTINGS, volume: 0.4, fourColourDeck: true, computerPlayers: true });
    s.update({ computerPlayers: false });
    expect(new SettingsStore(createStore(storage), env()).get().computerPlayers).toBe(false);
  });

  it('remembers the answer to a back bet’s "match?" (false until the player answers), also in an older record', () => {
    const storage = new MemoryStorage();
    const store = createStore(storage);
    const { behindMatch: _, ...old } = { ...DEFAULT_SETTINGS, volume: 0.3 };
    store.write('settings', 1, old);
    const s = new SettingsStore(createStore(storage), env());
    expect(s.get()).toEqual({ ...DEFAULT_SETTINGS, volume: 0.3, behindMatch: false });
    s.update({ behindMatch: true });
    expect(new SettingsStore(createStore(storage), env()).get().behindMatch).toBe(true);
    expect(() => s.update({ behindMatch: 'yes' })).toThrow(/behindMatch/);
  });
});
