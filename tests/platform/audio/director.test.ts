import { describe, expect, it } from 'vitest';
import { AudioDirector, type AudioHost } from '../../../src/platform/audio/audio';
import type { AudioBackend } from '../../../src/platform/audio/backend';
import type { SoundName } from '../../../src/platform/audio/sounds';

/** A sound engine that records what it is told and models the AudioContext's state. */
class FakeBackend implements AudioBackend {
  state = 'suspended';
  log: string[] = [];
  volume = 1;
  muted = false;
  prepared: SoundName[] = [];
  private listeners: (() => void)[] = [];
  onStateChange(listener: () => void): void {
    this.listeners.push(listener);
  }
  private set(state: string) {
    this.state = state;
    for (const l of this.listeners) l();
  }
  resume(): void {
    this.log.push('resume');
    this.set('running');
  }
  suspend(): void {
    this.log.push('suspend');
    this.set('suspended');
  }
  async prepare(names: readonly SoundName[]): Promise<void> {
    this.prepared.push(...names);
  }
  play(name: string, volume: number, speed: number): void {
    this.log.push(`play ${name} ${volume} ${speed}`);
  }
  startLoop(name: string): void {
    this.log.push(`start ${name}`);
  }
  stopLoop(name: string, fadeMs: number): void {
    this.log.push(`stop ${name} ${fadeMs}`);
  }
  setLoopSpeed(name: string, speed: number): void {
    this.log.push(`speed ${name} ${speed}`);
  }
  setVolume(volume: number): void {
    this.volume = volume;
  }
  setMuted(muted: boolean): void {
    this.muted = muted;
  }
  destroy(): void {
    this.log.push('destroy');
  }
}

class FakeDocument extends EventTarget {
  hidden = false;
  setHidden(hidden: boolean) {
    this.hidden = hidden;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function setup(options: { hidden?: boolean; loadOnGesture?: boolean } = {}) {
  const win = new EventTarget();
  const doc = new FakeDocument();
  doc.hidden = options.hidden ?? false;
  const backend = new FakeBackend();
  let made = 0;
  const host: AudioHost = { window: win, document: doc };
  const director = new AudioDirector({
    host,
    backend: async () => {
      made++;
      return backend;
    },
    loadOnGesture: options.loadOnGesture,
  });
  const gesture = (type = 'pointerdown') => win.dispatchEvent(new Event(type));
  return { director, backend, doc, gesture, made: () => made };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('AudioDirector', () => {
  it('plays nothing and keeps the context suspended before the first gesture', async () => {
    const { director, backend } = setup();
    await director.load();
    expect(director.play('click')).toBe(false);
    director.startLoop('music');
    expect(backend.state).toBe('suspended');
    expect(backend.log).toEqual([]);
    expect(director.status()).toMatchObject({ loaded: true, unlocked: false, context: 'suspended', loops: [] });
  });

  it('unlocks on the first pointerdown: resumes the context, starts wanted loops, then plays', async () => {
    const { director, backend, gesture } = setup();
    await director.load();
    director.startLoop('music');
    gesture();
    expect(backend.log).toEqual(['resume', 'start music']);
    expect(director.play('chipPlace', { volume: 0.5, speed: 1.1 })).toBe(true);
    expect(backend.log.at(-1)).toBe('play chipPlace 0.5 1.1');
    expect(director.status()).toMatchObject({ unlocked: true, context: 'running', loops: ['music'] });
  });

  it('unlocks on a keydown too', async () => {
    const { director, backend, gesture } = setup();
    await director.load();
    gesture('keydown');
    expect(backend.state).toBe('running');
    expect(director.play('click')).toBe(true);
  });

  it('downloads the engine on the first gesture when nobody loaded it, and only once', async () => {
    const { director, backend, gesture, made } = setup();
    expect(director.status().context).toBe('unloaded');
    gesture();
    gesture();
    await tick();
    expect(made()).toBe(1);
    expect(backend.state).toBe('running');
    expect(backend.prepared).toContain('chipPlace');
    expect(backend.prepared).not.toContain('music');
  });

  it('does not download on a gesture when told not to', async () => {
    const { made, gesture } = setup({ loadOnGesture: false });
    gesture();
    await tick();
    expect(made()).toBe(0);
  });

  it('combines mute reasons: the setting and the lobby each mute, sound returns when both lift', async () => {
    const { director, backend, gesture } = setup();
    await director.load();
    gesture();
    director.startLoop('wheelSpin');
    director.setMuted('lobby', true);
    expect(backend.muted).toBe(true);
    expect(director.play('click')).toBe(false);
    expect(backend.log).toContain('stop wheelSpin 0');
    director.setMuted('setting', true);
    director.setMuted('lobby', false);
    expect(backend.muted).toBe(true);
    expect(director.status().loops).toEqual([]);
    director.setMuted('setting', false);
    expect(backend.muted).toBe(false);
    expect(director.status().loops).toEqual(['wheelSpin']);
    expect(director.play('click')).toBe(true);
  });

  it('a mute before the engine loads holds once it has loaded', async () => {
    const { director, backend } = setup();
    director.setMuted('lobby', true);
    director.setVolume(0.4);
    await director.load();
    expect(backend.muted).toBe(true);
    expect(backend.volume).toBe(0.4);
  });

  it('suspends while the tab is hidden and resumes when it shows again', async () => {
    const { director, backend, doc, gesture } = setup();
    await director.load();
    gesture();
    doc.setHidden(true);
    expect(backend.state).toBe('suspended');
    expect(director.play('click')).toBe(false);
    expect(director.status().paused).toBe(true);
    doc.setHidden(false);
    expect(backend.state).toBe('running');
    expect(director.play('click')).toBe(true);
  });

  it('starts paused in a hidden tab, and a gesture does not resume it there', async () => {
    const { director, backend, doc, gesture } = setup({ hidden: true });
    await director.load();
    gesture();
    expect(backend.state).toBe('suspended');
    doc.setHidden(false);
    expect(backend.state).toBe('running');
  });

  it('combines pause reasons: the lobby pause holds while the tab shows again', async () => {
    const { director, backend, doc, gesture } = setup();
    await director.load();
    gesture();
    director.setPaused('lobby', true);
    doc.setHidden(true);
    doc.setHidden(false);
    expect(backend.state).toBe('suspended');
    director.setPaused('lobby', false);
    expect(backend.state).toBe('running');
  });

  it('puts the context back when something else resumes it while it must stay suspended', async () => {
    const { director, backend, doc, gesture } = setup();
    await director.load();
    gesture();
    doc.setHidden(true);
    backend.resume(); // e.g. @pixi/sound's own unlock on a mousedown
    expect(backend.state).toBe('suspended');
  });

  it('switches effects and music separately', async () => {
    const { director, backend, gesture } = setup();
    await director.load();
    gesture();
    director.startLoop('music');
    director.startLoop('wheelSpin');
    director.setEffects(false);
    expect(director.play('cardDeal')).toBe(false);
    expect(director.status().loops).toEqual(['music']);
    director.setMusic(false);
    expect(director.status().loops).toEqual([]);
    expect(backend.log).toContain('stop music 160');
    director.setMusic(true);
    director.setEffects(true);
    expect(director.status().loops.sort()).toEqual(['music', 'wheelSpin']);
    director.stopLoop('wheelSpin');
    expect(director.status().loops).toEqual(['music']);
  });

  it('applies the settings panel: sound off mutes, volume clamps, effects and music follow', async () => {
    const { director, backend, gesture } = setup();
    await director.load();
    gesture();
    director.applySettings({ sound: false, volume: 0.3, effects: true, music: false });
    expect(backend.muted).toBe(true);
    expect(backend.volume).toBe(0.3);
    director.applySettings({ sound: true, volume: 7, effects: false, music: true });
    expect(backend.muted).toBe(false);
    expect(backend.volume).toBe(1);
    expect(director.status()).toMatchObject({ effects: false, music: true });
  });

  it('keeps a loop speed for the loop it was set on, until that loop is stopped', async () => {
    const { director, backend, gesture } = setup();
    await director.load();
    director.startLoop('wheelSpin');
    director.setLoopSpeed('wheelSpin', 0.7);
    gesture();
    expect(backend.log).toEqual(['resume', 'start wheelSpin', 'speed wheelSpin 0.7']);
    director.stopLoop('wheelSpin');
    director.startLoop('wheelSpin');
    expect(backend.log.slice(-1)).toEqual(['start wheelSpin']);
  });

  it('reports nothing heard on a browser without WebAudio (a closed, silent engine)', async () => {
    const { director, backend, gesture } = setup();
    backend.state = 'closed';
    await director.load();
    gesture();
    expect(backend.log).toEqual([]);
    expect(director.play('click')).toBe(false);
  });

  it('stops listening and releases the engine on destroy', async () => {
    const { director, backend, gesture } = setup();
    await director.load();
    director.destroy();
    gesture();
    expect(backend.log).toEqual(['destroy']);
    expect(director.play('click')).toBe(false);
  });
});
