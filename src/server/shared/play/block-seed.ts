/**
 * The seeds of a shared table's rounds (SHARED.md "Fairness at a shared table") as each game deals
 * from them: a shoe or block opens on the chain's next seed (announced with the chain's commitment
 * and its client seed), roulette and blackjack take the block's next nonce, and a seed used up is
 * revealed once its last round is settled.
 */
import type { Sql } from '../../db/db';
import { ROUNDS_PER_SEED, revealSeed, serverSeedOf, takeSeed } from '../fairness';
import { emit, type TableStep } from '../instance';

/** Opens the next shoe or block on the chain's next seed; the server seed (secret). */
export async function openShoe(tx: Sql, step: TableStep): Promise<string> {
  const s = step.state;
  const { seed, serverSeed } = await takeSeed(tx, step.instance, s, s.firstBet as string);
  emit(step, {
    type: 'shoe.opened',
    chain: seed.chain,
    k: seed.k,
    commitment: s.chain.commitment,
    clientSeed: seed.clientSeed,
  });
  return serverSeed;
}

/** The seed and nonce of the next round of a block (a new block when none is open or it is used up). */
export async function nextInBlock(
  tx: Sql,
  step: TableStep,
): Promise<{ serverSeed: string; clientSeed: string; nonce: number }> {
  const s = step.state;
  const open = s.seed && s.seed.used < ROUNDS_PER_SEED ? s.seed : null;
  const serverSeed = open ? await serverSeedOf(tx, open.id) : await openShoe(tx, step);
  const seed = s.seed!;
  return { serverSeed, clientSeed: seed.clientSeed as string, nonce: seed.used++ };
}

/** Reveals the block's seed once its last round is settled (a test deal, `nonce` null, uses none). */
export async function revealUsedUp(tx: Sql, step: TableStep, nonce: number | null): Promise<void> {
  const seed = step.state.seed;
  if (!seed || nonce === null || seed.used < ROUNDS_PER_SEED) return;
  const serverSeed = await revealSeed(tx, seed.id);
  emit(step, { type: 'seed.revealed', chain: seed.chain, k: seed.k, serverSeed, clientSeed: seed.clientSeed });
}
