/**
 * A paused table screen (view/kit/table/table-screen.ts) holds its round, on a real roulette machine and
 * its demo port, run on the play clock as the session runs it: a stage on show does not end, the
 * machine's stage timer does not run out, a stage the machine reaches meanwhile (its port call was
 * on its way) is not shown, and the keys do nothing; the phase it reports is the machine's. On
 * resume the round plays on to its end. The snapshot queue's hold is checked on its own too.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { DemoBank } from '../../src/demo/bank/demo-bank';
import { rouletteDemoPort } from '../../src/demo/roulette/demo-port';
import { rouletteTable } from '../../src/engine/roulette/rules';
import { pocketOf } from '../../src/engine/roulette/wheel';
import type { Rng } from '../../src/engine/shared/rng';
import { type RouletteActor, type RouletteSnapshot, rouletteMachine } from '../../src/machines/roulette.machine';
import { portActors } from '../../src/machines/round-port';
import { phaseOf } from '../../src/machines/table/context';
import { translator } from '../../src/platform/i18n';
import { createStore, MemoryStorage } from '../../src/platform/storage';
import { motionClock, timer } from '../../src/view/kit/stage/motion';
import { SnapshotQueue } from '../../src/view/kit/table/snapshot-queue';
import type { TableKit } from '../../src/view/kit/table/table-kit';
import { type StagedView, type TableSceneParts, TableScreen } from '../../src/view/kit/table/table-screen';

const table = rouletteTable('roulette-european');
const lands = (n: number): Rng => ({ uint32: () => 0, int: () => pocketOf(n) });
/** Each stage's motion, and the machine's stage timer: a pause far longer than both proves it held. */
const STAGE_SECONDS = 0.03;
const TIMEOUT = 60;
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A table with no drawing: it records the stages it animates, what it draws and the keys it answers. */
class RecordingTable extends TableScreen<RouletteSnapshot, StagedView> {
  readonly name = 'recording';
  readonly animated: string[] = [];
  readonly drawn: string[] = [];
  readonly keys: string[] = [];
  protected view: StagedView;
  protected readonly scene: TableSceneParts;

  constructor(actor: RouletteActor) {
    super(actor, kit());
    const hud = { setBalance: () => undefined, setRebuyEnabled: () => undefined };
    this.scene = {
      root: {},
      hud,
      resize: () => undefined,
      setMessage: () => false,
      destroy: () => undefined,
    } as unknown as TableSceneParts;
    this.view = this.viewOf(actor.getSnapshot());
  }

  protected viewOf(s: RouletteSnapshot): StagedView {
    return { phase: phaseOf(s), animating: s.hasTag('animating'), stage: s.context.stage.seq, balance: 0 };
  }

  protected async animate(view: StagedView): Promise<void> {
    this.animated.push(view.phase);
    await timer(STAGE_SECONDS);
  }

  protected sync(view: StagedView): void {
    this.drawn.push(view.phase);
  }

  protected onKey(e: KeyboardEvent): void {
    this.keys.push(e.key);
  }
}

function kit(): TableKit {
  const t = translator('en');
  const none = () => undefined;
  return {
    game: 'roulette',
    t,
    lang: 'en',
    money: String,
    chipLabel: String,
    resolution: 1,
    invalidate: none,
    hold: none,
    release: none,
    speed: () => 1,
    calm: () => false,
    fourColour: () => false,
    sound: none,
    loop: none,
    canRebuy: () => false,
    hud: {
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
    },
    onMessage: none,
    announce: none,
  };
}

/** A roulette table on the play clock (as game-module.ts opens it), its bet placed. */
async function tableWithBet() {
  const { bank } = DemoBank.open(createStore(new MemoryStorage()), {
    currency: 'EUR',
    startingBalance: 10_000,
    clock: () => 0,
  });
  const port = rouletteDemoPort({ bank, history: null, table, rng: lands(17) });
  const machine = rouletteMachine.provide({ actors: portActors(port) });
  const input = { table, balance: bank.balance(), callerId: 'paused', animationTimeout: TIMEOUT };
  const actor = createActor(machine, { input, clock: motionClock }).start();
  await waitFor(actor, (s) => s.matches('betting'));
  const screen = new RecordingTable(actor);
  screen.show();
  actor.send({ type: 'chip.select', value: 100 });
  actor.send({ type: 'bet.place', bet: 'straight:17' });
  return { bank, actor, screen };
}

let keydown: ((e: KeyboardEvent) => void) | null = null;
const press = (key: string) => keydown?.({ key } as KeyboardEvent);
const windowBefore = globalThis.window;
beforeAll(() => {
  Object.assign(globalThis, {
    window: {
      addEventListener: (type: string, fn: (e: KeyboardEvent) => void) => {
        if (type === 'keydown') keydown = fn;
      },
      removeEventListener: () => undefined,
    },
  });
});
afterAll(() => {
  Object.assign(globalThis, { window: windowBefore });
});
afterEach(() => {
  keydown = null;
});

describe('a paused table screen', () => {
  it('holds the stage on show: no answer, no stage timer running out, no keys; resumed, the round ends', async () => {
    const { bank, actor, screen } = await tableWithBet();
    actor.send({ type: 'spin.start' });
    await waitFor(actor, (s) => s.matches('spinning'));
    expect(screen.animated).toEqual(['spinning']);
    screen.pause();
    expect(screen.phase()).toBe('spinning');
    await wait(TIMEOUT * 6);
    expect(phaseOf(actor.getSnapshot())).toBe('spinning');
    expect(screen.animated).toEqual(['spinning']);
    expect(screen.drawn).not.toContain('result');
    press(' ');
    expect(screen.keys).toEqual([]);

    screen.resume();
    await waitFor(actor, (s) => s.matches('betting'), { timeout: 2_000 });
    expect(screen.animated).toEqual(['spinning', 'result', 'payout']);
    expect(screen.phase()).toBe('betting');
    expect(bank.balance()).toBe(10_000 - 100 + 3_600);
    press('c');
    expect(screen.keys).toEqual(['c']);
    screen.destroy();
  });

  it('a stage the machine reaches while paused (its port call was on its way) is shown only on resume', async () => {
    const { bank, actor, screen } = await tableWithBet();
    actor.send({ type: 'spin.start' });
    screen.pause();
    await waitFor(actor, (s) => s.matches('spinning'));
    expect(bank.balance()).toBe(10_000 - 100 + 3_600); // settled by the port, silently
    await wait(TIMEOUT * 6);
    expect(screen.phase()).toBe('spinning');
    expect(screen.animated).toEqual([]);
    expect(screen.drawn).not.toContain('spinning');

    screen.resume();
    await waitFor(actor, (s) => s.matches('betting'), { timeout: 2_000 });
    expect(screen.animated).toEqual(['spinning', 'result', 'payout']);
    screen.destroy();
  });
});

describe('snapshot queue', () => {
  it('held, it shows nothing new; released, it shows the newest snapshot that came meanwhile', async () => {
    const applied: string[] = [];
    const queue = new SnapshotQueue<string>(async (s) => {
      applied.push(s);
    });
    queue.push('betting');
    await wait(0);
    queue.hold();
    queue.push('opening');
    queue.push('spinning');
    await wait(10);
    expect(applied).toEqual(['betting']);
    queue.release();
    await wait(0);
    expect(applied).toEqual(['betting', 'spinning']);
  });
});
