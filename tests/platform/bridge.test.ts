import { describe, expect, it, vi } from 'vitest';
import { type Incoming, LobbyBridge, readEnvelope } from '../../src/platform/bridge';

function setup(parentOrigin: string | null = 'https://lobby.example') {
  const listeners: ((e: Event) => void)[] = [];
  const self = {
    addEventListener: (_: string, l: (e: Event) => void) => listeners.push(l),
    removeEventListener: () => listeners.splice(0),
  } as unknown as Window;
  const posted: { message: unknown; origin: string }[] = [];
  const parent = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  } as unknown as Window;
  const warn = vi.fn();
  const bridge = new LobbyBridge({ self, parent, parentOrigin, warn });
  const received: Incoming[] = [];
  bridge.onCommand((m) => received.push(m));
  const send = (data: unknown, origin = 'https://lobby.example') => {
    for (const l of listeners) l({ data, origin } as MessageEvent);
  };
  return { bridge, posted, warn, received, send };
}

const env = (type: string, payload?: unknown) => ({ source: 'casino-game', version: 1, type, payload });

describe('lobby bridge', () => {
  it('posts versioned envelopes to the parent origin only', () => {
    const { bridge, posted } = setup();
    bridge.post('ready', { game: 'roulette', table: 'roulette-european', lang: 'fi', currency: 'EUR' });
    bridge.post('busy');
    expect(posted).toEqual([
      {
        message: env('ready', { game: 'roulette', table: 'roulette-european', lang: 'fi', currency: 'EUR' }),
        origin: 'https://lobby.example',
      },
      { message: env('busy'), origin: 'https://lobby.example' },
    ]);
  });

  it('refuses to post without a parent origin', () => {
    const { bridge, posted } = setup(null);
    bridge.post('balance', { balance: 5 });
    expect(bridge.connected).toBe(false);
    expect(posted).toEqual([]);
  });

  it('passes on the commands of EMBEDDING.md', () => {
    const { send, received, warn } = setup();
    send(env('pause'));
    send(env('resume'));
    send(env('audio', { muted: true }));
    send(env('turbo', { on: false }));
    send(env('refreshBalance'));
    send(env('getState'));
    expect(received).toEqual([
      { type: 'pause' },
      { type: 'resume' },
      { type: 'audio', payload: { muted: true } },
      { type: 'turbo', payload: { on: false } },
      { type: 'refreshBalance' },
      { type: 'getState' },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores, with one warning each, another origin and malformed envelopes', () => {
    const { send, received, warn } = setup();
    send(env('pause'), 'https://evil.example');
    send({ source: 'casino-game', version: 2, type: 'pause' });
    send({ source: 'other', version: 1, type: 'pause' });
    send(env('audio', { muted: 'yes' }));
    send(env('launchMissiles'));
    send('pause');
    send(null);
    expect(received).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(7);
  });

  it('a failing handler is reported, never thrown back at the lobby', () => {
    const { bridge, send, warn } = setup();
    bridge.onCommand(() => {
      throw new Error('boom');
    });
    expect(() => send(env('pause'))).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('boom'));
  });

  it('reads envelopes strictly', () => {
    expect(readEnvelope(env('turbo', { on: true }))).toEqual({ type: 'turbo', payload: { on: true } });
    expect(readEnvelope([])).toEqual({ invalid: 'not an object' });
    expect('invalid' in readEnvelope(env('turbo'))).toBe(true);
  });

  it("passes on the lobby's reality check and its notices, the text as given", () => {
    const { send, received, warn } = setup();
    send(env('realityCheck'));
    send(env('message', { text: 'Maintenance at 02:00 <b>UTC</b>' }));
    send(env('message', { text: 'x'.repeat(500) }));
    expect(received).toEqual([
      { type: 'realityCheck' },
      { type: 'message', payload: { text: 'Maintenance at 02:00 <b>UTC</b>' } },
      { type: 'message', payload: { text: 'x'.repeat(500) } },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses, with one warning each, a notice that is missing, empty, not text or too long', () => {
    const { send, received, warn } = setup();
    send(env('message'));
    send(env('message', {}));
    send(env('message', { text: '' }));
    send(env('message', { text: '   ' }));
    send(env('message', { text: 42 }));
    send(env('message', { text: 'x'.repeat(501) }));
    expect(received).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('1 to 500 characters'));
  });

  it("posts a reality check with the session's figures", () => {
    const { bridge, posted } = setup();
    bridge.post('realityCheck', { elapsedSeconds: 3605, staked: 12000, returned: 9500 });
    expect(posted).toEqual([
      {
        message: env('realityCheck', { elapsedSeconds: 3605, staked: 12000, returned: 9500 }),
        origin: 'https://lobby.example',
      },
    ]);
  });
});
