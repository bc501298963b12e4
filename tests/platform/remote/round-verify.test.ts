/**
 * A round's record checked against its revealed seed (platform/remote/round-verify.ts), with no
 * server: the engine's own shoe deals with a FairDealer and the record is what the server keeps of
 * it, so VERIFY recomputes exactly what the engine dealt — including a shoe that ran dry in the
 * middle of a round and went on with the next nonce — and says what is wrong when it does not.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/engine/shared/cards';
import { FairDealer, fairPocket, fairShoe, seedHash } from '../../../src/engine/shared/fair';
import { createShoe, draw, restoreShoe } from '../../../src/engine/shared/shoe';
import { roundCards, verifyRecord } from '../../../src/platform/remote/round-verify';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const CLIENT = 'lucky_7';

function record(
  game: string,
  table: string,
  f: { nonces: number[]; firstCard?: number },
  shown: unknown,
  revealed = true,
) {
  return {
    roundId: 'r1',
    game,
    table,
    status: 'settled',
    ...(game === 'roulette' ? { result: shown } : { cards: shown }),
    fairness: {
      version: 1,
      serverSeedHash: seedHash(SEED),
      clientSeed: CLIENT,
      nonces: f.nonces,
      firstCard: f.firstCard ?? 0,
      ...(revealed ? { serverSeed: SEED } : {}),
    },
  };
}

describe('verifyRecord', () => {
  it('matches a spin to the pocket of its nonce, and shows both numbers when they differ', () => {
    const n = fairPocket(SEED, CLIENT, 12);
    expect(verifyRecord(record('roulette', 'roulette-european', { nonces: [12] }, n))).toEqual({
      status: 'match',
      game: 'roulette',
      shown: n,
    });
    const other = (n + 5) % 37;
    expect(verifyRecord(record('roulette', 'roulette-european', { nonces: [12] }, other))).toEqual({
      status: 'mismatch',
      game: 'roulette',
      expected: n,
      shown: other,
    });
  });

  it('matches a shoe dealt on from its first card (a shoe that lasts rounds), and names the card that differs', () => {
    const cards = fairShoe(SEED, CLIENT, 3, 6).slice(40, 46);
    const rec = record('blackjack', 'bj-classic', { nonces: [3], firstCard: 40 }, cards);
    expect(verifyRecord(rec)).toEqual({ status: 'match', game: 'blackjack', shown: cards });
    const shown = [...cards];
    shown[2] = shown[2] === 'AS' ? 'KD' : 'AS';
    expect(verifyRecord(record('blackjack', 'bj-classic', { nonces: [3], firstCard: 40 }, shown))).toEqual({
      status: 'mismatch',
      game: 'blackjack',
      expected: cards,
      shown,
    });
    // the same cards said to start one card later are not what the seed deals
    expect(verifyRecord(record('blackjack', 'bj-classic', { nonces: [3], firstCard: 41 }, cards))).toMatchObject({
      status: 'mismatch',
    });
  });

  it('follows a shoe that ran dry in the middle of a round into the next nonce’s shoe, as the engine deals it', () => {
    const dealer = new FairDealer(SEED, CLIENT, 7);
    // an 8-deck shoe with two cards left, the round beginning there
    let shoe = restoreShoe({ ...createShoe(8, { penetration: 1 }, dealer), position: 414, roundStart: 414 });
    const dealt: Card[] = [];
    for (let i = 0; i < 6; i++) {
      const d = draw(shoe, dealer);
      dealt.push(d.card);
      shoe = d.shoe;
    }
    const nonces = dealer.shuffles.map((s) => s.nonce);
    expect(nonces).toEqual([7, 8]);
    expect(roundCards(SEED, CLIENT, nonces, 414, 8, 6)).toEqual(dealt);
    const rec = record('baccarat', 'baccarat-8deck', { nonces, firstCard: 414 }, dealt);
    expect(verifyRecord(rec)).toEqual({ status: 'match', game: 'baccarat', shown: dealt });
    // without the second nonce the seed deals only the two cards left
    expect(verifyRecord(record('baccarat', 'baccarat-8deck', { nonces: [7], firstCard: 414 }, dealt))).toEqual({
      status: 'mismatch',
      game: 'baccarat',
      expected: dealt.slice(0, 2),
      shown: dealt,
    });
  });

  it('is unrevealed while the seed is in use, and a mismatch of the seed when it is not the one committed', () => {
    const cards = fairShoe(SEED, CLIENT, 0, 8, 4);
    expect(verifyRecord(record('baccarat', 'baccarat-8deck', { nonces: [0] }, cards, false))).toEqual({
      status: 'unrevealed',
    });
    const forged = record('baccarat', 'baccarat-8deck', { nonces: [0] }, cards);
    const other = `${SEED.slice(0, 63)}9`;
    forged.fairness.serverSeed = other;
    expect(verifyRecord(forged)).toEqual({
      status: 'mismatch',
      game: 'baccarat',
      about: 'seed',
      expected: [seedHash(SEED)],
      shown: [seedHash(other)],
    });
  });

  it('has nothing to verify in a test round, a void round that dealt nothing, or a record it cannot read', () => {
    const none = { status: 'unverifiable' };
    expect(verifyRecord({ game: 'blackjack', table: 'bj-classic', cards: ['AS'], fairness: null })).toEqual(none);
    expect(verifyRecord(record('blackjack', 'bj-classic', { nonces: [0] }, []))).toEqual(none);
    expect(verifyRecord(record('roulette', 'roulette-european', { nonces: [0] }, undefined))).toEqual(none);
    expect(verifyRecord(record('blackjack', 'no-such-table', { nonces: [0] }, ['AS']))).toEqual(none);
    expect(
      verifyRecord({ ...record('roulette', 'roulette-european', { nonces: [0] }, 1), fairness: { version: 2 } }),
    ).toEqual(none);
    expect(verifyRecord('not a record')).toEqual(none);
  });
});
