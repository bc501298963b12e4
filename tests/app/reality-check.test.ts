/**
 * The reality check as the page runs it (app/reality-check.ts), on a hand-moved clock, a fake
 * stage and a fake lobby: the lobby's `realityCheck` shows the dialog between rounds (at once at
 * rest, at the end of a round in progress), the schedule's time does the same, the lobby hears the
 * tally's figures, play waits (no close, no Escape, the inactivity time held), and the two
 * answers: CONTINUE, and LEAVE to the lobby's URL or, without one, to a screen that says so.
 * The operator's `message` waits between rounds too and shows its text as given.
 */
import '../ui/support/pixi-node';
import { describe, expect, it, vi } from 'vitest';
import type { Incoming, OutgoingPayloads } from '../../src/platform/bridge';
import { MemoryStorage } from '../../src/platform/storage';
import { wallClock } from './support/wall-clock';

vi.mock('../../src/view/error-screen', () => ({
  // The real one paints its backdrop on a canvas, which node has not.
  ErrorScreen: class {
    readonly text: string;
    constructor(
      readonly title: string,
      message: string,
      _resolution: number,
      readonly action: { label: string; onTap: () => void },
      readonly name: string,
    ) {
      this.text = `${title}. ${message}`;
    }
  },
}));

const { Container } = await import('pixi.js');
const { watchRealityCheck } = await import('../../src/app/reality-check');
const { SessionTally } = await import('../../src/platform/session-tally');
const { loadRegulatedTexts, translator } = await import('../../src/platform/i18n');
// The dialogs' texts load with the reality check's code (app/play-watch.ts).
await loadRegulatedTexts('en');
const { accessNodes, listNodes } = await import('../../src/look/inspector');
const { ErrorScreen } = await import('../../src/view/error-screen');
const { formatMoney } = await import('../../src/engine/shared/money');

type Container = import('pixi.js').Container;
const MINUTE = 60_000;

function fakeStage() {
  let overlay: Container | null = null;
  const stage = {
    screen: null as unknown,
    resolution: 1,
    loop: { invalidate: () => undefined },
    openOverlay(panel: Container) {
      stage.closeOverlay();
      overlay = panel;
      // As the stage does: the panel is on the stage, laid out at the screen's size.
      new Container().addChild(panel);
      (panel as unknown as { resize(w: number, h: number): void }).resize(390, 844);
    },
    closeOverlay() {
      if (!overlay) return;
      const was = overlay;
      overlay = null;
      was.destroy({ children: true });
    },
    get openPanel() {
      return overlay;
    },
    async show(screen: unknown) {
      stage.screen = screen;
    },
  };
  return stage;
}

function setup(o: { minutes?: number | null; lobbyUrl?: string | null; busy?: boolean } = {}) {
  const clock = wallClock();
  const tally = new SessionTally('test', new MemoryStorage(), clock.now);
  const stage = fakeStage();
  const posted: { type: string; payload?: unknown }[] = [];
  let lobby: (m: Incoming) => void = () => undefined;
  const bridge = {
    post: <T extends keyof OutgoingPayloads>(type: T, ...payload: unknown[]) => {
      posted.push(payload.length ? { type, payload: payload[0] } : { type });
    },
    onCommand: (handler: (m: Incoming) => void) => {
      lobby = handler;
    },
  };
  let keyListener: ((e: Event) => void) | null = null;
  const keys = {
    addEventListener: (_type: string, l: (e: Event) => void) => {
      keyListener = l;
    },
    removeEventListener: () => {
      keyListener = null;
    },
  };
  const busy = { now: o.busy ?? false };
  const held: boolean[] = [];
  const left: string[] = [];
  const messages: string[] = [];
  const inspector = { screen: 'table' };
  let reloads = 0;
  const audio = { setPaused: vi.fn() };
  const money = (minor: number) => formatMoney(minor, 'EUR', 'en');
  const check = watchRealityCheck({
    profile: { realityCheckMinutes: o.minutes ?? null },
    tally,
    busy: () => busy.now,
    bridge: bridge as never,
    stage: stage as never,
    audio,
    inspector,
    t: translator('en'),
    lang: 'en',
    money,
    lobbyUrl: o.lobbyUrl ?? null,
    framed: true,
    onMessage: (text) => messages.push(text),
    holdInactivity: (on) => held.push(on),
    timers: clock.host,
    storage: new MemoryStorage(),
    keys,
    leave: (url) => left.push(url),
    reload: () => reloads++,
  });
  /** A round ends on the table as the reporter tells it: no longer busy, then the tally moves. */
  const round = (staked: number, returned: number) => {
    busy.now = false;
    tally.record({ staked, returned });
  };
  const key = (k: string, onControl = false) => {
    const event = {
      key: k,
      target: { closest: (s: string) => (onControl && s === '.access-layer' ? {} : null) },
      stopPropagation: vi.fn(),
      preventDefault: vi.fn(),
    };
    keyListener?.(event as unknown as Event);
    return event;
  };
  return {
    ...{ clock, tally, stage, posted, busy, held, left, messages, inspector, audio, check, round, key },
    lobby: (m: Incoming) => lobby(m),
    reloads: () => reloads,
  };
}

const node = (id: string) => listNodes().find((n) => n.id === id);

function tap(scope: Container | null, id: string): void {
  const found = accessNodes(scope).find((n) => n.id === id);
  if (!found) throw new Error(`no ${id} to tap`);
  found.node.emit('pointertap', {} as never);
}

describe('the reality check', () => {
  it('the lobby asks at rest: the dialog shows at once with the session so far, and the lobby hears its figures', () => {
    const s = setup();
    s.round(1000, 0);
    s.round(2500, 6000);
    s.clock.advance(61 * MINUTE + 5000);
    s.lobby({ type: 'realityCheck' });
    expect(s.stage.openPanel).not.toBeNull();
    expect(node('reality.time')?.label).toBe('1:01:05');
    expect(node('reality.staked')?.label).toBe('€35.00');
    expect(node('reality.returned')?.label).toBe('€60.00');
    expect(node('reality.net')?.label).toBe('+€25.00');
    expect(node('reality.text')?.label).toBe(
      'Reality check. You have played for 1:01:05. Stakes €35.00, returns €60.00, net position +€25.00. Continue playing or leave the game?',
    );
    expect(node('reality.continue')?.label).toBe('CONTINUE PLAYING');
    expect(node('reality.leave')?.label).toBe('LEAVE GAME');
    expect(s.posted).toEqual([
      { type: 'realityCheck', payload: { elapsedSeconds: 3665, staked: 3500, returned: 6000 } },
    ]);
    expect(s.messages.at(-1)).toBe(node('reality.text')?.label);
  });

  it('a check asked for during a round waits for its end, with that round in the figures', () => {
    const s = setup({ busy: true });
    s.lobby({ type: 'realityCheck' });
    s.lobby({ type: 'realityCheck' });
    expect(s.stage.openPanel).toBeNull();
    expect(s.posted).toEqual([]);
    s.clock.advance(4000);
    s.busy.now = false;
    s.tally.record({ staked: 500, returned: 0 });
    expect(s.stage.openPanel).not.toBeNull();
    // Asked twice, shown once.
    expect(s.posted).toEqual([{ type: 'realityCheck', payload: { elapsedSeconds: 4, staked: 500, returned: 0 } }]);
    expect(node('reality.net')?.label).toBe('−€5.00');
  });

  it("falls due on the profile's period, and waits while the lobby holds the game", () => {
    const s = setup({ minutes: 30 });
    s.clock.advance(30 * MINUTE - 1);
    expect(s.stage.openPanel).toBeNull();
    s.clock.advance(1);
    expect(s.posted.map((p) => p.type)).toEqual(['realityCheck']);
    tap(s.stage.openPanel, 'reality.continue');
    s.lobby({ type: 'pause' });
    s.clock.advance(30 * MINUTE);
    expect(s.stage.openPanel).toBeNull();
    s.lobby({ type: 'resume' });
    expect(s.stage.openPanel).not.toBeNull();
    expect(s.posted).toEqual([
      { type: 'realityCheck', payload: { elapsedSeconds: 1800, staked: 0, returned: 0 } },
      { type: 'realityCheck', payload: { elapsedSeconds: 3600, staked: 0, returned: 0 } },
    ]);
  });

  it('play waits for the answer: no close, no tap beside it, no Escape, no table keys; the inactivity time stands', () => {
    const s = setup();
    s.lobby({ type: 'realityCheck' });
    const panel = s.stage.openPanel as Container & { close(): void };
    expect(node('reality.close')).toBeUndefined();
    expect(accessNodes(panel).map((n) => n.id)).toEqual(
      expect.arrayContaining(['reality.text', 'reality.continue', 'reality.leave']),
    );
    expect(accessNodes(panel).some((n) => n.id.endsWith('.close'))).toBe(false);
    panel.close();
    expect(s.stage.openPanel).toBe(panel);
    const esc = s.key('Escape');
    expect(esc.stopPropagation).toHaveBeenCalled();
    expect(esc.preventDefault).toHaveBeenCalled();
    expect(s.key('d').stopPropagation).toHaveBeenCalled();
    expect(s.key(' ').stopPropagation).toHaveBeenCalled();
    // The dialog's own controls still take Tab, Enter and Space.
    expect(s.key('Tab').stopPropagation).not.toHaveBeenCalled();
    expect(s.key('Enter', true).stopPropagation).not.toHaveBeenCalled();
    expect(s.held).toEqual([true]);
  });

  it('CONTINUE closes it: play, the keys and the inactivity time go on; the next check can come', () => {
    const s = setup();
    s.lobby({ type: 'realityCheck' });
    tap(s.stage.openPanel, 'reality.continue');
    expect(s.stage.openPanel).toBeNull();
    expect(s.held).toEqual([true, false]);
    expect(s.key('Escape').stopPropagation).not.toHaveBeenCalled();
    expect(s.posted.map((p) => p.type)).toEqual(['realityCheck']);
    s.lobby({ type: 'realityCheck' });
    expect(s.posted.map((p) => p.type)).toEqual(['realityCheck', 'realityCheck']);
  });

  it("LEAVE posts exit, then goes to the lobby's URL once the lobby has had its moment", () => {
    const s = setup({ lobbyUrl: 'https://casino.example/lobby', minutes: 10 });
    s.lobby({ type: 'realityCheck' });
    tap(s.stage.openPanel, 'reality.leave');
    expect(s.posted.map((p) => p.type)).toEqual(['realityCheck', 'exit']);
    expect(s.left).toEqual([]);
    s.clock.advance(400);
    expect(s.left).toEqual(['https://casino.example/lobby']);
    // Nothing more comes: no second exit, no later check.
    tap(s.stage.openPanel, 'reality.leave');
    s.clock.advance(60 * MINUTE);
    expect(s.posted.map((p) => p.type)).toEqual(['realityCheck', 'exit']);
  });

  it('LEAVE without a lobby to go to ends play on a screen that says so, with PLAY AGAIN', async () => {
    const s = setup({ minutes: 10 });
    s.round(2000, 500);
    s.clock.advance(90_000);
    s.lobby({ type: 'realityCheck' });
    tap(s.stage.openPanel, 'reality.leave');
    await Promise.resolve();
    expect(s.posted.map((p) => p.type)).toEqual(['realityCheck', 'exit']);
    expect(s.stage.openPanel).toBeNull();
    const screen = s.stage.screen as {
      name: string;
      title: string;
      text: string;
      action: { label: string; onTap: () => void };
    };
    expect(screen).toBeInstanceOf(ErrorScreen);
    expect(screen.name).toBe('reality-left');
    expect(screen.title).toBe('You have left the game');
    expect(screen.text).toContain('You played for 0:01:30 this session, with a net position of −€15.00.');
    expect(s.inspector.screen).toBe('reality-left');
    expect(s.audio.setPaused).toHaveBeenCalledWith('ended', true);
    expect(screen.action.label).toBe('PLAY AGAIN');
    screen.action.onTap();
    expect(s.reloads()).toBe(1);
    // A page that has left play shows no more checks.
    s.clock.advance(60 * MINUTE);
    s.lobby({ type: 'realityCheck' });
    expect(s.posted.map((p) => p.type)).toEqual(['realityCheck', 'exit']);
  });

  it('put away by another panel without an answer, it is asked again', () => {
    const s = setup();
    s.lobby({ type: 'realityCheck' });
    s.stage.openOverlay(Object.assign(new Container(), { resize: () => undefined }));
    s.clock.advance(0);
    expect(node('reality.continue')).toBeDefined();
    expect(s.posted.map((p) => p.type)).toEqual(['realityCheck', 'realityCheck']);
  });
});

describe("the operator's notice", () => {
  it('waits for the round in progress, shows the text as given, and OK puts it away', () => {
    const s = setup({ busy: true });
    const text = 'Scheduled maintenance at 02:00 <b>UTC</b>: https://casino.example/a-very-long-address-without-spaces';
    s.lobby({ type: 'message', payload: { text } });
    expect(s.stage.openPanel).toBeNull();
    s.round(100, 0);
    expect(node('operator.text')?.label).toBe(text);
    expect(node('operator.ok')?.label).toBe('OK');
    expect(s.messages.at(-1)).toBe(`Message from the casino: ${text}`);
    tap(s.stage.openPanel, 'operator.ok');
    expect(s.stage.openPanel).toBeNull();
    expect(s.posted).toEqual([]);
  });

  it('a check and notices waiting together: the check first, then each notice in turn', () => {
    const s = setup({ busy: true });
    s.lobby({ type: 'message', payload: { text: 'First notice' } });
    s.lobby({ type: 'message', payload: { text: 'Second notice' } });
    s.lobby({ type: 'realityCheck' });
    s.round(100, 0);
    expect(node('reality.continue')).toBeDefined();
    tap(s.stage.openPanel, 'reality.continue');
    expect(node('operator.text')?.label).toBe('First notice');
    // Put away any way (Escape closes a notice as it does other panels): the next comes.
    s.stage.closeOverlay();
    expect(node('operator.text')?.label).toBe('Second notice');
    tap(s.stage.openPanel, 'operator.ok');
    expect(s.stage.openPanel).toBeNull();
  });
});
