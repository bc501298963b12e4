/**
 * The statechart under a storm of random events (legal or not) on every table, with the demo
 * port's own shuffled shoe: it always gets back to betting, the bank never goes negative, each
 * round moves the bank by exactly what the round says the player staked and got back, the
 * balance the table shows is the bank's between rounds, and the bank's books reconcile.
 */
import { describe, expect, it } from 'vitest';
import { BLACKJACK_TABLES, tableRules } from '../../src/engine/blackjack/index';
import { SeededRng } from '../../src/engine/shared/rng';
import type { BlackjackEvent } from '../../src/machines/blackjack.machine';
import { reconciled, settled } from './support';
import { openBlackjack } from './tables';

const PLAY_EVENTS: BlackjackEvent[] = [
  { type: 'insurance.accept' },
  { type: 'insurance.decline' },
  { type: 'player.hit' },
  { type: 'player.stand' },
  { type: 'player.double' },
  { type: 'player.split' },
  { type: 'player.surrender' },
  { type: 'anim.done' },
  { type: 'bet.place', amount: 100 },
  { type: 'round.deal' },
  { type: 'bet.clear' },
  { type: 'bet.rebet' },
  { type: 'round.retry' },
];

describe.each(BLACKJACK_TABLES)('%s under random events', (table) => {
  it('60 rounds: back to betting every time, bank never negative, every cent accounted for', async () => {
    const rules = tableRules(table);
    const rng = new SeededRng(`machine ${table}`);
    const { actor, bank } = await openBlackjack({ table, balance: rules.maxBet * 4, rng: new SeededRng(table) });
    let rounds = 0;
    for (let n = 0; n < 60; n++) {
      const before = bank.balance();
      const seats = 1 + rng.int(rules.seats);
      for (let seat = 1; seat <= seats; seat++) {
        actor.send({ type: 'bet.place', seat, amount: rules.minBet * (1 + rng.int(3)) });
      }
      actor.send({ type: 'round.deal' });
      await settled(actor);
      if (actor.getSnapshot().matches('betting')) {
        // The bets did not fit the balance: top up the way Rebuy does and try again next round.
        expect(actor.getSnapshot().context.notice).not.toBeNull();
        expect(bank.balance()).toBe(before);
        bank.rebuy();
        actor.send({ type: 'wallet.balance', balance: bank.balance() });
        actor.send({ type: 'bet.clear' });
        continue;
      }
      rounds++;
      let steps = 0;
      while (!actor.getSnapshot().matches('betting')) {
        actor.send(PLAY_EVENTS[rng.int(PLAY_EVENTS.length)] as BlackjackEvent);
        await settled(actor);
        expect(actor.getSnapshot().matches('failed')).toBe(false);
        expect(bank.balance()).toBeGreaterThanOrEqual(0);
        expect(++steps).toBeLessThan(2000);
      }
      const { context } = actor.getSnapshot();
      const played = context.round;
      expect(played?.status).toBe('settled');
      expect(played?.view.phase).toBe('over');
      expect(bank.balance()).toBe(before - (played?.staked ?? 0) + (played?.returned ?? 0));
      expect(context.balance).toBe(bank.balance());
      expect(context.placements).toEqual([]);
    }
    expect(rounds).toBeGreaterThan(30);
    expect(reconciled(bank)).toBe(true);
  });
});
