/**
 * The shoe as the database keeps it (src/server/tables/stored-shoe.ts): its cards as one string.
 * What a player would notice if it went wrong: a round or a table's shoe that deals other cards
 * after it was saved, or a round saved before the change that no longer plays on.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/engine/shared/rng';
import { createShoe, restoreShoe, type ShoeState } from '../../../src/engine/shared/shoe';
import { tableGame } from '../../../src/server/tables/index';
import { shoeOfStored, storedShoe } from '../../../src/server/tables/stored-shoe';

/** What the database gives back of a value: its JSON, parsed. */
const throughDatabase = (v: unknown) => JSON.parse(JSON.stringify(v));

describe('a shoe as the database keeps it', () => {
  it('comes back as the same shoe, in under half the bytes', () => {
    const shoe = createShoe(8, { penetration: 0.75 }, new SeededRng(7));
    const stored = throughDatabase(storedShoe(shoe));
    expect(restoreShoe(shoeOfStored(stored))).toEqual(restoreShoe(throughDatabase(shoe)));
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(shoe).length / 2);
  });

  it('reads a shoe kept as an array before, and refuses cards cut in half', () => {
    const shoe = createShoe(6, { penetration: 0.75 }, new SeededRng(3));
    expect(restoreShoe(shoeOfStored(throughDatabase(shoe)))).toEqual(restoreShoe(throughDatabase(shoe)));
    const cut = { ...storedShoe(shoe), cards: storedShoe(shoe).cards.slice(0, -1) };
    expect(() => restoreShoe(shoeOfStored(cut))).toThrow(/cards/);
  });

  it('plays an open blackjack round on the same from its stored secret as from one saved with the array', () => {
    const game = tableGame('bj-h17-8deck');
    if (!game?.act || !game.shoe) throw new Error('no blackjack table');
    const checked = game.checkBets([{ seat: 1, main: 100 }], undefined, 100_000);
    let open = game.open(checked, 100_000, createShoe(8, game.shoe.shuffle, new SeededRng(11)), new SeededRng(1));
    for (let seed = 12; open.status !== 'open'; seed++) {
      open = game.open(checked, 100_000, createShoe(8, game.shoe.shuffle, new SeededRng(seed)), new SeededRng(1));
    }
    const secret = throughDatabase(open.secret) as { round: { shoe: { cards: unknown } } };
    expect(typeof secret.round.shoe.cards).toBe('string');
    // The same round as a server before the change saved it: the shoe's cards as an array.
    const before = {
      ...secret,
      round: { ...secret.round, shoe: shoeOfStored(secret.round.shoe) as ShoeState },
    };
    const move = open.legal.includes('insurance:no') ? 'insurance:no' : 'stand';
    const now = game.act(secret, move, new SeededRng(2));
    const then = game.act(throughDatabase(before), move, new SeededRng(2));
    expect(now.view).toEqual(then.view);
    expect(now.returned).toBe(then.returned);
  });
});
