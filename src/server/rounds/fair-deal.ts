/**
 * The randomness of a round step (SERVER.md "Provably fair"): a FairDealer on the player's seed,
 * the table's shoe as the database keeps it (made anew from the next nonce when the seed rotated
 * or none is kept), and afterwards which nonces dealt the round and where its first card was.
 *
 * A shoe that lasts several rounds is one nonce; a table that shuffles before every round, or at
 * a cut card, takes a new nonce as the round begins; a continuous shuffler takes its new nonce as
 * the round ends (it is the next round's shoe); discards reshuffled in the middle of a round take
 * the next nonce. `ALLOW_TEST_SEEDS` rounds deal from a chosen shoe or number and keep no fairness.
 */
import type { TestSeed } from '../../contract/rounds';
import { FairDealer } from '../../engine/shared/fair';
import { type Rng, SeededRng } from '../../engine/shared/rng';
import { createShoe, restoreShoe, type ShoeState, stackedShoe } from '../../engine/shared/shoe';
import type { Sql } from '../db/db';
import { ApiError } from '../errors';
import { activeSeed, type SeedRow, saveNonce } from '../seeds';
import { type StoredShoe, shoeOfStored, storedShoe } from '../tables/stored-shoe';
import type { TableGame } from '../tables/types';

interface Fairness {
  nonces: number[];
  firstCard: number;
}

export interface Deal {
  seed: SeedRow;
  rng: Rng;
  /** The shoe the round deals from (card games). */
  shoe: ShoeState | null;
  /** The nonces this round was dealt from and its first card's index, after a step. */
  fairness(earlier: Fairness | null): Fairness;
  /** What keeps the seed's nonce and the table's shoe after a step (null: nothing to keep). */
  writes(shoeAfter: ShoeState | null, fairness: Fairness): DealWrites;
  /** Keeps them (after the round's last step), in the call's transaction. */
  save(tx: Sql, shoeAfter: ShoeState | null, fairness: Fairness): Promise<void>;
}

/** The seed's next nonce when the step moved it, and the table's shoe when a round left it (as stored). */
export interface DealWrites {
  nextNonce: number | null;
  shoe: { table: string; nonce: number; state: StoredShoe } | null;
}

/** The table's shoe as the database keeps it. */
export interface ShoeRow {
  seed_id: number;
  nonce: number;
  state: unknown;
}

export async function prepareDeal(
  tx: Sql,
  playerId: string,
  game: TableGame,
  withShoe: boolean,
  testSeed: TestSeed | undefined,
  /** The round's seed, when the caller has it already (a step of an open round). */
  knownSeed?: SeedRow,
): Promise<Deal> {
  const seed = knownSeed ?? (await activeSeed(tx, playerId));
  if (testSeed !== undefined) return testDeal(seed, game, withShoe, testSeed);
  const [row] =
    game.shoe && withShoe
      ? await tx.query<ShoeRow>('select seed_id, nonce, state from shoes where player_id = $1 and table_id = $2', [
          playerId,
          game.table,
        ])
      : [];
  return dealFrom(playerId, seed, game, withShoe, testSeed, row ?? null);
}

/**
 * The same deal from what was read already: the seed and the table's kept shoe (one-trip calls
 * read both in the statement that reads the session).
 */
export function dealFrom(
  playerId: string,
  seed: SeedRow,
  game: TableGame,
  withShoe: boolean,
  testSeed: TestSeed | undefined,
  row: ShoeRow | null,
): Deal {
  if (testSeed !== undefined) return testDeal(seed, game, withShoe, testSeed);
  const dealer = new FairDealer(seed.server_seed, seed.client_seed, seed.next_nonce);
  let shoe: ShoeState | null = null;
  let shoeNonce = 0;
  if (game.shoe && withShoe) {
    shoe = row && row.seed_id === seed.id ? keptShoe(row.state, game.shoe.decks) : null;
    if (shoe && row) shoeNonce = row.nonce;
    else {
      shoe = createShoe(game.shoe.decks, game.shoe.shuffle, dealer);
      shoeNonce = dealer.shuffles[0]?.nonce ?? 0;
    }
  }
  const made = dealer.shuffles.length;
  const continuous = game.shoe?.shuffle === 'continuous';
  const startPosition = shoe?.position ?? 0;

  const stepShuffles = () => dealer.shuffles.slice(made);
  const writes = (shoeAfter: ShoeState | null, fairness: Fairness): DealWrites => {
    const nextNonce = dealer.nextNonce !== seed.next_nonce ? dealer.nextNonce : null;
    if (!shoeAfter) return { nextNonce, shoe: null };
    const last = dealer.shuffles[dealer.shuffles.length - 1];
    const nonce = dealer.shuffles.length > made && last ? last.nonce : (fairness.nonces.at(-1) ?? shoeNonce);
    return { nextNonce, shoe: { table: game.table, nonce, state: storedShoe(shoeAfter) } };
  };
  return {
    seed,
    rng: dealer,
    shoe,
    fairness(earlier) {
      const shuffles = stepShuffles();
      const refills = shuffles.filter((s) => s.excluded.length > 0).map((s) => s.nonce);
      if (earlier) return { nonces: [...earlier.nonces, ...refills], firstCard: earlier.firstCard };
      if (game.shoe === null) return { nonces: shuffles.map((s) => s.nonce), firstCard: 0 };
      const first = shuffles[0];
      // A shuffle as the round begins (never at a continuous shuffler: it shuffles as rounds end).
      if (first && first.excluded.length === 0 && !continuous)
        return { nonces: [first.nonce, ...refills], firstCard: 0 };
      return { nonces: [shoeNonce, ...refills], firstCard: startPosition };
    },
    writes,
    async save(t, shoeAfter, fairness) {
      const w = writes(shoeAfter, fairness);
      if (w.nextNonce !== null) await saveNonce(t, seed.id, w.nextNonce);
      if (!w.shoe) return;
      await t.query(
        `insert into shoes (player_id, table_id, seed_id, nonce, state) values ($1, $2, $3, $4, $5::jsonb)
         on conflict (player_id, table_id) do update set seed_id = $3, nonce = $4, state = $5::jsonb`,
        [playerId, game.table, seed.id, w.shoe.nonce, JSON.stringify(w.shoe.state)],
      );
    },
  };
}

function keptShoe(saved: unknown, decks: number): ShoeState | null {
  try {
    const shoe = restoreShoe(shoeOfStored(saved));
    return shoe.policy !== 'stacked' && shoe.decks === decks ? shoe : null;
  } catch {
    return null;
  }
}

/** A test round: dealt from what the test chose; it leaves the seed and the table's shoe as they were. */
function testDeal(seed: SeedRow, game: TableGame, withShoe: boolean, testSeed: TestSeed): Deal {
  let rng: Rng = new SeededRng(typeof testSeed === 'string' ? testSeed : 0);
  let shoe: ShoeState | null = null;
  try {
    if (typeof testSeed === 'object' && 'result' in testSeed) {
      const result = testSeed.result;
      if (!Number.isInteger(result) || result < 0 || result > 36) throw new Error('result must be 0–36');
      rng = { uint32: () => result, int: () => result };
    } else if (game.shoe && withShoe) {
      shoe =
        typeof testSeed === 'string'
          ? createShoe(game.shoe.decks, game.shoe.shuffle, rng)
          : stackedShoe((testSeed as { shoe: unknown[] }).shoe);
    }
  } catch (e) {
    throw new ApiError('bad-request', `testSeed: ${(e as Error).message}`);
  }
  return unfairDeal(seed, rng, shoe);
}

/**
 * The deal of a later step of an open round (its seed known): a round dealt from a test seed keeps
 * dealing from its own shoe and leaves the table's alone; any other draws on from the seed.
 */
export function stepDeal(playerId: string, game: TableGame, seed: SeedRow, nonces: readonly number[]): Deal {
  const testRound = game.shoe !== null && nonces.length === 0;
  return testRound ? testStepDeal(seed) : dealFrom(playerId, seed, game, false, undefined, null);
}

/**
 * A later step of a round dealt from a test seed: it keeps dealing from the round's own shoe (in
 * its state), draws nothing else, and leaves the seed's nonce and the table's shoe as they were.
 */
function testStepDeal(seed: SeedRow): Deal {
  return unfairDeal(seed, new SeededRng(0), null);
}

function unfairDeal(seed: SeedRow, rng: Rng, shoe: ShoeState | null): Deal {
  return {
    seed,
    rng,
    shoe,
    fairness: (earlier) => earlier ?? { nonces: [], firstCard: 0 },
    writes: () => ({ nextNonce: null, shoe: null }),
    save: async () => {},
  };
}
