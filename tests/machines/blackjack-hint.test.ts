import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { tableRules } from '../../src/engine/blackjack/index';
import { SeededRng } from '../../src/engine/shared/rng';
import { stackedShoe } from '../../src/engine/shared/shoe';
import { hintFor } from '../../src/machines/blackjack/hint';
import { tableView } from '../../src/machines/blackjack/view';
import { blackjackMachine } from '../../src/machines/blackjack.machine';
import { createMemoryWallet } from '../../src/machines/ports';

async function dealt(table: string, shoe: string) {
  const actor = createActor(blackjackMachine, {
    input: {
      rules: tableRules(table),
      wallet: createMemoryWallet(100_000),
      rng: new SeededRng(1),
      shoe: stackedShoe(shoe.split(' ')),
    },
    clock: new SimulatedClock(),
  });
  actor.start();
  actor.send({ type: 'bet.place', seat: 1, amount: 1000, spot: 'main' });
  actor.send({ type: 'round.deal' });
  await waitFor(actor, (s) => s.matches('dealing'));
  actor.send({ type: 'anim.done' });
  return actor;
}

describe('the blackjack hint', () => {
  it('is null before a round and recommends the chart move for the active hand', async () => {
    expect(hintFor({ rules: tableRules('bj-classic'), round: null })).toBeNull();
    const sixteen = await dealt('bj-h17-8deck', 'TS TH 6D 7C 2S');
    expect(hintFor(sixteen.getSnapshot().context)).toBe('surrender');
    const eleven = await dealt('bj-classic', '6S 6H 5D 7C 2S');
    expect(hintFor(eleven.getSnapshot().context)).toBe('double');
  });

  it('is offered by the table view as the button to press, only while the table asks', async () => {
    const sixteen = await dealt('bj-h17-8deck', 'TS TH 6D 7C 2S');
    await waitFor(sixteen, (s) => s.matches('playerTurn'));
    const view = tableView(sixteen.getSnapshot());
    expect(view.moves).toContain('player.surrender');
    expect(view.hint()).toBe('player.surrender');
    const betting = createActor(blackjackMachine, {
      input: { rules: tableRules('bj-classic'), wallet: createMemoryWallet(100_000), rng: new SeededRng(1) },
    }).start();
    expect(tableView(betting.getSnapshot()).hint()).toBeNull();
  });

  it('declines insurance', async () => {
    const actor = await dealt('bj-classic', '8S AH 8D 7C');
    expect(actor.getSnapshot().context.round?.phase).toBe('insurance');
    expect(hintFor(actor.getSnapshot().context)).toBe('insurance:no');
  });
});
