import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { roads } from '../../src/engine/baccarat/roads';
import { tableRules } from '../../src/engine/baccarat/rules';
import { SeededRng } from '../../src/engine/shared/rng';
import { stackedShoe } from '../../src/engine/shared/shoe';
import {
  type BaccaratActor,
  baccaratMachine,
  legalMoves,
  persistBaccarat,
  resumeBaccarat,
  type Transfer,
} from '../../src/machines/baccarat.machine';
import { createMemoryWallet, type WalletPort } from '../../src/machines/ports';

const NATURAL = ['8S', '2H', 'KD', '5C']; // Player 8 natural, Banker 7
const THIRD_CARDS = ['2S', '3D', '2H', 'TC', '6C', '9D']; // Player 4 -> 0, Banker 3 -> 2: Banker wins
const TIE = ['4S', '5D', '4H', '3C']; // 8 against 8

function start(
  shoe: string[],
  options: { balance?: number; machine?: typeof baccaratMachine; wallet?: WalletPort } = {},
) {
  const wallet = options.wallet ?? createMemoryWallet(options.balance ?? 10_000);
  const actor = createActor(options.machine ?? baccaratMachine, {
    input: { rules: tableRules('baccarat-8deck'), wallet, rng: new SeededRng(1), shoe: stackedShoe(shoe) },
  });
  actor.start();
  return { actor, wallet };
}

function bet(actor: BaccaratActor, chip: number, ...areas: ('player' | 'banker' | 'tie')[]) {
  actor.send({ type: 'chip.select', value: chip });
  for (const area of areas) actor.send({ type: 'bet.place', area });
}

const bets = (actor: BaccaratActor) => {
  const p = actor.getSnapshot().context.placements;
  const out = { player: 0, banker: 0, tie: 0 };
  for (const x of p) out[x.area] += x.amount;
  return out;
};

async function dealt(actor: BaccaratActor) {
  actor.send({ type: 'round.deal' });
  return waitFor(actor, (s) => s.matches('dealing'));
}

async function finish(actor: BaccaratActor) {
  while (!actor.getSnapshot().matches('payout')) {
    actor.send({ type: 'anim.done' });
    await waitFor(actor, (s) => !s.matches('crediting'));
  }
  actor.send({ type: 'anim.done' });
  return actor.getSnapshot();
}

describe('a round from betting to payout', () => {
  it('takes the stake at DEAL, shows four cards and a natural, then pays after the animation', async () => {
    const { actor, wallet } = start(NATURAL);
    bet(actor, 100, 'player', 'player');
    const dealing = await dealt(actor);
    expect(dealing.matches({ dealing: 'firstCards' })).toBe(true);
    expect(wallet.balance()).toBe(9_800);
    expect(dealing.context.balance).toBe(9_800);
    expect(dealing.context.events.map((e) => (e.type === 'card' ? `${e.to}:${e.card}` : e.type))).toEqual([
      'player:8S',
      'banker:2H',
      'player:KD',
      'banker:5C',
      'result',
    ]);
    actor.send({ type: 'anim.done' });
    const payout = await waitFor(actor, (s) => s.matches('payout'));
    expect(payout.context.events).toEqual([
      { type: 'settled', area: 'player', bet: 200, returned: 400, result: 'win' },
    ]);
    expect(wallet.balance()).toBe(10_200);
    actor.send({ type: 'anim.done' });
    const after = actor.getSnapshot();
    expect(after.matches('betting')).toBe(true);
    expect(after.context.placements).toEqual([]);
    expect(after.context.balance).toBe(10_200);
    expect(after.context.history).toEqual([{ winner: 'player', playerTotal: 8, bankerTotal: 7, natural: true }]);
  });

  it('waits for anim.done before third cards, and rounds the BANKER win down', async () => {
    const { actor, wallet } = start(THIRD_CARDS);
    bet(actor, 10, 'banker', 'banker', 'banker');
    const first = await dealt(actor);
    expect(first.context.events).toHaveLength(4);
    expect(first.context.tableau.player).toEqual(['2S', '2H']);
    actor.send({ type: 'anim.done' });
    const third = actor.getSnapshot();
    expect(third.matches({ dealing: 'thirdCards' })).toBe(true);
    expect(third.context.events).toEqual([
      { type: 'card', to: 'player', card: '6C', third: true, total: 0 },
      { type: 'card', to: 'banker', card: '9D', third: true, total: 2 },
      { type: 'result', winner: 'banker', natural: false, playerTotal: 0, bankerTotal: 2 },
    ]);
    expect(wallet.balance()).toBe(9_970);
    actor.send({ type: 'anim.done' });
    const payout = await waitFor(actor, (s) => s.matches('payout'));
    expect(payout.context.settlement?.areas.banker).toEqual({ bet: 30, returned: 58, result: 'win' });
    expect(wallet.balance()).toBe(10_028);
  });

  it('pushes PLAYER and BANKER on a tie and pays TIE 9 for 1', async () => {
    const { actor, wallet } = start(TIE);
    bet(actor, 100, 'player', 'banker', 'tie');
    await dealt(actor);
    await finish(actor);
    expect(wallet.balance()).toBe(10_000 - 300 + 100 + 100 + 900);
  });

  it('ignores bets and anim.done out of their phase', async () => {
    const { actor } = start(THIRD_CARDS);
    actor.send({ type: 'anim.done' });
    expect(actor.getSnapshot().matches('betting')).toBe(true);
    bet(actor, 100, 'player');
    await dealt(actor);
    bet(actor, 100, 'tie');
    actor.send({ type: 'bet.clear' });
    actor.send({ type: 'round.deal' });
    const s = actor.getSnapshot();
    expect(s.matches({ dealing: 'firstCards' })).toBe(true);
    expect(s.context.bets).toEqual({ player: 100, banker: 0, tie: 0 });
    expect(s.can({ type: 'bet.place', area: 'tie' })).toBe(false);
  });

  it('deals the next round from where the shoe stopped and keeps the history for the roads', async () => {
    const { actor } = start([...NATURAL, ...TIE, ...THIRD_CARDS]);
    for (let i = 0; i < 3; i++) {
      bet(actor, 10, 'banker');
      await dealt(actor);
      await finish(actor);
    }
    const { history } = actor.getSnapshot().context;
    expect(history.map((h) => h.winner)).toEqual(['player', 'tie', 'banker']);
    expect(roads(history).bigRoad.cells.map((c) => [c.col, c.row, c.winner, c.ties])).toEqual([
      [0, 0, 'player', 1],
      [1, 0, 'banker', 0],
    ]);
  });
});

describe('the product shoe', () => {
  it('deals from a fresh 8-deck shoe shuffled before every round when no shoe is given', async () => {
    const wallet = createMemoryWallet(10_000);
    const actor = createActor(baccaratMachine, {
      input: { rules: tableRules('baccarat-8deck'), wallet, rng: new SeededRng('shoe') },
    }).start();
    expect(actor.getSnapshot().context.shoe.cards).toHaveLength(416);
    const shuffles: number[] = [];
    for (let i = 0; i < 3; i++) {
      bet(actor, 10, 'player');
      await dealt(actor);
      shuffles.push(actor.getSnapshot().context.shoe.shuffles);
      const first = actor.getSnapshot().context.events.filter((e) => e.type === 'card');
      expect(first.map((e) => e.to)).toEqual(['player', 'banker', 'player', 'banker']);
      await finish(actor);
    }
    expect(shuffles).toEqual([2, 3, 4]);
    expect(actor.getSnapshot().context.history).toHaveLength(3);
  });
});

describe('betting', () => {
  it('adds the selected chip per click and refuses a chip the table does not have', () => {
    const { actor } = start(NATURAL);
    bet(actor, 500, 'banker', 'banker');
    bet(actor, 50, 'tie');
    expect(bets(actor)).toEqual({ player: 0, banker: 1000, tie: 50 });
    actor.send({ type: 'chip.select', value: 7 });
    expect(actor.getSnapshot().context.notice).toBe(
      'there is no 7 chip (chips: 10, 50, 100, 500, 1000, 5000, 10000, 50000)',
    );
    expect(actor.getSnapshot().context.chip).toBe(50);
  });

  it('undoes the last chip, clears everything', () => {
    const { actor } = start(NATURAL);
    bet(actor, 100, 'banker', 'player', 'player');
    actor.send({ type: 'bet.undo' });
    expect(bets(actor)).toEqual({ player: 100, banker: 100, tie: 0 });
    actor.send({ type: 'bet.clear' });
    expect(bets(actor)).toEqual({ player: 0, banker: 0, tie: 0 });
    expect(actor.getSnapshot().can({ type: 'bet.undo' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'bet.clear' })).toBe(false);
  });

  it('takes chips off one at a time with the remove tool, and undo puts them back', () => {
    const { actor } = start(NATURAL);
    bet(actor, 100, 'banker', 'banker');
    bet(actor, 10, 'banker');
    actor.send({ type: 'tool.remove' });
    actor.send({ type: 'bet.place', area: 'banker' });
    expect(bets(actor).banker).toBe(200);
    actor.send({ type: 'bet.place', area: 'banker' });
    expect(bets(actor).banker).toBe(100);
    actor.send({ type: 'bet.place', area: 'player' });
    expect(actor.getSnapshot().context.notice).toBe('there is no chip on player');
    actor.send({ type: 'bet.undo' });
    expect(bets(actor).banker).toBe(200);
    bet(actor, 10, 'tie');
    expect(bets(actor).tie).toBe(10);
  });

  it('refuses a chip that would pass the area maximum, naming it', () => {
    const { actor } = start(NATURAL, { balance: 10_000_000 });
    bet(actor, 50_000, 'tie', 'tie');
    bet(actor, 10, 'tie');
    expect(bets(actor).tie).toBe(100_000);
    expect(actor.getSnapshot().context.notice).toBe('tie bet 100010 would be above the table maximum 100000');
    bet(actor, 50_000, ...Array<'banker'>(10).fill('banker'));
    bet(actor, 50_000, 'banker');
    expect(bets(actor).banker).toBe(500_000);
  });

  it('refuses chips beyond the balance', () => {
    const { actor } = start(NATURAL, { balance: 150 });
    bet(actor, 100, 'player', 'banker');
    expect(bets(actor)).toEqual({ player: 100, banker: 0, tie: 0 });
    expect(actor.getSnapshot().context.notice).toBe('bets of 200 would exceed the balance 150');
  });

  it('refuses DEAL without a bet, saying why', () => {
    const { actor } = start(NATURAL);
    actor.send({ type: 'round.deal' });
    expect(actor.getSnapshot().matches('betting')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('no bet placed');
  });

  it('refuses DEAL under an area minimum set by the rules', () => {
    const wallet = createMemoryWallet(10_000);
    const actor = createActor(baccaratMachine, {
      input: {
        rules: tableRules('baccarat-6deck', { limits: { tie: { min: 100, max: 1000 } } }),
        wallet,
        rng: new SeededRng(2),
        shoe: stackedShoe(NATURAL),
      },
    }).start();
    bet(actor, 50, 'tie');
    actor.send({ type: 'round.deal' });
    expect(actor.getSnapshot().context.notice).toBe('tie bet 50 is below the table minimum 100');
    expect(wallet.balance()).toBe(10_000);
  });

  it('offers SAME BETS and REBET x2 after a round, and undo takes the whole rebet back', async () => {
    const { actor } = start([...NATURAL, ...NATURAL]);
    expect(actor.getSnapshot().can({ type: 'bet.rebet' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'bet.double' })).toBe(false);
    bet(actor, 100, 'player', 'tie');
    await dealt(actor);
    await finish(actor);
    actor.send({ type: 'bet.rebet' });
    expect(bets(actor)).toEqual({ player: 100, banker: 0, tie: 100 });
    actor.send({ type: 'bet.undo' });
    expect(bets(actor)).toEqual({ player: 0, banker: 0, tie: 0 });
    actor.send({ type: 'bet.double' });
    expect(bets(actor)).toEqual({ player: 200, banker: 0, tie: 200 });
  });

  it('refuses REBET x2 when the doubled bets pass a maximum', async () => {
    const { actor } = start([...NATURAL, ...NATURAL], { balance: 10_000_000 });
    bet(actor, 50_000, 'tie', 'tie');
    await dealt(actor);
    await finish(actor);
    actor.send({ type: 'bet.double' });
    expect(bets(actor).tie).toBe(0);
    expect(actor.getSnapshot().context.notice).toBe('tie bet 200000 would be above the table maximum 100000');
  });
});

describe('legal moves for the buttons', () => {
  it('lists what each phase allows', async () => {
    const { actor } = start([...NATURAL, ...NATURAL], { balance: 1_000 });
    const moves = () => legalMoves(actor.getSnapshot());
    expect(moves()).toEqual(['chip.select', 'tool.remove', 'bet.place']);
    bet(actor, 500, 'banker');
    expect(moves()).toEqual([
      'chip.select',
      'tool.remove',
      'bet.place',
      'bet.remove',
      'bet.undo',
      'bet.clear',
      'round.deal',
    ]);
    bet(actor, 500, 'player');
    // The balance is all on the table: no further chip fits.
    expect(moves()).not.toContain('bet.place');
    await dealt(actor);
    expect(moves()).toEqual(['anim.done']);
    await finish(actor);
    // PLAYER returned 1000 and BANKER lost: balance 1000. Same bets (1000) fit; doubled (2000) do not.
    expect(actor.getSnapshot().context.balance).toBe(1_000);
    expect(moves()).toEqual(['chip.select', 'tool.remove', 'bet.place', 'bet.rebet']);
  });
});

describe('the wallet', () => {
  it('returns to betting with the bets in place when the stake cannot be taken', async () => {
    const offline = baccaratMachine.provide({
      actors: {
        debit: fromPromise<number, Transfer>(async () => {
          throw new Error('wallet offline');
        }),
      },
    });
    const { actor, wallet } = start(NATURAL, { machine: offline });
    bet(actor, 100, 'banker');
    actor.send({ type: 'round.deal' });
    const s = await waitFor(actor, (x) => x.matches('betting') && x.context.notice !== null);
    expect(s.context.notice).toBe('the stake could not be taken: wallet offline');
    expect(bets(actor).banker).toBe(100);
    expect(s.context.tableau.player).toEqual([]);
    expect(wallet.balance()).toBe(10_000);
  });

  it('waits on a failed payment and pays on retry', async () => {
    const wallet = createMemoryWallet(1_000);
    let failures = 1;
    const flaky = baccaratMachine.provide({
      actors: {
        credit: fromPromise<number, Transfer>(async ({ input }) => {
          if (failures-- > 0) throw new Error('timeout');
          return wallet.credit(input.amount, input.roundId);
        }),
      },
    });
    const { actor } = start(NATURAL, { machine: flaky, wallet });
    bet(actor, 100, 'player');
    await dealt(actor);
    actor.send({ type: 'anim.done' });
    const failed = await waitFor(actor, (s) => s.matches({ crediting: 'failed' }));
    expect(failed.context.notice).toBe('the win could not be paid yet: timeout');
    expect(wallet.balance()).toBe(900);
    actor.send({ type: 'round.retry' });
    await waitFor(actor, (s) => s.matches('payout'));
    expect(wallet.balance()).toBe(1_100);
  });
});

describe('resuming a round', () => {
  it('restores a persisted snapshot mid-deal and finishes the round with the same cards', async () => {
    const wallet = createMemoryWallet(10_000);
    const { actor } = start(THIRD_CARDS, { wallet });
    bet(actor, 10, 'banker', 'banker', 'banker');
    await dealt(actor);
    const saved = JSON.parse(JSON.stringify(persistBaccarat(actor)));
    actor.stop();
    expect(saved.context.wallet).toBeNull();

    const resumed = createActor(
      baccaratMachine,
      resumeBaccarat(saved, { wallet, rng: new SeededRng('other') }),
    ).start();
    expect(resumed.getSnapshot().matches({ dealing: 'firstCards' })).toBe(true);
    expect(resumed.getSnapshot().context.tableau.banker).toEqual(['3D', 'TC']);
    resumed.send({ type: 'anim.done' });
    expect(resumed.getSnapshot().context.tableau.banker).toEqual(['3D', 'TC', '9D']);
    resumed.send({ type: 'anim.done' });
    const payout = await waitFor(resumed, (s) => s.matches('payout'));
    expect(payout.context.settlement?.returned).toBe(58);
    expect(wallet.balance()).toBe(10_028);
    // The debit happened once, before the save.
    expect(payout.context.balance).toBe(10_028);
  });

  it('restores a table in betting with its chips and history', async () => {
    const wallet = createMemoryWallet(10_000);
    const { actor } = start([...NATURAL, ...TIE], { wallet });
    bet(actor, 10, 'banker');
    await dealt(actor);
    await finish(actor);
    bet(actor, 50, 'tie');
    const saved = persistBaccarat(actor);
    actor.stop();
    const resumed = createActor(baccaratMachine, resumeBaccarat(saved, { wallet, rng: new SeededRng(3) }));
    resumed.start();
    expect(bets(resumed)).toEqual({ player: 0, banker: 0, tie: 50 });
    expect(resumed.getSnapshot().context.history).toHaveLength(1);
    await dealt(resumed);
    await finish(resumed);
    expect(wallet.balance()).toBe(10_000 - 10 - 50 + 450);
  });
});
