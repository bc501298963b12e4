/**
 * Skipping the spin at the real roulette table screen, built in node over a real machine and its
 * demo port on the play clock (as game-module.ts opens it): Space during the spin ends the spin
 * stage at once — the machine hears `anim.done` and shows the result, the ball in the result's
 * pocket and the number announced on the big wheel — a second Space skips the pause on it, and the
 * round ends as it would have: the wheel back in its place, the balance the engine's, the render
 * loop let go. The spin is a normal one (seven seconds): the test's own five would run out first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { paintsNothing } from '../../ui/support/pixi-node';

let keydown: ((e: KeyboardEvent) => void) | null = null;
const globals = { window: globalThis.window, document: (globalThis as { document?: unknown }).document };
beforeAll(() => {
  Object.assign(globalThis, {
    // the screen listens for keys on the window; textures are painted on `document`'s canvases
    window: {
      addEventListener: (type: string, fn: (e: KeyboardEvent) => void) => {
        if (type === 'keydown') keydown = fn;
      },
      removeEventListener: () => undefined,
    },
    document: { createElement: () => ({ width: 1, height: 1, style: {}, getContext: paintsNothing }) },
  });
});
afterAll(() => {
  Object.assign(globalThis, globals);
});

const { rouletteTable } = await import('../../../src/engine/roulette/rules');
const { pocketOf } = await import('../../../src/engine/roulette/wheel');
const { rouletteDemoPort } = await import('../../../src/demo/roulette/demo-port');
const { rouletteMachine } = await import('../../../src/machines/roulette.machine');
const { portActors } = await import('../../../src/machines/round-port');
const { DemoBank } = await import('../../../src/demo/bank/demo-bank');
const { translator } = await import('../../../src/platform/i18n');
const { createStore, MemoryStorage } = await import('../../../src/platform/storage');
const { motionClock } = await import('../../../src/view/kit/stage/motion');
const { listNodes } = await import('../../../src/look/inspector');
const { RouletteScreen } = await import('../../../src/view/roulette/roulette-screen');

const table = rouletteTable('roulette-european');
const WINS = 17;

function kit(held: Set<string>) {
  const t = translator('en');
  const none = () => undefined;
  const hud = {
    t,
    money: String,
    resolution: 1,
    invalidate: none,
    hold: none,
    release: none,
    speed: () => 1,
    onLobby: null,
    onHistory: none,
    onRules: none,
    onSettings: none,
    onRebuy: none,
  };
  return {
    game: 'roulette' as const,
    t,
    lang: 'en' as const,
    money: String,
    chipLabel: String,
    resolution: 1,
    invalidate: none,
    hold: (key: string) => void held.add(key),
    release: (key: string) => void held.delete(key),
    speed: () => 1,
    calm: () => false,
    fourColour: () => false,
    sound: none,
    loop: none,
    canRebuy: () => false,
    hud,
    onMessage: none,
    announce: none,
  };
}

const press = (key: string) => {
  let prevented = false;
  keydown?.({ key, repeat: false, target: null, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent);
  return prevented;
};
const stageState = () => JSON.parse(listNodes().find((n) => n.id === 'rou.stage')?.label ?? 'null');
const settle = () => new Promise((done) => setTimeout(done, 30));

describe('skipping the spin at the roulette table', () => {
  it('Space skips the spin to its result, a second the pause on it; the round ends as the engine says', async () => {
    const { bank } = DemoBank.open(createStore(new MemoryStorage()), {
      currency: 'EUR',
      startingBalance: 10_000,
      clock: () => 0,
    });
    const rng = { uint32: () => 0, int: () => pocketOf(WINS) };
    const port = rouletteDemoPort({ bank, history: null, table, rng });
    const machine = rouletteMachine.provide({ actors: portActors(port) });
    const input = { table, balance: bank.balance(), callerId: 'skip', animationTimeout: 60_000 };
    const actor = createActor(machine, { input, clock: motionClock }).start();
    await waitFor(actor, (s) => s.matches('betting'));
    const held = new Set<string>();
    const screen = new RouletteScreen(actor, kit(held), false);
    screen.resize(1440, 900);
    screen.show();
    try {
      actor.send({ type: 'chip.select', value: 100 });
      actor.send({ type: 'bet.place', bet: 'straight:17' });
      await settle();
      // (no climax yet: Space is the spin key while bets are taken, and it spins)
      expect(press(' ')).toBe(true);
      await waitFor(actor, (s) => s.matches('spinning'));
      await settle();
      const up = stageState();
      expect(up.phase).toBe('spinning');
      expect(up.number).toBeNull();
      // Space: the spin ends now, the machine moves on to the result, the number is announced.
      expect(press(' ')).toBe(true);
      // (a spin left to run its seven seconds would not get there in two)
      await waitFor(actor, (s) => s.matches('result'), { timeout: 2_000 });
      await settle();
      const shown = stageState();
      expect(shown.phase).toBe('announced');
      expect(shown.number).toBe(WINS);
      expect(shown.wheel.width).toBeCloseTo(shown.climax.width, 3);
      const nodes = listNodes();
      const state = JSON.parse(nodes.find((n) => n.id === 'rou.state')?.label ?? '{}');
      expect(state.spinning).toBe(false);
      expect(state.resting).toBe(WINS);
      // Nothing moves while the number is on show: nothing holds the render loop open.
      expect(held.size).toBe(0);
      // Escape skips the pause on the number: the wheel goes back, the round is paid and ends.
      expect(press('Escape')).toBe(true);
      await settle();
      expect(stageState().phase).toBe('leaving');
      await waitFor(actor, (s) => s.matches('betting'));
      await settle();
      expect(listNodes().some((n) => n.id === 'rou.stage')).toBe(false);
      expect(bank.balance()).toBe(10_000 - 100 + 3_600);
      expect(held.size).toBe(0);
      // Space spins again once bets are down: it is the spin key again, not a skip.
      expect(JSON.parse(listNodes().find((n) => n.id === 'rou.state')?.label ?? '{}').phase).toBe('betting');
    } finally {
      screen.destroy();
    }
  }, 9_000);
});
