/**
 * A finished round checked against its revealed seed (SERVER.md "Provably fair"), as the history
 * panel's VERIFY does it in the browser: no HTTP here, only the round's record as
 * `GET /v1/rounds/{id}` answers it. The seed must hash to the hash committed before play; then the
 * seed, the client seed and the round's nonces must deal exactly the round's cards (from
 * `firstCard` of the first nonce's shoe; a shoe that ran dry in the middle of the round goes on
 * with the next nonce's shoe, less the cards then on the table) or land on its number.
 *
 * The record comes over the network, so every field is read defensively: what cannot be read is
 * `unverifiable`, never an exception.
 */
import { tableRules as baccaratRules } from '../../engine/baccarat/rules';
import { tableRules as blackjackRules } from '../../engine/blackjack/rules';
import { type Card, isCard } from '../../engine/shared/cards';
import { FAIRNESS_VERSION, fairPocket, fairShoe, isClientSeed, seedHash, withoutCards } from '../../engine/shared/fair';
import type { VerifyOutcome } from './fairness-source';

const SEED_HEX = /^[0-9a-fA-F]{64}$/;
const CARDS_PER_DECK = 52;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNonce = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The deck count of a card table, from the engine's presets (as `npm run verify` reads it); null if unknown. */
function tableDecks(game: string, table: string): number | null {
  try {
    if (game === 'blackjack') return blackjackRules(table).decks;
    if (game === 'baccarat') return baccaratRules(table).decks;
  } catch {
    // an unknown table: nothing to deal it from
  }
  return null;
}

/**
 * The first `count` cards a round dealt from these seeds: the first nonce's shoe from `firstCard`;
 * when it runs dry, each later nonce's shoe without the cards the round had on the table (the
 * round's cards so far), as the engine's shoe refills mid-round. Shorter than `count` when the
 * nonces run out first.
 */
export function roundCards(
  serverSeed: string,
  clientSeed: string,
  nonces: readonly number[],
  firstCard: number,
  decks: number,
  count: number,
): Card[] {
  const size = decks * CARDS_PER_DECK;
  const [first, ...later] = nonces;
  if (first === undefined || firstCard > size) return [];
  const out = fairShoe(serverSeed, clientSeed, first, decks, Math.min(size, firstCard + count)).slice(firstCard);
  for (const nonce of later) {
    if (out.length >= count) break;
    const fresh = withoutCards(fairShoe(serverSeed, clientSeed, nonce, decks), out).rest;
    out.push(...fresh.slice(0, count - out.length));
  }
  return out;
}

const sameCards = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** What a round's record shows against what its revealed seed deals. */
export function verifyRecord(record: unknown): VerifyOutcome {
  const unverifiable = { status: 'unverifiable' } as const;
  if (!isRecord(record) || !isRecord(record.fairness)) return unverifiable;
  const f = record.fairness;
  const game = typeof record.game === 'string' ? record.game : '';
  const table = typeof record.table === 'string' ? record.table : '';
  if (f.version !== FAIRNESS_VERSION) return unverifiable;
  if (typeof f.serverSeedHash !== 'string' || !isClientSeed(f.clientSeed)) return unverifiable;
  if (!Array.isArray(f.nonces) || f.nonces.length === 0 || !f.nonces.every(isNonce)) return unverifiable;
  if (f.serverSeed === undefined || f.serverSeed === null) return { status: 'unrevealed' };
  const serverSeed = f.serverSeed;
  // The seed revealed must be the one committed before the round: else nothing it deals proves anything.
  const revealedHash = typeof serverSeed === 'string' && SEED_HEX.test(serverSeed) ? seedHash(serverSeed) : null;
  if (typeof serverSeed !== 'string' || revealedHash !== f.serverSeedHash.toLowerCase()) {
    return {
      status: 'mismatch',
      game,
      about: 'seed',
      expected: [f.serverSeedHash],
      shown: [revealedHash ?? String(serverSeed)],
    };
  }
  const nonces = f.nonces as number[];
  if (game === 'roulette') {
    const shown = record.result;
    if (typeof shown !== 'number' || !Number.isInteger(shown) || shown < 0 || shown > 36) return unverifiable;
    const expected = fairPocket(serverSeed, f.clientSeed, nonces[0] as number);
    return expected === shown ? { status: 'match', game, shown } : { status: 'mismatch', game, expected, shown };
  }
  const decks = tableDecks(game, table);
  const shown = record.cards;
  if (decks === null || !Array.isArray(shown) || shown.length === 0 || !shown.every(isCard)) return unverifiable;
  if (!isNonce(f.firstCard)) return unverifiable;
  const expected = roundCards(serverSeed, f.clientSeed, nonces, f.firstCard, decks, shown.length);
  return sameCards(expected, shown)
    ? { status: 'match', game, shown: [...shown] }
    : { status: 'mismatch', game, expected, shown: [...shown] };
}
