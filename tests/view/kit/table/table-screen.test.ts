/**
 * The table screen every game's table is (view/kit/table/table-screen.ts), on a real roulette machine and
 * its demo port: each stage is animated once and answered, and an animation that throws does not
 * stop the table — the error is logged, the table shows the snapshot and play goes on. A table
 * that comes back in the middle of a stage (a reload) draws it without animating it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { DemoBank } from '../../../../src/demo/bank/demo-bank';
import { rouletteDemoPort } from '../../../../src/demo/roulette/demo-port';
import { rouletteTable } from '../../../../src/engine/roulette/rules';
import { pocketOf } from '../../../../src/engine/roulette/wheel';
import type { Rng } from '../../../../src/engine/shared/rng';
import { type RouletteActor, type RouletteSnapshot, rouletteMachine } from '../../../../src/machines/roulette.machine';
import { portActors } from '../../../../src/machines/round-port';
import { phaseOf } from '../../../../src/machines/table/context';
import { translator } from '../../../../src/platform/i18n';
import { createStore, MemoryStorage } from '../../../../src/platform/storage';
import type { TableKit } from '../../../../src/view/kit/table/table-kit';
import { type StagedView, type TableSceneParts, TableScreen } from '../../../../src/view/kit/table/table-screen';

const table = rouletteTable('roulette-european');
const lands = (n: number): Rng => ({ uint32: () => 0, int: () => pocketOf(n) });

interface View extends StagedView {
  snapshot: RouletteSnapshot;
}

/** A table with no drawing: it records what it is asked to show; its animation may throw. */
class RecordingTable extends TableScreen<RouletteSnapshot, View> {
  readonly name = 'recording';
  readonly animated: string[] = [];
  readonly drawn: string[] = [];
  failOn: string | null = null;
  protected view: View;
  protected readonly scene: TableSceneParts;

  constructor(actor: RouletteActor, kit: TableKit, messages: string[]) {
    super(actor, kit);
    const hud = { setBalance: () => undefined, setRebuyEnabled: () => undefined };
    this.scene = {
      root: {},
      hud,
      resize: () => undefined,
      setMessage: (text: string) => messages.push(text) > 0,
      destroy: () => undefined,
    } as unknown as TableSceneParts;
    this.view = this.viewOf(actor.getSnapshot());
  }

  protected viewOf(s: RouletteSnapshot): View {
    return {
      phase: phaseOf(s),
      animating: s.hasTag('animating'),
      stage: s.context.stage.seq,
      balance: s.context.balance,
      snapshot: s,
    };
  }

  protected async animate(view: View): Promise<void> {
    this.animated.push(view.phase);
    await new Promise((done) => setTimeout(done, 1));
    if (view.phase === this.failOn) throw new Error(`the ${view.phase} animation broke`);
  }

  protected sync(view: View): void {
    this.drawn.push(view.phase);
    this.showBalance(view);
  }

  protected onKey(): void {}
}

function kit(): TableKit {
  const t = translator('en');
  return {
    game: 'roulette',
    t,
    lang: 'en',
    money: (m) => String(m),
    chipLabel: (m) => String(m),
    resolution: 1,
    invalidate: () => undefined,
    hold: () => undefined,
    release: () => undefined,
    speed: () => 0,
    calm: () => false,
    fourColour: () => false,
    sound: () => undefined,
    loop: () => undefined,
    canRebuy: () => false,
    hud: {
      t,
      money: String,
      resolution: 1,
      invalidate: () => undefined,
      hold: () => undefined,
      release: () => undefined,
      speed: () => 0,
      onLobby: null,
      onHistory: () => undefined,
      onRules: () => undefined,
      onSettings: () => undefined,
      onRebuy: () => undefined,
    },
    onMessage: () => undefined,
    announce: () => undefined,
  };
}

function spinTable(n: number) {
  const { bank } = DemoBank.open(createStore(new MemoryStorage()), {
    currency: 'EUR',
    startingBalance: 10_000,
    clock: () => 0,
  });
  const port = rouletteDemoPort({ bank, history: null, table, rng: lands(n) });
  const machine = rouletteMachine.provide({ actors: portActors(port) });
  return { bank, machine, input: { table, balance: bank.balance(), callerId: 'screen' } };
}

const windowBefore = globalThis.window;
beforeAll(() => {
  // the screen listens for keys on the window while it shows
  Object.assign(globalThis, { window: { addEventListener: () => undefined, removeEventListener: () => undefined } });
});
afterAll(() => {
  Object.assign(globalThis, { window: windowBefore });
});

describe('the table screen', () => {
  it('animates each stage of a spin once and answers it, so the round plays to its end', async () => {
    const { bank, machine, input } = spinTable(17);
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (s) => s.matches('betting'));
    const screen = new RecordingTable(actor, kit(), []);
    screen.show();
    actor.send({ type: 'chip.select', value: 100 });
    actor.send({ type: 'bet.place', bet: 'straight:17' });
    actor.send({ type: 'spin.start' });
    await waitFor(actor, (s) => s.matches('betting') && s.context.round !== null, { timeout: 2000 });
    expect(screen.animated).toEqual(['spinning', 'result', 'payout']);
    expect(bank.balance()).toBe(10_000 - 100 + 3_600);
    screen.destroy();
  });

  it('an animation that throws is logged, the table jumps to the state and play goes on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { bank, machine, input } = spinTable(5);
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (s) => s.matches('betting'));
    const screen = new RecordingTable(actor, kit(), []);
    screen.failOn = 'result';
    screen.show();
    actor.send({ type: 'chip.select', value: 100 });
    actor.send({ type: 'bet.place', bet: 'red' });
    actor.send({ type: 'spin.start' });
    await waitFor(actor, (s) => s.matches('betting') && s.context.round !== null, { timeout: 2000 });
    expect(screen.animated).toEqual(['spinning', 'result', 'payout']);
    expect(screen.drawn).toContain('result');
    expect(errors).toHaveBeenCalledWith('recording: a stage could not be shown', expect.any(Error));
    expect(bank.balance()).toBe(10_000 + 100);
    expect(bank.reconcile().ok).toBe(true);
    errors.mockRestore();
    screen.destroy();
  });

  it('a table reopened in the middle of a stage draws it as it stands, then animates the next', async () => {
    const { machine, input } = spinTable(0);
    const first = createActor(machine, { input }).start();
    await waitFor(first, (s) => s.matches('betting'));
    first.send({ type: 'chip.select', value: 100 });
    first.send({ type: 'bet.place', bet: 'straight:0' });
    first.send({ type: 'spin.start' });
    await waitFor(first, (s) => s.matches('spinning'));
    const saved = JSON.parse(JSON.stringify(first.getPersistedSnapshot()));
    first.stop();
    const actor = createActor(machine, { snapshot: saved, input }).start();
    const screen = new RecordingTable(actor, kit(), []);
    screen.show();
    await waitFor(actor, (s) => s.matches('betting'), { timeout: 2000 });
    expect(screen.animated).toEqual(['result', 'payout']);
    expect(screen.drawn[0]).toBe('spinning');
    screen.destroy();
  });
});
