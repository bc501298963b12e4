import { describe, expect, it } from 'vitest';
import { type RoundRecord, roads } from '../../src/engine/baccarat/roads';
import { tableRules } from '../../src/engine/baccarat/rules';
import { SeededRng } from '../../src/engine/shared/rng';
import type { BaccaratSnapshot } from '../../src/machines/baccarat.machine';
import { HISTORY_KEPT, legalMoves } from '../../src/machines/baccarat.machine';
import { RoundRefused } from '../../src/machines/round-port';
import { answerLost, mentionsCard, openBank, reconciled, stored } from './support';
import { bet, betsOn, openBaccarat, baccaratPress as press } from './tables';

const NATURAL = ['8S', '2H', 'KD', '5C']; // Player 8 natural, Banker 7
const THIRD_CARDS = ['2S', '3D', '2H', 'TC', '6C', '9D']; // Player 4 -> 0, Banker 3 -> 2: Banker wins
const TIE = ['4S', '5D', '4H', '3C']; // 8 against 8

type Actor = Awaited<ReturnType<typeof openBaccarat>>['actor'];

async function dealt(actor: Actor) {
  return press(actor, 'round.deal');
}

/** The stage on show has been shown. */
function shown(actor: Actor) {
  actor.send({ type: 'anim.done' });
  return actor.getSnapshot();
}

/** The dealing and payout stages shown: back to betting. */
function finish(actor: Actor) {
  actor.send({ type: 'anim.done' });
  actor.send({ type: 'anim.done' });
  return actor.getSnapshot();
}

const cardsOf = (s: BaccaratSnapshot) =>
  s.context.stage.events.map((e) => (e.type === 'card' ? `${e.to}:${e.card}${e.third ? '+' : ''}` : e.type));

describe('a round from betting to payout', () => {
  it('takes the stake at DEAL, shows four cards and a natural, then pays after the animation', async () => {
    const { actor, bank, port } = await openBaccarat({ shoe: NATURAL });
    bet(actor, 100, 'player', 'player');
    const dealing = await dealt(actor);
    expect(dealing.value).toBe('dealing');
    expect(port.open.mock.calls[0]?.[0]).toEqual({ requestId: 'test-1', bets: { player: 200, banker: 0, tie: 0 } });
    expect(dealing.context.balance).toBe(9_800);
    expect(cardsOf(dealing)).toEqual(['player:8S', 'banker:2H', 'player:KD', 'banker:5C', 'result']);
    // The port settled the round at once; the win reaches the balance at the payout.
    expect(bank.balance()).toBe(10_200);

    const payout = shown(actor);
    expect(payout.value).toBe('payout');
    expect(payout.context.stage.events).toEqual([
      { type: 'settled', area: 'player', bet: 200, returned: 400, result: 'win' },
    ]);
    expect(payout.context.balance).toBe(10_200);
    expect(payout.context.history).toEqual([{ winner: 'player', playerTotal: 8, bankerTotal: 7, natural: true }]);

    const after = shown(actor);
    expect(after.value).toBe('betting');
    expect(after.context.placements).toEqual([]);
    expect(after.context.balance).toBe(10_200);
    expect(after.context.lastBets).toEqual({ player: 200, banker: 0, tie: 0 });
    expect(reconciled(bank)).toBe(true);
  });

  it('deals the third cards in the same stage, and rounds the BANKER win down', async () => {
    const { actor, bank } = await openBaccarat({ shoe: THIRD_CARDS });
    bet(actor, 10, 'banker', 'banker', 'banker');
    const dealing = await dealt(actor);
    expect(cardsOf(dealing)).toEqual([
      'player:2S',
      'banker:3D',
      'player:2H',
      'banker:TC',
      'player:6C+',
      'banker:9D+',
      'result',
    ]);
    expect(dealing.context.stage.events.at(-1)).toEqual({
      type: 'result',
      winner: 'banker',
      natural: false,
      playerTotal: 0,
      bankerTotal: 2,
    });
    expect(dealing.context.round?.view.tableau.banker).toEqual(['3D', 'TC', '9D']);
    expect(dealing.context.balance).toBe(9_970);
    const payout = shown(actor);
    expect(payout.context.round?.view.settlement.areas.banker).toEqual({ bet: 30, returned: 58, result: 'win' });
    expect(payout.context.balance).toBe(10_028);
    expect(bank.balance()).toBe(10_028);
  });

  it('pushes PLAYER and BANKER on a tie and pays TIE 9 for 1', async () => {
    const { actor, bank } = await openBaccarat({ shoe: TIE });
    bet(actor, 100, 'player', 'banker', 'tie');
    await dealt(actor);
    expect(finish(actor).context.balance).toBe(10_000 - 300 + 100 + 100 + 900);
    expect(bank.balance()).toBe(10_800);
  });

  it('ignores bets, DEAL and anim.done out of their phase', async () => {
    const { actor, port } = await openBaccarat({ shoe: THIRD_CARDS });
    const before = actor.getSnapshot();
    actor.send({ type: 'anim.done' });
    actor.send({ type: 'round.retry' });
    expect(actor.getSnapshot().context).toEqual(before.context);
    bet(actor, 100, 'player');
    const dealing = await dealt(actor);
    bet(actor, 100, 'tie');
    for (const type of ['bet.clear', 'bet.undo', 'bet.rebet', 'round.deal', 'tool.remove'] as const) {
      await press(actor, type);
    }
    const s = actor.getSnapshot();
    expect(s.value).toBe('dealing');
    expect(s.context).toEqual(dealing.context);
    expect(s.can({ type: 'bet.place', area: 'tie' })).toBe(false);
    expect(port.open).toHaveBeenCalledTimes(1);
  });

  it('deals the next round from where the shoe stopped and keeps the history for the roads', async () => {
    const { actor, bank } = await openBaccarat({ shoe: [...NATURAL, ...TIE, ...THIRD_CARDS] });
    for (let i = 0; i < 3; i++) {
      bet(actor, 10, 'banker');
      await dealt(actor);
      finish(actor);
    }
    const { history } = actor.getSnapshot().context;
    expect(history.map((h) => h.winner)).toEqual(['player', 'tie', 'banker']);
    expect(roads(history).bigRoad.cells.map((c) => [c.col, c.row, c.winner, c.ties])).toEqual([
      [0, 0, 'player', 1],
      [1, 0, 'banker', 0],
    ]);
    expect(bank.balance()).toBe(10_000 - 10 + 0 + 9); // lost, pushed, won 0.95:1 rounded down
    expect(actor.getSnapshot().context.round?.roundId).toBe('baccarat-3');
  });

  it('deals from the port’s 8-deck shoe, shuffled before every round, which never reaches the table', async () => {
    const { actor, bank } = await openBaccarat({ rng: new SeededRng('shoe') });
    const shoe = () => bank.peek((tx) => tx.table('baccarat:baccarat-8deck')) as { shoe: { shuffles: number } };
    expect(shoe().shoe.shuffles).toBe(1);
    const shuffles: number[] = [];
    for (let i = 0; i < 3; i++) {
      bet(actor, 10, 'player');
      const dealing = await dealt(actor);
      shuffles.push(shoe().shoe.shuffles);
      expect(
        cardsOf(dealing)
          .slice(0, 4)
          .map((c) => c.split(':')[0]),
      ).toEqual(['player', 'banker', 'player', 'banker']);
      expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain('shuffles');
      finish(actor);
    }
    expect(shuffles).toEqual([2, 3, 4]);
    expect(actor.getSnapshot().context.history).toHaveLength(3);
  });
});

describe('betting, and its notices as codes', () => {
  it('adds the selected chip per click and refuses a chip the table does not have', async () => {
    const { actor } = await openBaccarat({ shoe: NATURAL });
    bet(actor, 500, 'banker', 'banker');
    bet(actor, 50, 'tie');
    expect(betsOn(actor)).toEqual({ player: 0, banker: 1000, tie: 50 });
    actor.send({ type: 'chip.select', value: 7 });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'chip.unknown', value: 7 });
    expect(actor.getSnapshot().context.chip).toBe(50);
  });

  it('undoes the last chip, clears everything', async () => {
    const { actor } = await openBaccarat({ shoe: NATURAL });
    bet(actor, 100, 'banker', 'player', 'player');
    actor.send({ type: 'bet.undo' });
    expect(betsOn(actor)).toEqual({ player: 100, banker: 100, tie: 0 });
    actor.send({ type: 'bet.clear' });
    expect(betsOn(actor)).toEqual({ player: 0, banker: 0, tie: 0 });
    expect(actor.getSnapshot().can({ type: 'bet.undo' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'bet.clear' })).toBe(false);
  });

  it('takes chips off one at a time with the remove tool, and undo puts them back', async () => {
    const { actor } = await openBaccarat({ shoe: NATURAL });
    bet(actor, 100, 'banker', 'banker');
    bet(actor, 10, 'banker');
    actor.send({ type: 'tool.remove' });
    actor.send({ type: 'bet.place', area: 'banker' });
    expect(betsOn(actor).banker).toBe(200);
    actor.send({ type: 'bet.place', area: 'banker' });
    expect(betsOn(actor).banker).toBe(100);
    actor.send({ type: 'bet.place', area: 'player' });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'chip.none', area: 'player' });
    actor.send({ type: 'bet.undo' });
    expect(betsOn(actor).banker).toBe(200);
    bet(actor, 10, 'tie');
    expect(betsOn(actor).tie).toBe(10);
  });

  it('refuses a chip that would pass the area maximum, naming it', async () => {
    const { actor } = await openBaccarat({ shoe: NATURAL, balance: 10_000_000 });
    bet(actor, 50_000, 'tie', 'tie');
    bet(actor, 10, 'tie');
    expect(betsOn(actor).tie).toBe(100_000);
    expect(actor.getSnapshot().context.notice).toEqual({
      code: 'bet.overMax',
      area: 'tie',
      amount: 100_010,
      max: 100_000,
    });
    bet(actor, 50_000, ...Array<'banker'>(10).fill('banker'));
    bet(actor, 50_000, 'banker');
    expect(betsOn(actor).banker).toBe(500_000);
    expect(actor.getSnapshot().context.notice).toMatchObject({ code: 'bet.overMax', area: 'banker' });
  });

  it('refuses chips beyond the balance', async () => {
    const { actor } = await openBaccarat({ shoe: NATURAL, balance: 150 });
    bet(actor, 100, 'player', 'banker');
    expect(betsOn(actor)).toEqual({ player: 100, banker: 0, tie: 0 });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'bet.overBalance', total: 200, balance: 150 });
  });

  it('refuses DEAL without a bet, saying why', async () => {
    const { actor, port } = await openBaccarat({ shoe: NATURAL });
    await dealt(actor);
    expect(actor.getSnapshot().value).toBe('betting');
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'bet.none' });
    expect(port.open).not.toHaveBeenCalled();
  });

  it('refuses DEAL under an area minimum set by the rules', async () => {
    const rules = tableRules('baccarat-6deck', { limits: { tie: { min: 100, max: 1000 } } });
    const { actor, bank, port } = await openBaccarat({ table: 'baccarat-6deck', rules, shoe: NATURAL });
    bet(actor, 50, 'tie');
    await dealt(actor);
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'bet.belowMin', area: 'tie', amount: 50, min: 100 });
    expect(port.open).not.toHaveBeenCalled();
    expect(bank.balance()).toBe(10_000);
  });

  it('offers SAME BETS and REBET x2 after a round, and undo takes the whole rebet back', async () => {
    const { actor } = await openBaccarat({ shoe: [...NATURAL, ...NATURAL] });
    expect(actor.getSnapshot().can({ type: 'bet.rebet' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'bet.double' })).toBe(false);
    bet(actor, 100, 'player', 'tie');
    await dealt(actor);
    finish(actor);
    actor.send({ type: 'bet.rebet' });
    expect(betsOn(actor)).toEqual({ player: 100, banker: 0, tie: 100 });
    actor.send({ type: 'bet.undo' });
    expect(betsOn(actor)).toEqual({ player: 0, banker: 0, tie: 0 });
    actor.send({ type: 'bet.double' });
    expect(betsOn(actor)).toEqual({ player: 200, banker: 0, tie: 200 });
  });

  it('refuses REBET x2 when the doubled bets pass a maximum', async () => {
    const { actor } = await openBaccarat({ shoe: [...NATURAL, ...NATURAL], balance: 10_000_000 });
    bet(actor, 50_000, 'tie', 'tie');
    await dealt(actor);
    finish(actor);
    actor.send({ type: 'bet.double' });
    expect(betsOn(actor).tie).toBe(0);
    expect(actor.getSnapshot().context.notice).toEqual({
      code: 'bet.overMax',
      area: 'tie',
      amount: 200_000,
      max: 100_000,
    });
  });

  it('a rebuy between rounds shows the new balance', async () => {
    const { actor, bank } = await openBaccarat({ shoe: NATURAL, balance: 1_000 });
    bet(actor, 500, 'banker', 'banker');
    await dealt(actor);
    expect(finish(actor).context.balance).toBe(0);
    expect(legalMoves(actor.getSnapshot())).toEqual(['chip.select', 'tool.remove']);
    expect(bank.rebuy()).toMatchObject({ ok: true, balance: 1_000 });
    actor.send({ type: 'wallet.balance', balance: bank.balance() });
    expect(actor.getSnapshot().context.balance).toBe(1_000);
    expect(legalMoves(actor.getSnapshot())).toContain('bet.rebet');
    expect(reconciled(bank)).toBe(true);
  });
});

describe('legal moves for the buttons', () => {
  it('lists what each phase allows', async () => {
    const { actor } = await openBaccarat({ shoe: [...NATURAL, ...NATURAL], balance: 1_000 });
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
    shown(actor);
    expect(moves()).toEqual(['anim.done']);
    shown(actor);
    // PLAYER returned 1000 and BANKER lost: balance 1000. Same bets (1000) fit; doubled (2000) do not.
    expect(actor.getSnapshot().context.balance).toBe(1_000);
    expect(moves()).toEqual(['chip.select', 'tool.remove', 'bet.place', 'bet.rebet']);
  });
});

describe('the round port', () => {
  it('a refused DEAL goes back to betting with the notice and the bets in place', async () => {
    const { actor, bank, port } = await openBaccarat({ shoe: NATURAL });
    port.open.mockRejectedValueOnce(new RoundRefused({ code: 'round.insufficientFunds' }));
    bet(actor, 100, 'banker');
    const s = await dealt(actor);
    expect(s.value).toBe('betting');
    expect(s.context.notice).toEqual({ code: 'round.insufficientFunds' });
    expect(s.context.round).toBeNull();
    expect(s.context.call).toBeNull();
    expect(betsOn(actor).banker).toBe(100);
    expect(bank.balance()).toBe(10_000);
    expect((await dealt(actor)).value).toBe('dealing');
    expect(port.open.mock.calls.map(([r]) => r.requestId)).toEqual(['test-1', 'test-2']);
  });

  it('the bank refuses what it cannot cover, whatever balance the table shows', async () => {
    const { actor, bank } = await openBaccarat({ shoe: NATURAL, balance: 100 });
    actor.send({ type: 'wallet.balance', balance: 5_000 });
    bet(actor, 500, 'banker');
    const s = await dealt(actor);
    expect(s.value).toBe('betting');
    expect(s.context.notice).toEqual({ code: 'bet.overBalance', total: 500, balance: 100 });
    expect(bank.balance()).toBe(100);
  });

  it('a DEAL whose outcome is unknown waits in failed; TRY AGAIN repeats the same request', async () => {
    const { actor, bank, port } = await openBaccarat({ shoe: NATURAL });
    port.open.mockRejectedValueOnce(new Error('timeout'));
    bet(actor, 100, 'player');
    const failed = await dealt(actor);
    expect(failed.value).toBe('failed');
    expect(failed.context.notice).toEqual({ code: 'round.unavailable' });
    expect(legalMoves(failed)).toEqual(['round.retry']);
    bet(actor, 100, 'player');
    await dealt(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    const dealing = await press(actor, 'round.retry');
    expect(dealing.value).toBe('dealing');
    expect(port.open.mock.calls.map(([r]) => r.requestId)).toEqual(['test-1', 'test-1']);
    expect(port.open.mock.calls[1]?.[0].bets).toEqual({ player: 100, banker: 0, tie: 0 });
    expect(finish(actor).context.balance).toBe(10_100);
    expect(bank.balance()).toBe(10_100);
    expect(reconciled(bank)).toBe(true);
  });

  it('a DEAL whose answer was lost after the bank settled it: the retry gets that round, paid once', async () => {
    const { actor, bank, port, real } = await openBaccarat({ shoe: [...NATURAL, ...TIE] });
    port.open.mockImplementationOnce(answerLost(real.open));
    bet(actor, 100, 'player');
    expect((await dealt(actor)).value).toBe('failed');
    expect(bank.balance()).toBe(10_100);
    const dealing = await press(actor, 'round.retry');
    expect(dealing.context.round?.roundId).toBe('baccarat-1');
    expect(cardsOf(dealing).slice(0, 4)).toEqual(['player:8S', 'banker:2H', 'player:KD', 'banker:5C']);
    expect(finish(actor).context.balance).toBe(10_100);
    expect(bank.balance()).toBe(10_100);
    expect(reconciled(bank)).toBe(true);
  });
});

describe('history for the roads', () => {
  const record = (winner: RoundRecord['winner']): RoundRecord => ({
    winner,
    playerTotal: winner === 'player' ? 9 : 1,
    bankerTotal: winner === 'banker' ? 9 : 1,
    natural: false,
  });

  it('shows the history it opens with and, full, drops its oldest bead-plate column (six rounds) for a new one', async () => {
    const history = Array.from({ length: HISTORY_KEPT }, (_, i) => record(i % 3 ? 'banker' : 'player'));
    const { actor } = await openBaccarat({ shoe: TIE, history });
    expect(actor.getSnapshot().context.history).toHaveLength(HISTORY_KEPT);
    bet(actor, 10, 'tie');
    await dealt(actor);
    // The round joins the roads with its payout, not before.
    expect(actor.getSnapshot().context.history.at(-1)).toEqual(history.at(-1));
    shown(actor);
    const after = actor.getSnapshot().context.history;
    // Every round kept stays in its row of the bead plate: the oldest six went, not one.
    expect(after).toEqual([...history.slice(6), { winner: 'tie', playerTotal: 8, bankerTotal: 8, natural: true }]);
    // The persisted snapshot (the table's saved slot) holds no more than that.
    const saved = actor.getPersistedSnapshot() as unknown as { context: { history: unknown[] } };
    expect(saved.context.history).toHaveLength(HISTORY_KEPT - 5);
  });

  it('opens with a longer history (an older build kept 500) trimmed to whole columns within the bound', async () => {
    const history = Array.from({ length: 500 }, (_, i) => record(i % 4 ? 'banker' : 'player'));
    const { actor } = await openBaccarat({ shoe: TIE, history });
    expect(actor.getSnapshot().context.history).toEqual(history.slice(144));
    expect(HISTORY_KEPT).toBe(360);
  });
});

describe('persistence', () => {
  it('the persisted snapshot is plain JSON, and holds no card the shoe has not dealt', async () => {
    const undealt = ['QS', 'JH', '7D', '6H'];
    const { actor, port, real } = await openBaccarat({ shoe: [...THIRD_CARDS, ...undealt] });
    const seen: unknown[] = [];
    actor.subscribe(() => seen.push(actor.getPersistedSnapshot()));
    bet(actor, 10, 'banker');
    port.open.mockImplementationOnce(answerLost(real.open));
    await dealt(actor);
    await press(actor, 'round.retry');
    finish(actor);
    const phases = new Set(seen.map((s) => (s as BaccaratSnapshot).value));
    expect(phases).toEqual(new Set(['betting', 'opening', 'failed', 'dealing', 'payout']));
    for (const snapshot of seen) {
      expect(stored(snapshot)).toEqual(snapshot);
      for (const card of undealt) expect(mentionsCard(snapshot, card)).toBe(false);
    }
    expect(mentionsCard(seen.at(-1), '9D')).toBe(true);
  });

  it('restores a snapshot saved mid-deal and finishes the round with its cards, paid once', async () => {
    const bank = openBank(10_000);
    const first = await openBaccarat({ bank, shoe: THIRD_CARDS });
    bet(first.actor, 10, 'banker', 'banker', 'banker');
    await dealt(first.actor);
    const saved = stored(first.actor.getPersistedSnapshot());
    first.actor.stop();

    const { actor, port } = await openBaccarat({ bank, snapshot: saved, rng: new SeededRng('other') });
    expect(actor.getSnapshot().value).toBe('dealing');
    expect(actor.getSnapshot().context.round?.view.tableau.banker).toEqual(['3D', 'TC', '9D']);
    expect(actor.getSnapshot().context.balance).toBe(9_970);
    const payout = shown(actor);
    expect(payout.value).toBe('payout');
    expect(payout.context.round?.view.settlement.returned).toBe(58);
    expect(payout.context.balance).toBe(10_028);
    expect(port.open).not.toHaveBeenCalled();
    expect(bank.balance()).toBe(10_028);
    expect(reconciled(bank)).toBe(true);
  });

  it('restores a table in betting with its chips and history', async () => {
    const bank = openBank(10_000);
    const first = await openBaccarat({ bank, shoe: [...NATURAL, ...TIE] });
    bet(first.actor, 10, 'banker');
    await dealt(first.actor);
    finish(first.actor);
    bet(first.actor, 50, 'tie');
    const saved = stored(first.actor.getPersistedSnapshot());
    first.actor.stop();

    const { actor, port } = await openBaccarat({ bank, snapshot: saved });
    expect(actor.getSnapshot().value).toBe('betting');
    expect(betsOn(actor)).toEqual({ player: 0, banker: 0, tie: 50 });
    expect(actor.getSnapshot().context.history).toHaveLength(1);
    expect(actor.getSnapshot().context.lastBets).toEqual({ player: 0, banker: 10, tie: 0 });
    await dealt(actor);
    expect(port.open.mock.calls[0]?.[0].requestId).toBe('test-2');
    expect(finish(actor).context.balance).toBe(10_000 - 10 - 50 + 450);
    expect(bank.balance()).toBe(10_390);
    expect(reconciled(bank)).toBe(true);
  });
});
