/**
 * The computer players of bj-classic: the round port plays them (the computed strategy,
 * insurance declined) inside its answers, so the table only ever asks the player, and the
 * player's money moves by the player's own stakes and returns only.
 */
import { describe, expect, it } from 'vitest';
import {
  BLACKJACK_TABLES,
  otherPlayersBets,
  type RoundEvent,
  startRound,
  type TableRound,
  tableRound,
  tableRules,
} from '../../src/engine/blackjack/index';
import { SeededRng } from '../../src/engine/shared/rng';
import { createShoe } from '../../src/engine/shared/shoe';
import { tableView } from '../../src/machines/blackjack/view';
import type { BlackjackActor } from '../../src/machines/blackjack.machine';
import { phaseOf } from '../../src/machines/table/context';
import { reconciled, settled } from './support';
import { deal, openBlackjack, press, shown } from './tables';

/** What the player has on the round: every stake and return of the player's own seats. */
function playersMoney(round: TableRound) {
  let staked = 0;
  let returned = 0;
  for (const s of round.seats.filter((x) => x.seat <= round.playerSeats)) {
    for (const h of s.hands) {
      staked += h.bet;
      returned += h.returned;
    }
    staked += s.insurance.bet + s.perfectPairs.bet;
    returned += s.insurance.returned + s.perfectPairs.returned;
  }
  return { staked, returned };
}

/**
 * Plays one round to the end: the player presses the hint, every question the table asks must be
 * the player's (seat 1). Returns the round and every event the port answered with.
 */
async function playRound(actor: BlackjackActor, bet: number) {
  const before = actor.getSnapshot().context.round?.events;
  await deal(actor, { amount: bet });
  return playOn(actor, before);
}

/** Plays the round on the table to its end (see playRound). */
async function playOn(actor: BlackjackActor, before?: readonly RoundEvent[]) {
  const events: RoundEvent[] = [];
  let seen = before;
  for (let i = 0; i < 200; i++) {
    const s = await settled(actor);
    const answered = s.context.round?.events;
    if (answered && answered !== seen) {
      seen = answered;
      events.push(...answered);
    }
    const phase = phaseOf(s);
    if (phase === 'betting') return { round: s.context.round?.view as TableRound, events };
    if (phase === 'insurance' || phase === 'playerTurn') {
      const view = s.context.round?.view;
      const turn = view?.turn;
      expect(turn && view?.seats[turn.seat]?.seat).toBe(1);
      actor.send({ type: tableView(s).hint() ?? 'player.stand' });
    } else actor.send({ type: 'anim.done' });
  }
  throw new Error('the round did not end');
}

const SHOE = 'TS TH 5C 9H 9D 2C 6D 8C 4S 3H 2D KC 7S 5H 4C 3D 2S QH';

describe('computer players', () => {
  it('hold two boxes at bj-classic and bj-european, none at the other tables, with a fixed bet each', () => {
    const classic = tableRules('bj-classic');
    expect(classic.otherPlayers).toBe(2);
    // bj-european's five boxes: three for the player, two to bet behind on (sheet 002).
    expect(tableRules('bj-european').otherPlayers).toBe(2);
    for (const table of BLACKJACK_TABLES.filter((t) => t !== 'bj-classic' && t !== 'bj-european')) {
      expect(tableRules(table).otherPlayers).toBe(0);
    }
    expect(otherPlayersBets(classic)).toEqual([
      { seat: 2, main: 100, perfectPairs: 0 },
      { seat: 3, main: 500, perfectPairs: 0 },
    ]);
  });

  it('act by themselves after the player, and the bank sees only the player’s stake and return', async () => {
    // seat 1: T 9; seat 2: T 2; seat 3: 5 6; dealer 9 8; then the cards to draw.
    const { actor, bank, port } = await openBlackjack({ shoe: SHOE });
    const moves: number[] = [];
    bank.onChange((c) => moves.push(c.balance - c.previous));

    const dealing = await deal(actor, { amount: 1000 });
    expect(dealing.context.round?.view.seats.map((s) => s.seat)).toEqual([1, 2, 3]);
    expect(dealing.context.round?.staked).toBe(1000);
    expect(shown(actor).value).toBe('playerTurn');

    const stood = await press(actor, 'player.stand');
    // One answer carries the computer players' play and the dealer's: seat 2 hits 12 and 16
    // against a 9 and stands on 19, seat 3 doubles 11.
    const after = stood.context.round?.events ?? [];
    expect(
      after.filter((e) => e.type === 'card.dealt' && e.to !== 'dealer').map((e) => e.type === 'card.dealt' && e.to),
    ).toEqual([
      { seat: 2, hand: 0 },
      { seat: 2, hand: 0 },
      { seat: 3, hand: 0 },
    ]);
    expect(after).toContainEqual({ type: 'hand.stood', seat: 2, hand: 0, total: 19 });
    expect(after).toContainEqual({ type: 'hand.doubled', seat: 3, hand: 0, bet: 1000 });
    expect(after).toContainEqual({ type: 'hole.revealed', card: '8C' });
    expect(port.act.mock.calls.map(([r]) => r.decision)).toEqual(['stand']);

    const round = stood.context.round?.view as TableRound;
    expect(round.seats[0]?.hands[0]).toMatchObject({ cards: ['TS', '9D'], outcome: 'win', returned: 2000 });
    expect(round.seats[2]?.hands[0]).toMatchObject({ doubled: true, bet: 1000, outcome: 'lose' });
    expect({ staked: round.staked, returned: round.returned }).toEqual({ staked: 1000, returned: 2000 });
    expect(playersMoney(round)).toEqual({ staked: 1000, returned: 2000 });

    shown(actor);
    expect(actor.getSnapshot().context.balance).toBe(101_000);
    expect(moves).toEqual([-1000, 2000]);
    expect(bank.balance()).toBe(101_000);
    expect(reconciled(bank)).toBe(true);
  });

  it('seeded rounds: the table asks only the player, and the balance moves by the player’s money only', async () => {
    const { actor, bank } = await openBlackjack({ balance: 50_000, rng: new SeededRng(7) });
    for (let n = 1; n <= 30; n++) {
      const before = bank.balance();
      const { round, events } = await playRound(actor, 500);
      expect(round.phase).toBe('over');
      expect(round.seats.map((s) => s.seat)).toEqual([1, 2, 3]);
      const mine = playersMoney(round);
      expect({ staked: round.staked, returned: round.returned }).toEqual(mine);
      expect(bank.balance()).toBe(before - mine.staked + mine.returned);
      expect(actor.getSnapshot().context.balance).toBe(bank.balance());
      expect(events.filter((e) => e.type === 'card.dealt').length).toBeGreaterThanOrEqual(8);
      // The computer players always decline insurance.
      for (const e of events) if (e.type === 'insurance.taken') expect(e.seat).toBe(1);
      for (const s of round.seats.slice(1)) expect(s.insurance.bet).toBe(0);
    }
    expect(reconciled(bank)).toBe(true);
  });

  it('without them, the table deals as the engine does and every return is the player’s', async () => {
    const rules = tableRules('bj-classic', { otherPlayers: 0 });
    const { actor, bank } = await openBlackjack({ rules, balance: 50_000, rng: new SeededRng(11) });
    const rng = new SeededRng(11);
    const shoe = createShoe(rules.decks, rules.shuffle, rng);
    const expected = startRound(rules, shoe, [{ seat: 1, main: 500, perfectPairs: 0 }], 50_000, rng).state;
    const dealing = await deal(actor, { amount: 500 });
    expect(dealing.context.round?.view).toEqual(tableRound(rules, expected));
    await playOn(actor);
    for (let n = 0; n < 20; n++) {
      const before = bank.balance();
      const { round } = await playRound(actor, 500);
      expect(round.seats.map((s) => s.seat)).toEqual([1]);
      expect(bank.balance()).toBe(before - round.staked + round.returned);
    }
    expect(reconciled(bank)).toBe(true);
  });
});
