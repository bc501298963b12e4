/**
 * The seeds the server-play tests deal from (ALLOW_TEST_SEEDS: the server deals each round from a
 * fresh shoe made by the seeded generator, as the engine does here), chosen by what the engine
 * deals, never written down: a blackjack round the player may double with the dealer's hole card
 * unlike every card on show, and a bj-european round with no insurance question.
 */
import { legalMoves } from '../../src/engine/blackjack/index';
import { findSeed, type Replay, replay } from './blackjack-replay';

export const START = 100_000;

/** One seat, a hole card (peek), no computer players: a round is the player's alone. */
export const HOLE_TABLE = 'bj-h17-8deck';
export const HOLE_CHIP = 100;

/**
 * A round that waits for the player's decision with 9, 10 or 11 against a 2–9 (no peek, no
 * insurance), a double allowed, and a hole card no card on show spells (so finding its name in a
 * response proves it leaked).
 */
export function doubleRound(prefix: string): Replay {
  return findSeed(prefix, (seed) => {
    const r = replay(HOLE_TABLE, seed, [{ seat: 1, main: HOLE_CHIP }], START, (_round, legal) =>
      legal.includes('double') ? 'double' : 'stand',
    );
    const hand = r.dealt.seats[0]?.hands[0];
    const [up, hole] = r.dealt.dealer.cards;
    if (r.dealt.phase !== 'player' || !hand || !up || !hole) return null;
    if (!legalMoves(r.dealt).includes('double') || !/^[2-9]/.test(up)) return null;
    const total = hand.cards.reduce((t, c) => t + (/^[2-9]/.test(c) ? Number(c[0]) : c[0] === 'A' ? 11 : 10), 0);
    if (total < 9 || total > 11) return null;
    return hand.cards.includes(hole) || up === hole ? null : r;
  });
}

/** The cross-game run's blackjack round: it waits for the player (no insurance question). */
export function standRound(table: string, chip: number, prefix: string): Replay {
  return findSeed(prefix, (seed) => {
    const r = replay(table, seed, [{ seat: 1, main: chip }], START, () => 'stand');
    return r.dealt.phase === 'player' ? r : null;
  });
}
