/**
 * Bet behind at bj-european through the machine and the demo port: a back bet placed on a
 * computer player's box while betting (and refused where it may not go), and the round stopping
 * at the `behind` question when that holder doubles, answered with MATCH or NO.
 */
import { describe, expect, it } from 'vitest';
import { tableView } from '../../src/machines/blackjack/view';
import { reconciled } from './support';
import { openBlackjack, press, shown } from './tables';

const table = 'bj-european';
// Box 1 TS 8S = 18, box 4 6H 5C = 11 (it doubles against the 6), box 5 TC 9C = 19; dealer 6D,
// then 9D to box 4 and TH 7H to the dealer, who busts.
const DOUBLES = 'TS 6H TC 6D 8S 5C 9C 9D TH 7H';

describe('placing a back bet', () => {
  it('goes on a computer player’s box only, up to that box’s bet, and comes off again', async () => {
    const { actor } = await openBlackjack({ table });
    const view = () => tableView(actor.getSnapshot());
    expect(view().behindSeats).toEqual([4, 5]);

    actor.send({ type: 'bet.place', seat: 4, spot: 'behind', amount: 1000 });
    expect(view().placements).toEqual([{ seat: 4, spot: 'behind', amount: 1000 }]);
    // Box 4's holder bets 1000: a second chip would be over it.
    actor.send({ type: 'bet.place', seat: 4, spot: 'behind', amount: 1000 });
    expect(view().notice).toEqual({ code: 'bet.behindLimits', seat: 4, amount: 2000, min: 1000, max: 1000 });
    // The player's own box is the player's to play, not to bet behind.
    actor.send({ type: 'bet.place', seat: 2, spot: 'behind', amount: 1000 });
    expect(view().notice).toEqual({ code: 'bet.behindNotOther', seat: 2 });
    expect(view().placements).toHaveLength(1);
    // A back bet alone may be dealt.
    expect(view().dealProblem).toBeNull();

    actor.send({ type: 'behind.clear', seat: 5 });
    expect(view().placements).toHaveLength(1);
    actor.send({ type: 'behind.clear', seat: 4 });
    expect(view().placements).toEqual([]);
  });

  it('is refused at a table without bet behind', async () => {
    const { actor } = await openBlackjack({ table: 'bj-classic' });
    actor.send({ type: 'bet.place', seat: 2, spot: 'behind', amount: 100 });
    expect(tableView(actor.getSnapshot())).toMatchObject({
      behindSeats: [],
      placements: [],
      notice: { code: 'bet.noBehind', seat: 2 },
    });
  });
});

describe('the holder doubles: match the back bet?', () => {
  async function asked() {
    const opened = await openBlackjack({ table, shoe: DOUBLES });
    const { actor, port } = opened;
    actor.send({ type: 'bet.place', seat: 1, amount: 1000 });
    actor.send({ type: 'bet.place', seat: 4, spot: 'behind', amount: 1000 });
    await press(actor, 'round.deal');
    expect(port.open.mock.calls[0]?.[0].bets).toEqual([
      { seat: 1, main: 1000, perfectPairs: 0 },
      { seat: 4, main: 0, perfectPairs: 0, behind: 1000 },
    ]);
    expect(shown(actor).value).toBe('playerTurn');
    await press(actor, 'player.stand');
    const question = shown(actor);
    expect(question.value).toBe('behind');
    return opened;
  }

  it('the round waits for the answer; MATCH stakes the back bet again and it is paid with the doubled hand', async () => {
    const { actor, bank, port } = await asked();
    const view = tableView(actor.getSnapshot());
    expect(view.moves).toEqual(['behind.match', 'behind.decline']);
    expect(view.behindAsk).toEqual({ seat: 4, move: 'double' });
    expect(view.hint()).toBeNull();
    expect(bank.balance()).toBe(98_000);

    const matched = await press(actor, 'behind.match');
    expect(port.act.mock.calls.map(([r]) => r.decision)).toEqual(['stand', 'behind:yes']);
    expect(matched.context.round?.view.seats[1]?.hands[0]).toMatchObject({
      bet: 2000,
      behind: 2000,
      behindReturned: 4000,
    });
    // Box 1 wins 2000 back, the matched back bet 4000; the computer player's money is its own.
    expect(matched.context.round).toMatchObject({ staked: 3000, returned: 6000 });
    expect(shown(actor).value).toBe('payout');
    expect(bank.balance()).toBe(103_000);
    const betting = shown(actor);
    expect(betting.value).toBe('betting');
    // REBET puts the back bet back as it was placed, not as it was doubled.
    expect(betting.context.lastBets).toEqual([
      { seat: 1, main: 1000, perfectPairs: 0 },
      { seat: 4, main: 0, behind: 1000 },
    ]);
    expect(reconciled(bank)).toBe(true);
  });

  it('NO leaves the back bet as it was', async () => {
    const { actor, bank, port } = await asked();
    const kept = await press(actor, 'behind.decline');
    expect(port.act.mock.calls.at(-1)?.[0].decision).toBe('behind:no');
    expect(kept.context.round?.view.seats[1]?.hands[0]).toMatchObject({
      bet: 2000,
      behind: 1000,
      behindReturned: 2000,
    });
    expect(kept.context.round).toMatchObject({ staked: 2000, returned: 4000 });
    shown(actor);
    expect(bank.balance()).toBe(102_000);
    expect(reconciled(bank)).toBe(true);
  });

  it('a move that is not an answer is not taken while the question is asked', async () => {
    const { actor, port } = await asked();
    await press(actor, 'player.hit');
    expect(actor.getSnapshot().value).toBe('behind');
    expect(port.act).toHaveBeenCalledTimes(1);
  });
});
