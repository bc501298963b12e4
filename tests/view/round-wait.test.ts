/**
 * The wait between rounds as the table shows it (view/kit/table/round-wait.ts and the table screen): the
 * start button's label counts the seconds down in the player's language and in capitals, the
 * button stays on show but not enabled while it counts, a timer redraws the betting table once
 * each time the count moves and stops when the wait is over or the table goes, and with no gap
 * (the default profile) nothing changes and no timer runs.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { DemoBank } from '../../src/demo/bank/demo-bank';
import { rouletteDemoPort } from '../../src/demo/roulette/demo-port';
import { rouletteTable } from '../../src/engine/roulette/rules';
import { type RouletteActor, type RouletteSnapshot, rouletteMachine } from '../../src/machines/roulette.machine';
import { portActors } from '../../src/machines/round-port';
import { phaseOf } from '../../src/machines/table/context';
import { type Language, translator } from '../../src/platform/i18n';
import { RoundPace } from '../../src/platform/round-pace';
import { createStore, MemoryStorage } from '../../src/platform/storage';
import { holdStart, RoundWaitTimer, waitLabel } from '../../src/view/kit/table/round-wait';
import type { TableKit } from '../../src/view/kit/table/table-kit';
import { type StagedView, type TableSceneParts, TableScreen } from '../../src/view/kit/table/table-screen';

const label = (ms: number, lang: Language = 'en') => waitLabel(ms, translator(lang), lang);

afterEach(() => {
  vi.useRealTimers();
});

describe('the start button while the next round waits', () => {
  it('counts whole seconds up, in capitals, in every language (Greek without tonos)', () => {
    expect(label(5000)).toBe('WAIT 5');
    expect(label(4300)).toBe('WAIT 5');
    expect(label(4000)).toBe('WAIT 4');
    expect(label(1)).toBe('WAIT 1');
    expect(label(3000, 'fi')).toBe('ODOTA 3');
    expect(label(3000, 'it')).toBe('ATTENDI 3');
    expect(label(3000, 'el')).toBe('ΑΝΑΜΟΝΗ 3');
  });

  it('says nothing once the round may start', () => {
    expect(label(0)).toBeNull();
    expect(label(-20)).toBeNull();
  });

  it('holds only the start button, which stays on show; nothing changes without a wait', () => {
    const buttons = { undo: true, clear: true, deal: true };
    expect(holdStart(buttons, 'deal', 'WAIT 4')).toEqual({ undo: true, clear: true, deal: false });
    expect(holdStart(buttons, 'deal', null)).toBe(buttons);
    // A start button the phase does not list is not added.
    expect(holdStart({ same: true }, 'deal' as string, 'WAIT 4')).toEqual({ same: true });
  });
});

describe('the wait timer', () => {
  it('ticks each time the count moves, down to the moment the wait is over, then stops', () => {
    vi.useFakeTimers();
    const pace = new RoundPace(5000, () => Date.now());
    const seen: (string | null)[] = [];
    const timer = new RoundWaitTimer(pace, () => seen.push(label(pace.waitMs())));
    expect(vi.getTimerCount()).toBe(0);
    pace.started();
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual(['WAIT 4', 'WAIT 3', 'WAIT 2', 'WAIT 1', null]);
    expect(vi.getTimerCount()).toBe(0);
    timer.stop();
  });

  it('stops with the table: no tick after stop, and a later round schedules none', () => {
    vi.useFakeTimers();
    const pace = new RoundPace(5000, () => Date.now());
    let ticks = 0;
    const timer = new RoundWaitTimer(pace, () => ticks++);
    pace.started();
    vi.advanceTimersByTime(1500);
    expect(ticks).toBe(1);
    timer.stop();
    vi.advanceTimersByTime(10_000);
    pace.started();
    expect(vi.getTimerCount()).toBe(0);
    expect(ticks).toBe(1);
  });

  it('a wait shown again after its timer stopped (the clock set back) is counted down again', () => {
    vi.useFakeTimers();
    const pace = new RoundPace(5000, () => Date.now());
    const seen: (string | null)[] = [];
    const timer = new RoundWaitTimer(pace, () => seen.push(label(pace.waitMs())));
    pace.started();
    const start = Date.now();
    vi.advanceTimersByTime(6000);
    expect(vi.getTimerCount()).toBe(0);
    vi.setSystemTime(start + 2500);
    seen.length = 0;
    // What a table does as it shows the wait's label.
    timer.keep();
    timer.keep();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual(['WAIT 2', 'WAIT 1', null]);
    expect(vi.getTimerCount()).toBe(0);
    timer.stop();
    vi.setSystemTime(start + 1000);
    timer.keep();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with no gap (the default profile) never runs', () => {
    vi.useFakeTimers();
    const pace = new RoundPace(0, () => Date.now());
    const timer = new RoundWaitTimer(pace, () => undefined);
    pace.started();
    timer.follow();
    expect(vi.getTimerCount()).toBe(0);
    timer.stop();
  });
});

// --- at a table screen ----------------------------------------------------------------------------

interface View extends StagedView {
  snapshot: RouletteSnapshot;
}

/** A table with no drawing: it records the start button's label each time it is drawn. */
class WaitingTable extends TableScreen<RouletteSnapshot, View> {
  readonly name = 'waiting';
  readonly drawn: (string | null)[] = [];
  /** The message line a table whose start would be enabled shows, as last drawn. */
  message: string | null = null;
  protected view: View;
  protected readonly scene: TableSceneParts;

  constructor(actor: RouletteActor, kit: TableKit) {
    super(actor, kit);
    const hud = { setBalance: () => undefined, setRebuyEnabled: () => undefined };
    this.scene = {
      root: {},
      hud,
      resize: () => undefined,
      setMessage: () => true,
      destroy: () => undefined,
    } as unknown as TableSceneParts;
    this.view = this.viewOf(actor.getSnapshot());
  }

  protected viewOf(s: RouletteSnapshot): View {
    const { context } = s;
    return { phase: phaseOf(s), animating: s.hasTag('animating'), stage: context.stage.seq, balance: 0, snapshot: s };
  }

  protected async animate(): Promise<void> {}

  protected sync(): void {
    this.drawn.push(this.waiting());
    this.message = this.waitMessage(true);
  }

  protected onKey(): void {}
}

function kit(pace: RoundPace): TableKit {
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
    speed: () => 0,
    calm: () => false,
    fourColour: () => false,
    sound: none,
    loop: none,
    canRebuy: () => false,
    pace,
    hud: { t, money: String, resolution: 1, invalidate: none, hold: none, release: none, speed: () => 0 },
    onMessage: none,
    announce: none,
  } as unknown as TableKit;
}

const windowBefore = globalThis.window;
beforeAll(() => {
  Object.assign(globalThis, { window: { addEventListener: () => undefined, removeEventListener: () => undefined } });
});
afterAll(() => {
  Object.assign(globalThis, { window: windowBefore });
});

describe('a table screen during the wait', () => {
  it('redraws the betting table as the count moves, from a wait already running when it opened, until it is over', async () => {
    const table = rouletteTable('roulette-european');
    const { bank } = DemoBank.open(createStore(new MemoryStorage()), {
      currency: 'EUR',
      startingBalance: 10_000,
      clock: () => 0,
    });
    const port = rouletteDemoPort({ bank, history: null, table, rng: { uint32: () => 0, int: () => 0 } });
    const actor = createActor(rouletteMachine.provide({ actors: portActors(port) }), {
      input: { table, balance: bank.balance(), callerId: 'wait' },
    }).start();
    await waitFor(actor, (s) => s.matches('betting'));
    vi.useFakeTimers();
    const pace = new RoundPace(5000, () => Date.now());
    pace.started(2500);
    const screen = new WaitingTable(actor, kit(pace));
    screen.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.drawn.at(-1)).toBe('WAIT 3');
    expect(screen.message).toBe(translator('en')('notice.tooSoon'));
    const opened = screen.drawn.length;
    await vi.advanceTimersByTimeAsync(3000);
    expect(screen.drawn.slice(opened)).toEqual(['WAIT 2', 'WAIT 1', null]);
    expect(screen.message).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    // The next round's wait, then the table goes: its timer goes with it.
    pace.started();
    expect(vi.getTimerCount()).toBe(1);
    screen.destroy();
    expect(vi.getTimerCount()).toBe(0);
    actor.stop();
  });
});
