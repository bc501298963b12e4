import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { tableRules as baccaratRules } from '../../src/engine/baccarat/rules';
import { tableRules as blackjackRules } from '../../src/engine/blackjack/index';
import { rouletteTable } from '../../src/engine/roulette/rules';
import { pocketOf } from '../../src/engine/roulette/wheel';
import { type Rng, SeededRng } from '../../src/engine/shared/rng';
import { stackedShoe } from '../../src/engine/shared/shoe';
import {
  type BaccaratActor,
  baccaratMachine,
  persistBaccarat,
  resumeBaccarat,
} from '../../src/machines/baccarat.machine';
import {
  type BlackjackActor,
  blackjackMachine,
  persistBlackjack,
  resumeBlackjack,
} from '../../src/machines/blackjack.machine';
import { InsufficientFunds } from '../../src/machines/ports';
import {
  persistRoulette,
  type RouletteActor,
  resumeRoulette,
  rouletteMachine,
} from '../../src/machines/roulette.machine';
import { openDemoMoney } from '../../src/platform/demo-money';
import { GameHistory } from '../../src/platform/history';
import { type JournalEvent, RoundJournal, type RoundSummary } from '../../src/platform/journal';
import { createStore, MemoryStorage, type StorageLike } from '../../src/platform/storage';
import { DemoWallet } from '../../src/platform/wallet';

class ThrowingStorage implements StorageLike {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('quota exceeded', 'QuotaExceededError');
  }
  removeItem(): void {}
}

/** A page visit: wallet, history and journal built over the same storage, as main.ts will. */
function boot(storage: StorageLike, startingBalance = 10_000) {
  let t = 1_790_000_000_000;
  const store = createStore(storage);
  const { wallet } = DemoWallet.open(store, { currency: 'EUR', startingBalance });
  const { history } = GameHistory.open(store, 'EUR');
  const opened = RoundJournal.open(store, wallet, { clock: () => (t += 1_000), history });
  const events: JournalEvent[] = [];
  opened.journal.subscribe((e) => events.push(e));
  return { ...opened, wallet, history, store, events };
}

/** What a machine's persisted snapshot looks like to the journal (only its JSON-ness matters). */
const snap = (value: string, extra: object = {}) => ({ status: 'active', value, context: { wallet: null }, ...extra });

const conserved = (s: { balanceBefore: number; staked: number; returned: number; balanceAfter: number }) =>
  s.balanceBefore - s.staked + s.returned === s.balanceAfter;

describe('round journal: a round without reloads', () => {
  it('journals start, debit, snapshot, settle, credit and close; the summary balances to the cent', async () => {
    const { journal, wallet, history, events, problem, recovered } = boot(new MemoryStorage());
    expect(problem).toBeNull();
    expect(recovered).toEqual([]);
    const port = journal.port('baccarat', 'baccarat-8deck');
    journal.snapshot('baccarat', snap('betting'));
    await port.debit(1_025, 'baccarat-1');
    journal.snapshot('baccarat', snap('dealing'));
    expect(journal.busy()).toBe(true);
    expect(journal.pending('baccarat')).toMatchObject({ stage: 'debited', staked: 1_025, returned: null });
    expect(
      journal.settle('baccarat', {
        returned: 1_998,
        wagers: [{ bet: 'banker', amount: 1_025 }],
        wins: [{ bet: 'banker', amount: 1_998 }],
        detail: { player: ['8S', '2H'], banker: ['KD', '9C'] },
      }),
    ).toEqual({ ok: true });
    await port.credit(1_998, 'baccarat-1');
    expect(wallet.balance()).toBe(10_000 - 1_025 + 1_998);
    const closed = journal.close('baccarat');
    expect(closed.ok).toBe(true);
    const summary = closed.ok ? closed.summary : null;
    expect(summary).toMatchObject({
      game: 'baccarat',
      table: 'baccarat-8deck',
      status: 'complete',
      staked: 1_025,
      returned: 1_998,
      balanceBefore: 10_000,
      balanceAfter: 10_973,
      wins: [{ bet: 'banker', amount: 1_998 }],
      detail: { player: ['8S', '2H'], banker: ['KD', '9C'] },
    });
    expect(summary && conserved(summary)).toBe(true);
    expect(history.list('baccarat')).toEqual([summary]);
    expect(journal.busy()).toBe(false);
    expect(journal.pending('baccarat')).toBeNull();
    expect(wallet.openRounds()).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['round.started', 'round.settled', 'round.credited', 'round.closed']);
    expect(events[0]).toMatchObject({ round: { roundId: summary?.roundId, staked: 1_025 }, balance: 8_975 });
  });

  it('a machine persisting its context (every step) sees only the port, not the journal behind it', () => {
    const { journal } = boot(new MemoryStorage());
    const port = journal.port('baccarat', 'baccarat-8deck');
    // XState's getPersistedSnapshot walks every enumerable property of the context, wallet included
    const walked: string[] = [];
    for (const key in port) walked.push(key);
    expect(walked.sort()).toEqual(['game', 'table']);
    expect(JSON.parse(JSON.stringify(port))).toEqual({ wallet: 'journal', game: 'baccarat' });
    expect(port.balance()).toBe(10_000);
  });

  it('takes the stakes a round adds (double, split) under the same round', async () => {
    const { journal, wallet } = boot(new MemoryStorage());
    const port = journal.port('blackjack', 'bj-classic');
    await port.debit(100, 'blackjack-1');
    await port.debit(100, 'blackjack-1');
    await port.debit(50, 'blackjack-1');
    await port.credit(0, 'blackjack-1');
    const closed = journal.close('blackjack');
    expect(closed).toMatchObject({ ok: true, summary: { staked: 250, returned: 0, balanceAfter: 9_750 } });
    expect(wallet.balance()).toBe(9_750);
  });

  it('gives each round its own id even when the machine repeats its ids (a new actor counts from 1)', async () => {
    const { journal, wallet } = boot(new MemoryStorage());
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const port = journal.port('blackjack', 'bj-classic');
      await port.debit(100, 'blackjack-1');
      await port.credit(200, 'blackjack-1');
      const closed = journal.close('blackjack');
      if (closed.ok) ids.push(closed.summary.roundId);
    }
    expect(new Set(ids).size).toBe(3);
    expect(wallet.balance()).toBe(10_300);
  });

  it('a round no-one wins ends at settle (roulette never credits a loss)', async () => {
    const { journal, wallet } = boot(new MemoryStorage());
    const port = journal.port('roulette', 'roulette-european');
    await port.debit(500, 'roulette-european-1');
    expect(journal.close('roulette')).toEqual({ ok: false, reason: 'not-settled' });
    expect(journal.settle('roulette', { returned: 0, detail: { number: 0 } })).toEqual({ ok: true });
    expect(journal.close('roulette')).toMatchObject({ ok: true, summary: { returned: 0, balanceAfter: 9_500 } });
    expect(wallet.balance()).toBe(9_500);
  });

  it('drops a round whose first stake the wallet refused', async () => {
    const { journal, wallet, events } = boot(new MemoryStorage(), 100);
    const port = journal.port('roulette', 'roulette-european');
    await expect(port.debit(500, 'roulette-european-1')).rejects.toBeInstanceOf(InsufficientFunds);
    expect(journal.pending('roulette')).toBeNull();
    expect(journal.busy()).toBe(false);
    expect(wallet.openRounds()).toEqual([]);
    expect(events).toEqual([]);
  });

  it('refuses settle and close without a round, a second settle with another amount, and bad input', async () => {
    const { journal } = boot(new MemoryStorage());
    expect(journal.settle('roulette', { returned: 1 })).toEqual({ ok: false, reason: 'no-round' });
    expect(journal.close('roulette')).toEqual({ ok: false, reason: 'no-round' });
    await journal.port('roulette', 'roulette-european').debit(100, 'r-1');
    expect(journal.settle('roulette', { returned: -1 })).toEqual({ ok: false, reason: 'invalid' });
    expect(journal.settle('roulette', { returned: 3_600 })).toEqual({ ok: true });
    expect(journal.settle('roulette', { returned: 3_600, detail: { number: 17 } })).toEqual({ ok: true });
    expect(journal.settle('roulette', { returned: 100 })).toEqual({ ok: false, reason: 'amount-mismatch' });
  });

  it('never pays twice: repeated credits through the port or the wallet are acknowledged, not paid', async () => {
    const { journal, wallet } = boot(new MemoryStorage());
    const port = journal.port('baccarat', 'baccarat-8deck');
    await port.debit(1_000, 'baccarat-1');
    await port.credit(2_000, 'baccarat-1');
    await port.credit(2_000, 'baccarat-1');
    const id = journal.pending('baccarat')?.roundId as string;
    await wallet.credit(2_000, id);
    await expect(port.credit(3_000, 'baccarat-1')).rejects.toMatchObject({ code: 'amount-mismatch' });
    await expect(wallet.credit(1, id)).rejects.toMatchObject({ code: 'amount-mismatch' });
    await expect(port.credit(2_000, 'baccarat-7')).rejects.toMatchObject({ code: 'unknown-round' });
    expect(wallet.balance()).toBe(11_000);
    journal.close('baccarat');
    // After close, a late repeat of the same credit is acknowledged, not paid; another is refused.
    await expect(port.credit(2_000, 'baccarat-1')).resolves.toBe(11_000);
    await expect(port.credit(2_001, 'baccarat-1')).rejects.toMatchObject({ code: 'unknown-round' });
    expect(wallet.balance()).toBe(11_000);
  });

  it('refuses rebuy while a round is unfinished, allows it after', async () => {
    const { journal, wallet } = boot(new MemoryStorage());
    const port = journal.port('roulette', 'roulette-european');
    await port.debit(9_000, 'r-1');
    expect(journal.rebuy()).toEqual({ ok: false, reason: 'round-in-progress' });
    journal.settle('roulette', { returned: 0 });
    expect(journal.rebuy()).toEqual({ ok: false, reason: 'round-in-progress' });
    journal.close('roulette');
    expect(journal.rebuy()).toEqual({ ok: true, balance: 10_000, added: 9_000 });
    expect(wallet.balance()).toBe(10_000);
  });

  it('voids a round the machine walked away from when it starts another, returning the stakes', async () => {
    const { journal, wallet, history } = boot(new MemoryStorage());
    const port = journal.port('baccarat', 'baccarat-8deck');
    await port.debit(700, 'baccarat-1');
    await port.debit(300, 'baccarat-2');
    expect(wallet.balance()).toBe(9_700);
    expect(history.list('baccarat')[0]).toMatchObject({ status: 'void', staked: 700, returned: 700 });
    expect(journal.pending('baccarat')).toMatchObject({ staked: 300 });
  });

  it('a finished round left open is closed as complete when the machine starts the next one, even under the same id', async () => {
    const { journal, wallet, history } = boot(new MemoryStorage());
    const port = journal.port('blackjack', 'bj-classic');
    await port.debit(100, 'blackjack-1');
    await port.credit(250, 'blackjack-1');
    await port.debit(100, 'blackjack-1'); // a new actor after a reload counts from 1 again
    expect(history.list('blackjack')[0]).toMatchObject({ status: 'complete', staked: 100, returned: 250 });
    expect(journal.pending('blackjack')).toMatchObject({ stage: 'debited', staked: 100, balanceBefore: 10_150 });
    expect(wallet.balance()).toBe(10_050);
  });

  it('abandon: pays a settled round, voids an unsettled one', async () => {
    const { journal, wallet } = boot(new MemoryStorage());
    const port = journal.port('roulette', 'roulette-european');
    expect(journal.abandon('roulette')).toBeNull();
    await port.debit(100, 'r-1');
    journal.settle('roulette', { returned: 3_600 });
    expect(journal.abandon('roulette')).toMatchObject({ status: 'complete', returned: 3_600, balanceAfter: 13_500 });
    await port.debit(200, 'r-2');
    const voided = journal.abandon('roulette');
    expect(voided).toMatchObject({ status: 'void', staked: 200, returned: 200, balanceAfter: 13_500 });
    expect(wallet.balance()).toBe(13_500);
    expect(wallet.openRounds()).toEqual([]);
  });

  it('keeps the table snapshot between rounds for the next visit', () => {
    const memory = new MemoryStorage();
    boot(memory).journal.snapshot('roulette', snap('betting', { context: { chips: [5, 10] } }));
    const next = boot(memory).journal;
    expect(next.pending('roulette')).toBeNull();
    expect(next.saved('roulette', 'roulette-european')).toMatchObject({
      value: 'betting',
      context: { chips: [5, 10] },
    });
    expect(next.saved('baccarat', 'baccarat-8deck')).toBeNull();
    next.forget('roulette');
    expect(boot(memory).journal.saved('roulette', 'roulette-european')).toBeNull();
  });
});

describe('openDemoMoney: the platform money stores in one call', () => {
  it('builds wallet, history and journal over one storage and gathers the boot problems', async () => {
    const memory = new MemoryStorage();
    const first = openDemoMoney({ storage: memory, currency: 'EUR', startingBalance: 5_000, clock: () => 1 });
    expect(first.problems).toEqual([]);
    const port = first.journal.port('roulette', 'roulette-european');
    await port.debit(1_000, 'roulette-european-1');
    first.journal.snapshot('roulette', snap('spinning'));
    expect(first.wallet.balance()).toBe(4_000);

    memory.setItem('felt.history.EUR', 'not json');
    memory.setItem('felt.journal.EUR', JSON.stringify({ v: 0, data: {} }));
    const second = openDemoMoney({ storage: memory, currency: 'EUR', startingBalance: 5_000, clock: () => 2 });
    expect(second.problems.map((p) => [p.code, p.key, p.status])).toEqual([
      ['storage-reset', 'history.EUR', 'corrupt'],
      ['storage-reset', 'journal.EUR', 'old-version'],
    ]);
    expect(second.recovered).toEqual([{ game: 'roulette', roundId: 'roulette-1', action: 'refunded', amount: 1_000 }]);
    expect(second.wallet.balance()).toBe(5_000);
    expect(second.journal.wallet).toBe(second.wallet);
  });

  it('reports an unusable storage once per key and still plays', async () => {
    const v = openDemoMoney({
      storage: new ThrowingStorage(),
      currency: 'EUR',
      startingBalance: 5_000,
      clock: () => 1,
    });
    expect(v.problems.every((p) => p.code === 'storage-unavailable')).toBe(true);
    expect(v.problems.map((p) => p.key)).toEqual(['wallet.EUR', 'history.EUR', 'journal.EUR']);
    await v.journal.port('baccarat', 'baccarat-8deck').debit(100, 'b-1');
    expect(v.wallet.balance()).toBe(4_900);
  });
});

describe('round journal: recovery after a reload', () => {
  it('debited, not credited: resumes from the last snapshot, and the repeated debit is not taken again', async () => {
    const memory = new MemoryStorage();
    const first = boot(memory);
    const port = first.journal.port('baccarat', 'baccarat-8deck');
    first.journal.snapshot('baccarat', snap('betting'));
    const inFlight = port.debit(1_000, 'baccarat-1'); // the machine's debit actor starts
    // The machine's snapshot while its debit is in flight, with the call's input in it.
    first.journal.snapshot(
      'baccarat',
      snap('debiting', {
        children: {
          debit: {
            src: 'debit',
            snapshot: { status: 'active', input: { wallet: port, amount: 1_000, roundId: 'baccarat-1' } },
          },
        },
      }),
    );
    void inFlight; // the page reloads before the answer reaches the machine

    const second = boot(memory);
    expect(second.problem).toBeNull();
    expect(second.wallet.balance()).toBe(9_000);
    expect(second.recovered).toEqual([{ game: 'baccarat', roundId: 'baccarat-1', action: 'resume', amount: 0 }]);
    const pending = second.journal.pending('baccarat');
    expect(pending).toMatchObject({ roundId: 'baccarat-1', stage: 'debited', staked: 1_000, balanceBefore: 10_000 });
    // The in-flight call's wallet is this visit's port, so the restored actor can call it again.
    const saved = pending?.snapshot as { children: { debit: { snapshot: { input: { wallet: unknown } } } } };
    const child = saved.children.debit;
    const port2 = second.journal.port('baccarat', 'baccarat-8deck');
    expect(child.snapshot.input.wallet).toBe(port2);
    await expect(port2.debit(1_000, 'baccarat-1')).resolves.toBe(9_000);
    expect(second.wallet.balance()).toBe(9_000);
    await port2.credit(1_950, 'baccarat-1');
    const closed = second.journal.close('baccarat');
    expect(closed).toMatchObject({ ok: true, summary: { staked: 1_000, returned: 1_950, balanceAfter: 10_950 } });
    expect(closed.ok && conserved(closed.summary)).toBe(true);
  });

  it('a resumed blackjack double: the repeat is recognised, a later split is a new stake', async () => {
    const memory = new MemoryStorage();
    const first = boot(memory);
    const port = first.journal.port('blackjack', 'bj-classic');
    await port.debit(100, 'blackjack-1');
    first.journal.snapshot('blackjack', snap('playerTurn'));
    void port.debit(100, 'blackjack-1'); // double
    first.journal.snapshot('blackjack', snap('staking'));

    const second = boot(memory);
    expect(second.wallet.balance()).toBe(9_800);
    const port2 = second.journal.port('blackjack', 'bj-classic');
    await port2.debit(100, 'blackjack-1'); // the resumed staking state asks again
    expect(second.wallet.balance()).toBe(9_800);
    second.journal.snapshot('blackjack', snap('resolving'));
    await port2.debit(100, 'blackjack-1'); // a further stake: taken
    expect(second.wallet.balance()).toBe(9_700);
    await port2.credit(600, 'blackjack-1');
    expect(second.journal.close('blackjack')).toMatchObject({
      ok: true,
      summary: { staked: 300, returned: 600, balanceAfter: 10_300 },
    });
  });

  it('settled, not credited: the credit is applied once at boot, and the machine’s own credit is not paid again', async () => {
    const memory = new MemoryStorage();
    const first = boot(memory);
    const port = first.journal.port('roulette', 'roulette-european');
    await port.debit(500, 'roulette-european-8');
    first.journal.snapshot('roulette', snap('spinning'));
    first.journal.settle('roulette', {
      returned: 1_800,
      detail: { number: 17 },
      wins: [{ bet: 'straight:17', amount: 1_800 }],
    });
    first.journal.snapshot('roulette', snap('result'));
    expect(first.wallet.balance()).toBe(9_500);

    const second = boot(memory);
    expect(second.recovered).toEqual([{ game: 'roulette', roundId: 'roulette-1', action: 'credited', amount: 1_800 }]);
    expect(second.wallet.balance()).toBe(11_300);
    expect(second.journal.pending('roulette')).toMatchObject({ stage: 'credited', returned: 1_800 });
    // Another reload before the screen got there: nothing more is paid.
    const third = boot(memory);
    expect(third.recovered).toEqual([{ game: 'roulette', roundId: 'roulette-1', action: 'resume', amount: 0 }]);
    expect(third.wallet.balance()).toBe(11_300);
    const port3 = third.journal.port('roulette', 'roulette-european');
    await expect(port3.credit(1_800, 'roulette-european-8')).resolves.toBe(11_300);
    expect(third.wallet.balance()).toBe(11_300);
    const closed = third.journal.close('roulette');
    expect(closed).toMatchObject({
      ok: true,
      summary: { staked: 500, returned: 1_800, balanceBefore: 10_000, balanceAfter: 11_300, detail: { number: 17 } },
    });
    expect(closed.ok && conserved(closed.summary)).toBe(true);
  });

  it('credited, not closed: resumes for the payout; closing later changes no money', async () => {
    const memory = new MemoryStorage();
    const first = boot(memory);
    const port = first.journal.port('baccarat', 'baccarat-8deck');
    await port.debit(400, 'baccarat-3');
    first.journal.snapshot('baccarat', snap('dealing'));
    await port.credit(800, 'baccarat-3');
    first.journal.snapshot('baccarat', snap('payout'));

    const second = boot(memory);
    expect(second.recovered).toEqual([{ game: 'baccarat', roundId: 'baccarat-1', action: 'resume', amount: 0 }]);
    expect(second.journal.pending('baccarat')).toMatchObject({
      stage: 'credited',
      returned: 800,
      snapshot: { value: 'payout' },
    });
    expect(second.wallet.balance()).toBe(10_400);
    expect(second.journal.rebuy()).toEqual({ ok: false, reason: 'round-in-progress' });
    const closed = second.journal.close('baccarat');
    expect(closed).toMatchObject({ ok: true, summary: { balanceBefore: 10_000, balanceAfter: 10_400 } });
    expect(second.wallet.balance()).toBe(10_400);
    expect(second.history.list('baccarat')).toHaveLength(1);
    expect(boot(memory).journal.pending('baccarat')).toBeNull();
  });

  it('a round with no snapshot of its own cannot be resumed: stakes returned (void), or returns paid if settled', async () => {
    const memory = new MemoryStorage();
    const first = boot(memory);
    first.journal.snapshot('baccarat', snap('betting'));
    await first.journal.port('baccarat', 'baccarat-8deck').debit(600, 'baccarat-1');
    await first.journal.port('roulette', 'roulette-european').debit(100, 'roulette-european-1');
    first.journal.settle('roulette', { returned: 3_600 });
    expect(first.wallet.balance()).toBe(9_300);

    const second = boot(memory);
    expect(second.recovered).toEqual([
      { game: 'baccarat', roundId: 'baccarat-1', action: 'refunded', amount: 600 },
      { game: 'roulette', roundId: 'roulette-2', action: 'paid', amount: 3_600 },
    ]);
    expect(second.wallet.balance()).toBe(9_300 + 600 + 3_600);
    expect(second.history.list('baccarat')[0]).toMatchObject({ status: 'void', staked: 600, returned: 600 });
    expect(second.journal.pending('baccarat')).toBeNull();
    expect(second.journal.saved('baccarat', 'baccarat-8deck')).toMatchObject({ value: 'betting' });
    expect(boot(memory).wallet.balance()).toBe(13_500);
  });

  it('drops a round whose stake never reached the wallet', () => {
    const memory = new MemoryStorage();
    memory.setItem(
      'felt.journal.EUR',
      JSON.stringify({
        v: 1,
        data: {
          seq: 1,
          open: {
            roulette: {
              id: 'roulette-1',
              machineRoundId: 'roulette-european-1',
              game: 'roulette',
              table: 'roulette-european',
              stage: 'started',
              stakes: [],
              returned: null,
              balanceBefore: 10_000,
              balanceAfter: null,
              startedAt: 1,
              wagers: [],
              wins: [],
              detail: null,
              steps: [{ step: 'started', amount: 100, at: 1 }],
            },
          },
          slots: {},
        },
      }),
    );
    const { recovered, journal, wallet } = boot(memory);
    expect(recovered).toEqual([{ game: 'roulette', roundId: 'roulette-1', action: 'dropped', amount: 0 }]);
    expect(journal.busy()).toBe(false);
    expect(wallet.balance()).toBe(10_000);
  });

  it.each([
    ['corrupt JSON', '{"v":1,"data":{"seq":'],
    ['an older version', JSON.stringify({ v: 0, data: { rounds: [] } })],
    ['a newer version', JSON.stringify({ v: 2, data: {} })],
    ['the wrong shape', JSON.stringify({ v: 1, data: { seq: 1, open: { poker: {} }, slots: {} } })],
  ])('a journal with %s is reported (storage-reset), started fresh, and money in play returned', async (_, text) => {
    const memory = new MemoryStorage();
    const first = boot(memory);
    await first.journal.port('roulette', 'roulette-european').debit(2_500, 'roulette-european-1');
    first.journal.snapshot('roulette', snap('spinning'));
    memory.setItem('felt.journal.EUR', text);

    const second = boot(memory);
    expect(second.problem).toMatchObject({ code: 'storage-reset', key: 'journal.EUR' });
    expect(second.store.problems()).toEqual([expect.objectContaining({ code: 'storage-reset', key: 'journal.EUR' })]);
    expect(second.recovered).toEqual([{ game: 'roulette', roundId: 'roulette-1', action: 'refunded', amount: 2_500 }]);
    expect(second.wallet.balance()).toBe(10_000);
    expect(second.wallet.openRounds()).toEqual([]);
    expect(second.journal.pending('roulette')).toBeNull();
    const third = boot(memory);
    expect(third.problem).toBeNull();
    expect(third.recovered).toEqual([]);
  });

  it('a wallet reset under an unfinished round drops the round (the fresh balance has no stake in it)', async () => {
    const memory = new MemoryStorage();
    const first = boot(memory);
    await first.journal.port('roulette', 'roulette-european').debit(2_500, 'roulette-european-1');
    first.journal.snapshot('roulette', snap('spinning'));
    memory.setItem('felt.wallet.EUR', 'garbage');
    const second = boot(memory);
    expect(second.recovered).toEqual([{ game: 'roulette', roundId: 'roulette-1', action: 'dropped', amount: 0 }]);
    expect(second.wallet.balance()).toBe(10_000);
    expect(second.store.problems()[0]).toMatchObject({ code: 'storage-reset', key: 'wallet.EUR' });
  });

  it('plays whole rounds in memory when the storage throws, and says so', async () => {
    const { journal, wallet, problem, store } = boot(new ThrowingStorage());
    expect(problem?.code).toBe('storage-unavailable');
    const port = journal.port('roulette', 'roulette-european');
    await port.debit(100, 'r-1');
    journal.snapshot('roulette', snap('spinning'));
    await port.credit(3_600, 'r-1');
    expect(journal.close('roulette')).toMatchObject({ ok: true, summary: { balanceAfter: 13_500 } });
    expect(wallet.balance()).toBe(13_500);
    expect(store.problems().every((p) => p.code === 'storage-unavailable')).toBe(true);
  });

  it('a full quota mid-round keeps play going in memory and is reported once per key', async () => {
    let full = false;
    class Quota extends MemoryStorage {
      override setItem(key: string, value: string): void {
        if (full) throw new DOMException('quota exceeded', 'QuotaExceededError');
        super.setItem(key, value);
      }
    }
    const { journal, wallet, store } = boot(new Quota());
    const port = journal.port('baccarat', 'baccarat-8deck');
    await port.debit(100, 'baccarat-1');
    full = true;
    journal.snapshot('baccarat', snap('dealing'));
    await port.credit(200, 'baccarat-1');
    expect(journal.close('baccarat').ok).toBe(true);
    expect(wallet.balance()).toBe(10_100);
    expect(
      store
        .problems()
        .map((p) => p.key)
        .sort(),
    ).toEqual(['history.EUR', 'journal.EUR', 'wallet.EUR']);
  });
});

describe('round journal with the real machines: reload mid-round, same cards, money once', () => {
  const rouletteTableRules = rouletteTable('roulette-european');

  /** An RNG whose every spin lands on `n`. */
  const forced = (n: number): Rng => ({ uint32: () => 0, int: () => pocketOf(n) });

  /** The screen's part: journal every snapshot before it is shown; settle once the outcome is known. */
  function playRoulette(journal: RoundJournal, actor: RouletteActor) {
    actor.subscribe(() => {
      journal.snapshot('roulette', persistRoulette(actor));
      const s = actor.getSnapshot();
      if (s.matches('result') && s.context.settlement && s.context.spin) {
        journal.settle('roulette', {
          returned: s.context.settlement.returned,
          detail: { number: s.context.spin.number },
        });
      }
    });
    actor.start();
    return actor;
  }

  it('roulette: reload while the stake is being taken; the resumed spin lands the same and debits once', async () => {
    const memory = new MemoryStorage();
    const v1 = boot(memory);
    const port = v1.journal.port('roulette', 'roulette-european');
    const a = playRoulette(
      v1.journal,
      createActor(rouletteMachine, { input: { table: rouletteTableRules, wallet: port, rng: forced(17) } }),
    );
    a.send({ type: 'bet.place', bet: 'straight:17', amount: 100 });
    a.send({ type: 'bet.place', bet: 'red', amount: 250 }); // 17 is black: this one loses
    a.send({ type: 'spin.start' }); // the debit is taken now, its answer is still to come
    a.stop(); // the page goes away

    const v2 = boot(memory);
    expect(v2.wallet.balance()).toBe(9_650);
    const pending = v2.journal.pending('roulette');
    expect(pending).toMatchObject({ stage: 'debited', staked: 350 });
    const port2 = v2.journal.port('roulette', 'roulette-european');
    const rng = forced(17);
    const b = playRoulette(
      v2.journal,
      createActor(rouletteMachine, {
        snapshot: resumeRoulette(pending?.snapshot, { wallet: port2, rng }),
        input: { table: rouletteTableRules, wallet: port2, rng },
      }),
    );
    await waitFor(b, (s) => s.matches({ spinning: 'turning' }));
    expect(v2.wallet.balance()).toBe(9_650);
    expect(b.getSnapshot().context.spin?.number).toBe(17);
    b.send({ type: 'anim.done' });
    b.send({ type: 'anim.done' });
    await waitFor(b, (s) => s.matches({ payout: 'paid' }));
    expect(v2.wallet.balance()).toBe(9_650 + 3_600);
    b.send({ type: 'anim.done' });
    const closed = v2.journal.close('roulette');
    expect(closed).toMatchObject({ ok: true, summary: { staked: 350, returned: 3_600, detail: { number: 17 } } });
    expect(closed.ok && conserved(closed.summary)).toBe(true);
    expect(closed.ok && closed.summary.balanceAfter).toBe(v2.wallet.balance());
  });

  it('roulette: reload on the result (settled, not credited): paid once at boot, the machine’s credit acknowledged', async () => {
    const memory = new MemoryStorage();
    const v1 = boot(memory);
    const port = v1.journal.port('roulette', 'roulette-european');
    const a = playRoulette(
      v1.journal,
      createActor(rouletteMachine, { input: { table: rouletteTableRules, wallet: port, rng: forced(0) } }),
    );
    a.send({ type: 'bet.place', bet: 'straight:0', amount: 100 });
    a.send({ type: 'spin.start' });
    await waitFor(a, (s) => s.matches({ spinning: 'turning' }));
    a.send({ type: 'anim.done' }); // the result is shown: settled, the credit waits for the next step
    a.stop();

    const v2 = boot(memory);
    expect(v2.recovered).toEqual([{ game: 'roulette', roundId: 'roulette-1', action: 'credited', amount: 3_600 }]);
    expect(v2.wallet.balance()).toBe(10_000 - 100 + 3_600);
    const port2 = v2.journal.port('roulette', 'roulette-european');
    const rng = forced(5);
    const pending = v2.journal.pending('roulette');
    const b = playRoulette(
      v2.journal,
      createActor(rouletteMachine, {
        snapshot: resumeRoulette(pending?.snapshot, { wallet: port2, rng }),
        input: { table: rouletteTableRules, wallet: port2, rng },
      }),
    );
    expect(b.getSnapshot().matches('result')).toBe(true);
    b.send({ type: 'anim.done' });
    await waitFor(b, (s) => s.matches({ payout: 'paid' }));
    expect(v2.wallet.balance()).toBe(13_500);
    b.send({ type: 'anim.done' });
    expect(v2.journal.close('roulette')).toMatchObject({ ok: true, summary: { balanceAfter: 13_500 } });
  });

  it('blackjack: reload while a double is being staked; the resumed hand draws the same card, staked once', async () => {
    const memory = new MemoryStorage();
    const v1 = boot(memory);
    const rules = blackjackRules('bj-classic');
    const play = (journal: RoundJournal, actor: BlackjackActor) => {
      actor.subscribe(() => journal.snapshot('blackjack', persistBlackjack(actor)));
      actor.start();
      return actor;
    };
    const port = v1.journal.port('blackjack', 'bj-classic');
    // Player 5+6 = 11, dealer 9+8 = 17; the double draws the ten: 21 wins 2:1 on 2 × 100.
    const shoe = stackedShoe('5S 9H 6D 8C TC'.split(' '));
    const a = play(
      v1.journal,
      createActor(blackjackMachine, { input: { rules, wallet: port, rng: new SeededRng(1), shoe } }),
    );
    a.send({ type: 'bet.place', seat: 1, amount: 100 });
    a.send({ type: 'round.deal' });
    await waitFor(a, (s) => s.matches('dealing'));
    a.send({ type: 'anim.done' });
    await waitFor(a, (s) => s.matches('playerTurn'));
    a.send({ type: 'player.double' }); // the extra stake is taken; its answer is still to come
    expect(a.getSnapshot().matches('staking')).toBe(true);
    a.stop();

    const v2 = boot(memory);
    expect(v2.wallet.balance()).toBe(9_800);
    const port2 = v2.journal.port('blackjack', 'bj-classic');
    const pending = v2.journal.pending('blackjack');
    const b = play(
      v2.journal,
      createActor(blackjackMachine, resumeBlackjack(pending?.snapshot, { wallet: port2, rng: new SeededRng(2) })),
    );
    await waitFor(b, (s) => s.matches('resolving'));
    expect(v2.wallet.balance()).toBe(9_800);
    expect(b.getSnapshot().context.round?.seats[0]?.hands[0]?.cards).toEqual(['5S', '6D', 'TC']);
    while (!b.getSnapshot().matches('payout')) {
      b.send({ type: 'anim.done' });
      await waitFor(b, (s) => !s.matches('crediting'));
    }
    expect(v2.wallet.balance()).toBe(10_200);
    b.send({ type: 'anim.done' });
    const closed = v2.journal.close('blackjack');
    expect(closed).toMatchObject({ ok: true, summary: { staked: 200, returned: 400, balanceAfter: 10_200 } });
    expect(closed.ok && conserved(closed.summary)).toBe(true);
  });

  it('baccarat: a screen that closes as soon as the credit is journaled, then a reload: the table resumes, no second payment', async () => {
    const memory = new MemoryStorage();
    const v1 = boot(memory);
    v1.journal.subscribe((e) => {
      if (e.type === 'round.credited') v1.journal.close('baccarat'); // too early, but it must be safe
    });
    const port = v1.journal.port('baccarat', 'baccarat-8deck');
    const a = createActor(baccaratMachine, {
      input: {
        rules: baccaratRules('baccarat-8deck'),
        wallet: port,
        rng: new SeededRng(1),
        shoe: stackedShoe(['8S', '2H', 'KD', '5C']),
      },
    });
    a.subscribe(() => v1.journal.snapshot('baccarat', persistBaccarat(a)));
    a.start();
    a.send({ type: 'chip.select', value: 100 });
    a.send({ type: 'bet.place', area: 'player' });
    a.send({ type: 'round.deal' });
    await waitFor(a, (s) => s.matches('dealing'));
    a.send({ type: 'anim.done' });
    expect(a.getSnapshot().matches('crediting')).toBe(true);
    a.stop();

    const v2 = boot(memory);
    expect(v2.journal.pending('baccarat')).toBeNull();
    expect(v2.history.list('baccarat')).toHaveLength(1);
    const port2 = v2.journal.port('baccarat', 'baccarat-8deck');
    const saved = v2.journal.saved('baccarat', 'baccarat-8deck');
    const b = createActor(baccaratMachine, resumeBaccarat(saved, { wallet: port2, rng: new SeededRng(2) })).start();
    await waitFor(b, (s) => s.matches('payout'));
    expect(v2.wallet.balance()).toBe(10_100);
  });

  it('baccarat: reload while the win is being paid (credited, not closed); no second payment', async () => {
    const memory = new MemoryStorage();
    const v1 = boot(memory);
    const play = (journal: RoundJournal, actor: BaccaratActor) => {
      actor.subscribe(() => journal.snapshot('baccarat', persistBaccarat(actor)));
      actor.start();
      return actor;
    };
    const port = v1.journal.port('baccarat', 'baccarat-8deck');
    const shoe = stackedShoe(['8S', '2H', 'KD', '5C']); // Player 8 natural, Banker 7
    const a = play(
      v1.journal,
      createActor(baccaratMachine, {
        input: { rules: baccaratRules('baccarat-8deck'), wallet: port, rng: new SeededRng(1), shoe },
      }),
    );
    a.send({ type: 'chip.select', value: 100 });
    a.send({ type: 'bet.place', area: 'player' });
    a.send({ type: 'round.deal' });
    await waitFor(a, (s) => s.matches('dealing'));
    a.send({ type: 'anim.done' }); // to crediting: the win is paid now, its answer still to come
    expect(a.getSnapshot().matches('crediting')).toBe(true);
    a.stop();

    const v2 = boot(memory);
    expect(v2.recovered).toEqual([{ game: 'baccarat', roundId: 'baccarat-1', action: 'resume', amount: 0 }]);
    expect(v2.wallet.balance()).toBe(10_100);
    const port2 = v2.journal.port('baccarat', 'baccarat-8deck');
    const pending = v2.journal.pending('baccarat');
    expect(pending?.stage).toBe('credited');
    const b = play(
      v2.journal,
      createActor(baccaratMachine, resumeBaccarat(pending?.snapshot, { wallet: port2, rng: new SeededRng(2) })),
    );
    await waitFor(b, (s) => s.matches('payout'));
    expect(v2.wallet.balance()).toBe(10_100);
    b.send({ type: 'anim.done' });
    const closed = v2.journal.close('baccarat');
    expect(closed).toMatchObject({
      ok: true,
      summary: { staked: 100, returned: 200, balanceBefore: 10_000, balanceAfter: 10_100 },
    });
  });
});

describe('round journal: money conservation over many roulette rounds with reloads at random steps', () => {
  const table = rouletteTable('roulette-european');
  const BETS = ['straight:0', 'straight:17', 'red', 'black', 'dozen:1', 'dozen:3'];

  it('every closed round balances to the cent, and so does the wallet over all of them', async () => {
    const memory = new MemoryStorage();
    const choices = new SeededRng('journal-property');
    const closed: RoundSummary[] = [];
    const target = 40;
    let reloads = 0;
    let visits = 0;
    const actions = new Set<string>();

    while (closed.length < target) {
      visits++;
      if (visits > 400) throw new Error('the rounds do not finish');
      const v = boot(memory, 1_000_000);
      for (const r of v.recovered) actions.add(r.action);
      v.journal.subscribe((e) => {
        if (e.type === 'round.closed') closed.push(e.summary);
      });
      const port = v.journal.port('roulette', 'roulette-european');
      const rng = new SeededRng(visits);
      const saved = v.journal.pending('roulette')?.snapshot ?? v.journal.saved('roulette', 'roulette-european');
      const actor = createActor(
        rouletteMachine,
        saved
          ? { snapshot: resumeRoulette(saved, { wallet: port, rng }), input: { table, wallet: port, rng } }
          : { input: { table, wallet: port, rng } },
      );
      actor.subscribe(() => {
        v.journal.snapshot('roulette', persistRoulette(actor));
        const s = actor.getSnapshot();
        if (s.matches('result') && s.context.settlement && s.context.spin) {
          v.journal.settle('roulette', {
            returned: s.context.settlement.returned,
            detail: { number: s.context.spin.number },
          });
        }
      });
      actor.start();

      // Play steps until the page "reloads" at a random step (1 in 4), without waiting for answers.
      while (closed.length < target) {
        const s = actor.getSnapshot();
        if (s.matches('betting')) {
          if (v.journal.pending('roulette')?.stage === 'credited') v.journal.close('roulette');
          if (closed.length >= target) break;
          const bets = 1 + choices.int(3);
          for (let i = 0; i < bets; i++) {
            const bet = BETS[choices.int(BETS.length)] as string;
            actor.send({
              type: 'bet.place',
              bet,
              amount: bet.startsWith('straight') ? 100 : 50 * (1 + choices.int(10)),
            });
          }
          actor.send({ type: 'spin.start' });
        } else if (s.matches({ spinning: 'debiting' }) || s.matches({ payout: 'paying' })) {
          await waitFor(actor, (x) => !x.matches({ spinning: 'debiting' }) && !x.matches({ payout: 'paying' }));
          continue;
        } else if (s.matches({ payout: 'failed' })) {
          throw new Error(`credit refused: ${s.context.notice}`);
        } else {
          actor.send({ type: 'anim.done' });
          if (actor.getSnapshot().matches('betting')) v.journal.close('roulette');
        }
        if (choices.int(4) === 0) {
          reloads++;
          break;
        }
      }
      actor.stop();
    }

    expect(reloads).toBeGreaterThan(10);
    expect([...actions].sort()).toEqual(['credited', 'resume']);
    expect(new Set(closed.map((c) => c.roundId)).size).toBe(closed.length);
    for (const summary of closed) {
      expect(summary.status).toBe('complete');
      expect(conserved(summary)).toBe(true);
    }
    const staked = closed.reduce((t, c) => t + c.staked, 0);
    const returned = closed.reduce((t, c) => t + c.returned, 0);
    const final = boot(memory, 1_000_000);
    expect(final.wallet.balance()).toBe(1_000_000 - staked + returned);
    expect(final.wallet.openRounds()).toEqual([]);
    // Consecutive rounds chain: each starts from the balance the last one ended with.
    for (let i = 1; i < closed.length; i++) {
      expect(closed[i]?.balanceBefore).toBe(closed[i - 1]?.balanceAfter);
    }
  });
});

describe('round journal: blackjack rounds with doubles, splits and insurance, reloaded at random steps', () => {
  const PLAYER = ['player.hit', 'player.stand', 'player.double', 'player.split', 'player.surrender'] as const;

  it('every stake is taken once, every return paid once, and each round balances to the cent', async () => {
    const memory = new MemoryStorage();
    const rules = blackjackRules('bj-classic');
    const choices = new SeededRng('journal-blackjack');
    const closed: RoundSummary[] = [];
    const actions = new Set<string>();
    const target = 30;
    let reloads = 0;
    let stakingReloads = 0;
    let visits = 0;

    while (closed.length < target) {
      visits++;
      if (visits > 600) throw new Error('the rounds do not finish');
      const v = boot(memory, 10_000_000);
      for (const r of v.recovered) actions.add(r.action);
      v.journal.subscribe((e) => {
        if (e.type === 'round.closed') closed.push(e.summary);
      });
      const port = v.journal.port('blackjack', 'bj-classic');
      const rng = new SeededRng(`visit-${visits}`);
      const saved = v.journal.pending('blackjack')?.snapshot ?? v.journal.saved('blackjack', 'bj-classic');
      const actor = createActor(
        blackjackMachine,
        saved ? resumeBlackjack(saved, { wallet: port, rng }) : { input: { rules, wallet: port, rng } },
      );
      actor.subscribe(() => v.journal.snapshot('blackjack', persistBlackjack(actor)));
      actor.start();

      while (closed.length < target) {
        const s = actor.getSnapshot();
        if (s.matches('betting')) {
          if (v.journal.pending('blackjack')?.stage === 'credited') v.journal.close('blackjack');
          if (closed.length >= target) break;
          const seats = 1 + choices.int(2);
          for (let seat = 1; seat <= seats; seat++) {
            actor.send({ type: 'bet.place', seat, amount: rules.minBet * (1 + choices.int(4)) });
          }
          actor.send({ type: 'round.deal' });
        } else if (s.matches('debiting') || s.matches('staking') || s.matches({ crediting: 'paying' })) {
          await waitFor(
            actor,
            (x) => !x.matches('debiting') && !x.matches('staking') && !x.matches({ crediting: 'paying' }),
          );
          continue;
        } else if (s.matches({ crediting: 'failed' })) {
          throw new Error(`credit refused: ${s.context.notice}`);
        } else if (s.matches('insurance')) {
          actor.send({ type: choices.int(2) ? 'insurance.accept' : 'insurance.decline' });
        } else if (s.matches('playerTurn')) {
          // Try moves at random until one is taken (an illegal one leaves the state as it was).
          for (let tries = 0; tries < 20 && actor.getSnapshot() === s; tries++) {
            actor.send({ type: PLAYER[choices.int(PLAYER.length)] as (typeof PLAYER)[number] });
          }
          if (actor.getSnapshot() === s) actor.send({ type: 'player.stand' });
        } else {
          actor.send({ type: 'anim.done' });
          if (actor.getSnapshot().matches('betting')) v.journal.close('blackjack');
        }
        if (choices.int(5) === 0) {
          reloads++;
          if (actor.getSnapshot().matches('staking')) stakingReloads++;
          break;
        }
      }
      actor.stop();
    }

    expect(reloads).toBeGreaterThan(10);
    expect(stakingReloads).toBeGreaterThan(0);
    expect(actions.has('resume')).toBe(true);
    expect(new Set(closed.map((c) => c.roundId)).size).toBe(closed.length);
    for (const summary of closed) {
      expect(summary.status).toBe('complete');
      expect(conserved(summary)).toBe(true);
    }
    for (let i = 1; i < closed.length; i++) expect(closed[i]?.balanceBefore).toBe(closed[i - 1]?.balanceAfter);
    const staked = closed.reduce((t, c) => t + c.staked, 0);
    const returned = closed.reduce((t, c) => t + c.returned, 0);
    expect(boot(memory, 10_000_000).wallet.balance()).toBe(10_000_000 - staked + returned);
    // Some rounds took more than their opening stakes (double, split or insurance).
    expect(closed.some((c) => c.staked % rules.minBet !== 0 || c.staked > 4 * rules.minBet)).toBe(true);
  });
});
