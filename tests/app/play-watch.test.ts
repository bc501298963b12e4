/**
 * The reality check's code loads only when it is needed (app/play-watch.ts): under a profile
 * without a period nothing of it runs until the lobby asks, and what the lobby sent before the
 * code arrived (a check, a notice, a pause) is handed over, so the player sees the same as if it
 * had been there from the start.
 */
import '../ui/support/pixi-node';
import { describe, expect, it, vi } from 'vitest';
import type { Incoming, OutgoingPayloads } from '../../src/platform/bridge';
import { builtInProfile } from '../../src/platform/jurisdictions';
import { MemoryStorage } from '../../src/platform/storage';
import { wallClock } from './support/wall-clock';

const { Container } = await import('pixi.js');
const { watchPlay } = await import('../../src/app/play-watch');
const { SessionTally } = await import('../../src/platform/session-tally');
const { translator } = await import('../../src/platform/i18n');
const { formatMoney } = await import('../../src/engine/shared/money');

type Panel = import('pixi.js').Container & { text?: string };

function setup() {
  const clock = wallClock();
  let overlay: Panel | null = null;
  const stage = {
    screen: null as unknown,
    resolution: 1,
    loop: { invalidate: () => undefined },
    openOverlay(panel: Panel) {
      overlay?.destroy({ children: true });
      overlay = panel;
      new Container().addChild(panel);
      (panel as unknown as { resize(w: number, h: number): void }).resize(390, 844);
    },
    closeOverlay() {
      const was = overlay;
      overlay = null;
      was?.destroy({ children: true });
    },
    get openPanel() {
      return overlay;
    },
  };
  const posted: { type: string; payload?: unknown }[] = [];
  const handlers: ((m: Incoming) => void)[] = [];
  const bridge = {
    post: <T extends keyof OutgoingPayloads>(type: T, ...payload: unknown[]) => {
      posted.push(payload.length ? { type, payload: payload[0] } : { type });
    },
    onCommand: (handler: (m: Incoming) => void) => handlers.push(handler),
  };
  const lobby = (m: Incoming) => {
    for (const h of [...handlers]) h(m);
  };
  const tally = new SessionTally('test', new MemoryStorage(), clock.now);
  const said: string[] = [];
  watchPlay({
    profile: builtInProfile('default'),
    inactivityMinutes: null,
    tally,
    busy: () => false,
    bridge: bridge as never,
    stage: stage as never,
    audio: { setPaused: vi.fn() } as never,
    inspector: { screen: 'table' } as never,
    t: translator('en'),
    lang: 'en',
    money: (minor: number) => formatMoney(minor, 'EUR', 'en'),
    lobbyUrl: null,
    framed: true,
    onMessage: (text: string) => said.push(text),
    timers: clock.host,
    storage: new MemoryStorage(),
    keys: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  return { stage, posted, lobby, handlers, tally, said };
}

const dialogs = (posted: { type: string }[]) => posted.filter((m) => m.type === 'realityCheck').length;

describe('the reality check loads when it is needed', () => {
  it('with no period, nothing runs until the lobby asks; then the check it asked for shows', async () => {
    const s = setup();
    expect(s.handlers).toHaveLength(1);
    s.tally.record({ staked: 500, returned: 0 });
    s.lobby({ type: 'realityCheck' });
    await vi.waitFor(() => expect(dialogs(s.posted)).toBe(1));
    expect(s.posted.find((m) => m.type === 'realityCheck')?.payload).toMatchObject({ staked: 500, returned: 0 });
    // Its texts came with it: the dialog reads in words, not keys.
    expect(s.stage.openPanel).not.toBeNull();
    expect(s.said.at(-1)).toMatch(/^Reality check\. You have played for 0:00:00\. Stakes €5\.00/);
    // From now on the reality check follows the lobby itself, once per message.
    s.stage.closeOverlay();
    s.lobby({ type: 'realityCheck' });
    await vi.waitFor(() => expect(dialogs(s.posted)).toBe(2));
  });

  it('a notice sent first is shown; a pause sent before the code arrived holds the check until resume', async () => {
    const s = setup();
    s.lobby({ type: 'pause' });
    s.lobby({ type: 'realityCheck' });
    await new Promise((r) => setTimeout(r, 50));
    await vi.waitFor(() => expect(s.handlers.length).toBe(2));
    expect(dialogs(s.posted)).toBe(0);
    s.lobby({ type: 'resume' });
    await vi.waitFor(() => expect(dialogs(s.posted)).toBe(1));
    s.stage.closeOverlay();
    s.lobby({ type: 'message', payload: { text: 'Our live chat is open until midnight.' } });
    await vi.waitFor(() => expect(s.stage.openPanel).not.toBeNull());
  });
});
