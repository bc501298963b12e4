/**
 * The statechart under a storm of random events (legal or not) on every table with the
 * product's own shoe: it always gets back to betting, the wallet never goes negative, and each
 * round moves the wallet by exactly what the engine settled.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { tableRules } from '../../src/engine/blackjack/index';
import { SeededRng } from '../../src/engine/shared/rng';
import { type BlackjackEvent, blackjackMachine } from '../../src/machines/blackjack.machine';
import { createMemoryWallet } from '../../src/machines/ports';

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
];

const settledPhases = (s: { matches: (v: 'debiting' | 'staking' | 'crediting') => boolean }) =>
  !s.matches('debiting') && !s.matches('staking') && !s.matches('crediting');

describe.each(['bj-classic', 'bj-european', 'bj-multiseat', 'bj-h17-8deck'])('%s under random events', (table) => {
  it('60 rounds: back to betting every time, wallet never negative, every cent accounted for', async () => {
    const rules = tableRules(table);
    const rng = new SeededRng(`machine ${table}`);
    const wallet = createMemoryWallet(rules.maxBet * 4);
    const actor = createActor(blackjackMachine, {
      input: { rules, wallet, rng: new SeededRng(table) },
      clock: new SimulatedClock(),
    });
    actor.start();
    for (let round = 0; round < 60; round++) {
      const before = wallet.balance();
      const seats = 1 + rng.int(rules.seats);
      for (let seat = 1; seat <= seats; seat++) {
        actor.send({ type: 'bet.place', seat, amount: rules.minBet * (1 + rng.int(3)) });
      }
      actor.send({ type: 'round.deal' });
      await waitFor(actor, settledPhases);
      if (actor.getSnapshot().matches('betting')) {
        // The bets did not fit the balance: top up the way Rebuy would and try again next round.
        await wallet.credit(rules.maxBet * 4, 'rebuy');
        actor.send({ type: 'bet.clear' });
        continue;
      }
      let steps = 0;
      while (!actor.getSnapshot().matches('betting')) {
        actor.send(PLAY_EVENTS[rng.int(PLAY_EVENTS.length)]!);
        await waitFor(actor, settledPhases);
        expect(wallet.balance()).toBeGreaterThanOrEqual(0);
        expect(++steps).toBeLessThan(2000);
      }
      const { context } = actor.getSnapshot();
      const played = context.round!;
      expect(played.phase).toBe('over');
      expect(wallet.balance()).toBe(before - played.staked + played.returned);
      expect(context.balance).toBe(wallet.balance());
    }
  });
});
