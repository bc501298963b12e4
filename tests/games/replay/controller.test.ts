/**
 * The replay's controller presses a recorded round on the table's own machine, its port answering
 * from the re-run: STEP moves one step and rests where the table asks for the next, PLAY runs to
 * the payout and ends there (the round as it was paid, the balance after it), PAUSE freezes the
 * table's motion in the middle of a step. Nothing the view sends but `anim.done` reaches the
 * machine, and the payout's `anim.done` is kept: the table never goes on to another round.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rerunBlackjack } from '../../../src/games/replay/blackjack-rerun';
import { openReplay, type ReplayTable } from '../../../src/games/replay/open-replay';
import { ReplayProblem, readReplay } from '../../../src/games/replay/record';
import { replayPort } from '../../../src/games/replay/replay-port';
import { sameSeatBets } from '../../../src/games/replay/scripts';
import { baccaratAnswer, blackjackAnswer, rouletteAnswer, SPLIT_DOUBLE } from './records';

let opened: ReplayTable | null = null;
afterEach(() => {
  opened?.controller.stop();
  opened?.session.stop();
  opened = null;
});

/** A table's view in a test: it shows each stage at once and answers it, as the screen does. */
function open(answer: unknown) {
  const motion = { held: 0, released: 0 };
  let changes = 0;
  const table = openReplay(readReplay(answer, 'r-1'), {
    kind: 'real',
    motion: { hold: () => (motion.held += 1), release: () => (motion.released += 1) },
    wait: () => Promise.resolve(),
    gapMs: () => 0,
    onChange: () => (changes += 1),
  });
  opened = table;
  // The three machines alike, as the table screen reads them.
  const actor = table.session.actor as unknown as {
    getSnapshot(): { hasTag(tag: string): boolean; context: { stage: { seq: number } } };
    subscribe(listener: () => void): unknown;
    send(event: { type: string }): void;
  };
  const view = table.controller.viewActor(actor);
  let shown = -1;
  let frozen = false;
  const answerStage = () => {
    const s = actor.getSnapshot();
    if (!s.hasTag('animating') || s.context.stage.seq === shown || frozen) return;
    shown = s.context.stage.seq;
    setTimeout(() => view.send({ type: 'anim.done' }), 0);
  };
  actor.subscribe(answerStage);
  return {
    table,
    view,
    motion,
    changes: () => changes,
    freeze: (on: boolean) => {
      frozen = on;
      if (!on) answerStage();
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the test reads each game's own context
const contextOf = (table: ReplayTable): any => table.session.actor.getSnapshot().context;
const phaseOf = (table: ReplayTable) => String(table.session.actor.getSnapshot().value);

const until = async (test: () => boolean, what: string) => {
  for (let i = 0; i < 400; i++) {
    if (test()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`never: ${what}`);
};

describe('the replay controller', () => {
  it('steps a split and two doubles to the payout, and rests there with the balance after', async () => {
    const answer = blackjackAnswer(SPLIT_DOUBLE);
    const { table } = open(answer);
    const { controller } = table;
    await controller.ready();
    expect(controller.progress).toMatchObject({ done: 0, total: 5, ended: false });
    const phases: string[] = [];
    for (let n = 1; n <= 5; n++) {
      controller.step();
      await until(() => controller.progress.done === n && !controller.progress.running, `step ${n}`);
      phases.push(phaseOf(table));
    }
    expect(phases).toEqual(['betting', 'playerTurn', 'playerTurn', 'playerTurn', 'payout']);
    expect(controller.progress).toMatchObject({ done: 5, ended: true, problem: null });
    const c = contextOf(table);
    expect(c.balance).toBe(answer.round.balanceAfter);
    expect(c.round?.staked).toBe(answer.round.staked);
    const cards = (seats: { hands: { cards: string[] }[] }[]) => seats[0]?.hands.map((h) => h.cards);
    expect(cards(c.round?.view.seats)).toEqual(cards(answer.round.outcome.seats));
    // The payout is kept: a step more, or time, takes the table nowhere.
    controller.step();
    await new Promise((r) => setTimeout(r, 20));
    expect(phaseOf(table)).toBe('payout');
  });

  it('plays two boxes with an insurance question each, the computer players’ table too', async () => {
    const answer = blackjackAnswer({
      table: 'bj-multiseat',
      shoe: ['TS', '9H', 'AD', '8C', '7S', '6D', 'TD', '5C', '4H', '3S', '2C', 'KH'],
      bets: [
        { seat: 1, main: 500 },
        { seat: 3, main: 1000 },
      ],
      decisions: ['insurance:no', 'insurance:yes', 'stand', 'hit'],
    });
    const { table } = open(answer);
    await table.controller.ready();
    table.controller.play();
    await until(() => table.controller.progress.ended, 'the end');
    expect(table.controller.progress).toMatchObject({ done: 6, problem: null });
    const c = contextOf(table);
    expect(c.balance).toBe(answer.round.balanceAfter);
    expect(c.round?.view.seats.map((s: { insurance: { bet: number } }) => s.insurance.bet)).toEqual([0, 500]);
  });

  it('plays a round of the table with computer players, their boxes dealt as they were', async () => {
    const answer = blackjackAnswer({
      table: 'bj-classic',
      shoe: ['TS', '9H', '8D', '7C', 'TC', 'KH', '5S', '6D', 'QS', '2C', '3H', '4D', 'JS', '9C', '8S'],
      bets: [{ seat: 1, main: 500 }],
      decisions: ['stand'],
    });
    const { table } = open(answer);
    await table.controller.ready();
    table.controller.play();
    await until(() => table.controller.progress.ended, 'the end');
    const c = contextOf(table);
    expect(c.balance).toBe(answer.round.balanceAfter);
    expect(c.round?.view.seats.length).toBe(3);
  });

  it('plays a roulette round through on PLAY, to the recorded number', async () => {
    const answer = rouletteAnswer(
      [
        { bet: 'voisins', amount: 900 },
        { bet: 'black', amount: 200 },
      ],
      26,
    );
    const { table } = open(answer);
    await table.controller.ready();
    table.controller.play();
    await until(() => table.controller.progress.ended, 'the end');
    const c = contextOf(table);
    expect(phaseOf(table)).toBe('payout');
    expect(c.round?.view.spin.number).toBe(26);
    expect(c.balance).toBe(answer.round.balanceAfter);
    expect(c.stats.recent[0]).toBe(26);
  });

  it('places a baccarat bet as chips and deals the recorded coup', async () => {
    const answer = baccaratAnswer({ player: 0, banker: 1550, tie: 0 }, ['8S', '2H', 'KD', '5C', '9H', '3D']);
    const { table } = open(answer);
    await table.controller.ready();
    table.controller.play();
    await until(() => table.controller.progress.ended, 'the end');
    const c = contextOf(table);
    expect(c.round?.view.bets.banker).toBe(1550);
    expect(c.balance).toBe(answer.round.balanceAfter);
  });

  it('lets only the view’s anim.done through to the machine', async () => {
    const { table, view } = open(blackjackAnswer(SPLIT_DOUBLE));
    await table.controller.ready();
    view.send({ type: 'bet.place', seat: 1, amount: 500 } as never);
    view.send({ type: 'round.deal' } as never);
    expect(phaseOf(table)).toBe('betting');
    expect(contextOf(table).placements).toEqual([]);
  });

  it('freezes the table on PAUSE in the middle of a step, and STEP lets it finish', async () => {
    const { table, motion, freeze } = open(blackjackAnswer(SPLIT_DOUBLE));
    const { controller } = table;
    await controller.ready();
    controller.step();
    await until(() => controller.progress.done === 1, 'the bets');
    freeze(true);
    controller.step(); // the deal: its stage waits for the frozen view
    controller.pause();
    expect(controller.progress).toMatchObject({ running: true, frozen: true, playing: false });
    expect(motion.held).toBe(1);
    controller.step();
    expect(motion.released).toBe(1);
    freeze(false);
    await until(() => controller.progress.done === 2 && !controller.progress.running, 'the deal');
    expect(phaseOf(table)).toBe('playerTurn');
  });
});

describe('the replay port', () => {
  it('answers the recorded steps only, in order, and says what else it was asked', async () => {
    const rerun = rerunBlackjack(readReplay(blackjackAnswer(SPLIT_DOUBLE), 'r-1'));
    const heard: ReplayProblem[] = [];
    const port = replayPort(rerun, { sameBets: sameSeatBets, onProblem: (p) => heard.push(p) });
    const req = { requestId: 'x-1', roundId: 'r-1' };
    await expect(port.act({ ...req, decision: 'split' })).rejects.toBeInstanceOf(ReplayProblem);
    await expect(port.open({ requestId: 'x-1', bets: [{ seat: 1, main: 100 }] })).rejects.toBeInstanceOf(ReplayProblem);
    expect(await port.open({ requestId: 'x-1', bets: [{ seat: 1, main: 500, perfectPairs: 0 }] })).toBe(rerun.steps[0]);
    await expect(port.act({ ...req, decision: 'stand' })).rejects.toThrow(/the record's decision is split/);
    expect(await port.act({ ...req, decision: 'split' })).toBe(rerun.steps[1]);
    expect(await port.resume()).toBeNull();
    expect(heard.map((p) => p.code)).toEqual(['replay-mismatch', 'replay-mismatch', 'replay-mismatch']);
  });
});
