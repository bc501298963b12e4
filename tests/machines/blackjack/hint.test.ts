import { describe, expect, it } from 'vitest';
import { tableRules } from '../../../src/engine/blackjack/index';
import { hintFor } from '../../../src/machines/blackjack/hint';
import { tableView } from '../../../src/machines/blackjack/view';
import { classicShoe, deal, openBlackjack, press, shown } from '../tables';

/** A table at the player's first decision of a round dealt from `shoe`. */
async function asked(table: string, shoe: string) {
  const t = await openBlackjack({ table, shoe });
  await deal(t.actor, { amount: 1000 });
  shown(t.actor);
  return t;
}

describe('the blackjack hint', () => {
  it('is null before a round and recommends the chart move for the hand whose turn it is', async () => {
    expect(hintFor(tableRules('bj-classic'), null)).toBeNull();
    const sixteen = await asked('bj-h17-8deck', 'TS TH 6D 7C 2S');
    expect(hintFor(sixteen.rules, sixteen.actor.getSnapshot().context.round?.view ?? null)).toBe('surrender');
    const eleven = await asked('bj-classic', classicShoe(['6S', '5D'], ['6H', '7C'], '2S'));
    expect(hintFor(eleven.rules, eleven.actor.getSnapshot().context.round?.view ?? null)).toBe('double');
  });

  it('is offered by the table view as the button to press, only while the table asks', async () => {
    const { actor } = await asked('bj-h17-8deck', 'TS TH 6D 7C 2S');
    expect(actor.getSnapshot().value).toBe('playerTurn');
    const view = tableView(actor.getSnapshot());
    expect(view.moves).toContain('player.surrender');
    expect(view.hint()).toBe('player.surrender');
    const resolving = await press(actor, 'player.surrender');
    expect(resolving.value).toBe('resolving');
    expect(tableView(resolving).hint()).toBeNull();
    const betting = await openBlackjack();
    expect(tableView(betting.actor.getSnapshot()).hint()).toBeNull();
  });

  it('declines insurance', async () => {
    const { actor, rules } = await asked('bj-classic', classicShoe(['8S', '8D'], ['AH', '7C']));
    expect(actor.getSnapshot().value).toBe('insurance');
    expect(hintFor(rules, actor.getSnapshot().context.round?.view ?? null)).toBe('insurance:no');
    expect(tableView(actor.getSnapshot()).hint()).toBe('insurance.decline');
  });
});
